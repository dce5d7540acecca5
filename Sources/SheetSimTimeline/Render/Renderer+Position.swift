import SheetSim

/// The sheet-position track: y is the sheet's top edge in points, the screen's top at the top,
/// as in UIKit's coordinate space (SheetRules 2.1).
extension TimelineRenderer {
    /// The values the track spans: from the screen's top (or higher, when a sheet, a finger or a
    /// release went above it) to the largest off-screen offset any sheet had (or lower). A
    /// projection is not data — it is where a flick points, up to thousands of points away — so
    /// the axis reaches one only if it lies within an eighth of the span beyond; one further is
    /// clipped, with a mark, rather than squashing the whole track.
    static func positionDomain(of recording: SimulationRecording) -> ClosedRange<Double> {
        var low = 0.0, high = 0.0
        func see(_ value: Double) {
            guard value.isFinite else { return }
            low = min(low, value)
            high = max(high, value)
        }
        for track in recording.tracks {
            for layout in track.layouts {
                see(layout.dismissedOffset)
                for line in layout.detents { see(line.offset) }
            }
            for sample in track.samples { see(sample.topY) }
        }
        for touch in recording.touches { see(touch.y) }
        for release in recording.releases { see(release.offset) }
        if high <= low { high = low + 852 }
        let reach = (high - low) / 8
        for release in recording.releases {
            let p = release.decision.projectedOffset
            if p < low && low - p <= reach || p > high && p - high <= reach { see(p) }
        }
        guard low < 0 else { return 0...high }
        // Above the screen's top, down to a whole tick.
        let step = Double(TimeAxis.niceStep(atLeast: (high - low) / 10).nanoseconds / 1_000_000)
        return ((low / step).rounded(.down) * step)...high
    }

    /// How far apart the names in the right margin are (one line of small text and a gap).
    static let marginLabelSpacing = 12.0

    mutating func positionTrack() {
        let scale = positionScale
        svg.open("g", [("class", "position-track")])
        heading("Sheet position", detail: "top edge, pt (screen top = 0)", plotTop: positionTop)
        plotOutline(top: positionTop, height: Canvas.positionHeight)
        positionAxis(scale)
        var space = FreeSpace(bounds: TextBox(minX: axis.left + 2, minY: positionTop + 2, maxX: axis.right - 2,
                                              maxY: positionTop + Canvas.positionHeight - 2))
        if timeline.recording.tracks.isEmpty {
            let text = "no sheet was presented", x = (axis.left + axis.right) / 2, y = positionTop + Canvas.positionHeight / 2
            space.take(TextBox(text, x: x, y: y, size: Canvas.labelSize, anchor: .middle))
            label(text, x: x, y: y, anchor: .middle, color: Palette.mutedInk)
        }
        rubberBands(scale)
        let (replaced, lines) = detentLines(scale)
        for box in lines { space.avoid(box) }
        for track in timeline.recording.tracks {
            let points = sheetLine(track, style: Palette.sheetStroke(styleIndex(of: track.sheet)), scale: scale)
            for box in LineBoxes.boxes(points) { space.avoid(box) }
        }
        for ring in touches(scale) { space.avoid(TextBox(minX: ring.x - ring.r, minY: ring.y - ring.r, maxX: ring.x + ring.r, maxY: ring.y + ring.r)) }
        releases(scale, space: &space)
        // Then, where there is room, the names of lines a change replaced and the finger bands.
        for item in replaced {
            let text = item.name + " " + NumberFormat.points(item.offset) + " pt"
            let candidates = [(item.x0 + 3, item.y - 6, TextBox.Anchor.start), (item.x0 + 3, item.y + 12, .start),
                              (item.x1 - 3, item.y - 6, .end), (item.x1 - 3, item.y + 12, .end)]
            if let (x, y, anchor) = space.place(candidates, box: { TextBox(text, x: $0.0, y: $0.1, size: Canvas.smallSize, anchor: $0.2) }) {
                label(text, x: x, y: y, anchor: anchor, size: Canvas.smallSize, color: Self.lineColor(item.kind),
                      extra: [("class", "detent-label"), ("data-detent", item.name)])
            }
        }
        for span in fingerSpans() {
            let x = axis.x(span.from) + 3, text = "finger down"
            let candidates = [positionTop + 12, positionTop + Canvas.positionHeight - 5]
            if let y = space.place(candidates, box: { TextBox(text, x: x, y: $0, size: Canvas.smallSize) }) {
                label(text, x: x, y: y, size: Canvas.smallSize, color: Palette.mutedInk)
            }
        }
        svg.close()
        timeAxis(at: positionTop + Canvas.positionHeight, labelled: false)
    }

