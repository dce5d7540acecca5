import Testing
@testable import SheetSim

/// A sheet presented from a sheet (SheetRules 2.3, 2.4, 4.1, 4.3).
@Suite struct StackedSheetTests {
    /// SheetRules 2.4's window: 320 × 480 under a 20 pt status bar, home button (top offset 20), so a
    /// large sheet sits at y = 40; the root view's frame is (0, 20, 320, 460).
    static func smallWindow() throws -> Simulator {
        let device = try Device.custom(width: 320, height: 480, safeArea: EdgeInsets(top: 20), hasHomeButton: true,
                                       name: "320x480")
        var sim = Simulator(device: device)
        sim.presenterViewFrame = Rect(x: 0, y: 20, width: 320, height: 460)
        return sim
    }

    @Test func referenceCardFramesWithOneAndTwoSheets() throws {
        var sim = try Self.smallWindow()
        try sim.present("first", configuration: SheetConfiguration())
        sim.runUntilIdle()
        #expect(sim.state!.topY == 40)
        #expect(sim.state!.sheetFrame == Rect(x: 0, y: 40, width: 320, height: 440))
        #expect(sim.state!.presenterFrame == Rect(x: 16, y: 30, width: 288, height: 414))

        try sim.present("second", configuration: SheetConfiguration())
        sim.runUntilIdle()
        let second = sim.state(of: "second")!
        let first = sim.state(of: "first")!
        #expect(second.topY == 40)
        // The first sheet becomes (16, 30, 288, 396); the root goes to (16, 40, 288, 414).
        #expect(second.presenterFrame == Rect(x: 16, y: 30, width: 288, height: 396))
        #expect(first.cardFrame == Rect(x: 16, y: 30, width: 288, height: 396))
        expectClose(first.cardScale, 0.9, tolerance: 1e-12, at: rowLocation(#line))
        #expect(first.presenterFrame == Rect(x: 16, y: 40, width: 288, height: 414))
    }

    @Test func dimmingIsConfinedToTheParentCard() throws {
        var sim = try Self.smallWindow()
        try sim.present("first", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        #expect(sim.state!.dimmingFrame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(sim.state!.dimmingAlpha == 0.2)
        try sim.present("second", configuration: SheetConfiguration())
        sim.runUntilIdle()
        let second = sim.state(of: "second")!
        // 0.2 × 0.6 × 1 over the first sheet's card only; the first sheet's own dimming of the root stays.
        expectClose(second.dimmingAlpha, 0.12, tolerance: 1e-12, at: rowLocation(#line))
        #expect(second.dimmingFrame == second.presenterFrame)
        #expect(sim.state(of: "first")!.dimmingAlpha == 0.2)
    }

    @Test func grandchildAddsTwoTenthsOfItsFraction() throws {
        var sim = Simulator(device: .iPhone14Pro)
        for name in ["a", "b", "c"] {
            try sim.present(name, configuration: SheetConfiguration())
            sim.runUntilIdle()
        }
        // Over a's card: 0.2 × (0.6 × 1 + 0.2 × 1) = 0.16; over b's card: 0.2 × 0.6 = 0.12.
        expectClose(sim.state(of: "b")!.dimmingAlpha, 0.16, tolerance: 1e-12, at: rowLocation(#line))
        expectClose(sim.state(of: "c")!.dimmingAlpha, 0.12, tolerance: 1e-12, at: rowLocation(#line))
        #expect(sim.state(of: "a")!.presenterFrame.y == 69, "depth is capped at 2")
    }

    @Test func coveredSheetHidesItsGrabberAndUsesTheAutomaticRadius() throws {
        var sim = Simulator(device: .iPhone14Pro)
        var parent = Appearance.mediumLarge()
        parent.preferredCornerRadius = 20
        try sim.present("parent", configuration: parent)
        sim.runUntilIdle()
        #expect(sim.state!.isGrabberVisible && sim.state!.cornerRadius == 20)
        try sim.present("child", configuration: SheetConfiguration())
        sim.runUntilIdle()
        let covered = sim.state(of: "parent")!
        #expect(!covered.isGrabberVisible)
        #expect(covered.cornerRadius == 10)
        try sim.dismiss()
        sim.runUntilIdle()
        #expect(sim.state!.isGrabberVisible && sim.state!.cornerRadius == 20)
        #expect(sim.state!.presenterScale == 1, "parent back at medium: root unscaled")
    }

    /// The card behind a child blends from its automatic radius towards the child's as the child
    /// rises (SheetRules 2.3): halfway up its presentation part of the way, at full depth all of it;
    /// the root's card rises from 0 to 10 pt whatever the child's radius.
    @Test func aCoveredCardBlendsTowardsItsChildsRadius() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("parent", configuration: SheetConfiguration())
        sim.runUntilIdle()
        var child = SheetConfiguration()
        child.preferredCornerRadius = 30
        try sim.present("child", configuration: child)
        sim.advance(by: .milliseconds(100))
        let rising = sim.state(of: "child")!.presenterCornerRadius
        #expect(rising > 10 && rising < 30, "part of the way at \(rising)")
        sim.runUntilIdle()
        #expect(sim.state(of: "child")!.presenterCornerRadius == 30)
        #expect(sim.state(of: "parent")!.presenterCornerRadius == 10, "the root's card: 0 to 10 pt")
        #expect(sim.state(of: "parent")!.cornerRadius == 10, "the covered sheet itself is automatic")
    }

    @Test func lifecycleOfAllThreeControllersThroughPresentAndDismiss() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("parent", configuration: SheetConfiguration())
        sim.runUntilIdle()
        let mark = sim.log.count
        try sim.present("child", configuration: SheetConfiguration())
        sim.runUntilIdle()
        try sim.dismiss()
        sim.runUntilIdle()
        try sim.dismiss()
        sim.runUntilIdle()
        // Sheet styles give the presenters no appearance callbacks (SheetRules 4.1, 4.3, quirk 3);
        // programmatic dismissal calls no delegate (SheetRules 4.3).
        #expect(sim.untimed(from: mark) == [
            "child.viewWillAppear(animated: true)",
            "child.presentationController.presentationTransitionWillBegin",
            "child.viewIsAppearing(animated: true)",
            "child.presentationController.presentationTransitionDidEnd(completed: true)",
            "child.viewDidAppear(animated: true)",
            "child.viewWillDisappear(animated: true)",
            "child.presentationController.dismissalTransitionWillBegin",
            "child.presentationController.dismissalTransitionDidEnd(completed: true)",
            "child.viewDidDisappear(animated: true)",
            "parent.viewWillDisappear(animated: true)",
            "parent.presentationController.dismissalTransitionWillBegin",
            "parent.presentationController.dismissalTransitionDidEnd(completed: true)",
            "parent.viewDidDisappear(animated: true)",
        ])
        #expect(sim.stack.isEmpty)
        #expect(!sim.log.contains { $0.receiver == .viewController("presenter") })
    }

    @Test func cardsSpringBackWhenTheChildLeaves() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("parent", configuration: SheetConfiguration())
        sim.runUntilIdle()
        let rootBehindOne = sim.state!.presenterFrame
        try sim.present("child", configuration: SheetConfiguration())
        sim.runUntilIdle()
        #expect(sim.state(of: "parent")!.presenterFrame.y == 69, "root pushed to depth 2")
        try sim.dismiss()
        sim.runUntilIdle()
        #expect(sim.state!.presenterFrame == rootBehindOne)
        #expect(sim.state!.cardScale == 1)
    }

    @Test func undimmedChildTapReachesTheParent() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("parent", configuration: SheetConfiguration())
        sim.runUntilIdle()
        var child = SheetConfiguration(detents: [.medium(), .large()])
        child.largestUndimmedDetentIdentifier = .medium
        try sim.present("child", configuration: child)
        sim.runUntilIdle()
        let mark = sim.log.count
        try sim.tapDimmingView(at: Point(x: 50, y: 300))
        #expect(sim.log[mark...].map(LogText.untimed) == ["parent.tapReceived(x: 50, y: 300)"])
        #expect(sim.state(of: "child")!.dimmingAlpha == 0)
        #expect(sim.state(of: "child")!.presenterScale == 1, "the child at medium leaves the parent's card unscaled")
    }
}
