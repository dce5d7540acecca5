/// Where a released sheet goes (SheetRules 3, "Release", steps 1–5).
public struct ReleaseDecision: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Index into the candidates the sheet settles at.
    public var targetIndex: Int
    /// The release speed was at least the flick speed (1000 pt/s): the settle spring uses the flick
    /// damping (SheetRules 3, "Release", step 5), whether or not the flick rule moved the target.
    public var isFlick: Bool
    /// The projected offset `p` the nearest candidate was chosen by.
    public var projectedOffset: Double
    /// The velocity after the speed floor (0 below 250 pt/s), pt/s, positive downward.
    public var effectiveVelocity: Double

    public init(targetIndex: Int, isFlick: Bool, projectedOffset: Double, effectiveVelocity: Double) {
        self.targetIndex = targetIndex
        self.isFlick = isFlick
        self.projectedOffset = projectedOffset
        self.effectiveVelocity = effectiveVelocity
    }

    public var description: String {
        "target #\(targetIndex)\(isFlick ? " flick" : "") p=\(NumberFormat.points(projectedOffset)) v=\(NumberFormat.points(effectiveVelocity))"
    }
}

/// SheetRules 3, "Release" (target selection).
public enum ReleaseTargeting {
    /// Chooses the candidate a sheet released at offset `y` with velocity `v` settles at.
    ///
    /// - Parameters:
    ///   - y: the sheet's top offset at release (container y).
    ///   - v: the release velocity in pt/s, positive downward (increasing y). A non-finite
    ///     velocity counts as 0.
    ///   - candidates: candidate offsets in ascending y (largest detent first); the caller appends
    ///     the dismissed offset last while an interactive dismissal runs (SheetRules 3, "Release", step 3).
    ///     Must not be empty.
    ///   - metrics: the thresholds and rate the steps below read.
    ///
    /// Steps (SheetRules 3, "Release"):
    /// 1. `|v| < 250` (``UIKitMetrics/minimumReleaseSpeed``) counts as 0.
    /// 2. Projection `p = y + v·(r/(1−r))/1000` with `r = 0.99` (``UIKitMetrics/decelerationRate``),
    ///    i.e. `p = y + 0.099·v`.
    /// 3. The candidate nearest to `p` wins. Tie (p exactly halfway): the one nearer the finger `y`;
    ///    if still tied, the lower index. (SheetSim's choice: no source says.)
    /// 4. Flick rule at `|v| ≥ 1000` (``UIKitMetrics/flickSpeed``): if the winner is also the
    ///    candidate nearest `y` (same tie rule, lower index) and `y` has strictly passed that
    ///    candidate in the direction of `v`, the target moves one candidate further that way,
    ///    if there is one.
    /// 5. ``ReleaseDecision/isFlick`` tells the caller to use the flick damping.
    public static func decide(offset y: Double, velocity v: Double, candidates: [Double], metrics: UIKitMetrics) -> ReleaseDecision {
        precondition(!candidates.isEmpty, "ReleaseTargeting.decide needs at least one candidate")
        // Step 1: speed floor.
        let finite = v.isFinite ? v : 0
        let velocity = finite.magnitude < metrics.minimumReleaseSpeed ? 0 : finite
        // Step 2: projection.
        let r = metrics.decelerationRate
        let projected = y + velocity * (r / (1 - r)) / 1000
        // Step 3: nearest to the projection, ties to the one nearer the finger.
        var winner = 0
        for i in candidates.indices.dropFirst() {
            let d = (candidates[i] - projected).magnitude
            let best = (candidates[winner] - projected).magnitude
            if d < best || (d == best && (candidates[i] - y).magnitude < (candidates[winner] - y).magnitude) {
                winner = i
            }
        }
        // Step 4: flick rule.
        let isFlick = velocity.magnitude >= metrics.flickSpeed
        if isFlick {
            let nearFinger = nearestIndex(to: y, in: candidates)
            if winner == nearFinger {
                if velocity > 0, y > candidates[winner], winner + 1 < candidates.count {
                    winner += 1
                } else if velocity < 0, y < candidates[winner], winner > 0 {
                    winner -= 1
                }
            }
        }
        return ReleaseDecision(targetIndex: winner, isFlick: isFlick, projectedOffset: projected, effectiveVelocity: velocity)
    }

    /// The index of the candidate nearest `value`; ties go to the lower index.
    static func nearestIndex(to value: Double, in candidates: [Double]) -> Int {
        var best = 0
        for i in candidates.indices.dropFirst() where (candidates[i] - value).magnitude < (candidates[best] - value).magnitude {
            best = i
        }
        return best
    }
}
