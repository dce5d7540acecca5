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
        default: return [.callback(.simulator, .warning("\(name) is already presented; present ignored"))]
        }
        self.context = context
        let token = makeToken()
        state = .presenting(token: token, animated: animated)
        var actions: [ContextPresentationAction] = []
        report(.began, to: &actions)
        if contextHearsAppearance { actions.append(.callback(contextController, .viewWillDisappear(animated: animated))) }
        actions.append(.callback(viewController, .viewWillAppear(animated: animated)))
        actions.append(.callback(presentationController, .presentationTransitionWillBegin))
        if figures.callsViewIsAppearing { actions.append(.callback(viewController, .viewIsAppearing(animated: animated))) }
        report(.animationsBegan(interactive: false), to: &actions)
        actions.append(.completeAnimation(token: token, after: animated ? figures.transitionDuration : .zero))
        return actions
    }

    // MARK: Dismiss in code (SheetRules 10.3): the reverse; no delegate calls.

    mutating func dismissInCode(animated: Bool) -> [ContextPresentationAction] {
        switch state {
        case .notPresented, .dismissed:
            return [.callback(.simulator, .warning("\(name) is not presented; dismiss ignored"))]
        case .presenting, .dismissing:
            return [.callback(.simulator, .warning("attempt to dismiss \(name) while a transition is in progress; ignored"))]
        case .presented:
            break
        }
        // The context's views come back into the window as the dismissal starts.
        let token = makeToken()
        state = .dismissing(token: token, animated: animated)
        var actions: [ContextPresentationAction] = []
        report(.began, to: &actions)
        actions.append(.callback(viewController, .viewWillDisappear(animated: animated)))
        if contextHearsAppearance { actions.append(.callback(contextController, .viewWillAppear(animated: animated))) }
        actions.append(.callback(presentationController, .dismissalTransitionWillBegin))
        report(.animationsBegan(interactive: false), to: &actions)
        actions.append(.completeAnimation(token: token, after: animated ? figures.transitionDuration : .zero))
        return actions
    }

    // MARK: Ends of transitions

    mutating func animationCompleted(token: Int) -> [ContextPresentationAction] {
        var actions: [ContextPresentationAction] = []
        switch state {
        case .presenting(let running, let animated) where running == token:
            state = .presented
            actions.append(.callback(presentationController, .presentationTransitionDidEnd(completed: true)))
            report(.ended(cancelled: false), to: &actions)
            actions.append(.callback(viewController, .viewDidAppear(animated: animated)))
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
