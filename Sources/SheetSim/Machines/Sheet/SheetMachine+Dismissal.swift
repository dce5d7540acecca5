/// How UIKit answers a user's attempt to dismiss, before and after asking the delegate.
enum DismissalGate: Equatable {
    /// Refused without asking; `sendsAttempt`: `presentationControllerDidAttemptToDismiss` follows.
    case refused(sendsAttempt: Bool)
    /// Allowed without asking: there is no delegate.
    case allowed
    /// Ask `presentationControllerShouldDismiss(_:)`; `default` is the configuration's answer.
    case askDelegate(default: Bool)
}

extension SheetMachine {
    /// Whether a swipe or tap may dismiss this sheet, checked in UIKit's order (SheetRules 3,
    /// "Dismissal trigger"; 4.7; 4.8): not while it presents another controller, not when
    /// `isModalInPresentation` (which sends the attempt callback), otherwise the delegate decides.
    /// Drags and taps both ask here, and so do the pictures of a run.
    var dismissalGate: DismissalGate {
        if presentsChild { return .refused(sendsAttempt: false) }
        if configuration.isModalInPresentation { return .refused(sendsAttempt: true) }
        if !configuration.hasDelegate { return .allowed }
        return .askDelegate(default: configuration.shouldDismiss)
    }

    /// Whether a pull-down is known ahead to be refused: the gate refuses, or the delegate is set
    /// to answer no. (An answer that comes from the user's code at the moment UIKit asks is not
    /// known ahead.) This is when the sheet rubber-bands below its smallest detent.
    public var refusesPullDownAhead: Bool {
        switch dismissalGate {
        case .refused: return true
        case .allowed: return false
        case .askDelegate(let answer): return !answer
        }
    }
}
