import SheetSim

/// The result of running one scenario file to its end.
public struct ScenarioResult: Sendable {
    public var file: String
    public var title: String?
    public var log: CallbackLog
    public var frames: [FrameRecord]
    /// The run's recording for a timeline picture, when asked for (`recordTimeline`).
    public var recording: SimulationRecording?
    /// The virtual clock when the scenario ended.
    public var endTime: SimInstant
    public var expectationCount: Int
    public var failures: [ExpectationFailure]
    public var passed: Bool { failures.isEmpty }
    /// Every `mark` line the run reached, in order.
    public var marks: [ScenarioMark] = []
    /// When each expectation line was checked: the instant the run reached it, or `T` for
    /// `expect state … at T`. Callback expectations are evaluated against the whole log at the end,
    /// but they are written where they are for a reason: after the steps they are about.
    var expectationTimes: [SourceLocation: SimInstant] = [:]

    /// When the expectation that failed was checked (see ``marks`` for the other instants a
    /// picture of the run marks); nil for a failure this run did not produce.
    public func time(of failure: ExpectationFailure) -> SimInstant? {
        expectationTimes[failure.location]
    }
}

/// A `mark NAME` line, and the instant the run reached it.
public struct ScenarioMark: Sendable, Equatable {
    public var name: String
    public var time: SimInstant

    public init(name: String, time: SimInstant) {
        self.name = name
        self.time = time
    }
}

/// Parses and runs whole scenario files.
public enum ScenarioRunner {
    /// Parses a file (and its includes). Diagnostics mean the file cannot run.
    public static func parse(_ file: SourceFile, loader: ScenarioParser.Loader?, includeCache: IncludeCache? = nil)
        -> (commands: [Located<ScenarioCommand>], diagnostics: [Diagnostic]) {
        var parser = ScenarioParser(loader: loader, includeCache: includeCache)
        return parser.parse(file)
    }

    /// Runs parsed commands. Returns diagnostics for commands that could not run (bad input found
    /// only at run time, such as dismissing when nothing is presented) or a result.
    public static func run(_ commands: [Located<ScenarioCommand>], file: String, recordFrames: Bool = false,
                           recordTimeline: Bool = false) -> Result<ScenarioResult, DiagnosticList> {
        var session = ScenarioSession()
        session.recordsFrames = recordFrames
        session.recordsTimeline = recordTimeline
        var diagnostics: [Diagnostic] = []
        var expectations = 0
        var marks: [ScenarioMark] = []
        var expectationTimes: [SourceLocation: SimInstant] = [:]
        for command in commands {
            if let diagnostic = session.execute(command) {
                diagnostics.append(diagnostic)
                break  // later commands depend on this one; one error per file is the honest report
            }
            switch command.value {
            case .expectCallbacks:
                expectations += 1
                expectationTimes[command.location] = session.now
            case .expectState(let expectation):
                expectations += 1
                expectationTimes[command.location] = expectation.at ?? session.now
            case .mark(let name):
                marks.append(ScenarioMark(name: name, time: session.now))
            default:
                break
            }
        }
        if diagnostics.isEmpty { diagnostics += session.finish() }
        guard diagnostics.isEmpty else { return .failure(DiagnosticList(diagnostics)) }
        let sim = session.simulator
        return .success(ScenarioResult(file: file, title: session.title, log: sim?.log ?? CallbackLog(),
                                       frames: sim?.frames ?? [], recording: sim?.recording, endTime: session.now,
                                       expectationCount: expectations,
                                       failures: session.failures, marks: marks, expectationTimes: expectationTimes))
    }
}

/// Diagnostics as one error value.
public struct DiagnosticList: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
