import Testing
@testable import SheetSim

// Found by `sheetsim fuzz`.

/// UIKit refuses to present over a controller that is mid-transition and logs a warning
/// (SheetRules 4.1–4.5 for what the transitions are); the simulator must too, or the appearance
/// order breaks (viewDidAppear after viewWillDisappear).
@Suite struct PresentDuringTransitionTests {
    static func fullScreen() -> SheetConfiguration {
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = .fullScreen
        return configuration
    }

    /// The fuzzer's repro: two fullScreen presents back to back with no wait.
    @Test func secondPresentWhilePresentingIsIgnoredWithAWarning() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("sheet", configuration: Self.fullScreen())
        try sim.present("child", configuration: Self.fullScreen())
        sim.runUntilIdle()
        #expect(sim.untimed() == [
            "presenter.viewWillDisappear(animated: true)",
            "sheet.viewWillAppear(animated: true)",
            "sheet.presentationController.presentationTransitionWillBegin",
            "sheet.viewIsAppearing(animated: true)",
            "simulator.warning(\"attempt to present child on sheet while a transition is in progress; ignored\")",
            "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
            "sheet.viewDidAppear(animated: true)",
            "presenter.viewDidDisappear(animated: true)",
        ])
        #expect(sim.stack.map(\.name) == ["sheet"])
        // Once the presentation has ended, the same present is accepted.
        try sim.present("child", configuration: Self.fullScreen())
        #expect(sim.stack.map(\.name) == ["sheet", "child"])
    }

    @Test func presentWhileDismissingIsIgnored() throws {
        var (sim, _) = try SimFixture.presented()
        try sim.dismiss(animated: true)
        let start = sim.log.count
        try sim.present("child")
        #expect(sim.untimed(from: start) == [
            "simulator.warning(\"attempt to present child on sheet while a transition is in progress; ignored\")",
        ])
        sim.runUntilIdle()
        #expect(sim.stack.isEmpty)
    }

    /// SheetRules 4.5: a cancelled swipe's transition runs until the sheet is back
    /// (dismissalTransitionDidEnd(false)); presenting then would interleave two appearance cycles.
    @Test func presentWhileACancelledSwipeSettlesBackIsIgnored() throws {
        var (sim, _) = try SimFixture.presented()
        // As in the 4.5 lifecycle test: crosses the smallest detent, released short of dismissal.
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        #expect(sim.state?.phase == .settling)
        let start = sim.log.count
        try sim.present("child")
        sim.runUntilIdle()
        #expect(sim.untimed(from: start).first ==
                "simulator.warning(\"attempt to present child on sheet while a transition is in progress; ignored\")")
        #expect(!sim.untimed(from: start).contains { $0.hasPrefix("child.") })
        #expect(sim.stack.map(\.name) == ["sheet"])
    }
}
