/// A callback UIKit makes, with its arguments, under UIKit's own method name.
///
/// Reference section 4 gives the orders; this type only names what can be called.
public enum Callback: Hashable, Sendable {
    // MARK: UIViewController appearance (reference 4.1–4.9)
    case viewWillAppear(animated: Bool)
    /// iOS 17 (back-deployed to 13 in the SDK); logged per the OS profile. Reference 4.1.
    case viewIsAppearing(animated: Bool)
    case viewDidAppear(animated: Bool)
    case viewWillDisappear(animated: Bool)
    case viewDidDisappear(animated: Bool)
    /// `viewWillTransition(to:with:)` on rotation, with the new container size.
    case viewWillTransition(to: Size)
    /// `traitCollectionDidChange(_:)` when a size class changes.
    case traitCollectionDidChange

    // MARK: UIPresentationController
    case presentationTransitionWillBegin
    case presentationTransitionDidEnd(completed: Bool)
    case dismissalTransitionWillBegin
    case dismissalTransitionDidEnd(completed: Bool)

    // MARK: UIAdaptivePresentationControllerDelegate (reference 1.3)
    /// The delegate was asked; `answer` is what it returned.
    case presentationControllerShouldDismiss(answer: Bool)
    case presentationControllerWillDismiss
    case presentationControllerDidDismiss
    case presentationControllerDidAttemptToDismiss

    // MARK: UISheetPresentationControllerDelegate (reference 1.3)
    /// Sent only for user-driven detent changes; the argument is the new selection.
    case sheetPresentationControllerDidChangeSelectedDetentIdentifier(DetentIdentifier?)

    // MARK: Touches that reach the presenter
    /// A tap passed through an undimmed area to the presenter (reference 2.3).
    case tapReceived(at: Point)

    // MARK: SheetSim's own entries
    /// Something UIKit would do that a developer should know about (e.g. the shadow quirk).
    case warning(String)
    /// Something UIKit would fail at (e.g. reference quirk 12), reported instead of crashing.
    case error(String)

    /// UIKit's method name, without arguments: what scenario expectations match on.
    public var name: String {
        switch self {
        case .viewWillAppear: return "viewWillAppear"
        case .viewIsAppearing: return "viewIsAppearing"
        case .viewDidAppear: return "viewDidAppear"
        case .viewWillDisappear: return "viewWillDisappear"
        case .viewDidDisappear: return "viewDidDisappear"
        case .viewWillTransition: return "viewWillTransition"
        case .traitCollectionDidChange: return "traitCollectionDidChange"
        case .presentationTransitionWillBegin: return "presentationTransitionWillBegin"
        case .presentationTransitionDidEnd: return "presentationTransitionDidEnd"
        case .dismissalTransitionWillBegin: return "dismissalTransitionWillBegin"
        case .dismissalTransitionDidEnd: return "dismissalTransitionDidEnd"
        case .presentationControllerShouldDismiss: return "presentationControllerShouldDismiss"
        case .presentationControllerWillDismiss: return "presentationControllerWillDismiss"
        case .presentationControllerDidDismiss: return "presentationControllerDidDismiss"
        case .presentationControllerDidAttemptToDismiss: return "presentationControllerDidAttemptToDismiss"
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            return "sheetPresentationControllerDidChangeSelectedDetentIdentifier"
        case .tapReceived: return "tapReceived"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    /// The arguments as (label, value text) pairs, in the order they print.
    public var arguments: [(label: String, value: String)] {
        switch self {
        case .viewWillAppear(let a), .viewIsAppearing(let a), .viewDidAppear(let a),
             .viewWillDisappear(let a), .viewDidDisappear(let a):
            return [("animated", String(a))]
        case .viewWillTransition(let size):
            return [("to", "\(NumberFormat.points(size.width)) x \(NumberFormat.points(size.height))")]
        case .presentationTransitionDidEnd(let c), .dismissalTransitionDidEnd(let c):
            return [("completed", String(c))]
        case .presentationControllerShouldDismiss(let answer):
            return [("returned", String(answer))]
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let id):
            return [("selectedDetentIdentifier", id.map { $0.description } ?? "nil")]
        case .tapReceived(let p):
            return [("x", NumberFormat.points(p.x)), ("y", NumberFormat.points(p.y))]
        case .warning(let text), .error(let text):
            return [("", text)]
        case .traitCollectionDidChange, .presentationTransitionWillBegin, .dismissalTransitionWillBegin,
             .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss:
            return []
        }
    }

    /// `viewWillAppear(animated: true)`, `presentationControllerWillDismiss`,
    /// `warning("…")`: the text the log prints after the receiver.
    public var description: String {
        let args = arguments
        guard !args.isEmpty else { return name }
        if case .warning = self { return name + "(" + LogText.quoted(args[0].value) + ")" }
        if case .error = self { return name + "(" + LogText.quoted(args[0].value) + ")" }
        return name + "(" + args.map { $0.label + ": " + $0.value }.joined(separator: ", ") + ")"
    }
}