    /// Sheets keep one line style per name, in the order they were first presented.
    func styleIndex(of sheet: String) -> Int {
        sheetNames.firstIndex(of: sheet) ?? 0
    }

    private mutating func positionAxis(_ scale: Canvas.Scale) {
        // About ten ticks: every 100 pt on a phone, 200 pt on an iPad.
        let span = scale.domain.upperBound - scale.domain.lowerBound
        let step = Double(TimeAxis.niceStep(atLeast: span / 10).nanoseconds / 1_000_000)
        var value = scale.domain.lowerBound
        while value <= scale.domain.upperBound + 0.001 {
            valueTick(value, at: scale.y(value))
            value += step
        }
        // Values above the screen's top: the top itself is a line.
        if scale.domain.lowerBound < 0 {
            line(x1: axis.left, y1: scale.y(0), x2: axis.right, y2: scale.y(0), color: Palette.screenTop, width: 1,
                 extra: [("class", "screen-top")])
        }
    }

    /// Each layout's time span: from its record to the next record, the sheet's removal or the end.
    func spans(of track: SheetTrack) -> [(layout: LayoutRecord, from: SimInstant, to: SimInstant)] {
        Self.spans(of: track, end: axis.end)
    }

    static func spans(of track: SheetTrack, end: SimInstant) -> [(layout: LayoutRecord, from: SimInstant, to: SimInstant)] {
        let trackEnd = track.end ?? end
        return track.layouts.enumerated().map { index, layout in
            let next = index + 1 < track.layouts.count ? track.layouts[index + 1].time : trackEnd
            return (layout, layout.time, max(next, layout.time))
        }
    }

    /// A zone the sheet can only be pulled into against a rubber band (SheetRules 3, "Tracking"),
    /// over a stretch of time: above the largest detent always; below the smallest when dismissal
    /// is refused. A zone is about a drag, so it is kept only while a finger is down on that sheet
    /// — not under a sheet nobody touches, not while the keyboard holds it.
    struct RubberBandZone {
        var from: SimInstant
        var to: SimInstant
        var range: ClosedRange<Double>
        var what: String
    }

    static func rubberBandZones(_ recording: SimulationRecording, axis: TimeAxis) -> [RubberBandZone] {
        var zones: [RubberBandZone] = []
        for track in recording.tracks {
            let fingers = fingerSpans(recording.touches, on: track.sheet, end: axis.end)
            guard !fingers.isEmpty else { continue }
            for span in spans(of: track, end: axis.end) {
                for finger in fingers {
                    let from = max(span.from, finger.from), to = min(span.to, finger.to)
                    guard axis.x(to) > axis.x(from) else { continue }
                    let candidates: [(ClosedRange<Double>?, String)] = [
                        (span.layout.topRubberBand, "above the largest detent"),
                        (span.layout.bottomRubberBand, "below the smallest detent, while dismissal is refused"),
                    ]
                    for case let (range?, what) in candidates where range.upperBound > range.lowerBound {
                        zones.append(RubberBandZone(from: from, to: to, range: range, what: what))
                    }
                }
            }
        }
        return zones
    }

    /// The hatched zones, each once.
    private mutating func rubberBands(_ scale: Canvas.Scale) {
        svg.open("g", [("class", "rubber-bands")])
        var drawn = Set<String>()
        for zone in zones {
            let x0 = axis.x(zone.from), x1 = axis.x(zone.to)
            let y0 = scale.y(zone.range.lowerBound), y1 = scale.y(zone.range.upperBound)
            let key = [x0, x1, y0, y1].map(XMLText.number).joined(separator: ",")
            guard y1 - y0 > 0.5, drawn.insert(key).inserted else { continue }
            svg.open("g", [("class", "rubber-band")])
            svg.element("title", content: "rubber band " + zone.what + ": " + NumberFormat.points(zone.range.lowerBound)
                        + "–" + NumberFormat.points(zone.range.upperBound) + " pt")
            svg.element("rect", [("class", "rubber-band-zone"), ("x", XMLText.number(x0)), ("y", XMLText.number(y0)),
                                 ("width", XMLText.number(x1 - x0)), ("height", XMLText.number(y1 - y0)),
                                 ("fill", "url(#band-hatch)"), ("fill-opacity", "0.7")])
            svg.close()
        }
        svg.close()
    }

