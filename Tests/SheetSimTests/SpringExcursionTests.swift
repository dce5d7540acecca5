import Testing
@testable import SheetSim

/// SheetRules 2.7: the flick spring (ζ 0.8) overshoots; ``Spring/excursion(displacement:velocity:)``
/// gives exactly how far, so the fuzzer's position check can allow that and nothing more.
@Suite struct SpringExcursionTests {
    /// The extremes by brute force: every 0.1 ms over 3 s.
    static func sampled(_ spring: Spring, _ x0: Double, _ v0: Double) -> (Double, Double) {
        var low = min(x0, 0), high = max(x0, 0)
        for step in 1...30_000 {
            let x = spring.state(displacement: x0, velocity: v0, after: Double(step) * 1e-4).displacement
            low = min(low, x)
            high = max(high, x)
        }
        return (low, high)
    }

    @Test func matchesSampling() {
        let cases: [(ζ: Double, x0: Double, v0: Double, line: Int)] = [
            (0.8, 300, -3000, #line),   // flick up to a detent 300 pt above
            (0.8, -200, 0, #line),
            (0.8, 100, 2000, #line),    // first carries on away from the target
            (1.0, 0, -3000, #line),     // critical: overshoots once from a kick at the target
            (1.0, 300, 0, #line),       // critical from rest: no overshoot
            (1.0, 50, -4000, #line),
            (1.5, 100, -5000, #line),   // over-damped
            (1.5, 100, 500, #line),
            (0.3, 10, 10, #line),
        ]
        for c in cases {
            let spring = Spring(dampingRatio: c.ζ, response: 0.3441442326)
            let exact = spring.excursion(displacement: c.x0, velocity: c.v0)
            let brute = Self.sampled(spring, c.x0, c.v0)
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
            #expect(nearlyEqual(exact.lowest, brute.0, 1e-3), "\(exact) vs \(brute)", sourceLocation: location)
            #expect(nearlyEqual(exact.highest, brute.1, 1e-3), "\(exact) vs \(brute)", sourceLocation: location)
        }
    }

    @Test func criticalFromRestStaysBetweenStartAndTarget() {
        let spring = Spring(dampingRatio: 1, response: 0.3441442326)
        let range = spring.excursion(displacement: 300, velocity: 0)
        #expect(range.lowest == 0)
        #expect(range.highest == 300)
    }

    /// A flick up to large overshoots above it; the running animation reports that overshoot.
    @Test func aFlickToLargeReportsItsOvershoot() throws {
        var (sim, _) = try SimFixture.presented()
        try sim.drag(.grabber, by: -200, velocity: -3000)
        let range = try #require(sim.frontSheet?.animationRange)
        #expect(range.to == SimFixture.largeTop)
        #expect(range.beyondAbove > 1, "the 0.8 spring passes the detent")
        #expect(range.beyondBelow == 0)
        var highest = Double.infinity
        while !sim.isIdle {
            sim.run(until: sim.nextEventTime!)
            highest = min(highest, sim.topY)
        }
        #expect(nearlyEqual(highest, range.lowest, 0.5), "the frames reach the analytic extreme to within a frame")
        #expect(highest >= range.lowest - 1e-9)
    }
}
