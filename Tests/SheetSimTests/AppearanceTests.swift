import Testing
@testable import SheetSim

/// Dimming, corners, the drop-shadow quirk, the grabber and the presenter card (SheetRules 2.3, 2.4).
///
/// iPhone 14 Pro numbers (SheetRules 2.1–2.2): large top 69, medium top 398.56, off screen 852.
enum Appearance {
    static let largeTop = 69.0
    /// 852 − 34 − 749 × 0.56 = 398.56, computed the way the layout computes it.
    static let mediumTop = 852.0 - 34 - 749 * 0.56
    static let offScreen = 852.0

    /// A simulator with `configuration` presented and settled.
    static func presented(_ configuration: SheetConfiguration, device: Device = .iPhone14Pro,
                          style: UserInterfaceStyle = .light, reduceMotion: Bool = false,
                          os: OSProfile = .default, options: BehaviorOptions = .reference) throws -> Simulator {
        var environment = ScreenEnvironment(device: device, userInterfaceStyle: style)
        environment.reduceMotion = reduceMotion
        return try SimFixture.presented(configuration, in: environment, os: os, options: options).0
    }

    /// Holds the finger on the grabber with the sheet's top moved to `top` (between detents the
    /// sheet follows the finger exactly, SheetRules 3, "Tracking").
    static func hold(_ sim: inout Simulator, atTop top: Double) throws {
        let start = try sim.location(of: .grabber)
        let sheetTop = sim.state!.topY
        try sim.touchDown(on: .grabber)
        try sim.touchMove(toY: start.y + (top - sheetTop))
    }

    static func mediumLarge(undimmed: DetentIdentifier? = nil) -> SheetConfiguration {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.largestUndimmedDetentIdentifier = undimmed
        configuration.prefersGrabberVisible = true
        return configuration
    }
}