    /// A line a change replaced (rotation, the keyboard, new detents), named inside the plot where
    /// there is room.
    struct ReplacedLine {
        var name: String
        var offset: Double
        var kind: String
        var x0: Double
        var x1: Double
        var y: Double
    }

    static func lineColor(_ kind: String) -> String {
        kind == "detent" ? Palette.detent : kind == "keyboard" ? Palette.keyboardLine : Palette.offScreen
    }

    /// Detent lines, the keyboard's raised position, and the off-screen line, each over the time
    /// its layout held. Lines still there at the end are named in the right margin, spread so none
    /// crowd; the others are returned, to be named inside the plot where there is room, with the
    /// boxes of all the lines drawn (for labels to keep off).
    private mutating func detentLines(_ scale: Canvas.Scale) -> (replaced: [ReplacedLine], boxes: [TextBox]) {
        var boxes: [TextBox] = []
        struct Named { var name: String; var offset: Double; var kind: String; var x0: Double; var x1: Double; var isCurrent = false }
        var named: [Named] = []
        var drawn = Set<String>()
        svg.open("g", [("class", "detents")])
        for track in timeline.recording.tracks {
            for span in spans(of: track) {
                let x0 = axis.x(span.from), x1 = axis.x(span.to)
                var lines = span.layout.detents.map { ($0.name, $0.offset, $0.name == "keyboard" ? "keyboard" : "detent") }
                lines.append(("off screen", span.layout.dismissedOffset, "off-screen"))
                for (name, offset, kind) in lines {
                    let y = scale.y(offset)
                    let key = name + "|" + NumberFormat.points(offset) + "|" + XMLText.number(x0) + "|" + XMLText.number(x1)
                    if drawn.insert(key).inserted, x1 > x0 {
                        let (color, dash, width): (String, String, Double) = switch kind {
                        case "keyboard": (Palette.keyboardLine, "2 3", 1.2)
                        case "off-screen": (Palette.offScreen, "1.5 3", 1.4)
                        default: (Palette.detent, "6 3", 1.2)
                        }
                        line(x1: x0, y1: y, x2: x1, y2: y, color: color, width: width, dash: dash,
                             extra: [("class", kind), ("data-detent", name), ("data-offset", NumberFormat.points(offset))])
                        boxes.append(TextBox(minX: x0, minY: y - 0.75, maxX: x1, maxY: y + 0.75))
                    }
                    if let index = named.firstIndex(where: { $0.name == name && $0.offset == offset }) {
                        named[index].x1 = max(named[index].x1, x1)
                    } else {
                        named.append(Named(name: name, offset: offset, kind: kind, x0: x0, x1: x1))
                    }
                }
            }
            // The lines of a sheet's last layout are its current ones (even after it left).
            if let last = track.layouts.last {
                for index in named.indices where named[index].offset == last.dismissedOffset && named[index].kind == "off-screen"
                    || last.detents.contains(where: { $0.name == named[index].name && $0.offset == named[index].offset }) {
                    named[index].isCurrent = true
                }
            }
        }
        // Current names in the right margin, in screen order, spread apart; the screen's top too
        // when the axis reaches above it.
        var atEnd = named.filter(\.isCurrent).map { (text: $0.name + " " + NumberFormat.points($0.offset) + " pt", name: $0.name,
                                                     offset: $0.offset, color: Self.lineColor($0.kind)) }
        if scale.domain.lowerBound < 0 {
            atEnd.append((text: "screen top 0 pt", name: "screen top", offset: 0, color: Palette.screenTop))
        }
        let range = (positionTop + 6)...(positionTop + Canvas.positionHeight + 2)
        let capacity = LabelSpreading.capacity(spacing: Self.marginLabelSpacing, within: range)
        // More lines than fit: the topmost keep their names; the line itself and its tooltip stay.
        atEnd = Array(atEnd.sorted { $0.offset < $1.offset }.prefix(capacity))
        let wanted = atEnd.map { scale.y($0.offset) + 3.5 }
        let placed = LabelSpreading.spread(wanted, spacing: Self.marginLabelSpacing, within: range)
        let x = axis.right + 10
        let columns = TextBox.columns(Canvas.width - Canvas.margin - x, size: Canvas.smallSize)
        for (index, item) in atEnd.enumerated() {
            if abs(placed[index] - wanted[index]) > 1 {
                line(x1: axis.right, y1: wanted[index] - 3.5, x2: axis.right + 8, y2: placed[index] - 3.5, color: item.color, width: 0.8)
            }
            label(Self.fitted(item.text, columns: columns), x: x, y: placed[index], size: Canvas.smallSize, color: item.color,
                  extra: [("class", "detent-label"), ("data-detent", item.name)])
        }
        svg.close()
        let replaced = named.filter { !$0.isCurrent }.map {
            ReplacedLine(name: $0.name, offset: $0.offset, kind: $0.kind, x0: $0.x0, x1: $0.x1, y: scale.y($0.offset))
        }
        return (replaced, boxes)
    }

