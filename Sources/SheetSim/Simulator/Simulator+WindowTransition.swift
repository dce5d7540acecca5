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

    /// The window's transition is over: its completion blocks run. Nothing in the log marks it,
    /// since the simulated controllers add no completion of their own; it is the instant
    /// `wait until settled` waits for.
    mutating func endWindowTransition() {
        windowTransition = nil
    }

    /// Whether a rotation or a window resize is animating now (``windowTransition``).
    public var isWindowTransitioning: Bool { windowTransition != nil }
}
