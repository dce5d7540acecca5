extension Spring {
    /// The lowest and highest displacement the spring reaches from (`x0`, `v0`) over all t ≥ 0,
    /// target (0) included, by the exact solution (see `state(displacement:velocity:after:)`).
    ///
    /// Why: a released spring may pass its target (SheetRules 2.7: the 0.8-damped flick spring does)
    /// or first carry on in the finger's direction; this is how far, so a check can tell a real
    /// overshoot from a sheet drawn where no animation could take it. The extremes are where the
    /// velocity is 0: under-damped at `ω_d·t = atan2(v0, (ω₀²x0 + ζω₀v0)/ω_d) + nπ` (each later one
    /// smaller by `e^(−ζω₀π/ω_d)`, so the first two on each side suffice), critical at
    /// `t = v0/(ω₀(v0 + ω₀x0))`, over-damped at `t = ln(−r₂B/(r₁A))/(r₁ − r₂)`.
    public func excursion(displacement x0: Double, velocity v0: Double) -> (lowest: Double, highest: Double) {
        var lowest = min(x0, 0)
        var highest = max(x0, 0)
        guard x0.isFinite, v0.isFinite else { return (-.infinity, .infinity) }
        for t in stationaryTimes(displacement: x0, velocity: v0) where t > 0 && t.isFinite {
            let x = state(displacement: x0, velocity: v0, after: t).displacement
            lowest = min(lowest, x)
            highest = max(highest, x)
        }
        return (lowest, highest)
    }

    /// The times t > 0 at which the velocity is 0 (candidates for the extremes).
    func stationaryTimes(displacement x0: Double, velocity v0: Double) -> [Double] {
        guard response > 0, response.isFinite, dampingRatio >= 0, dampingRatio.isFinite else { return [] }
        let w0 = angularFrequency
        let zeta = dampingRatio
        if (zeta - 1).magnitude < Spring.criticalTolerance {
            let b = v0 + w0 * x0
            return b == 0 ? [] : [v0 / (w0 * b)]
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            var theta = sheetAtan2(v0, (w0 * w0 * x0 + zeta * w0 * v0) / wd)
            if theta < 0 { theta += Double.pi }
            return (0..<3).map { (theta + Double($0) * Double.pi) / wd }
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let a = (v0 - r2 * x0) / (r1 - r2)
            let b = x0 - a
            guard a != 0 else { return [] }
            let ratio = -r2 * b / (r1 * a)
            return ratio > 0 ? [sheetLog(ratio) / (r1 - r2)] : []
        }
    }
}
