extension SheetMachine {
    // MARK: Present (SheetRules 4.1, 4.2)

    mutating func present(animated: Bool) -> [SheetAction] {
        switch state {
        case .notPresented, .dismissed: break
        default: return [.callback(.simulator, .presentIgnored(alreadyPresented: name))]
        }
        resolveDetents()
        var actions = [SheetAction](capacity: SheetAction.usualCount)
        actions += noActiveDetentErrors
        offset = dismissedOffset
        report(.began, to: &actions)
        // SheetRules 4.2 (GUESS order): the fullScreen presenter's viewWillDisappear comes first.
        if presentationStyle == .fullScreen { actions.append(.callback(presenterVC, .viewWillDisappear(animated: animated))) }
        actions.append(.callback(sheetVC, .viewWillAppear(animated: animated)))
        actions.append(.callback(presentationController, .presentationTransitionWillBegin))
        if callsViewIsAppearing { actions.append(.callback(sheetVC, .viewIsAppearing(animated: animated))) }
        let (animation, start) = makeTransition(to: restingOffset, animated: animated)
        state = .presenting(animation, animated: animated)
        actions.append(contentsOf: start)
        report(.animationsBegan(interactive: false), to: &actions)
        // SheetRules 2.3, "Shadow": a custom radius on a translucent sheet shows the shadow view's corners.
        if configurationShowsShadowQuirk { actions.append(shadowQuirkWarning()) }
        // SheetRules 9.4: a custom radius clips a floating sheet's bottom corners.
        warnOfClippedCornersIfNeeded(into: &actions)
        return actions
    }

    // MARK: Dismiss in code (SheetRules 4.3): no delegate calls.

    mutating func dismissProgrammatically(animated: Bool) -> [SheetAction] {
        switch state {
        case .notPresented, .dismissed:
            return [.callback(.simulator, .dismissIgnored(notPresented: name))]
        case .presenting, .dismissing:
            // UIKit refuses to dismiss while a transition is in progress and logs a warning.
            return [.callback(.simulator, .dismissIgnored(duringTransitionOf: name))]
        case .dragging, .caught, .resting, .settling:
            endPan()  // a finger on the sheet is let go
            if state.interactiveDismissalRunning {
                // The interactive transition already sent viewWillDisappear and WillDismiss; finish it
                // as a programmatic dismissal: no DidDismiss (SheetRules 4.3). A finger still on the
                // sheet is let go: the transition stops being interactive, to finish.
                var actions: [SheetAction] = []
                if state.hasFinger { report(.interactionChanged(cancelled: false), to: &actions) }
                let (animation, start) = makeTransition(to: dismissedOffset, animated: animated)
                state = .dismissing(animation, animated: animated, userInitiated: false)
                return actions + start
            }
            return beginDismissal(animated: animated, userInitiated: false)
        }
    }

    /// Starts a non-interactive dismissal: viewWillDisappear, the transition's WillBegin, the animation.
    mutating func beginDismissal(animated: Bool, userInitiated: Bool) -> [SheetAction] {
        var actions = [SheetAction](capacity: SheetAction.usualCount)
        report(.began, to: &actions)
        if userInitiated && configuration.hasDelegate {
            // SheetRules 4.7: WillDismiss precedes the animated dismissal of a tap.
            actions.append(.callback(delegate, .presentationControllerWillDismiss))
        }
        actions.append(.callback(sheetVC, .viewWillDisappear(animated: animated)))
        if presentationStyle == .fullScreen { actions.append(.callback(presenterVC, .viewWillAppear(animated: animated))) }
        actions.append(.callback(presentationController, .dismissalTransitionWillBegin))
        let (animation, start) = makeTransition(to: dismissedOffset, animated: animated)
        state = .dismissing(animation, animated: animated, userInitiated: userInitiated)
        actions.append(contentsOf: start)
        report(.animationsBegan(interactive: false), to: &actions)
        return actions
    }

    /// A fixed-duration transition from the current offset, and what starts it: a frame request,
    /// or for `animated: false` its completion queued at once (still its own event, so same-instant
    /// work scheduled earlier runs first).
    mutating func makeTransition(to target: Double, animated: Bool,
                                 duration: SimDuration? = nil) -> (SheetAnimation, [SheetAction]) {
        let token = makeToken()
        let spring = Spring.sheet(metrics: metrics)
        let duration = duration ?? metrics.span(\.transitionDuration)
        var animation = SheetAnimation(curve: .transition(.init(spring: spring, duration: duration)),
                                       from: offset, to: target, initialVelocity: 0, start: now, token: token)
        if !animated || duration.nanoseconds <= 0 {
            offset = target
            animation.reachedEnd = true
            return (animation, [.completeAnimation(token: token)])
        }
        return (animation, [.requestFrame])
    }