@Suite struct DimmingTests {
    @Test func defaultDimmingFadesFromTheSmallestDetentToOffScreen() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        #expect(sim.state!.dimmingAlpha == 0.2, "full dim at the smallest detent")
        // Halfway between medium (398.56) and off screen (852): fraction 0.5.
        try Appearance.hold(&sim, atTop: (Appearance.mediumTop + Appearance.offScreen) / 2)
        expectClose(sim.state!.percentDimmed, 0.5, tolerance: 1e-9, at: rowLocation(#line))
        expectClose(sim.state!.dimmingAlpha, 0.1, tolerance: 1e-9, at: rowLocation(#line))
    }

    @Test func undimmedMediumFadesBetweenMediumAndLarge() throws {
        let rows: [(style: UserInterfaceStyle, fraction: Double, alpha: Double, line: Int)] = [
            (.light, 0.5, 0.1, #line),
            (.dark, 0.5, 0.24, #line),
            (.light, 0.25, 0.05, #line),
            (.dark, 0.75, 0.36, #line),
        ]
        for row in rows {
            var sim = try Appearance.presented(Appearance.mediumLarge(undimmed: .medium), style: row.style)
            #expect(sim.state!.dimmingAlpha == 0, "undimmed at medium", sourceLocation: rowLocation(row.line))
            let top = Appearance.mediumTop + row.fraction * (Appearance.largeTop - Appearance.mediumTop)
            try Appearance.hold(&sim, atTop: top)
            expectClose(sim.state!.dimmingAlpha, row.alpha, tolerance: 1e-9, at: rowLocation(row.line))
        }
    }

    @Test func largestDetentUndimmedIsNeverDimmed() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge(undimmed: .large))
        try sim.setSelectedDetentIdentifier(.large)
        #expect(sim.state!.topY == Appearance.largeTop)
        #expect(sim.state!.dimmingAlpha == 0)
    }

    @Test func undimmedTapReachesThePresenterAndDimmedTapDoesNot() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge(undimmed: .medium))
        let before = sim.log.count
        try sim.tapPresenter(at: Point(x: 100, y: 200))
        #expect(sim.log[before...].map(LogText.untimed) == ["presenter.tapReceived(x: 100, y: 200)"])

        var dimmed = try Appearance.presented(Appearance.mediumLarge())
        let start = dimmed.log.count
        try dimmed.tapDimmingView(at: Point(x: 100, y: 200))
        let lines = dimmed.log[start...].map(LogText.untimed)
        #expect(!lines.contains { $0.hasPrefix("presenter.tapReceived") })
        #expect(lines.first == "sheet.delegate.presentationControllerShouldDismiss(returned: true)")
    }

    @Test func dimmingIsInterpolatedOnEveryFrameOfAnAnimation() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsFrames = true
        try sim.present("sheet", configuration: Appearance.mediumLarge())
        sim.runUntilIdle()
        // Presenting from off screen to medium: the alpha follows the offset exactly on every frame.
        for frame in sim.frames {
            let expected = 0.2 * min(max((frame.topY - 852) / (Appearance.mediumTop - 852), 0), 1)
            expectClose(frame.dimmingAlpha, expected, tolerance: 1e-9, at: rowLocation(#line))
        }
        #expect(sim.frames.count > 10)
    }
}

@Suite struct CornerAndShadowTests {
    @Test func automaticRadiusIsTenAndCustomRadiusOnlyInFront() throws {
        var configuration = Appearance.mediumLarge()
        #expect(try Appearance.presented(configuration).state!.cornerRadius == 10)
        configuration.preferredCornerRadius = 24
        var sim = try Appearance.presented(configuration)
        #expect(sim.state!.cornerRadius == 24)
        #expect(sim.state!.shadowCornerRadius == 24, "the shadow view takes the custom radius too")
        try sim.present("child", configuration: SheetConfiguration())
        sim.runUntilIdle()
        #expect(sim.state(of: "sheet")!.cornerRadius == 10, "covered: automatic radius")
        try sim.dismiss()
        sim.runUntilIdle()
        #expect(sim.state!.cornerRadius == 24, "front again")
    }

    @Test func shadowOpacityFollowsDimmingAndPresentation() throws {
        // Undimmed at medium: 0.5 × (1 − 0) × 1.
        var sim = try Appearance.presented(Appearance.mediumLarge(undimmed: .medium))
        #expect(sim.state!.shadowOpacity == 0.5)
        #expect(sim.state!.shadowRadius == 2)
        // Halfway to large: dim 0.5 → 0.25.
        try Appearance.hold(&sim, atTop: (Appearance.mediumTop + Appearance.largeTop) / 2)
        expectClose(sim.state!.shadowOpacity, 0.25, tolerance: 1e-9, at: rowLocation(#line))
        // Fully dimmed default sheet: no shadow.
        #expect(try Appearance.presented(Appearance.mediumLarge()).state!.shadowOpacity == 0)
    }

    @Test func customRadiusOnTranslucentBackgroundWarnsAndShowsShadowCorners() throws {
        var configuration = Appearance.mediumLarge(undimmed: .medium)
        configuration.preferredCornerRadius = 30
        configuration.hasTranslucentBackground = true
        let sim = try Appearance.presented(configuration)
        let warnings = sim.log.filter { $0.receiver == .simulator && $0.callback.name == "warning" }
        #expect(warnings.count == 1)
        #expect(warnings.first.map(LogText.untimed)?.contains("preferredCornerRadius 30 with a translucent background") == true)
        #expect(sim.state!.shadowShowsThroughCorners)
        #expect(sim.state!.shadowCornerRadius == 30)

        // Opaque background, or automatic radius: no warning, nothing shows.
        var opaque = configuration
        opaque.hasTranslucentBackground = false
        let quiet = try Appearance.presented(opaque)
        #expect(!quiet.log.contains { $0.callback.name == "warning" })
        #expect(!quiet.state!.shadowShowsThroughCorners)
    }

    @Test func changingToTheQuirkyCombinationWarnsOnce() throws {
        var configuration = Appearance.mediumLarge()
        configuration.hasTranslucentBackground = true
        var sim = try Appearance.presented(configuration)
        #expect(!sim.log.contains { $0.callback.name == "warning" })
        try sim.updateConfiguration { $0.preferredCornerRadius = 20 }
        try sim.updateConfiguration { $0.preferredCornerRadius = 22 }
        #expect(sim.log.filter { $0.callback.name == "warning" }.count == 1)
    }

    @Test func bottomCornersFollowTheDisplayOnAFullWidthSheet() throws {
        #expect(try Appearance.presented(Appearance.mediumLarge()).state!.bottomCornerRadius == 55)
    }
}

@Suite struct GrabberTests {
    @Test func grabberFrameAndHitArea() throws {
        let sim = try Appearance.presented(Appearance.mediumLarge())
        let state = sim.state!
        #expect(state.isGrabberVisible)
        #expect(state.grabberAlpha == 1)
        // 36 × 5, centred on x = 196.5, top 5 pt below the sheet's top edge.
        #expect(state.grabberFrame == Rect(x: 178.5, y: Appearance.mediumTop + 5, width: 36, height: 5))
        // Grown to 44 × 44 about the capsule's centre (196.5, 406.06).
        expectClose(state.grabberHitArea.x, 174.5, at: rowLocation(#line))
        expectClose(state.grabberHitArea.midY, Appearance.mediumTop + 7.5, tolerance: 1e-9, at: rowLocation(#line))
        #expect(state.grabberHitArea.width == 44 && state.grabberHitArea.height == 44)
    }

    @Test func grabberHiddenWhenFullScreenInCompactHeightOrCovered() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        sim.rotate(to: .landscapeLeft)
        #expect(!sim.state!.isGrabberVisible)
        #expect(sim.state!.grabberAlpha == 0)
        sim.rotate(to: .portrait)
        #expect(sim.state!.isGrabberVisible)
        try sim.present("child", configuration: SheetConfiguration())
        sim.runUntilIdle()
        #expect(!sim.state(of: "sheet")!.isGrabberVisible)
        #expect(sim.state(of: "sheet")!.grabberAlpha == 0, "faded out as the child reached its dimming detent")
    }

    @Test func tapOnAHiddenGrabberWarnsAndDoesNothing() throws {
        var sim = try Appearance.presented(SheetConfiguration(detents: [.medium(), .large()]))
        let before = sim.log.count
        try sim.tapGrabber()
        #expect(sim.log[before...].map { $0.callback.name } == ["warning"])
        #expect(sim.state!.topY == Appearance.mediumTop)
    }
}

@Suite struct PresenterCardTests {
    /// SheetRules 2.4: s = 1 − 2m/width, top 10 pt above the sheet's top, at full height.
    @Test func fullHeightScaleOnNarrowAndWideDevices() throws {
        let rows: [(device: Device, margin: Double, sheetTop: Double, line: Int)] = [
            (.iPhone14Pro, 16, 69, #line),       // 393 wide: m = 16
            (.iPhone15ProMax, 20, 69, #line),    // 430 wide: m = 20
            (.iPhoneSE3, 16, 40, #line),         // 375 wide, home button: top 20 + 20
        ]
        for row in rows {
            let sim = try Appearance.presented(SheetConfiguration(), device: row.device)
            let width = row.device.portraitSize.width
            let height = row.device.portraitSize.height
            let scale = 1 - 2 * row.margin / width
            let state = sim.state!
            expectClose(state.presenterScale, scale, tolerance: 1e-12, at: rowLocation(row.line))
            expectClose(state.presenterFrame.x, row.margin, tolerance: 1e-9, at: rowLocation(row.line))
            expectClose(state.presenterFrame.width, width - 2 * row.margin, tolerance: 1e-9, at: rowLocation(row.line))
            expectClose(state.presenterFrame.y, row.sheetTop - 10, tolerance: 1e-9, at: rowLocation(row.line))
            expectClose(state.presenterFrame.height, height * scale, tolerance: 1e-9, at: rowLocation(row.line))
            #expect(state.presenterCornerRadius == 10, sourceLocation: rowLocation(row.line))
        }
        // The 393-pt figure written out: 1 − 32/393.
        expectClose(try Appearance.presented(SheetConfiguration()).state!.presenterScale, 0.9185750636, tolerance: 1e-9,
                    at: rowLocation(#line))
        expectClose(try Appearance.presented(SheetConfiguration(), device: .iPhone15ProMax).state!.presenterScale,
                    0.9069767442, tolerance: 1e-9, at: rowLocation(#line))
    }

    @Test func halfwayBetweenMediumAndLargeIsInterpolated() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        #expect(sim.state!.presenterScale == 1, "no scale at medium")
        try Appearance.hold(&sim, atTop: (Appearance.mediumTop + Appearance.largeTop) / 2)
        let k = 2 * (1 - 0.7071067811865476)  // 2(1 − 2^−0.5)
        let state = sim.state!
        expectClose(state.percentFullHeight, 0.5, tolerance: 1e-9, at: rowLocation(#line))
        expectClose(state.presenterScale, 1 - 32 * k / 393, tolerance: 1e-9, at: rowLocation(#line))
        expectClose(state.presenterFrame.y, k * 59, tolerance: 1e-9, at: rowLocation(#line))
        expectClose(state.presenterCornerRadius, 5, tolerance: 1e-9, at: rowLocation(#line))
    }

    @Test func noScaleWhenLargestDetentIsBelowFullHeightOrWithReduceMotion() throws {
        // Quirk 10: maxDetentValue − 1 avoids the effect.
        let almost = SheetConfiguration(detents: [.custom(identifier: "almost", resolver: { $0.maximumDetentValue - 1 })])
        #expect(try Appearance.presented(almost).state!.presenterScale == 1)
        let reduced = try Appearance.presented(SheetConfiguration(), reduceMotion: true)
        #expect(reduced.state!.presenterScale == 1)
        #expect(reduced.state!.presenterFrame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(reduced.state!.presenterCornerRadius == 0)
    }

    @Test func noScaleInCompactHeight() throws {
        var configuration = SheetConfiguration()
        configuration.prefersEdgeAttachedInCompactHeight = true
        var sim = try Appearance.presented(configuration)
        #expect(sim.state!.presenterScale < 1)
        sim.rotate(to: .landscapeRight)
        #expect(sim.state!.presenterScale == 1)
    }
}

@Suite struct SwiftUIPresentationTests {
    @Test func modifiersMapOntoUIKitNames() {
        let configuration = SwiftUIPresentation()
            .presentationDetents([.fraction(0.25), .medium, .large], selection: .medium)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .presentationContentInteraction(.scrolls)
            .presentationCornerRadius(28)
            .interactiveDismissDisabled()
            .configuration
        #expect(configuration.detents.map(\.identifier) == ["fraction(0.25)", .medium, .large])
        #expect(configuration.selectedDetentIdentifier == .medium)
        #expect(configuration.largestUndimmedDetentIdentifier == .medium)
        #expect(configuration.prefersGrabberVisible, ".automatic shows the indicator with several detents")
        #expect(!configuration.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(configuration.preferredCornerRadius == 28)
        #expect(configuration.isModalInPresentation)
    }

    @Test func dragIndicatorAndBackgroundInteractionCases() {
        let single = SwiftUIPresentation().configuration
        #expect(!single.prefersGrabberVisible, ".automatic with one detent hides it")
        #expect(SwiftUIPresentation().presentationDragIndicator(.visible).configuration.prefersGrabberVisible)
        #expect(!SwiftUIPresentation().presentationDetents([.medium, .large]).presentationDragIndicator(.hidden)
            .configuration.prefersGrabberVisible)
        let enabled = SwiftUIPresentation().presentationDetents([.height(200), .fraction(0.9)])
            .presentationBackgroundInteraction(.enabled).configuration
        #expect(enabled.undimmedAtEveryDetent && enabled.largestUndimmedDetentIdentifier == nil, "never dimmed: the largest detent")
        #expect(SwiftUIPresentation().presentationBackgroundInteraction(.disabled).configuration
            .largestUndimmedDetentIdentifier == nil)
    }

    /// `.enabled` leaves every detent undimmed on whatever device the sheet shows on: the
    /// largest is found when the detents resolve (on an iPhone 15 Pro Max, `.height(430)` is
    /// below medium; on an iPhone SE, above it).
    @Test func backgroundInteractionEnabledIsUndimmedAtEveryDetentOnEveryDevice() throws {
        let rows: [(device: Device, line: Int)] = [(.iPhone14Pro, #line), (.iPhone15ProMax, #line), (.iPhoneSE3, #line)]
        for row in rows {
            for detent in [SwiftUIPresentation.PresentationDetent.medium, .height(430)] {
                let configuration = SwiftUIPresentation().presentationDetents([.medium, .height(430)], selection: detent)
                    .presentationBackgroundInteraction(.enabled).configuration
                var sim = Simulator(device: row.device)
                try sim.present("sheet", configuration: configuration)
                sim.runUntilIdle()
                #expect(sim.state!.dimmingAlpha == 0, "\(row.device.name) at \(detent)", sourceLocation: rowLocation(row.line))
            }
        }
    }

    /// Modifiers applied one at a time, as a scenario's lines are, end where the whole value's
    /// mapping does in either order, and leave properties they do not map alone.
    @Test func modifiersAppliedOneByOneMeanTheSameInAnyOrder() {
        let modifiers: [SwiftUIPresentation.Modifier] = [
            .presentationDragIndicator(.automatic), .presentationDetents([.medium, .large], selection: nil),
            .presentationBackgroundInteraction(.enabled), .presentationCornerRadius(20),
        ]
        for order in [modifiers, modifiers.reversed()] {
            var configuration = SheetConfiguration()
            configuration.hasTranslucentBackground = true
            var presentation = SwiftUIPresentation()
            for modifier in order {
                let next = presentation.modifier(modifier)
                configuration.apply(next, replacing: presentation)
                presentation = next
            }
            #expect(configuration.prefersGrabberVisible, ".automatic with two detents, written before or after them")
            #expect(configuration.undimmedAtEveryDetent && configuration.preferredCornerRadius == 20)
            #expect(configuration.detents.map(\.identifier) == [.medium, .large])
            #expect(configuration.hasTranslucentBackground, "not a SwiftUI modifier's")
        }
    }

    @Test func fractionAndHeightResolveAsCustomDetents() throws {
        let configuration = SheetConfiguration(swiftUI: SwiftUIPresentation().presentationDetents([.fraction(0.5), .height(200)]))
        let sim = try Appearance.presented(configuration)
        // Smallest first: height 200 → top 852 − 34 − 200 = 618.
        #expect(sim.state!.topY == 618)
        #expect(sim.state!.activeDetentIdentifiers == ["height(200)", "fraction(0.5)"])
    }
}
