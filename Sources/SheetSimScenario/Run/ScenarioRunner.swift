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
}

/// Parses and runs whole scenario files.
public enum ScenarioRunner {
    /// Parses a file (and its includes). Diagnostics mean the file cannot run.
    public static func parse(_ file: SourceFile, loader: ScenarioParser.Loader?, resolver: ScenarioParser.Resolver? = nil,
                             includeCache: IncludeCache? = nil) -> (commands: [Located<ScenarioCommand>], diagnostics: [Diagnostic]) {
        let parsed = parseFile(file, loader: loader, resolver: resolver, includeCache: includeCache)
        return (parsed.commands, parsed.diagnostics)
    }

    /// Parses a file (and its includes), saying also how many diagnostics were found beyond the
    /// ``ScenarioLimits/diagnostics`` kept.
    public static func parseFile(_ file: SourceFile, loader: ScenarioParser.Loader?, resolver: ScenarioParser.Resolver? = nil,
                                 includeCache: IncludeCache? = nil) -> ParsedFile {
        var parser = ScenarioParser(loader: loader, resolver: resolver, includeCache: includeCache)
        let (commands, diagnostics) = parser.parse(file)
        return ParsedFile(file: file, commands: commands, diagnostics: diagnostics,
                          omittedDiagnosticCount: parser.omittedDiagnosticCount)
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
        for command in commands {
            if case .expectCallbacks = command.value { expectations += 1 }
            if case .expectState = command.value { expectations += 1 }
            if let diagnostic = session.execute(command) {
                diagnostics.append(diagnostic)
                break  // later commands depend on this one; one error per file is the honest report
            }
        }
        if diagnostics.isEmpty { diagnostics += session.finish() }
        guard diagnostics.isEmpty else { return .failure(DiagnosticList(diagnostics, omittedCount: session.omittedDiagnosticCount)) }
        let sim = session.simulator
        return .success(ScenarioResult(file: file, title: session.title, log: sim?.log ?? CallbackLog(),
                                       frames: sim?.frames ?? [], recording: sim?.recording, endTime: session.now,
                                       expectationCount: expectations,
                                       failures: session.failures))
    }
}

/// A parsed scenario file.
public struct ParsedFile: Sendable {
    public var file: SourceFile
    public var commands: [Located<ScenarioCommand>]
    /// The first ``ScenarioLimits/diagnostics`` problems found; any means the file cannot run.
    public var diagnostics: [Diagnostic]
    /// Problems found beyond those kept.
    public var omittedDiagnosticCount: Int
}

/// Diagnostics as one error value: those kept, and how many more were found.
public struct DiagnosticList: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public var omittedCount: Int
    public init(_ diagnostics: [Diagnostic], omittedCount: Int = 0) {
        self.diagnostics = diagnostics
        self.omittedCount = omittedCount
    }
}
