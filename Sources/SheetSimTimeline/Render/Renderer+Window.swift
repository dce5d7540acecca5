import SheetSim

/// The window track: the window's width and height over time, each size from the instant the
/// window took it — a rotation, a multitasking change, and every size a live resize commits
/// (`windowResizeCommits`), so a resize's steps line up with the size transitions and layouts in
/// the lanes below. Drawn only when the window's size changed during the run.
extension TimelineRenderer {
    /// From 0 to the largest width or height, in whole 100 pt.
    var windowScale: Canvas.Scale {
        var high = 100.0
        for record in timeline.recording.windowSizes {
            high = max(high, (max(record.size.width, record.size.height) / 100).rounded(.up) * 100)
        }
        let top = windowTop ?? 0
        return Canvas.Scale(domain: 0...high, top: top + 8, bottom: top + Canvas.windowHeight - 8, downward: false)
    }

    mutating func windowTrack() {
        guard let top = windowTop else { return }
        let records = timeline.recording.windowSizes
        let scale = windowScale
        svg.open("g", [("class", "window-track")])
        heading("Window", detail: "pt · width and height, each size from the instant the window took it", plotTop: top)
        plotOutline(top: top, height: Canvas.windowHeight)
        let step = Self.tickStep(span: scale.domain.upperBound, room: Canvas.windowHeight - 16, steps: [100, 200, 250, 500, 1000])
        valueTicks(scale, step: step)
        let dimensions: [(name: String, color: String, value: (Size) -> Double)] = [
            ("width", Palette.layoutSafeTop, { $0.width }), ("height", Palette.layoutSafeBottom, { $0.height }),
        ]
        var names: [(y: Double, text: String, color: String)] = []
        for dimension in dimensions {
            var path = StepPath(frameInterval: timeline.recording.frameInterval)
            for record in records { path.add(time: record.time, x: axis.x(record.time), y: scale.y(dimension.value(record.size))) }
            path.hold(to: axis.right)
            svg.open("g", [("class", "window-" + dimension.name)])
            let values = records.map { NumberFormat.points(dimension.value($0.size)) }
                .reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
            svg.element("title", content: "window " + dimension.name + ": " + values.prefix(12).joined(separator: " → ")
                        + (values.count > 12 ? " …" : ""))
            svg.element("path", [("d", path.d), ("fill", "none"), ("stroke", dimension.color), ("stroke-width", "1.6"),
                                 ("stroke-linejoin", "round")])
            svg.close()
            if let last = records.last {
                names.append((scale.y(dimension.value(last.size)) + 3.5, "window " + dimension.name, dimension.color))
            }
        }
        // The two names at the right, at their lines' last values, pushed apart where the two
        // sizes end close together (a square window).
        names.sort { $0.y < $1.y }
        if names.count == 2, names[1].y - names[0].y < Canvas.smallSize + 2 {
            names[1].y = names[0].y + Canvas.smallSize + 2
        }
        for name in names { label(name.text, x: axis.right + 6, y: name.y, size: Canvas.smallSize, color: name.color) }
        svg.close()
        timeAxis(at: top + Canvas.windowHeight, labelled: false)
    }
}
