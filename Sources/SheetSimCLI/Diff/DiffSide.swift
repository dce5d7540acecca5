import SheetSim
import SheetSimScenario

/// One side of a `diff`: the settings it runs under, and what its run produced.
struct DiffSide {
    /// `A` or `B`.
    var letter: String
    /// What the side sets, as the command line gave it: `os 26`, `option detentChangeTiming = afterSettle`.
    var label: String
    /// The setting lines, as parsed: they replace the file's own lines of the same setting.
    var overrides: [Located<ScenarioCommand>]

    /// The sheet's state at one place of the run: every state property that could be read there,
    /// in the catalog's order.
    struct StateSnapshot {
        /// `the end`, or the mark's name.
        var place: String
        var time: SimInstant
        var values: [String: String]
    }

    /// What a side's run produced.
    struct Run {
        var log: CallbackLog
        var snapshots: [StateSnapshot]
        var failures: [ExpectationFailure]
        var expectationCount: Int
        /// What stopped the run, if a line could not run.
        var errors: [Diagnostic]
    }

    /// The file's commands with this side's settings in place of the file's own: every line of a
    /// setting the side sets is left out (an `os` line for an `os` side; an option's or a
    /// metric's lines of the same name), and the side's lines come first.
    func commands(replacing commands: [Located<ScenarioCommand>]) -> [Located<ScenarioCommand>] {
        let kept = commands.filter { command in !overrides.contains { Self.replaces($0.value, command.value) } }
        return overrides + kept
    }

    /// Whether a setting line of the command line stands in place of a line of the file.
    static func replaces(_ override: ScenarioCommand, _ line: ScenarioCommand) -> Bool {
        switch (override, line) {
        case (.os, .os): return true
        case (.option(let a), .option(let b)): return a.name == b.name
        case (.metric(let a, _), .metric(let b, _)): return a == b
        default: return false
        }
    }

    /// Runs the commands to their end in `session`, reading the state at every `mark` line and
    /// at the end.
    static func run(_ commands: [Located<ScenarioCommand>], in session: ScenarioSession) -> Run {
        var session = session
        session.takeSetUp(of: commands)
        var snapshots: [StateSnapshot] = []
        var errors: [Diagnostic] = []
        var expectations = 0
        for command in commands {
            if let diagnostic = session.execute(command) {
                errors.append(diagnostic)
                break
            }
            switch command.value {
            case .mark(let name): snapshots.append(snapshot(of: session, at: "mark \(name)"))  // names are unique
            case .expectState, .expectCallbacks: expectations += 1
            default: break
            }
        }
        if errors.isEmpty {
            errors += session.finish()
            snapshots.append(snapshot(of: session, at: "the end"))
        }
        return Run(log: session.log, snapshots: snapshots, failures: session.failures, expectationCount: expectations, errors: errors)
    }

    /// Every state property that can be read now, of its default subject.
    static func snapshot(of session: ScenarioSession, at place: String) -> StateSnapshot {
        var values: [String: String] = [:]
        if let simulator = session.simulator {
            for property in StateProperty.catalog {
                if case .success(let value) = simulator.read(property, of: nil) {
                    values[property.name] = text(value, kind: property.kind)
                }
            }
        }
        return StateSnapshot(place: place, time: session.now, values: values)
    }

    /// A value as a scenario writes it: `8pt`, `true`, `medium`.
    static func text(_ value: StateValue, kind: StateKind) -> String {
        if case .number(let unit?) = kind, case .number = value { return value.description + unit.rawValue }
        return value.description
    }
}
