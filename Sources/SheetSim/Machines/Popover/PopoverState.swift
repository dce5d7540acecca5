/// Where a popover is in its life. The cases that hold a placement are those in which the popover
/// is on screen: its `arrowDirection` is the placement's while it holds one, and `unknown`
/// otherwise (DOC, <doc:SheetRules> 8.1).
public enum PopoverState: Hashable, Sendable {
    /// Not presented yet.
    case notPresented
    /// The presentation transition runs; `token` names its completion.
    case presenting(token: Int, animated: Bool, placement: PopoverPlacement)
    /// On screen, at rest.
    case presented(placement: PopoverPlacement)
    /// The dismissal transition runs; `userInitiated` for a tap outside (the delegate hears of it).
    case dismissing(token: Int, animated: Bool, userInitiated: Bool, placement: PopoverPlacement)
    /// Gone.
    case dismissed

    /// The placement while the popover is on screen.
    public var placement: PopoverPlacement? {
        switch self {
        case .presenting(_, _, let placement), .presented(let placement), .dismissing(_, _, _, let placement): return placement
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
