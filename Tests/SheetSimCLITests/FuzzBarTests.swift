import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// The fuzzer's iOS 26 bar steps and invariants (SheetRules 9.7): iOS 26 sessions of navigation
/// apps set edge effects and scroll under glass bars, and the checks catch a bar that breaks them.
@Suite struct FuzzBarTests {
    @Test func iOS26SessionsOfNavigationAppsSetEdgeEffects() {
        let sessions = (0..<200).map { SessionGenerator.session(seed: $0, ios26: true) }
        let withBars = sessions.filter { $0.actions.contains(where: SessionGenerator.isBarStep) }
        #expect(withBars.count >= 20, "\(withBars.count)")
        #expect(withBars.allSatisfy { $0.app.navigationController != nil })
        #expect(!(0..<200).map { SessionGenerator.session(seed: $0) }.contains { $0.actions.contains(where: SessionGenerator.isBarStep) },
                "only iOS 26 sessions draw them")
        // Among them some give a scroll view under the bar a hard style.
        #expect(withBars.contains { session in
            session.actions.contains {
                if case .action(.updateViewLayoutSettings(_, let settings)) = $0 { return settings.edgeEffectStyles.top == .hard }
                return false
            }
        })
    }

    static let good = BarObservation(navigationController: "nav", child: "inbox", barsFloatOnGlass: true, background: .glass,
                                     barFrame: Rect(x: 0, y: 62, width: 402, height: 44), childFrame: Rect(x: 0, y: 0, width: 402, height: 874),
                                     childSafeAreaTop: 106, topEdgeEffect: .soft, topStyle: nil)

    @Test func theBarInvariantsCatchABadBar() {
        #expect(InvariantChecker.checkBars([Self.good], now: .zero).isEmpty)
        var opaque = Self.good
        opaque.background = .default
        #expect(InvariantChecker.checkBars([opaque], now: .zero).map(\.invariant) == [.glassBarOverContent])
        var glassOn18 = Self.good
        glassOn18.barsFloatOnGlass = false
        glassOn18.topEdgeEffect = ScrollEdgeEffect.none
        #expect(InvariantChecker.checkBars([glassOn18], now: .zero).map(\.invariant) == [.glassBarOverContent])
        var below = Self.good
        below.childFrame.y = 106  // content starting below the bar instead of under it
        below.childSafeAreaTop = 0
        #expect(InvariantChecker.checkBars([below], now: .zero).map(\.invariant) == [.glassBarOverContent])
        var insetTooSmall = Self.good
        insetTooSmall.childSafeAreaTop = 62
        #expect(InvariantChecker.checkBars([insetTooSmall], now: .zero).map(\.invariant) == [.glassBarOverContent])
        var wrongEffect = Self.good
        wrongEffect.topStyle = .hard
        #expect(InvariantChecker.checkBars([wrongEffect], now: .zero).map(\.invariant) == [.edgeEffectWhereBarOverlaps])
        var bottomWithoutBar = Self.good
        bottomWithoutBar.bottomEdgeEffect = .soft
        #expect(InvariantChecker.checkBars([bottomWithoutBar], now: .zero).map(\.invariant) == [.edgeEffectWhereBarOverlaps])
        bottomWithoutBar.hasBottomBar = true
        #expect(InvariantChecker.checkBars([bottomWithoutBar], now: .zero).isEmpty)
        bottomWithoutBar.bottomStyle = .hard
        #expect(InvariantChecker.checkBars([bottomWithoutBar], now: .zero).map(\.invariant) == [.edgeEffectWhereBarOverlaps])
        var effectOn18 = glassOn18
        effectOn18.background = .transparent
        effectOn18.topEdgeEffect = .soft
        #expect(InvariantChecker.checkBars([effectOn18], now: .zero).map(\.invariant) == [.edgeEffectWhereBarOverlaps])
    }

    /// Read from a simulator, an iOS 26 navigation app's bar and content hold the invariants, and
    /// a hard style set on the navigation controller reaches the observation.
    @Test func anObservationReadFromTheSimulatorHolds() throws {
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.setRootViewController("nav")
        try sim.perform(.scrollView(ScrollViewState(contentHeight: 2000), of: "inbox"))
        try sim.setEdgeEffectStyle(.hard, for: .top, of: "nav")
        try sim.updateViewLayoutSettings(of: "nav") { $0.isToolbarHidden = false }
        sim.runUntilIdle()
        let bar = try #require(BarObservation("nav", in: sim))
        #expect(bar.topStyle == .hard && bar.topEdgeEffect == .hard && bar.background == .glass)
        #expect(bar.hasBottomBar && bar.bottomEdgeEffect == .soft)
        #expect(InvariantChecker.checkBars([bar], now: sim.now).isEmpty)
        #expect(BarObservation("inbox", in: sim) == nil, "no bar")
    }
}
