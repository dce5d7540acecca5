import SheetSim

/// `sheetsim bench [--simpy PATH] [--quick] [--only GROUP]`: measures SheetSim's throughput and
/// memory and prints one `name: value` line per figure, then every target with met or NOT met.
///
/// Figures are measured, never asserted: they depend on the machine. Run it on a release build
/// (`swift run -c release sheetsim bench`); a debug build is many times slower.
public enum BenchCommand {
    /// The targets the summary compares against (README's benchmark table).
    static let engineRatioTarget = 30.0
    static let framesPerSecondTarget = 10_000_000.0
    /// The same with the layout passes and their callbacks on.
    static let framesPerSecondWithLayoutTarget = 5_000_000.0
    static let peakMemoryTargetMiB = 64.0
    /// Three times the 1,200 sessions a second `sheetsim fuzz` ran on the reference machine (2
    /// shared AMD EPYC cores) before the engine was made faster; machine-dependent, unlike the ratios.
    static let fuzzSessionsTarget = 3_600.0

    struct Options: Equatable {
        /// The SimPy baseline shipped with the package (run bench from the repository root).
        var simpyPath = "Tests/Baselines/simpy_frames.py"
        /// Smaller workloads, for a smoke test of the command itself.
        var quick = false
        /// Only these groups of figures (`engine`, `interactions`, `repl`, `log`, `catalog`, `fuzz`,
        /// `testing`); all when empty.
        var only: Set<String> = []
    }

    static let groups = ["engine", "interactions", "repl", "log", "catalog", "fuzz", "testing"]

