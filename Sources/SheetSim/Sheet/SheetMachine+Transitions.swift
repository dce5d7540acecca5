extension SheetMachine {
    // MARK: Present (reference 4.1, 4.2)

    mutating func present(animated: Bool) -> [SheetAction] {
        guard phase == .notPresented || phase == .dismissed else {
            return [.callback(.simulator, .warning("\(name) is already presented; present ignored"))]
        }
        resolveDetents()
        var actions: [SheetAction] = []
        if hasNoActiveDetent { actions.append(noActiveDetentError()) }
        phase = .presenting
        offset = dismissedOffset
        interactiveDismissalRunning = false
        drag = nil
        // Reference 4.2 (GUESS order): the fullScreen presenter's viewWillDisappear comes first.
        if effectiveStyle == .fullScreen { actions.append(.callback(presenterVC, .viewWillDisappear(animated: animated))) }
        actions.append(.callback(sheetVC, .viewWillAppear(animated: animated)))
        actions.append(.callback(presentationController, .presentationTransitionWillBegin))
        if callsViewIsAppearing { actions.append(.callback(sheetVC, .viewIsAppearing(animated: animated))) }
        actions += startTransition(.presentation(animated: animated), to: restingOffset, animated: animated)
        return actions
    }

    // MARK: Dismiss in code (reference 4.3): no delegate calls.

    mutating func dismissProgrammatically(animated: Bool) -> [SheetAction] {
        switch phase {
        case .notPresented, .dismissed:
            return [.callback(.simulator, .warning("\(name) is not presented; dismiss ignored"))]
        case .presenting, .dismissing:
            // UIKit refuses to dismiss while a transition is in progress and logs a warning.
            return [.callback(.simulator, .warning("attempt to dismiss \(name) while a transition is in progress; ignored"))]
        case .dragging, .idle, .settling:
            drag = nil
            pendingDecision = nil
            if interactiveDismissalRunning {
                // The interactive transition already sent viewWillDisappear and WillDismiss; finish it
                // as a programmatic dismissal: no DidDismiss (reference 4.3).
                phase = .dismissing
                return startTransition(.dismissal(animated: animated, userInitiated: false), to: dismissedOffset, animated: animated)
            }
            return beginDismissal(animated: animated, userInitiated: false)
        }
    }

    /// Starts a non-interactive dismissal: viewWillDisappear, the transition's WillBegin, the animation.
    mutating func beginDismissal(animated: Bool, userInitiated: Bool) -> [SheetAction] {
        var actions: [SheetAction] = []
        if userInitiated && configuration.hasDelegate {
            // Reference 4.7: WillDismiss precedes the animated dismissal of a tap.
            actions.append(.callback(delegate, .presentationControllerWillDismiss))
        }
        actions.append(.callback(sheetVC, .viewWillDisappear(animated: animated)))
        if effectiveStyle == .fullScreen { actions.append(.callback(presenterVC, .viewWillAppear(animated: animated))) }
        actions.append(.callback(presentationController, .dismissalTransitionWillBegin))
        phase = .dismissing
        actions += startTransition(.dismissal(animated: animated, userInitiated: userInitiated), to: dismissedOffset, animated: animated)
        return actions
    }

    /// Starts a fixed-duration transition, or for `animated: false` queues its completion at once
    /// (still its own event, so same-instant work scheduled earlier runs first).
    mutating func startTransition(_ purpose: SheetAnimation.Purpose, to target: Double, animated: Bool,
                                  duration: SimDuration? = nil) -> [SheetAction] {
        let token = makeToken()
        let spring = Spring(dampingRatio: metrics.springDampingRatio, response: metrics.springResponse)
        let duration = duration ?? SimDuration.seconds(exactly: metrics.transitionDuration) ?? .zero
        animation = SheetAnimation(purpose: purpose, curve: .transition(spring, duration: duration),
                                   from: offset, to: target, initialVelocity: 0, start: now, token: token)
        if !animated || duration.nanoseconds <= 0 {
            offset = target
            animation?.reachedEnd = true
            return [.completeAnimation(token: token)]
        }
        return [.requestFrame]
    }

    /// Starts the sheet spring toward `target` (reference 2.7).
    mutating func startSpring(_ purpose: SheetAnimation.Purpose, to target: Double, velocity: Double, flick: Bool) -> [SheetAction] {
        let token = makeToken()
        let spring = Spring(dampingRatio: flick ? metrics.flickDampingRatio : metrics.springDampingRatio,
                            response: metrics.springResponse)
        animation = SheetAnimation(purpose: purpose, curve: .spring(spring), from: offset, to: target,
                                   initialVelocity: velocity.isFinite ? velocity : 0, start: now, token: token)
        return [.requestFrame]
    }

    // MARK: Frames and completions

    mutating func frame() -> [SheetAction] {
        switch frameTick() {
        case .idle: return []
        case .animating: return [.requestFrame]
        case .reachedEnd(let token): return [.completeAnimation(token: token)]
        }
    }

    /// What a display frame did: the allocation-free core of ``handle(_:at:)`` for `.frame`, which
    /// the simulator calls directly on its hot path (a frame happens 120 times a simulated second).
    public enum FrameTick: Equatable, Sendable {
        /// Nothing is animating.
        case idle
        /// The animation moved the sheet and goes on: another frame is needed.
        case animating
        /// The animation reached its end on this frame; its completion `token` runs next, as its
        /// own event.
        case reachedEnd(token: Int)
    }

    /// Advances the running animation to the current time (set by the last ``handle(_:at:)``, or
    /// `at`) and reports what follows.
    public mutating func frameTick(at time: SimInstant? = nil) -> FrameTick {
        if let time { now = time }
        guard var running = animation, !running.reachedEnd else { return .idle }
        let sample = running.sample(at: now, metrics: metrics)
        offset = sample.offset
        refreshFigures()
        if sample.done {
            running.reachedEnd = true
            animation = running
            return .reachedEnd(token: running.token)
        }
        return .animating
    }

    mutating func animationCompleted(token: Int) -> [SheetAction] {
        guard let finished = animation, finished.token == token else { return [] }  // superseded
        animation = nil
        offset = finished.to
        var actions: [SheetAction] = []
        switch finished.purpose {
        case .presentation(let animated):
            phase = .idle
            actions.append(.callback(presentationController, .presentationTransitionDidEnd(completed: true)))
            actions.append(.callback(sheetVC, .viewDidAppear(animated: animated)))
            if effectiveStyle == .fullScreen { actions.append(.callback(presenterVC, .viewDidDisappear(animated: animated))) }
        case .dismissal(let animated, let userInitiated):
            phase = .dismissed
            interactiveDismissalRunning = false
            let didDismiss = userInitiated && configuration.hasDelegate
            actions.append(.callback(presentationController, .dismissalTransitionDidEnd(completed: true)))
            if didDismiss && options.didDismissOrder == .beforeViewDidDisappear {
                actions.append(.callback(delegate, .presentationControllerDidDismiss))
            }
            actions.append(.callback(sheetVC, .viewDidDisappear(animated: animated)))
            if effectiveStyle == .fullScreen { actions.append(.callback(presenterVC, .viewDidAppear(animated: animated))) }
            if didDismiss && options.didDismissOrder == .afterViewDidDisappear {
                // Reference 4.4 step 3: sent asynchronously after dismissalTransitionDidEnd(true).
                actions.append(.callbackAsync(delegate, .presentationControllerDidDismiss))
            }
            actions.append(.removeFromStack)
        case .settle(let cancelsDismissal, let notify):
            phase = .idle
            if cancelsDismissal {
                // Reference 4.5: the cancelled interactive transition re-runs the appearance callbacks;
                // viewDidDisappear never fires, WillDismiss stays unbalanced.
                interactiveDismissalRunning = false
                actions.append(.callback(sheetVC, .viewWillAppear(animated: true)))
                if callsViewIsAppearing && options.viewIsAppearingOnCancel {
                    actions.append(.callback(sheetVC, .viewIsAppearing(animated: true)))
                }
                actions.append(.callback(sheetVC, .viewDidAppear(animated: true)))
                actions.append(.callback(presentationController, .dismissalTransitionDidEnd(completed: false)))
            }
            if let notify, configuration.hasDelegate {
                actions.append(.callback(delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(notify)))
            }
        }
        return actions
    }
}