    /// The sheet spring toward `target` (SheetRules 2.7), seeded with `velocity`.
    mutating func makeSpring(to target: Double, velocity: Double, flick: Bool) -> SheetAnimation {
        let spring = Spring(dampingRatio: flick ? metrics.flickDampingRatio : metrics.springDampingRatio,
                            response: metrics.springResponse)
        return SheetAnimation(curve: .spring(spring), from: offset, to: target,
                              initialVelocity: velocity.isFinite ? velocity : 0, start: now, token: makeToken())
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
        /// Nothing is animating and no finger is on the sheet.
        case idle
        /// The animation moved the sheet and goes on, or a finger is on the sheet and may move it
        /// at any moment: another frame is needed.
        case animating
        /// The animation reached its end on this frame; its completion `token` runs next, as its
        /// own event.
        case reachedEnd(token: Int)
    }

    /// Whether display frames move the sheet: a finger is on it, or an animation has not reached
    /// its end (what ``frameTick(at:)`` answers other than `.idle` for).
    ///
    /// Mutating, though it changes nothing, for the reason ``takeLayoutSignature()`` is: the
    /// simulator asks it of a sheet in its stack after every event, and a non-mutating read of an
    /// element of the stack is handed a copy of the whole machine.
    mutating func takeNeedsFrames() -> Bool {
        if state.hasFinger { return true }
        guard let running = state.animation else { return false }
        return !running.reachedEnd
    }

    /// Advances the running animation to the current time (set by the last ``handle(_:at:)``, or
    /// `at`) and reports what follows.
    public mutating func frameTick(at time: SimInstant? = nil) -> FrameTick {
        if let time { now = time }
        // Display frames go on while a finger is on the sheet: the screen can change at each one.
        if state.hasFinger { return .animating }
        guard var running = state.animation, !running.reachedEnd else { return .idle }
        // The two thresholds only: the machine's `metrics` getter copies all of them out of the box.
        let sample = running.sample(at: now, settleDistance: metricsBox.value.settleDistance,
                                    settleSpeed: metricsBox.value.settleSpeed)
        offset = sample.offset
        followTransitionFrame()
        if sample.done {
            running.reachedEnd = true
            state.animation = running
            refreshFiguresAtFrame()
            return .reachedEnd(token: running.token)
        }
        refreshFiguresAtFrame()
        return .animating
    }

    mutating func animationCompleted(token: Int) -> [SheetAction] {
        guard let finished = state.animation, finished.token == token else { return [] }  // superseded
        offset = finished.to
        // Room is made only where callbacks follow: most settles end with none.
        var actions: [SheetAction] = []
        switch state {
        case .presenting(_, let animated):
            state = .resting(finger: nil)
            actions.reserveCapacity(SheetAction.usualCount)
            actions.append(.callback(presentationController, .presentationTransitionDidEnd(completed: true)))
            reportEndAfterTransitionDidEnd(cancelled: false, to: &actions)
            actions.append(.callback(sheetVC, .viewDidAppear(animated: animated)))
            if presentationStyle == .fullScreen { actions.append(.callback(presenterVC, .viewDidDisappear(animated: animated))) }
            reportEndAfterAppearanceCallbacks(cancelled: false, to: &actions)
        case .dismissing(_, let animated, let userInitiated):
            state = .dismissed
            actions.reserveCapacity(SheetAction.usualCount)
            let didDismiss = userInitiated && configuration.hasDelegate
            actions.append(.callback(presentationController, .dismissalTransitionDidEnd(completed: true)))
            reportEndAfterTransitionDidEnd(cancelled: false, to: &actions)
            if didDismiss && options.didDismissOrder == .beforeViewDidDisappear {
                actions.append(.callback(delegate, .presentationControllerDidDismiss))
            }
            actions.append(.callback(sheetVC, .viewDidDisappear(animated: animated)))
            if presentationStyle == .fullScreen { actions.append(.callback(presenterVC, .viewDidAppear(animated: animated))) }
            reportEndAfterAppearanceCallbacks(cancelled: false, to: &actions)
            if didDismiss && options.didDismissOrder == .afterViewDidDisappear {
                // SheetRules 4.4 step 3: sent asynchronously after dismissalTransitionDidEnd(true).
                actions.append(.callbackAsync(delegate, .presentationControllerDidDismiss))
            }
            actions.append(.engine(.leavePresentation))
        case .settling(_, let cancelsDismissal, let notify):
            state = .resting(finger: nil)
            if cancelsDismissal {
                // SheetRules 4.5: the cancelled interactive transition re-runs the appearance callbacks;
                // viewDidDisappear never fires, WillDismiss stays unbalanced.
                actions.reserveCapacity(SheetAction.usualCount)
                actions.append(.callback(sheetVC, .viewWillAppear(animated: true)))
                if callsViewIsAppearing && options.viewIsAppearingOnCancel {
                    actions.append(.callback(sheetVC, .viewIsAppearing(animated: true)))
                }
                actions.append(.callback(sheetVC, .viewDidAppear(animated: true)))
                actions.append(.callback(presentationController, .dismissalTransitionDidEnd(completed: false)))
                // The transition coordinator's completion runs once the cancelled transition ends
                // (DOC UIViewControllerTransitionCoordinator): last under either order.
                report(.ended(cancelled: true), to: &actions)
            }
            if let notify, configuration.hasDelegate {
                actions.append(.callback(delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(notify)))
            }
        case .notPresented, .resting, .caught, .dragging, .dismissed:
            break
        }
        return actions
    }
}
