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
    /// that cannot be set up, if any, or for the first action when it is a `present`: the app's
    /// call at the launch, on the app the set-up describes, before any time passes, so what it
    /// refuses (a sheet's configuration, `modalPresentationStyle none`, a popover without a
    /// size) needs no running.
    static func setUpProblem(in commands: [Located<ScenarioCommand>]) -> Diagnostic? {
        var session = ScenarioSession(scenario: commands)
        for command in commands {
            if command.value.startsTheApp {
                guard case .present = command.value else { return nil }
                return session.execute(command)
            }
            if let diagnostic = session.execute(command) { return diagnostic }
        }
        return nil
    }

    /// What ``releaseProblems(in:)`` and ``clockProblem(in:)`` find, in the order of the lines,
    /// at most ``ScenarioLimits/diagnostics``, and how many more there are.
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    static func problemsAfterSetUp(in commands: [Located<ScenarioCommand>]) -> (diagnostics: [Diagnostic], omitted: Int) {
        var (problems, omitted) = releaseProblems(in: commands)
        guard let clock = clockProblem(in: commands) else { return (problems, omitted) }
        var order: [SourceLocation: Int] = [:]
        for (index, command) in commands.enumerated() where order[command.location] == nil { order[command.location] = index }
        let position = order[clock.location] ?? commands.count
        let index = problems.firstIndex { (order[$0.location] ?? commands.count) > position } ?? problems.endIndex
        problems.insert(clock, at: index)
        if problems.count > ScenarioLimits.diagnostics {
            problems.removeLast()
            omitted += 1
        }
        return (problems, omitted)
    }

    /// The errors the run would give at lines after the first action that use an API the
    /// scenario's release lacks, or a window an iPhone app cannot have, in order (at most ``ScenarioLimits/diagnostics``), and how many
    /// more there are.
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    static func releaseProblems(in commands: [Located<ScenarioCommand>]) -> (diagnostics: [Diagnostic], omitted: Int) {
        let setUp = ScenarioSession(scenario: commands)
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
            guard launched else { continue }
            var problem = command.value.releaseRefusal(on: setUp.os, currentSheet: currentSheet).map { Diagnostic($0, at: command.location) }
            // A Split View side or Slide Over is never an iPhone app's window.
            if case .action(.setWindow(let window)) = command.value, setUp.device.idiom == .phone, !window.isSized, window != .full {
                problem = Diagnostic(Simulator.phoneWindowChangeRefusal(window), at: command.location)
            }
            if let problem {
                if problems.count < ScenarioLimits.diagnostics { problems.append(problem) } else { omitted += 1 }
            }
            if case .present(let name?, _, _) = command.value { currentSheet = name }
        }
        return (problems, omitted)
    }

    /// The errors the run would give at the first line that waits for, or checks the state at,
    /// an instant the clock has passed or cannot reach, where that needs no running: the clock
    /// starts at 0 and only `wait` lines move it until the first line that may run it otherwise
    /// (a gesture, a rotation, a settle); the app's code (`present`, a setting) runs at once.
    /// From there it is known only to be no earlier than the waits make it, which is enough to
    /// refuse a wait past `SimInstant.limit`.
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    static func clockProblem(in commands: [Located<ScenarioCommand>]) -> Diagnostic? {
        var now: SimInstant? = .zero  // nil: only running knows
        var earliest = SimInstant.zero  // the clock is at least here
        for command in commands {
            let location = command.location
            switch command.value {
            case .wait(let span):
                guard let later = earliest.adding(span) else { return ScenarioSession.pastClockLimit(at: location) }
                earliest = later
                now = now?.adding(span)
            case .waitUntil(let instant):
                if instant > .limit { return ScenarioSession.pastClockLimit(at: location) }
                earliest = max(earliest, instant)
                guard let known = now else { continue }
                if let problem = ScenarioSession.waitInPast(instant, now: known, at: location) { return problem }
                now = instant
            case .expectState(let expectation):
                guard let at = expectation.at else { continue }
                if at > .limit { return ScenarioSession.pastClockLimit(at: location) }
                if let known = now, at != known, let problem = ScenarioSession.expectationInPast(at, now: known, at: location) { return problem }
            case .action(let action) where action.origin == .appCode:
                continue  // a call of the app's code is done at once: it may queue a transition, the clock stays
            case .action, .waitUntilSettled:
                now = nil  // a finger or the device: a gesture runs the clock to its lift
            case .title, .device, .os, .appearance, .reduceMotion, .window, .multitasking, .sizeRestrictions, .sdk,
                 .preferredWindowingControlStyle, .metric, .option, .declare, .rootViewController, .configureContainer, .setColumn,
                 .selectSheet, .alert, .alertAction, .detents, .set, .swiftUI, .present, .scrollView, .setLayout, .swipeActions,
                 .transitionCoordinator, .swiftUIView, .mark, .expectCallbacks:
                // Set-up, or, once the app runs, the app's code (`present`, a sheet's or a
                // container's setting, a declaration) and notes for later: the clock stays.
                continue
            }
        }
        return nil
    }

    /// The warnings a parsed file's lines give on their own, wherever they stand, as the run
    /// gives them when it reaches them (`sheetsim check` prints them): `detents` not written
    /// from smallest to largest (``Diagnostic/ID/detentsOutOfOrder``); a SwiftUI detent set naming
    /// one detent twice (``Diagnostic/ID/duplicatePresentationDetent``); an option that can never take
    /// effect (``Diagnostic/ID/rePresentOptionCannotApply``); an option that replays a release's
    /// glitch on a release without it (``Diagnostic/ID/optionWithoutEffect``).
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    public static func warnings(in commands: [Located<ScenarioCommand>]) -> [Diagnostic] {
        let detents = commands.compactMap { command -> Diagnostic? in
            guard case .detents(let detents, _) = command.value else { return nil }
            return DetentOrder.warning(for: detents, at: command.location)
        }
        let repeats = commands.compactMap { DuplicatePresentationDetents.warning(for: $0.value, at: $0.location) }
        return detents + repeats + [RePresentOptionCheck.warning(in: commands)].compactMap { $0 } + ReleaseQuirkOptions.warnings(in: commands)
    }
}
