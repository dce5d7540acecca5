import SheetSim

/// The result of running one scenario file to its end.
public struct ScenarioResult: Sendable {
    /// The file's name as the run was given it, the one reports print.
    public var file: String
    /// The `scenario "…"` title, if the file has one.
    public var title: String?
    /// Every callback the run logged, in order.
    public var log: CallbackLog
    /// A snapshot per display frame, when asked for (`recordFrames`); empty otherwise.
    public var frames: FrameLog
    /// The run's recording for a timeline picture, when asked for (`recordTimeline`).
    public var recording: SimulationRecording?
    /// The virtual clock when the scenario ended.
    public var endTime: SimInstant
    /// How many expectations the run checked; an `expect callbacks … end` block is one.
    public var expectationCount: Int
    /// The expectations that did not hold, in the order of their lines.
    public var failures: [ExpectationFailure]
    /// What stopped the run before its end: a line that could not run (bad input only running
    /// finds, such as a dismiss with nothing presented, or a run of the clock past its limits),
    /// or an expectation that can never be evaluated. The log and frames are then those up to
    /// that line, and the callback expectations were not evaluated. Nil when the run went to
    /// the end.
    public var errors: DiagnosticList?
    /// Whether the run went to its end and every expectation held.
    public var passed: Bool { failures.isEmpty && errors == nil }
    /// Whether a line could not run (see ``errors``).
    public var isStoppedByError: Bool { errors != nil }
    /// Every `mark` line the run reached, in order.
    public var marks: [ScenarioMark] = []
    /// What the run warned about without stopping (``ScenarioSession/warnings``).
    public var warnings: [Diagnostic] = []
    /// The unconfirmed metrics and options the run read, with their values
    /// (`Simulator.consultedAssumptions`); empty when no simulator was made.
    public var assumptions: [ConsultedAssumption] = []
    /// Where each expectation line was checked: the instant the run reached it, or `T` for
    /// `expect state … at T`. Callback expectations are evaluated against the whole log at the end,
    /// but they are written where they are for a reason: after the steps they are about.
    var expectationPlaces: [SourceLocation: (time: SimInstant, inputsBefore: Int)] = [:]

    /// When the expectation that failed was checked; nil for a failure this run did not produce.
    ///
    /// - Parameters:
    ///   - failure: one of ``failures``.
    public func time(of failure: ExpectationFailure) -> SimInstant? {
        expectationPlaces[failure.location]?.time
    }

    /// How many of the recording's inputs came before the failed expectation was checked, which
    /// orders it among inputs at the same instant (see ``ScenarioMark/inputsBefore``).
    ///
    /// - Parameters:
    ///   - failure: one of ``failures``.
    public func inputsBefore(_ failure: ExpectationFailure) -> Int? {
        expectationPlaces[failure.location]?.inputsBefore
    }
}

/// A `mark NAME` line, and where the run was when it reached it.
public struct ScenarioMark: Sendable, Equatable {
    /// The name the line gives.
    public var name: String
    /// The virtual time when the run reached the line.
    public var time: SimInstant
    /// How many inputs the simulator had recorded by then (`SimulationRecording.inputs`; 0 when
    /// it was not recording): a mark before `rotate` at the same instant comes before the rotation.
    public var inputsBefore: Int

    /// A mark the run reached.
    ///
    /// - Parameters:
    ///   - name: the name the line gives.
    ///   - time: the virtual time when the run reached it.
    ///   - inputsBefore: how many inputs the simulator had recorded by then.
    public init(name: String, time: SimInstant, inputsBefore: Int = 0) {
        self.name = name
        self.time = time
        self.inputsBefore = inputsBefore
    }
}

