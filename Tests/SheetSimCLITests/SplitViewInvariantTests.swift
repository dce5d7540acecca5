import Testing
import SheetSim
@testable import SheetSimCLI

/// The split view invariants each catch a hand-made violation and pass the valid version.
struct SplitViewInvariantTests {
    private static let delegate = Receiver.delegate(of: "split")

    private func failures(_ callbacks: [Callback], style: SplitViewStyle) -> [Invariant] {
        var checker = InvariantChecker(splitViewStyles: ["split": style])
        return callbacks.enumerated().flatMap { index, callback in
            checker.record(LogEntry(time: SimInstant(nanosecondsSinceStart: Int64(index)), receiver: Self.delegate, callback: callback),
                           cause: .time).map(\.invariant)
        }
    }

    struct Row: Sendable {
        var callbacks: [Callback]
        var style: SplitViewStyle
        var expected: [Invariant]
        var line: Int
    }

    static let rows: [Row] = [
        Row(callbacks: [.splitViewControllerWillHide(column: .primary), .splitViewControllerDidCollapse], style: .doubleColumn,
            expected: [], line: #line),
        Row(callbacks: [.splitViewControllerWillHide(column: .primary)], style: .unspecified,
            expected: [.splitViewDelegateMatchesStyle], line: #line),
        Row(callbacks: [.primaryViewControllerForCollapsing(answer: nil)], style: .unspecified, expected: [], line: #line),
        Row(callbacks: [.primaryViewControllerForCollapsing(answer: nil)], style: .tripleColumn,
            expected: [.splitViewDelegateMatchesStyle], line: #line),
        Row(callbacks: [.splitViewControllerWillChangeTo(displayMode: .secondaryOnly)], style: .unspecified, expected: [], line: #line),
        Row(callbacks: [.splitViewControllerDidCollapse, .splitViewControllerDidExpand, .splitViewControllerDidCollapse],
            style: .doubleColumn, expected: [], line: #line),
        Row(callbacks: [.splitViewControllerDidCollapse, .splitViewControllerDidCollapse], style: .doubleColumn,
            expected: [.splitViewCollapseAndExpandTakeTurns], line: #line),
        Row(callbacks: [.splitViewControllerDidExpand], style: .tripleColumn,
            expected: [.splitViewCollapseAndExpandTakeTurns], line: #line),
    ]

    @Test func delegateCallsMatchTheStyleAndTakeTurns() {
        for row in Self.rows {
            #expect(failures(row.callbacks, style: row.style) == row.expected,
                    sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    static let activationRows: [(callbacks: [(Receiver, Callback)], expected: [Invariant], line: Int)] = [
        ([(.sceneDelegate, .sceneWillResignActive), (.sceneDelegate, .sceneDidBecomeActive), (.sceneDelegate, .sceneWillResignActive)], [], #line),
        ([(.sceneDelegate, .sceneDidBecomeActive)], [], #line),  // launched in Slide Over, then out
        ([(.applicationDelegate, .applicationWillResignActive), (.applicationDelegate, .applicationDidBecomeActive)], [], #line),
        ([(.sceneDelegate, .sceneWillResignActive), (.sceneDelegate, .sceneWillResignActive)], [.activationCallbacksTakeTurns], #line),
        ([(.sceneDelegate, .sceneWillResignActive), (.sceneDelegate, .sceneDidBecomeActive), (.sceneDelegate, .sceneDidBecomeActive)],
         [.activationCallbacksTakeTurns], #line),
    ]

    @Test func activationCallbacksTakeTurns() {
        for row in Self.activationRows {
            var checker = InvariantChecker()
            let found = row.callbacks.enumerated().flatMap { index, call in
                checker.record(LogEntry(time: SimInstant(nanosecondsSinceStart: Int64(index)), receiver: call.0, callback: call.1),
                               cause: .time).map(\.invariant)
            }
            #expect(found == row.expected, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    @Test func theDisplayModeFitsTheStyleWhileExpanded() {
        var checker = InvariantChecker()
        func check(_ style: SplitViewStyle, _ mode: SplitDisplayMode, collapsed: Bool = false) -> [Invariant] {
            checker.check(SplitViewObservation(name: "split", style: style, isCollapsed: collapsed, displayMode: mode,
                                               isHorizontallyCompact: collapsed), now: .zero, isIdle: true).map(\.invariant)
        }
        #expect(check(.tripleColumn, .twoDisplaceSecondary).isEmpty)
        #expect(check(.doubleColumn, .oneBesideSecondary).isEmpty)
        #expect(check(.doubleColumn, .twoDisplaceSecondary) == [.splitViewModeFitsStyle])
        #expect(check(.unspecified, .twoOverSecondary) == [.splitViewModeFitsStyle])
        #expect(check(.doubleColumn, .automatic) == [.splitViewModeFitsStyle])
        // Collapsed, the display mode is not shown (split view rules 3.3).
        #expect(check(.doubleColumn, .twoDisplaceSecondary, collapsed: true).isEmpty)
    }

    @Test func aSettledSplitViewIsCollapsedExactlyInACompactWidth() {
        var checker = InvariantChecker()
        func check(collapsed: Bool, compact: Bool, idle: Bool) -> [Invariant] {
            checker.check(SplitViewObservation(name: "split", style: .doubleColumn, isCollapsed: collapsed,
                                               displayMode: .oneBesideSecondary, isHorizontallyCompact: compact),
                          now: .zero, isIdle: idle).map(\.invariant)
        }
        #expect(check(collapsed: true, compact: true, idle: true).isEmpty)
        #expect(check(collapsed: false, compact: true, idle: false).isEmpty)  // a collapse under way
        #expect(check(collapsed: false, compact: true, idle: true) == [.splitViewCollapsedWhenCompact])
        #expect(check(collapsed: true, compact: false, idle: true) == [.splitViewCollapsedWhenCompact])
    }
}
