import SheetSim
import SheetSimScenario
import SheetSimTimeline

/// `sheetsim run [--format text|jsonl] [--frames] [--quiet] [--timeline OUT.svg|OUT.html] PATH...`
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
        public var quiet = false
        /// `--hide layout`: leave the layout callbacks out of the printed log (layout rules 8).
        public var hidesLayout = false
        /// Where `--timeline` writes the picture; its extension chose the format.
        public var timeline: String?
        public var paths: [String] = []
    }

    static func parseArguments(_ arguments: [String]) -> Result<Options, CommandOutput> {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--frames": options.frames = true
            case "--quiet", "-q": options.quiet = true
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
            case let flag where flag.hasPrefix("-") && flag.count > 1:
                let known = ["--format", "--frames", "--quiet", "--hide", "--timeline", "--help"]
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

    public static func run(_ arguments: [String]) -> CommandOutput {
        let options: Options
        switch parseArguments(arguments) {
        case .failure(let output): return output
        case .success(let parsed): options = parsed
        }
        let files: [String]
        switch collect(options.paths) {
        case .failure(let output): return output
        case .success(let found): files = found
        }
        // Checked before parsing: the picture is of one run, so more files is a usage mistake
        // whatever they hold.
        if let timeline = options.timeline, files.count > 1 {
            return usageError("--timeline draws one scenario, but \(files.count) files were found in "
                              + options.paths.joined(separator: ", ")
                              + "; run one file at a time, e.g. 'sheetsim run \(files[0]) --timeline \(timeline)'",
                              command: "run")
        }
        let parsed: [(file: SourceFile, commands: [Located<ScenarioCommand>])]
        switch parse(files) {
        case .failure(let output): return output
        case .success(let sources): parsed = sources
        }
        var results: [ScenarioResult] = []
        var diagnostics: [Diagnostic] = []
        for outcome in ParallelRun.results(parsed, recordFrames: options.frames, recordTimeline: options.timeline != nil) {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let list): diagnostics += list.diagnostics
            }
        }
        guard diagnostics.isEmpty else {
            let sources = Dictionary(parsed.map { ($0.file.name, $0.file) }, uniquingKeysWith: { a, _ in a })
            return CommandOutput(standardError: diagnostics.map { ScenarioFiles.render($0, sources: sources) + "\n" }.joined(),
                                 exitCode: .usage)
        }
        let report = options.format == .jsonl
            ? RunReport.jsonl(results, frames: options.frames, hidesLayout: options.hidesLayout)
            : RunReport.text(results, frames: options.frames, quiet: options.quiet, hidesLayout: options.hidesLayout)
        let failed = results.contains { !$0.passed }
        var output = CommandOutput(standardOutput: report, exitCode: failed ? .failure : .success)
        if let path = options.timeline, let format = TimelineFile.format(of: path), let result = results.first {
            output.files = [OutputFile(path: path, contents: TimelineFile.contents(timeline(of: result), as: format), what: "timeline")]
        }
        return output
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

    /// The scenario files the paths name (folders expanded); none at all is a usage error.
    static func collect(_ paths: [String]) -> Result<[String], CommandOutput> {
        let files: [String]
        switch ScenarioFiles.collect(paths) {
        case .failure(let diagnostic): return .failure(CommandOutput(standardError: diagnostic.formatted + "\n", exitCode: .usage))
        case .success(let found): files = found
        }
        guard !files.isEmpty else {
            return .failure(usageError("no *.sheet files found in " + paths.joined(separator: ", "), command: "run"))
        }
        return .success(files)
    }

    /// Reads and parses the files; any problem is a usage error with every diagnostic found.
    static func parse(_ files: [String]) -> Result<[(file: SourceFile, commands: [Located<ScenarioCommand>])], CommandOutput> {
        var parsed: [(file: SourceFile, commands: [Located<ScenarioCommand>])] = []
        var errors = ""
        let includes = IncludeCache()
        for path in files {
            switch ScenarioFiles.read(path) {
            case .failure(let diagnostic): errors += diagnostic.formatted + "\n"
            case .success(let file):
                let (commands, diagnostics) = ScenarioRunner.parse(file, loader: ScenarioFiles.loader, includeCache: includes)
                for diagnostic in diagnostics { errors += ScenarioFiles.render(diagnostic, sources: [file.name: file]) + "\n" }
                parsed.append((file, commands))
            }
        }
        guard errors.isEmpty else { return .failure(CommandOutput(standardError: errors, exitCode: .usage)) }
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
            for (file, commands) in parsed { out += "OK \(file.name) (\(commands.count) commands)\n" }
            out += "\(parsed.count) file\(parsed.count == 1 ? "" : "s") checked, no errors\n"
            return CommandOutput(standardOutput: out)
        }
    }
}

func usageError(_ message: String, command: String) -> CommandOutput {
    CommandOutput(standardError: "sheetsim \(command): error: \(message)\n" + "see 'sheetsim help \(command)'\n", exitCode: .usage)
}
