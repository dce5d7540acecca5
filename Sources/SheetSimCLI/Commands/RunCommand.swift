import SheetSim
import SheetSimScenario
import SheetSimTimeline

/// `sheetsim run [--format text|jsonl] [--frames[=layout]] [--quiet] [--assumptions] [--timeline OUT.svg|OUT.html] PATH...`
///
/// Every file is parsed before anything runs; any bad input stops the whole command with
/// `file:line:col: error:` diagnostics on stderr, exit status 2 and nothing on stdout. Otherwise each
/// scenario's log, its expectation failures and a PASS/FAIL line are printed, then `N passed, M failed`;
/// the exit status is 1 if any scenario failed.
///
/// With `--timeline` the one scenario's picture is returned in ``CommandOutput/files`` — also when
/// an expectation failed, since a picture of a failing run is what a bug report needs — and stdout
/// is byte-for-byte what the run prints without it.
public enum RunCommand {
    public enum Format: String { case text, jsonl }

    public struct Options: Equatable {
        public var format: Format = .text
        public var frames = false
        /// `--frames=layout`: each frame also gives its sheet's content controller's layout
        /// figures (view frame, safe area, margins, bar height, adjusted insets, content offset).
        public var frameLayouts = false
        public var quiet = false
        /// `--hide layout`: leave the layout callbacks out of the printed log (layout rules 8).
        public var hidesLayout = false
        /// Where `--timeline` writes the picture; its extension chose the format.
        public var timeline: String?
        /// `--assumptions`: after each scenario, the unconfirmed metrics and options its run read.
        public var assumptions = false
        /// `--max-events`, `--max-busy-time`: how much one run of the clock may do.
        public var runLimits = RunLimits.standard
        public var paths: [String] = []
    }

