import Testing
@testable import SheetSim

/// SheetRules 3, "Release": a finger that catches a settling sheet and lifts without moving it
/// releases the sheet where it was caught; it settles again on a detent, it does not freeze.
@Suite struct TouchWithoutMoveTests {
    /// A medium/large sheet at rest on medium, 50 ms into a settle to large set in code.
    static func settling() throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersGrabberVisible = true
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        try sim.setSelectedDetentIdentifier(.large, animated: true)
        sim.advance(by: .milliseconds(50))
        return sim
    }

    @Test func aCaughtSheetReleasedWithoutMovingSettlesOnADetent() throws {
        var sim = try Self.settling()
        #expect(sim.state?.phase == .settling)
        let caughtAt = try #require(sim.state?.topY)
        try sim.touchDown(on: .grabber)
        sim.advance(by: .milliseconds(16))
        try sim.touchUp()
        sim.runUntilIdle()
        let state = try #require(sim.state)
        #expect(state.phase == .idle)
        // Caught between medium (398.56) and large (69) and released with no velocity: it goes to
        // the nearer detent, and rests exactly on it.
        let nearer: Double = abs(caughtAt - 69) < abs(caughtAt - 398.56) ? 69 : 398.56
        #expect(abs(state.topY - nearer) < 1e-9)
        #expect(sim.isIdle)
    }

    /// A finger held down keeps the display running with nothing to change: `runUntilIdle` lets
    /// everything else finish and returns there, rather than run the held frames forever; the
    /// finger lifts and the sheet settles.
    @Test func runUntilIdleReturnsWhileAFingerIsHeld() throws {
        var sim = try Self.settling()
        try sim.touchDown(on: .grabber)  // catches the settle
        sim.runUntilIdle()
        #expect(sim.isTouchDown)
        #expect(!sim.isIdle, "the held finger's next frame is pending")
        let held = sim.now
        sim.runUntilIdle()
        #expect(sim.now == held, "nothing ran the second time")
        try sim.touchUp()
        sim.runUntilIdle()
        #expect(sim.isIdle)
        #expect(sim.state?.phase == .idle)
    }
}
