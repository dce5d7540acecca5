import Testing
@testable import SheetSim

/// Every run of the clock is bounded: app code that never lets the simulation go idle stops at
/// ``RunLimits``, while runs with nothing to do, or only a held finger's frames, are not cut short.
@Suite struct RunLimitsTests {
    /// A navigation controller whose app pushes at the list's `viewDidAppear` and pops at the
    /// detail's: it never comes to rest.
    static func bouncing(_ limits: RunLimits = .standard) throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro)
        sim.runLimits = limits
        sim.hooks.onCallbackWithSimulator = { entry, _ in
            switch (entry.receiver, entry.callback.callbackName) {
            case (.viewController("list"), .viewDidAppear): return [AppWork("push(\"detail\")") { try? $0.push("detail") }]
            case (.viewController("detail"), .viewDidAppear): return [AppWork("pop()") { try? $0.pop() }]
            default: return []
            }
        }
        try sim.declare("nav", .navigationController(root: "list"))
        try sim.setRootViewController("nav")
        return sim
    }

    @Test func theDefaultsStopAnAppThatNeverComesToRest() throws {
        var sim = try Self.bouncing()
        let stopResult = sim.runUntilIdle()
        let stop = try #require(stopResult)
        #expect(stop.limit == .busyTime(.seconds(7_200)))
        #expect(stop.started == .zero)
        #expect(stop.stopped > SimInstant.zero + .seconds(7_200))
        #expect(stop.stopped == sim.now)
        #expect(!sim.isIdle)
        #expect(stop.recentCallbacks == Array(sim.log.suffix(RunLimitExceeded.recentCount)))
        #expect(stop.appCode.map(\.work) == ["pop()", "push(\"detail\")"])
        #expect(stop.appCode.map(\.callback) == ["detail.viewDidAppear", "list.viewDidAppear"])
        #expect(stop.appCode.allSatisfy { $0.count > 1_000 })
        #expect(stop.cause.hasPrefix("app code kept queueing work: pop() from detail.viewDidAppear ("))
        #expect(stop.stillQueued == ["events for navigation controller 'nav'"])
    }

    @Test func theEventLimitCountsEveryEvent() throws {
        var sim = try Self.bouncing(RunLimits(events: 100, busyTime: .seconds(7_200)))
        let stopResult = sim.run(until: SimInstant.zero + .seconds(3_600))
        let stop = try #require(stopResult)
        #expect(stop.limit == .events(100))
        #expect(stop.events == 100)
        // Stopped short: the clock stays at the last event run, not at the deadline.
        #expect(sim.now == stop.stopped)
        #expect(sim.now < SimInstant.zero + .seconds(3_600))
        // Running again carries on from there with a fresh allowance.
        let againResult = sim.advance(by: .seconds(3_600))
        let again = try #require(againResult)
        #expect(again.started == stop.stopped)
        #expect(again.events == 100)
    }

    /// Only the events a run does count: one that ends exactly at the limit, or whose remaining
    /// work lies past its deadline, is not stopped.
    @Test func aRunThatEndsAtTheLimitIsNotStopped() throws {
        var (sim, _) = try SimFixture.presented()
        try sim.dismiss(animated: true)
        var probe = sim
        probe.runLimits = RunLimits(events: 1_000_000, busyTime: .seconds(3_600))
        var events = 0
        while !probe.isIdle { probe.step(); events += 1 }
        sim.runLimits = RunLimits(events: events, busyTime: .seconds(3_600))
        var exact = sim
        #expect(exact.runUntilIdle() == nil)
        sim.runLimits.events = events - 1
        #expect(sim.runUntilIdle()?.limit == .events(events - 1))
    }

    @Test func aLongWaitWithNothingToDoIsNotLimited() throws {
        var (sim, _) = try SimFixture.presented()
        sim.runLimits = RunLimits(events: 1, busyTime: .nanoseconds(1))
        let start = sim.now
        #expect(sim.advance(by: .seconds(86_400 * 365 * 100)) == nil)
        #expect(sim.now == start + .seconds(86_400 * 365 * 100))
    }

    /// A finger held still keeps the display running: its frames are events (each costs as much as
    /// any), but not busy time, since nothing is left to happen until it moves or lifts.
    @Test func aHeldFingersFramesAreEventsButNotBusyTime() throws {
        var (sim, _) = try SimFixture.presented()
        try sim.touchDown(on: .grabber)
        sim.runLimits = RunLimits(events: 1_000_000, busyTime: .milliseconds(100))
        #expect(sim.advance(by: .seconds(60)) == nil)
        sim.runLimits = RunLimits(events: 1_000, busyTime: .seconds(7_200))
        let stopResult = sim.advance(by: .seconds(60))
        let stop = try #require(stopResult)
        #expect(stop.limit == .events(1_000))
        #expect(stop.isTouchDown)
        #expect(stop.stillQueued == ["display frames"])
        #expect(stop.cause == "a finger is held down, and the display keeps running while it is")
        #expect(stop.appCode.isEmpty)
        // Held, `runUntilIdle` returns once only the held frames are left, as it always has.
        #expect(sim.runUntilIdle() == nil)
    }

    /// A drag is busy time: its touch samples are work still to come.
    @Test func aDragCountsAsBusyTime() throws {
        var (sim, _) = try SimFixture.presented()
        sim.runLimits = RunLimits(events: 1_000_000, busyTime: .seconds(1))
        try sim.drag(.grabber, by: 100, duration: .seconds(3))
        let stopResult = sim.runUntilIdle()
        let stop = try #require(stopResult)
        #expect(stop.limit == .busyTime(.seconds(1)))
        #expect(stop.stillQueued.first == "touch samples of a drag")
        #expect(stop.cause.hasPrefix("still queued: touch samples of a drag"))
    }

    @Test func limitsBelowOneAreRefusedInWordsAndClampedInUse() throws {
        #expect(RunLimits.standard.refusal == nil)
        #expect(RunLimits(events: 0, busyTime: .seconds(1)).refusal == "a run's event limit must be at least 1 (it is 0)")
        #expect(RunLimits(events: 1, busyTime: .zero).refusal == "a run's busy-time limit must be longer than zero (it is 0s)")
        var sim = try Self.bouncing(RunLimits(events: -5, busyTime: .seconds(-1)))
        let stopResult = sim.runUntilIdle()
        let stop = try #require(stopResult)
        #expect(stop.events == 1)
        #expect(RunLimits.standard.description == "10000000 events, 7200s busy")
    }
}
