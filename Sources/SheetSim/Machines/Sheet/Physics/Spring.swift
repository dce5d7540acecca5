/// A damped spring of unit mass, in UIKit's (damping ratio, response) parameterisation.
///
/// SheetRules 2.7: sheet springs use damping ratio 1.0 and response 0.3441442326 s (stiffness
/// ≈ 333.3, damping ≈ 36.5 at mass 1); a release at flick speed uses damping ratio 0.8.
/// Displacements are measured from the target (x = position − target), velocities in pt/s.
///
/// `state(displacement:velocity:after:)` is the exact closed-form solution, so evaluating it
/// at each frame time from the release state is deterministic and does not drift.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// ζ: 1 = critically damped, < 1 under-damped (overshoots), > 1 over-damped.
    public var dampingRatio: Double
    /// The period of the undamped oscillation, s.
    public var response: Double

    public init(dampingRatio: Double, response: Double) {
        self.dampingRatio = dampingRatio
        self.response = response
    }

    /// SheetRules 2.7: the settle spring (ζ = ``UIKitMetrics/springDampingRatio``, response ``UIKitMetrics/springResponse``).
    public static func sheet(metrics: UIKitMetrics) -> Spring {
        Spring(dampingRatio: metrics.springDampingRatio, response: metrics.springResponse)
    }

    /// SheetRules 2.7; SheetRules 3, "Release", step 5: the spring after a flick
    /// (ζ = ``UIKitMetrics/flickDampingRatio``).
    public static func flick(metrics: UIKitMetrics) -> Spring {
        Spring(dampingRatio: metrics.flickDampingRatio, response: metrics.springResponse)
    }

    /// Undamped angular frequency ω₀ = 2π/response, rad/s.
    public var angularFrequency: Double { 2 * Double.pi / response }
    /// k = (2π/response)² at mass 1.
    public var stiffness: Double { angularFrequency * angularFrequency }
    /// c = 4π·ζ/response (= 2ζω₀) at mass 1.
    public var damping: Double { 4 * Double.pi * dampingRatio / response }

    /// |ζ − 1| below this counts as critically damped, avoiding the ill-conditioned limit of the other forms.
    static let criticalTolerance = 1e-9

    /// The displacement and velocity `t` seconds after starting at (`x0`, `v0`), by the exact
    /// solution of `x″ + 2ζω₀x′ + ω₀²x = 0`:
    /// - under-damped: `x = e^(−ζω₀t)·(x0·cos ω_d t + (v0 + ζω₀x0)/ω_d · sin ω_d t)`, `ω_d = ω₀√(1−ζ²)`;
    /// - critical: `x = (x0 + (v0 + ω₀x0)·t)·e^(−ω₀t)`;
    /// - over-damped: `x = A·e^(r₁t) + B·e^(r₂t)`, `r₁,₂ = −ω₀(ζ ∓ √(ζ²−1))`.
    ///
    /// `t ≤ 0` returns the start state. A spring with a non-positive or non-finite response (or a
    /// negative or non-finite damping ratio) snaps: it returns (0, 0).
    public func state(displacement x0: Double, velocity v0: Double, after t: Double) -> (displacement: Double, velocity: Double) {
        guard t > 0 else { return (x0, v0) }
        guard response > 0, response.isFinite, dampingRatio >= 0, dampingRatio.isFinite else { return (0, 0) }
        let w0 = angularFrequency
        let zeta = dampingRatio
        if (zeta - 1).magnitude < Spring.criticalTolerance {
            let e = sheetExp(-w0 * t)
            let b = v0 + w0 * x0
            return ((x0 + b * t) * e, (v0 - w0 * b * t) * e)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = sheetExp(-zeta * w0 * t)
            let c = sheetCos(wd * t)
            let s = sheetSin(wd * t)
            let x = e * (x0 * c + (v0 + zeta * w0 * x0) / wd * s)
            let v = e * (v0 * c - (w0 * w0 * x0 + zeta * w0 * v0) / wd * s)
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)  // slow root
            let r2 = -w0 * (zeta + root)  // fast root
            let a = (v0 - r2 * x0) / (r1 - r2)
            let b = x0 - a
            let e1 = sheetExp(r1 * t)
            let e2 = sheetExp(r2 * t)
            return (a * e1 + b * e2, r1 * a * e1 + r2 * b * e2)
        }
    }

    /// The state `duration` after (`x0`, `v0`), for the simulator's integer clock.
    public func state(displacement x0: Double, velocity v0: Double, after duration: SimDuration) -> (displacement: Double, velocity: Double) {
        state(displacement: x0, velocity: v0, after: duration.seconds)
    }

    /// Done: within ``UIKitMetrics/settleDistance`` of the target and no faster than
    /// ``UIKitMetrics/settleSpeed`` (both inclusive; both GUESS, SheetRules 2.7 gives no threshold).
    public func isSettled(displacement: Double, velocity: Double, metrics: UIKitMetrics) -> Bool {
        isSettled(displacement: displacement, velocity: velocity, settleDistance: metrics.settleDistance,
                  settleSpeed: metrics.settleSpeed)
    }

    /// The same from the two thresholds alone, for the per-frame path (which then need not copy
    /// the whole metrics out of their box).
    func isSettled(displacement: Double, velocity: Double, settleDistance: Double, settleSpeed: Double) -> Bool {
        displacement.magnitude <= settleDistance && velocity.magnitude <= settleSpeed
    }

    /// e.g. `spring(ζ 1, response 0.34)`.
    public var description: String {
        "spring(ζ \(NumberFormat.points(dampingRatio)), response \(NumberFormat.points(response)))"
    }
}
