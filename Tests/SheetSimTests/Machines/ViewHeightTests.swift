import Testing
@testable import SheetSim

/// The sheet machine's view height (layout rules 2), event by event: resized at rest and between
/// detents, moved below the smallest detent and in the transitions, the final size at a shrink's
/// start. iPhone 14 Pro: medium 419.44 (+ 34 = 453.44 tall, top 398.56), large 749 (783, top 69).
@Suite struct ViewHeightTests {
    static let medium = 453.44, large = 783.0
    static let mediumTop = 398.56, largeTop = 69.0

    func machine(options: BehaviorOptions = .reference, environment: ScreenEnvironment = ScreenEnvironment(device: .iPhone14Pro),
                 _ change: (inout SheetConfiguration) -> Void = { _ in }) -> SheetMachine {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        change(&configuration)
        return SheetMachine(name: "sheet", configuration: configuration, environment: environment, options: options, os: .iOS17)
    }

    func presented(options: BehaviorOptions = .reference, _ change: (inout SheetConfiguration) -> Void = { _ in }) -> SheetMachine {
        var sheet = machine(options: options, change)
        _ = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        return sheet
    }

    func sample(_ y: Double, at ms: Int64) -> TouchSample {
        TouchSample(time: .zero + .milliseconds(ms), location: Point(x: 196, y: y))
    }

    /// Puts a finger on the grabber at the sheet's top and moves it to each `y` in turn.
    func drag(_ sheet: inout SheetMachine, through ys: [Double]) {
        let start = sheet.offset
        _ = sheet.handle(.touchBegan(sample(start, at: 0), target: .grabber), at: .zero)
        for (index, y) in ys.enumerated() {
            let ms = Int64(8 * (index + 1))
            let actions = sheet.handle(.touchMoved(sample(y, at: ms)), at: .zero + .milliseconds(ms))
            if case .ask(_, .presentationControllerShouldDismiss, let token)? = actions.first {
                _ = sheet.handle(SheetMachine.answered(.presentationControllerShouldDismiss(answer: true), token: token), at: .zero + .milliseconds(ms))
            }
        }
    }

    @Test func atRestTheViewIsTheDetentPlusTheBottomInset() {
        var sheet = presented()
        #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)
        #expect(abs(sheet.sheetFrame.height - Self.medium) < 1e-9)
        #expect(sheet.sheetFrame.maxY == 852)
        _ = sheet.handle(.selectedDetentIdentifierSet(.large, animated: false), at: .zero)
        #expect(sheet.viewHeight == Self.large)
        #expect(sheet.sheetFrame == Rect(x: 0, y: 69, width: 393, height: 783))
    }

