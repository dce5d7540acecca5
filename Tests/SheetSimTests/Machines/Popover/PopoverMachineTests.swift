import Testing
@testable import SheetSim

/// The popover's machine on its own: events in, actions out (SheetRules 8.3, 8.4).
@Suite struct PopoverMachineTests {
    static let anchor = PopoverAnchor(rect: Rect(x: 20, y: 80, width: 44, height: 44), bounds: Rect(x: 0, y: 24, width: 1194, height: 790))

    static func machine(_ change: (inout SheetConfiguration) -> Void = { _ in }) -> PopoverMachine {
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: 320, height: 400)
        configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 20, y: 80, width: 44, height: 44))
        change(&configuration)
        return PopoverMachine(name: "filters", configuration: configuration, presenterName: "nav", os: .iOS17)
    }

    static let duration = UIKitMetrics.uikit.span(\.popoverTransitionDuration)
    static let filters = Receiver.viewController("filters")
    static let controller = Receiver.presentationController(of: "filters")
    static let delegate = Receiver.delegate(of: "filters")

    /// A machine presented and at rest.
    static func presented(_ change: (inout SheetConfiguration) -> Void = { _ in }) -> PopoverMachine {
        var popover = machine(change)
        _ = popover.handle(.present(animated: true, anchor: anchor), at: .zero)
        _ = popover.handle(.animationCompleted(token: 1), at: .zero)
        return popover
    }

    @Test func presentingTellsOnlyThePopoversOwnController() {
        var popover = Self.machine()
        #expect(popover.arrowDirection == .unknown)
        #expect(popover.handle(.present(animated: true, anchor: Self.anchor), at: .zero) == [
            .callback(Self.filters, .viewWillAppear(animated: true)),
            .callback(Self.controller, .presentationTransitionWillBegin),
            .callback(Self.filters, .viewIsAppearing(animated: true)),
            .completeAnimation(token: 1, after: Self.duration),
        ])
        #expect(popover.arrowDirection == .up)
        #expect(popover.handle(.animationCompleted(token: 1), at: .zero) == [
            .callback(Self.controller, .presentationTransitionDidEnd(completed: true)),
            .callback(Self.filters, .viewDidAppear(animated: true)),
        ])
        #expect(popover.state == .presented(placement: popover.state.placement!))
        #expect(!popover.isInTransition)
    }

    @Test func withoutAnAnchorUIKitRaisesAndThePopoverLeaves() {
        var popover = Self.machine()
        let actions = popover.handle(.present(animated: true, anchor: nil), at: .zero)
        #expect(actions == [.callback(.simulator, .error(PopoverMachine.missingAnchorMessage("filters"))), .engine(.leavePresentation)])
        #expect(popover.state == .dismissed)
    }

    @Test func aTapOutsideAsksTheDelegateThenDismisses() {
        var popover = Self.presented()
        #expect(popover.handle(.tappedOutside(Point(x: 1000, y: 700), passthrough: nil), at: .zero) == [
            .ask(Self.delegate, .presentationControllerShouldDismiss(answer: true)),
        ])
        #expect(popover.handle(.shouldDismissAnswered(true), at: .zero) == [
            .callback(Self.delegate, .presentationControllerWillDismiss),
            .callback(Self.filters, .viewWillDisappear(animated: true)),
            .callback(Self.controller, .dismissalTransitionWillBegin),
            .completeAnimation(token: 2, after: Self.duration),
        ])
        #expect(popover.handle(.animationCompleted(token: 2), at: .zero) == [
            .callback(Self.controller, .dismissalTransitionDidEnd(completed: true)),
            .callback(Self.filters, .viewDidDisappear(animated: true)),
            .callbackAsync(Self.delegate, .presentationControllerDidDismiss),
            .engine(.leavePresentation),
        ])
        #expect(popover.arrowDirection == .unknown)
    }

    @Test func aRefusedTapOutsideEndsWithTheQuestion() {
        var popover = Self.presented { $0.shouldDismiss = false }
        #expect(popover.handle(.tappedOutside(Point(x: 1000, y: 700), passthrough: nil), at: .zero) == [
            .ask(Self.delegate, .presentationControllerShouldDismiss(answer: false)),
        ])
        #expect(popover.handle(.shouldDismissAnswered(false), at: .zero) == [])
        #expect(popover.isOnScreen)
    }

    @Test func modalInPresentationOnlySendsTheAttempt() {
        var popover = Self.presented { $0.isModalInPresentation = true }
        #expect(popover.handle(.tappedOutside(Point(x: 1000, y: 700), passthrough: nil), at: .zero) == [
            .callbackAsync(Self.delegate, .presentationControllerDidAttemptToDismiss),
        ])
        #expect(popover.isOnScreen)
    }

    @Test func aPassthroughViewTakesTheTap() {
        var popover = Self.presented()
        #expect(popover.handle(.tappedOutside(Point(x: 1000, y: 700), passthrough: "toolbar"), at: .zero) == [
            .engine(.passTap(to: "toolbar", at: Point(x: 1000, y: 700))),
        ])
        #expect(popover.isOnScreen)
    }

    @Test func withoutADelegateATapOutsideDismissesSilently() {
        var popover = Self.presented { $0.hasDelegate = false }
        #expect(popover.handle(.tappedOutside(Point(x: 1000, y: 700), passthrough: nil), at: .zero) == [
            .callback(Self.filters, .viewWillDisappear(animated: true)),
            .callback(Self.controller, .dismissalTransitionWillBegin),
            .completeAnimation(token: 2, after: Self.duration),
        ])
    }

    @Test func aDismissalInCodeCallsNoDelegate() {
        var popover = Self.presented()
        #expect(popover.handle(.dismiss(animated: true), at: .zero) == [
            .callback(Self.filters, .viewWillDisappear(animated: true)),
            .callback(Self.controller, .dismissalTransitionWillBegin),
            .completeAnimation(token: 2, after: Self.duration),
        ])
        #expect(popover.handle(.animationCompleted(token: 2), at: .zero) == [
            .callback(Self.controller, .dismissalTransitionDidEnd(completed: true)),
            .callback(Self.filters, .viewDidDisappear(animated: true)),
            .engine(.leavePresentation),
        ])
    }

    @Test func theDidDismissOrderOptionPutsDidDismissFirst() {
        var options = BehaviorOptions.reference
        options.didDismissOrder = .beforeViewDidDisappear
        var configuration = Self.machine().configuration
        configuration.hasDelegate = true
        var popover = PopoverMachine(name: "filters", configuration: configuration, options: options, os: .iOS17)
        _ = popover.handle(.present(animated: false, anchor: Self.anchor), at: .zero)
        _ = popover.handle(.animationCompleted(token: 1), at: .zero)
        _ = popover.handle(.tappedOutside(Point(x: 1000, y: 700), passthrough: nil), at: .zero)
        _ = popover.handle(.shouldDismissAnswered(true), at: .zero)
        #expect(popover.handle(.animationCompleted(token: 2), at: .zero) == [
            .callback(Self.controller, .dismissalTransitionDidEnd(completed: true)),
            .callback(Self.delegate, .presentationControllerDidDismiss),
            .callback(Self.filters, .viewDidDisappear(animated: true)),
            .engine(.leavePresentation),
        ])
    }

    @Test func theTransitionsMomentsAreReportedOnlyWhenAsked() {
        var popover = Self.machine()
        _ = popover.handle(.transitionsObserved, at: .zero)
        #expect(popover.handle(.present(animated: true, anchor: Self.anchor), at: .zero) == [
            .engine(.transitionMoment(.began)),
            .callback(Self.filters, .viewWillAppear(animated: true)),
            .callback(Self.controller, .presentationTransitionWillBegin),
            .callback(Self.filters, .viewIsAppearing(animated: true)),
            .engine(.transitionMoment(.animationsBegan(interactive: false))),
            .completeAnimation(token: 1, after: Self.duration),
        ])
    }

    /// What changes nothing: a tap outside or a dismissal during a transition (UIKit ignores the
    /// one and warns of the other), a tap while it presents another controller, a stale completion.
    @Test(arguments: [
        ([PopoverEvent.present(animated: true, anchor: anchor)], PopoverEvent.tappedOutside(Point(x: 1000, y: 700), passthrough: nil), false),
        ([.present(animated: true, anchor: anchor), .animationCompleted(token: 1), .childChanged(presentsChild: true)],
         .tappedOutside(Point(x: 1000, y: 700), passthrough: nil), false),
        ([.present(animated: true, anchor: anchor)], .animationCompleted(token: 7), false),
        ([.present(animated: true, anchor: anchor)], .dismiss(animated: true), true),
        ([], .dismiss(animated: true), true),
    ] as [([PopoverEvent], PopoverEvent, Bool)])
    func eventsThatChangeNothing(before: [PopoverEvent], event: PopoverEvent, warns: Bool) {
        var popover = Self.machine()
        for earlier in before { _ = popover.handle(earlier, at: .zero) }
        let state = popover.state
        let actions = popover.handle(event, at: .zero)
        #expect(popover.state == state)
        if warns {
            #expect(actions.count == 1)
            guard case .callback(.simulator, .warning)? = actions.first else { Issue.record("expected a warning, got \(actions)"); return }
        } else {
            #expect(actions.isEmpty)
        }
    }

    @Test func aNewAnchorMovesThePopoverAndTellsTheDelegate() {
        var popover = Self.presented()
        let moved = PopoverAnchor(rect: Rect(x: 900, y: 700, width: 44, height: 44), bounds: Self.anchor.bounds)
        #expect(popover.handle(.environmentChanged(anchor: moved), at: .zero) == [
            .callback(Self.delegate, .popoverPresentationControllerWillRepositionPopover(to: moved.rect)),
        ])
        #expect(popover.state.placement?.anchor == moved.rect)
        #expect(popover.arrowDirection == .down)
    }

    /// The old observation: a popover anchored to a source view is not repositioned; it keeps
    /// pointing where it pointed, moved only as far as the new window needs, and nothing is said.
    @Test func barButtonItemOnlyKeepsASourceViewPopoverWhereItWas() {
        var options = BehaviorOptions.reference
        options.popoverReposition = .barButtonItemOnly
        var popover = PopoverMachine(name: "filters", configuration: Self.machine().configuration, options: options, os: .iOS17)
        _ = popover.handle(.present(animated: false, anchor: Self.anchor), at: .zero)
        _ = popover.handle(.animationCompleted(token: 1), at: .zero)
        let before = popover.state.placement!
        let elsewhere = PopoverAnchor(rect: Rect(x: 900, y: 700, width: 44, height: 44), bounds: Self.anchor.bounds)
        #expect(popover.handle(.environmentChanged(anchor: elsewhere), at: .zero) == [])
        #expect(popover.state.placement == before)
        let narrow = PopoverAnchor(rect: elsewhere.rect, bounds: Rect(x: 0, y: 24, width: 200, height: 300))
        #expect(popover.handle(.environmentChanged(anchor: narrow), at: .zero) == [])
        let after = popover.state.placement!
        #expect(after.anchor == before.anchor)
        #expect(after.frame == Rect(x: 10, y: 137, width: 180, height: 177))
    }
}
