import Testing
@testable import SheetSim

// Found by `sheetsim fuzz`.

/// SheetRules 2.5 (rotation) with 2.7: an animation in flight continues in the new geometry from
/// where the sheet was, never from an offset of the old container (GUESS for the exact mapping:
/// the same fraction of the travel between full height and off screen).
@Suite struct RotationMidAnimationTests {
    /// The fuzzer's repro: iPhone 13 landscape (full screen, top 0), tap the dimming view, rotate
    /// to portrait at once. The dismissal used to restart from y = 0, above portrait's rubber-band
    /// limit (full-height top 57, safe top 47: limit 47).
    @Test func dismissalRotatedToPortraitStaysWithinTheNewLimits() throws {
        var sim = Simulator(device: .iPhone13, orientation: .landscapeLeft)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.large()]))
        sim.runUntilIdle()
        let tapped = sim.now
        try sim.tapDimmingView()
        #expect(sim.state?.phase == .dismissing)
        sim.recordsFrames = true
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        let tops = sim.frames.map(\.topY)
        #expect(!tops.isEmpty)
        #expect(tops.allSatisfy { $0 >= 47 && $0 <= 844 }, "\(tops)")
        #expect(tops == tops.sorted(), "a dismissal only moves down")
        // The transition keeps its end: viewDidDisappear once, 0.4 s after the tap.
        let disappear = sim.log.filter { $0.callback.name == "viewDidDisappear" }
        #expect(disappear.count == 1)
        #expect(disappear.first?.time == tapped + .milliseconds(400))
    }

    /// Presenting in portrait on an iPhone 16 Pro (874 pt), rotated to landscape (402 pt) mid-way:
    /// the sheet used to be drawn at y = 874, below the 402 pt container.
    @Test func presentationRotatedToLandscapeStaysInTheContainer() throws {
        var sim = Simulator(device: .iPhone16Pro)
        try sim.present("sheet", configuration: SimFixture.mediumLarge())
        sim.recordsFrames = true
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let tops = sim.frames.map(\.topY)
        #expect(!tops.isEmpty)
        #expect(tops.allSatisfy { $0 >= 0 && $0 <= 402 }, "\(tops)")
        #expect(sim.state?.topY == 0, "full screen in compact height")
        #expect(sim.log.filter { $0.callback.name == "viewDidAppear" }.map(\.time) == [at(ms: 400)])
    }

    /// Mid-way through a presentation the sheet keeps its place in the travel: half way in
    /// portrait is half way in landscape.
    @Test func theOffsetMapsToTheSameFractionOfTheTravel() throws {
        var sim = Simulator(device: .iPhone14Pro)
        var configuration = SheetConfiguration(detents: [.large()])
        configuration.prefersEdgeAttachedInCompactHeight = true
        try sim.present("sheet", configuration: configuration)
        sim.advance(by: .milliseconds(100))
        sim.run(until: sim.nextEventTime!)  // one more frame: the offset is this instant's
        let before = sim.topY
        sim.rotate(to: .landscapeLeft)
        // Portrait travel 69…852, landscape (edge-attached, top margin 8) 8…393.
        let expected = 8 + (before - 69) / (852 - 69) * (393 - 8)
        #expect(nearlyEqual(sim.topY, expected), "\(sim.topY) vs \(expected)")
    }
}
