import SheetSim

/// The appearance track: the dimming view's alpha behind each sheet (SheetRules 2.3, left axis) and
/// the scale of the controller beneath it (SheetRules 2.4, right axis), over the same time.
extension TimelineRenderer {
    /// The dim axis runs to 0.5 (dark mode's full dim is 0.48), or further if a run goes higher.
    var dimScale: Canvas.Scale {
        var top = 0.5
        for track in timeline.recording.tracks { for s in track.samples { top = max(top, (s.dimmingAlpha * 10).rounded(.up) / 10) } }
        return Canvas.Scale(domain: 0...top, top: appearanceTop + 8, bottom: appearanceTop + Canvas.appearanceHeight - 8, downward: false)
    }

    /// The scale axis runs from 0.9 (or lower, in steps of 0.05) to 1.
    var presenterScaleAxis: Canvas.Scale {
        var low = 0.9
        for track in timeline.recording.tracks { for s in track.samples { low = min(low, (s.presenterScale * 20).rounded(.down) / 20) } }
        return Canvas.Scale(domain: max(0, low)...1, top: appearanceTop + 8, bottom: appearanceTop + Canvas.appearanceHeight - 8, downward: false)
    }

    mutating func appearanceTrack() {
        let dim = dimScale, scale = presenterScaleAxis
        svg.open("g", [("class", "appearance-track")])
        heading("Dimming & presenter", detail: "dim alpha: left axis · presenter scale: right axis", plotTop: appearanceTop)
        plotOutline(top: appearanceTop, height: Canvas.appearanceHeight)
        // Ticks every 0.1 of alpha and 0.05 of scale, or coarser where their labels would crowd.
        let room = Canvas.appearanceHeight - 16
        let dimStep = Self.tickStep(span: dim.domain.upperBound - dim.domain.lowerBound, room: room, steps: [0.1, 0.2, 0.5])
        for value in Self.ticks(dim.domain, step: dimStep) {
            let y = dim.y(value)
            line(x1: axis.left - 4, y1: y, x2: axis.left, y2: y, color: Palette.dim)
            label(NumberFormat.ratio(value), x: axis.left - 7, y: y + 3.5, anchor: .end, size: Canvas.smallSize, color: Palette.dim)
        }
        let scaleStep = Self.tickStep(span: scale.domain.upperBound - scale.domain.lowerBound, room: room, steps: [0.05, 0.1, 0.2, 0.5])
        for value in Self.ticks(scale.domain, step: scaleStep) {
            let y = scale.y(value)
            line(x1: axis.right, y1: y, x2: axis.right + 4, y2: y, color: Palette.scale)
            label(NumberFormat.ratio(value), x: axis.right + 7, y: y + 3.5, size: Canvas.smallSize, color: Palette.scale)
        }
        for track in timeline.recording.tracks {
            let style = AppearanceStyle(sheetIndex: styleIndex(of: track.sheet))
            series(track, value: \.dimmingAlpha, scale: dim, color: Palette.dim, dash: style.dimDash, kind: "dim-alpha")
            series(track, value: \.presenterScale, scale: scale, color: Palette.scale, dash: style.scaleDash, kind: "presenter-scale")
        }
        svg.close()
        timeAxis(at: appearanceTop + Canvas.appearanceHeight, labelled: false)
    }

    /// The first of `steps` that keeps tick labels a line of small text apart over `room` px.
    static func tickStep(span: Double, room: Double, steps: [Double]) -> Double {
        steps.first { step in room / max(1, (span / step).rounded(.down)) >= Canvas.smallSize * 1.3 } ?? steps.last!
    }

    /// Multiples of `step` within `domain`, from its low end (counted in whole steps, so 0.15 + 0.05
    /// is 0.2 exactly as text).
    static func ticks(_ domain: ClosedRange<Double>, step: Double) -> [Double] {
        let first = (domain.lowerBound / step - 1e-9).rounded(.up)
        let last = (domain.upperBound / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { ($0 * step * 1000).rounded() / 1000 }
    }

    private mutating func series(_ track: SheetTrack, value: KeyPath<FrameRecord, Double>, scale: Canvas.Scale,
                                 color: String, dash: String?, kind: String) {
        var path = StepPath(frameInterval: timeline.recording.frameInterval)
        for sample in track.samples { path.add(time: sample.time, x: axis.x(sample.time), y: scale.y(sample[keyPath: value])) }
        if let x = heldEnd(of: track) { path.hold(to: x) }
        guard !path.d.isEmpty else { return }
        var attributes: SVGWriter.Attributes = [("class", kind), ("data-sheet", track.sheet), ("d", path.d), ("fill", "none"),
                                                ("stroke", color), ("stroke-width", "1.8"), ("stroke-linejoin", "round")]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        svg.element("path", attributes)
    }
}

/// The dashes of a sheet's dim and scale lines: the first sheet's dim line solid, its scale line
/// dashed; a stacked sheet's both dotted, so the two sheets part in greyscale too.
struct AppearanceStyle {
    var dimDash: String?
    var scaleDash: String

    init(sheetIndex: Int) {
        dimDash = sheetIndex == 0 ? nil : "2 2"
        scaleDash = sheetIndex == 0 ? "5 3" : "1 3"
    }
}
