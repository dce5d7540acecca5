/// Where a presented sheet is in its life, as one value: each mode carries exactly the data it
/// needs, so a combination UIKit cannot be in (a drag with no finger, a settle with no spring, an
/// interactive dismissal at rest) cannot be written.
///
/// The interactive dismissal transition (SheetRules 3, "Dismissal trigger"; 4.4, 4.5) is not a
/// separate flag: it runs while a drag's decision is `.allowed`, while a spring settles back from
/// a cancelled dismissal (`cancelsDismissal`), and while the dismissal it became finishes.
public enum SheetState: Sendable {
    /// Not on screen yet.
    case notPresented
    /// The presentation transition runs (SheetRules 4.1, 4.2).
    case presenting(SheetAnimation, animated: Bool)
    /// At rest on a detent, or held by the keyboard. `finger` is a touch that went down on the
    /// sheet but has not moved it: its pan's owner is still undecided, or a scroll view owns it.
    case resting(finger: DragState?)
    /// A finger stopped a settling sheet and has not moved it yet (SheetRules 3, "Tracking": a pan catches the
    /// sheet's animation). Lifting it releases the sheet from where it was caught.
    case caught(DragState)
    /// A finger moves the sheet (SheetRules 3, "Tracking").
    case dragging(DragState)
    /// A spring carries the sheet to a detent. `cancelsDismissal`: it is the cancelled swipe
    /// dismissal settling back, whose callbacks run at the end (SheetRules 4.5). `notify`: the
    /// detent change the sheet delegate hears at the end, when the timing option says so.
    case settling(SheetAnimation, cancelsDismissal: Bool, notify: DetentIdentifier??)
    /// The dismissal runs. `userInitiated`: a swipe or a tap, which ends with DidDismiss
    /// (SheetRules 4.4, 4.7), unlike `dismiss(animated:)` (SheetRules 4.3).
    case dismissing(SheetAnimation, animated: Bool, userInitiated: Bool)
    /// Gone.
    case dismissed

    /// The summary the state expectations and frame records print.
    public var phase: SheetPhase {
        switch self {
        case .notPresented: return .notPresented
        case .presenting: return .presenting
        case .resting: return .idle
        case .caught, .settling: return .settling
        case .dragging: return .dragging
        case .dismissing: return .dismissing
        case .dismissed: return .dismissed
        }
    }

    /// The running animation, if the mode has one.
    var animation: SheetAnimation? {
        get {
            switch self {
            case .presenting(let animation, _), .settling(let animation, _, _), .dismissing(let animation, _, _):
                return animation
            case .notPresented, .resting, .caught, .dragging, .dismissed:
                return nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .presenting(_, let animated): self = .presenting(newValue, animated: animated)
            case .settling(_, let cancels, let notify): self = .settling(newValue, cancelsDismissal: cancels, notify: notify)
            case .dismissing(_, let animated, let user): self = .dismissing(newValue, animated: animated, userInitiated: user)
            case .notPresented, .resting, .caught, .dragging, .dismissed: break
            }
        }
    }

    /// The finger on the sheet, whatever it is doing.
    var finger: DragState? {
        switch self {
        case .resting(let finger): return finger
        case .caught(let drag), .dragging(let drag): return drag
        case .notPresented, .presenting, .settling, .dismissing, .dismissed: return nil
        }
    }

    /// Whether a finger is down on the sheet: ``finger`` without copying it out.
    var hasFinger: Bool {
        switch self {
        case .resting(.none), .notPresented, .presenting, .settling, .dismissing, .dismissed: return false
        case .resting(.some), .caught, .dragging: return true
        }
    }

    /// The interactive dismissal transition runs (see the type's notes).
    var interactiveDismissalRunning: Bool {
        switch self {
        case .dragging(let drag), .caught(let drag): return drag.decision == .allowed
        case .settling(_, let cancels, _): return cancels
        case .notPresented, .presenting, .resting, .dismissing, .dismissed: return false
        }
    }

    /// A presentation or dismissal transition runs, animated or interactive: the window takes no
    /// other touches until it ends.
    public var runsTransition: Bool {
        switch self {
        case .presenting, .dismissing: return true
        default: return interactiveDismissalRunning
        }
    }

    /// The cancelled swipe dismissal is still settling back (SheetRules 4.5).
    var isSettlingBackFromCancelledDismissal: Bool {
        if case .settling(_, true, _) = self { return true }
        return false
    }

    /// On screen: presented and not yet gone.
    var isOnScreen: Bool {
        switch self {
        case .notPresented, .dismissed: return false
        default: return true
        }
    }
}
