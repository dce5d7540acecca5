import SheetSim
import SheetSimScenario

/// `sheetsim run [--format text|jsonl] [--frames] [--quiet] PATH...`
///
/// Every file is parsed before anything runs; any bad input stops the whole command with
/// `file:line:col: error:` diagnostics on stderr, exit status 2 and nothing on stdout. Otherwise each
/// scenario's log, its expectation failures and a PASS/FAIL line are printed, then `N passed, M failed`;
/// the exit status is 1 if any scenario failed.
public enum RunCommand {
    public enum Format: String { case text, jsonl }

    public struct Options: Equatable {
        public var format: Format = .text
        public var frames = false
        public var quiet = false
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
            case "--help", "-h":
                return .failure(CommandOutput(standardOutput: Help.text(for: "run")!))
            case let flag where flag.hasPrefix("-") && flag.count > 1:
                let known = ["--format", "--frames", "--quiet", "--help"]
                let hint = Suggestions.didYouMean(flag, among: known).map { " (\($0))" } ?? ""
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

    public static func run(_ arguments: [String]) -> CommandOutput {
        let options: Options
        switch parseArguments(arguments) {
        case .failure(let output): return output
        case .success(let parsed): options = parsed
        }
        let parsed: [(file: SourceFile, commands: [Located<ScenarioCommand>])]
        switch parseAll(options.paths) {
        case .failure(let output): return output
        case .success(let files): parsed = files
        }
        var results: [ScenarioResult] = []
        var diagnostics: [Diagnostic] = []
        for outcome in ParallelRun.results(parsed, recordFrames: options.frames) {
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
        let report = options.format == .jsonl ? RunReport.jsonl(results, frames: options.frames)
                                              : RunReport.text(results, frames: options.frames, quiet: options.quiet)
        let failed = results.contains { !$0.passed }
        return CommandOutput(standardOutput: report, exitCode: failed ? .failure : .success)
    }

    /// Reads and parses every file first; any problem is a usage error with every diagnostic found.
    static func parseAll(_ paths: [String]) -> Result<[(file: SourceFile, commands: [Located<ScenarioCommand>])], CommandOutput> {
        let files: [String]
        switch ScenarioFiles.collect(paths) {
        case .failure(let diagnostic): return .failure(CommandOutput(standardError: diagnostic.formatted + "\n", exitCode: .usage))
        case .success(let found): files = found
        }
        guard !files.isEmpty else {
            return .failure(usageError("no *.sheet files found in " + paths.joined(separator: ", "), command: "run"))
        }
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
