import SheetSim

/// Draws a ``Timeline`` as SVG, top to bottom: heading and legend, the sheet-position track, the
/// dimming and presenter-scale track, the callback lanes, and the time axis that all three share.
struct TimelineRenderer {
    let timeline: Timeline
    let axis: TimeAxis
    let lanes: [Lane]
    /// The presented controllers, in the order they were first presented: one line style each.
    let sheetNames: [String]
    let placements: LanePlacements
    let legend: [Legend.Entry]
    let legendRows: Int

    // Vertical layout, top to bottom.
    let legendTop: Double
    let positionTop: Double
    let appearanceTop: Double
    let lanesTop: Double
    let lanesBottom: Double
    let height: Double

    var svg = SVGWriter()

    init(_ timeline: Timeline) {
        self.timeline = timeline
        axis = TimeAxis(activity: Self.activity(of: timeline), end: timeline.end,
                        left: Canvas.plotLeft, width: Canvas.plotRight - Canvas.plotLeft)
        lanes = Lane.lanes(log: timeline.log, recording: timeline.recording)
        placements = LanePlacements(log: timeline.log, lanes: lanes, axis: axis)
        var names: [String] = []
        for track in timeline.recording.tracks where !names.contains(track.sheet) { names.append(track.sheet) }
        sheetNames = names
        legend = Legend.entries(sheets: names, hasIdleBreaks: !axis.breaks.isEmpty)
        legendRows = Legend.rowCount(legend)
        legendTop = timeline.subtitle.isEmpty ? 44 : 60
        positionTop = legendTop + Double(legendRows) * Legend.rowHeight + 30
        appearanceTop = positionTop + Canvas.positionHeight + Canvas.trackGap
        lanesTop = appearanceTop + Canvas.appearanceHeight + Canvas.trackGap
        lanesBottom = lanesTop + placements.heights.reduce(0, +)
        height = lanesBottom + 46
    }

    /// Every instant something happens: the time axis stays linear around these.
    static func activity(of timeline: Timeline) -> [SimInstant] {
        var times = timeline.log.map(\.time)
        for track in timeline.recording.tracks {
            times += track.samples.map(\.time)
            times += track.layouts.map(\.time)
            if let end = track.end { times.append(end) }
        }
        times += timeline.recording.touches.map(\.time)
        return times
    }

    // MARK: The document

