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

    /// A drag on the grabber 100 ms into a rotation back to portrait, with or without the option
    /// that ignores touches during the transition.
    static func dragDuringRotation(ignoringTouches: Bool) throws -> Simulator {
        var options = BehaviorOptions.reference
        options.ignoresTouchesDuringWindowTransition = ignoringTouches
        var sim = Simulator(device: .iPhone14Pro, orientation: .landscapeLeft, options: options)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersGrabberVisible = true
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        sim.rotate(to: .portrait)
        sim.advance(by: .milliseconds(100))
        try sim.drag(.grabber, by: 500, duration: .milliseconds(250))
        return sim
    }

    @Test func byDefaultATouchDuringTheTransitionGoesThrough() throws {
        var sim = try Self.dragDuringRotation(ignoringTouches: false)
        sim.runUntilIdle()
        #expect(sim.stack.isEmpty)  // dragged down far enough to dismiss
        #expect(!sim.log.contains { if case .warning = $0.callback { return true }; return false })
    }

    @Test func withTheOptionATouchDuringTheTransitionIsIgnored() throws {
        var sim = try Self.dragDuringRotation(ignoringTouches: true)
        // The finger's time still passed; the sheet never moved.
        #expect(sim.now == Self.at(400 + 100 + 250))
        let warnings = sim.log.filter { if case .warning = $0.callback { return true }; return false }
        #expect(warnings.map(\.time) == [Self.at(500)])
        #expect(warnings.first?.description.contains("ignored (option ignoresTouchesDuringWindowTransition)") == true)
        sim.runUntilIdle()
        #expect(sim.state?.restingDetentIdentifier == .medium)
        // Once the transition is over, the same drag goes through.
        try sim.drag(.grabber, by: 500, duration: .milliseconds(250))
        sim.runUntilIdle()
        #expect(sim.stack.isEmpty)
    }

    @Test func withTheOptionATouchHeldFromTheTransitionStaysIgnoredToItsLift() throws {
        var options = BehaviorOptions.reference
        options.ignoresTouchesDuringWindowTransition = true
        var sim = Simulator(device: .iPhone14Pro, options: options)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        sim.rotate(to: .landscapeLeft)
        try sim.perform(.touchDown(on: .grabber))
        #expect(!sim.isTouchDown)
        sim.advance(by: .milliseconds(500))  // past the transition's end
        try sim.perform(.touchMove(toY: 300))
        try sim.perform(.touchUp())
        #expect(sim.log.filter { if case .warning = $0.callback { return true }; return false }.count == 1)
        // A new touch after the transition is the user's again.
        try sim.perform(.touchDown(on: .grabber))
        #expect(sim.isTouchDown)
    }
}
