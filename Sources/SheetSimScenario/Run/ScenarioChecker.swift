import SheetSim

/// The part of a run that needs no running: the lines before the first action.
///
/// Those lines only describe the app to launch — the device and OS, a window, metrics and
/// options, the controllers and their columns, the sheets' configurations — and a run checks
/// each as it comes, on scratch simulators, without simulating anything. Doing the same once a
/// file parses makes every problem found there (`window half needs an iPad`, `'nav' is already a
/// child of 'tabs'`) bad input that `sheetsim check` reports, and that `run` reports before it
/// runs any file, exactly as the run itself would word it. What only running can find comes
/// after the first action.
public enum ScenarioChecker {
    /// The error the run would give for the first of `commands`' lines before the first action
    /// that cannot be set up, if any.
    static func setUpProblem(in commands: [Located<ScenarioCommand>]) -> Diagnostic? {
        var session = ScenarioSession()
        for command in commands {
            if command.value.startsTheApp { return nil }
            if let diagnostic = session.execute(command) { return diagnostic }
        }
        return nil
    }

    /// The warnings a parsed file's lines give on their own, wherever they stand, as the run
    /// gives them when it reaches them (`sheetsim check` prints them): `detents` not written
    /// from smallest to largest (``Diagnostic/ID/detentsOutOfOrder``); an option that can never take
    /// effect (``Diagnostic/ID/rePresentOptionCannotApply``).
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    public static func warnings(in commands: [Located<ScenarioCommand>]) -> [Diagnostic] {
        let detents = commands.compactMap { command -> Diagnostic? in
            guard case .detents(let detents, _) = command.value else { return nil }
            return DetentOrder.warning(for: detents, at: command.location)
        }
        return detents + [RePresentOptionCheck.warning(in: commands)].compactMap { $0 }
    }
}
