import SheetSim

/// A mark on the time axis for something done to the run other than a touch — the keyboard, a
/// rotation — or said by the script driving it: a mark, a failed expectation. Touches have their
/// own marks on the sheet-position track.
struct InputMarker: Equatable {
    enum Style: Int, Equatable {
        case mark, input, failure
    }

    var time: SimInstant
    var style: Style
    /// Beside the marker.
    var label: String
    /// The tooltip, and the row in the HTML page's list.
    var description: String

    init(_ record: InputRecord) {
        time = record.time
        style = .input
        switch record.input {
        case .keyboardShown(let height, let duration):
            label = "keyboard shown " + NumberFormat.points(height) + " pt"
            description = "keyboard shown, " + NumberFormat.points(height) + " pt high, over " + TimelineRenderer.duration(duration)
        case .keyboardHidden(let duration):
            label = "keyboard hidden"
            description = "keyboard hidden over " + TimelineRenderer.duration(duration)
        case .rotated(let orientation):
            label = "rotated to " + orientation.rawValue
            description = "device rotated to " + orientation.rawValue
        case .windowChanged(let window, let size):
            label = "window " + window.description
            description = "window changed to " + window.description + ", "
                + NumberFormat.points(size.width) + " × " + NumberFormat.points(size.height) + " pt"
        case .splitViewTapped(let split, let target):
            label = "tap " + target
            description = "tap on " + split + "'s " + target
        case .sidebarDragged(let split, let distance, let duration):
            label = "drag sidebar " + NumberFormat.points(distance) + " pt"
            description = "the sidebar of " + split + " dragged " + NumberFormat.points(distance) + " pt over "
                + TimelineRenderer.duration(duration)
        }
    }

    init(_ note: Timeline.Note) {
        time = note.time
        switch note.kind {
        case .mark(let name):
            style = .mark
            label = "mark " + name
            description = "mark " + name
        case .failedExpectation(let location, let line, let message):
            style = .failure
            label = "failed at line \(line): " + message
            description = location + ": expectation failed: " + message
        }
    }

    /// Every marker of a run, in time order; at one instant, notes go among the inputs where
    /// their ``Timeline/Note/inputsBefore`` puts them, and marks before failures.
    static func markers(of timeline: Timeline) -> [InputMarker] {
        let inputs = timeline.recording.inputs
        var keyed: [(marker: InputMarker, time: SimInstant, order: Int)] = inputs.enumerated().map { index, record in
            (InputMarker(record), record.time, 2 * index + 1)
        }
        for note in timeline.notes {
            keyed.append((InputMarker(note), note.time, 2 * (note.inputsBefore ?? inputs.count)))
        }
        return keyed.indices.sorted { a, b in
            let (x, y) = (keyed[a], keyed[b])
            if x.time != y.time { return x.time < y.time }
            if x.order != y.order { return x.order < y.order }
            if x.marker.style != y.marker.style { return x.marker.style.rawValue < y.marker.style.rawValue }
            return a < b
        }.map { keyed[$0].marker }
    }
}