/// Parses and runs whole scenario files.
public enum ScenarioRunner {
    /// Parses a file (and its includes), and checks the lines before its first action as the run
    /// would (`ScenarioChecker`). Diagnostics mean the file cannot run.
    ///
    /// - Parameters:
    ///   - file: the scenario file.
    ///   - loader: reads `include`d files; without one, `include` is an error.
    ///   - resolver: the canonical path of an existing file, to find include cycles.
    ///   - includeCache: included files already read in this run.
    public static func parse(_ file: SourceFile, loader: ScenarioParser.Loader?, resolver: ScenarioParser.Resolver? = nil,
                             includeCache: IncludeCache? = nil) -> (commands: [Located<ScenarioCommand>], diagnostics: [Diagnostic]) {
        let parsed = parseFile(file, loader: loader, resolver: resolver, includeCache: includeCache)
        return (parsed.commands, parsed.diagnostics)
    }

    /// Parses a file (and its includes), saying also how many diagnostics were found beyond the
    /// ``ScenarioLimits/diagnostics`` kept.
    ///
    /// - Parameters:
    ///   - file: the scenario file.
    ///   - loader: reads `include`d files; without one, `include` is an error.
    ///   - resolver: the canonical path of an existing file, to find include cycles.
    ///   - includeCache: included files already read in this run.
    public static func parseFile(_ file: SourceFile, loader: ScenarioParser.Loader?, resolver: ScenarioParser.Resolver? = nil,
                                 includeCache: IncludeCache? = nil) -> ParsedFile {
        var parser = ScenarioParser(loader: loader, resolver: resolver, includeCache: includeCache)
        var (commands, diagnostics) = parser.parse(file)
        // What the run would refuse before its first action is found here too, without running;
        // then what the file's split view controllers lack.
        if diagnostics.isEmpty, parser.omittedDiagnosticCount == 0 {
            if let problem = ScenarioChecker.setUpProblem(in: commands) {
                diagnostics = [problem]
            } else {
                diagnostics = parser.splitViewColumnDiagnostics(commands)
            }
            if !diagnostics.isEmpty { commands = [] }
        }
        return ParsedFile(file: file, commands: commands, diagnostics: diagnostics,
                          omittedDiagnosticCount: parser.omittedDiagnosticCount)
    }

    /// Runs parsed commands. Returns diagnostics for commands that could not run (bad input found
    /// only at run time, such as dismissing when nothing is presented) or a result.
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    ///   - file: the file's name, for the result.
    ///   - recordFrames: whether to keep a snapshot per display frame (``ScenarioResult/frames``).
    ///   - recordTimeline: whether to keep what a timeline picture needs (``ScenarioResult/recording``).
    ///   - runLimits: how much one run of the clock may do; a line whose run goes past them is an error there.
    public static func run(_ commands: [Located<ScenarioCommand>], file: String, recordFrames: Bool = false,
                           recordTimeline: Bool = false, runLimits: RunLimits = .standard) -> Result<ScenarioResult, DiagnosticList> {
        let result = runToEnd(commands, file: file, recordFrames: recordFrames, recordTimeline: recordTimeline, runLimits: runLimits)
        if let errors = result.errors { return .failure(errors) }
        return .success(result)
    }

