extension SheetMachine {
    var velocityWindow: SimDuration { Self.velocityWindow(metricsBox) }

    /// The span the release velocity is estimated over (``UIKitMetrics/panVelocityWindow``).
    static func velocityWindow(_ metrics: Box<UIKitMetrics>) -> SimDuration {
        metrics.value.span(\.panVelocityWindow)
    }

    // MARK: Touch down (SheetRules 3, "Who owns the pan")

    /// A finger cannot leave the screen: UIKit reports a touch that slides off the edge at the
    /// window's edge. So a drag "by 600pt" from near the bottom stops at the bottom edge, as it
    /// would on a device, and the sheet is never tracked past the off-screen offset.
    public func onScreen(_ sample: TouchSample) -> TouchSample {
        let size = environment.containerSize
        return TouchSample(time: sample.time,
                           location: Point(x: min(max(sample.location.x, 0), size.width),
                                           y: min(max(sample.location.y, 0), size.height)))
    }

    /// Where the finger on the sheet was last seen, if one is down.
    public var lastTouchLocation: Point? { pan.lastLocation }

    mutating func touchBegan(_ sample: TouchSample, target: TouchTarget) -> [SheetAction] {
        let sample = onScreen(sample)
        guard isDraggable, !state.hasFinger else { return [] }
        // Where the finger grabbed the sheet: the drag's translation is measured from here
        // (SheetRules 3, "Tracking": offset = start + translation).
        let grabbedAt = offset
        let catches: Bool
        switch state {
        case .resting:
            catches = false
        case .settling(_, let cancelsDismissal, _):
            // A finger catches a settling sheet, except while a cancelled dismissal is finishing:
            // that transition must run to its end (GUESS).
            if cancelsDismissal { return [] }
            catches = true
            // A spring can overshoot past the rubber-band limit above the largest detent
            // (SheetRules 2.7, the 0.8 flick spring); a finger holding the sheet keeps it within that
            // limit, as tracking does (SheetRules 3, "Tracking": the band never passes its extent).
            // Only the shown offset is held: the drag still counts from `grabbedAt`, where the finger
            // took the sheet, so the finger stays on the sheet and the band maps it as tracking goes on.
            if let largest = largestDetentOffset {
                let extent = RubberBand.topExtent(largestDetentOffset: largest, safeAreaTop: environment.safeArea.top,
                                                  metrics: metrics)
                offset = max(offset, largest - extent)
            }
        default:
            return []
        }
        var owner: DragState.Owner = .sheet
        if target == .scrollView, let scroll = scrollView {
            let quickRepeat = lastPanEnd.map { now - $0 < metrics.span(\.minimumSheetSwipeInterval) } ?? false
            let eligible = scroll.isAtTop && !scroll.hasRefreshControl && !scroll.scrollsHorizontally
                && !(scroll.dismissesKeyboardInteractively && keyboardHeight > 0)
                && !(quickRepeat && !catches)
            owner = eligible ? .undecided : .scrollView
        }
        let drag = DragState(target: target, startOffset: grabbedAt, startLocationY: sample.location.y,
                             startContentOffset: scrollView?.contentOffset ?? 0, owner: owner, latestRaw: grabbedAt)
        state = catches ? .caught(drag) : .resting(finger: drag)
        pan.begin(sample, restingOn: restingDetent?.identifier)
        // Frames run while the finger is down (the sheet can follow it at any frame).
        return [.requestFrame]
    }

    // MARK: Tracking (SheetRules 3, "Tracking" and "Dismissal trigger")

    mutating func touchMoved(_ sample: TouchSample) -> [SheetAction] {
        let sample = onScreen(sample)
        guard var current = state.finger else { return [] }
        let box = metricsBox  // read before `pan` is changed: the window is worked out inside
        pan.append(sample, window: Self.velocityWindow(box))
        let translation = sample.location.y - current.startLocationY
        if current.owner == .undecided {
            guard translation != 0 else { replaceFinger(current); return [] }
            let atLargest = offset <= (largestDetentOffset ?? offset)
            // Down moves the sheet; up expands it only if allowed and not yet at the largest detent.
            current.owner = translation > 0 || (configuration.prefersScrollingExpandsWhenScrolledToEdge && !atLargest)
                ? .sheet : .scrollView
        }
        if current.owner == .scrollView {
            replaceFinger(current)
            scrollContent(by: translation, from: current.startContentOffset)
            return []
        }
        current.latestRaw = current.startOffset + translation
        if current.decision == .undecided, let smallest = smallestDetentOffset, current.latestRaw > smallest {
            // The first crossing below the smallest detent decides, once per drag, in UIKit's order.
            switch dismissalGate {
            case .refused(let sendsAttempt):
                current.decision = .refused(sendsAttempt: sendsAttempt)
            case .allowed:
                current.decision = .allowed
                state = .dragging(current)
                var actions = beginInteractiveDismissal()
                actions.append(contentsOf: updateDragPosition(current))
                return actions
            case .askDelegate(let answer):
                state = .dragging(current)
                return [askShouldDismiss(.drag, configured: answer)]
            }
        }
        state = .dragging(current)
        return updateDragPosition(current)
    }

