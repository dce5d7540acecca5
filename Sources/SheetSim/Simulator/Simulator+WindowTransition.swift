extension Simulator {
    // MARK: The window's transition (split view rules 5.1)

    /// Starts the animation of a window change whose setup callbacks and adaptations just ran: its
    /// end goes on the queue `transition.duration` from now. A transition still running is
    /// replaced, its end taken off the queue: the clock is held once, to the later change's end.
    mutating func beginWindowTransition(_ transition: WindowTransition) {
        if windowTransition != nil {
            queue.removeAll { if case .windowTransitionEnded = $0 { return true }; return false }
        }
        windowTransition = transition
        queue.schedule(.windowTransitionEnded, at: transition.ends)
    }

    /// The window's transition is over: its completion blocks run. The simulated controllers add
    /// no completion of their own; after a multitasking resize the app becomes active again here
    /// (``becomeActiveIfDue()``; split view rules 5.2, 5.4 step 7). It is the instant
    /// `wait until settled` waits for.
    mutating func endWindowTransition() {
        windowTransition = nil
        becomeActiveIfDue()
    }

    /// Whether a rotation or a window resize is animating now (``windowTransition``).
    public var isWindowTransitioning: Bool { windowTransition != nil }
}

extension Simulator {
    // MARK: Touches during the transition (an option)

    /// With ``BehaviorOptions/ignoresTouchesDuringWindowTransition``, the finger's `action` when
    /// UIKit would ignore it: a touch that begins while the window's transition runs, or one that
    /// continues such a touch. The log gets a warning; nothing else happens, but a gesture still
    /// takes its time (``IgnoredTouch/lift``), as the finger still moves. Nil: the action goes
    /// through.
    mutating func ignoreTouch(_ action: UserAction) throws -> IgnoredTouch? {
        switch action {
        case .touchMove, .touchUp:
            // A touch goes on as it began: ignored to its end if its touch-down was.
            guard ignoresHeldTouch else { return nil }
            if case .touchUp = action { ignoresHeldTouch = false }
            return IgnoredTouch(lift: nil)
        default:
            guard let transition = windowTransition else { return nil }
            let length = try gestureLength(of: action)
            if case .touchDown = action { ignoresHeldTouch = true }
            record(.simulator, .warning("\(action.scenarioLines.last ?? "a touch") while the window's \(transition.cause) "
                                        + "animates (until \(transition.ends)); ignored (option ignoresTouchesDuringWindowTransition)"))
            return IgnoredTouch(lift: length.map { now.adding($0) ?? .limit })
        }
    }

    /// How long a gesture's finger stays on the glass; nil for a tap or a touch-down.
    func gestureLength(of action: UserAction) throws -> SimDuration? {
        func length(_ motion: DragMotion) throws -> SimDuration {
            switch motion {
            case .distance(_, let duration), .toDetent(_, let duration): return duration
            case .velocity(let distance, let velocity): return try Self.duration(ofDragBy: distance, velocity: velocity)
            case .samples(let samples), .positions(let samples): return samples.last?.after ?? .zero
            }
        }
        switch action {
        case .drag(_, let motion), .swipeBack(_, let motion), .dragSidebar(_, let motion), .swipeRow(_, _, let motion, _):
            return try length(motion)
        default:
            return nil
        }
    }
}

/// A touch ``Simulator/ignoreTouch(_:)`` ignored.
struct IgnoredTouch {
    /// When an ignored gesture's finger lifts: its time still passes. Nil for a tap or a touch that
    /// takes no time of its own.
    var lift: SimInstant?
}
