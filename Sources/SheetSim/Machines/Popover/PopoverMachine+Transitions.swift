extension PopoverMachine {
    // MARK: Present (SheetRules 8.3)

    /// The popover comes in: only its own controller hears appearance callbacks, since a popover
    /// leaves the presenter's views in the window (SheetRules 8.3). Without an anchor UIKit raises
    /// at `presentationTransitionWillBegin`: logged as an error, and the popover leaves at once.
    mutating func present(animated: Bool, anchor: PopoverAnchor?) -> [PopoverAction] {
        switch state {
        case .notPresented, .dismissed: break
        default: return [.callback(.simulator, .presentIgnored(alreadyPresented: name))]
        }
        guard let anchor else {
            // In a compact environment the popover adapts before it is placed: no anchor is needed.
            if form != .popover { return adapt(to: form, presenting: true, animated: animated) }
            state = .dismissed
            return [.callback(.simulator, .error(Self.missingAnchorMessage(name))), .engine(.leavePresentation)]
        }
        let form = self.form
        if form != .popover { return adapt(to: form, presenting: true, animated: animated) }
        self.anchor = anchor
        let token = makeToken()
        state = .presenting(token: token, animated: animated, placement: placement(at: anchor))
        return presentationBegins(token: token, animated: animated, duration: figures.transitionDuration,
                                  callsViewIsAppearing: figures.callsViewIsAppearing)
    }

    /// What UIKit raises for a popover with no anchor. The words are sourced for action sheets
    /// only (SheetRules 8.3); a plain popover's exception is assumed to read the same.
    static func missingAnchorMessage(_ name: String) -> String {
        "NSGenericException: UIPopoverPresentationController (<UIPopoverPresentationController: \(name)>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
    }

    // MARK: Dismiss in code (SheetRules 8.4): no delegate calls.

    mutating func dismissInCode(animated: Bool) -> [PopoverAction] {
        switch state {
        case .notPresented, .dismissed:
            return [.callback(.simulator, .dismissIgnored(notPresented: name))]
        case .presenting, .dismissing:
            return [.callback(.simulator, .dismissIgnored(duringTransitionOf: name))]
        case .presented:
            return beginDismissal(animated: animated, userInitiated: false)
        }
    }

    // MARK: Tap outside (SheetRules 8.4)

    /// A tap outside the popover: a passthrough view takes it; otherwise it is a user's attempt to
    /// dismiss, which `isModalInPresentation` refuses with DidAttemptToDismiss and the delegate
    /// may refuse with ShouldDismiss. Ignored during a transition or while it presents another.
    mutating func tappedOutside(at point: Point, passthrough: String?) -> [PopoverAction] {
        guard case .presented = state, !presentsChild else { return [] }
        if let passthrough { return [.engine(.passTap(to: passthrough, at: point))] }
        if configuration.isModalInPresentation {
            return configuration.hasDelegate ? [.callbackAsync(delegate, .presentationControllerDidAttemptToDismiss)] : []
        }
        guard configuration.hasDelegate else { return beginDismissal(animated: true, userInitiated: true) }
        return [.ask(delegate, .presentationControllerShouldDismiss(answer: configuration.shouldDismiss))]
    }

    /// The dismissal transition starts: WillDismiss for a user's dismissal with a delegate, then
    /// the popover's viewWillDisappear and the presentation controller's WillBegin.
    mutating func beginDismissal(animated: Bool, userInitiated: Bool) -> [PopoverAction] {
        guard let placement = state.placement else { return [] }
        let token = makeToken()
        state = .dismissing(token: token, animated: animated, userInitiated: userInitiated, placement: placement)
        let willDismiss: [PopoverAction] = userInitiated && configuration.hasDelegate
            ? [.callback(delegate, .presentationControllerWillDismiss)] : []
        return dismissalBegins(token: token, animated: animated, duration: figures.transitionDuration,
                               beforeViewWillDisappear: willDismiss)
    }

    // MARK: Ends of transitions

    mutating func animationCompleted(token: Int) -> [PopoverAction] {
        var actions: [PopoverAction] = []
        switch state {
        case .presenting(let running, let animated, let placement) where running == token:
            state = .presented(placement: placement)
            actions += presentationEnded(animated: animated)
            // The window turned compact while it came in: it adapts now that it is up (GUESS).
            if figures.adaptation == .live, form != .popover { actions += adapt(to: form, presenting: false, animated: true) }
        case .dismissing(let running, let animated, let userInitiated, _) where running == token:
            state = .dismissed
            let didDismiss = userInitiated && configuration.hasDelegate
            actions.append(.callback(presentationController, .dismissalTransitionDidEnd(completed: true)))
            report(.ended(cancelled: false), to: &actions)
            if didDismiss && figures.didDismissOrder == .beforeViewDidDisappear {
                actions.append(.callback(delegate, .presentationControllerDidDismiss))
            }
            actions.append(.callback(viewController, .viewDidDisappear(animated: animated)))
            if didDismiss && figures.didDismissOrder == .afterViewDidDisappear {
                actions.append(.callbackAsync(delegate, .presentationControllerDidDismiss))
            }
            actions.append(.engine(.leavePresentation))
        default:
            break  // superseded
        }
        return actions
    }

    // MARK: Placement (SheetRules 8.2)

    /// Places the popover again at `anchor` (a rotation, a window change, new settings). A source
    /// no longer in the window keeps the popover where it was.
    mutating func place(at anchor: PopoverAnchor?) -> [PopoverAction] {
        guard let anchor else { return [] }
        self.anchor = anchor
        setPlacement(placement(at: anchor))
        return []
    }

    /// Replaces the placement of a popover on screen; nothing for one that is not.
    mutating func setPlacement(_ new: PopoverPlacement) {
        switch state {
        case .presenting(let token, let animated, _): state = .presenting(token: token, animated: animated, placement: new)
        case .presented: state = .presented(placement: new)
        case .dismissing(let token, let animated, let userInitiated, _):
            state = .dismissing(token: token, animated: animated, userInitiated: userInitiated, placement: new)
        case .notPresented, .dismissed: break
        }
    }
}

