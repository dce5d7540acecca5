/// Where a navigation controller is, as one value: at rest, or in one transition whose data the
/// case carries.
public enum NavigationState: Sendable, Equatable {
    /// Showing its top view controller.
    case idle
    /// A push or pop runs to its end (animated or not; a non-animated one ends at this instant,
    /// as its own event).
    case transitioning(NavigationTransition)
    /// The interactive pop gesture: a finger at the leading edge that has not moved yet.
    case edgeTouched(EdgeSwipe)
    /// The interactive pop gesture moves the transition with the finger.
    case poppingInteractively(NavigationTransition, EdgeSwipe)
    /// The finger lifted; the interactive pop animates to its end, completing or cancelled.
    case finishingInteractivePop(NavigationTransition, completes: Bool)

    /// The running transition, if any.
    public var transition: NavigationTransition? {
        switch self {
        case .transitioning(let transition), .poppingInteractively(let transition, _),
             .finishingInteractivePop(let transition, _):
            return transition
        case .idle, .edgeTouched:
            return nil
        }
    }
}

/// One push or pop: who leaves, who comes, and how.
public struct NavigationTransition: Sendable, Equatable {
    public enum Operation: String, Sendable, Equatable {
        case push
        case pop
    }

    public var operation: Operation
    /// The view controller on top when the transition began.
    public var from: String
    /// The view controller on top when it ends.
    public var to: String
    /// Controllers a pop removes beneath `from` (popping to the root past several): they leave
    /// the stack without appearing.
    public var removed: [String]
    /// Controllers `setViewControllers(_:animated:)` puts beneath `to`: they join the stack
    /// without appearing.
    public var added: [String] = []
    public var animated: Bool
    /// The completion's token (a later transition supersedes it).
    public var token: Int
}

/// The interactive pop gesture's touches.
public struct EdgeSwipe: Sendable, Equatable {
    /// Where the finger went down.
    public var start: TouchSample
    /// Every sample since, last last (kept short: only the velocity window matters).
    public var samples: [TouchSample]
    /// The width of the navigation controller's view: the pop's full travel.
    public var width: Double

    /// How far the finger has moved toward the trailing edge.
    public var translation: Double { (samples.last?.location.x ?? start.location.x) - start.location.x }

    /// How far the pop has come, 0…1.
    public var progress: Double { width > 0 ? min(max(translation / width, 0), 1) : 1 }
}
