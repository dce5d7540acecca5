import Testing
@testable import SheetSim

/// A scheduled drag's touch samples wait beside the event queue, and come exactly where queued
/// events would: in time order, ties in the order they were scheduled.
@Suite struct PendingDragTests {
    /// A steady drag from the grabber, `count` samples one 120 Hz frame apart, starting `start`
    /// after it is scheduled and moving `step` points a sample.
    static func samples(_ count: Int, start: SimDuration = .zero, step: Double, from y: Double) -> [(after: SimDuration, y: Double)] {
        (0..<count).map { (start + SimDuration(nanoseconds: 8_333_333 * Int64($0)), y + step * Double($0)) }
    }

    /// While its samples wait the simulator is not idle, and the next event is the first sample.
    @Test func aScheduledDragIsWhatComesNext() throws {
        var (sim, _) = try SimFixture.presented()
        #expect(sim.isIdle)
        let y = try sim.location(of: .grabber).y
        let end = try sim.scheduleDrag(.grabber, samples: Self.samples(10, start: .milliseconds(5), step: -10, from: y))
        #expect(!sim.isIdle)
        #expect(sim.nextEventTime == sim.now + .milliseconds(5))
        sim.run(until: end)
        #expect(sim.frontSheet?.lastTouchLocation == nil)
        sim.runUntilIdle()
        #expect(sim.isIdle)
        #expect(sim.nextEventTime == nil)
    }

    /// Two drags scheduled before the clock runs: the second's samples wait in the queue, the
    /// first's beside it. The log is the one of the same two drags scheduled one after the other,
    /// each waiting beside the queue in turn.
    @Test func aSecondDragScheduledMeanwhileRunsAsIfScheduledLater() throws {
        var (together, _) = try SimFixture.presented()
        var (apart, _) = try SimFixture.presented()
        together.recordsFrames = true
        apart.recordsFrames = true
        let start = together.now
        let y = try together.location(of: .grabber).y
        let first = Self.samples(12, step: -20, from: y)
        let endOfFirst = try together.scheduleDrag(.grabber, samples: first)
        _ = try together.scheduleDrag(.grabber, samples: Self.samples(12, start: .milliseconds(600), step: 15, from: y - 220))
        together.runUntilIdle()

        _ = try apart.scheduleDrag(.grabber, samples: first)
        apart.run(until: endOfFirst)
        let second = Self.samples(12, start: .milliseconds(600) - (endOfFirst - start), step: 15, from: y - 220)
        _ = try apart.scheduleDrag(.grabber, samples: second)
        apart.runUntilIdle()

        #expect(together.log.description == apart.log.description)
        #expect(together.frames == apart.frames)
        #expect(together.frontSheet?.offset == apart.frontSheet?.offset)
    }

    /// A dismissal drops the moves and the lift still to come; the rest of the run goes on.
    @Test func aDismissalDropsTheRestOfTheDrag() throws {
        var (sim, _) = try SimFixture.presented()
        let y = try sim.location(of: .grabber).y
        // Three seconds of samples, far longer than the dismissal's animation.
        let end = try sim.scheduleDrag(.grabber, samples: Self.samples(360, step: -0.5, from: y))
        sim.run(until: sim.now + .milliseconds(50))
        #expect(sim.frontSheet?.lastTouchLocation != nil)
        try sim.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(sim.isIdle)
        #expect(sim.stack.isEmpty)
        #expect(sim.now < end, "the clock ran on to the dropped samples")
        #expect(sim.log.description.contains("sheet.viewDidDisappear"))
    }
}
