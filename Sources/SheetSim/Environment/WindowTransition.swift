/// A window change under way: a rotation or a resize of the app's window, from the instant its
/// setup callbacks ran to the end of its animation (split view rules 5.1).
///
/// UIKit runs such a change through a transition coordinator: first the setup callbacks
/// (`willTransition(to:with:)`, `viewWillTransition(to:with:)`, `traitCollectionDidChange(_:)`),
/// then an animation of the coordinator's `transitionDuration` that carries what adapts (split view
/// controllers collapsing or expanding, presentations moving), then the completion blocks. The
/// simulator runs the setup and the adaptations at the instant of the change, as before, and holds
/// the clock for the animation: the transition's end is an event on the queue, so
/// ``Simulator/runUntilIdle()`` (a scenario's `wait until settled`) returns only after it.
///
/// One transition runs at a time: a window change while one runs replaces it, and the first one's
/// end is not waited for separately (GUESS: no source says how UIKit chains them).
public struct WindowTransition: Hashable, Sendable {
    /// What changed the window.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// The device rotated by this many quarter turns (1, or 2 from one landscape to the other).
        case rotation(quarterTurns: Int)
        /// The window changed size without a rotation: Split View, Slide Over, Stage Manager.
        case resize

        /// `rotation by a quarter turn`, `rotation by a half turn`, `window resize`.
        public var description: String {
            switch self {
            case .rotation(let turns): return "rotation by " + (turns == 2 ? "a half turn" : turns == 1 ? "a quarter turn" : "\(turns) quarter turns")
            case .resize: return "window resize"
            }
        }
    }

    public var cause: Cause
    /// When the setup callbacks ran and the animation began.
    public var began: SimInstant
    /// The coordinator's `transitionDuration`: the ``UIKitMetrics/rotationTransitionDuration``
    /// metric (times the quarter turns) or the ``UIKitMetrics/windowResizeTransitionDuration`` one.
    public var duration: SimDuration

    public init(cause: Cause, began: SimInstant, duration: SimDuration) {
        self.cause = cause
        self.began = began
        self.duration = duration
    }

    /// When the animation ends and the completion blocks run.
    public var ends: SimInstant { began.adding(duration) ?? .limit }

    /// The transition from `old` to `new`, as UIKit would animate it, beginning at `now`; nil when
    /// the change moves nothing on screen (neither orientation nor window size changes) or its
    /// metric is 0.
    static func between(_ old: ScreenEnvironment, _ new: ScreenEnvironment, at now: SimInstant,
                        metrics: UIKitMetrics) -> WindowTransition? {
        let cause: Cause
        let duration: SimDuration
        if old.orientation != new.orientation {
            let turns = old.orientation.isLandscape && new.orientation.isLandscape ? 2 : 1
            cause = .rotation(quarterTurns: turns)
            duration = metrics.span(\.rotationTransitionDuration) * Int64(turns)
        } else if old.containerSize != new.containerSize {
            cause = .resize
            duration = metrics.span(\.windowResizeTransitionDuration)
        } else {
            return nil
        }
        guard duration > .zero else { return nil }
        return WindowTransition(cause: cause, began: now, duration: duration)
    }
}
