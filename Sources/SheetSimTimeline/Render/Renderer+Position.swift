import SheetSim

/// The sheet-position track: y is the sheet's top edge in points, the screen's top at the top,
/// as in UIKit's coordinate space (reference 2.1).
extension TimelineRenderer {
    /// The screen height the track spans: the largest off-screen offset any sheet had.
    var screenHeight: Double {
        var height = 0.0
        for track in timeline.recording.tracks {
            for layout in track.layouts { height = max(height, layout.dismissedOffset) }
            for sample in track.samples { height = max(height, sample.topY) }
        }
        return height > 0 ? height : 852
    }

    var positionScale: Canvas.Scale {
        Canvas.Scale(domain: 0...screenHeight, top: positionTop, bottom: positionTop + Canvas.positionHeight, downward: true)
    }

    mutating func positionTrack() {
        let scale = positionScale
        svg.open("g", [("class", "position-track")])
        trackTitle("Sheet position", detail: "top edge, pt (screen top = 0)", top: positionTop)
        svg.element("rect", [("x", XMLText.number(axis.left)), ("y", XMLText.number(positionTop)),
                             ("width", XMLText.number(axis.right - axis.left)), ("height", XMLText.number(Canvas.positionHeight)),
                             ("fill", "none"), ("stroke", Palette.mutedInk), ("stroke-width", "0.8")])
        positionAxis(scale)
        if timeline.recording.tracks.isEmpty {
            label("no sheet was presented", x: (axis.left + axis.right) / 2, y: positionTop + Canvas.positionHeight / 2,
                  anchor: "middle", color: Palette.mutedInk)
        }
        rubberBands(scale)
        detentLines(scale)
        for (index, track) in timeline.recording.tracks.enumerated() {
            sheetLine(track, style: Palette.sheetStroke(styleIndex(of: track.sheet)), scale: scale, index: index)
        }
        touches(scale)
        releases(scale)
        svg.close()
        timeAxis(at: positionTop + Canvas.positionHeight, labelled: false)
    }

    /// Sheets keep one line style per name, in the order they were first presented.
    func styleIndex(of sheet: String) -> Int {
        sheetNames.firstIndex(of: sheet) ?? 0
    }

    private mutating func positionAxis(_ scale: Canvas.Scale) {
        // About ten ticks: every 100 pt on a phone, 200 pt on an iPad.
        let step = Double(TimeAxis.niceStep(atLeast: scale.domain.upperBound / 10).nanoseconds / 1_000_000)
        var value = 0.0
        while value <= scale.domain.upperBound + 0.001 {
            let y = scale.y(value)
            line(x1: axis.left - 4, y1: y, x2: axis.left, y2: y, color: Palette.mutedInk)
            label(NumberFormat.points(value), x: axis.left - 7, y: y + 3.5, anchor: "end", size: Canvas.smallSize,
                  color: Palette.mutedInk)
            value += step
        }
    }

    /// Each layout's time span: from its record to the next record, the sheet's removal or the end.
    func spans(of track: SheetTrack) -> [(layout: LayoutRecord, from: SimInstant, to: SimInstant)] {
        let trackEnd = track.end ?? axis.end
        return track.layouts.enumerated().map { index, layout in
            let next = index + 1 < track.layouts.count ? track.layouts[index + 1].time : trackEnd
            return (layout, layout.time, max(next, layout.time))
        }
    }

    /// Hatched zones the sheet can only be pulled into against a rubber band (reference 3,
    /// "Tracking"): above the largest detent always; below the smallest when dismissal is refused.
    private mutating func rubberBands(_ scale: Canvas.Scale) {
        svg.open("g", [("class", "rubber-bands")])
        var drawn = Set<String>()
        for track in timeline.recording.tracks {
            for span in spans(of: track) {
                let x0 = axis.x(span.from), x1 = axis.x(span.to)
                guard x1 > x0 else { continue }
                let zones: [(ClosedRange<Double>?, String)] = [
                    (span.layout.topRubberBand, "above the largest detent"),
                    (span.layout.bottomRubberBand, "below the smallest detent, while dismissal is refused"),
                ]
                for (zone, what) in zones {
                    guard let zone else { continue }
                    let y0 = scale.y(zone.lowerBound), y1 = scale.y(zone.upperBound)
                    let key = [x0, x1, y0, y1].map(XMLText.number).joined(separator: ",")
                    guard y1 - y0 > 0.5, drawn.insert(key).inserted else { continue }
                    svg.open("g", [("class", "rubber-band")])
                    svg.element("title", content: "rubber band " + what + ": " + NumberFormat.points(zone.lowerBound)
                                + "–" + NumberFormat.points(zone.upperBound) + " pt")
                    svg.element("rect", [("x", XMLText.number(x0)), ("y", XMLText.number(y0)),
                                         ("width", XMLText.number(x1 - x0)), ("height", XMLText.number(y1 - y0)),
                                         ("fill", "url(#band-hatch)"), ("fill-opacity", "0.7")])
                    svg.close()
                }
            }
        }
        svg.close()
    }

