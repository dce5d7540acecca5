import Testing
@testable import SheetSim

// Found by `sheetsim fuzz` (seeds 1, 8, 16): a drag carried the sheet past the off-screen offset.

/// SheetRules 3 ("Keyboard", "Tracking"): the keyboard holds a medium-only sheet at its synthetic
/// detent, far above the rubber-band limit of the medium detent. A finger catching that sheet while
/// it animates (back down as the keyboard hides, or in place) holds it within that limit, but the
/// drag's translation still counts from where the finger took it (offset = start + translation),
/// so a finger at the screen's bottom edge cannot take it below the off-screen offset.
@Suite struct CatchingAKeyboardHeldSheetTests {
    /// iPhone 14 Pro (852 pt, safe bottom 34): medium top 398.56, its rubber-band limit 298.56; a
    /// 300 pt keyboard overlaps by 266, so the synthetic detent's top is 852 − 34 − 685.44 = 132.56.
    static let heldTop = 132.56

    @Test(arguments: ["the keyboard hides", "animateChanges re-selects medium"])
    func theDragCountsFromWhereTheFingerTookTheSheet(_ motion: String) throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium()]))
        try sim.showKeyboard(height: 300)
        sim.runUntilIdle()
        try #require(nearlyEqual(sim.topY, Self.heldTop, 1e-6), "held by the keyboard")
        // Set the sheet in motion, then catch it before any frame has moved it.
        if motion == "the keyboard hides" {
            try sim.hideKeyboard()
        } else {
            try sim.setSelectedDetentIdentifier(.medium, animated: true)
        }
        try #require(sim.state?.phase == .settling)
        try sim.touchDown(on: .body)
        #expect(nearlyEqual(sim.topY, SimFixture.mediumTop - 100, 1e-6), "held at the medium detent's limit when \(motion)")
        // The finger, grabbed 100 pt below the held top at 232.56, slides 619.44 pt to the screen's
        // bottom edge: the sheet's top goes to 132.56 + 619.44 = 752, not 298.56 + 619.44 = 918.
        try sim.touchMove(toY: SimFixture.dismissedTop)
        #expect(nearlyEqual(sim.topY, 752, 1e-6), "when \(motion)")
        #expect(sim.topY <= SimFixture.dismissedTop)
    }
}
