/// A point in a presentation's transition that a transition coordinator's blocks run at: what a
/// presentation machine tells the engine (``EngineService/transitionMoment(_:)``) while anyone may
/// have registered on the coordinator, and never otherwise.
public enum TransitionMoment: Sendable, Equatable {
    /// The transition starts: from here until ``ended(cancelled:)`` the controllers it involves have
    /// a `transitionCoordinator`. Before the transition's first callback.
    case began
    /// Its animations start (an interactive dismissal: as the drag starts driving it). The
    /// alongside animation blocks run.
    case animationsBegan(interactive: Bool)
    /// An interactive transition stops being interactive: the finger lifted (`cancelled` when the
    /// sheet goes back) or the touch was cancelled. The interaction-change handlers run.
    case interactionChanged(cancelled: Bool)
    /// The transition ended, finished or cancelled. The alongside completion blocks run, and the
    /// coordinator is gone.
    case ended(cancelled: Bool)
}

/// What the engine keeps of the transition coordinators: the standing rules and the blocks
/// registered on each running transition.
struct TransitionCoordinators: Sendable {
    /// The app's standing registrations, in the order made.
    var rules: [TransitionCoordinatorRule] = []
    /// Whether a presentation tells the engine its moments: a rule exists, or app code that can
    /// register from a callback runs. Cleared never: a machine told once keeps telling.
    var observed = false
    /// The running transitions, by presented controller, while observed.
    var running: [String: RunningTransition] = [:]
}

/// One running transition and the blocks registered on its coordinator.
struct RunningTransition: Sendable {
    /// Whether its animations have started (blocks registered later run at once, GUESS).
    var animationsBegan = false
    /// What the coordinator's context says now.
    var isInteractive = false
    var isCancelled = false
    /// The registrations, in order: whose coordinator, and which methods.
    var registrations: [(controller: String, blocks: TransitionCoordinatorBlocks)] = []
}
