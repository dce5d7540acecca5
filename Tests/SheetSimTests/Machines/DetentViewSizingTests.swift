import Testing
@testable import SheetSim

/// ``BehaviorOptions/detentViewSizing``: the layout rules' resize at every detent (default) against
/// SheetRules quirk 22's full-height view that only moves. iPhone 14 Pro: the full-height frame is
/// 783 pt tall (top 69), medium 419.44 + 34 = 453.44 (top 398.56).
@Suite struct DetentViewSizingTests {
    typealias Sizing = BehaviorOptions.DetentViewSizing

    static let medium = 453.44, full = 783.0

    /// Where the sheet is when its view height is read.
    enum Situation: Sendable {
        case restingAtMedium, restingAtLarge
        /// A finger on the grabber holding the sheet's top at this y.
        case dragged(toY: Double)
        /// 100 ms into an animated move from large to medium.
        case settlingFromLargeToMedium
        /// A finger that caught that settle.
        case caughtSettlingToMedium
        /// The first instant of an animated presentation, with the transition laid out as given.
        case presenting(PresentationTransitionLayout)
        /// 200 ms into an animated dismissal from medium.
        case dismissing
        /// A medium-only sheet at rest, and raised by a 336 pt keyboard.
        case mediumOnly, mediumOnlyRaisedByKeyboard
        /// An iPad Pro 11 form sheet (640 pt tall, landscape) at medium.
        case floatingFormSheetAtMedium
        /// Landscape, edge-attached (385 pt full height), resting on a 200 pt custom detent.
        case edgeAttachedInCompactHeight
        /// Landscape, full screen (compact height).
        case fullScreen
    }

    func sample(_ y: Double, at ms: Int64) -> TouchSample {
        TouchSample(time: .zero + .milliseconds(ms), location: Point(x: 196, y: y))
    }

