import Testing
@testable import SheetSim

/// The card stack follows the environment and the presenter's frame as they change with sheets up
/// (SheetRules 2.3, 2.4): the simulator keeps it between display frames, so each change must reach it.
@Suite struct CardStackEnvironmentTests {
    /// A sheet at large on an iPhone 14 Pro: its presenter is pushed back.
    static func largeSheet(recordsFrames: Bool = false) throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsFrames = recordsFrames
        try sim.present("sheet", configuration: SheetConfiguration())
        sim.runUntilIdle()
        return sim
    }

    @Test func compactHeightStopsAndPortraitRestartsThePushBack() throws {
        var sim = try Self.largeSheet(recordsFrames: true)
        let pushedBack = try #require(sim.state?.presenterScale)
        #expect(pushedBack < 1)
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(sim.state?.presenterScale == 1, "no card stack in compact height (SheetRules 2.4)")
        #expect(sim.cardTransform(at: 0).scale == 1)
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        #expect(sim.state?.presenterScale == pushedBack)
        // The per-frame records read the same card stack: none of the dismissal's in landscape scales.
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let before = sim.frames.count
        try sim.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(sim.frames.count > before)
        #expect(sim.frames[before...].allSatisfy { $0.presenterScale == 1 })
    }

    @Test func reduceMotionStopsThePushBack() throws {
        var sim = try Self.largeSheet()
        #expect(try #require(sim.state?.presenterScale) < 1)
        var environment = sim.environment
        environment.reduceMotion = true
        sim.setEnvironment(environment)
        #expect(sim.state?.presenterScale == 1)
    }

    @Test func darkStyleDeepensTheStackedDimming() throws {
        var sim = try Self.largeSheet()
        try sim.present("second", configuration: SheetConfiguration())
        sim.runUntilIdle()
        expectClose(sim.state(of: "second")?.dimmingAlpha, 0.2 * 0.6, tolerance: 1e-12, at: rowLocation(#line))
        var environment = sim.environment
        environment.userInterfaceStyle = .dark
        sim.setEnvironment(environment)
        expectClose(sim.state(of: "second")?.dimmingAlpha, 0.48 * 0.6, tolerance: 1e-12, at: rowLocation(#line))
    }

    @Test func presenterFrameSetWithASheetUpMovesThePresenterCard() throws {
        var sim = try Self.largeSheet()
        let window = sim.cardTransform(at: 0).frame
        sim.presenterViewFrame = Rect(x: 0, y: 20, width: 393, height: 500)
        let moved = sim.cardTransform(at: 0).frame
        #expect(moved != window)
        #expect(moved.height < 500, "the new frame, scaled back")
    }
}
