import Testing
@testable import SheetSim

/// iPad page and form sheets, prefersPageSizing, and multitasking widths (SheetRules 2.6, 1.1).
///
/// iPad Pro 11: 834 × 1194, safe 24 / 20; longest side 1194 ≤ 1590 → default form sheet 580 × 640.
@Suite struct IPadTests {
    static func presented(_ configuration: SheetConfiguration, os: OSProfile = .default,
                          options: BehaviorOptions = .reference, windowWidth: Double? = nil,
                          orientation: Orientation = .portrait) throws -> Simulator {
        let environment = ScreenEnvironment(device: .iPadPro11, orientation: orientation, windowWidth: windowWidth)
        return try SimFixture.presented(configuration, in: environment, os: os, options: options).0
    }

    static func style(_ style: ModalPresentationStyle, _ detents: [Detent] = [.large()]) -> SheetConfiguration {
        var configuration = SheetConfiguration(detents: detents)
        configuration.modalPresentationStyle = style
        return configuration
    }

    @Test func formSheetIsCentredAtItsDefaultSize() throws {
        let state = try Self.presented(Self.style(.formSheet)).state!
        #expect(state.sizing == .formSheet)
        #expect(state.sheetFrame == Rect(x: 127, y: 277, width: 580, height: 640))
        #expect(state.presenterScale == 1, "iPad sheets dim the presenter but do not scale it")
        #expect(state.bottomCornerRadius == state.cornerRadius, "a floating sheet rounds every corner")
    }