    static func parse(_ arguments: [String]) -> Result<Options, ArgumentError> {
        var options = Options()
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--simpy":
                guard index + 1 < arguments.count else { return .failure(ArgumentError("--simpy needs a path to simpy_frames.py")) }
                options.simpyPath = arguments[index + 1]
                index += 2
            case "--quick":
                options.quick = true
                index += 1
            case "--only":
                guard index + 1 < arguments.count else { return .failure(ArgumentError("--only needs a group: " + groups.joined(separator: ", "))) }
                for group in arguments[index + 1].split(separator: ",").map(String.init) {
                    guard groups.contains(group) else {
                        return .failure(ArgumentError("unknown group '\(group)' for --only (one of " + groups.joined(separator: ", ") + ")"))
                    }
                    options.only.insert(group)
                }
                index += 2
            case let other:
                return .failure(ArgumentError("unknown option '\(other)' for bench (expected --simpy PATH, --quick or --only GROUP)"))
            }
        }
        return .success(options)
    }

    public static func run(_ arguments: [String]) -> CommandOutput {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            return CommandOutput(standardError: "sheetsim bench: error: \(error.message)\n", exitCode: .usage)
        }
        var lines: [(String, BenchFigure)] = []
        var out = ""
        func emit(_ name: String, _ figure: BenchFigure) {
            lines.append((name, figure))
            out += name + ": " + figure.text + "\n"
        }

        func wants(_ group: String) -> Bool { options.only.isEmpty || options.only.contains(group) }
        let steps = options.quick ? 1_000 : 10_000
        var ratio: BenchFigure = .unavailable("not measured")
        var interactions: (frames: BenchFigure, framesLayoutOff: BenchFigure, interactions: BenchFigure)
            = (.unavailable("not measured"), .unavailable("not measured"), .unavailable("not measured"))
        var peak: BenchFigure = .unavailable("not measured")
        var fuzz: BenchFigure = .unavailable("not measured")
        if wants("engine") {
        let (engine, simpy) = measureEngineAndSimPy(simpyPath: options.simpyPath, steps: steps)
        emit("engine_events_per_second", engine)
        emit("simpy_events_per_second", simpy)
        if let e = engine.number, let s = simpy.number, s > 0 {
            ratio = .value(e / s, decimals: 1)
        } else {
            ratio = .unavailable("needs simpy_events_per_second")
        }
        emit("engine_vs_simpy_ratio", ratio)
        }

        if wants("interactions") {
            interactions = measureInteractions(minimumSeconds: options.quick ? 0.05 : 1.0)
            emit("frames_per_second", interactions.frames)
            emit("frames_per_second_layout_off", interactions.framesLayoutOff)
            if let on = interactions.frames.number, let off = interactions.framesLayoutOff.number, off > 0 {
                emit("layout_on_vs_off", .value(on / off, decimals: 2))
            }
            emit("interactions_per_second", interactions.interactions)
        }

        if wants("repl") {
            emit("repl_commands_per_second", REPLBench.commandsPerSecond(commands: options.quick ? 1_000 : 100_000))
        }

        if wants("log") {
        let logEntries = options.quick ? 10_000 : 1_000_000
        let log = measureLog(entries: logEntries)
        emit("log_entries", .value(Double(log.entries), decimals: 0))
        emit("log_bytes_per_entry", .value(Double(CallbackLog.bytesPerEntry), decimals: 0))
        emit("log_build_seconds", .value(log.seconds, decimals: 2))
        peak = ProcessMemory.peakResidentBytes().map { BenchFigure.value(Double($0) / 1_048_576, decimals: 1) }
            ?? .unavailable("/proc/self/status has no VmHWM")
        emit("peak_memory_mib", peak)
        }

        if wants("catalog") {
            // A figure without a target: loading the runtime alone takes 1.33 times an empty
            // program's start, and the whole catalog's run is some 16 ms, which no user feels.
            emit("catalog_run_vs_empty_start", options.quick ? StartupBench.ratio(rounds: 3) : StartupBench.ratio())
        }

        if wants("fuzz") {
            // One core: the figure the target is about, comparable from round to round. All cores:
            // what `sheetsim fuzz` gives on this machine.
            let sessions = options.quick ? 200 : 4_000
            fuzz = measureFuzz(sessions: sessions, inParallel: false)
            emit("fuzz_sessions_per_second", fuzz)
            emit("fuzz_sessions_per_second_all_cores", measureFuzz(sessions: sessions, inParallel: true))
        }

        if wants("testing") {
            for (name, figure) in TesterBench.figures(quick: options.quick) { emit(name, figure) }
        }

        out += "\n" + summary([
            ("engine vs SimPy", ratio, engineRatioTarget, "x", true),
            ("simulated frames/s (log and frame records on, layout passes off)", interactions.framesLayoutOff,
             framesPerSecondTarget, "", true),
            ("simulated frames/s (the same, layout passes on)", interactions.frames, framesPerSecondWithLayoutTarget, "", true),
            ("fuzz sessions/s (one core)", fuzz, fuzzSessionsTarget, "", true),
            ("peak memory (1,000,000-entry log)", peak, peakMemoryTargetMiB, " MiB", false),
        ], quick: options.quick)
        return CommandOutput(standardOutput: out)
    }

    // MARK: Measurements

    static func seconds(since start: UInt64) -> Double {
        Double(SystemIO.monotonicNanoseconds() - start) / 1e9
    }

    /// The engine workload and the SimPy baseline, each the best of three runs in events per
    /// second. The runs alternate, so a change in the machine's load hits both alike, and both
    /// sides get the same number of tries.
    static func measureEngineAndSimPy(simpyPath: String, steps: Int) -> (engine: BenchFigure, simpy: BenchFigure) {
        var engine = 0.0
        var simpy: BenchFigure = .unavailable("not measured")
        var trySimPy = true
        for _ in 0..<3 {
            let start = SystemIO.monotonicNanoseconds()
            let result = BenchWorkloads.engine(processes: 100, steps: steps)
            let elapsed = seconds(since: start)
            if elapsed > 0 { engine = max(engine, Double(result.events) / elapsed) }
            guard trySimPy else { continue }
            let run = measureSimPy(path: simpyPath, steps: steps)
            if let value = run.number {
                if value > simpy.number ?? 0 { simpy = run }
            } else {
                // No SimPy here, or it failed: keep its best run if it had one, else the reason.
                if simpy.number == nil { simpy = run }
                trySimPy = false
            }
        }
        return (.value(engine, decimals: 0), simpy)
    }

    /// Runs `simpy_frames.py` with `python3` (from PATH) and reads its one line.
    static func measureSimPy(path: String, steps: Int) -> BenchFigure {
        guard SystemIO.kind(of: path) == .file else {
            return .unavailable("no simpy_frames.py at '\(path)'; pass --simpy PATH")
        }
        switch ChildProcess.run(["python3", path, "100", String(steps)]) {
        case .failure(.couldNotStart(let reason)):
            return .unavailable("python3 could not be started: \(reason)")
        case .success(let result):
            return simPyFigure(from: result)
        }
    }

    /// Reads `simpy_events_per_second: N` from the script's output, or says why it is missing.
    static func simPyFigure(from result: ChildProcess.Result) -> BenchFigure {
        for line in result.standardOutput.split(separator: "\n") {
            let prefix = "simpy_events_per_second: "
            if line.hasPrefix(prefix), let value = Double(line.dropFirst(prefix.count)) {
                return .value(value, decimals: 0)
            }
        }
        if result.standardError.contains("No module named 'simpy'") || result.standardError.contains("No module named simpy") {
            return .unavailable("simpy is not installed; pip install simpy")
        }
        let lastError = result.standardError.split(separator: "\n").last.map(String.init) ?? "no output"
        return .unavailable("python3 exited with status \(result.exitStatus): \(lastError)")
    }

    /// Runs whole interactions for at least `minimumSeconds` with the layout passes on, and as
    /// long again with them off, alternating in batches of 50 so both see the same machine load;
    /// frames per second of each, and interactions per second with layout on.
    static func measureInteractions(minimumSeconds: Double)
        -> (frames: BenchFigure, framesLayoutOff: BenchFigure, interactions: BenchFigure) {
        var frames = [0, 0]
        var count = [0, 0]
        var elapsed = [0.0, 0.0]
        repeat {
            for (index, layout) in [true, false].enumerated() {
                let start = SystemIO.monotonicNanoseconds()
                for _ in 0..<50 {
                    frames[index] += BenchWorkloads.interaction(recordsFrames: true, layout: layout).frames
                    count[index] += 1
                }
                elapsed[index] += seconds(since: start)
            }
        } while elapsed[0] < minimumSeconds
        return (.value(Double(frames[0]) / elapsed[0], decimals: 0), .value(Double(frames[1]) / elapsed[1], decimals: 0),
                .value(Double(count[0]) / elapsed[0], decimals: 0))
    }

    /// `sheetsim fuzz`'s own loop (generate, run with every invariant checked after every event,
    /// and once more for determinism), sessions per second, on one core or on every core.
    static func measureFuzz(sessions: Int, inParallel: Bool) -> BenchFigure {
        let start = SystemIO.monotonicNanoseconds()
        let failures = FuzzCommand.fuzz(seed: 1, count: sessions, inParallel: inParallel)
        let elapsed = seconds(since: start)
        guard failures.isEmpty else { return .unavailable("the fuzz found \(failures.count) violations; run sheetsim fuzz") }
        return .value(Double(sessions) / elapsed, decimals: 0)
    }

    static func measureLog(entries: Int) -> (entries: Int, seconds: Double) {
        let start = SystemIO.monotonicNanoseconds()
        let simulator = BenchWorkloads.longLog(entries: entries)
        let elapsed = seconds(since: start)
        return (simulator.log.count, elapsed)
    }

    // MARK: Summary

    /// Every target with its figure and whether it is met; a figure that could not be measured
    /// says why. With `--quick` the workloads are too small to compare, and it says so.
    static func summary(_ rows: [(name: String, figure: BenchFigure, target: Double, unit: String, atLeast: Bool)],
                        quick: Bool) -> String {
        var text = "summary:\n"
        if quick { text += "  (--quick: reduced workloads; figures are not comparable with the targets)\n" }
        for row in rows {
            text += "  " + row.name + ": " + verdict(row.figure, target: row.target, unit: row.unit, atLeast: row.atLeast) + "\n"
        }
        return text
    }

    static func verdict(_ figure: BenchFigure, target: Double, unit: String, atLeast: Bool) -> String {
        guard let value = figure.number else { return figure.text }
        let met = atLeast ? value >= target : value <= target
        let relation = atLeast ? ">=" : "<="
        let decimals = target == target.rounded() ? 0 : 1
        return figure.text + unit + " (target " + relation + " " + BenchFigure.format(target, decimals: decimals) + unit
            + (met ? ": met)" : ": NOT met)")
    }
}
