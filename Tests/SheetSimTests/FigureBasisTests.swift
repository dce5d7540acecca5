import Testing
@testable import SheetSim

/// A sheet's stored figures are worked out from a basis after each event and only re-evaluated at
/// the new offset on display frames. That is sound only while nothing but the offset changes
/// between events, so these runs check, at every millisecond, that what is stored equals what the
/// state gives when derived from scratch.
@Suite struct FigureBasisTests {
    /// Steps `simulator` to `end` a millisecond at a time, checking every presented sheet.
    func expectStoredFiguresCurrent(_ simulator: inout SheetSimulator, until end: SimInstant,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        var time = simulator.now
        while time < end {
            time = time + .milliseconds(1)
            simulator.run(until: time)
            for sheet in simulator.stack where sheet.figures != sheet.currentFigures {
                Issue.record("\(sheet.name) at \(time): stored \(sheet.figures), derived \(sheet.currentFigures)",
                             sourceLocation: sourceLocation)
                return
            }
        }
    }

    @Test func presentDragKeyboardRotateAndStackKeepTheStoredFiguresCurrent() throws {
        var sim = SheetSimulator(device: .iPhone14Pro)
        var configuration = SimFixture.mediumLarge()
        configuration.largestUndimmedDetentIdentifier = .medium
        try sim.present("sheet", configuration: configuration)
        expectStoredFiguresCurrent(&sim, until: at(ms: 500))
        // A flick up from medium: the settle spring overshoots, and dimming follows it.
        try sim.drag(.grabber, by: -200, velocity: -2500)
        expectStoredFiguresCurrent(&sim, until: sim.now + .milliseconds(700))
        // The keyboard raises a medium-only sheet to its synthetic detent (a new dimming detent).
        try sim.updateConfiguration(animated: true) { $0.detents = [.medium()] }
        try sim.showKeyboard(height: 336)
        expectStoredFiguresCurrent(&sim, until: sim.now + .milliseconds(600))
        // Rotating mid-animation changes the geometry the basis was worked out in.
        try sim.present("second", configuration: SimFixture.mediumLarge())
        expectStoredFiguresCurrent(&sim, until: sim.now + .milliseconds(150))
        sim.rotate(to: .landscapeLeft)
        expectStoredFiguresCurrent(&sim, until: sim.now + .milliseconds(600))
        sim.rotate(to: .portrait)
        try sim.tapDimmingView()
        expectStoredFiguresCurrent(&sim, until: sim.now + .milliseconds(600))
        #expect(sim.stack.count == 1)
    }
}
