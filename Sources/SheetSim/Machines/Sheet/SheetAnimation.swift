/// An animation of the sheet's offset, evaluated in closed form at each display frame. What the
/// motion is for (presenting, settling, dismissing) is the ``SheetState`` case that holds it.
///
/// Two curves, both from SheetRules 2.7:
/// - `spring`: released drags and `animateChanges` moves run the sheet spring (damping 1.0, or 0.8
///   after a flick; response 0.344 s) seeded with the release velocity, and end once settled.
/// - `transition`: non-interactive present and dismiss follow the same spring's curve rescaled to
///   end exactly at `transitionDuration` (0.4 s) — SheetRules 2.7 gives both figures; how UIKit
///   combines them is a GUESS documented here.
public struct SheetAnimation: Sendable {
    enum Curve: Sendable {
        case spring(Spring)
        case transition(Transition)
    }

    /// A fixed-duration curve: the unit spring's over `duration`, rescaled to end there.
    struct Transition: Sendable {
        let spring: Spring
        let duration: SimDuration
        /// The unit spring's displacement at `duration`, which the curve is rescaled by. It is the
        /// same for the whole transition, so it is worked out here, once, rather than at every frame.
        let end: Double

        init(spring: Spring, duration: SimDuration) {
            self.spring = spring
            self.duration = duration
            end = spring.state(displacement: 1, velocity: 0, after: duration.seconds).displacement
        }
    }

    var curve: Curve
    var from: Double
    var to: Double
    var initialVelocity: Double
    var start: SimInstant
    var token: Int
    /// Set on the frame the animation reaches its end; the completion event follows.
    var reachedEnd = false

    /// A guard, not UIKit: an animation never runs longer than this, so an overridden metric
    /// (say a damping ratio near 0) cannot keep a run going forever.
    static let maximumDuration = SimDuration.seconds(10)

    /// Offset and velocity at `time`, and whether the animation has ended.
    /// The curve's speed at `time`, in points per second (positive downward).
    func velocity(at time: SimInstant) -> Double {
        sample(at: time, settleDistance: 0, settleSpeed: 0).velocity
    }

    func sample(at time: SimInstant, settleDistance: Double, settleSpeed: Double) -> (offset: Double, velocity: Double, done: Bool) {
        let elapsed = time - start
        if elapsed >= Self.maximumDuration { return (to, 0, true) }
        let t = max(0, elapsed.seconds)
        switch curve {
        case .spring(let spring):
            let state = spring.state(displacement: from - to, velocity: initialVelocity, after: t)
            if spring.isSettled(displacement: state.displacement, velocity: state.velocity,
                                settleDistance: settleDistance, settleSpeed: settleSpeed) {
                return (to, 0, true)
            }
            return (to + state.displacement, state.velocity, false)
        case .transition(let transition):
            let duration = transition.duration
            if elapsed >= duration || duration.nanoseconds <= 0 { return (to, 0, true) }
            let x0 = from - to
            let now = transition.spring.state(displacement: 1, velocity: 0, after: t)
            let scale = 1 - transition.end
            guard scale > 0 else { return (to, 0, true) }
            let fraction = (now.displacement - transition.end) / scale
            return (to + x0 * fraction, x0 * now.velocity / scale, false)
        }
    }
}
