/// The running animation of a sheet, seen from outside: where it started, where it goes, and the
/// lowest and highest offsets its curve can reach on the way (overshoot included).
///
/// Why public: a checker (the fuzzer's `positionWithinRubberBandLimits`) must tell a real spring
/// overshoot (SheetRules 2.7: the 0.8-damped flick spring passes its target) from a sheet drawn
/// where no animation could take it, without reaching into the machine.
public struct SheetAnimationRange: Hashable, Sendable {
    /// The offset the animation started from.
    public var from: Double
    /// Its target offset.
    public var to: Double
    /// The smallest offset (highest on screen) the curve reaches, ≤ min(from, to).
    public var lowest: Double
    /// The largest offset (lowest on screen) the curve reaches, ≥ max(from, to).
    public var highest: Double

    public init(from: Double, to: Double, lowest: Double, highest: Double) {
        self.from = from
        self.to = to
        self.lowest = lowest
        self.highest = highest
    }

    /// How far the curve goes above (smaller offsets) the stretch between `from` and `to`.
    public var beyondAbove: Double { max(0, min(from, to) - lowest) }
    /// How far the curve goes below (larger offsets) that stretch.
    public var beyondBelow: Double { max(0, highest - max(from, to)) }
}

extension SheetMachine {
    /// The running animation's range, or nil when none runs.
    public var animationRange: SheetAnimationRange? {
        guard let animation = state.animation else { return nil }
        let range = animation.displacementRange
        return SheetAnimationRange(from: animation.from, to: animation.to,
                                   lowest: animation.to + range.lowest, highest: animation.to + range.highest)
    }
}

extension SheetAnimation {
    /// The lowest and highest displacement from `to` over the whole curve (SheetRules 2.7):
    /// a free spring's exact excursion from (from − to, initialVelocity); a transition is the unit
    /// spring's curve over [0, `duration`] rescaled to end at 0, so its range is that stretch of
    /// the unit curve rescaled the same way (exactly from…to for a critically damped spring, which
    /// does not overshoot from rest).
    var displacementRange: (lowest: Double, highest: Double) {
        let x0 = from - to
        switch curve {
        case .spring(let spring):
            return spring.excursion(displacement: x0, velocity: initialVelocity)
        case .transition(let transition):
            let (spring, duration, end) = (transition.spring, transition.duration, transition.end)
            let scale = 1 - end
            guard scale > 0, duration.nanoseconds > 0 else { return (min(x0, 0), max(x0, 0)) }
            // The unit curve over [0, duration]: its ends and any turning point in between.
            var unit = (lowest: min(1, end), highest: max(1, end))
            for t in spring.stationaryTimes(displacement: 1, velocity: 0) where t > 0 && t < duration.seconds {
                let x = spring.state(displacement: 1, velocity: 0, after: t).displacement
                unit = (min(unit.lowest, x), max(unit.highest, x))
            }
            let a = x0 * (unit.lowest - end) / scale
            let b = x0 * (unit.highest - end) / scale
            return (min(a, b, x0, 0), max(a, b, x0, 0))
        }
    }
}
