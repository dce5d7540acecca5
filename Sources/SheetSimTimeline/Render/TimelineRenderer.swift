import SheetSim

/// Draws a ``Timeline`` as SVG, top to bottom: heading and legend, the inputs strip, the
/// sheet-position track, the dimming and presenter-scale track, the callback lanes, and the time
/// axis that all of them share.
struct TimelineRenderer {
    let timeline: Timeline
    let axis: TimeAxis
    let lanes: [Lane]
    /// The log entries the lanes show, with their places in the log: all but the layout callbacks,
    /// which the view-height track marks instead (they come one pair per frame of a drag).
    let laneEntries: [(index: Int, entry: LogEntry)]
    /// The presented controllers, in the order they were first presented: one line style each.
    let sheetNames: [String]
    let placements: LanePlacements
    let markers: [InputMarker]
    let markerLabels: TickLabels
    let positionScale: Canvas.Scale
    let zones: [RubberBandZone]
    let legend: [Legend.Entry]
    let titleLines: [String]
    let subtitleLines: [String]

    // Vertical layout, top to bottom.
    let legendTop: Double
    /// The inputs strip (nil when the run had none).
    let inputsTop: Double?
    let inputsBottom: Double
    /// The top of each split view controller's column track, in the recording's order.
    let splitViewTops: [Double]
    /// Whether the sheet-position and appearance tracks are drawn: when a sheet was presented, or
    /// when there is no split view track to show instead.
    let showsSheetTracks: Bool
    /// The top of the first track (where guides and grid lines start).
    let tracksTop: Double
    let positionTop: Double
    let viewHeightTop: Double
    let appearanceTop: Double
    /// The layout track's top (nil when no controller had a bar or a scroll view).
    let layoutTop: Double?
    /// The layout track's lines.
    let layoutSeries: [LayoutSeries]
    /// The floating-sheet track's top (nil when no sheet of the run could float).
    let floatingTop: Double?
    /// The popover track's top (nil when no popover was on screen).
    let popoverTop: Double?
    /// The window track's plot, when the window's size changed during the run.
    let windowTop: Double?
    let lanesTop: Double
    let lanesBottom: Double
    let height: Double

    var svg = SVGWriter()

    static let titleLineHeight = 19.0
    static let subtitleLineHeight = 13.0

