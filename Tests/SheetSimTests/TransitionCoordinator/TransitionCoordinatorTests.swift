import Testing
@testable import SheetSim

/// The blocks an app registers on a transition coordinator, run at UIKit's moments (SheetRules 4.5).
@Suite struct TransitionCoordinatorTests {
    typealias Fixture = SimFixture

    /// A presented sheet whose coordinator the app uses in `moment`.
    static func presented(registering moment: TransitionCoordinatorMoment, on controller: String = "sheet",
                          options: BehaviorOptions = .reference) throws -> (Simulator, Int) {
        var sim = Simulator(environment: ScreenEnvironment(device: .iPhone14Pro), os: .iOS17, options: options)
        try sim.registerOnTransitionCoordinator(of: controller, in: moment, [.animateAlongside, .notifyWhenInteractionChanges])
        try sim.present("sheet", configuration: Fixture.mediumLarge(), animated: true)
        sim.runUntilIdle()
        return (sim, sim.log.count)
    }

    @Test("A cancelled swipe: the interaction-change handler at the lift, then the appearance re-runs, then the completion, cancelled")
    func cancelledSwipe() throws {
        var (sim, start) = try Self.presented(registering: .viewWillDisappear)
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "sheet.delegate.presentationControllerWillDismiss",
            "sheet.viewWillDisappear(animated: true)",
            "sheet.presentationController.dismissalTransitionWillBegin",
            "sheet.transitionCoordinator.animateAlongsideTransition(isInteractive: true, isCancelled: false)",
            "sheet.transitionCoordinator.notifyWhenInteractionChanges(isInteractive: false, isCancelled: true)",
            "sheet.viewWillAppear(animated: true)",
            "sheet.viewIsAppearing(animated: true)",
            "sheet.viewDidAppear(animated: true)",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: false)",
            "sheet.transitionCoordinator.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: true)",
        ])
        #expect(!sim.hasTransitionCoordinator("sheet"), "the coordinator is gone once the transition ends")
    }

    @Test("A swipe that completes: the handler says not cancelled; the completion follows dismissalTransitionDidEnd(true)")
    func completedSwipe() throws {
        var (sim, start) = try Self.presented(registering: .viewWillDisappear)
        try sim.drag(.grabber, by: 400, velocity: 1500)
        sim.runUntilIdle()
        let lines = sim.untimed(from: start).filter { $0.contains("transitionCoordinator") || $0.contains("DidEnd") || $0.contains("DidDisappear") }
        #expect(lines == [
            "sheet.transitionCoordinator.animateAlongsideTransition(isInteractive: true, isCancelled: false)",
            "sheet.transitionCoordinator.notifyWhenInteractionChanges(isInteractive: false, isCancelled: false)",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "sheet.transitionCoordinator.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: false)",
            "sheet.viewDidDisappear(animated: true)",
        ])
    }

    @Test("A presentation: alongside as its animations start, completion after presentationTransitionDidEnd (or after viewDidAppear)",
          arguments: BehaviorOptions.CoordinatorCompletionOrder.allCases)
    func presentation(order: BehaviorOptions.CoordinatorCompletionOrder) throws {
        var options = BehaviorOptions.reference
        options.coordinatorCompletionOrder = order
        let (sim, _) = try Self.presented(registering: .viewWillAppear, options: options)
        var expected = [
            "sheet.viewWillAppear(animated: true)",
            "sheet.presentationController.presentationTransitionWillBegin",
            "sheet.viewIsAppearing(animated: true)",
            "sheet.transitionCoordinator.animateAlongsideTransition(isInteractive: false, isCancelled: false)",
            "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
            "sheet.viewDidAppear(animated: true)",
        ]
        let completion = "sheet.transitionCoordinator.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: false)"
        expected.insert(completion, at: order == .afterTransitionDidEnd ? 5 : 6)
        #expect(sim.untimed() == expected)
    }

    @Test("A dismissal in code: non-interactive, no interaction change, the completion not cancelled")
    func programmaticDismissal() throws {
        var (sim, start) = try Self.presented(registering: .viewWillDisappear)
        try sim.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [
            "sheet.viewWillDisappear(animated: true)",
            "sheet.presentationController.dismissalTransitionWillBegin",
            "sheet.transitionCoordinator.animateAlongsideTransition(isInteractive: false, isCancelled: false)",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "sheet.transitionCoordinator.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: false)",
            "sheet.viewDidDisappear(animated: true)",
        ])
    }

    @Test("The presenter's coordinator, asked for in presentationControllerWillDismiss, is the swipe's")
    func presenterInWillDismiss() throws {
        var (sim, start) = try Self.presented(registering: .presentationControllerWillDismiss, on: "presenter")
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        let lines = sim.untimed(from: start).filter { $0.contains("transitionCoordinator") }
        #expect(lines == [
            "presenter.transitionCoordinator.animateAlongsideTransition(isInteractive: true, isCancelled: false)",
            "presenter.transitionCoordinator.notifyWhenInteractionChanges(isInteractive: false, isCancelled: true)",
            "presenter.transitionCoordinator.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: true)",
        ])
    }

    @Test("Outside a transition a controller has no coordinator: registering does nothing")
    func noCoordinatorOutsideATransition() throws {
        var (sim, start) = try Fixture.presented()
        #expect(!sim.hasTransitionCoordinator("sheet"))
        let onSheet = sim.registerWithTransitionCoordinator(of: "sheet", .animateAlongside)
        let onNobody = sim.registerWithTransitionCoordinator(of: "nobody", .animateAlongside)
        #expect(!onSheet && !onNobody)
        sim.runUntilIdle()
        #expect(sim.log.count == start)
    }

    @Test("A rule whose moment never comes in a transition logs nothing: a sheet hears no viewWillAppear as it is dismissed in code")
    func ruleThatNeverFires() throws {
        var (sim, start) = try Self.presented(registering: .viewWillAppear)
        try sim.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(!sim.untimed(from: start).contains { $0.contains("transitionCoordinator") })
    }

    @Test("A registration made after the animations began runs its alongside block at once, with the context as it is")
    func lateRegistration() throws {
        var (sim, start) = try Fixture.presented()
        try sim.dismiss(animated: true)
        let registered = sim.registerWithTransitionCoordinator(of: "sheet", [.animateAlongside])
        #expect(registered)
        sim.runUntilIdle()
        let lines = sim.untimed(from: start).filter { $0.contains("transitionCoordinator") }
        #expect(lines == [
            "sheet.transitionCoordinator.animateAlongsideTransition(isInteractive: false, isCancelled: false)",
            "sheet.transitionCoordinator.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: false)",
        ])
    }

    @Test("Nothing registered: the log is the one a run without the feature makes")
    func nothingRegisteredChangesNothing() throws {
        func run(observing: Bool) throws -> [String] {
            var sim = Simulator(environment: ScreenEnvironment(device: .iPhone14Pro), os: .iOS17)
            if observing { _ = sim.registerWithTransitionCoordinator(of: "sheet", .animateAlongside) }
            try sim.present("sheet", configuration: Fixture.mediumLarge(), animated: true)
            sim.runUntilIdle()
            try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
            sim.runUntilIdle()
            try sim.dismiss(animated: true)
            sim.runUntilIdle()
            return sim.untimed()
        }
        // Observing (the machines report their moments) with no registration logs nothing more.
        #expect(try run(observing: false) == run(observing: true))
    }
}

/// App code that registers from a callback (a hook) in a run that made no standing rule.
@Suite struct TransitionCoordinatorHookTests {
    @Test("The first registration, made in viewWillDisappear by app code, waits for the animations like any other")
    func firstRegistrationFromAHook() throws {
        var sim = Simulator(environment: ScreenEnvironment(device: .iPhone14Pro), os: .iOS17)
        sim.hooks.onCallbackWithSimulator = { entry, _ in
            guard entry.receiver == .viewController("sheet"), entry.callback.callbackName == .viewWillDisappear else { return [] }
            return [AppWork { $0.registerWithTransitionCoordinator(of: "sheet", .animateAlongside) }]
        }
        try sim.present("sheet", configuration: SimFixture.mediumLarge(), animated: true)
        sim.runUntilIdle()
        let start = sim.log.count
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        let lines = sim.untimed(from: start).filter { $0.contains("transitionCoordinator") || $0.contains("dismissalTransition") }
        #expect(lines == [
            "sheet.presentationController.dismissalTransitionWillBegin",
            "sheet.transitionCoordinator.animateAlongsideTransition(isInteractive: true, isCancelled: false)",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: false)",
            "sheet.transitionCoordinator.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: true)",
        ])
    }
}