    /// A machine with `sizing`, brought into `situation`.
    func machine(_ situation: Situation, sizing: Sizing) -> SheetMachine {
        var options = BehaviorOptions()
        options.detentViewSizing = sizing
        var environment = ScreenEnvironment(device: .iPhone14Pro)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        switch situation {
        case .restingAtLarge, .settlingFromLargeToMedium, .caughtSettlingToMedium:
            configuration.selectedDetentIdentifier = .large
        case .presenting(let layout):
            options.presentationTransitionLayout = layout
        case .mediumOnly, .mediumOnlyRaisedByKeyboard:
            configuration.detents = [.medium()]
        case .floatingFormSheetAtMedium:
            environment = ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft)
            configuration.modalPresentationStyle = .formSheet
        case .edgeAttachedInCompactHeight:
            environment = ScreenEnvironment(device: .iPhone14Pro, orientation: .landscapeLeft)
            configuration.prefersEdgeAttachedInCompactHeight = true
            configuration.detents = [.custom(identifier: DetentIdentifier(rawValue: "small"), height: 200), .large()]
        case .fullScreen:
            environment = ScreenEnvironment(device: .iPhone14Pro, orientation: .landscapeLeft)
        case .restingAtMedium, .dragged, .dismissing:
            break
        }
        var sheet = SheetMachine(name: "sheet", configuration: configuration, environment: environment,
                                 options: options, os: .iOS17)
        if case .presenting = situation {
            _ = sheet.handle(.present(animated: true), at: .zero)
            return sheet
        }
        _ = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        switch situation {
        case .dragged(let y):
            _ = sheet.handle(.touchBegan(sample(sheet.offset, at: 0), target: .grabber), at: .zero)
            let actions = sheet.handle(.touchMoved(sample(y, at: 8)), at: .zero + .milliseconds(8))
            if case .ask(_, .presentationControllerShouldDismiss, let token)? = actions.first {
                _ = sheet.handle(SheetMachine.answered(.presentationControllerShouldDismiss(answer: true), token: token), at: .zero + .milliseconds(8))
            }
        case .settlingFromLargeToMedium, .caughtSettlingToMedium:
            _ = sheet.handle(.selectedDetentIdentifierSet(.medium, animated: true), at: .zero)
            _ = sheet.frameTick(at: .zero + .milliseconds(100))
            if case .caughtSettlingToMedium = situation {
                _ = sheet.handle(.touchBegan(sample(sheet.offset, at: 100), target: .grabber), at: .zero + .milliseconds(100))
            }
        case .dismissing:
            _ = sheet.handle(.dismiss(animated: true), at: .zero)
            _ = sheet.frameTick(at: .zero + .milliseconds(200))
        case .mediumOnlyRaisedByKeyboard:
            _ = sheet.handle(.keyboardChanged(height: 336, duration: .milliseconds(250)), at: .zero)
        default:
            break
        }
        return sheet
    }

    /// The view's height in each situation under each reading. Under `keepsFullHeight` it is the
    /// full-height frame's wherever the sheet is (the largest detent's size is not enough: a
    /// medium-only sheet's view is as tall as at `.large()`); full screen the two agree. A table
    /// of its own, so each row's `#line` is that row's.
    static let heights: [(Situation, Double, Double, Int)] = [
        (.restingAtMedium, medium, full, #line),
        (.restingAtLarge, full, full, #line),
        (.dragged(toY: 300), 552, full, #line),                 // between the detents: no resize
        (.dragged(toY: 600), medium, full, #line),              // below medium: moved either way
        (.dragged(toY: 40), full, full, #line),                 // above large: moved (translates)
        (.settlingFromLargeToMedium, medium, full, #line),      // no shrink at the settle's start
        (.caughtSettlingToMedium, medium, full, #line),
        (.presenting(.translates), medium, full, #line),
        (.presenting(.resizes), 0, full, #line),                // never resized, so never 0 either
        (.dismissing, medium, full, #line),
        (.mediumOnly, medium, full, #line),
        (.mediumOnlyRaisedByKeyboard, 419.44 + 302 + 34, full, #line),
        (.floatingFormSheetAtMedium, 640 * 0.56, 640, #line),   // the floating frame's height
        (.edgeAttachedInCompactHeight, 200 + 21, 385, #line),
        (.fullScreen, 393, 393, #line),
    ]

    @Test(arguments: heights)
    func theViewHeight(in situation: Situation, resized: Double, keptFullHeight: Double, line: Int) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        for (sizing, expected) in [(Sizing.resizes, resized), (.keepsFullHeight, keptFullHeight)] {
            let sheet = machine(situation, sizing: sizing)
            #expect(abs(sheet.viewHeight - expected) < 1e-9, "\(sizing): \(sheet.viewHeight)", sourceLocation: location)
            // The frame's top is the sheet's either way; only its height differs.
            if !sheet.isFullScreen {
                #expect(sheet.sheetFrame.y == sheet.offset, "\(sizing)", sourceLocation: location)
            }
            #expect(sheet.sheetFrame.height == sheet.viewHeight, "\(sizing)", sourceLocation: location)
        }
    }

    /// At medium the kept view reaches 329.56 pt below the screen, and a floating sheet's below its
    /// frame; the resized one ends at the bottom edge.
    @Test func atMediumTheKeptViewEndsBelowTheBottomEdge() {
        let resized = machine(.restingAtMedium, sizing: .resizes)
        #expect(abs(resized.sheetFrame.maxY - 852) < 1e-9)
        let kept = machine(.restingAtMedium, sizing: .keepsFullHeight)
        #expect(kept.sheetFrame.size == Size(width: 393, height: 783))
        #expect(abs(kept.sheetFrame.y - 398.56) < 1e-9)
        #expect(abs(kept.sheetFrame.maxY - 852 - 329.56) < 1e-9)
        let form = machine(.floatingFormSheetAtMedium, sizing: .keepsFullHeight)
        let frame = form.layout.floatingFrame!
        #expect(abs(form.sheetFrame.maxY - (frame.maxY + 640 * 0.44)) < 1e-9)
    }

    /// Above the full-height frame a stretching rubber band still grows the kept view.
    @Test func aStretchingRubberBandStillGrowsTheKeptView() {
        var options = BehaviorOptions()
        options.detentViewSizing = .keepsFullHeight
        options.rubberBandAboveLargest = .stretches
        var sheet = SheetMachine(name: "sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]),
                                 environment: ScreenEnvironment(device: .iPhone14Pro), options: options, os: .iOS17)
        _ = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        _ = sheet.handle(.touchBegan(sample(sheet.offset, at: 0), target: .grabber), at: .zero)
        _ = sheet.handle(.touchMoved(sample(30, at: 8)), at: .zero + .milliseconds(8))
        #expect(sheet.offset < 69)
        #expect(sheet.viewHeight == 852 - sheet.offset)
    }

    /// What a layout pass sees: a drag from medium to large and back lays the kept view out on no
    /// frame, where the resized one is laid out on every sample; the change of detent in code too.
    @Test(arguments: Sizing.allCases)
    func layoutPassesBetweenDetents(_ sizing: Sizing) throws {
        var options = BehaviorOptions()
        options.detentViewSizing = sizing
        var (sim, start) = try SimFixture.presented(options: options)
        try sim.drag(.grabber, by: -200, duration: .milliseconds(400))
        sim.runUntilIdle()
        try sim.setSelectedDetentIdentifier(.medium, animated: true)
        sim.runUntilIdle()
        let passes = sim.log[start...].filter { $0.callback == .viewDidLayoutSubviews }.count
        switch sizing {
        case .resizes: #expect(passes > 40)
        case .keepsFullHeight: #expect(passes == 0)
        }
        #expect(sim.state?.restingDetentIdentifier == .medium)
        let layout = try #require(sim.viewLayout(of: "sheet"))
        #expect(abs(layout.size.height - (sizing == .resizes ? Self.medium : Self.full)) < 1e-9)
        // The sheet's safe area is the same either way: its bottom inset sits at the view's bottom edge.
        #expect(layout.safeAreaInsets == EdgeInsets(top: 0, bottom: 34))
        #expect(sim.state.map { abs($0.visibleHeight - 453.44) < 1e-9 } == true)
    }

    /// A rotation tells the form sheet's controller the size its view will have: the kept
    /// full-height size, not medium's.
    @Test(arguments: [(Sizing.resizes, 640 * 0.56), (.keepsFullHeight, 640)])
    func aRotationAnnouncesTheKeptSize(_ sizing: Sizing, height: Double) throws {
        var options = BehaviorOptions()
        options.detentViewSizing = sizing
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.modalPresentationStyle = .formSheet
        var (sim, start) = try SimFixture.presented(configuration, in: ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft),
                                                    options: options)
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        let announced = sim.log[start...].compactMap { entry -> Size? in
            guard entry.receiver == .viewController("sheet"), case .viewWillTransition(let size) = entry.callback else { return nil }
            return size
        }
        #expect(announced.count == 1)
        #expect(announced.first.map { abs($0.height - height) < 1e-9 } == true, "\(announced)")
    }
}