    /// Detent lines with their names, the keyboard's raised position, and the off-screen line.
    /// Names of lines still there at the end go in the right margin, spread so none overlap;
    /// lines that ended earlier are named where they start.
    private mutating func detentLines(_ scale: Canvas.Scale) {
        struct Named { var name: String; var offset: Double; var kind: String; var firstX: Double; var firstY: Double; var isCurrent = false }
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
                    }
                    if !named.contains(where: { $0.name == name && $0.offset == offset }) {
                        named.append(Named(name: name, offset: offset, kind: kind, firstX: x0, firstY: y))
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
        // Current names in the right margin, in screen order, spread 12 px apart; lines a change
        // replaced (rotation, the keyboard, new detents) are named where they start.
        let atEnd = named.filter(\.isCurrent)
        let wanted = atEnd.map { scale.y($0.offset) + 3.5 }
        let placed = LabelSpreading.spread(wanted, spacing: 12, within: (positionTop + 4)...(positionTop + Canvas.positionHeight + 14))
        for (index, item) in atEnd.enumerated() {
            let color = item.kind == "detent" ? Palette.detent : item.kind == "keyboard" ? Palette.keyboardLine : Palette.offScreen
            if abs(placed[index] - wanted[index]) > 1 {
                line(x1: axis.right, y1: wanted[index] - 3.5, x2: axis.right + 8, y2: placed[index] - 3.5, color: color, width: 0.8)
            }
            label(item.name + " " + NumberFormat.points(item.offset) + " pt", x: axis.right + 10, y: placed[index],
                  color: color, extra: [("class", "detent-label"), ("data-detent", item.name)])
        }
        for item in named where !item.isCurrent {
            let color = item.kind == "detent" ? Palette.detent : item.kind == "keyboard" ? Palette.keyboardLine : Palette.offScreen
            label(item.name + " " + NumberFormat.points(item.offset) + " pt", x: item.firstX + 3, y: item.firstY - 3,
                  size: Canvas.smallSize, color: color, extra: [("class", "detent-label"), ("data-detent", item.name)])
        }
        svg.close()
    }

    private mutating func sheetLine(_ track: SheetTrack, style: (color: String, dash: String?), scale: Canvas.Scale, index: Int) {
        var path = StepPath(frameInterval: timeline.recording.frameInterval)
        for sample in track.samples { path.add(time: sample.time, x: axis.x(sample.time), y: scale.y(sample.topY)) }
        if track.end == nil { path.hold(to: axis.right) }
        guard !path.d.isEmpty else { return }
        var attributes: SVGWriter.Attributes = [("class", "sheet-line"), ("data-sheet", track.sheet), ("d", path.d),
                                                ("fill", "none"), ("stroke", style.color), ("stroke-width", "2.2"),
                                                ("stroke-linejoin", "round")]
        if let dash = style.dash { attributes.append(("stroke-dasharray", dash)) }
        svg.element("path", attributes)
    }

    /// The finger's samples as rings (where the finger was, not the sheet: the two part when the
    /// sheet rubber-bands or the scroll view takes the pan, reference 3).
    private mutating func touches(_ scale: Canvas.Scale) {
        guard !timeline.recording.touches.isEmpty else { return }
        svg.open("g", [("class", "touches")])
        // Every touch-down and lift; moves only where they would not cover the last ring drawn
        // (a slow drag samples many times per pixel).
        var previous: (x: Double, y: Double)?
        for touch in timeline.recording.touches {
            let x = axis.x(touch.time), y = scale.y(touch.y)
            if touch.kind == .moved, let previous, abs(x - previous.x) < 1.5, abs(y - previous.y) < 1.5 { continue }
            touchRing(x: x, y: y, radius: touch.kind == .moved ? 2.2 : 3.8)
            previous = (x, y)
        }
        svg.close()
    }

    /// Each release: a filled diamond where the sheet was, an arrow to the projected point
    /// `p = y + 0.099·v` (reference 3 step 2), a hollow diamond there, and what was decided.
    private mutating func releases(_ scale: Canvas.Scale) {
        for release in timeline.recording.releases {
            let x = axis.x(release.time)
            let y = scale.y(release.offset)
            let p = release.decision.projectedOffset
            let py = scale.y(p)
            svg.open("g", [("class", "release"), ("data-sheet", release.sheet)])
            svg.element("title", content: "release at \(release.time): top \(NumberFormat.points(release.offset)) pt, "
                        + "v \(NumberFormat.points(release.velocity)) pt/s, \(release.decision) → \(release.target)")
            if abs(py - y) > 6 {
                line(x1: x, y1: y, x2: x, y2: py, color: Palette.release, width: 1.4, dash: "3 2",
                     extra: [("marker-end", "url(#arrow)")])
            }
            diamond(x: x, y: y, filled: true)
            diamond(x: x, y: py, filled: false)
            let text = releaseText(release)
            let width = Palette.textWidth(text, size: Canvas.smallSize)
            // Left of the release where there is room: before the release the sheet was on the
            // finger's side of the projection, so that side is clear; after it, the sheet moves
            // through the projection's height and would cross the text.
            let fitsRight = x - 9 - width < axis.left && x + 9 + width <= Canvas.width - 8
            // Beside the projected point, on the side away from the release, kept inside the track.
            var textY = py + (py >= y ? 14 : -8)
            if textY > positionTop + Canvas.positionHeight - 4 { textY = py - 8 }
            if textY < positionTop + 12 { textY = py + 14 }
            label(text, x: fitsRight ? x + 9 : x - 9, y: textY, anchor: fitsRight ? "start" : "end",
                  size: Canvas.smallSize, color: Palette.release)
            svg.close()
        }
    }

    /// `v 1520 pt/s · p 612.3 pt → medium (flick)`; below the speed floor the velocity counts as 0.
    func releaseText(_ release: ReleaseRecord) -> String {
        var text = "v " + NumberFormat.points(release.velocity.rounded()) + " pt/s"
        if release.decision.effectiveVelocity == 0 && release.velocity != 0 { text += " (below floor: 0)" }
        text += " · p " + NumberFormat.points(release.decision.projectedOffset) + " pt → " + release.target
        if release.decision.isFlick { text += " (flick)" }
        return text
    }
}