extension PopoverMachine {
    // MARK: Adaptation (SheetRules 8.5)

    /// The delegate answered how to adapt: an answer UIKit does not accept for a popover is taken
    /// as `none`, with a warning quoting the rule; the question is logged with the answer that stands.
    mutating func adaptivePresentationStyleAnswered(_ answer: ModalPresentationStyle, traits: TraitCollection) -> [PopoverAction] {
        let standing = PopoverAdaptation.validated(answer)
        adaptiveAnswer = standing
        var actions: [PopoverAction] = []
        if standing != answer { actions.append(.callback(.simulator, .warning(PopoverAdaptation.refusedAnswerWarning(answer, of: name)))) }
        actions.append(.callback(delegate, .adaptivePresentationStyle(traitCollection: traits, answer: standing)))
        return actions
    }

    /// The delegate hears which style the popover adapts to and, for its adaptive sheet, gets to
    /// prepare it; then the engine hands the popover over.
    func adapt(to form: ModalPresentationStyle, presenting: Bool, animated: Bool) -> [PopoverAction] {
        var actions: [PopoverAction] = []
        if configuration.hasDelegate {
            actions.append(.callback(delegate, .presentationControllerWillPresentWithAdaptiveStyle(form)))
            if form == .formSheet {
                actions.append(.callback(delegate, .presentationControllerPrepare(adaptivePresentationController: SheetMachine.kindName)))
            }
        }
        actions.append(.request(.adapt(to: form, presenting: presenting, animated: animated)))
        return actions
    }

    /// The screen changed: a popover on screen whose environment now calls for another style
    /// adapts at once under ``BehaviorOptions/PopoverAdaptation/live``; otherwise it is placed
    /// again at its source, and the delegate hears of it when its source or the window changed
    /// (``BehaviorOptions/PopoverReposition/reanchor``); under
    /// ``BehaviorOptions/PopoverReposition/barButtonItemOnly`` a popover anchored to a source view
    /// keeps its place, moved only as far as it must to stay inside the window.
    mutating func environmentChanged(anchor: PopoverAnchor?) -> [PopoverAction] {
        if case .presented = state, figures.adaptation == .live {
            let form = self.form
            if form != .popover { return adapt(to: form, presenting: false, animated: true) }
        }
        if figures.reposition == .barButtonItemOnly, let anchor, !anchor.viaBarButtonItem, let kept = state.placement {
            // Not re-anchored: the popover keeps pointing where it pointed, in window coordinates,
            // moved only as far as the new window needs.
            return place(at: PopoverAnchor(rect: kept.anchor, bounds: anchor.bounds))
        }
        let before = self.anchor
        let actions = place(at: anchor)
        // The window or the source moved: UIKit re-anchors the popover and asks where it should
        // point (GUESS for when exactly: on any change of its source or of the window's size).
        // A popover shown from a bar button item follows its item with no callback: public code
        // notes the method "will never be called" for one (OBS, SheetRules 10.6).
        guard let anchor, let before, anchor != before, case .presented = state, !anchor.viaBarButtonItem,
              figures.reposition == .reanchor, configuration.hasDelegate else { return actions }
        return actions + [.callback(delegate, .popoverPresentationControllerWillRepositionPopover(to: anchor.rect))]
    }
}
