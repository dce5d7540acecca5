/// What can happen to one context presentation. Named for what happened.
public enum ContextPresentationEvent: Sendable, Equatable {
    /// `present(_:animated:)` was called; `context` is where the controller defining the
    /// presentation context stands now.
    case present(animated: Bool, context: PresentationContextGeometry)
    /// `dismiss(animated:)` was called: in code (a context presentation has no dismissal of the
    /// user's own), so no delegate hears of it.
    case dismiss(animated: Bool)
    /// The screen changed (rotation, window size): the context stands here now.
    case environmentChanged(context: PresentationContextGeometry)
    /// Another controller was presented over this one, or the one over it went away.
    case childChanged(presentsChild: Bool)
    /// The app may register on transition coordinators from now on.
    case transitionsObserved
    /// The transition `token` ran its length.
    case animationCompleted(token: Int)
}

/// What a context presentation's machine asks the engine for: only the shared ``MachineAction``
/// cases; the views it removes are read from its state (``ContextPresentationMachine/removesContextViews``).
public typealias ContextPresentationAction = MachineAction<Never>