    /// Runs parsed commands as far as they can run: to the end, or to the first line that cannot
    /// run, whose diagnostic is then the result's ``ScenarioResult/errors``, with what the run
    /// logged and recorded up to it.
    ///
    /// - Parameters:
    ///   - commands: a parsed file's commands, in order.
    ///   - file: the file's name, for the result.
    ///   - recordFrames: whether to keep a snapshot per display frame (``ScenarioResult/frames``).
    ///   - recordTimeline: whether to keep what a timeline picture needs (``ScenarioResult/recording``).
    ///   - runLimits: how much one run of the clock may do; a line whose run goes past them is an error there.
    ///   - frameSink: where recorded frames go as they are taken, instead of piling up in the
    ///     result (see `Simulator.frameSink`).
    ///   - recordFrameLayouts: with `recordFrames`, give each frame its sheet's content
    ///     controller's layout figures (`Simulator.recordsFrameLayouts`).
    public static func runToEnd(_ commands: [Located<ScenarioCommand>], file: String, recordFrames: Bool = false,
                                recordTimeline: Bool = false, runLimits: RunLimits = .standard,
                                frameSink: Simulator.FrameSink? = nil, recordFrameLayouts: Bool = false) -> ScenarioResult {
        var session = ScenarioSession()
        session.recordsFrames = recordFrames
        session.recordsFrameLayouts = recordFrameLayouts
        session.recordsTimeline = recordTimeline
        session.runLimits = runLimits
        session.frameSink = frameSink
        var diagnostics: [Diagnostic] = []
        var expectations = 0
        var marks: [ScenarioMark] = []
        var places: [(location: SourceLocation, place: (time: SimInstant, inputsBefore: Int))] = []
        var deferredChecks: [(location: SourceLocation, at: SimInstant)] = []
        for command in commands {
            if let diagnostic = session.execute(command) {
                diagnostics.append(diagnostic)
                break  // later commands depend on this one; one error per file is the honest report
            }
            let here = (time: session.now, inputsBefore: session.simulator?.recording?.inputs.count ?? 0)
            switch command.value {
            case .expectCallbacks:
                expectations += 1
                places.append((command.location, here))
            case .expectState(let expectation):
                expectations += 1
                if let at = expectation.at, at != here.time {
                    deferredChecks.append((command.location, at))
                } else {
                    places.append((command.location, here))
                }
            case .mark(let name):
                marks.append(ScenarioMark(name: name, time: here.time, inputsBefore: here.inputsBefore))
            default:
                break
            }
        }
        if diagnostics.isEmpty { diagnostics += session.finish() }
        let sim = session.simulator
        // Only a failed expectation's place is asked for: the table holds those, not an entry
        // hashed by file name and position for every expectation of every run. A line run twice
        // (an included file) keeps its last place.
        var expectationPlaces: [SourceLocation: (time: SimInstant, inputsBefore: Int)] = [:]
        if !session.failures.isEmpty {
            let failed = Set(session.failures.map(\.location))
            for (location, place) in places where failed.contains(location) { expectationPlaces[location] = place }
            // A state check `at T` ran when the clock reached T: after the inputs taken before T.
            for check in deferredChecks where failed.contains(check.location) {
                expectationPlaces[check.location] = (check.at, sim?.recording?.inputs.filter { $0.time < check.at }.count ?? 0)
            }
        }
        var result = ScenarioResult(file: file, title: session.title, log: sim?.log ?? CallbackLog(),
                                    frames: sim?.frames ?? FrameLog(), recording: sim?.recording, endTime: session.now,
                                    expectationCount: expectations,
                                    failures: session.failures, marks: marks,
                                    warnings: session.warnings + [RePresentOptionCheck.warning(in: commands)].compactMap { $0 },
                                    expectationPlaces: expectationPlaces)
        result.assumptions = sim?.consultedAssumptions ?? []
        if !diagnostics.isEmpty { result.errors = DiagnosticList(diagnostics, omittedCount: session.omittedDiagnosticCount) }
        return result
    }
}

/// A parsed scenario file.
public struct ParsedFile: Sendable {
    /// The file as it was read.
    public var file: SourceFile
    /// Its commands in order, each included file's in place of its `include` line.
    public var commands: [Located<ScenarioCommand>]
    /// The first ``ScenarioLimits/diagnostics`` problems found; any means the file cannot run.
    public var diagnostics: [Diagnostic]
    /// Problems found beyond those kept.
    public var omittedDiagnosticCount: Int
}

/// Diagnostics as one error value: those kept, and how many more were found.
public struct DiagnosticList: Error, Sendable {
    /// The diagnostics kept, at most ``ScenarioLimits/diagnostics``.
    public var diagnostics: [Diagnostic]
    /// How many more were found and only counted.
    public var omittedCount: Int

    /// Diagnostics as one error.
    ///
    /// - Parameters:
    ///   - diagnostics: the diagnostics kept.
    ///   - omittedCount: how many more were found and only counted.
    public init(_ diagnostics: [Diagnostic], omittedCount: Int = 0) {
        self.diagnostics = diagnostics
        self.omittedCount = omittedCount
    }
}
