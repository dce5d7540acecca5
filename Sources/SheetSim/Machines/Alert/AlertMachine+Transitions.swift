extension AlertMachine {
    // MARK: Present (SheetRules 11.2)

    /// The alert comes in where its style, device and source put it; only the alert controller
    /// hears appearance callbacks, as the presenter's views stay in the window (GUESS, SheetRules
    /// 11.3). UIKit raises instead for a second cancel action and for an iPad action sheet with no
    /// source: logged as an error, and the alert leaves at once.
    mutating func present(animated: Bool, in surroundings: AlertSurroundings) -> [AlertMachineAction] {
        switch state {
        case .notPresented, .dismissed: break
        default: return [.callback(.simulator, .presentIgnored(alreadyPresented: name))]
        }
        if settings.actions.lazy.filter({ $0.style == .cancel }).count > 1 {
            state = .dismissed
            return [.callback(.simulator, .error(AlertSettings.secondCancelActionMessage)), .engine(.leavePresentation)]
        }
        let layout: AlertLayout
        switch AlertLayout.resolve(settings, in: surroundings, figures: figures) {
        case .raisesWithoutAnchor:
            state = .dismissed
            return [.callback(.simulator, .error(Self.missingAnchorMessage(name, presenter: calledOn ?? presenterName))), .engine(.leavePresentation)]
        case .shows(let resolved): layout = resolved
        }
        let token = makeToken()
        state = .presenting(token: token, animated: animated, layout: layout)
        return presentationBegins(token: token, animated: animated, duration: figures.transitionDuration,
                                  callsViewIsAppearing: figures.callsViewIsAppearing)
    }

    // MARK: Taps (SheetRules 11.3, 11.4)

    /// A tap on the button of the action titled `title`: the alert leaves, and the action's
    /// handler runs (after `viewDidDisappear` by default). A title with no button on screen does
    /// nothing: the engine refuses such a tap before it gets here.
    mutating func actionTapped(_ title: String) -> [AlertMachineAction] {
        guard case .presented(let layout) = state, !presentsChild,
              layout.buttons.contains(where: { $0.action.title == title }) else { return [] }
        return beginDismissal(outcome: .action(title: title), layout: layout)
    }

    /// A tap outside: an alert ignores it; an action sheet leaves as the user's cancel.
    mutating func tappedOutside() -> [AlertMachineAction] {
        guard case .presented(let layout) = state, !presentsChild else { return [] }
        switch layout.tapOutside {
        case .ignored: return []
        case .dismisses(let runsCancelHandler):
            let cancel = runsCancelHandler ? settings.cancelAction?.title : nil
            return beginDismissal(outcome: .cancelledOutside(cancelTitle: cancel), layout: layout)
        }
    }

    // MARK: Dismiss in code (SheetRules 11.4): no handler runs.

    mutating func dismissInCode(animated: Bool) -> [AlertMachineAction] {
        switch state {
        case .notPresented, .dismissed:
            return [.callback(.simulator, .dismissIgnored(notPresented: name))]
        case .presenting, .dismissing:
            return [.callback(.simulator, .dismissIgnored(duringTransitionOf: name))]
        case .presented(let layout):
            return beginDismissal(outcome: .inCode, layout: layout, animated: animated)
        }
    }

    /// The dismissal transition starts: the handler first under
    /// ``BehaviorOptions/AlertActionHandlerOrder/beforeViewWillDisappear``, then the alert's
    /// viewWillDisappear and the presentation controller's WillBegin.
    mutating func beginDismissal(outcome: AlertOutcome, layout: AlertLayout, animated: Bool = true) -> [AlertMachineAction] {
        let token = makeToken()
        state = .dismissing(token: token, animated: animated, outcome: outcome, layout: layout)
        var actions: [AlertMachineAction] = []
        if let title = outcome.handlerTitle, figures.handlerOrder == .beforeViewWillDisappear {
            actions.append(.callback(viewController, .alertActionHandler(title: title)))
        }
        return actions + dismissalBegins(token: token, animated: animated, duration: figures.transitionDuration)
    }

    // MARK: Ends of transitions

    mutating func animationCompleted(token: Int) -> [AlertMachineAction] {
        var actions: [AlertMachineAction] = []
        switch state {
        case .presenting(let running, let animated, let layout) where running == token:
            state = .presented(layout: layout)
            actions += presentationEnded(animated: animated)
        case .dismissing(let running, let animated, let outcome, _) where running == token:
            state = .dismissed
            actions.append(.callback(presentationController, .dismissalTransitionDidEnd(completed: true)))
            report(.ended(cancelled: false), to: &actions)
            actions.append(.callback(viewController, .viewDidDisappear(animated: animated)))
            if let title = outcome.handlerTitle, figures.handlerOrder == .afterViewDidDisappear {
                actions.append(.callbackAsync(viewController, .alertActionHandler(title: title)))
            }
            actions.append(.engine(.leavePresentation))
        default:
            break  // superseded
        }
        return actions
    }
}

extension AlertMachine {
    // MARK: A new screen (SheetRules 11.2)

    /// Places the alert on screen again in `surroundings`, as its presentation would. Where UIKit
    /// would refuse the form at presentation (an iPad action sheet whose source left the window)
    /// the alert keeps its form, placed in the new window: a popover at where its source last was,
    /// a bottom sheet along the new bottom (GUESS: UIKit raises only when it presents).
    mutating func place(in surroundings: AlertSurroundings) {
        guard let old = state.layout else { return }
        var resolution = AlertLayout.resolve(settings, in: surroundings, figures: figures)
        if resolution == .raisesWithoutAnchor {
            var kept = surroundings
            if case .popover(let placement) = old.form {
                kept.anchor = PopoverAnchor(rect: placement.anchor, bounds: surroundings.safeBounds)
            } else {
                kept.isHorizontallyCompact = true
            }
            resolution = AlertLayout.resolve(settings, in: kept, figures: figures)
        }
        guard case .shows(let new) = resolution, new != old else { return }
        switch state {
        case .presenting(let token, let animated, _): state = .presenting(token: token, animated: animated, layout: new)
        case .presented: state = .presented(layout: new)
        case .dismissing(let token, let animated, let outcome, _): state = .dismissing(token: token, animated: animated, outcome: outcome, layout: new)
        case .notPresented, .dismissed: break
        }
    }
}
