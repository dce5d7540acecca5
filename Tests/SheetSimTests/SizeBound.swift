import Testing

/// Size-bound tests: a workload at n and at `growth` × n, timed, whose ratio must stay well under
/// the quadratic one. Wall time on a shared machine is noisy, so each size's time is the least of
/// three runs, and a ratio over the bound is measured again (three rounds at most) before it
/// fails: a busy moment slows one round, a quadratic cost fails every round.
enum SizeBound {
    /// The least of three timings of `body`, in seconds.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<3 {
            let start = clock.now
            try body()
            best = min(best, clock.now - start)
        }
        return Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    }

    /// Times `workload(n)` and `workload(growth × n)` and expects the second to take less than
    /// `allowed` times the first (by default 3 × `growth`: linear with room, where a quadratic
    /// cost takes `growth`² times).
    static func expectLinear(_ what: String, at n: Int, growth: Int = 8, allowed: Double? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation,
                             _ workload: (Int) throws -> Void) rethrows {
        let bound = allowed ?? 3 * Double(growth)
        var rounds: [String] = []
        for _ in 0..<3 {
            let small = try seconds { try workload(n) }
            let large = try seconds { try workload(n * growth) }
            let ratio = large / max(small, 1e-9)
            if ratio < bound { return }
            rounds.append("\(n): \(small) s, \(n * growth): \(large) s (×\(ratio))")
        }
        Issue.record("\(what) grows faster than linearly (bound ×\(bound)): \(rounds.joined(separator: "; "))",
                     sourceLocation: sourceLocation)
    }
}
