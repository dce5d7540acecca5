extension ContextPresentationMachine {
    // MARK: Present (SheetRules 10.3)

    /// The presented controller comes in over the context. For `currentContext` the context's
    /// views leave the window when the transition completes (DOC), so — under the default of
    /// ``BehaviorOptions/currentContextPresenterCallbacks`` (GUESS) — the context hears
    /// viewWillDisappear first and viewDidDisappear last, in the order a full-screen presenter
    /// hears them (SheetRules 4.2). `overCurrentContext` leaves them: the context hears nothing.
    mutating func present(animated: Bool, context: PresentationContextGeometry) -> [ContextPresentationAction] {
        switch state {
        case .notPresented, .dismissed: break
        default: return [.callback(.simulator, .presentIgnored(alreadyPresented: name))]
        }
        self.context = context
        let token = makeToken()
        state = .presenting(token: token, animated: animated)
        let contextWillDisappear: [ContextPresentationAction] = contextHearsAppearance
            ? [.callback(contextController, .viewWillDisappear(animated: animated))] : []
        return presentationBegins(token: token, animated: animated, duration: figures.transitionDuration,
                                  callsViewIsAppearing: figures.callsViewIsAppearing, beforeViewWillAppear: contextWillDisappear)
    }

    // MARK: Dismiss in code (SheetRules 10.3): the reverse; no delegate calls.

    mutating func dismissInCode(animated: Bool) -> [ContextPresentationAction] {
        switch state {
        case .notPresented, .dismissed:
            return [.callback(.simulator, .dismissIgnored(notPresented: name))]
        case .presenting, .dismissing:
            return [.callback(.simulator, .dismissIgnored(duringTransitionOf: name))]
        case .presented:
            break
        }
        // The context's views come back into the window as the dismissal starts.
        let token = makeToken()
        state = .dismissing(token: token, animated: animated)
        let contextWillAppear: [ContextPresentationAction] = contextHearsAppearance
            ? [.callback(contextController, .viewWillAppear(animated: animated))] : []
        return dismissalBegins(token: token, animated: animated, duration: figures.transitionDuration,
                               beforeWillBegin: contextWillAppear)
    }

    // MARK: Ends of transitions

    mutating func animationCompleted(token: Int) -> [ContextPresentationAction] {
        var actions: [ContextPresentationAction] = []
        switch state {
        case .presenting(let running, let animated) where running == token:
            state = .presented
            actions += presentationEnded(animated: animated)
            if contextHearsAppearance { actions.append(.callback(contextController, .viewDidDisappear(animated: animated))) }
        case .dismissing(let running, let animated) where running == token:
            state = .dismissed
            actions.append(.callback(presentationController, .dismissalTransitionDidEnd(completed: true)))
            report(.ended(cancelled: false), to: &actions)
            actions.append(.callback(viewController, .viewDidDisappear(animated: animated)))
            if contextHearsAppearance { actions.append(.callback(contextController, .viewDidAppear(animated: animated))) }
            actions.append(.engine(.leavePresentation))
        default:
            break  // superseded
        }
        return actions
    }
}
