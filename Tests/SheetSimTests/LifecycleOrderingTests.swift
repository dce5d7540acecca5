import Testing
@testable import SheetSim

/// SheetRules 4: the exact callback sequence of every lifecycle case, through the public
/// ``Simulator`` API. Each expectation is the whole log (or the whole tail after a known
/// point), so an extra, missing or reordered callback fails.
@Suite("Lifecycle ordering (SheetRules 4)")
struct LifecycleOrderingTests {
    typealias Fixture = SimFixture

    // MARK: 4.1 Present

    @Test("4.1 present: viewIsAppearing only from iOS 17; viewDidAppear when the animation ends",
          arguments: [(OSProfile.iOS15, false), (.iOS16, false), (.iOS17, true), (.iOS18, true)])
    func presentAnimated(os: OSProfile, appearing: Bool) throws {
        var sim = Simulator(device: .iPhone14Pro, os: os)
        try sim.present("sheet", configuration: Fixture.mediumLarge(), animated: true)
        sim.runUntilIdle()
        var expected = [
            "0.000ms sheet.viewWillAppear(animated: true)",
            "0.000ms sheet.presentationController.presentationTransitionWillBegin",
        ]
        if appearing { expected.append("0.000ms sheet.viewIsAppearing(animated: true)") }
        expected += [
            // The 0.4 s transition (SheetRules 2.7) ends on the 120 Hz frame at exactly 400 ms.
            "400.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)",
            "400.000ms sheet.viewDidAppear(animated: true)",
        ]
        #expect(sim.timed() == expected)
        #expect(sim.state?.phase == .idle)
        #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
    }

    @Test("4.1 present without animation: the whole sequence at time zero",
          arguments: [(OSProfile.iOS16, false), (.iOS17, true)])
    func presentNotAnimated(os: OSProfile, appearing: Bool) throws {
        var sim = Simulator(device: .iPhone14Pro, os: os)
        sim.recordsFrames = true
        try sim.present("sheet", configuration: Fixture.mediumLarge(), animated: false)
        sim.runUntilIdle()
        var expected = [
            "0.000ms sheet.viewWillAppear(animated: false)",
            "0.000ms sheet.presentationController.presentationTransitionWillBegin",
        ]
        if appearing { expected.append("0.000ms sheet.viewIsAppearing(animated: false)") }
        expected += [
            "0.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)",
            "0.000ms sheet.viewDidAppear(animated: false)",
        ]
        #expect(sim.timed() == expected)
        #expect(sim.frames.isEmpty)
        #expect(sim.now == .zero)
        #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
    }

    // MARK: 4.3 Programmatic dismiss

    @Test("4.3 dismiss(animated:) in code: no delegate call, even with a delegate")
    func programmaticDismiss() throws {
        var (sim, start) = try Fixture.presented()
        try sim.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(sim.timed(from: start) == [
            "400.000ms sheet.viewWillDisappear(animated: true)",
            "400.000ms sheet.presentationController.dismissalTransitionWillBegin",
            "800.000ms sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "800.000ms sheet.viewDidDisappear(animated: true)",
        ])
        #expect(sim.stack.isEmpty)
    }