    /// The SVG text; `standalone` adds the XML declaration a file needs (not one inside HTML).
    mutating func render(standalone: Bool = true) -> String {
        if standalone { svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("class", "sheetsim-timeline"),
            ("width", XMLText.number(Canvas.width)), ("height", XMLText.number(height)),
            ("viewBox", "0 0 " + XMLText.number(Canvas.width) + " " + XMLText.number(height)),
            ("font-family", Palette.font), ("font-size", XMLText.number(Canvas.labelSize)),
        ])
        svg.element("title", content: timeline.title + " — SheetSim timeline")
        definitions()
        svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        header()
        grid()
        dragBands()
        positionTrack()
        appearanceTrack()
        callbackLanes()
        timeAxis(at: lanesBottom, labelled: true)
        svg.element("line", [("id", "cursor"), ("class", "cursor"), ("x1", "0"), ("x2", "0"),
                             ("y1", XMLText.number(positionTop)), ("y2", XMLText.number(lanesBottom)),
                             ("stroke", "#000000"), ("stroke-width", "1"), ("stroke-dasharray", "3 2"),
                             ("visibility", "hidden")])
        svg.close()
        return svg.text
    }

    /// Patterns and markers the tracks refer to.
    mutating func definitions() {
        svg.open("defs")
        svg.open("pattern", [("id", "band-hatch"), ("width", "6"), ("height", "6"),
                             ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)")])
        svg.element("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"),
                             ("stroke", Palette.band), ("stroke-width", "1.4")])
        svg.close()
        svg.open("pattern", [("id", "idle-hatch"), ("width", "5"), ("height", "5"),
                             ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(-45)")])
        svg.element("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "5"),
                             ("stroke", Palette.idle), ("stroke-width", "1")])
        svg.close()
        svg.open("marker", [("id", "arrow"), ("viewBox", "0 0 8 8"), ("refX", "7"), ("refY", "4"),
                            ("markerWidth", "7"), ("markerHeight", "7"), ("orient", "auto-start-reverse")])
        svg.element("path", [("d", "M0 0 L8 4 L0 8 Z"), ("fill", Palette.release)])
        svg.close()
        svg.close()
    }

    // MARK: Shared pieces

    /// Text with a white halo, readable over lines and hatching.
    mutating func label(_ text: String, x: Double, y: Double, anchor: String = "start", size: Double = Canvas.labelSize,
                        color: String = Palette.ink, weight: String? = nil, extra: SVGWriter.Attributes = []) {
        var attributes: SVGWriter.Attributes = [("x", XMLText.number(x)), ("y", XMLText.number(y))]
        if anchor != "start" { attributes.append(("text-anchor", anchor)) }
        if size != Canvas.labelSize { attributes.append(("font-size", XMLText.number(size))) }
        attributes.append(("fill", color))
        if let weight { attributes.append(("font-weight", weight)) }
        attributes += [("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke"), ("stroke-linejoin", "round")]
        svg.element("text", attributes + extra, content: text)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, color: String, width: Double = 1,
                       dash: String? = nil, extra: SVGWriter.Attributes = []) {
        var attributes: SVGWriter.Attributes = [
            ("x1", XMLText.number(x1)), ("y1", XMLText.number(y1)), ("x2", XMLText.number(x2)), ("y2", XMLText.number(y2)),
            ("stroke", color), ("stroke-width", XMLText.number(width)),
        ]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        svg.element("line", extra + attributes)
    }

    /// A track's heading in the left margin.
    mutating func trackTitle(_ title: String, detail: String, top: Double) {
        label(title, x: 16, y: top + 14, weight: "bold")
        label(detail, x: 16, y: top + 28, size: Canvas.smallSize, color: Palette.mutedInk)
    }

    /// Vertical grid lines at the time ticks, and the idle breaks, through every track.
    mutating func grid() {
        svg.open("g", [("class", "grid")])
        for tick in axis.ticks {
            let x = axis.x(tick)
            line(x1: x, y1: positionTop, x2: x, y2: lanesBottom, color: Palette.grid)
        }
        for gap in axis.breaks {
            svg.open("g", [("class", "idle-break")])
            svg.element("title", content: "nothing happened for " + Self.duration(gap.end - gap.start))
            svg.element("rect", [("x", XMLText.number(gap.x0 + 3)), ("y", XMLText.number(positionTop)),
                                 ("width", XMLText.number(gap.x1 - gap.x0 - 6)),
                                 ("height", XMLText.number(lanesBottom - positionTop)), ("fill", "url(#idle-hatch)")])
            label("idle " + Self.duration(gap.end - gap.start), x: (gap.x0 + gap.x1) / 2, y: positionTop - 6,
                  anchor: "middle", size: Canvas.smallSize, color: Palette.mutedInk)
            svg.close()
        }
        svg.close()
    }

    /// Light bands from each touch-down to its lift, through every track: the drag and the
    /// callbacks it caused line up.
    mutating func dragBands() {
        svg.open("g", [("class", "drags")])
        var downAt: SimInstant?
        for touch in timeline.recording.touches {
            switch touch.kind {
            case .began: downAt = touch.time
            case .moved: break
            case .ended:
                band(from: downAt ?? touch.time, to: touch.time)
                downAt = nil
            }
        }
        if let downAt { band(from: downAt, to: axis.end) }
        svg.close()
    }

    private mutating func band(from start: SimInstant, to end: SimInstant) {
        let x0 = axis.x(start), x1 = max(axis.x(end), x0 + 1)
        svg.element("rect", [("class", "drag"), ("x", XMLText.number(x0)), ("y", XMLText.number(positionTop)),
                             ("width", XMLText.number(x1 - x0)), ("height", XMLText.number(lanesBottom - positionTop)),
                             ("fill", Palette.drag), ("fill-opacity", "0.06")])
        label("finger down", x: x0 + 3, y: positionTop + 11, size: Canvas.smallSize, color: Palette.mutedInk)
    }

    /// The time axis: ticks and their labels in ms under `y`, and its title when `labelled`.
    mutating func timeAxis(at y: Double, labelled: Bool) {
        svg.open("g", [("class", "time-axis")])
        line(x1: axis.left, y1: y, x2: axis.right, y2: y, color: Palette.mutedInk)
        for tick in axis.ticks {
            let x = axis.x(tick)
            line(x1: x, y1: y, x2: x, y2: y + 4, color: Palette.mutedInk)
            label(Self.milliseconds(tick), x: x, y: y + 15, anchor: "middle", size: Canvas.smallSize, color: Palette.mutedInk)
        }
        if labelled {
            label("virtual time (ms)", x: axis.right, y: y + 30, anchor: "end", size: Canvas.smallSize, color: Palette.mutedInk)
        }
        svg.close()
    }

    /// `1250` for 1.25 s: whole milliseconds (ticks are whole-millisecond steps).
    static func milliseconds(_ time: SimInstant) -> String {
        String(time.nanosecondsSinceStart / 1_000_000)
    }

    /// `3.2 s`, `850 ms`.
    static func duration(_ span: SimDuration) -> String {
        let ms = Double(span.nanoseconds) / 1_000_000
        return ms >= 1000 ? NumberFormat.points((ms / 100).rounded() / 10) + " s" : NumberFormat.points(ms.rounded()) + " ms"
    }
}