    /// A line's name cut to `columns` characters, keeping the offset (`a-long-na… 300 pt`).
    static func fitted(_ text: String, columns: Int) -> String {
        guard text.count > columns, let space = text.dropLast(3).lastIndex(of: " ") else { return text }
        let offset = text[space...]
        let room = columns - offset.count
        guard room >= 2 else { return XMLText.truncated(text, to: columns) }
        return String(text[..<space].prefix(room - 1)) + "…" + offset
    }

    /// Where a track's lines hold their last value to: the plot's end while the sheet is still
    /// there; the moment it left when it left at rest (a popover's adaptive sheet handed back);
    /// nowhere for a dismissed sheet, whose last sample is already off screen.
    func heldEnd(of track: SheetTrack) -> Double? {
        guard let end = track.end else { return axis.right }
        guard let last = track.samples.last, last.phase != .dismissing, last.phase != .dismissed else { return nil }
        return axis.x(end)
    }

    /// The sheet's line; returns its points.
    private mutating func sheetLine(_ track: SheetTrack, style: (color: String, dash: String?), scale: Canvas.Scale) -> [(x: Double, y: Double)] {
        var path = StepPath(frameInterval: timeline.recording.frameInterval)
        for sample in track.samples { path.add(time: sample.time, x: axis.x(sample.time), y: scale.y(sample.topY)) }
        if let x = heldEnd(of: track) { path.hold(to: x) }
        guard !path.d.isEmpty else { return [] }
        var attributes: SVGWriter.Attributes = [("class", "sheet-line"), ("data-sheet", track.sheet), ("d", path.d),
                                                ("fill", "none"), ("stroke", style.color), ("stroke-width", "2.2"),
                                                ("stroke-linejoin", "round")]
        if let dash = style.dash { attributes.append(("stroke-dasharray", dash)) }
        svg.element("path", attributes)
        return path.allPoints
    }

    /// The finger's samples as rings (where the finger was, not the sheet: the two part when the
    /// sheet rubber-bands or the scroll view takes the pan, SheetRules 3, "Tracking" and "Who owns the pan").
    /// Returns the rings drawn, each as its centre and outer radius.
    private mutating func touches(_ scale: Canvas.Scale) -> [(x: Double, y: Double, r: Double)] {
        guard !timeline.recording.touches.isEmpty else { return [] }
        var drawn: [(x: Double, y: Double, r: Double)] = []
        svg.open("g", [("class", "touches")])
        // Every touch-down and lift; moves only where they would not cover the last ring drawn
        // (a slow drag samples many times per pixel).
        var previous: (x: Double, y: Double)?
        for touch in timeline.recording.touches {
            let x = axis.x(touch.time), y = scale.y(touch.y)
            if touch.kind == .moved, let previous, abs(x - previous.x) < 1.5, abs(y - previous.y) < 1.5 { continue }
            let radius = touch.kind == .moved ? 2.2 : 3.8
            touchRing(x: x, y: y, radius: radius)
            previous = (x, y)
            drawn.append((x, y, radius + 0.6))
        }
        svg.close()
        return drawn
    }

