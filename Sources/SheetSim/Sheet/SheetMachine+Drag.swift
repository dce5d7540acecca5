extension SheetMachine {
    var velocityWindow: SimDuration { SimDuration.seconds(exactly: metrics.panVelocityWindow) ?? .milliseconds(100) }

    // MARK: Touch down (reference 3, "Who owns the pan")

    /// A finger cannot leave the screen: UIKit reports a touch that slides off the edge at the
    /// window's edge. So a drag "by 600pt" from near the bottom stops at the bottom edge, as it
    /// would on a device, and the sheet is never tracked past the off-screen offset.
    func onScreen(_ sample: TouchSample) -> TouchSample {
        let size = environment.containerSize
        return TouchSample(time: sample.time,
                           location: Point(x: min(max(sample.location.x, 0), size.width),
                                           y: min(max(sample.location.y, 0), size.height)))
    }

    mutating func touchBegan(_ sample: TouchSample, target: TouchTarget) -> [SheetAction] {
        let sample = onScreen(sample)
        guard isDraggable, drag == nil else { return [] }
        // Where the finger grabbed the sheet: the drag's translation is measured from here
        // (reference 3, "Tracking": offset = start + translation).
        let grabbedAt = offset
        switch phase {
        case .idle:
            break
        case .settling:
            // A finger catches a settling sheet, except while a cancelled dismissal is finishing:
            // that transition must run to its end (GUESS).
            if case .settle(true, _)? = animation?.purpose { return [] }
            animation = nil
            // A spring can overshoot past the rubber-band limit above the largest detent (reference
            // 2.7, the 0.8 flick spring); a finger holding the sheet keeps it within that limit, as
            // tracking does (reference 3, "Tracking": the band never passes its extent). Found by
            // `sheetsim fuzz`: a sheet caught mid-overshoot was held 0.68 pt above the limit.
            // Only the shown offset is held: the drag still starts from `grabbedAt`, where the
            // finger took the sheet, and the band maps it as tracking goes on. Starting it from the
            // held offset put the finger above the sheet's top (by 166 pt for a sheet caught on its
            // way down from the keyboard's synthetic detent, reference 3 "Keyboard"), so a finger
            // on the screen's bottom edge dragged the sheet past the off-screen offset (found by
            // `sheetsim fuzz`: 852.8 in an 844 pt container).
            if let largest = detentOffsets.first {
                let extent = RubberBand.topExtent(largestDetentOffset: largest, safeAreaTop: environment.safeArea.top,
                                                  metrics: metrics)
                offset = max(offset, largest - extent)
            }
        default:
            return []
        }
        var owner: DragState.Owner = .sheet
        if target == .scrollContent, let scroll = scrollView {
            let quickRepeat = lastPanEnd.map { now - $0 < (SimDuration.seconds(exactly: metrics.minimumSheetSwipeInterval) ?? .zero) } ?? false
            let eligible = scroll.isAtTop && !scroll.hasRefreshControl && !scroll.scrollsHorizontally
                && !(scroll.dismissesKeyboardInteractively && keyboardHeight > 0)
                && !(quickRepeat && phase == .idle)
            owner = eligible ? .undecided : .scrollView
        }
        drag = DragState(target: target, startOffset: grabbedAt, startLocationY: sample.location.y,
                         startContentOffset: scrollView?.contentOffset ?? 0,
                         detentAtStart: restingDetent?.identifier,
                         samples: [sample], owner: owner, latestRaw: grabbedAt)
        return []
    }

    // MARK: Tracking (reference 3, "Tracking" and "Dismissal trigger")

    mutating func touchMoved(_ sample: TouchSample) -> [SheetAction] {
        let sample = onScreen(sample)
        guard var current = drag else { return [] }
        current.append(sample, window: velocityWindow)
        let translation = sample.location.y - current.startLocationY
        if current.owner == .undecided {
            guard translation != 0 else { drag = current; return [] }
            let atLargest = offset <= (detentOffsets.first ?? offset)
            // Down moves the sheet; up expands it only if allowed and not yet at the largest detent.
            current.owner = translation > 0 || (configuration.prefersScrollingExpandsWhenScrolledToEdge && !atLargest)
                ? .sheet : .scrollView
        }
        if current.owner == .scrollView {
            drag = current
            scrollContent(by: translation, from: current.startContentOffset)
            return []
        }
        phase = .dragging
        current.latestRaw = current.startOffset + translation
        drag = current
        if current.decision == .undecided, let smallest = detentOffsets.last, current.latestRaw > smallest {
            // The first crossing below the smallest detent decides, once per drag, in UIKit's order.
            if presentsChild {
                drag?.decision = .refused(sendsAttempt: false)
            } else if configuration.isModalInPresentation {
                drag?.decision = .refused(sendsAttempt: true)
            } else if !configuration.hasDelegate {
                drag?.decision = .allowed
                return beginInteractiveDismissal() + updateDragPosition()
            } else {
                pendingDecision = .drag
                return [.askShouldDismiss]
            }
        }
        return updateDragPosition()
    }

    /// Reference 4.4 step 2: WillDismiss, then viewWillDisappear with an interactive coordinator.
    mutating func beginInteractiveDismissal() -> [SheetAction] {
        interactiveDismissalRunning = true
        var actions: [SheetAction] = []
        if configuration.hasDelegate { actions.append(.callback(delegate, .presentationControllerWillDismiss)) }
        actions.append(.callback(sheetVC, .viewWillDisappear(animated: true)))
        actions.append(.callback(presentationController, .dismissalTransitionWillBegin))
        return actions
    }

    /// Moves the sheet with the finger, rubber-banding past the ends (reference 3, "Tracking").
    mutating func updateDragPosition() -> [SheetAction] {
        guard let current = drag, let largest = detentOffsets.first, let smallest = detentOffsets.last else { return [] }
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
            let extent = RubberBand.bottomExtent(fullHeight: layout.fullHeightFrame.height, metrics: metrics)
            let displacement = RubberBand.displacement(overshoot: raw - smallest, extent: extent,
                                                       coefficient: metrics.rubberBandCoefficient)
            offset = smallest + displacement
            let pull = options.attemptMeasure == .sheetDisplacement ? displacement : raw - smallest
            if sendsAttempt, !current.attemptSent, configuration.hasDelegate,
               pull >= metrics.attemptToDismissPullFraction * extent {
                drag?.attemptSent = true
                // Reference 3/4.8: once per drag, asynchronously.
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

    mutating func shouldDismissAnswered(_ allowed: Bool) -> [SheetAction] {
        guard let source = pendingDecision else { return [] }
        pendingDecision = nil
        switch source {
        case .drag:
            guard drag != nil else { return [] }
            drag?.decision = allowed ? .allowed : .refused(sendsAttempt: true)
            return (allowed ? beginInteractiveDismissal() : []) + updateDragPosition()
        case .dimmingTap, .grabberTap:
            return allowed ? beginDismissal(animated: true, userInitiated: true) : refusedTap(source, sendsAttempt: true)
        }
    }

    // MARK: Release (reference 3, "Release")

    mutating func touchEnded(_ sample: TouchSample) -> [SheetAction] {
        let sample = onScreen(sample)
        guard var current = drag else { return [] }
        current.append(sample, window: velocityWindow)
        drag = nil
        lastPanEnd = now
        if current.owner == .scrollView {
            scrollContent(by: sample.location.y - current.startLocationY, from: current.startContentOffset)
        }
        if phase == .settling && animation == nil {
            // The finger caught a settling sheet and lifted without moving it: the sheet is released
            // from where it was caught, like any drag (reference 3, "Release"), so it settles again.
            phase = .dragging
        }
        guard current.owner == .sheet, phase == .dragging else {
            if phase == .dragging { phase = .idle }
            return []
        }
        let estimated = PanVelocity.estimate(current.samples, window: velocityWindow).y
        let velocity = estimated.isFinite ? estimated : 0
        var candidates = detentOffsets
        if interactiveDismissalRunning { candidates.append(dismissedOffset) }
        let decision = ReleaseTargeting.decide(offset: offset, velocity: velocity, candidates: candidates, metrics: metrics)
        func released(at target: String, _ targetOffset: Double) -> SheetAction {
            .released(ReleaseRecord(time: now, sheet: name, offset: offset, velocity: velocity, decision: decision,
                                    target: target, targetOffset: targetOffset))
        }
        if interactiveDismissalRunning && decision.targetIndex == candidates.count - 1 {
            // Reference 3, "End of a dismissal drag": the interactive transition completes.
            phase = .dismissing
            return [released(at: "dismissed", dismissedOffset)]
                + startSpring(.dismissal(animated: true, userInitiated: true), to: dismissedOffset,
                              velocity: velocity, flick: decision.isFlick)
        }
        let detents = Array(resolvedDetents.reversed())
        let target = detents[min(max(decision.targetIndex, 0), detents.count - 1)]
        return [released(at: target.identifier.description, target.offset)]
            + settle(on: target, from: current.detentAtStart, velocity: velocity, flick: decision.isFlick,
                     cancelsDismissal: interactiveDismissalRunning)
    }

    /// Selects `target` as the user's choice and springs to it, telling the sheet delegate if the
    /// detent changed (reference 3 "Selection", 4.6; timing per ``BehaviorOptions/detentChangeTiming``).
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
        phase = .settling
        return actions + startSpring(.settle(cancelsDismissal: cancelsDismissal, notify: notifyLater),
                                     to: target.offset, velocity: velocity, flick: flick)
    }
}
