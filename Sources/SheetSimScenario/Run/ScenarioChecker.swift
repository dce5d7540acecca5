import SheetSim

/// The part of a run that needs no running: the lines before the first action.
///
/// Those lines only describe the app to launch — the device and OS, a window, metrics and
/// options, the controllers and their columns, the sheets' configurations — and a run checks
/// each as it comes, on scratch simulators, without simulating anything. Doing the same once a
/// file parses makes every problem found there (`window half needs an iPad`, `'nav' is already a
/// child of 'tabs'`) bad input that `sheetsim check` reports, and that `run` reports before it
/// runs any file, exactly as the run itself would word it. The file's `os` line applies to all
/// of it, so these lines are checked against its release wherever it stands.
///
/// After the first action most of what can go wrong depends on what ran before; what does not is
/// a line using an API the scenario's release lacks (``ScenarioCommand/releaseRefusal(on:currentSheet:)``):
/// those lines are refused too, at each line, with the words the run would use there.
public enum ScenarioChecker {
    /// The error the run would give for the first of `commands`' lines before the first action
    /// that cannot be set up, if any.
    static func setUpProblem(in commands: [Located<ScenarioCommand>]) -> Diagnostic? {
        var session = ScenarioSession(scenario: commands)
        for command in commands {
            if command.value.startsTheApp { return nil }
            if let diagnostic = session.execute(command) { return diagnostic }
        }
        return nil
    }

    /// The errors the run would give at lines after the first action that use an API the
    /// scenario's release lacks, in order (at most ``ScenarioLimits/diagnostics``), and how many
    /// more there are.
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    static func releaseProblems(in commands: [Located<ScenarioCommand>]) -> (diagnostics: [Diagnostic], omitted: Int) {
        let os = ScenarioSession.release(of: commands) ?? .default
        var launched = false
        var currentSheet = "sheet"
        var problems: [Diagnostic] = []
        var omitted = 0
        for command in commands {
            if command.value.startsTheApp { launched = true }
            switch command.value {
            case .selectSheet(let name), .alert(let name, _): currentSheet = name
            default: break
            }
            if launched, let refusal = command.value.releaseRefusal(on: os, currentSheet: currentSheet) {
                if problems.count < ScenarioLimits.diagnostics { problems.append(Diagnostic(refusal, at: command.location)) } else { omitted += 1 }
            }
            if case .present(let name?, _, _) = command.value { currentSheet = name }
        }
        return (problems, omitted)
    }

    /// The warnings a parsed file's lines give on their own, wherever they stand, as the run
    /// gives them when it reaches them (`sheetsim check` prints them): `detents` not written
    /// from smallest to largest (``Diagnostic/ID/detentsOutOfOrder``).
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    public static func warnings(in commands: [Located<ScenarioCommand>]) -> [Diagnostic] {
        commands.compactMap { command in
            guard case .detents(let detents, _) = command.value else { return nil }
            return DetentOrder.warning(for: detents, at: command.location)
        }
    }
}
