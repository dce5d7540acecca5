import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// The fuzzer's iOS 26 floating tab bar and inspector streams: which sessions draw them, that
/// they leave every other draw of a seed alone, and that their invariants can fail.
@Suite struct FuzzTabBarInspectorTests {
    static let seeds: Range<UInt64> = 0..<400

    @Test func iOS26SessionsDrawThemWhereTheyApply() {
        let sessions = Self.seeds.map { SessionGenerator.session(seed: $0, ios26: true) }
        let minimizing = sessions.filter { $0.tabBarMinimize != nil }
        let inspecting = sessions.filter(\.hasInspector)
        #expect(minimizing.count >= 5, "\(minimizing.count)")
        #expect(inspecting.count >= 5, "\(inspecting.count)")
        #expect(minimizing.allSatisfy { $0.app == .tabs && $0.device.idiom == .phone && $0.actions.contains(where: SessionGenerator.isTabBarMinimizeStep) })
        #expect(inspecting.allSatisfy { $0.app == .doubleColumnSplit && $0.device.idiom == .pad && $0.actions.contains(where: SessionGenerator.isInspectorStep) })
        #expect(inspecting.contains { $0.actions.contains { if case .action(.dragDividerOver) = $0 { return true }; return false } })
        let older = Self.seeds.map { SessionGenerator.session(seed: $0) }
        #expect(!older.contains { $0.tabBarMinimize != nil || $0.hasInspector }, "only iOS 26 sessions draw them")
    }

    /// Drawn from streams of their own and inserted last: every other step keeps its order, the
    /// new ones come in between, and the rest of the session is the one the generator makes
    /// without them.
    @Test func theyLeaveEveryOtherDrawAlone() {
        var changed = 0
        for seed in Self.seeds {
            var with = SessionGenerator.session(seed: seed, ios26: true)
            var without = SessionGenerator.session(seed: seed, length: 8...40, ios26: true, tabBarAndInspector: false)
            let isNew: (FuzzStep) -> Bool = {
                (with.tabBarMinimize != nil && SessionGenerator.isTabBarMinimizeStep($0)) || (with.hasInspector && SessionGenerator.isInspectorStep($0))
            }
            if with.tabBarMinimize != nil || with.hasInspector { changed += 1 }
            // The old steps are the new session's steps in order, less some of the new kind.
            var old = without.actions[...]
            for step in with.actions {
                if let first = old.first, first == step { old.removeFirst() } else { #expect(isNew(step), "seed \(seed): \(step) is not a new step") }
            }
            #expect(old.isEmpty, "seed \(seed): \(old.count) old steps lost")
            with.options.removeAll { SessionGenerator.tabBarMinimizeOptionNames.contains($0.name) }
            (with.actions, without.actions) = ([], [])
            with.tabBarMinimize = nil
            with.hasInspector = false
            #expect(with == without, "seed \(seed)")
        }
        #expect(changed > 0)
    }

    /// The other streams never set the new options or metrics, so adding them to the catalogs
    /// changed no other session's picks.
    @Test func theOtherStreamsNeverPickTheNewSettings() {
        for seed in Self.seeds {
            let session = SessionGenerator.session(seed: seed, length: 8...40, ios26: true, tabBarAndInspector: false)
            #expect(!session.options.contains { SessionGenerator.tabBarMinimizeOptionNames.contains($0.name) })
            #expect(!session.metrics.contains { SessionGenerator.tabBarMinimizeMetricNames.contains($0.name) })
        }
    }

    static let bar = TabBarMinimizeObservation(isMinimized: true, behavior: .onScrollDown, automaticBehavior: .never, isPhone: true,
                                               osMajor: 26, hasBottomAccessory: true, accessoryPlacement: .inline)

    @Test func theTabBarInvariantCatchesABadBar() {
        #expect(InvariantChecker.checkTabBarMinimize(Self.bar, now: .zero).isEmpty)
        var never = Self.bar
        never.behavior = .never
        #expect(InvariantChecker.checkTabBarMinimize(never, now: .zero).map(\.invariant) == [.tabBarMinimizesOnlyWhereAllowed])
        var automatic = Self.bar
        automatic.behavior = .automatic
        #expect(InvariantChecker.checkTabBarMinimize(automatic, now: .zero).map(\.invariant) == [.tabBarMinimizesOnlyWhereAllowed])
        automatic.automaticBehavior = .onScrollDown
        #expect(InvariantChecker.checkTabBarMinimize(automatic, now: .zero).isEmpty)
        var pad = Self.bar
        pad.isPhone = false
        #expect(InvariantChecker.checkTabBarMinimize(pad, now: .zero).map(\.invariant) == [.tabBarMinimizesOnlyWhereAllowed])
        var regular = Self.bar
        regular.accessoryPlacement = .regular
        #expect(InvariantChecker.checkTabBarMinimize(regular, now: .zero).map(\.invariant) == [.tabBarMinimizesOnlyWhereAllowed])
    }

    static let inspector = InspectorObservation(inspector: .column, isCollapsed: false, width: 320, range: 270...420, splitWidth: 1376)

    @Test func theInspectorInvariantCatchesABadInspector() {
        #expect(InvariantChecker.checkInspector(Self.inspector, now: .zero).isEmpty)
        var collapsedColumn = Self.inspector
        collapsedColumn.isCollapsed = true
        #expect(InvariantChecker.checkInspector(collapsedColumn, now: .zero).map(\.invariant) == [.inspectorMatchesCollapse])
        var expandedSheet = Self.inspector
        expandedSheet.inspector = .sheet
        #expect(InvariantChecker.checkInspector(expandedSheet, now: .zero).map(\.invariant) == [.inspectorMatchesCollapse])
        var wide = Self.inspector
        wide.width = 500
        #expect(InvariantChecker.checkInspector(wide, now: .zero).map(\.invariant) == [.inspectorMatchesCollapse])
        var narrow = Self.inspector
        narrow.width = 100
        #expect(InvariantChecker.checkInspector(narrow, now: .zero).map(\.invariant) == [.inspectorMatchesCollapse])
    }

    @Test func theirSessionsHoldEveryInvariant() {
        #expect(FuzzCommand.fuzz(seed: 4000, count: 300, inParallel: false, ios26: true).map(\.violation) == [])
    }
}
