import SheetSim

/// The SwiftUI views' lanes: each view's time on screen, from its `onAppear` to its
/// `onDisappear` (or the end of the run), as a band behind its ticks, and each binding write as a
/// diamond with its new value (`showDetail = false`).
extension TimelineRenderer {
    /// The spans a SwiftUI view was on screen, from its lane's entries: an `onAppear` opens one,
    /// an `onDisappear` closes it; one still open runs to the end of the run.
    static func onScreenSpans(of view: String, in entries: [(index: Int, entry: LogEntry)], end: SimInstant)
        -> [(from: SimInstant, to: SimInstant)] {
        var spans: [(from: SimInstant, to: SimInstant)] = []
        var open: SimInstant?
        for (_, entry) in entries where entry.receiver.kind == .viewController && entry.receiver.controller == view {
            switch entry.callback {
            case .onAppear: if open == nil { open = entry.time }
            case .onDisappear:
                if let start = open { spans.append((start, entry.time)) }
                open = nil
            default: break
            }
        }
        if let open { spans.append((open, end)) }
        return spans
    }

    /// The band behind a SwiftUI view's lane for each span it was on screen.
    mutating func swiftUISpans(of lane: Lane, top: Double, height: Double) {
        let color = Palette.receiverColor(lane.role)
        for span in Self.onScreenSpans(of: lane.controller, in: laneEntries, end: axis.end) {
            let x0 = axis.x(span.from), x1 = max(axis.x(span.to), x0 + 1)
            svg.open("g", [("class", "swiftui-span")])
            svg.element("title", content: lane.controller + " on screen (onAppear to " + (span.to == axis.end ? "the end" : "onDisappear") + "), "
                        + TimelineRenderer.milliseconds(span.from) + "–" + TimelineRenderer.milliseconds(span.to) + " ms")
            svg.element("rect", [("x", XMLText.number(x0)), ("y", XMLText.number(top + Canvas.laneHeaderHeight - 2)),
                                 ("width", XMLText.number(x1 - x0)), ("height", XMLText.number(height - Canvas.laneHeaderHeight)),
                                 ("fill", color), ("fill-opacity", "0.12")])
            svg.close()
        }
    }

    /// A binding write's marker: a diamond at the write, on its label's row.
    mutating func bindingMarker(x: Double, rowTop: Double, color: String) {
        let y = rowTop + Canvas.laneRowHeight / 2, r = 4.0
        let d = "M" + XMLText.number(x) + " " + XMLText.number(y - r) + " L" + XMLText.number(x + r) + " " + XMLText.number(y)
            + " L" + XMLText.number(x) + " " + XMLText.number(y + r) + " L" + XMLText.number(x - r) + " " + XMLText.number(y) + " Z"
        svg.element("path", [("class", "binding-write"), ("d", d), ("fill", color)])
    }
}