    init(_ timeline: Timeline) {
        self.timeline = timeline
        markers = InputMarker.markers(of: timeline)
        axis = TimeAxis(activity: Self.activity(of: timeline) + markers.map(\.time), end: timeline.end,
                        left: Canvas.plotLeft, width: Canvas.plotRight - Canvas.plotLeft)
        let laneEntries = timeline.log.enumerated().filter { !$0.element.callback.callbackName.isLayout }
            .map { (index: $0.offset, entry: $0.element) }
        self.laneEntries = laneEntries
        let laneLog = CallbackLog(laneEntries.map(\.entry))
        lanes = Lane.lanes(log: laneLog, recording: timeline.recording)
        placements = LanePlacements(log: laneLog, lanes: lanes, axis: axis)
        var labels = TickLabels(indent: InputStrip.symbolWidth, maximumRows: InputStrip.maximumRows, stems: true)
        for marker in markers { labels.add(x: axis.x(marker.time), text: marker.label) }
        markerLabels = labels
        var names: [String] = []
        for track in timeline.recording.tracks where !names.contains(track.sheet) { names.append(track.sheet) }
        sheetNames = names

        let textWidth = Canvas.width - 2 * Canvas.margin
        titleLines = TextWrap.lines(timeline.title, columns: TextBox.columns(textWidth, size: Canvas.titleSize))
        subtitleLines = timeline.subtitle.isEmpty ? [] : TextWrap.lines(timeline.subtitle, columns: TextBox.columns(textWidth, size: Canvas.smallSize))
        var y = 22 + Double(titleLines.count - 1) * Self.titleLineHeight
        if !subtitleLines.isEmpty { y += 4 + Double(subtitleLines.count) * Self.subtitleLineHeight }

        let domain = Self.positionDomain(of: timeline.recording)
        zones = Self.rubberBandZones(timeline.recording, axis: axis)
        let recording = timeline.recording
        let sheetTracks = !recording.tracks.isEmpty || recording.splitViewTracks.isEmpty
        showsSheetTracks = sheetTracks
        legend = Legend.entries(sheets: names, contents: Legend.Contents(
            idleBreaks: !axis.breaks.isEmpty, markers: markers, screenTop: domain.lowerBound < 0,
            clippedProjections: recording.releases.contains { !domain.contains($0.decision.projectedOffset) },
            touches: !recording.touches.isEmpty, releases: !recording.releases.isEmpty,
            rubberBands: !zones.isEmpty, sheetTracks: sheetTracks, splitViewColumns: Self.splitViewContents(of: recording)))
        legendTop = y + 20
        y = legendTop + Double(Legend.rowCount(legend) - 1) * Legend.rowHeight + 8 + Canvas.sectionGap
        if markers.isEmpty {
            inputsTop = nil
        } else {
            inputsTop = y
            y += InputStrip.height(rows: markerLabels.rowCount) + Canvas.sectionGap
        }
        inputsBottom = y - Canvas.sectionGap
        var splitTops: [Double] = []
        for _ in recording.splitViewTracks {
            splitTops.append(y + Canvas.headingHeight)
            y += Canvas.headingHeight + Canvas.splitViewHeight + Canvas.axisHeight + Canvas.sectionGap
        }
        splitViewTops = splitTops
        positionTop = y + Canvas.headingHeight
        tracksTop = splitTops.first ?? positionTop
        positionScale = Canvas.Scale(domain: domain, top: positionTop, bottom: positionTop + Canvas.positionHeight, downward: true)
        viewHeightTop = positionTop + Canvas.positionHeight + Canvas.axisHeight + Canvas.sectionGap + Canvas.headingHeight
        appearanceTop = viewHeightTop + Canvas.viewHeightHeight + Canvas.axisHeight + Canvas.sectionGap + Canvas.headingHeight
        var below = sheetTracks ? appearanceTop + Canvas.appearanceHeight + Canvas.axisHeight + Canvas.sectionGap + Canvas.headingHeight
            : positionTop
        if sheetTracks, !Self.floatingTracks(of: recording).isEmpty {
            floatingTop = below
            below += Canvas.floatingHeight + Canvas.axisHeight + Canvas.sectionGap + Canvas.headingHeight
        } else {
            floatingTop = nil
        }
        if Self.popoverTracks(of: recording).isEmpty {
            popoverTop = nil
        } else {
            popoverTop = below
            below += Canvas.popoverHeight + Canvas.axisHeight + Canvas.sectionGap + Canvas.headingHeight
        }
        if recording.windowSizes.isEmpty {
            windowTop = nil
        } else {
            windowTop = below
            below += Canvas.windowHeight + Canvas.axisHeight + Canvas.sectionGap + Canvas.headingHeight
        }
        layoutSeries = Self.layoutSeries(of: recording)
        if layoutSeries.isEmpty {
            layoutTop = nil
        } else {
            layoutTop = below
            below += Canvas.layoutHeight + Canvas.axisHeight + Canvas.sectionGap + Canvas.headingHeight
        }
        lanesTop = below
        lanesBottom = lanesTop + placements.heights.reduce(0, +)
        height = lanesBottom + 40
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
        for track in timeline.recording.splitViewTracks { times += track.samples.map(\.time) }
        for track in timeline.recording.popoverTracks { times += track.samples.map(\.time) }
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
        inputGuides()
        inputStrip()
        for (index, track) in timeline.recording.splitViewTracks.enumerated() { splitViewTrack(track, top: splitViewTops[index]) }
        if showsSheetTracks {
            positionTrack()
            viewHeightTrack()
            appearanceTrack()
            floatingTrack()
        }
        popoverTrack()
        windowTrack()
        layoutTrack()
        callbackLanes()
        timeAxis(at: lanesBottom, labelled: true)
        svg.element("line", [("id", "cursor"), ("class", "cursor"), ("x1", "0"), ("x2", "0"),
                             ("y1", XMLText.number(inputsTop ?? tracksTop)), ("y2", XMLText.number(lanesBottom)),
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
    mutating func label(_ text: String, x: Double, y: Double, anchor: TextBox.Anchor = .start, size: Double = Canvas.labelSize,
                        color: String = Palette.ink, weight: String? = nil, extra: SVGWriter.Attributes = []) {
        var attributes: SVGWriter.Attributes = [("x", XMLText.number(x)), ("y", XMLText.number(y))]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
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

    /// A section's heading on the line above its plot: a bold name, and what it shows after it,
    /// cut to the picture's width.
    mutating func heading(_ title: String, detail: String, plotTop: Double) {
        let y = plotTop - 10
        label(title, x: Canvas.margin, y: y, size: Canvas.headingSize, weight: "bold")
        let x = Canvas.margin + TextBox.width(title, size: Canvas.headingSize) + Canvas.headingSize
        let room = TextBox.columns(Canvas.width - Canvas.margin - x, size: Canvas.smallSize)
        if room > 8 {
            label(XMLText.truncated(detail, to: room), x: x, y: y, size: Canvas.smallSize, color: Palette.mutedInk)
        }
    }

    /// A track's plot outline: `height` tall from `top`, across the time axis.
    mutating func plotOutline(top: Double, height: Double) {
        svg.element("rect", [("x", XMLText.number(axis.left)), ("y", XMLText.number(top)),
                             ("width", XMLText.number(axis.right - axis.left)), ("height", XMLText.number(height)),
                             ("fill", "none"), ("stroke", Palette.mutedInk), ("stroke-width", "0.8")])
    }

    /// One tick of a value axis at the plot's left edge, at `y`, labelled in points.
    mutating func valueTick(_ value: Double, at y: Double) {
        line(x1: axis.left - 4, y1: y, x2: axis.left, y2: y, color: Palette.mutedInk)
        label(NumberFormat.points(value), x: axis.left - 7, y: y + 3.5, anchor: .end, size: Canvas.smallSize, color: Palette.mutedInk)
    }

    /// A value axis at the plot's left edge: a tick every `step` of `scale`'s domain.
    mutating func valueTicks(_ scale: Canvas.Scale, step: Double) {
        for value in Self.ticks(scale.domain, step: step) { valueTick(value, at: scale.y(value)) }
    }

    /// Vertical grid lines at the time ticks, and the idle breaks, through every track.
    mutating func grid() {
        let top = inputsTop.map { _ in inputsBottom } ?? tracksTop
        svg.open("g", [("class", "grid")])
        for tick in axis.ticks {
            let x = axis.x(tick)
            line(x1: x, y1: top, x2: x, y2: lanesBottom, color: Palette.grid)
        }
        for gap in axis.breaks {
            svg.open("g", [("class", "idle-break")])
            svg.element("title", content: "nothing happened for " + Self.duration(gap.end - gap.start))
            svg.element("rect", [("x", XMLText.number(gap.x0 + 3)), ("y", XMLText.number(top)),
                                 ("width", XMLText.number(gap.x1 - gap.x0 - 6)),
                                 ("height", XMLText.number(lanesBottom - top)), ("fill", "url(#idle-hatch)")])
            svg.close()
        }
        svg.close()
    }

    /// Each finger's time on the screen, per sheet: from its touch-down to its lift (or the end).
    func fingerSpans(on sheet: String? = nil) -> [(from: SimInstant, to: SimInstant)] {
        Self.fingerSpans(timeline.recording.touches, on: sheet, end: axis.end)
    }

    static func fingerSpans(_ touches: [TouchRecord], on sheet: String?, end: SimInstant) -> [(from: SimInstant, to: SimInstant)] {
        var spans: [(from: SimInstant, to: SimInstant)] = []
        var downAt: SimInstant?
        for touch in touches where sheet == nil || touch.sheet == sheet {
            switch touch.kind {
            case .began: downAt = touch.time
            case .moved: break
            case .ended:
                spans.append((downAt ?? touch.time, touch.time))
                downAt = nil
            }
        }
        if let downAt { spans.append((downAt, end)) }
        return spans
    }

    /// Light bands from each touch-down to its lift, through every track: the drag and the
    /// callbacks it caused line up.
    mutating func dragBands() {
        svg.open("g", [("class", "drags")])
        for span in fingerSpans() {
            let x0 = axis.x(span.from), x1 = max(axis.x(span.to), x0 + 1)
            svg.element("rect", [("class", "drag"), ("x", XMLText.number(x0)), ("y", XMLText.number(tracksTop)),
                                 ("width", XMLText.number(x1 - x0)), ("height", XMLText.number(lanesBottom - tracksTop)),
                                 ("fill", Palette.drag), ("fill-opacity", "0.06")])
        }
        svg.close()
    }

    /// The time axis under a plot: ticks in ms, and each idle break's length (`+2.7 s`: time
    /// skipped) where its hatching crosses the axis; a tick label that would crowd a break's (or
    /// the last tick's) is left out, and so is a break's that would crowd another's.
    mutating func timeAxis(at y: Double, labelled: Bool) {
        svg.open("g", [("class", "time-axis")])
        line(x1: axis.left, y1: y, x2: axis.right, y2: y, color: Palette.mutedInk)
        let baseline = y + 15
        var taken: [TextBox] = []
        for gap in axis.breaks {
            let text = "+" + Self.duration(gap.end - gap.start)
            let x = (gap.x0 + gap.x1) / 2
            let box = TextBox(text, x: x, y: baseline, size: Canvas.smallSize, anchor: .middle)
            guard !taken.contains(where: { $0.crowds(box, sameLine: Canvas.smallSize) }),
                  box.minX >= Canvas.margin, box.maxX <= Canvas.width - Canvas.margin else { continue }
            taken.append(box)
            label(text, x: x, y: baseline, anchor: .middle, size: Canvas.smallSize, color: Palette.mutedInk,
                  extra: [("class", "idle-label")])
        }
        for tick in axis.ticks {
            let x = axis.x(tick)
            line(x1: x, y1: y, x2: x, y2: y + 4, color: Palette.mutedInk)
            let text = Self.milliseconds(tick)
            let box = TextBox(text, x: x, y: baseline, size: Canvas.smallSize, anchor: .middle)
            guard !taken.contains(where: { $0.crowds(box, sameLine: Canvas.smallSize) }) else { continue }
            taken.append(box)
            label(text, x: x, y: baseline, anchor: .middle, size: Canvas.smallSize, color: Palette.mutedInk)
        }
        if labelled {
            label("virtual time (ms)", x: axis.right, y: y + 30, anchor: .end, size: Canvas.smallSize, color: Palette.mutedInk)
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
