import Testing
@testable import SheetSim

/// Rotation and size classes, the keyboard, and the scroll view (SheetRules 2.5, 3).
@Suite struct RotationTests {
    @Test func rotationLogsBothControllersInOrder() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        let before = sim.log.count
        sim.rotate(to: .landscapeLeft)
        // The vertical size class changes, so willTransition(to:with:) comes first (split view rules
        // 5.4); then the layout pass of layout rules 8 E, safe area and margins before layout,
        // parents first.
        #expect(sim.untimedLayout(from: before) == [
            "presenter.willTransition(to: wC hC)",
            "sheet.willTransition(to: wC hC)",
            "presenter.viewWillTransition(to: 852 x 393)",
            "sheet.viewWillTransition(to: 852 x 393)",
            "presenter.traitCollectionDidChange",
            "sheet.traitCollectionDidChange",
            "presenter.viewSafeAreaInsetsDidChange",
            "presenter.viewLayoutMarginsDidChange",
            "sheet.viewSafeAreaInsetsDidChange",
            "sheet.viewLayoutMarginsDidChange",
            "presenter.viewWillLayoutSubviews",
            "presenter.viewDidLayoutSubviews",
            "sheet.viewWillLayoutSubviews",
            "sheet.viewDidLayoutSubviews",
        ])
    }

    @Test func compactHeightIsFullScreenAndMediumComesBack() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        sim.rotate(to: .landscapeLeft)
        var state = sim.state!
        #expect(state.isFullScreen)
        #expect(state.sizing == .fullScreen)
        #expect(state.topY == 0)
        #expect(state.sheetFrame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(state.activeDetentIdentifiers == [.large], "medium is inactive in compact height")
        #expect(state.cornerRadius == 0)
        #expect(!sim.log.contains { $0.callback.name == "error" }, "a full-screen sheet needs no detent")
        sim.rotate(to: .portrait)
        state = sim.state!
        #expect(state.topY == Appearance.mediumTop, "the resting detent is medium again")
        #expect(state.selectedDetentIdentifier == nil, "rotation is not a user choice")
    }

    @Test func edgeAttachedFrameInLandscape() throws {
        // iPhone 14 Pro landscape: 852 × 393, safe (0, 59, 21, 59). Top margin 8; safe-area width 734.
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersEdgeAttachedInCompactHeight = true
        var sim = try Appearance.presented(configuration)
        sim.rotate(to: .landscapeRight)
        var state = sim.state!
        #expect(state.sizing == .edgeAttached)
        #expect(state.sheetFrame == Rect(x: 59, y: 8, width: 734, height: 385))
        #expect(state.activeDetentIdentifiers == [.large])
        #expect(!state.isFullScreen)

        // widthFollowsPreferredContentSizeWhenEdgeAttached: 500 wide, centred in the safe area.
        try sim.updateConfiguration {
            $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            $0.preferredContentSize = Size(width: 500, height: 300)
        }
        state = sim.state!
        #expect(state.sheetFrame == Rect(x: 176, y: 8, width: 500, height: 385))
        // Clamped to the safe-area width.
        try sim.updateConfiguration { $0.preferredContentSize = Size(width: 2000, height: 300) }
        #expect(sim.state!.sheetFrame.width == 734)
    }

    @Test func widthFollowsIsIgnoredInPortrait() throws {
        var configuration = SheetConfiguration()
        configuration.prefersEdgeAttachedInCompactHeight = true
        configuration.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        configuration.preferredContentSize = Size(width: 300, height: 300)
        let sim = try Appearance.presented(configuration)
        #expect(sim.state!.sheetFrame == Rect(x: 0, y: 69, width: 393, height: 783))
    }

    /// SheetRules quirk 12: a medium-only edge-attached sheet has no detent in landscape; UIKit threw
    /// on iOS 15.
    @Test func quirk12IsReportedAsAnErrorEntry() throws {
        var configuration = SheetConfiguration(detents: [.medium()])
        configuration.prefersEdgeAttachedInCompactHeight = true
        var sim = try Appearance.presented(configuration, os: .iOS15)
        let before = sim.log.count
        sim.rotate(to: .landscapeLeft)
        let errors = sim.log[before...].filter { $0.receiver == .simulator && $0.callback.name == "error" }
        #expect(errors.count == 1)
        #expect(errors.first.map(LogText.untimed)?.contains("quirk 12") == true)
        #expect(sim.state!.hasNoActiveDetent)
        #expect(sim.state!.topY == 8, "held at full height so the state stays valid")
        sim.rotate(to: .portrait)
        #expect(!sim.state!.hasNoActiveDetent)
        #expect(sim.state!.topY == Appearance.mediumTop)
    }

    /// Quirk 12 is an iOS 15 report: later releases rest the sheet at full height without an
    /// error, unless the profile's fact says they raise too.
    @Test func quirk12IsAnErrorOnlyWhereTheReleaseRaises() throws {
        var configuration = SheetConfiguration(detents: [.medium()])
        configuration.prefersEdgeAttachedInCompactHeight = true
        var raising = OSProfile.iOS17
        raising.raisesWithoutActiveDetent = true
        let rows: [(os: OSProfile, errors: Int, line: Int)] = [
            (.iOS15, 1, #line), (.iOS16, 0, #line), (.iOS17, 0, #line), (.iOS18, 0, #line), (raising, 1, #line),
        ]
        for row in rows {
            var sim = try Appearance.presented(configuration, os: row.os)
            let before = sim.log.count
            sim.rotate(to: .landscapeLeft)
            let errors = sim.log[before...].filter { $0.receiver == .simulator && $0.callback.name == "error" }
            #expect(errors.count == row.errors, sourceLocation: rowLocation(row.line))
            #expect(sim.state!.hasNoActiveDetent && sim.state!.topY == 8, sourceLocation: rowLocation(row.line))
        }
    }

    @Test func theWorkaroundAvoidsTheError() throws {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersEdgeAttachedInCompactHeight = true
        var sim = try Appearance.presented(configuration)
        sim.rotate(to: .landscapeLeft)
        #expect(!sim.log.contains { $0.callback.name == "error" })
    }

    @Test func rotationDuringADragSettlesWithoutADetentCallback() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        try Appearance.hold(&sim, atTop: 250)
        sim.rotate(to: .landscapeLeft)
        try sim.touchUp()
        sim.runUntilIdle()
        #expect(!sim.log.contains { $0.callback.name == "sheetPresentationControllerDidChangeSelectedDetentIdentifier" })
        #expect(sim.state!.topY == 0)
        #expect(sim.state!.phase == .idle)
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        #expect(sim.state!.topY == Appearance.mediumTop)
    }

    @Test func rotationDuringPresentationLandsWhereTheSheetNowBelongs() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("sheet", configuration: Appearance.mediumLarge())
        sim.advance(by: .milliseconds(100))
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(sim.state!.topY == 0)
        #expect(sim.log.map(LogText.untimed).suffix(2) == [
            "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
            "sheet.viewDidAppear(animated: true)",
        ])
    }
}

