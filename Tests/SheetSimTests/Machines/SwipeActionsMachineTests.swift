import Testing
@testable import SheetSim

/// The swipe-actions machine on its own (layout rules 51–53): events in, delegate calls out.
@Suite struct SwipeActionsMachineTests {
    func machine(trailing: [String] = ["Delete", "Archive"], full: Bool = true) -> SwipeActionsMachine {
        var table = SwipeActionsMachine(controller: "list")
        table.configure(.trailing, SwipeActionsConfiguration(actions: trailing, performsFirstActionWithFullSwipe: full))
        return table
    }

    func callbacks(_ actions: [MachineAction<Never>]) -> [String] {
        actions.compactMap { action -> String? in
            if case .callback(_, let callback) = action { return callback.description }
            return nil
        }
    }

    static let lifts: [(Double, Bool, [String], String, Int)] = [
        (300.0, true, ["contextualActionHandler(\"Delete\", row: 2)"], "closing", #line),
        (236, true, ["contextualActionHandler(\"Delete\", row: 2)"], "closing", #line),
        (235, true, [], "open", #line),
        (300, false, [], "open", #line),
        (74, true, [], "open", #line),
        (73, true, [], "closing", #line),
        (10, false, [], "closing", #line),
    ]

    /// How far a swipe goes and what its lift does: a full swipe (≥ 0.6 × 393 = 235.8 pt) runs the
    /// first action with performsFirstActionWithFullSwipe; past half the actions' width (74 pt of
    /// 148) they stay open; less closes the row.
    @Test(arguments: lifts)
    func theLift(translation: Double, full: Bool, calls: [String], state: String, line: Int) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        var table = machine(full: full)
        #expect(callbacks(table.handle(.began(row: 2, edge: .trailing, rowWidth: 393))) == [
            "tableViewTrailingSwipeActionsConfigurationForRowAt(row: 2)", "tableViewWillBeginEditingRowAt(row: 2)",
        ], sourceLocation: location)
        _ = table.handle(.moved(translation: translation / 2))
        #expect(callbacks(table.handle(.ended(translation: translation))) == calls, sourceLocation: location)
        switch table.state {
        case .open: #expect(state == "open", sourceLocation: location)
        case .closing: #expect(state == "closing", sourceLocation: location)
        default: Issue.record("unexpected state \(table.state)", sourceLocation: location)
        }
    }

    @Test func closingEndsWithDidEndEditingAndAStaleTokenDoesNothing() {
        var table = machine()
        _ = table.handle(.began(row: 0, edge: .trailing, rowWidth: 393))
        let actions = table.handle(.ended(translation: 20))
        #expect(actions.contains(.completeAnimation(token: 1, after: .milliseconds(300))))
        #expect(table.handle(.animationCompleted(token: 7)).isEmpty)
        #expect(callbacks(table.handle(.animationCompleted(token: 1))) == ["tableViewDidEndEditingRowAt(row: 0)"])
        #expect(table.state == .idle)
    }

    @Test func aSideWithoutActionsOnlyAsks() {
        var table = machine()
        #expect(callbacks(table.handle(.began(row: 1, edge: .leading, rowWidth: 393)))
                == ["tableViewLeadingSwipeActionsConfigurationForRowAt(row: 1)"])
        #expect(table.handle(.ended(translation: 300)).isEmpty)
        #expect(table.state == .idle)
    }

    @Test func tapsOnAnOpenRow() {
        var table = machine()
        _ = table.handle(.began(row: 4, edge: .trailing, rowWidth: 393))
        _ = table.handle(.ended(translation: 100))
        #expect(table.openRow?.row == 4)
        #expect(callbacks(table.handle(.actionTapped("Nope"))) == ["warning(\"no swipe action 'Nope' is showing in list; the tap had no effect\")"])
        #expect(callbacks(table.handle(.actionTapped("Archive"))) == ["contextualActionHandler(\"Archive\", row: 4)"])
        #expect(table.openRow == nil)
        // A swipe on another row while one is open closes that one first.
        var other = machine()
        _ = other.handle(.began(row: 1, edge: .trailing, rowWidth: 393))
        _ = other.handle(.ended(translation: 100))
        #expect(callbacks(other.handle(.began(row: 3, edge: .trailing, rowWidth: 393))) == [
            "tableViewDidEndEditingRowAt(row: 1)",
            "tableViewTrailingSwipeActionsConfigurationForRowAt(row: 3)", "tableViewWillBeginEditingRowAt(row: 3)",
        ])
        #expect(other.handle(.rowTapped(0)).isEmpty, "a tap while a finger swipes does nothing")
    }
}
