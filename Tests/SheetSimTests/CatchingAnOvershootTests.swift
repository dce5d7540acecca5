import Testing
@testable import SheetSim

// Found by `sheetsim fuzz`.

/// SheetRules 3 ("Tracking"): under a finger the sheet stays within the rubber-band limit above its
/// largest detent, even when the finger catches a spring that had carried it past that limit.
@Suite struct CatchingAnOvershootTests {
    @Test func aFingerCatchingAnOvershootHoldsTheSheetAtTheLimit() throws {
        // iPhone 14 Pro landscape, edge-attached: largest detent at 8, safe top 0, so the limit is 0.
        var configuration = SheetConfiguration(detents: [.large()])
        configuration.prefersEdgeAttachedInCompactHeight = true
        var sim = Simulator(device: .iPhone14Pro, orientation: .landscapeLeft)
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        // Released moving up at 574 pt/s from the rubber band: the spring carries on upward past 0.
        try sim.drag(.body, by: -143, duration: .milliseconds(249))
        var steps = 0
        while sim.topY >= 0, let next = sim.nextEventTime, steps < 200 {
            sim.run(until: next)
            steps += 1
        }
        try #require(sim.topY < 0, "the spring overshoots the limit")
        try sim.touchDown(on: .body)
        #expect(sim.topY == 0)
    }
}
