extension SheetMachine {
    // MARK: Programmatic changes (SheetRules 1.1, quirk 5: never a delegate call)

    mutating func setSelection(_ id: DetentIdentifier?, animated: Bool) -> [SheetAction] {
        configuration.selectedDetentIdentifier = id
        return moveToRest(animated: animated)
    }

    /// `swiftUIDetentSet`: SwiftUI set the detents, re-rendering the view with a new
    /// `presentationDetents` set (``SheetEvent/presentationDetentsChanged(_:)``).
    mutating func setDetents(_ detents: [Detent], animated: Bool, swiftUIDetentSet: Bool = false) -> [SheetAction] {
        let before = restingDetent?.identifier
        configuration.detents = detents
        resolveDetents()
        // SheetRules quirk 19: when the shown detent leaves the set, the sheet jumps without animation.
        let vanished = before != nil && !caches.resolvedDetents.contains { $0.identifier == before }
        guard vanished else { return noActiveDetentErrors + moveToRest(animated: animated) }
        return noActiveDetentErrors + moveToRest(animated: swiftUIDetentSet && forcedDetentChangeAnimates)
    }

    /// Whether SwiftUI animates the move a dropped detent forces, where the sheet would move at
    /// all: FB19252983 reports it is not animated on iOS 26 (OBS), as quirk 19 says of every
    /// release; ``BehaviorOptions/swiftUIForcedDetentChangeAnimated`` holds it, read only here.
    private var forcedDetentChangeAnimates: Bool {
        switch state {
        case .resting(nil), .settling: return options.swiftUIForcedDetentChangeAnimated
        default: return false
        }
    }

    mutating func detentsChanged(animated: Bool) -> [SheetAction] {
        setDetents(configuration.detents, animated: animated)
    }

    mutating func configurationChanged(_ new: SheetConfiguration, animated: Bool, swiftUIDetentSet: Bool = false) -> [SheetAction] {
        let old = configuration
        // Anything that changes the sheet's size re-resolves the detents (SheetRules 2.5, 2.6).
        let detentsChanged = new.detents.map(\.identifier) != old.detents.map(\.identifier)
            || new.prefersEdgeAttachedInCompactHeight != old.prefersEdgeAttachedInCompactHeight
            || new.widthFollowsPreferredContentSizeWhenEdgeAttached != old.widthFollowsPreferredContentSizeWhenEdgeAttached
            || new.preferredContentSize != old.preferredContentSize
            || new.prefersPageSizing != old.prefersPageSizing
            || new.preferredPlacement != old.preferredPlacement
            || new.modalPresentationStyle != old.modalPresentationStyle
        let selectionChanged = new.selectedDetentIdentifier != old.selectedDetentIdentifier
        let warnedBefore = configurationShowsShadowQuirk
        let detents = new.detents
        configuration = new
        // SheetRules 2.3, "Shadow": a custom radius on a translucent sheet shows the shadow view's corners.
        var actions: [SheetAction] = !warnedBefore && configurationShowsShadowQuirk ? [shadowQuirkWarning()] : []
        if detentsChanged { actions += setDetents(detents, animated: animated, swiftUIDetentSet: swiftUIDetentSet) }
        else if selectionChanged {
            // SwiftUI's update naming the detent the sheet already rests on or moves to moves nothing.
            let alreadyThere = swiftUIDetentSet && (state.animation?.to ?? offset) == restingOffset
            if !alreadyThere { actions += moveToRest(animated: animated) }
        }
        // SheetRules 9.4: only a presented sheet shows its corners.
        if phase != .notPresented, phase != .dismissed { warnOfClippedCornersIfNeeded(into: &actions) }
        return actions
    }

