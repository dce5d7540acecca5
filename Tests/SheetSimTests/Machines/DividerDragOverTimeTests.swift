import Testing
@testable import SheetSim

/// A column's divider dragged over a duration (split view rules 12): the width follows the
/// finger every display frame, clamped by the column's minimum and maximum each frame.
@Suite struct DividerDragOverTimeTests {
    static func inspectorShown() throws -> Simulator {
        var sim = try SplitInspectorTests.launched()
        try sim.showColumn(.inspector)
        sim.runUntilIdle()
        return sim
    }

    static func width(_ sim: Simulator) -> Double? { sim.machine(SplitViewMachine.self, named: "split")?.inspectorColumnWidth }

    @Test func theWidthFollowsTheFingerAndEndsAtTheTarget() throws {
        var sim = try Self.inspectorShown()
        #expect(Self.width(sim) == 320)
        let start = sim.now
        let lift = try sim.beginDividerDrag(of: .inspector, to: 400, over: .milliseconds(200))
        sim.run(until: start + .milliseconds(100))
        let halfway = try #require(Self.width(sim))
        #expect(halfway > 350 && halfway < 370, "halfway through the drag the column is about halfway there")
        sim.run(until: lift)
        #expect(Self.width(sim) == 400)
    }

    @Test func everyFrameIsClampedByTheColumnsRange() throws {
        var sim = try Self.inspectorShown()
        let start = sim.now
        let lift = try sim.beginDividerDrag(of: .inspector, to: 0, over: .milliseconds(200))
        var seen: [Double] = []
        var time = start
        while time < lift {
            time = time + .milliseconds(5)
            sim.run(until: min(time, lift))
            seen.append(try #require(Self.width(sim)))
        }
        #expect(seen.allSatisfy { $0 >= 270 && $0 <= 320 })
        #expect(seen.last == 270)
        #expect(Set(seen).count > 3, "the width changed on the way, not only at the lift")
    }

    @Test func aDragOverNoTimeOrOfAHiddenColumnIsRefused() throws {
        var sim = try Self.inspectorShown()
        #expect(throws: SimulationError.self) { _ = try sim.beginDividerDrag(of: .inspector, to: 300, over: .zero) }
        var old = try SplitInspectorTests.launched(os: .iOS18, inspector: false)
        #expect(throws: SimulationError.self) { _ = try old.beginDividerDrag(of: .primary, to: 300, over: .milliseconds(100)) }
    }

    /// One event a frame, queued one at a time: 8× the duration, 8× the frames.
    @Test func framesGrowLinearlyWithTheDuration() throws {
        var counts: [Int] = []
        for milliseconds: Int64 in [100, 800] {
            var sim = try Self.inspectorShown()
            let lift = try sim.beginDividerDrag(of: .inspector, to: 400, over: .milliseconds(milliseconds))
            var frames = 0
            while let next = sim.nextEventTime, next <= lift {
                sim.run(until: next)
                frames += 1
            }
            counts.append(frames)
        }
        #expect(counts[0] > 0)
        #expect(counts[1] == counts[0] * 8)
    }
}
