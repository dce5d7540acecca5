/// Where an alert controller is in its life; the cases that hold a layout are those in which it is
/// on screen.
public enum AlertState: Hashable, Sendable {
    /// Not presented yet.
    case notPresented
    /// The presentation transition runs; `token` names its completion.
    case presenting(token: Int, animated: Bool, layout: AlertLayout)
    /// On screen, waiting for a tap.
    case presented(layout: AlertLayout)
    /// The dismissal transition runs, for `outcome`.
    case dismissing(token: Int, animated: Bool, outcome: AlertOutcome, layout: AlertLayout)
    /// Gone (or never shown: UIKit raised at its presentation).
    case dismissed

    /// The layout while it is on screen.
    public var layout: AlertLayout? {
        switch self {
        case .presenting(_, _, let layout), .presented(let layout), .dismissing(_, _, _, let layout): return layout
        case .notPresented, .dismissed: return nil
        }
    }

    /// The shared phase vocabulary of presented controllers.
    public var phase: SheetPhase {
        switch self {
        case .notPresented: return .notPresented
        case .presenting: return .presenting
        case .presented: return .idle
        case .dismissing: return .dismissing
        case .dismissed: return .dismissed
        }
    }
}

/// Why an alert controller leaves.
public enum AlertOutcome: Hashable, Sendable {
    /// The user tapped the action titled `title`: its handler runs.
    case action(title: String)
    /// The user tapped outside an action sheet: the cancel action's handler runs when `title` is
    /// not nil.
    case cancelledOutside(cancelTitle: String?)
    /// `dismiss(animated:)` in code: no handler runs.
    case inCode

    /// The title of the action whose handler runs, if any.
    public var handlerTitle: String? {
        switch self {
        case .action(let title): return title
        case .cancelledOutside(let title): return title
        case .inCode: return nil
        }
    }
}
