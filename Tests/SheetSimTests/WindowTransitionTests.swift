import SheetSim
import Testing

/// A rotation or a window change takes time (split view rules 5.1): its setup callbacks run at its
/// instant, then its animation holds the clock for the coordinator's `transitionDuration`, and a
/// settle waits for it.
@Suite struct WindowTransitionTests {
    static let quarterTurn = SimDuration.milliseconds(400)

    /// The instant `milliseconds` after the start.
    static func at(_ milliseconds: Int64) -> SimInstant { SimInstant.zero + .milliseconds(milliseconds) }

    @Test func aRotationThenASettleAdvancesTheClockByItsDuration() {
        var sim = Simulator(device: .iPhone14Pro)
        #expect(sim.metrics.span(\.rotationTransitionDuration) == Self.quarterTurn)
        sim.rotate(to: .landscapeLeft)
        #expect(sim.isWindowTransitioning)
        #expect(!sim.isIdle)
        #expect(sim.nextEventTime == Self.at(400))
        sim.runUntilIdle()
        #expect(sim.now == Self.at(400))
        #expect(!sim.isWindowTransitioning)
        #expect(sim.isIdle)
    }

    @Test func theSetupCallbacksStayAtTheStartInTheirOrder() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        let start = sim.now, before = sim.log.count
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let transition = Array(sim.log[before...])
        // Everything the change sends comes at its instant: the setup callbacks first, in order,
        // then the layout passes at the new size.
        #expect(transition.allSatisfy { $0.time == start })
        #expect(transition.prefix(6).map(\.description) == [
            "presenter.willTransition(to: wC hC)", "sheet.willTransition(to: wC hC)",
            "presenter.viewWillTransition(to: 852 x 393)", "sheet.viewWillTransition(to: 852 x 393)",
            "presenter.traitCollectionDidChange", "sheet.traitCollectionDidChange",
        ].map { "\(start) " + $0 })
        // Nothing more is logged at the end: the clock only moved on.
        #expect(sim.now == start + Self.quarterTurn)
    }

    @Test func aHalfTurnTakesTwiceAsLong() {
        var sim = Simulator(device: .iPhone14Pro, orientation: .landscapeLeft)
        sim.rotate(to: .landscapeRight)
        #expect(sim.windowTransition?.cause == .rotation(quarterTurns: 2))
        sim.runUntilIdle()
        #expect(sim.now == Self.at(800))
    }

    @Test func aWindowChangeTakesTheResizeDuration() throws {
        var metrics = UIKitMetrics.uikit
        metrics.windowResizeTransitionDuration = 0.25
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, metrics: metrics)
        try sim.setWindow(.oneThird)
        #expect(sim.windowTransition == WindowTransition(cause: .resize, began: .zero, duration: .milliseconds(250)))
        sim.runUntilIdle()
        #expect(sim.now == Self.at(250))
    }

    @Test func aChangeThatMovesNothingTakesNoTime() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft)
        sim.rotate(to: .landscapeLeft)
        try sim.setWindow(.full)
        #expect(!sim.isWindowTransitioning)
        #expect(sim.isIdle)
    }

    @Test func aMetricOfZeroMakesTheChangeInstant() {
        var metrics = UIKitMetrics.uikit
        metrics.rotationTransitionDuration = 0
        var sim = Simulator(device: .iPhone14Pro, metrics: metrics)
        sim.rotate(to: .landscapeLeft)
        #expect(!sim.isWindowTransitioning)
        sim.runUntilIdle()
        #expect(sim.now == .zero)
    }

    /// An action right after a rotation, with no wait, happens at the rotation's instant, as it
    /// did when the rotation took no time: the transition holds only a settle.
    @Test func anActionAfterARotationWithNoWaitHappensAtTheSameInstant() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.advance(by: .milliseconds(100))
        sim.rotate(to: .landscapeLeft)
        let before = sim.log.count
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.large()]))
        let presented = sim.log[before...]
        #expect(!presented.isEmpty)
        #expect(presented.allSatisfy { $0.time == Self.at(100) })
        // The presentation (0.4 s) and the rotation (0.4 s) run side by side.
        sim.runUntilIdle()
        #expect(sim.now == Self.at(500))
    }

    @Test func aChangeDuringATransitionReplacesIt() {
        var sim = Simulator(device: .iPhone14Pro)
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .milliseconds(100))
        #expect(sim.isWindowTransitioning)
        sim.rotate(to: .portrait)
        #expect(sim.windowTransition?.began == Self.at(100))
        // One end on the queue: the later change's.
        sim.advance(by: .milliseconds(300))
        #expect(sim.isWindowTransitioning)
        sim.runUntilIdle()
        #expect(sim.now == Self.at(500))
        #expect(!sim.isWindowTransitioning)
    }

    @Test func aRunStoppedAtItsLimitsNamesTheTransition() {
        var sim = Simulator(device: .iPhone14Pro)
        sim.runLimits = RunLimits(events: 1_000, busyTime: .milliseconds(100))
        sim.rotate(to: .landscapeLeft)
        let stop = sim.advance(by: .seconds(1))
        #expect(stop?.stillQueued == ["the end of the window's transition"])
    }
}
