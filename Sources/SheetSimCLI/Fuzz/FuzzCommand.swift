import SheetSim

/// `sheetsim fuzz --seed S --count N`: runs N random sessions on every core, checks the invariants
/// after every event, shrinks each failing session to a minimal one and writes it as
/// `fuzz-failures/seed-S-I.sheet` (I: the session's index). Exit 1 if any session failed.
public enum FuzzCommand {
    struct Options: Equatable {
        var seed: UInt64
        var count: Int
        var directory = "fuzz-failures"
        /// `--os 26`: every session on an iOS 26 release.
        var ios26 = false
        /// `--os 27`: every session on iOS 27, with its settings.
        var ios27 = false
        /// `--swiftui`: every session a SwiftUI session.
        var swiftUI = false
    }

    static let usage = "usage: sheetsim fuzz --seed S --count N [--os 26|27] [--swiftui] [--out DIR]"

    static func parse(_ arguments: [String]) -> Result<Options, ArgumentError> {
        var seed: UInt64?
        var count: Int?
        var directory = "fuzz-failures"
        var ios26 = false
        var ios27 = false
        var swiftUI = false
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            if flag == "--swiftui" {
                swiftUI = true
                index += 1
                continue
            }
            guard ["--seed", "--count", "--out", "--os"].contains(flag) else {
                let hint = Suggestions.didYouMean(flag, among: ["--seed", "--count", "--out", "--os", "--swiftui"]).map { "; " + $0 } ?? ""
                return .failure(ArgumentError("unknown option '\(flag)'\(hint)"))
            }
            guard index + 1 < arguments.count else { return .failure(ArgumentError("\(flag) needs a value")) }
            let value = arguments[index + 1]
            switch flag {
            case "--seed":
                guard let parsed = UInt64(value) else { return .failure(ArgumentError("--seed must be a whole number from 0 to \(UInt64.max), not '\(value)'")) }
                seed = parsed
            case "--os":
                guard value == "26" || value == "27" else {
                    return .failure(ArgumentError("--os takes 26 (sessions on the iOS 26 releases) or 27 (on iOS 27); without it they draw from iOS 15 to 18, not '\(value)'"))
                }
                (ios26, ios27) = (value == "26", value == "27")
            case "--count":
                guard let parsed = Int(value), parsed >= 0 else { return .failure(ArgumentError("--count must be a whole number, 0 or more, not '\(value)'")) }
                count = parsed
            default:
                guard !value.isEmpty else { return .failure(ArgumentError("--out needs a directory")) }
                directory = value
            }
            index += 2
        }
        guard let seed else { return .failure(ArgumentError("--seed is required")) }
        guard let count else { return .failure(ArgumentError("--count is required")) }
        return .success(Options(seed: seed, count: count, directory: directory, ios26: ios26, ios27: ios27, swiftUI: swiftUI))
    }

    /// One failing session, shrunk.
    public struct Failure: Sendable {
        public var index: Int
        public var violation: InvariantViolation
        public var minimized: FuzzSession
    }

    /// How many sessions run at a time across the cores. A batch's results are collected, in
    /// session order, before the next batch starts, so memory does not grow with the count.
    static let batchSize = 256

    /// Runs sessions `0..<count` of `seed`, on every core unless `inParallel` is false; pure apart
    /// from the work (no I/O), for tests. Each session is a simulation of its own, so the failures,
    /// in session order, are the same either way: only the wall time changes.
    public static func fuzz(seed: UInt64, count: Int, inParallel: Bool = true, ios26: Bool = false, ios27: Bool = false, swiftUI: Bool = false) -> [Failure] {
        failures(count: count, inParallel: inParallel) { failure(seed: seed, index: $0, ios26: ios26, ios27: ios27, swiftUI: swiftUI) }
    }

    /// `failure` of each index in `0..<count`, in batches of ``batchSize``, and what it found, in
    /// index order.
    static func failures(count: Int, inParallel: Bool, _ failure: @Sendable (Int) -> Failure?) -> [Failure] {
        var failures: [Failure] = []
        var start = 0
        while start < count {
            let end = count - start > batchSize ? start + batchSize : count
            let indices = Array(start..<end)
            let found = inParallel ? ParallelRun.map(indices, failure) : indices.map(failure)
            failures += found.compactMap { $0 }
            start = end
        }
        return failures
    }

    /// Session `index` of `seed`: nil when it holds every invariant, else its first violation and
    /// the session shrunk.
    static func failure(seed: UInt64, index: Int, ios26: Bool = false, ios27: Bool = false, swiftUI: Bool = false) -> Failure? {
        let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(seed, index: index), ios26: ios26, ios27: ios27, swiftUI: swiftUI)
        let run = SessionRunner.run(session)
        guard let first = run.violations.first else { return nil }
        return Failure(index: index, violation: first, minimized: minimize(session, violating: first.invariant))
    }

    /// Shrinks a session while the same invariant still fails.
    public static func minimize(_ session: FuzzSession, violating invariant: Invariant) -> FuzzSession {
        let determinism = invariant == .deterministicLog
        return minimize(session) { candidate in
            SessionRunner.run(candidate, checkDeterminism: determinism).violations.contains { $0.invariant == invariant }
        }
    }

    /// Shrinks a session's actions while it still `fails`, then drops the steps the simulator
    /// refused (they change nothing), then the behaviour options and metrics the failure does not
    /// need.
    static func minimize(_ session: FuzzSession, while fails: (FuzzSession) -> Bool) -> FuzzSession {
        var result = session
        // Shrinks one list of the session, the rest as it is now.
        func shrink<Item>(_ list: WritableKeyPath<FuzzSession, [Item]>) {
            let current = result
            result[keyPath: list] = Shrinker.minimize(current[keyPath: list]) { items in
                var candidate = current
                candidate[keyPath: list] = items
                return fails(candidate)
            }
        }
        shrink(\.actions)
        let executed = SessionRunner.run(result, checkDeterminism: false).executed
        var accepted = result
        accepted.actions = zip(result.actions, executed).filter { $0.1 }.map(\.0)
        if fails(accepted) { result = accepted }
        shrink(\.options)
        shrink(\.metrics)
        return result
    }

    public static func run(_ arguments: [String]) -> CommandOutput {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            return CommandOutput(standardError: "sheetsim fuzz: error: \(error.message)\n\(usage)\n", exitCode: .usage)
        }
        let failures = fuzz(seed: options.seed, count: options.count, ios26: options.ios26, ios27: options.ios27, swiftUI: options.swiftUI)
        var out = ""
        var err = ""
        if !failures.isEmpty, !FailureFiles.makeDirectory(options.directory) {
            err += "sheetsim fuzz: error: cannot create directory '\(options.directory)'\n"
        }
        for failure in failures {
            let path = options.directory + "/seed-\(options.seed)-\(failure.index).sheet"
            var text = "# sheetsim fuzz --seed \(options.seed) --count \(failure.index + 1)\(options.ios26 ? " --os 26" : options.ios27 ? " --os 27" : "")\(options.swiftUI ? " --swiftui" : ""): session \(failure.index)\n"
            text += "# violated: \(failure.violation.invariant.rawValue): \(failure.violation.message)\n"
            text += scenarioText(for: failure.minimized)
            switch SystemIO.writeFile(path, contents: text) {
            case .success: break
            case .failure(let error): err += "sheetsim fuzz: error: cannot write '\(error.path)': \(error.reason)\n"
            }
            out += "violation: session \(failure.index): \(failure.violation) -> \(path) (\(failure.minimized.actions.count) actions)\n"
        }
        out += "sessions: \(options.count)\nviolations: \(failures.count)\n"
        return CommandOutput(standardOutput: out, standardError: err, exitCode: failures.isEmpty ? .success : .failure)
    }
}
