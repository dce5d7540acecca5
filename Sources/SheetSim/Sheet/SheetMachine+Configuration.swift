extension SheetMachine {
    // MARK: Programmatic changes (reference 1.1, quirk 5: never a delegate call)

    mutating func setSelection(_ id: DetentIdentifier?, animated: Bool) -> [SheetAction] {
        configuration.selectedDetentIdentifier = id
        return moveToRest(animated: animated)
    }

    mutating func setDetents(_ detents: [Detent], animated: Bool) -> [SheetAction] {
        let before = restingDetent?.identifier
        configuration.detents = detents
        resolveDetents()
        // Quirk 19: when the shown detent leaves the set, the sheet jumps without animation.
        let vanished = before != nil && !resolvedDetents.contains { $0.identifier == before }
        return (hasNoActiveDetent ? [noActiveDetentError()] : []) + moveToRest(animated: animated && !vanished)
    }

    mutating func detentsChanged(animated: Bool) -> [SheetAction] {
        setDetents(configuration.detents, animated: animated)
    }

    mutating func configurationChanged(_ new: SheetConfiguration, animated: Bool) -> [SheetAction] {
        let old = configuration
        // Anything that changes the sheet's size re-resolves the detents (reference 2.5, 2.6).
        let detentsChanged = new.detents.map(\.identifier) != old.detents.map(\.identifier)
            || new.prefersEdgeAttachedInCompactHeight != old.prefersEdgeAttachedInCompactHeight
            || new.widthFollowsPreferredContentSizeWhenEdgeAttached != old.widthFollowsPreferredContentSizeWhenEdgeAttached
            || new.preferredContentSize != old.preferredContentSize
            || new.prefersPageSizing != old.prefersPageSizing
            || new.modalPresentationStyle != old.modalPresentationStyle
        let selectionChanged = new.selectedDetentIdentifier != old.selectedDetentIdentifier
        let warnedBefore = configurationShowsShadowQuirk
        let detents = new.detents
        configuration = new
        // Seed article: a custom radius on a translucent sheet shows the shadow view's corners.
        var actions: [SheetAction] = !warnedBefore && configurationShowsShadowQuirk ? [shadowQuirkWarning()] : []
        if detentsChanged { actions += setDetents(detents, animated: animated) }
        else if selectionChanged { actions += moveToRest(animated: animated) }
        return actions
    }

    /// Brings the sheet to its resting offset: a jump, or inside `animateChanges` a spring.
    mutating func moveToRest(animated: Bool) -> [SheetAction] {
        let target = restingOffset
        switch phase {
        case .idle, .settling:
            if case .settle(true, _)? = animation?.purpose {
                animation?.to = target  // the cancelled dismissal still finishes, at the new place
                return []
            }
            if animated {
                phase = .settling
                return startSpring(.settle(cancelsDismissal: false, notify: nil), to: target, velocity: 0, flick: false)
            }
            animation = nil
            phase = .idle
            offset = target
            return []
        case .presenting:
            animation?.to = target
            return []
        case .notPresented, .dismissed:
            return []
        case .dragging, .dismissing:
            return []
        }
    }

    // MARK: Environment: rotation, size classes (reference 2.5)

    mutating func environmentChanged(_ new: ScreenEnvironment) -> [SheetAction] {
        environment = new
        resolveDetents()
        var actions: [SheetAction] = hasNoActiveDetent ? [noActiveDetentError()] : []
        switch phase {
        case .dragging:
            // The rotation cancels the touch; the sheet settles where it now belongs (GUESS). A
            // cancelled touch is not a user choice: the selection and the delegate stay untouched.
            drag = nil
            phase = .settling
            actions += startSpring(.settle(cancelsDismissal: interactiveDismissalRunning, notify: nil),
                                   to: restingOffset, velocity: 0, flick: false)
        case .dismissing:
            let target = dismissedOffset
            animation?.to = target
        default:
            actions += moveToRest(animated: false)
        }
        return actions
    }

    /// Reference quirk 12 (and 2.5): a medium-only, edge-attached sheet has no active detent in
    /// compact height; UIKit threw. SheetSim reports it and keeps the sheet at full height.
    func noActiveDetentError() -> SheetAction {
        .callback(.simulator, .error("\(name) has no active detent in this environment (UIKit raised an exception here on iOS 15, reference quirk 12); add .large() as a workaround"))
    }

    // MARK: Keyboard (reference 3, "Keyboard")

    /// The offset the keyboard holds the sheet at: its largest active detent, raised by the
    /// keyboard's overlap when that detent is below large, capped at large.
    var keyboardHeldOffset: Double? {
        guard let largest = resolvedDetents.last else { return nil }
        let maxValue = layout.maximumDetentValue
        if largest.value >= maxValue { return largest.offset }
        let overlap = max(0, keyboardHeight - environment.safeArea.bottom)
        return layout.offset(forDetentValue: min(largest.value + overlap, maxValue))
    }

    mutating func keyboardChanged(height: Double, duration: SimDuration) -> [SheetAction] {
        keyboardHeight = max(0, height.isFinite ? height : 0)
        if phase == .presenting, !isFullScreen {
            // As moveToRest does: the running presentation ends where the sheet now rests.
            let target = restingOffset
            animation?.to = target
            return []
        }
        guard phase == .idle || phase == .settling, !isFullScreen else { return [] }
        if case .settle(true, _)? = animation?.purpose {
            let target = restingOffset
            animation?.to = target
            return []
        }
        phase = .settling
        // The keyboard's own duration (reference 2.7), on the sheet spring's curve.
        return startTransition(.settle(cancelsDismissal: false, notify: nil), to: restingOffset,
                               animated: duration.nanoseconds > 0, duration: duration)
    }
}