    /// Brings the sheet to its resting offset: a jump, or inside `animateChanges` a spring.
    mutating func moveToRest(animated: Bool) -> [SheetAction] {
        let target = restingOffset
        switch state {
        case .resting(nil), .settling:
            if state.isSettlingBackFromCancelledDismissal {
                // The cancelled dismissal still finishes, at the new place, from where the sheet is.
                return retarget(to: target)
            }
            if animated {
                state = .settling(makeSpring(to: target, velocity: 0, flick: false), cancelsDismissal: false, notify: nil)
                return [.requestFrame]
            }
            state = .resting(finger: nil)
            offset = target
            return []
        case .presenting:
            return retarget(to: target)
        case .resting(.some(let finger)), .caught(let finger):
            // A finger is on the sheet but has not moved it: the sheet jumps (a spring would move
            // it under the finger), and the finger stays down on it.
            offset = target
            state = .resting(finger: finger)
            return []
        case .notPresented, .dismissed, .dragging, .dismissing:
            return []
        }
    }

    // MARK: Environment: rotation, size classes (SheetRules 2.5)

    mutating func environmentChanged(_ new: ScreenEnvironment) -> [SheetAction] {
        // Where the sheet is now (between frames: the running animation's value at this instant)
        // and how fast it moves, measured in the old geometry.
        var current = (offset: offset, velocity: 0.0)
        if let running = state.animation, !running.reachedEnd {
            let sample = running.sample(at: now, settleDistance: metrics.settleDistance, settleSpeed: metrics.settleSpeed)
            current = (sample.offset, sample.velocity)
        }
        let oldTravel = travel
        let oldStyle = presentationStyle
        environment = new
        resolveDetents()
        // SheetRules 2.5 (rotation) with 2.7: the sheet continues from where it was, mapped into
        // the new container (see `mapIntoNewContainer`), not from an offset of the old one.
        let scale = travel.span > 0 && oldTravel.span > 0 ? travel.span / oldTravel.span : 1
        offset = mapIntoNewContainer(current.offset, from: oldTravel)
        let velocity = current.velocity * scale
        var actions: [SheetAction] = []
        if presentationStyle != oldStyle, configuration.hasDelegate, state.isOnScreen {
            // The presentation adapts to the new traits (split view rules 5.4: inside the transition).
            // Going back to the style the app declared is not an adaptation: UIKit passes `.none`
            // (SheetRules 1.3, DOC: the style is `.none` when the presentation style is not
            // changing from the presentation's own).
            let adapted = presentationStyle == declaredPresentationStyle ? .none : presentationStyle
            actions.append(.callback(delegate, .presentationControllerWillPresentWithAdaptiveStyle(adapted)))
        }
        actions += noActiveDetentErrors
        switch state {
        case .dragging:
            // The rotation cancels the touch; the sheet settles where it now belongs (GUESS). A
            // cancelled touch is not a user choice: the selection and the delegate stay untouched.
            let cancels = state.interactiveDismissalRunning
            if cancels { report(.interactionChanged(cancelled: true), to: &actions) }
            state = .settling(makeSpring(to: restingOffset, velocity: 0, flick: false), cancelsDismissal: cancels, notify: nil)
            endPan()
            actions.append(.requestFrame)
        case .dismissing:
            actions += restartAnimation(to: dismissedOffset, velocity: velocity)
        case .presenting:
            actions += restartAnimation(to: restingOffset, velocity: velocity)
        case .settling where state.isSettlingBackFromCancelledDismissal:
            actions += restartAnimation(to: restingOffset, velocity: velocity)
        default:
            actions += moveToRest(animated: false)
        }
        return actions
    }

    /// The sheet's travel in the current geometry: from its full-height top (0 when full screen)
    /// to the off-screen offset (SheetRules 2.1, 2.5).
    var travel: (top: Double, bottom: Double, span: Double) {
        let top = isFullScreen ? 0 : caches.layoutBox.value.offset(forDetentValue: caches.layoutBox.value.maximumDetentValue)
        let bottom = dismissedOffset
        return (top, bottom, bottom - top)
    }

    /// GUESS (no source says how UIKit carries a sheet animation through a rotation): an offset of
    /// the old container maps to the same fraction of the sheet's travel (full-height top to off
    /// screen) in the new one, kept within the new rubber-band limit above the top (SheetRules 3,
    /// "Tracking") and the new off-screen offset. So a sheet halfway off screen stays halfway off
    /// screen. The bounds matter for a dismissal animated from y = 0 of a landscape full-screen
    /// sheet, rotated to portrait (above the top limit), and for a presentation from y = 874 in a
    /// 402 pt container.
    func mapIntoNewContainer(_ y: Double, from old: (top: Double, bottom: Double, span: Double)) -> Double {
        let new = travel
        guard y.isFinite else { return new.bottom }
        let fraction = old.span > 0 ? (y - old.top) / old.span : 1
        let mapped = new.top + fraction * new.span
        let extent = isFullScreen ? 0 : RubberBand.topExtent(layout: layout, largestDetentOffset: new.top)
        return min(max(mapped, new.top - extent), new.bottom)
    }