@Suite struct KeyboardTests {
    @Test func keyboardRaisesAMediumOnlySheetWithASyntheticDetent() throws {
        var sim = try Appearance.presented(SheetConfiguration(detents: [.medium()]))
        try sim.showKeyboard(height: 336, duration: .milliseconds(250))
        sim.runUntilIdle()
        // 419.44 + (336 − 34) = 721.44 ≤ 749; top = 852 − 34 − 721.44 = 96.56.
        var state = sim.state!
        #expect(state.isHeldByKeyboard)
        #expect(state.keyboardHeight == 336)
        expectClose(state.keyboardRaisedDetentValue, 721.44, tolerance: 1e-9, at: rowLocation(#line))
        expectClose(state.topY, 96.56, tolerance: 1e-9, at: rowLocation(#line))
        #expect(state.selectedDetentIdentifier == nil, "the selection is unchanged")
        try sim.hideKeyboard(duration: .milliseconds(250))
        sim.runUntilIdle()
        state = sim.state!
        #expect(!state.isHeldByKeyboard)
        #expect(state.keyboardRaisedDetentValue == nil)
        expectClose(state.topY, Appearance.mediumTop, tolerance: 1e-9, at: rowLocation(#line))
        #expect(!sim.log.contains { $0.callback.name == "sheetPresentationControllerDidChangeSelectedDetentIdentifier" })
    }

    @Test func raisedDetentIsCappedAtLarge() throws {
        var sim = try Appearance.presented(SheetConfiguration(detents: [.medium()]))
        try sim.showKeyboard(height: 400)
        sim.runUntilIdle()
        expectClose(sim.state!.keyboardRaisedDetentValue, 749, tolerance: 1e-9, at: rowLocation(#line))
        expectClose(sim.state!.topY, Appearance.largeTop, tolerance: 1e-9, at: rowLocation(#line))
    }

    @Test func keyboardHoldsATwoDetentSheetAtLarge() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        try sim.showKeyboard(height: 336)
        sim.runUntilIdle()
        #expect(sim.state!.topY == Appearance.largeTop)
        #expect(sim.state!.keyboardRaisedDetentValue == nil, "large is already full height: no synthetic detent")
        #expect(sim.state!.restingDetentIdentifier == .medium, "selection unchanged")
    }

    @Test func raisedSheetIsDimmedWhenItsLargestDetentWasUndimmed() throws {
        var configuration = SheetConfiguration(detents: [.medium()])
        configuration.largestUndimmedDetentIdentifier = .medium
        var sim = try Appearance.presented(configuration)
        #expect(sim.state!.dimmingAlpha == 0)
        try sim.showKeyboard(height: 336)
        sim.runUntilIdle()
        #expect(sim.state!.dimmingAlpha == 0.2, "the synthetic detent is the next one above the undimmed detent")
    }

    @Test func grabberTapEndsEditing() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        try sim.showKeyboard(height: 336)
        sim.runUntilIdle()
        try sim.tapGrabber()
        sim.runUntilIdle()
        #expect(sim.state!.keyboardHeight == 0)
        #expect(sim.state!.topY == Appearance.mediumTop)
    }
}

@Suite struct ScrollViewTests {
    static func scrolling(prefersExpand: Bool = true, contentOffset: Double = 0) throws -> Simulator {
        var configuration = Appearance.mediumLarge()
        configuration.prefersScrollingExpandsWhenScrolledToEdge = prefersExpand
        var sim = try Appearance.presented(configuration)
        try sim.setScrollView(ScrollViewState(contentOffset: contentOffset))
        return sim
    }

    static func move(_ sim: inout Simulator, by dy: Double) throws {
        let start = try sim.location(of: .scrollView)
        try sim.touchDown(on: .scrollView)
        try sim.touchMove(toY: start.y + dy / 2)
        try sim.touchMove(toY: start.y + dy)
    }

    @Test func swipeUpAtTheTopEdgeExpandsTheSheet() throws {
        var sim = try Self.scrolling()
        try Self.move(&sim, by: -100)
        #expect(sim.state!.topY == Appearance.mediumTop - 100)
        #expect(sim.state!.scrollView?.contentOffset.y == 0)
    }

    @Test func withoutExpandingTheSwipeUpScrolls() throws {
        var sim = try Self.scrolling(prefersExpand: false)
        try Self.move(&sim, by: -100)
        #expect(sim.state!.topY == Appearance.mediumTop)
        #expect(sim.state!.scrollView?.contentOffset.y == 100)
    }

    @Test func swiftUIScrollsMapsToNoExpanding() throws {
        var configuration = SheetConfiguration(swiftUI: SwiftUIPresentation()
            .presentationDetents([.medium, .large]).presentationContentInteraction(.scrolls))
        configuration.prefersGrabberVisible = true
        var sim = try Appearance.presented(configuration)
        try sim.setScrollView(ScrollViewState())
        try Self.move(&sim, by: -80)
        #expect(sim.state!.scrollView?.contentOffset.y == 80)
        #expect(sim.state!.topY == Appearance.mediumTop)
    }

    @Test func swipeDownAtTheTopEdgeMovesTheSheet() throws {
        var sim = try Self.scrolling(prefersExpand: false)
        try Self.move(&sim, by: 60)
        #expect(sim.state!.topY == Appearance.mediumTop + 60)
        #expect(sim.state!.scrollView?.contentOffset.y == 0)
    }

    @Test func awayFromTheTopEdgeTheContentScrolls() throws {
        var sim = try Self.scrolling(contentOffset: 150)
        try Self.move(&sim, by: 60)
        #expect(sim.state!.topY == Appearance.mediumTop)
        #expect(sim.state!.scrollView?.contentOffset.y == 90)
    }

    @Test func atLargeTheSwipeUpScrolls() throws {
        var sim = try Self.scrolling()
        try sim.setSelectedDetentIdentifier(.large)
        try Self.move(&sim, by: -50)
        #expect(sim.state!.topY == Appearance.largeTop)
        #expect(sim.state!.scrollView?.contentOffset.y == 50)
    }

    @Test func interactiveKeyboardDismissalKeepsThePanInTheScrollView() throws {
        var sim = try Appearance.presented(Appearance.mediumLarge())
        try sim.showKeyboard(height: 336)
        sim.runUntilIdle()
        try sim.setScrollView(ScrollViewState(dismissesKeyboardInteractively: true))
        try Self.move(&sim, by: 40)
        #expect(sim.state!.topY == Appearance.largeTop)
    }
}
