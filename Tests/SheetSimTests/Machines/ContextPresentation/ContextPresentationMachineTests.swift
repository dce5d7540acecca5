import Testing
@testable import SheetSim

/// The context presentation's machine on its own: events in, actions out (SheetRules 10.3).
@Suite struct ContextPresentationMachineTests {
    static let context = PresentationContextGeometry(frame: Rect(x: 0, y: 0, width: 1194, height: 834), safeArea: EdgeInsets(top: 24, left: 0, bottom: 70, right: 0))
    static let duration = UIKitMetrics.uikit.span(\.contextTransitionDuration)
    static let detail = Receiver.viewController("detail")
    static let home = Receiver.viewController("home")
    static let controller = Receiver.presentationController(of: "detail")

    static func machine(_ style: ModalPresentationStyle, options: BehaviorOptions = .reference) -> ContextPresentationMachine {
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = style
        return ContextPresentationMachine(name: "detail", configuration: configuration, contextName: "home", options: options, os: .iOS17)
    }

    static func presented(_ style: ModalPresentationStyle, options: BehaviorOptions = .reference) -> ContextPresentationMachine {
        var machine = machine(style, options: options)
        _ = machine.handle(.present(animated: true, context: context), at: .zero)
        _ = machine.handle(.animationCompleted(token: 1), at: .zero)
        return machine
    }

    /// What each style and option gives the context as the presentation comes and goes.
    struct Row: Sendable {
        let style: ModalPresentationStyle
        let callbacks: BehaviorOptions.CurrentContextPresenterCallbacks
        let contextHears: Bool
        let removesViews: Bool
    }

    static let rows: [Row] = [
        Row(style: .currentContext, callbacks: .followViewRemoval, contextHears: true, removesViews: true),
        Row(style: .currentContext, callbacks: .none, contextHears: false, removesViews: true),
        Row(style: .overCurrentContext, callbacks: .followViewRemoval, contextHears: false, removesViews: false),
        Row(style: .overCurrentContext, callbacks: .none, contextHears: false, removesViews: false),
    ]

    @Test(arguments: rows)
    func presentingAndDismissing(_ row: Row) {
        var options = BehaviorOptions.reference
        options.currentContextPresenterCallbacks = row.callbacks
        var machine = Self.machine(row.style, options: options)
        let hears = row.contextHears
        #expect(machine.handle(.present(animated: true, context: Self.context), at: .zero) == (hears ? [.callback(Self.home, .viewWillDisappear(animated: true))] : []) + [
            .callback(Self.detail, .viewWillAppear(animated: true)),
            .callback(Self.controller, .presentationTransitionWillBegin),
            .callback(Self.detail, .viewIsAppearing(animated: true)),
            .completeAnimation(token: 1, after: Self.duration),
        ])
        // The views leave only once the presentation is up (DOC).
        #expect(!machine.removesContextViews)
        #expect(machine.isInTransition)
        #expect(machine.handle(.animationCompleted(token: 1), at: .zero) == [
            .callback(Self.controller, .presentationTransitionDidEnd(completed: true)),
            .callback(Self.detail, .viewDidAppear(animated: true)),
        ] + (hears ? [.callback(Self.home, .viewDidDisappear(animated: true))] : []))
        #expect(machine.removesContextViews == row.removesViews)
        #expect(machine.handle(.dismiss(animated: true), at: .zero) == [
            .callback(Self.detail, .viewWillDisappear(animated: true)),
        ] + (hears ? [.callback(Self.home, .viewWillAppear(animated: true))] : []) + [
            .callback(Self.controller, .dismissalTransitionWillBegin),
            .completeAnimation(token: 2, after: Self.duration),
        ])
        // They come back as the dismissal starts.
        #expect(!machine.removesContextViews)
        #expect(machine.handle(.animationCompleted(token: 2), at: .zero) == [
            .callback(Self.controller, .dismissalTransitionDidEnd(completed: true)),
            .callback(Self.detail, .viewDidDisappear(animated: true)),
        ] + (hears ? [.callback(Self.home, .viewDidAppear(animated: true))] : []) + [.engine(.leavePresentation)])
        #expect(machine.state == .dismissed)
    }

    @Test func notAnimatedTransitionsCompleteAtOnce() {
        var machine = Self.machine(.currentContext)
        let actions = machine.handle(.present(animated: false, context: Self.context), at: .zero)
        #expect(actions.last == .completeAnimation(token: 1, after: .zero))
    }

    @Test func aTransitionRefusesAnotherAndAStaleCompletionDoesNothing() {
        var machine = Self.machine(.currentContext)
        _ = machine.handle(.present(animated: true, context: Self.context), at: .zero)
        #expect(machine.handle(.dismiss(animated: true), at: .zero) == [
            .callback(.simulator, .warning("attempt to dismiss detail while a transition is in progress; ignored")),
        ])
        #expect(machine.handle(.present(animated: true, context: Self.context), at: .zero) == [
            .callback(.simulator, .warning("detail is already presented; present ignored")),
        ])
        #expect(machine.handle(.animationCompleted(token: 7), at: .zero) == [])
        #expect(machine.state == .presenting(token: 1, animated: true))
    }

    @Test func dismissingWhatIsNotPresentedWarns() {
        var machine = Self.machine(.overCurrentContext)
        #expect(machine.handle(.dismiss(animated: true), at: .zero) == [.callback(.simulator, .warning("detail is not presented; dismiss ignored"))])
    }

    @Test func theFrameFollowsTheContextWhileOnScreen() {
        var machine = Self.presented(.currentContext)
        #expect(machine.context == Self.context)
        let rotated = PresentationContextGeometry(frame: Rect(x: 0, y: 0, width: 834, height: 1194), safeArea: .zero)
        #expect(machine.handle(.environmentChanged(context: rotated), at: .zero) == [])
        #expect(machine.context == rotated)
        #expect(machine.presenterName == "home")
    }

    @Test func transitionMomentsAreReportedOnlyWhenObserved() {
        var machine = Self.machine(.overCurrentContext)
        _ = machine.handle(.transitionsObserved, at: .zero)
        let actions = machine.handle(.present(animated: true, context: Self.context), at: .zero)
        #expect(actions.first == .engine(.transitionMoment(.began)))
        #expect(actions.contains(.engine(.transitionMoment(.animationsBegan(interactive: false)))))
    }
}

extension ContextPresentationMachineTests {
    @Test func aContextAlreadyRemovedHearsNothingMore() {
        var machine = Self.machine(.currentContext)
        machine.contextAlreadyRemoved = true
        let actions = machine.handle(.present(animated: true, context: Self.context), at: .zero)
            + machine.handle(.animationCompleted(token: 1), at: .zero)
            + machine.handle(.dismiss(animated: true), at: .zero)
            + machine.handle(.animationCompleted(token: 2), at: .zero)
        #expect(!actions.contains { action in
            if case .callback(let receiver, _) = action { return receiver == Self.home }
            return false
        })
    }
}
