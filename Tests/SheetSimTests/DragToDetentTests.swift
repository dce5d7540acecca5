import Testing
@testable import SheetSim

/// `drag(_:to:duration:)` — the language's `drag grabber to large over 300ms` — and the resolved
/// detent positions on the snapshot.
@Suite struct DragToDetentTests {
    static func resting() throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersGrabberVisible = true
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        return sim
    }

    @Test func snapshotCarriesTheResolvedDetents() throws {
        let sim = try Self.resting()
        let detents = try #require(sim.state?.resolvedDetents)
        #expect(detents.map(\.description) == ["medium 419.44 @ 398.56", "large 749 @ 69"])
        #expect(detents.map(\.identifier) == sim.state?.activeDetentIdentifiers)
        #expect(detents.first?.offset == sim.state?.topY)
    }

    @Test func draggingToADetentEndsTheFingerThere() throws {
        var sim = try Self.resting()
        let samples = try sim.steadyDragSamples(.grabber, to: .large, duration: .milliseconds(300))
        let start = try sim.location(of: .grabber).y
        #expect(samples.first?.y == start)
        #expect(abs((samples.last?.y ?? 0) - (start + 69 - 398.56)) < 1e-9)
        try sim.drag(.grabber, to: .large, duration: .milliseconds(300))
        sim.runUntilIdle()
        #expect(sim.state?.restingDetentIdentifier == .large)
    }

    @Test func refusals() throws {
        var sim = try Self.resting()
        #expect(throws: SimulationError.invalidValue(what: "the sheet", reason: "is already at 'medium'; the drag would not move")) {
            try sim.drag(.grabber, to: .medium, duration: .milliseconds(300))
        }
        #expect(throws: SimulationError.invalidValue(what: "detent 'peek'", reason: "is not active now (active: medium, large)")) {
            try sim.drag(.grabber, to: DetentIdentifier("peek"), duration: .milliseconds(300))
        }
        var empty = Simulator()
        #expect(throws: SimulationError.noSheetPresented) { try empty.drag(.grabber, to: .large, duration: .milliseconds(300)) }
    }
}