    static func parseArguments(_ arguments: [String]) -> Result<Options, CommandOutput> {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--frames": options.frames = true
            case "--frames=layout":
                options.frames = true
                options.frameLayouts = true
            case let flag where flag.hasPrefix("--frames="):
                return .failure(usageError("--frames= takes 'layout' (the layout figures of each frame's sheet), e.g. '--frames=layout'", command: "run"))
            case "--quiet", "-q": options.quiet = true
            case "--assumptions": options.assumptions = true
            case "--hide", "--hide=layout":
                if argument == "--hide" {
                    index += 1
                    guard index < arguments.count, arguments[index] == "layout" else {
                        return .failure(usageError("--hide takes 'layout' (the layout callbacks), e.g. '--hide layout'", command: "run"))
                    }
                }
                options.hidesLayout = true
            case let flag where flag.hasPrefix("--hide="):
                return .failure(usageError("--hide takes 'layout' (the layout callbacks), e.g. '--hide layout'", command: "run"))
            case "--format":
                index += 1
                guard index < arguments.count, let format = Format(rawValue: arguments[index]) else {
                    return .failure(usageError("--format takes 'text' or 'jsonl'", command: "run"))
                }
                options.format = format
            case let flag where flag.hasPrefix("--format="):
                guard let format = Format(rawValue: String(flag.dropFirst("--format=".count))) else {
                    return .failure(usageError("--format takes 'text' or 'jsonl'", command: "run"))
                }
                options.format = format
            case "--timeline":
                // A following option is not taken as the file name: `--timeline --quiet` forgot one.
                index += 1
                guard index < arguments.count, !(arguments[index].hasPrefix("-") && arguments[index].count > 1) else {
                    return .failure(usageError("--timeline needs a file name, e.g. '--timeline run.svg'", command: "run"))
                }
                if let error = setTimeline(arguments[index], in: &options) { return .failure(error) }
            case let flag where flag.hasPrefix("--timeline="):
                let path = String(flag.dropFirst("--timeline=".count))
                guard !path.isEmpty else {
                    return .failure(usageError("--timeline needs a file name, e.g. '--timeline run.svg'", command: "run"))
                }
                if let error = setTimeline(path, in: &options) { return .failure(error) }
            case "--help", "-h":
                return .failure(CommandOutput(standardOutput: Help.text(for: "run")!))
            case let flag where RunLimitOptions.isFlag(flag):
                let name = String(flag.prefix(while: { $0 != "=" }))
                var value: String?
                if name != flag {
                    value = String(flag.dropFirst(name.count + 1))
                } else if index + 1 < arguments.count {
                    index += 1
                    value = arguments[index]
                }
                if let error = RunLimitOptions.apply(name, value, to: &options.runLimits) {
                    return .failure(usageError(error, command: "run"))
                }
            case let flag where flag.hasPrefix("-") && flag.count > 1:
                let known = ["--format", "--frames", "--quiet", "--hide", "--timeline", "--assumptions", "--help"] + RunLimitOptions.flags
                // `--timline=x.svg` is judged by its name, not with the value attached.
                let name = String(flag.prefix(while: { $0 != "=" }))
                let hint = Suggestions.didYouMean(name, among: known).map { " (\($0))" } ?? ""
                return .failure(usageError("unknown option '\(flag)'" + hint, command: "run"))
            default:
                options.paths.append(argument)
            }
            index += 1
        }
        guard !options.paths.isEmpty else {
            return .failure(usageError("run needs at least one file or folder, e.g. 'sheetsim run scenarios'", command: "run"))
        }
        return .success(options)
    }

    /// Takes `--timeline`'s file, or the usage error for a second one or an extension it cannot write.
    static func setTimeline(_ path: String, in options: inout Options) -> CommandOutput? {
        guard options.timeline == nil else {
            return usageError("--timeline is given twice; it writes one picture of one scenario", command: "run")
        }
        guard TimelineFile.format(of: path) != nil else {
            return usageError("--timeline " + TimelineFile.unsupported(path), command: "run")
        }
        options.timeline = path
        return nil
    }

    /// A run ready to go: every file parsed and found free of bad input that needs no running,
    /// nothing run or written yet.
    struct Plan {
        var options: Options
        var parsed: [(file: SourceFile, commands: [Located<ScenarioCommand>])]
        /// Whether frames are written as each scenario runs, one scenario after another, rather
        /// than kept until the end: with `--frames`, unless `--quiet` prints none. Only a file's
        /// frames since the last batch are then held, however long it runs.
        var streamsFrames: Bool { options.frames && !options.quiet }
    }

    /// The report's writer and the scenario being written as it runs, shared with the frame sink.
    final class Report {
        var writer: ChunkedWriter
        var lines: ScenarioLines?
        init(_ write: @escaping (String) -> Void) { writer = ChunkedWriter(write) }
    }

    /// Runs the command and returns everything it prints (what tests and ``CommandLineTool/execute(_:)`` call).
    public static func run(_ arguments: [String]) -> CommandOutput {
        var report = ""
        var output = run(arguments, writeFiles: { $0 }, standardOutput: { report += $0 })
        output.standardOutput = report + output.standardOutput
        return output
    }

    /// Runs the command, writing the report through `standardOutput` as it is produced, in
    /// pieces of about ``ChunkedWriter/chunkBytes``, so a large report is never held whole.
    ///
    /// Bad input found without running — a file that does not parse, a set-up line the launch
    /// refuses, a line that would put a controller inside itself — is found before anything runs
    /// and prints nothing on stdout. A line that only running finds cannot run (a dismiss with
    /// nothing presented, a run of the clock past its limits) stops that file only: its report
    /// ends with an `ERROR` line, its error goes to stderr, and every other file is run and
    /// reported. `writeFiles` writes `--timeline`'s picture, as
    /// ``CommandLineTool/writeFiles(of:command:writer:)`` does. Returns the rest of the output:
    /// stderr, the exit status, and stdout only for help or a usage error.
    static func run(_ arguments: [String], writeFiles: (CommandOutput) -> CommandOutput,
                    standardOutput: @escaping (String) -> Void) -> CommandOutput {
        let plan: Plan
        switch prepare(arguments) {
        case .failure(let output): return output
        case .success(let ready): plan = ready
        }
        let options = plan.options
        let sources = Dictionary(plan.parsed.map { ($0.file.name, $0.file) }, uniquingKeysWith: { a, _ in a })
        let report = Report(standardOutput)
        var counts = RunReport.Counts()
        var errors = ErrorReport()
        // Warnings (a model on a release older than its own) do not change the exit status; they
        // print on stderr in the files' order.
        var warnings = ""
        var output = CommandOutput()
        func finish(_ result: ScenarioResult) {
            counts.add(result)
            warnings += result.warnings.map { ScenarioFiles.render($0, sources: sources) + "\n" }.joined()
            guard let list = result.errors else { return }
            for diagnostic in list.diagnostics { errors.add(ScenarioFiles.render(diagnostic, sources: sources)) }
            errors.addOmitted(list.omittedCount)
        }
        if plan.streamsFrames {
            var pictured: ScenarioResult?
            for (file, commands) in plan.parsed {
                let result = streamed(file, commands, options: options, to: report)
                finish(result)
                if options.timeline != nil { pictured = result }
            }
            report.writer.append(RunReport.summary(counts, format: options.format))
            report.writer.flush()
            output = writeFiles(timelineOutput(of: pictured, options: options))
        } else {
            // What the report will not print is let go where it was made.
            let keepsLogs = !options.quiet || options.timeline != nil
            var results = ParallelRun.results(plan.parsed, recordFrames: false, recordTimeline: options.timeline != nil,
                                              keepsLogs: keepsLogs, runLimits: options.runLimits)
            // The picture comes before the report, so a script reading stdout to its end finds it.
            output = writeFiles(timelineOutput(of: results.first, options: options))
            for index in results.indices {
                RunReport.write(results[index], format: options.format, frames: false, quiet: options.quiet,
                                hidesLayout: options.hidesLayout, assumptions: options.assumptions, to: &report.writer)
                finish(results[index])
                results[index].log = CallbackLog()
                results[index].recording = nil
            }
            report.writer.append(RunReport.summary(counts, format: options.format))
            report.writer.flush()
        }
        output.standardError = warnings + errors.output + output.standardError
        if output.exitCode != .usage {
            output.exitCode = counts.stopped > 0 ? .usage : counts.failed > 0 ? .failure : .success
        }
        return output
    }

    /// Runs one scenario, writing its log and frames as it goes: the frame sink hands over each
    /// batch of frames with the log so far, and what the rest of the run cannot come before is
    /// written at once.
    static func streamed(_ file: SourceFile, _ commands: [Located<ScenarioCommand>], options: Options,
                         to report: Report) -> ScenarioResult {
        // The title is the one the file's `scenario` lines leave, as the run would have it at
        // its end; the header is written before the run.
        var title: String?
        for command in commands { if case .title(let name) = command.value { title = name } }
        RunReport.opening(file: file.name, title: title, format: options.format, to: &report.writer)
        report.lines = ScenarioLines(file: file.name, format: options.format, hidesLayout: options.hidesLayout)
        var result = ScenarioRunner.runToEnd(commands, file: file.name, recordFrames: true, recordTimeline: options.timeline != nil,
                                             runLimits: options.runLimits,
                                             frameSink: { [report] frames, log, now in
                                                 report.lines!.write(log: log, frames: frames, heldFrom: now, to: &report.writer)
                                             }, recordFrameLayouts: options.frameLayouts)
        report.lines!.write(log: result.log, frames: result.frames, to: &report.writer)
        report.lines = nil
        result.frames = FrameLog()
        RunReport.closing(result, format: options.format, quiet: options.quiet, assumptions: options.assumptions,
                          to: &report.writer)
        if options.timeline == nil { result.log = CallbackLog() }
        return result
    }

    /// `--timeline`'s picture of the one scenario, unless it could not run to its end; for a run
    /// too long to draw, the error saying so (exit status 2; the report is still printed).
    static func timelineOutput(of result: ScenarioResult?, options: Options) -> CommandOutput {
        guard let path = options.timeline, let format = TimelineFile.format(of: path), let result, !result.isStoppedByError else {
            return CommandOutput()
        }
        let picture = timeline(of: result)
        if let refusal = picture.refusal {
            return CommandOutput(standardError: "sheetsim run: error: cannot draw the timeline: \(refusal)\n"
                                     + "sheetsim run: note: \(TimelineFile.tooLongHint)\n", exitCode: .usage)
        }
        return CommandOutput(files: [OutputFile(path: path, contents: TimelineFile.contents(picture, as: format), what: "timeline")])
    }

    /// Parses every file; any bad input found without running is a usage error.
    static func prepare(_ arguments: [String]) -> Result<Plan, CommandOutput> {
        let options: Options
        switch parseArguments(arguments) {
        case .failure(let output): return .failure(output)
        case .success(let parsed): options = parsed
        }
        let files: [String]
        switch collect(options.paths) {
        case .failure(let output): return .failure(output)
        case .success(let found): files = found
        }
        // Checked before parsing: the picture is of one run, so more files is a usage mistake
        // whatever they hold.
        if let timeline = options.timeline, files.count > 1 {
            return .failure(usageError("--timeline draws one scenario, but \(files.count) files were found in "
                                       + options.paths.joined(separator: ", ")
                                       + "; run one file at a time, e.g. 'sheetsim run \(files[0]) --timeline \(timeline)'",
                                       command: "run"))
        }
        switch parse(files) {
        case .failure(let output): return .failure(output)
        case .success(let sources): return .success(Plan(options: options, parsed: sources))
        }
    }

    /// The picture of one scenario's run: titled by its `scenario "..."` line, or else its file's
    /// name; the path underneath says which file it was. Its `mark` lines and failed expectations
    /// are marked on the time axis.
    static func timeline(of result: ScenarioResult) -> Timeline {
        let name = result.file.split(separator: "/").last.map(String.init) ?? result.file
        let title = result.title.flatMap { $0.isEmpty ? nil : $0 } ?? name
        var notes = result.marks.map { Timeline.Note(time: $0.time, kind: .mark($0.name), inputsBefore: $0.inputsBefore) }
        for failure in result.failures {
            notes.append(Timeline.Note(time: result.time(of: failure) ?? result.endTime,
                                       kind: .failedExpectation(location: failure.location.description, line: failure.location.line,
                                                                 message: failure.message),
                                       inputsBefore: result.inputsBefore(failure)))
        }
        return Timeline(title: title, subtitle: result.file, log: result.log,
                        recording: result.recording ?? TimelineFile.emptyRecording, end: result.endTime, notes: notes)
    }

    /// Reads and parses every file first; any problem is a usage error with every diagnostic found.
    static func parseAll(_ paths: [String]) -> Result<[(file: SourceFile, commands: [Located<ScenarioCommand>])], CommandOutput> {
        collect(paths).flatMap(parse)
    }

    /// The scenario files the paths name (folders expanded); none at all is a usage error, and so
    /// is a path that is neither a folder nor a regular file.
    static func collect(_ paths: [String]) -> Result<[String], CommandOutput> {
        let files: [String]
        switch ScenarioFiles.collect(paths) {
        case .failure(.unreadable(let diagnostic)):
            return .failure(CommandOutput(standardError: diagnostic.formatted + "\n", exitCode: .usage))
        case .failure(.notRegular(let path, let what)):
            return .failure(usageError("'\(path)' is \(what), not a regular file; scenarios are read from files", command: "run"))
        case .success(let found): files = found
        }
        guard !files.isEmpty else {
            return .failure(usageError("no *.sheet files found in " + paths.joined(separator: ", "), command: "run"))
        }
        return .success(files)
    }

    /// Reads and parses the files (on every core); any problem is a usage error with the
    /// diagnostics found, in the files' order (the first ``ScenarioLimits/diagnostics`` of them,
    /// and how many more).
    static func parse(_ files: [String]) -> Result<[(file: SourceFile, commands: [Located<ScenarioCommand>])], CommandOutput> {
        var parsed: [(file: SourceFile, commands: [Located<ScenarioCommand>])] = []
        var errors = ErrorReport()
        for outcome in ParallelRun.parse(files, includeCache: IncludeCache()) {
            switch outcome {
            case .failure(let diagnostic): errors.add(diagnostic.formatted)
            case .success(let result):
                for diagnostic in result.diagnostics {
                    errors.add(ScenarioFiles.render(diagnostic, sources: [result.file.name: result.file]))
                }
                errors.addOmitted(result.omittedDiagnosticCount)
                parsed.append((result.file, result.commands))
            }
        }
        guard errors.isEmpty else { return .failure(CommandOutput(standardError: errors.output, exitCode: .usage)) }
        return .success(parsed)
    }
}

