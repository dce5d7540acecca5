/// What can happen to one presented alert controller. Named for what happened.
public enum AlertEvent: Sendable, Equatable {
    /// `present(_:animated:)` was called, in `surroundings` (its device, window and source).
    case present(animated: Bool, surroundings: AlertSurroundings)
    /// `dismiss(animated:)` was called: in code, so no handler runs.
    case dismiss(animated: Bool)
    /// The screen changed (a rotation, a window change): the alert is placed again in its new
    /// surroundings.
    case environmentChanged(AlertSurroundings)
    /// The user tapped the action titled `title`.
    case actionTapped(title: String)
    /// The user tapped outside the alert, at a point the engine found outside its frame.
    case tappedOutside(Point)
    /// Another controller was presented over this one, or the one over it went away.
    case childChanged(presentsChild: Bool)
    /// The app may register on transition coordinators from now on.
    case transitionsObserved
    /// The transition `token` ran its length.
    case animationCompleted(token: Int)
}

/// What an alert machine asks the engine for: only the shared ``MachineAction`` cases.
public typealias AlertMachineAction = MachineAction<Never>
