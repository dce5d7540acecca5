extension SheetMachine {
    /// Whether this controller is in the middle of a transition: presenting, dismissing, or an
    /// interactive dismissal that is running (the finger carries it, SheetRules 3, "Dismissal
    /// trigger") or was cancelled and is still settling back (SheetRules 4.5: its transition ends
    /// only with `dismissalTransitionDidEnd(false)`).
    ///
    /// UIKit refuses to present over a controller in this state ("attempt to present … while a
    /// presentation is in progress") and logs a warning; the simulator does the same (see
    /// ``Simulator/present(_:configuration:from:animated:)``), as it already does for a dismiss.
    public var isInTransition: Bool {
        switch state {
        case .presenting, .dismissing: return true
        default: return state.interactiveDismissalRunning
        }
    }
}
