import Testing
@testable import SheetSim

/// Split view rules 11: each unconfirmed split view fact is a ``BehaviorOptions`` setting. Each
/// test runs the same interaction under both values and checks that exactly the documented
/// difference shows.
@Suite struct SplitViewOptionsTests {
    typealias Fixture = SplitViewSimulationTests

    static func options(_ change: (inout BehaviorOptions) -> Void) -> BehaviorOptions {
        var options = BehaviorOptions.reference
        change(&options)
        return options
    }

    @Test func splitViewProposedTopColumn() throws {
        for (value, proposed) in [(BehaviorOptions.SplitViewProposedTopColumn.secondary, SplitViewColumn.secondary), (.primary, .primary)] {
            var sim = try Fixture.launched(options: Self.options { $0.splitViewProposedTopColumn = value })
            try sim.setWindow(.oneThird)
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.topColumn == proposed)
            #expect(sim.untimed().contains("split.delegate.splitViewControllerTopColumnForCollapsing(proposed: \(proposed), returned: \(proposed))"))
        }
    }

    @Test func splitViewExpandProposal() throws {
        let rows: [(BehaviorOptions.SplitViewExpandProposal, SplitDisplayMode)] = [(.resolvedForNewSize, .oneBesideSecondary), (.lastExpandedMode, .secondaryOnly)]
        for (value, expected) in rows {
            var sim = try Fixture.launched(options: Self.options { $0.splitViewExpandProposal = value })
            try sim.tapDisplayModeButton()
            sim.runUntilIdle()
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.displayMode == .secondaryOnly)
            try sim.setWindow(.oneThird)
            try sim.setWindow(.full)
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.displayMode == expected, "\(value)")
        }
    }

    @Test func splitViewDisplayModeWhileCollapsed() throws {
        for (value, expected) in [(BehaviorOptions.SplitViewDisplayModeWhileCollapsed.lastExpandedMode, SplitDisplayMode.oneBesideSecondary),
                                  (.secondaryOnly, .secondaryOnly)] {
            var sim = try Fixture.launched(options: Self.options { $0.splitViewDisplayModeWhileCollapsed = value })
            try sim.setWindow(.oneThird)
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.displayMode == expected)
        }
    }

    @Test func splitViewWillChangeOnEveryAssignment() throws {
        for on in [false, true] {
            var sim = try Fixture.launched(options: Self.options { $0.splitViewWillChangeOnEveryAssignment = on })
            let start = sim.log.count
            try sim.setPreferredDisplayMode(.oneBesideSecondary)  // already in effect
            #expect(sim.untimed(from: start) == (on ? ["split.delegate.splitViewControllerWillChangeTo(displayMode: oneBesideSecondary)"] : []))
        }
    }

    @Test func splitViewCollapseCallbackOrder() throws {
        let rows: [(BehaviorOptions.SplitViewCollapseCallbackOrder, [String])] = [
            (.delegateTopicOrder, ["split.delegate.splitViewControllerTopColumnForCollapsing(proposed: secondary, returned: secondary)",
                                   "split.delegate.splitViewControllerWillHide(column: primary)",
                                   "split.delegate.splitViewControllerDidCollapse"]),
            (.columnsFirst, ["split.delegate.splitViewControllerWillHide(column: primary)",
                             "split.delegate.splitViewControllerTopColumnForCollapsing(proposed: secondary, returned: secondary)",
                             "split.delegate.splitViewControllerDidCollapse"]),
        ]
        for (value, expected) in rows {
            var sim = try Fixture.launched(options: Self.options { $0.splitViewCollapseCallbackOrder = value })
            let start = sim.log.count
            try sim.setWindow(.oneThird)
            #expect(sim.untimed(from: start).filter { $0.hasPrefix("split.delegate.") } == expected)
        }
    }

    @Test func splitViewOverlayTripleColumnMode() throws {
        for (value, expected) in [(BehaviorOptions.SplitViewOverlayTripleColumnMode.secondaryOnly, SplitDisplayMode.secondaryOnly),
                                  (.oneOverSecondary, .oneOverSecondary)] {
            let sim = try Fixture.launched(.tripleColumn, orientation: .portrait, options: Self.options { $0.splitViewOverlayTripleColumnMode = value },
                                           columns: [.primary: "sidebar", .supplementary: "list", .secondary: "detail"])
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.displayMode == expected)
        }
    }

    @Test func splitViewShowSecondaryWhenExpanded() throws {
        for (value, expected) in [(BehaviorOptions.SplitViewShowSecondaryWhenExpanded.documentation, SplitDisplayMode.oneBesideSecondary),
                                  (.header, .twoDisplaceSecondary)] {
            var configuration = SplitViewConfiguration()
            configuration.preferredDisplayMode = .twoDisplaceSecondary
            var sim = try Fixture.launched(.tripleColumn, options: Self.options { $0.splitViewShowSecondaryWhenExpanded = value },
                                           columns: [.primary: "sidebar", .supplementary: "list", .secondary: "detail"], configuration: configuration)
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.displayMode == .twoDisplaceSecondary)
            try sim.showColumn(.secondary)
            sim.runUntilIdle()
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.displayMode == expected)
        }
    }

    @Test func splitViewColumnCallbacksOnRotation() throws {
        for on in [true, false] {
            var sim = try Fixture.launched(options: Self.options { $0.splitViewColumnCallbacksOnRotation = on })
            let start = sim.log.count
            sim.rotate(to: .portrait)
            let lines = sim.untimed(from: start)
            #expect(lines.contains("split.delegate.splitViewControllerWillChangeTo(displayMode: secondaryOnly)"))
            #expect(lines.contains("split.delegate.splitViewControllerWillHide(column: primary)") == on)
        }
    }

    @Test func splitViewGestureInTile() throws {
        for on in [true, false] {
            var configuration = SplitViewConfiguration()
            configuration.preferredDisplayMode = .secondaryOnly
            var sim = try Fixture.launched(options: Self.options { $0.splitViewGestureInTile = on }, configuration: configuration)
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.splitBehavior == .tile)
            try sim.dragSidebar(by: 280, duration: .milliseconds(300))
            sim.runUntilIdle()
            #expect(sim.machine(SplitViewMachine.self, named: "split")?.displayMode == (on ? .oneBesideSecondary : .secondaryOnly))
            #expect(sim.untimed().contains { $0.hasPrefix("simulator.warning(\"split has no sidebar gesture") } == !on)
        }
    }
}
