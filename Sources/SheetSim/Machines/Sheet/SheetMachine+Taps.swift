extension SheetMachine {
    /// Taps are ignored while a finger drags the sheet or a transition runs (SheetRules 4.7) —
    /// including a cancelled swipe dismissal that is still settling back, whose interactive
    /// transition has not ended yet (a tap there would send viewWillDisappear a second time).
    var acceptsTaps: Bool {
        switch state {
        case .resting(nil): return true
        case .settling(_, let cancelsDismissal, _): return !cancelsDismissal
        default: return false
        }
    }

    // MARK: Grabber (SheetRules 2.3, "Grabber tap")

    mutating func grabberTapped() -> [SheetAction] {
        guard acceptsTaps else { return [] }
        guard isGrabberVisible else {
            return [.callback(.simulator, .warning("the grabber of \(name) is not visible; the tap had no effect"))]
        }
        if keyboardHeight > 0 {
            // The tap ends editing: the keyboard goes down and the sheet returns.
            return keyboardChanged(height: 0, duration: metrics.span(\.keyboardAnimationDuration))
        }
        if caches.resolvedDetents.count == 1 {
            return decideTapDismissal(source: .grabberTap)
        }
        let current = restingDetent.flatMap { rest in caches.resolvedDetents.firstIndex { $0.identifier == rest.identifier } } ?? 0
        let step = options.grabberCycleDirection == .towardLarger ? 1 : -1
        let next = (current + step + caches.resolvedDetents.count) % caches.resolvedDetents.count
        return settle(on: caches.resolvedDetents[next], from: restingDetent?.identifier, velocity: 0, flick: false,
                      cancelsDismissal: false)
    }

    // MARK: Dimming view (SheetRules 4.7, 2.3)

    mutating func dimmingViewTapped(at point: Point) -> [SheetAction] {
        guard acceptsTaps else { return [] }
        if percentDimmed == 0 {
            // SheetRules 2.3: touches pass through to the presenter while the dim fraction is 0.
            return [.engine(.passTapThrough(point))]
        }
        if let largest = caches.resolvedDetents.last, restingDetent?.identifier == largest.identifier,
           largest.value >= caches.layoutBox.value.maximumDetentValue, case .resting = state, spansContainerWidth {
            // At its top position and as wide as the container: the tap is ignored (SheetRules 4.7).
            return []
        }
        return decideTapDismissal(source: .dimmingTap)
    }

    /// The same checks as a drag, in UIKit's order, for a tap that would dismiss.
    mutating func decideTapDismissal(source: DismissDecisionSource) -> [SheetAction] {
        switch dismissalGate {
        case .refused(let sendsAttempt): return refusedTap(source, sendsAttempt: sendsAttempt)
        case .allowed: return beginDismissal(animated: true, userInitiated: true)
        case .askDelegate(let answer): return [askShouldDismiss(source, configured: answer)]
        }
    }

    /// A tap that may not dismiss: with `largestUndimmedDetentIdentifier` set the sheet moves to
    /// that detent (SheetRules 4.7); no DidAttemptToDismiss unless the option says so. A single-detent
    /// grabber tap is "same as a dimming tap" (SheetRules 2.3), so it follows the same option.
    mutating func refusedTap(_ source: DismissDecisionSource, sendsAttempt: Bool) -> [SheetAction] {
        var actions: [SheetAction] = []
        if sendsAttempt && configuration.hasDelegate && options.dimmingTapSendsDidAttemptToDismiss {
            actions.append(.callbackAsync(delegate, .presentationControllerDidAttemptToDismiss))
        }
        if source == .dimmingTap, let undimmed = largestUndimmedDetentIdentifier,
           let target = caches.resolvedDetents.first(where: { $0.identifier == undimmed }) {
            actions += settle(on: target, from: restingDetent?.identifier, velocity: 0, flick: false, cancelsDismissal: false)
        }
        return actions
    }
}
