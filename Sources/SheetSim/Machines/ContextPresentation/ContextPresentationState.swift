/// Where a `currentContext` or `overCurrentContext` presentation is in its life (SheetRules 10.3).
public enum ContextPresentationState: Hashable, Sendable {
    /// Not presented yet.
    case notPresented
    /// The presentation transition runs; `token` names its completion.
    case presenting(token: Int, animated: Bool)
    /// On screen, at rest.
    case presented
    /// The dismissal transition runs.
    case dismissing(token: Int, animated: Bool)
    /// Gone.
    case dismissed

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

    /// Whether the presented controller's view is in the window.
    public var isOnScreen: Bool {
        switch self {
        case .presenting, .presented, .dismissing: return true
        case .notPresented, .dismissed: return false
        }
    }
}

/// Where the controller that defines the presentation context stands, as the engine measured it:
/// the presented controller takes its frame and safe area (SheetRules 10.1).
public struct PresentationContextGeometry: Hashable, Sendable {
    /// The context controller's view's frame in the window.
    public var frame: Rect
    /// Its safe area.
    public var safeArea: EdgeInsets

    public init(frame: Rect, safeArea: EdgeInsets) {
        self.frame = frame
        self.safeArea = safeArea
    }
}
