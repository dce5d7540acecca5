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
    /// How long what the input started ran on, drawn as a bar along the axis: a rotation's or a
    /// window change's transition. Nil for an instant.
    var span: SimDuration?
    /// Whether it marks a scene-phase change, which the legend names only when the picture has one.
    var isScenePhase = false

    init(_ record: InputRecord) {
        time = record.time
        style = .input
        span = record.transitionDuration
        // `, transition over 400 ms`: the window's transition, when it took time.
        let transition = record.transitionDuration.map { ", transition over " + TimelineRenderer.duration($0) } ?? ""
        switch record.action {
        case .showKeyboard(let height, let duration):
            label = "keyboard shown " + NumberFormat.points(height) + " pt"
            description = "keyboard shown, " + NumberFormat.points(height) + " pt high, over " + TimelineRenderer.duration(duration ?? .zero)
        case .hideKeyboard(let duration):
            label = "keyboard hidden"
            description = "keyboard hidden over " + TimelineRenderer.duration(duration ?? .zero)
        case .rotate(let orientation):
            label = "rotated to " + orientation.rawValue
            description = "device rotated to " + orientation.rawValue + transition
        case .setWindow(let window):
            label = "window " + window.description
            description = "window changed to " + window.description
                + (record.windowSize.map { ", " + NumberFormat.points($0.width) + " × " + NumberFormat.points($0.height) + " pt" } ?? "")
                + transition
        case .resizeWindow(let size, let duration):
            span = duration
            label = "resize window " + NumberFormat.points(size.width) + " × " + NumberFormat.points(size.height)
            description = "window resized by the user to " + NumberFormat.points(size.width) + " × " + NumberFormat.points(size.height)
                + " pt over " + TimelineRenderer.duration(duration)
        case .dragDividerOver(let column, let width, let duration, let split):
            span = duration
            label = "drag divider of " + column.rawValue + " to " + NumberFormat.points(width) + " pt"
            description = "the " + column.rawValue + " column's divider of " + (split ?? "the split view controller") + " dragged to "
                + NumberFormat.points(width) + " pt over " + TimelineRenderer.duration(duration)
        case .tapSecondary(let split):
            (label, description) = Self.splitViewTap("secondary", split)
        case .tapDisplayModeButton(let split):
            (label, description) = Self.splitViewTap("displayModeButton", split)
        case .tapSecondaryOnlyButton(let split):
            (label, description) = Self.splitViewTap("secondaryOnlyButton", split)
        case .dragSidebar(let split, .distance(let distance, let duration)):
            label = "drag sidebar " + NumberFormat.points(distance) + " pt"
            description = "the sidebar of " + (split ?? "the split view controller") + " dragged " + NumberFormat.points(distance)
                + " pt over " + TimelineRenderer.duration(duration)
        case .present(let name, let configuration, _, _) where configuration.alert != nil:
            // An alert controller is a marker, not a lane (SheetRules 11).
            let style = configuration.alert!.preferredStyle.rawValue
            label = "\(style) " + LogText.quoted(name)
            description = "alert controller " + LogText.quoted(name) + " presented (" + style + ", "
                + configuration.alert!.actions.map { LogText.quoted($0.title) }.joined(separator: ", ") + ")"
        case .tapAlertAction(let title):
            label = "tap action " + LogText.quoted(title)
            description = "tap on the alert controller's action " + LogText.quoted(title)
        case .setScenePhase(let phase):
            isScenePhase = true
            label = "scenePhase " + phase.rawValue
            description = phase == .inactive ? "the scene went inactive (Control Center, a system alert, the app switcher)" : "the scene became active again"
        case .tapOutside(let point):
            label = "tap outside"
            description = "tap outside the alert controller" + (point.map { " at " + NumberFormat.points($0.x) + " " + NumberFormat.points($0.y) + " pt" } ?? "")
        default:
            // An input the picture has no words of its own for: its scenario line.
            label = record.action.scenarioLines.last ?? ""
            description = record.action.description
        }
    }

    /// A tap on part of a split view controller (split view rules 8).
    static func splitViewTap(_ target: String, _ split: String?) -> (label: String, description: String) {
        ("tap " + target, "tap on " + (split ?? "the split view controller") + "'s " + target)
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
