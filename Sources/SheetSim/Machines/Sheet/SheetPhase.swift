/// Where a sheet is in its life, as the state summary shows it.
public enum SheetPhase: String, Hashable, Sendable, CaseIterable {
    /// Not on screen yet.
    case notPresented
    /// The presentation transition is running.
    case presenting
    /// At rest on a detent.
    case idle
    /// A finger is moving it.
    case dragging
    /// A spring is carrying it to a detent.
    case settling
    /// The dismissal transition is running.
    case dismissing
    /// Gone.
    case dismissed
}