    @Test func formSheetDefaultSizeByLongestSide() throws {
        let rows: [(width: Double, height: Double, expected: Size, line: Int)] = [
            (768, 1024, Size(width: 540, height: 600), #line),
            (834, 1194, Size(width: 580, height: 640), #line),
            (1024, 1366, Size(width: 580, height: 640), #line),
            (1032, 1600, Size(width: 620, height: 680), #line),
        ]
        for row in rows {
            let device = try Device.custom(width: row.width, height: row.height, safeArea: EdgeInsets(top: 24, bottom: 20),
                                           landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), idiom: .pad, name: "pad")
            var sim = Simulator(device: device)
            try sim.present("sheet", configuration: Self.style(.formSheet))
            sim.runUntilIdle()
            #expect(sim.state!.sheetFrame.size == row.expected, sourceLocation: rowLocation(row.line))
        }
    }

    @Test func formSheetFollowsPreferredContentSize() throws {
        var configuration = Self.style(.formSheet)
        configuration.preferredContentSize = Size(width: 400, height: 500)
        let sim = try Self.presented(configuration)
        #expect(sim.state!.sheetFrame == Rect(x: 217, y: 347, width: 400, height: 500))
    }

    /// A regular-width page sheet floats (layout rules 7: regular width is not edge-attached; item
    /// 26: no bottom inset; item 3: detent values without the safe-area term), or is attached to the
    /// bottom edge with the option. iPad Pro 11 (834 × 1194, safe 24 / 20), top margin 24 + 20 = 44,
    /// width 704 (GUESS metric), centred.
    @Test func pageSheetAttachment() throws {
        let rows: [(attachment: BehaviorOptions.PadPageSheetAttachment, orientation: Orientation, frame: Rect,
                    maxV: Double, safeBottom: Double, roundedBottom: Bool, line: Int)] = [
            // Floating: centred, 44 at the top and at the bottom: 1194 − 88 = 1106 tall; maxV = 1106.
            (.floating, .portrait, Rect(x: 65, y: 44, width: 704, height: 1106), 1106, 0, true, #line),
            // Landscape 1194 × 834: x = (1194 − 704) / 2 = 245, 834 − 88 = 746 tall.
            (.floating, .landscapeLeft, Rect(x: 245, y: 44, width: 704, height: 746), 746, 0, true, #line),
            // Bottom-attached: from the top margin to the window's bottom; maxV = 1150 − 20 = 1130.
            (.bottomAttached, .portrait, Rect(x: 65, y: 44, width: 704, height: 1150), 1130, 20, false, #line),
            (.bottomAttached, .landscapeLeft, Rect(x: 245, y: 44, width: 704, height: 790), 770, 20, false, #line),
        ]
        for row in rows {
            let location = rowLocation(row.line)
            var options = BehaviorOptions.reference
            options.padPageSheetAttachment = row.attachment
            let sim = try Self.presented(Self.style(.pageSheet), os: .iOS17, options: options, orientation: row.orientation)
            let state = try #require(sim.state, sourceLocation: location)
            #expect(state.sizing == .pageSheet, sourceLocation: location)
            #expect(state.sheetFrame == row.frame, sourceLocation: location)
            #expect(sim.stack[0].layout.maximumDetentValue == row.maxV, sourceLocation: location)
            #expect(sim.stack[0].isFloating == (row.attachment == .floating), sourceLocation: location)
            #expect(sim.viewLayout(of: "sheet")?.safeAreaInsets == EdgeInsets(bottom: row.safeBottom), sourceLocation: location)
            #expect(state.bottomCornerRadius == (row.roundedBottom ? state.cornerRadius : 0), sourceLocation: location)
            #expect(state.presenterScale == 1, sourceLocation: location)
        }
    }

    @Test func pageSheetFloatsByDefault() throws {
        let sim = try Self.presented(Self.style(.pageSheet), os: .iOS17)
        #expect(sim.stack[0].isFloating)
        #expect(sim.state!.sheetFrame == Rect(x: 65, y: 44, width: 704, height: 1106))
    }

    /// Medium on a page sheet, iPad Pro 11 portrait: floating, 0.56 × 1106 = 619.36 tall, its bottom
    /// edge fixed at 1150, top 530.64; bottom-attached, 0.56 × 1130 = 632.8 plus the 20 pt inset,
    /// top 1194 − 20 − 632.8 = 541.2.
    @Test func pageSheetMediumFollowsItsAttachment() throws {
        let rows: [(attachment: BehaviorOptions.PadPageSheetAttachment, top: Double, height: Double, line: Int)] = [
            (.floating, 530.64, 619.36, #line),
            (.bottomAttached, 541.2, 652.8, #line),
        ]
        for row in rows {
            var options = BehaviorOptions.reference
            options.padPageSheetAttachment = row.attachment
            let state = try Self.presented(Self.style(.pageSheet, [.medium(), .large()]), os: .iOS17, options: options).state!
            expectClose(state.topY, row.top, tolerance: 1e-9, at: rowLocation(row.line))
            expectClose(state.sheetFrame.height, row.height, tolerance: 1e-9, at: rowLocation(row.line))
        }
    }

    @Test func automaticResolvesPerOSProfile() throws {
        let rows: [(os: OSProfile, sizing: SheetSizing, line: Int)] = [
            (.iOS15, .pageSheet, #line),
            (.iOS16, .pageSheet, #line),
            (.iOS17, .pageSheet, #line),
            (.iOS18, .formSheet, #line),
        ]
        for row in rows {
            let state = try Self.presented(Self.style(.automatic), os: row.os).state!
            #expect(state.sizing == row.sizing, sourceLocation: rowLocation(row.line))
        }
    }

    @Test func prefersPageSizingDefaultIsANamedSetting() throws {
        // The header (default): NO on iOS 18, so even an explicit page sheet is form-sized.
        #expect(try Self.presented(Self.style(.pageSheet), os: .iOS18).state!.sizing == .formSheet)
        // The API documentation: YES everywhere.
        var doc = BehaviorOptions.reference
        doc.prefersPageSizingDefault = .apiDocumentation
        #expect(try Self.presented(Self.style(.pageSheet), os: .iOS18, options: doc).state!.sizing == .pageSheet)
        // iOS 17 under either reading: page sized.
        #expect(try Self.presented(Self.style(.pageSheet), os: .iOS17).state!.sizing == .pageSheet)
    }

    @Test func explicitPrefersPageSizingWinsFrom17Only() throws {
        var page = Self.style(.automatic)
        page.prefersPageSizing = true
        #expect(try Self.presented(page, os: .iOS18).state!.sizing == .pageSheet, "restores the pre-18 look")
        var form = Self.style(.pageSheet)
        form.prefersPageSizing = false
        #expect(try Self.presented(form, os: .iOS17).state!.sizing == .formSheet)
        #expect(try Self.presented(form, os: .iOS16).state!.sizing == .pageSheet, "the property does not exist on 16")
        var formToPage = Self.style(.formSheet)
        formToPage.prefersPageSizing = true
        #expect(try Self.presented(formToPage, os: .iOS17).state!.sizing == .pageSheet)
    }

    @Test func floatingSheetDetentsAreAnOption() throws {
        // With detents (default): medium is 0.56 × the floating height 640 = 358.4, bottom edge fixed at 917.
        let withDetents = try Self.presented(Self.style(.formSheet, [.medium(), .large()])).state!
        #expect(withDetents.activeDetentIdentifiers == [.medium, .large])
        expectClose(withDetents.topY, 917 - 640 * 0.56, tolerance: 1e-9, at: rowLocation(#line))
        var options = BehaviorOptions.reference
        options.floatingSheetsHaveDetents = false
        let without = try Self.presented(Self.style(.formSheet, [.medium(), .large()]), options: options).state!
        #expect(without.activeDetentIdentifiers == [.large])
        #expect(without.topY == 277)
    }

    @Test func dimmingTapDismissesAFormSheetAtFullSize() throws {
        var sim = try Self.presented(Self.style(.formSheet))
        let mark = sim.log.count
        try sim.tapDimmingView(at: Point(x: 20, y: 20))
        sim.runUntilIdle()
        #expect(sim.log[mark...].map(LogText.untimed).prefix(2) == [
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "sheet.delegate.presentationControllerWillDismiss",
        ])
        #expect(sim.stack.isEmpty)
    }

    @Test func narrowMultitaskingWindowBehavesLikeAnIPhone() throws {
        let sim = try Self.presented(Self.style(.formSheet, [.medium(), .large()]), windowWidth: 375)
        let state = sim.state!
        #expect(state.sizing == .phone)
        // Top margin 24 + 20 (not a phone idiom), full window width; maxV = 1194 − 44 − 20 = 1130.
        expectClose(state.topY, 1194 - 20 - 1130 * 0.56, tolerance: 1e-9, at: rowLocation(#line))
        #expect(state.sheetFrame.width == 375 && state.sheetFrame.x == 0)
        #expect(state.bottomCornerRadius == 18)
    }

    @Test func resizingTheWindowAdaptsThePresentedSheet() throws {
        var sim = try Self.presented(Self.style(.formSheet))
        var environment = sim.environment
        environment.windowWidth = 375
        let mark = sim.log.count
        sim.setEnvironment(environment)
        #expect(sim.state!.sizing == .phone)
        #expect(sim.log[mark...].map(LogText.untimed).contains("sheet.traitCollectionDidChange"))
        environment.windowWidth = nil
        sim.setEnvironment(environment)
        #expect(sim.state!.sheetFrame == Rect(x: 127, y: 277, width: 580, height: 640))
    }
}

/// The keyboard over a floating iPad sheet (layout rules 11, OBS S4): the frame moves up, keeping its
/// size, until its vertical centre is at most half the keyboard's top, no higher than the top margin
/// 24 + 20 = 44 (GUESS), and back when the keyboard hides. iPad Pro 11 portrait, 834 × 1194.
@Suite struct FloatingKeyboardTests {
    @Test func frameIsRecentredAboveTheKeyboard() throws {
        let rows: [(style: ModalPresentationStyle, preferred: Size?, detents: [Detent], keyboard: Double,
                    frame: Rect, rest: Rect, line: Int)] = [
            // Form sheet 580 × 640 at y 277 (centre 597); keyboard top 1194 − 400 = 794, centre ≤ 397:
            // y = 397 − 320 = 77.
            (.formSheet, nil, [.large()], 400, Rect(x: 127, y: 77, width: 580, height: 640),
             Rect(x: 127, y: 277, width: 580, height: 640), #line),
            // A keyboard whose top is below the sheet still caps the centre: 1094 / 2 = 547, y = 227.
            (.formSheet, nil, [.large()], 100, Rect(x: 127, y: 227, width: 580, height: 640),
             Rect(x: 127, y: 277, width: 580, height: 640), #line),
            // 400 × 500 at y 347: y = 397 − 250 = 147.
            (.formSheet, Size(width: 400, height: 500), [.large()], 400, Rect(x: 217, y: 147, width: 400, height: 500),
             Rect(x: 217, y: 347, width: 400, height: 500), #line),
            // Keyboard top 494: 247 − 320 = −73, held at the top margin 44.
            (.formSheet, nil, [.large()], 700, Rect(x: 127, y: 44, width: 580, height: 640),
             Rect(x: 127, y: 277, width: 580, height: 640), #line),
            // Medium-only: the frame moves to y 77, bottom 717, above the keyboard's top 794: no
            // overlap, no raised detent; medium 0.56 × 640 = 358.4 tall, top 717 − 358.4 = 358.6.
            (.formSheet, nil, [.medium()], 400, Rect(x: 127, y: 358.6, width: 580, height: 358.4),
             Rect(x: 127, y: 558.6, width: 580, height: 358.4), #line),
            // Floating page sheet (65, 44, 704, 1106): already at the top margin, it stays.
            (.pageSheet, nil, [.large()], 400, Rect(x: 65, y: 44, width: 704, height: 1106),
             Rect(x: 65, y: 44, width: 704, height: 1106), #line),
            // Medium-only page sheet: the frame stays, its bottom 1150 is 1150 − 794 = 356 under the
            // keyboard: medium 619.36 + 356 = 975.36 tall, top 1150 − 975.36 = 174.64; at rest 530.64.
            (.pageSheet, nil, [.medium()], 400, Rect(x: 65, y: 174.64, width: 704, height: 975.36),
             Rect(x: 65, y: 530.64, width: 704, height: 619.36), #line),
        ]
        for row in rows {
            let location = rowLocation(row.line)
            var configuration = IPadTests.style(row.style, row.detents)
            configuration.preferredContentSize = row.preferred
            var sim = try IPadTests.presented(configuration, os: .iOS17)
            try sim.showKeyboard(height: row.keyboard, duration: .milliseconds(250))
            sim.runUntilIdle()
            expectFrame(sim.state!.sheetFrame, row.frame, at: location)
            #expect(sim.viewLayout(of: "sheet")?.safeAreaInsets == .zero, sourceLocation: location)
            try sim.hideKeyboard(duration: .milliseconds(250))
            sim.runUntilIdle()
            expectFrame(sim.state!.sheetFrame, row.rest, at: location)
        }
    }

    func expectFrame(_ actual: Rect, _ expected: Rect, at location: SourceLocation) {
        expectClose(actual.x, expected.x, tolerance: 1e-9, at: location)
        expectClose(actual.y, expected.y, tolerance: 1e-9, at: location)
        expectClose(actual.width, expected.width, tolerance: 1e-9, at: location)
        expectClose(actual.height, expected.height, tolerance: 1e-9, at: location)
    }

    /// The move is animated with the keyboard, keeps the view's size (no layout pass) and the
    /// dimming (a move, not a detent change).
    @Test func moveIsAnimatedWithoutALayoutPass() throws {
        var sim = try IPadTests.presented(IPadTests.style(.formSheet))
        let mark = sim.log.count
        let start = sim.now
        try sim.showKeyboard(height: 400, duration: .milliseconds(250))
        sim.run(until: start + .milliseconds(100))
        let midway = sim.state!
        #expect(midway.topY < 277 && midway.topY > 77, "still moving at 100 ms: \(midway.topY)")
        #expect(midway.sheetFrame.height == 640)
        #expect(midway.dimmingAlpha == 0.2)
        sim.runUntilIdle()
        #expect(sim.state!.topY == 77)
        #expect(sim.state!.isHeldByKeyboard)
        #expect(!sim.log[mark...].contains { $0.callback.name == "viewWillLayoutSubviews" })
        #expect(!sim.log[mark...].contains { $0.callback.name == "sheetPresentationControllerDidChangeSelectedDetentIdentifier" })
    }

    /// With the page sheet attached to the bottom edge, the edge-attached keyboard rule applies:
    /// medium 0.56 × 1130 = 632.8 raised by 400 − 20 = 380 to 1012.8, top 1194 − 20 − 1012.8 = 161.2.
    @Test func bottomAttachedPageSheetKeepsTheAttachedRule() throws {
        var options = BehaviorOptions.reference
        options.padPageSheetAttachment = .bottomAttached
        var sim = try IPadTests.presented(IPadTests.style(.pageSheet, [.medium()]), os: .iOS17, options: options)
        try sim.showKeyboard(height: 400)
        sim.runUntilIdle()
        expectClose(sim.state!.topY, 161.2, tolerance: 1e-9, at: rowLocation(#line))
    }
}
