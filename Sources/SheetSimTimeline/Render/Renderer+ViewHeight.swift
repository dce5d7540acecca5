import SheetSim

/// The view-height track: how tall each presented controller's view is laid out over time (layout
/// rules 2), and a tick at every instant a layout pass laid a view out (`viewDidLayoutSubviews`),
/// so the resize at each detent, the height following a finger, the final size applied when a
/// shrink starts, and a drag below the smallest detent that only moves the view are seen apart.
extension TimelineRenderer {
    /// 0 to the tallest view the run laid out, rounded up to 100 pt.
    var viewHeightScale: Canvas.Scale {
        var top = 100.0
        for track in timeline.recording.tracks { for s in track.samples { top = max(top, (s.viewHeight / 100).rounded(.up) * 100) } }
        return Canvas.Scale(domain: 0...top, top: viewHeightTop + 8, bottom: viewHeightTop + Canvas.viewHeightHeight - 10, downward: false)
    }

    /// The instants of layout passes: each time with a `viewDidLayoutSubviews`, and how many views it laid out.
    var layoutPasses: [(time: SimInstant, count: Int)] {
        var passes: [(time: SimInstant, count: Int)] = []
        for entry in timeline.log where entry.callback == .viewDidLayoutSubviews {
            if let last = passes.last, last.time == entry.time {
                passes[passes.count - 1].count += 1
            } else {
                passes.append((entry.time, 1))
            }
        }
        return passes
    }

    mutating func viewHeightTrack() {
        let scale = viewHeightScale
        svg.open("g", [("class", "view-height-track")])
        heading("View height", detail: "view.frame.height, pt · dotted: the part on screen · ticks: layout passes", plotTop: viewHeightTop)
        plotOutline(top: viewHeightTop, height: Canvas.viewHeightHeight)
        let step = Self.tickStep(span: scale.domain.upperBound, room: Canvas.viewHeightHeight - 18, steps: [100, 200, 250, 500, 1000])
        valueTicks(scale, step: step)
        for track in timeline.recording.tracks {
            let style = Palette.sheetStroke(styleIndex(of: track.sheet))
            var path = StepPath(frameInterval: timeline.recording.frameInterval)
            for sample in track.samples { path.add(time: sample.time, x: axis.x(sample.time), y: scale.y(sample.viewHeight)) }
            if let x = heldEnd(of: track) { path.hold(to: x) }
            guard !path.d.isEmpty else { continue }
            var attributes: SVGWriter.Attributes = [("class", "view-height"), ("data-sheet", track.sheet), ("d", path.d),
                                                    ("fill", "none"), ("stroke", style.color), ("stroke-width", "1.8"),
                                                    ("stroke-linejoin", "round")]
            if let dash = style.dash { attributes.append(("stroke-dasharray", dash)) }
            svg.element("path", attributes)
            // What shows of it: from its top to the screen's bottom. Where the dotted line is above
            // the solid one the view ends above the screen's bottom (a shrink's cut-off, layout
            // rules 17); below it, the view reaches past the bottom (moved, not resized).
            var visible = StepPath(frameInterval: timeline.recording.frameInterval)
            var layoutIndex = 0
            for (sampleIndex, sample) in track.samples.enumerated() {
                // The layout the sample was taken under: by order, since a frame and a rotation
                // can share an instant.
                while layoutIndex + 1 < track.layouts.count, track.layouts[layoutIndex + 1].firstSample <= sampleIndex { layoutIndex += 1 }
                guard let bottom = track.layouts.isEmpty ? nil : track.layouts[layoutIndex].dismissedOffset else { continue }
                visible.add(time: sample.time, x: axis.x(sample.time), y: scale.y(max(0, bottom - sample.topY)))
            }
            if let x = heldEnd(of: track) { visible.hold(to: x) }
            if !visible.d.isEmpty {
                svg.element("path", [("class", "visible-height"), ("data-sheet", track.sheet), ("d", visible.d), ("fill", "none"),
                                     ("stroke", style.color), ("stroke-width", "1"), ("stroke-dasharray", "1 3"),
                                     ("stroke-opacity", "0.7")])
            }
        }
        let bottom = viewHeightTop + Canvas.viewHeightHeight
        for pass in layoutPasses {
            let x = axis.x(pass.time)
            svg.open("g", [("class", "layout-pass")])
            svg.element("title", content: "\(pass.time): \(pass.count) view\(pass.count == 1 ? "" : "s") laid out")
            line(x1: x, y1: bottom - 6, x2: x, y2: bottom, color: Palette.layoutPass, width: 1.2)
            svg.close()
        }
        svg.close()
        timeAxis(at: bottom, labelled: false)
    }
}
