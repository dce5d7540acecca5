extension Simulator {
    // MARK: The app's registrations

    /// The app's standing registrations on transition coordinators, in the order made.
    public var transitionCoordinatorRules: [TransitionCoordinatorRule] { coordinators.rules }

    /// From now on, whenever `controller` runs `moment` inside a presentation or dismissal that
    /// involves it, the app asks it for its `transitionCoordinator` and calls `blocks` on it; UIKit
    /// then runs the blocks, logged on `controller.transitionCoordinator` with the coordinator's
    /// `isInteractive` and `isCancelled` (SheetRules 4.5). A scenario's `transitionCoordinator` line.
    ///
    /// Nothing is logged while no rule is made: a run that registers nothing logs exactly what it
    /// logged before. `controller` may be one presented later.
    public mutating func registerOnTransitionCoordinator(of controller: String, in moment: TransitionCoordinatorMoment,
                                                         _ blocks: TransitionCoordinatorBlocks) throws {
        guard !controller.isEmpty else { throw SimulationError.invalidValue(what: "a controller's name", reason: "must not be empty") }
        guard !blocks.isEmpty else {
            throw SimulationError.invalidValue(what: "a transition coordinator registration", reason: "must name animateAlongside or notifyWhenInteractionChanges")
        }
        let rule = TransitionCoordinatorRule(controller: controller, moment: moment, blocks: blocks)
        if !coordinators.rules.contains(rule) { coordinators.rules.append(rule) }
        observeTransitions()
    }

    /// Registers `blocks` on `controller`'s `transitionCoordinator` now, as the app's code does in
    /// a callback. Returns false, registering nothing, when the controller has no coordinator: no
    /// presentation or dismissal involving it runs (UIKit's `transitionCoordinator` is then nil).
    ///
    /// A coordinator belongs to the transition of the presented controller that is, or holds,
    /// `controller`, or of the one presented by it, by a controller under it or by one holding it
    /// (UIKit's `transitionCoordinator` walks up to the ancestors). Blocks registered after the
    /// transition's animations started run at once, with the context as it is (GUESS).
    @discardableResult
    public mutating func registerWithTransitionCoordinator(of controller: String, _ blocks: TransitionCoordinatorBlocks) -> Bool {
        observeTransitions()
        guard let presented = transitionInvolving(controller), var transition = coordinators.running[presented] else { return false }
        transition.registrations.append((controller, blocks))
        coordinators.running[presented] = transition
        if transition.animationsBegan, blocks.contains(.animateAlongside) {
            record(.transitionCoordinator(of: controller),
                   .animateAlongsideTransition(isInteractive: transition.isInteractive, isCancelled: transition.isCancelled))
        }
        return true
    }

    /// Whether `controller` has a `transitionCoordinator` now.
    public func hasTransitionCoordinator(_ controller: String) -> Bool { transitionInvolving(controller) != nil }

    /// The presented controller whose running transition `controller`'s coordinator belongs to:
    /// the topmost whose presented or presenting side holds `controller`, or lies under it.
    func transitionInvolving(_ controller: String) -> String? {
        guard !coordinators.running.isEmpty else { return nil }
        for sheet in stack.reversed() where coordinators.running[sheet.name] != nil {
            if isSelfOrUnder(controller, sheet.name) || isSelfOrUnder(controller, sheet.presenterName)
                || isSelfOrUnder(sheet.presenterName, controller) {
                return sheet.name
            }
        }
        return nil
    }

    /// Whether `name` is `ancestor` or a controller one of its containers holds, however deep.
    private func isSelfOrUnder(_ name: String, _ ancestor: String) -> Bool {
        var current = name
        // The tree has no cycles; the bound only keeps a broken one from looping.
        for _ in 0...tree.declarationOrder.count {
            if current == ancestor { return true }
            guard let parent = tree.parent(of: current) else { return false }
            current = parent
        }
        return false
    }

    /// Tells every presentation, now and from now on, to report its transition moments.
    mutating func observeTransitions() {
        guard !coordinators.observed else { return }
        coordinators.observed = true
        for index in stack.indices {
            let name = stack[index].name
            let reported = stack[index].surroundings.reportsTransitionMoments
            send(.transitionsObserved, to: name)
            // A transition already under way, which its sheet did not report, has a coordinator
            // too, its animations running.
            let state = stack[index].state
            if !reported, coordinators.running[name] == nil, stack[index].isInTransition {
                coordinators.running[name] = RunningTransition(
                    animationsBegan: true, isInteractive: state.hasFinger && state.interactiveDismissalRunning,
                    isCancelled: state.isSettlingBackFromCancelledDismissal)
            }
        }
        for layer in presentations.layers where presentations.nonSheetCount > 0 && layer.kind == AlertMachine.self {
            let inTransition = alert(named: layer.name)?.isInTransition ?? false
            send(.transitionsObserved, to: layer.name, as: AlertMachine.self)
            if inTransition, coordinators.running[layer.name] == nil {
                coordinators.running[layer.name] = RunningTransition(animationsBegan: true, isInteractive: false, isCancelled: false)
            }
        }
        for layer in presentations.layers where presentations.nonSheetCount > 0 && layer.kind == PopoverMachine.self {
            let inTransition = popover(named: layer.name)?.isInTransition ?? false
            send(.transitionsObserved, to: layer.name, as: PopoverMachine.self)
            if inTransition, coordinators.running[layer.name] == nil {
                coordinators.running[layer.name] = RunningTransition(animationsBegan: true, isInteractive: false, isCancelled: false)
            }
        }
    }

    /// Whether a presentation made now reports its transition moments: someone registered, or app
    /// code that may register runs on the callbacks.
    var presentationsReportTransitions: Bool { coordinators.observed || hooks.onCallbackWithSimulator != nil }

    // MARK: The standing rules, at each logged callback

    /// Runs the standing rules that `receiver`'s `name` fires: called for every logged callback
    /// while a rule exists, and never otherwise.
    mutating func applyCoordinatorRules(_ receiver: Receiver, _ name: CallbackName) {
        let moment: TransitionCoordinatorMoment
        switch (receiver.kind, name) {
        case (.viewController, .viewWillAppear): moment = .viewWillAppear
        case (.viewController, .viewWillDisappear): moment = .viewWillDisappear
        case (.delegate, .presentationControllerWillDismiss): moment = .presentationControllerWillDismiss
        default: return
        }
        for rule in coordinators.rules where rule.moment == moment {
            switch moment {
            case .viewWillAppear, .viewWillDisappear:
                guard rule.controller == receiver.controller else { continue }
            case .presentationControllerWillDismiss:
                // The delegate's method runs for the controller being dismissed; the app asks the
                // rule's controller for its coordinator there, which is that dismissal's only when
                // it is involved in it.
                guard transitionInvolving(rule.controller) == receiver.controller else { continue }
            }
            registerWithTransitionCoordinator(of: rule.controller, rule.blocks)
        }
    }

    // MARK: A presentation's moments

    /// Runs the blocks registered on the transition of the presented controller `name` that
    /// `moment` calls for, in the order they were registered.
    mutating func transitionMoment(_ moment: TransitionMoment, of name: String) {
        switch moment {
        case .began:
            coordinators.running[name] = RunningTransition()
        case .animationsBegan(let interactive):
            var transition = coordinators.running[name] ?? RunningTransition()
            transition.animationsBegan = true
            transition.isInteractive = interactive
            transition.isCancelled = false
            coordinators.running[name] = transition
            for (controller, blocks) in transition.registrations where blocks.contains(.animateAlongside) {
                record(.transitionCoordinator(of: controller), .animateAlongsideTransition(isInteractive: interactive, isCancelled: false))
            }
        case .interactionChanged(let cancelled):
            guard var transition = coordinators.running[name], transition.isInteractive else { return }
            transition.isInteractive = false
            transition.isCancelled = cancelled
            coordinators.running[name] = transition
            for (controller, blocks) in transition.registrations where blocks.contains(.notifyWhenInteractionChanges) {
                record(.transitionCoordinator(of: controller), .notifyWhenInteractionChanges(isInteractive: false, isCancelled: cancelled))
            }
        case .ended(let cancelled):
            guard let transition = coordinators.running.removeValue(forKey: name) else { return }
            for (controller, blocks) in transition.registrations where blocks.contains(.animateAlongside) {
                record(.transitionCoordinator(of: controller),
                       .animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: cancelled))
            }
        }
    }
}