    /// A running animation given a new target (the detents or the selection changed while the
    /// sheet presents, the keyboard moved it): it goes on from where the sheet is, as
    /// ``restartAnimation(to:velocity:)`` does. Moving only the animation's end would move the
    /// whole curve with it, and the sheet would jump in one frame by as much as the target moved
    /// (hundreds of points from an overshoot); UIKit's animations are additive and never jump
    /// (Apple, WWDC 2014 "Building Interruptible and Responsive Interactions"). How the new curve
    /// continues is the GUESS restartAnimation documents.
    mutating func retarget(to target: Double) -> [SheetAction] {
        guard let running = state.animation, running.to != target else { return [] }
        return restartAnimation(to: target, velocity: running.velocity(at: now))
    }

    /// GUESS (see `mapIntoNewContainer`): the running animation restarts now from the mapped
    /// offset toward `target` with the same purpose and completion token, so its callbacks still
    /// come once at its end. A spring keeps its velocity (scaled to the new travel); a fixed-length
    /// transition keeps its end time (the rest of its duration, from rest). An animation whose
    /// end was already reached just ends at `target`.
    mutating func restartAnimation(to target: Double, velocity: Double) -> [SheetAction] {
        guard var running = state.animation else {
            offset = target
            return []
        }
        if running.reachedEnd {
            running.from = target
            running.to = target
            offset = target
            state.animation = running
            return []
        }
        let elapsed = now - running.start
        running.from = offset
        running.to = target
        running.start = now
        switch running.curve {
        case .spring:
            running.initialVelocity = velocity.isFinite ? velocity : 0
        case .transition(let transition):
            let remaining = transition.duration - elapsed
            running.curve = .transition(.init(spring: transition.spring, duration: remaining.nanoseconds > 0 ? remaining : .zero))
            running.initialVelocity = 0
        }
        state.animation = running
        return [.requestFrame]
    }

    /// SheetRules quirk 12 (and 2.5): a medium-only, edge-attached sheet has no active detent in
    /// compact height; UIKit threw on iOS 15 (``OSProfile/raisesWithoutActiveDetent``). SheetSim
    /// reports it there, and on every release keeps the sheet at full height.
    var noActiveDetentErrors: [SheetAction] {
        hasNoActiveDetent && os.raisesWithoutActiveDetent ? [noActiveDetentError()] : []
    }

    func noActiveDetentError() -> SheetAction {
        .callback(.simulator, .error("\(name) has no active detent in this environment (UIKit raised an exception here on iOS 15, reference quirk 12); add .large() as a workaround"))
    }

    // MARK: Keyboard (SheetRules 3, "Keyboard")

    mutating func keyboardChanged(height: Double, duration: SimDuration) -> [SheetAction] {
        surroundings.keyboardHeight = max(0, height.isFinite ? height : 0)
        guard !isFullScreen else { return [] }
        // Layout rules 11: a floating sheet's frame moves with the keyboard; the detents move with it.
        if isFloating { resolveDetents() }
        switch state {
        case .presenting, .settling(_, true, _):
            // As moveToRest does: the running presentation, or the cancelled dismissal settling
            // back, ends where the sheet now rests.
            return retarget(to: restingOffset)
        case .resting(nil), .settling:
            // The keyboard's own duration (SheetRules 2.7), on the sheet spring's curve.
            let (animation, start) = makeTransition(to: restingOffset, animated: duration.nanoseconds > 0, duration: duration)
            state = .settling(animation, cancelsDismissal: false, notify: nil)
            return start
        case .resting(.some), .caught:
            return moveToRest(animated: false)
        case .notPresented, .dragging, .dismissing, .dismissed:
            return []
        }
    }
}