    /// Puts the updated finger back into whatever mode holds it.
    mutating func replaceFinger(_ finger: DragState) {
        switch state {
        case .resting: state = .resting(finger: finger)
        case .caught: state = .caught(finger)
        case .dragging: state = .dragging(finger)
        default: break
        }
    }

    /// SheetRules 4.4 step 2: WillDismiss, then viewWillDisappear with an interactive coordinator.
    func beginInteractiveDismissal() -> [SheetAction] {
        var actions = [SheetAction](capacity: SheetAction.usualCount)
        report(.began, to: &actions)
        if configuration.hasDelegate { actions.append(.callback(delegate, .presentationControllerWillDismiss)) }
        actions.append(.callback(sheetVC, .viewWillDisappear(animated: true)))
        actions.append(.callback(presentationController, .dismissalTransitionWillBegin))
        // The finger drives the transition: an interactive one (SheetRules 4.4 step 2).
        report(.animationsBegan(interactive: true), to: &actions)
        return actions
    }

    /// Moves the sheet with the finger, rubber-banding past the ends (SheetRules 3, "Tracking").
    /// `current` is the finger the state is now dragging with, handed over rather than read back
    /// out of the state.
    mutating func updateDragPosition(_ current: DragState) -> [SheetAction] {
        guard let largest = largestDetentOffset, let smallest = smallestDetentOffset else { return [] }
        let raw = current.latestRaw
        if raw < largest {
            let extent = RubberBand.topExtent(largestDetentOffset: largest, safeAreaTop: environment.safeArea.top,
                                              metrics: metrics)
            offset = largest - RubberBand.displacement(overshoot: largest - raw, extent: extent,
                                                       coefficient: metrics.rubberBandCoefficient)
            return []
        }
        guard raw > smallest else {
            offset = raw
            return []
        }
        switch current.decision {
        case .allowed, .undecided:
            offset = raw
            return []
        case .refused(let sendsAttempt):
            let extent = RubberBand.bottomExtent(fullHeight: caches.layoutBox.value.fullHeightFrame.height, metrics: metrics)
            let displacement = RubberBand.displacement(overshoot: raw - smallest, extent: extent,
                                                       coefficient: metrics.rubberBandCoefficient)
            offset = smallest + displacement
            let pull = options.attemptMeasure == .sheetDisplacement ? displacement : raw - smallest
            if sendsAttempt, !current.attemptSent, configuration.hasDelegate,
               pull >= metrics.attemptToDismissPullFraction * extent {
                var current = current
                current.attemptSent = true
                state = .dragging(current)
                // SheetRules 3/4.8: once per drag, asynchronously.
                return [.callbackAsync(delegate, .presentationControllerDidAttemptToDismiss)]
            }
            return []
        }
    }

    mutating func scrollContent(by translation: Double, from start: Double) {
        guard var scroll = scrollView else { return }
        let visible = max(0, environment.containerSize.height - offset)
        let maxOffset = max(0, scroll.contentHeight - visible)
        scroll.contentOffset = min(max(start - translation, 0), maxOffset)
        scrollView = scroll
    }

    // MARK: The delegate's answer

    mutating func shouldDismissAnswered(_ allowed: Bool, for source: DismissDecisionSource) -> [SheetAction] {
        switch source {
        case .drag:
            guard case .dragging(var current) = state, current.decision == .undecided else { return [] }
            current.decision = allowed ? .allowed : .refused(sendsAttempt: true)
            state = .dragging(current)
            return (allowed ? beginInteractiveDismissal() : []) + updateDragPosition(current)
        case .dimmingTap, .grabberTap:
            guard acceptsTaps else { return [] }
            return allowed ? beginDismissal(animated: true, userInitiated: true) : refusedTap(source, sendsAttempt: true)
        }
    }

    // MARK: Release (SheetRules 3, "Release")

