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
enum ScenarioChecker {
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
}