    static let fingerPositions: [(Double, BehaviorOptions.RubberBandAboveLargest, Double?, Int)] = [
        (300.0, RubberBandAboveLargest.translates, 552.0, #line),
        (100.0, .translates, 752.0, #line),
        (500.0, .translates, medium, #line),  // below medium: moved, not resized
        (850.0, .translates, medium, #line),
        (30.0, .translates, large, #line),    // above large: moved
        (30.0, .stretches, nil, #line),       // above large: grows (a rubber band, so above 783)
    ]

    /// Where a finger puts the sheet's top, and the height the view takes there (layout rules 16,
    /// U11): between the detents it follows; below medium it keeps medium's; above large it keeps
    /// large's, or stretches with the option.
    @Test(arguments: fingerPositions)
    func aFingerDraggingTheSheet(to y: Double, rubberBand: BehaviorOptions.RubberBandAboveLargest, expected: Double?, line: Int) {
        var options = BehaviorOptions()
        options.rubberBandAboveLargest = rubberBand
        var sheet = presented(options: options)
        drag(&sheet, through: [y])
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(sheet.phase == .dragging, sourceLocation: location)
        if let expected {
            #expect(abs(sheet.viewHeight - expected) < 1e-6, "\(sheet.viewHeight)", sourceLocation: location)
        } else {
            #expect(sheet.viewHeight > Self.large && sheet.viewHeight == 852 - sheet.offset, "\(sheet.viewHeight)", sourceLocation: location)
        }
        #expect(sheet.sheetFrame.y == sheet.offset, sourceLocation: location)
    }

    @Test func aShrinkTakesItsFinalSizeWhenItStartsAndAGrowthToo() {
        var sheet = presented { $0.selectedDetentIdentifier = .large }
        #expect(sheet.viewHeight == Self.large)
        _ = sheet.handle(.selectedDetentIdentifierSet(.medium, animated: true), at: .zero)
        #expect(sheet.phase == .settling)
        #expect(sheet.offset == Self.largeTop)               // not moved yet
        #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)   // already medium's size (layout rules 17)
        _ = sheet.frameTick(at: .zero + .milliseconds(100))
        #expect(sheet.offset > Self.largeTop && sheet.offset < Self.mediumTop)
        #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)
        #expect(sheet.sheetFrame.maxY < 852, "the view ends above the screen's bottom while the sheet moves down")
        _ = sheet.handle(.selectedDetentIdentifierSet(.large, animated: true), at: .zero + .milliseconds(100))
        #expect(sheet.viewHeight == Self.large)
    }

    @Test func withGrowingResizeAtTheEndTheOldSizeHoldsUntilTheSpringStops() {
        var options = BehaviorOptions()
        options.growingResizeTiming = .atAnimationEnd
        var sheet = presented(options: options)
        _ = sheet.handle(.selectedDetentIdentifierSet(.large, animated: true), at: .zero)
        #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)
        var time = SimInstant.zero
        var tick = SheetMachine.FrameTick.animating
        while tick == .animating {
            time = time + .milliseconds(8)
            tick = sheet.frameTick(at: time)
        }
        guard case .reachedEnd(let token) = tick else { Issue.record("the spring never ended"); return }
        #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)
        _ = sheet.handle(.animationCompleted(token: token), at: time)
        #expect(sheet.viewHeight == Self.large)
        // A shrink still takes its size at the start.
        _ = sheet.handle(.selectedDetentIdentifierSet(.medium, animated: true), at: time)
        #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)
    }

    /// Layout rules U9: the present transition moves a view laid out at its resting size, or with
    /// the option resizes it on every frame (from 0 as it rises).
    @Test(arguments: [PresentationTransitionLayout.translates, .resizes])
    func thePresentTransition(_ layout: BehaviorOptions.PresentationTransitionLayout) {
        var options = BehaviorOptions()
        options.presentationTransitionLayout = layout
        var sheet = machine(options: options)
        _ = sheet.handle(.present(animated: true), at: .zero)
        let atStart = sheet.viewHeight
        _ = sheet.frameTick(at: .zero + .milliseconds(100))
        switch layout {
        case .translates:
            #expect(abs(atStart - Self.medium) < 1e-9)
            #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)
        case .resizes:
            #expect(atStart == 0)
            #expect(abs(sheet.viewHeight - (852 - sheet.offset)) < 1e-9)
        }
    }

    @Test func theDismissalMovesTheViewAtItsSize() {
        var sheet = presented()
        _ = sheet.handle(.dismiss(animated: true), at: .zero)
        _ = sheet.frameTick(at: .zero + .milliseconds(200))
        #expect(sheet.offset > Self.mediumTop)
        #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)
    }

    @Test func aFingerCatchingASettlingSheetKeepsTheSizeTheSettleGaveIt() {
        var sheet = presented()
        _ = sheet.handle(.selectedDetentIdentifierSet(.large, animated: true), at: .zero)
        _ = sheet.frameTick(at: .zero + .milliseconds(50))
        let caughtAt = sheet.offset
        _ = sheet.handle(.touchBegan(sample(caughtAt, at: 50), target: .grabber), at: .zero + .milliseconds(50))
        #expect(sheet.phase == .settling)  // caught
        #expect(sheet.viewHeight == Self.large)
    }

    /// The keyboard raises a medium-only sheet by its overlap (SheetRules 3, "Keyboard"): the view
    /// grows to the raised detent at the start and shrinks back when it hides.
    @Test func theKeyboardResizesTheView() {
        var sheet = SheetMachine(name: "sheet", configuration: SheetConfiguration(detents: [.medium()]),
                                 environment: ScreenEnvironment(device: .iPhone14Pro), os: .iOS17)
        _ = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        _ = sheet.handle(.keyboardChanged(height: 336, duration: .milliseconds(250)), at: .zero)
        #expect(abs(sheet.viewHeight - (419.44 + 302 + 34)) < 1e-9)
        _ = sheet.handle(.keyboardChanged(height: 0, duration: .milliseconds(250)), at: .zero + .seconds(1))
        #expect(abs(sheet.viewHeight - Self.medium) < 1e-9)
    }

    /// Sizes in other environments: full screen in landscape, an edge-attached landscape sheet, a
    /// floating form sheet (its detent value is its height, layout rules 3).
    @Test func otherSizings() {
        var landscape = machine(environment: ScreenEnvironment(device: .iPhone14Pro, orientation: .landscapeLeft))
        _ = landscape.handle(.present(animated: false), at: .zero)
        #expect(landscape.viewHeight == 393 && landscape.sheetFrame == Rect(x: 0, y: 0, width: 852, height: 393))
        var attached = machine(environment: ScreenEnvironment(device: .iPhone14Pro, orientation: .landscapeLeft)) {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.detents = [.large()]
        }
        _ = attached.handle(.present(animated: false), at: .zero)
        #expect(attached.sheetFrame == Rect(x: 59, y: 8, width: 734, height: 385))
        var form = machine(environment: ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft)) {
            $0.modalPresentationStyle = .formSheet
        }
        _ = form.handle(.present(animated: false), at: .zero)
        _ = form.handle(.animationCompleted(token: 1), at: .zero)
        #expect(abs(form.viewHeight - 640 * 0.56) < 1e-9, "medium of the 640 pt form sheet")
        #expect(form.sheetFrame.maxY == form.layout.floatingFrame!.maxY)
    }
}

typealias PresentationTransitionLayout = BehaviorOptions.PresentationTransitionLayout
typealias RubberBandAboveLargest = BehaviorOptions.RubberBandAboveLargest
