import Testing
@testable import SheetSim

/// A sheet's stored figures are worked out from a basis after each event and only re-evaluated at
/// the new offset on display frames; a touch sample under a finger already down updates only the
/// view's height and the figures. That is sound only while nothing but the offset and the finger
/// change there, so these runs check, at every millisecond, that what is stored equals what the
/// state gives when derived from scratch.
@Suite struct FigureBasisTests {
    /// Steps `simulator` to `end` a millisecond at a time, checking every presented sheet.
    func expectStoredFiguresCurrent(_ simulator: inout Simulator, until end: SimInstant,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        var time = simulator.now
        while time < end {
            time = time + .milliseconds(1)
            simulator.run(until: time)
            for sheet in simulator.stack {
                // The figures, the view's height (nil: the state keeps the height it has) and the
                // layout style, each as stored against derived from scratch.
                let derivedHeight = sheet.currentViewHeight ?? sheet.viewHeight
                guard sheet.figures == sheet.currentFigures, sheet.viewHeight == derivedHeight,
                      sheet.layoutStyle == sheet.currentLayoutStyle else {
                    Issue.record("""
                        \(sheet.name) at \(time) (\(sheet.phase)): stored \(sheet.figures), height \(sheet.viewHeight), \
                        derived \(sheet.currentFigures), height \(derivedHeight)
                        """, sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }

    @Test func presentDragKeyboardRotateAndStackKeepTheStoredFiguresCurrent() throws {
        var sim = Simulator(device: .iPhone14Pro)
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

    /// Every kind of finger, sample by sample: dragging between the detents and above the largest,
    /// down past the smallest against a refusal (the rubber band), resting under a finger on a
    /// scroll view that scrolls, and a finger that catches a settling sheet; with the view's
    /// height following the finger or, with `rubberBandAboveLargest` stretching, not clamped, and
    /// with `detentViewSizing` keeping the full height, not following it below full height.
    @Test(arguments: BehaviorOptions.RubberBandAboveLargest.allCases, BehaviorOptions.DetentViewSizing.allCases)
    func everyTouchSampleKeepsTheStoredFiguresCurrent(rubberBand: BehaviorOptions.RubberBandAboveLargest,
                                                      sizing: BehaviorOptions.DetentViewSizing) throws {
        var options = BehaviorOptions.reference
        options.rubberBandAboveLargest = rubberBand
        options.detentViewSizing = sizing
        var sim = Simulator(device: .iPhone14Pro, options: options)
        var configuration = SimFixture.mediumLarge()
        configuration.isModalInPresentation = true
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        func drag(_ target: TouchTarget, _ offsets: [Double], then settle: SimDuration = .milliseconds(700),
                  sourceLocation: SourceLocation = #_sourceLocation) throws {
            let start = try sim.location(of: target).y
            let samples = offsets.enumerated().map { (after: SimDuration.milliseconds(8 * Int64($0.offset) + 1), y: start + $0.element) }
            let end = try sim.scheduleDrag(target, samples: samples)
            expectStoredFiguresCurrent(&sim, until: end + settle, sourceLocation: sourceLocation)
        }
        // Up past large into the band, back down past medium against the refusal, and up again.
        try drag(.grabber, [0, -40, -120, -250, -330, -380, -300, -100, 60, 200, 320, 250, 120, 40])
        try sim.setScrollView(ScrollViewState())
        // Up on a scroll view at its top at medium: it expands; then down: it scrolls back and the sheet follows.
        try drag(.scrollView, [0, -30, -90, -160, -100, -20, 30, 90])
        // A flick up, caught while it settles, held, then dragged down.
        try drag(.grabber, [0, -60, -160], then: .milliseconds(40))
        #expect(sim.frontSheet?.phase == .settling)
        try drag(.body, [0, 0, 0, 20, 80, 140])
    }
}
