/// One touch sequence on the sheet, from touch-down to touch-up: what the sheet made of it. Its
/// touch samples, and the detent it started from, are the machine's `PanTracker`.
public struct DragState: Sendable {
    /// Who moves with the finger (SheetRules 3, "Who owns the pan").
    enum Owner: Sendable, Equatable {
        /// Not known until the first movement (a pan starting at a scroll view's top edge).
        case undecided
        case sheet
        case scrollView
    }

    /// UIKit decides once per drag whether it may dismiss (SheetRules 3, "Dismissal trigger").
    enum Decision: Sendable, Equatable {
        case undecided
        case allowed
        /// Refused; `sendsAttempt` when the refusal came from `isModalInPresentation` or the
        /// delegate, which is when `presentationControllerDidAttemptToDismiss` follows.
        case refused(sendsAttempt: Bool)
    }

    var target: TouchTarget
    var startOffset: Double
    var startLocationY: Double
    var startContentOffset: Double
    var owner: Owner
    var decision: Decision = .undecided
    var attemptSent = false
    var latestRaw: Double
}
