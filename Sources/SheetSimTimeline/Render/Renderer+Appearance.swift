import SheetSim

/// The appearance track: the dimming view's alpha behind each sheet (reference 2.3, left axis) and
/// the scale of the controller beneath it (reference 2.4, right axis), over the same time.
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
        trackTitle("Dimming & presenter", detail: "dim alpha: left axis", top: appearanceTop)
        label("presenter scale: right axis", x: 16, y: appearanceTop + 41, size: Canvas.smallSize, color: Palette.mutedInk)
        svg.element("rect", [("x", XMLText.number(axis.left)), ("y", XMLText.number(appearanceTop)),
                             ("width", XMLText.number(axis.right - axis.left)), ("height", XMLText.number(Canvas.appearanceHeight)),
                             ("fill", "none"), ("stroke", Palette.mutedInk), ("stroke-width", "0.8")])
        var value = 0.0
        while value <= dim.domain.upperBound + 1e-9 {
            let y = dim.y(value)
            line(x1: axis.left - 4, y1: y, x2: axis.left, y2: y, color: Palette.dim)
            label(NumberFormat.ratio(value), x: axis.left - 7, y: y + 3.5, anchor: "end", size: Canvas.smallSize, color: Palette.dim)
            value = (value * 10 + 1).rounded() / 10
        }
        var tick = scale.domain.lowerBound
        while tick <= 1 + 1e-9 {
            let y = scale.y(tick)
            line(x1: axis.right, y1: y, x2: axis.right + 4, y2: y, color: Palette.scale)
            label(NumberFormat.ratio(tick), x: axis.right + 7, y: y + 3.5, size: Canvas.smallSize, color: Palette.scale)
            tick = (tick * 20 + 1).rounded() / 20
        }
        for track in timeline.recording.tracks {
            let style = AppearanceStyle(sheetIndex: styleIndex(of: track.sheet))
            series(track, value: \.dimmingAlpha, scale: dim, color: Palette.dim, dash: style.dimDash, kind: "dim-alpha")
            series(track, value: \.presenterScale, scale: scale, color: Palette.scale, dash: style.scaleDash, kind: "presenter-scale")
        }
        svg.close()
        timeAxis(at: appearanceTop + Canvas.appearanceHeight, labelled: false)
    }

    private mutating func series(_ track: SheetTrack, value: KeyPath<FrameRecord, Double>, scale: Canvas.Scale,
                                 color: String, dash: String?, kind: String) {
        var path = StepPath(frameInterval: timeline.recording.frameInterval)
        for sample in track.samples { path.add(time: sample.time, x: axis.x(sample.time), y: scale.y(sample[keyPath: value])) }
        if track.end == nil { path.hold(to: axis.right) }
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