/// `sheetsim check PATH...`: parses and validates without running.
public enum CheckCommand {
    public static func run(_ arguments: [String]) -> CommandOutput {
        if arguments.contains("--help") || arguments.contains("-h") { return CommandOutput(standardOutput: Help.text(for: "check")!) }
        if let flag = arguments.first(where: { $0.hasPrefix("-") && $0.count > 1 }) {
            return usageError("unknown option '\(flag)'", command: "check")
        }
        guard !arguments.isEmpty else { return usageError("check needs at least one file or folder", command: "check") }
        switch RunCommand.parseAll(arguments) {
        case .failure(let output): return output
        case .success(let parsed):
            var out = ""
            // Warnings (detents out of order) do not change the exit status; they print on
            // stderr, as `run` prints them.
            var warnings = ""
            for (file, commands) in parsed {
                out += "OK \(file.name) (\(commands.count) commands)\n"
                warnings += ScenarioChecker.warnings(in: commands).map { ScenarioFiles.render($0, sources: [file.name: file]) + "\n" }.joined()
            }
            out += "\(parsed.count) file\(parsed.count == 1 ? "" : "s") checked, no errors\n"
            return CommandOutput(standardOutput: out, standardError: warnings)
        }
    }
}

func usageError(_ message: String, command: String) -> CommandOutput {
    CommandOutput(standardError: "sheetsim \(command): error: \(message)\n" + "see 'sheetsim help \(command)'\n", exitCode: .usage)
}