    /// Each release: a filled diamond where the sheet was, an arrow to the projected point
    /// `p = y + 0.099·v` (SheetRules 3, "Release", step 2) and a hollow diamond there — or, when the projection
    /// is beyond the axis, an arrow to the plot's edge ending in a clip mark — and what was decided,
    /// in the first place near it that crowds no other label (else only in the tooltip).
    private mutating func releases(_ scale: Canvas.Scale, space: inout FreeSpace) {
        let top = positionTop, bottom = positionTop + Canvas.positionHeight
        // The marks first, so no note covers another release's diamond.
        for release in timeline.recording.releases {
            let x = axis.x(release.time), y = scale.y(release.offset)
            let p = release.decision.projectedOffset
            let py = scale.contains(p) ? scale.y(p) : (p < scale.domain.lowerBound ? top : bottom)
            space.avoid(TextBox(minX: x - 6, minY: min(y, py) - 6, maxX: x + 6, maxY: max(y, py) + 6), always: true)
        }
        for (index, release) in timeline.recording.releases.enumerated() {
            let x = axis.x(release.time)
            let y = scale.y(release.offset)
            let p = release.decision.projectedOffset
            let clipped = !scale.contains(p)
            let py = clipped ? (p < scale.domain.lowerBound ? top : bottom) : scale.y(p)
            svg.open("g", [("class", "release"), ("data-sheet", release.sheet), ("data-r", String(index)),
                           ("data-x", XMLText.number(x))])
            svg.element("title", content: "release at \(release.time): top \(NumberFormat.points(release.offset)) pt, "
                        + "v \(NumberFormat.points(release.velocity)) pt/s, \(release.decision) → \(release.target)")
            if abs(py - y) > 6 {
                line(x1: x, y1: y, x2: x, y2: clipped ? py + (py < y ? 3 : -3) : py, color: Palette.release, width: 1.4, dash: "3 2",
                     extra: clipped ? [] : [("marker-end", "url(#arrow)")])
            }
            diamond(x: x, y: y, filled: true)
            if clipped {
                clipMark(x: x, y: py + (py < y ? 3 : -3), upward: py < y)
            } else {
                diamond(x: x, y: py, filled: false)
            }
            let text = releaseText(release, clipped: clipped)
            // Beside the projected point on the side away from the release, else beside the
            // release, else anywhere down the plot; left of the release first (before it, the sheet
            // was on the finger's side of the projection, so that side is clear).
            let away = py >= y ? 14.0 : -8.0
            let near = [py + away, py - away + (away > 0 ? -8 : 14), y - away + (away > 0 ? -8 : 14), y + away]
            // Further: up and down the plot from the projection, at most 120 px away (beyond
            // that a note would be read as another release's).
            let further = stride(from: top + 12, through: bottom - 4, by: 12).filter { abs($0 - py) <= 120 || abs($0 - y) <= 120 }
                .sorted { abs($0 - py) < abs($1 - py) }
            func beside(_ heights: [Double]) -> [(Double, Double, TextBox.Anchor)] {
                heights.flatMap { h in [(x - 9, h, TextBox.Anchor.end), (x + 9, h, .start)] }
            }
            // Near the release off the lines; near it on a line (a long note between two drags:
            // its halo keeps it readable); further off the lines; anywhere beside it. Never on
            // another label or a release's marks.
            let box = { (c: (Double, Double, TextBox.Anchor)) in TextBox(text, x: c.0, y: c.1, size: Canvas.smallSize, anchor: c.2) }
            if let (tx, ty, anchor) = space.place(beside(near), box: box) ?? space.place(beside(near), box: box, crossingLines: true)
                ?? space.place(beside(further), box: box) ?? space.place(beside(further), box: box, crossingLines: true) {
                label(text, x: tx, y: ty, anchor: anchor, size: Canvas.smallSize, color: Palette.release)
            }
            svg.close()
        }
    }

    /// `v 1520 pt/s · p 612.3 pt → medium (flick)`; below the speed floor the velocity counts as 0;
    /// a projection beyond the axis says so.
    func releaseText(_ release: ReleaseRecord, clipped: Bool = false) -> String {
        var text = "v " + NumberFormat.points(release.velocity.rounded()) + " pt/s"
        if release.decision.effectiveVelocity == 0 && release.velocity != 0 { text += " (below floor: 0)" }
        text += " · p " + NumberFormat.points(release.decision.projectedOffset) + " pt"
        if clipped { text += " (off chart)" }
        text += " → " + release.target
        if release.decision.isFlick { text += " (flick)" }
        return text
    }
}