    /// The finger lifts. (A lift away from the last sample reaches the machine as a move there
    /// first: UIKit's touch delivery sends touchesMoved before touchesEnded, and the simulator
    /// delivers touches that way, see ``lastTouchLocation``.)
    mutating func touchEnded(_ sample: TouchSample) -> [SheetAction] {
        let lift = onScreen(sample)
        guard let current = state.finger else { return [] }
        defer { endPan() }  // after the release has read the pan's velocity and starting detent
        let box = metricsBox
        pan.append(lift, window: Self.velocityWindow(box))
        lastPanEnd = now
        if current.owner == .scrollView {
            scrollContent(by: lift.location.y - current.startLocationY, from: current.startContentOffset)
        }
        switch state {
        case .dragging:
            break
        case .caught where current.owner != .scrollView:
            // The finger caught a settling sheet and lifted without moving it: the sheet is released
            // from where it was caught, like any drag (SheetRules 3, "Release"), so it settles again.
            break
        default:
            state = .resting(finger: nil)
            return []
        }
        guard current.owner == .sheet else {
            state = .resting(finger: nil)
            return []
        }
        let estimated = pan.velocity(window: velocityWindow).y
        let velocity = estimated.isFinite ? estimated : 0
        let dismissing = current.decision == .allowed
        var candidates = detentOffsets
        if dismissing { candidates.append(dismissedOffset) }
        let decision = ReleaseTargeting.decide(offset: offset, velocity: velocity, candidates: candidates, metrics: metrics)
        func released(at target: String, _ targetOffset: Double) -> SheetAction {
            .engine(.noteRelease(ReleaseRecord(time: now, sheet: name, offset: offset, velocity: velocity, decision: decision,
                                             target: target, targetOffset: targetOffset)))
        }
        if dismissing && decision.targetIndex == candidates.count - 1 {
            // SheetRules 3, "End of a dismissal drag": the interactive transition completes.
            let spring = makeSpring(to: dismissedOffset, velocity: velocity, flick: decision.isFlick)
            state = .dismissing(spring, animated: true, userInitiated: true)
            var actions = [released(at: "dismissed", dismissedOffset)]
            report(.interactionChanged(cancelled: false), to: &actions)
            actions.append(.requestFrame)
            return actions
        }
        let detents = Array(caches.resolvedDetents.reversed())
        let target = detents[min(max(decision.targetIndex, 0), detents.count - 1)]
        var actions = [SheetAction](capacity: SheetAction.usualCount)
        actions.append(released(at: target.identifier.description, target.offset))
        // SheetRules 4.5: the lift short of dismissal cancels the interactive transition; the
        // interaction-change handlers hear it now, before the appearance callbacks re-run.
        if dismissing { report(.interactionChanged(cancelled: true), to: &actions) }
        actions.append(contentsOf: settle(on: target, from: pan.detentAtStart, velocity: velocity, flick: decision.isFlick,
                                          cancelsDismissal: dismissing))
        return actions
    }

    /// Selects `target` as the user's choice and springs to it, telling the sheet delegate if the
    /// detent changed (SheetRules 3, "Selection", 4.6; timing per ``BehaviorOptions/detentChangeTiming``).
    mutating func settle(on target: ResolvedDetent, from previous: DetentIdentifier?, velocity: Double,
                         flick: Bool, cancelsDismissal: Bool) -> [SheetAction] {
        configuration.selectedDetentIdentifier = target.identifier
        let changed = previous != target.identifier
        var actions: [SheetAction] = []
        var notifyLater: DetentIdentifier?? = nil
        if changed && configuration.hasDelegate {
            switch options.detentChangeTiming {
            case .atRelease:
                actions.append(.callback(delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(target.identifier)))
            case .afterSettle:
                notifyLater = .some(target.identifier)
            }
        }
        let spring = makeSpring(to: target.offset, velocity: boundedReleaseVelocity(velocity, to: target.offset, flick: flick),
                                flick: flick)
        state = .settling(spring, cancelsDismissal: cancelsDismissal, notify: notifyLater)
        actions.append(.requestFrame)
        return actions
    }

    /// The release velocity the settle spring starts with: the finger's, or under
    /// ``BehaviorOptions/SettleOvershoot/withinRubberBandLimit`` scaled down (by bisection, a fixed
    /// number of steps) until the spring's peak stays within the rubber-band limit above the
    /// largest detent. The spring's excursion grows with the velocity toward the top, so the
    /// largest fitting fraction is found exactly enough to the point.
    func boundedReleaseVelocity(_ velocity: Double, to target: Double, flick: Bool) -> Double {
        guard options.settleOvershoot == .withinRubberBandLimit, velocity < 0, let largest = largestDetentOffset else { return velocity }
        let limit = largest - RubberBand.topExtent(layout: layout, largestDetentOffset: largest)
        let spring = Spring(dampingRatio: flick ? metrics.flickDampingRatio : metrics.springDampingRatio,
                            response: metrics.springResponse)
        func peak(_ scale: Double) -> Double {
            target + spring.excursion(displacement: offset - target, velocity: velocity * scale).lowest
        }
        guard peak(1) < limit else { return velocity }
        guard peak(0) >= limit else { return 0 }
        var fits = 0.0, overshoots = 1.0
        for _ in 0..<40 {
            let middle = (fits + overshoots) / 2
            if peak(middle) >= limit { fits = middle } else { overshoots = middle }
        }
        return velocity * fits
    }
}
