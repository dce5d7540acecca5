import SheetSim

/// One row of callback ticks: one receiver. The delegate object is one receiver in the log
/// (`sheet.delegate`), but the picture splits it by protocol — `UIAdaptivePresentationControllerDelegate`
/// and `UISheetPresentationControllerDelegate` — because "which protocol was called" is the
/// question a missing detent callback raises (reference 4.6, quirk 5).
struct Lane: Equatable {
    enum Role: Equatable {
        case presenting, presented, presentationController, adaptiveDelegate, sheetDelegate, simulator
    }

    var role: Role
    /// The view controller the receiver belongs to (empty for the simulator).
    var controller: String

    /// The receiver as the log writes it: `sheet.delegate`.
    var path: String {
        switch role {
        case .presenting, .presented: return controller
        case .presentationController: return controller + ".presentationController"
        case .adaptiveDelegate, .sheetDelegate: return controller + ".delegate"
        case .simulator: return "simulator"
        }
    }

    /// What the receiver is, in UIKit's words.
    var kind: String {
        switch role {
        case .presenting: return "presenting view controller"
        case .presented: return "presented view controller"
        case .presentationController: return "presentation controller"
        case .adaptiveDelegate: return "UIAdaptivePresentationControllerDelegate"
        case .sheetDelegate: return "UISheetPresentationControllerDelegate"
        case .simulator: return "SheetSim warnings and errors"
        }
    }

    /// The lanes of a run, top to bottom: the root presenter; then for each presented controller,
    /// in the order it first appears, its view controller, presentation controller and the two
    /// delegate protocols (shown even when empty: an empty lane is how a missing callback looks);
    /// then the simulator's own entries, if any.
    static func lanes(log: CallbackLog, recording: SimulationRecording) -> [Lane] {
        var presented: [String] = []
        func note(_ name: String) {
            if name != recording.presenterName, !presented.contains(name) { presented.append(name) }
        }
        // Sheets in the order they were presented, then any the log names that the recording lacks.
        for track in recording.tracks { note(track.sheet) }
        var hasSimulator = false
        for entry in log {
            if entry.receiver.kind == .simulator { hasSimulator = true } else { note(entry.receiver.controller) }
        }
        var lanes = [Lane(role: .presenting, controller: recording.presenterName)]
        for name in presented {
            lanes += [Lane(role: .presented, controller: name), Lane(role: .presentationController, controller: name),
                      Lane(role: .adaptiveDelegate, controller: name), Lane(role: .sheetDelegate, controller: name)]
        }
        if hasSimulator { lanes.append(Lane(role: .simulator, controller: "")) }
        return lanes
    }

    /// Whether `entry` belongs in this lane.
    func holds(_ entry: LogEntry) -> Bool {
        switch entry.receiver.kind {
        case .simulator: return role == .simulator
        case .viewController: return (role == .presenting || role == .presented) && entry.receiver.controller == controller
        case .presentationController: return role == .presentationController && entry.receiver.controller == controller
        case .delegate:
            guard entry.receiver.controller == controller else { return false }
            if case .sheetPresentationControllerDidChangeSelectedDetentIdentifier = entry.callback { return role == .sheetDelegate }
            return role == .adaptiveDelegate
        }
    }

    /// The tick's label: the callback as the log prints it, without `animated: true` (nearly every
    /// sheet callback is animated; `animated: false` is the news) and with long messages cut.
    static func label(_ callback: Callback) -> String {
        switch callback {
        case .viewWillAppear(true), .viewIsAppearing(true), .viewDidAppear(true),
             .viewWillDisappear(true), .viewDidDisappear(true), .tapReceived:
            return callback.name
        case .warning(let message), .error(let message):
            return callback.name + ": " + XMLText.truncated(message, to: 48)
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let identifier):
            // The argument label alone is 26 characters; the value is the news.
            return callback.name + "(" + (identifier.map(\.description) ?? "nil") + ")"
        default:
            return callback.description
        }
    }
}

/// Stacks labels into rows so none overlap: each goes into the first row where it fits, like
/// callbacks that share an instant, one above the other.
struct LabelRows {
    let maximumRows: Int
    let gap: Double
    private(set) var rowEnds: [Double] = []

    init(maximumRows: Int, gap: Double = 6) {
        self.maximumRows = maximumRows
        self.gap = gap
    }

    var count: Int { rowEnds.count }

    /// The row for a label spanning `from...to`, or nil if every row is taken there.
    mutating func place(from: Double, to: Double) -> Int? {
        if let row = rowEnds.firstIndex(where: { $0 + gap <= from }) {
            rowEnds[row] = to
            return row
        }
        guard rowEnds.count < maximumRows else { return nil }
        rowEnds.append(to)
        return rowEnds.count - 1
    }
}

/// Spreads labels that want to sit at nearby y so they keep `spacing` apart, keeping their order
/// (the detent names beside the chart).
enum LabelSpreading {
    static func spread(_ wanted: [Double], spacing: Double, within range: ClosedRange<Double>) -> [Double] {
        guard !wanted.isEmpty else { return [] }
        let order = wanted.indices.sorted { wanted[$0] < wanted[$1] || (wanted[$0] == wanted[$1] && $0 < $1) }
        var placed = [Double](repeating: 0, count: wanted.count)
        var previous = -Double.infinity
        for index in order {
            let y = max(wanted[index], previous + spacing, range.lowerBound)
            placed[index] = y
            previous = y
        }
        // Pushed past the bottom: shift the run back up as a block.
        if let last = order.last, placed[last] > range.upperBound {
            var next = range.upperBound
            for index in order.reversed() {
                placed[index] = min(placed[index], next)
                next = placed[index] - spacing
            }
        }
        return placed
    }
}