    @Test("4.3 dismiss(animated: false): the same calls, at once")
    func programmaticDismissNotAnimated() throws {
        var (sim, start) = try Fixture.presented()
        try sim.dismiss(animated: false)
        sim.runUntilIdle()
        #expect(sim.timed(from: start) == [
            "400.000ms sheet.viewWillDisappear(animated: false)",
            "400.000ms sheet.presentationController.dismissalTransitionWillBegin",
            "400.000ms sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "400.000ms sheet.viewDidDisappear(animated: false)",
        ])
    }

    // MARK: 4.4 Swipe dismissal that completes

    @Test("4.4 swipe dismiss: nothing inside the detents, the dismissal calls at the crossing, the rest after")
    func swipeDismissCompleted() throws {
        var (sim, start) = try Fixture.presented()
        try sim.tapGrabber()  // to large, so the drag has room inside the detents
        sim.runUntilIdle()
        start = sim.log.count
        let tapDone = sim.now
        try sim.touchDown(on: .grabber)
        let y0 = try sim.location(of: .grabber).y
        // Large → past medium's 398.56 is 329.56 pt: inside the detents, no callbacks (4.4 step 1).
        for travel in [100.0, 200, 320] {
            sim.advance(by: .milliseconds(10))
            try sim.touchMove(toY: y0 + travel)
        }
        #expect(sim.callbacks(from: start).isEmpty)
        // First crossing below medium: ShouldDismiss → WillDismiss → viewWillDisappear, now (step 2).
        sim.advance(by: .milliseconds(10))
        try sim.touchMove(toY: y0 + 340)
        #expect(sim.callbacks(from: start).allSatisfy { $0.time == tapDone + .milliseconds(40) })
        #expect(sim.untimed(from: start) == [
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "sheet.delegate.presentationControllerWillDismiss",
            "sheet.viewWillDisappear(animated: true)",
            "sheet.presentationController.dismissalTransitionWillBegin",
        ])
        let y1 = y0 + 340
        // Further movement does not ask again.
        for step in 1...5 {
            sim.advance(by: .milliseconds(10))
            try sim.touchMove(toY: y1 + Double(step) * 30)
        }
        #expect(sim.callbacks(from: start).count == 4)
        try sim.touchUp()  // 150 pt in 50 ms: 3000 pt/s, well past the projection to off screen
        sim.runUntilIdle()
        #expect(sim.untimed(from: start).dropFirst(4) == [
            "sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "sheet.viewDidDisappear(animated: true)",
            "sheet.delegate.presentationControllerDidDismiss",
        ])
        #expect(sim.callbacks(from: start)[4].time > tapDone + .milliseconds(90))
        #expect(sim.callbacks(from: start)[4].time == sim.log.last?.time)
        #expect(sim.stack.isEmpty)
    }

    @Test("4.4 swipe dismiss without a delegate: no delegate calls, dismissal allowed")
    func swipeDismissWithoutDelegate() throws {
        var configuration = Fixture.mediumLarge()
        configuration.hasDelegate = false
        var (sim, start) = try Fixture.presented(configuration)
        try sim.drag(.grabber, by: 400, velocity: 1500)
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [
            "sheet.viewWillDisappear(animated: true)",
            "sheet.presentationController.dismissalTransitionWillBegin",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "sheet.viewDidDisappear(animated: true)",
        ])
        #expect(sim.stack.isEmpty)
    }

    // MARK: 4.5 Swipe dismissal that is cancelled

    static let cancelledDrag: [String] = [
        "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
        "sheet.delegate.presentationControllerWillDismiss",
        "sheet.viewWillDisappear(animated: true)",
        "sheet.presentationController.dismissalTransitionWillBegin",
    ]

    @Test("4.5 cancelled swipe: appearance re-runs, DidEnd(false), no viewDidDisappear, WillDismiss unbalanced",
          arguments: [(OSProfile.iOS16, false), (.iOS17, true)])
    func swipeDismissCancelled(os: OSProfile, appearing: Bool) throws {
        var (sim, start) = try Fixture.presented(os: os)
        // 120 pt over 600 ms (200 pt/s, under the 250 pt/s floor): projection stays at the finger,
        // which is nearer medium (120 pt) than off screen (333 pt).
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        var expected = Self.cancelledDrag + ["sheet.viewWillAppear(animated: true)"]
        if appearing { expected.append("sheet.viewIsAppearing(animated: true)") }
        expected += [
            "sheet.viewDidAppear(animated: true)",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: false)",
        ]
        #expect(sim.untimed(from: start) == expected)
        // The crossing happens on the first sample (the grabber starts at medium); the cancel
        // callbacks come only when the spring has carried the sheet back, after the release at 1000 ms.
        #expect(sim.log[start].time == at(ms: 408, ns: 333_333))
        #expect(sim.log[start + 4].time > at(ms: 1000))
        #expect(sim.state?.phase == .idle)
        #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
        #expect(sim.stack.count == 1)
    }

    @Test("4.5 viewDidAppear can run many times per presentation; each drag asks ShouldDismiss again")
    func cancelledTwice() throws {
        var (sim, start) = try Fixture.presented(os: .iOS16)
        for _ in 0..<2 {
            try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
            sim.runUntilIdle()
        }
        let cancel = Self.cancelledDrag + [
            "sheet.viewWillAppear(animated: true)",
            "sheet.viewDidAppear(animated: true)",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: false)",
        ]
        #expect(sim.untimed(from: start) == cancel + cancel)
        #expect(sim.untimed().filter { $0.hasPrefix("sheet.viewDidAppear") }.count == 3)
    }

    // MARK: 4.6 Drag between detents

    @Test("4.6 drags between detents: no appearance calls; the detent delegate once per change, never for the same detent")
    func dragBetweenDetents() throws {
        var (sim, start) = try Fixture.presented()
        try sim.drag(.grabber, by: -300, duration: .milliseconds(600))  // medium → large
        sim.runUntilIdle()
        #expect(sim.timed(from: start) == [
            // atRelease (the default): when the finger lifts at 400 + 600 ms.
            "1000.000ms sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)",
        ])
        #expect(nearlyEqual(sim.topY, Fixture.largeTop))
        #expect(sim.state?.selectedDetentIdentifier == .large)

        let afterLarge = sim.log.count
        try sim.drag(.grabber, by: 60, duration: .milliseconds(600))  // back onto large
        sim.runUntilIdle()
        #expect(sim.callbacks(from: afterLarge).isEmpty)
        #expect(nearlyEqual(sim.topY, Fixture.largeTop))

        try sim.drag(.grabber, by: 280, duration: .milliseconds(600))  // large → medium
        sim.runUntilIdle()
        #expect(sim.untimed(from: afterLarge) == [
            "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: medium)",
        ])
        #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
    }

    // MARK: 4.7 Dimming-view tap

    @Test("4.7 dimming tap, dismissal allowed: ShouldDismiss → WillDismiss → animated dismissal → DidDismiss")
    func dimmingTapDismisses() throws {
        var (sim, start) = try Fixture.presented()
        try sim.tapDimmingView()
        sim.runUntilIdle()
        #expect(sim.timed(from: start) == [
            "400.000ms sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "400.000ms sheet.delegate.presentationControllerWillDismiss",
            "400.000ms sheet.viewWillDisappear(animated: true)",
            "400.000ms sheet.presentationController.dismissalTransitionWillBegin",
            "800.000ms sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "800.000ms sheet.viewDidDisappear(animated: true)",
            "800.000ms sheet.delegate.presentationControllerDidDismiss",
        ])
        #expect(sim.stack.isEmpty)
    }

    /// Detents [200 pt, medium, large] resting at medium, undimmed up to the 200 pt detent: medium
    /// is fully dimmed and not the top position, so the tap is not ignored (SheetRules 4.7).
    static func undimmedSmall(modal: Bool, shouldDismiss: Bool) -> SheetConfiguration {
        var configuration = SheetConfiguration(detents: [.custom(identifier: "small", height: 200), .medium(), .large()])
        configuration.selectedDetentIdentifier = .medium
        configuration.largestUndimmedDetentIdentifier = "small"
        configuration.isModalInPresentation = modal
        configuration.shouldDismiss = shouldDismiss
        return configuration
    }

    @Test("4.7 dimming tap refused: the sheet moves to largestUndimmed and the delegate hears it; no DidAttemptToDismiss",
          arguments: [(true, true, [String]()),
                      (false, false, ["sheet.delegate.presentationControllerShouldDismiss(returned: false)"])])
    func dimmingTapRefused(modal: Bool, shouldDismiss: Bool, asked: [String]) throws {
        var (sim, start) = try Fixture.presented(Self.undimmedSmall(modal: modal, shouldDismiss: shouldDismiss))
        #expect(sim.state?.percentDimmed == 1)
        try sim.tapDimmingView()
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == asked + [
            "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: small)",
        ])
        #expect(nearlyEqual(sim.topY, 852 - 34 - 200))  // SheetRules 2.1: y = H − safeBottom − value
        #expect(sim.state?.percentDimmed == 0)
        #expect(sim.stack.count == 1)
    }

    @Test("4.7 a tap at the top, full-height position is ignored; an undimmed tap reaches the presenter")
    func dimmingTapIgnoredOrPassedThrough() throws {
        var (sim, start) = try Fixture.presented(SheetConfiguration(detents: [.large()]))
        try sim.tapDimmingView()
        sim.runUntilIdle()
        #expect(sim.log.count == start)
        #expect(sim.stack.count == 1)

        var undimmed = Fixture.mediumLarge()
        undimmed.largestUndimmedDetentIdentifier = .medium
        var (sim2, start2) = try Fixture.presented(undimmed)
        try sim2.tapPresenter(at: Point(x: 100, y: 200))
        sim2.runUntilIdle()
        #expect(sim2.untimed(from: start2) == ["presenter.tapReceived(x: 100, y: 200)"])
    }

    // MARK: Grabber tap (SheetRules 2.3)

    @Test("2.3 grabber tap with two detents toggles and tells the delegate each time")
    func grabberToggles() throws {
        var (sim, start) = try Fixture.presented()
        try sim.tapGrabber()
        sim.runUntilIdle()
        #expect(nearlyEqual(sim.topY, Fixture.largeTop))
        try sim.tapGrabber()
        sim.runUntilIdle()
        #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
        #expect(sim.timed(from: start).count == 2)
        #expect(sim.untimed(from: start) == [
            "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)",
            "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: medium)",
        ])
        #expect(sim.log[start].time == at(ms: 400))  // at the tap (atRelease timing)
    }

    @Test("2.3 grabber tap with one detent dismisses like a dimming tap")
    func grabberDismissesSingleDetent() throws {
        var configuration = SheetConfiguration(detents: [.large()])
        configuration.prefersGrabberVisible = true
        var (sim, start) = try Fixture.presented(configuration)
        try sim.tapGrabber()
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "sheet.delegate.presentationControllerWillDismiss",
            "sheet.viewWillDisappear(animated: true)",
            "sheet.presentationController.dismissalTransitionWillBegin",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "sheet.viewDidDisappear(animated: true)",
            "sheet.delegate.presentationControllerDidDismiss",
        ])
        #expect(sim.stack.isEmpty)
    }

    @Test("2.3 a refused single-detent grabber tap is a refused dimming tap: no DidAttemptToDismiss unless the option says so")
    func refusedGrabberTapFollowsTheDimmingTapOption() throws {
        var configuration = SheetConfiguration(detents: [.large()])
        configuration.prefersGrabberVisible = true
        configuration.isModalInPresentation = true
        var (sim, start) = try Fixture.presented(configuration)
        try sim.tapGrabber()
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [])
        #expect(sim.state?.phase == .idle)

        var options = BehaviorOptions()
        options.dimmingTapSendsDidAttemptToDismiss = true
        var other = Simulator(device: .iPhone14Pro, options: options)
        try other.present("sheet", configuration: configuration)
        other.runUntilIdle()
        let before = other.log.count
        try other.tapGrabber()
        other.runUntilIdle()
        #expect(other.log[before...].map { LogText.untimed($0) } == ["sheet.delegate.presentationControllerDidAttemptToDismiss"])
    }

    // MARK: 4.8 isModalInPresentation

    @Test("4.8 isModalInPresentation: no ShouldDismiss; DidAttemptToDismiss once per drag after the 25 % pull; rubber band; back to medium")
    func modalInPresentation() throws {
        var configuration = Fixture.mediumLarge()
        configuration.isModalInPresentation = true
        var (sim, start) = try Fixture.presented(configuration)
        let extent = RubberBand.bottomExtent(fullHeight: 783, metrics: .uikit)  // min(0.25 × 783, 200)
        #expect(extent == 195.75)
        // The sheet's displacement reaches 0.25·d at a finger travel of d/(3c) ≈ 118.64 pt.
        let threshold = extent / (3 * 0.55)

        for drag in 0..<2 {
            let before = sim.log.count
            try sim.touchDown(on: .grabber)
            let y0 = try sim.location(of: .grabber).y
            var deepest = 0.0
            for travel in [60.0, threshold - 0.5] {
                sim.advance(by: .milliseconds(16))
                try sim.touchMove(toY: y0 + travel)
                deepest = max(deepest, sim.topY)
            }
            #expect(sim.log.count == before, "drag \(drag): no callback before the 25 % pull")
            // The last travel brings the finger to 6 pt above the screen's bottom edge (852).
            for travel in [threshold + 0.5, 200, 400, 150, 440] {
                sim.advance(by: .milliseconds(16))
                try sim.touchMove(toY: y0 + travel)
                deepest = max(deepest, sim.topY)
                // Exact rubber-band displacement below the smallest detent (SheetRules 3).
                let expected = Fixture.mediumTop + RubberBand.displacement(overshoot: travel, extent: extent, coefficient: 0.55)
                #expect(nearlyEqual(sim.topY, expected, 1e-9))
            }
            #expect(deepest < Fixture.mediumTop + extent)
            sim.advance(by: .milliseconds(200))
            try sim.touchUp()
            sim.runUntilIdle()
            #expect(sim.untimed(from: before) == ["sheet.delegate.presentationControllerDidAttemptToDismiss"],
                    "drag \(drag)")
            #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
        }
        #expect(sim.log.count == start + 2)
        #expect(sim.stack.count == 1)

        // Programmatic dismissal still works (SheetRules 4.8).
        try sim.dismiss()
        sim.runUntilIdle()
        #expect(sim.stack.isEmpty)
    }

    // MARK: ShouldDismiss returning false

    @Test("3/4.4 ShouldDismiss false: asked once at the crossing, then DidAttemptToDismiss; no WillDismiss, no appearance calls")
    func shouldDismissFalse() throws {
        var configuration = Fixture.mediumLarge()
        configuration.shouldDismiss = false
        var (sim, start) = try Fixture.presented(configuration)
        try sim.drag(.grabber, by: 300, duration: .milliseconds(600))
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [
            "sheet.delegate.presentationControllerShouldDismiss(returned: false)",
            "sheet.delegate.presentationControllerDidAttemptToDismiss",
        ])
        #expect(sim.log[start + 1].time > sim.log[start].time)
        #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
        #expect(sim.stack.count == 1)
    }

    // MARK: 4.2 / 4.9 Presenter callbacks by style

    @Test("4.2/4.9 presenter callbacks by style: only fullScreen's presenter disappears and reappears",
          arguments: [ModalPresentationStyle.pageSheet, .formSheet, .automatic, .overFullScreen, .fullScreen])
    func presenterCallbacksByStyle(style: ModalPresentationStyle) throws {
        var configuration = Fixture.mediumLarge()
        configuration.modalPresentationStyle = style
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        try sim.dismiss()
        sim.runUntilIdle()
        let presenter = sim.untimed().filter { $0.hasPrefix("presenter.") }
        if style == .fullScreen {
            #expect(sim.untimed() == [
                "presenter.viewWillDisappear(animated: true)",
                "sheet.viewWillAppear(animated: true)",
                "sheet.presentationController.presentationTransitionWillBegin",
                "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
                "sheet.viewDidAppear(animated: true)",
                "presenter.viewDidDisappear(animated: true)",
                "sheet.viewWillDisappear(animated: true)",
                "presenter.viewWillAppear(animated: true)",
                "sheet.presentationController.dismissalTransitionWillBegin",
                "sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
                "sheet.viewDidDisappear(animated: true)",
                "presenter.viewDidAppear(animated: true)",
            ])
        } else {
            #expect(presenter.isEmpty)
            #expect(sim.untimed().count == 8)
        }
    }

    @Test("4.2 fullScreen and overFullScreen cannot be dragged: a drag changes nothing",
          arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
    func fullScreenNotDraggable(style: ModalPresentationStyle) throws {
        var configuration = Fixture.mediumLarge()
        configuration.modalPresentationStyle = style
        var (sim, start) = try Fixture.presented(configuration)
        #expect(sim.topY == 0)
        try sim.drag(.body, by: 400, velocity: 2000)
        sim.runUntilIdle()
        #expect(sim.log.count == start)
        #expect(sim.topY == 0)
    }

    // MARK: Programmatic configuration (SheetRules 1.1, quirks 5 and 19)

    @Test("quirk 5: setting selectedDetentIdentifier never calls the delegate; animated springs, otherwise jumps",
          arguments: [false, true])
    func programmaticSelection(animated: Bool) throws {
        var (sim, start) = try Fixture.presented()
        sim.recordsFrames = true
        try sim.setSelectedDetentIdentifier(.large, animated: animated)
        if animated {
            #expect(nearlyEqual(sim.topY, Fixture.mediumTop))  // nothing moves until the first frame
        } else {
            #expect(nearlyEqual(sim.topY, Fixture.largeTop))   // a jump, at once
            #expect(sim.isIdle)
        }
        sim.runUntilIdle()
        #expect(sim.callbacks(from: start).isEmpty)
        #expect(nearlyEqual(sim.topY, Fixture.largeTop))
        let path = sim.frames.map(\.topY)
        if animated {
            #expect(path.count > 10)
            #expect(path.dropLast().allSatisfy { $0 < Fixture.mediumTop && $0 > Fixture.largeTop })
        } else {
            #expect(path.isEmpty)
        }
    }

    @Test("quirk 19: removing the shown detent jumps without animation, even inside animateChanges")
    func setDetentsRemovingCurrent() throws {
        var (sim, start) = try Fixture.presented()
        try sim.tapGrabber()
        sim.runUntilIdle()
        let afterTap = sim.log.count
        #expect(sim.callbacks(from: start).count == 1)
        sim.recordsFrames = true
        try sim.setDetents([.medium()], animated: true)
        #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
        #expect(sim.isIdle)
        sim.runUntilIdle()
        #expect(sim.frames.isEmpty)
        #expect(sim.callbacks(from: afterTap).isEmpty)
        #expect(sim.state?.restingDetentIdentifier == .medium)

        // Keeping the shown detent in the set does animate.
        try sim.setDetents([.medium(), .large()], animated: true)
        try sim.setSelectedDetentIdentifier(.large, animated: true)
        sim.runUntilIdle()
        #expect(sim.frames.count > 10)
        #expect(sim.callbacks(from: afterTap).isEmpty)
    }

    // MARK: Hooks

    final class Recorder: @unchecked Sendable {
        var entries: [LogEntry] = []
        var asked: [String] = []
        var answers: [Bool] = []
    }

    @Test("hooks: onCallback sees every entry in log order as it is logged")
    func onCallbackHook() throws {
        let recorder = Recorder()
        var sim = Simulator(device: .iPhone14Pro)
        sim.hooks.onCallback = { entry in recorder.entries.append(entry) }
        try sim.present("sheet", configuration: Fixture.mediumLarge())
        // viewWillAppear, WillBegin, the first layout pass's safe area and margins, viewIsAppearing,
        // viewWillLayoutSubviews, viewDidLayoutSubviews so far.
        #expect(recorder.entries.count == 7)
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        #expect(recorder.entries == sim.log.entries)
        #expect(recorder.entries.filter { !$0.callback.callbackName.isLayout }.count == 13)
    }

    @Test("hooks: shouldDismiss decides at the moment UIKit asks, overriding the configuration")
    func shouldDismissHook() throws {
        let recorder = Recorder()
        recorder.answers = [false, true]
        var sim = Simulator(device: .iPhone14Pro)
        sim.hooks.shouldDismiss = { name in
            recorder.asked.append(name)
            return recorder.answers.removeFirst()
        }
        var configuration = Fixture.mediumLarge()
        configuration.shouldDismiss = true  // the hook wins
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        let start = sim.log.count
        try sim.drag(.grabber, by: 400, velocity: 1500)
        sim.runUntilIdle()
        #expect(recorder.asked == ["sheet"])
        #expect(sim.untimed(from: start).first == "sheet.delegate.presentationControllerShouldDismiss(returned: false)")
        #expect(sim.stack.count == 1)
        let second = sim.log.count
        try sim.drag(.grabber, by: 400, velocity: 1500)
        sim.runUntilIdle()
        #expect(recorder.asked == ["sheet", "sheet"])
        #expect(sim.untimed(from: second) == [
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "sheet.delegate.presentationControllerWillDismiss",
            "sheet.viewWillDisappear(animated: true)",
            "sheet.presentationController.dismissalTransitionWillBegin",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "sheet.viewDidDisappear(animated: true)",
            "sheet.delegate.presentationControllerDidDismiss",
        ])
        #expect(sim.stack.isEmpty)
    }
}
