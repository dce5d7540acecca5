import SheetSim
import SheetSimScenario

/// `sheetsim diff FILE --os A --os B [--option NAME=VALUE]... [--metric NAME=VALUE]... [--hide layout] [--format text|jsonl]`
///
/// Runs one scenario twice, under two values of one setting, and prints where the runs part: the
/// callback logs aligned with both virtual times, the sheet's state at each `mark` and at the
/// end, and the expectations that fail under one side only, then the counts.
///
/// The setting given twice is the one compared (`--os 18 --os 26`, or
/// `--option NAME=V1 --option NAME=V2`, or `--metric NAME=V1 --metric NAME=V2`); one given once
/// applies to both runs. Either way the command line's setting replaces the file's own line of it.
///
/// Exit status, as `diff(1)`: 0 when the runs do not differ, 1 when they do, 2 for bad input (an
/// unknown option, a file that does not parse, the same value twice, a run a line of which
/// cannot run under one side).
public enum DiffCommand {
    struct Options {
        var path: String?
        /// Each setting flag's values, in order: `(flag, value)`.
        var settings: [(flag: String, value: String)] = []
        var hidesLayout = false
        var format = RunCommand.Format.text
    }

    static let settingFlags = ["--os", "--option", "--metric"]
    static let flags = settingFlags + ["--hide", "--format", "--help"]

    /// Runs the command and returns what it prints.
    public static func run(_ arguments: [String]) -> CommandOutput {
        let options: Options
        switch parseArguments(arguments) {
        case .failure(let output): return output
        case .success(let parsed): options = parsed
        }
        let path = options.path!
        let sides: (DiffSide, DiffSide)
        switch makeSides(options.settings) {
        case .failure(let problem): return usageError(problem.message, command: "diff")
        case .success(let made): sides = made
        }
        let file: SourceFile
        let commands: [Located<ScenarioCommand>]
        // A folder is refused before it is walked: diff compares one file.
        if case .directory = SystemIO.kind(of: path) {
            return usageError("diff compares one scenario file, and '\(path)' is a folder; name one file in it, "
                              + "e.g. 'sheetsim diff \(path.hasSuffix("/") ? path : path + "/")FILE.sheet --os 18 --os 26'", command: "diff")
        }
        switch ScenarioFiles.collect([path]) {
        case .failure(.unreadable(let diagnostic)):
            return CommandOutput(standardError: diagnostic.formatted + "\n", exitCode: .usage)
        case .failure(.notRegular(let path, let what)):
            return usageError("'\(path)' is \(what), not a regular file; scenarios are read from files", command: "diff")
        case .success:
            break
        }
        // Each side runs the file with its own setting: the checks a run makes before it starts
        // are its side's, reported under that side.
        switch ScenarioFiles.parse(path, includeCache: IncludeCache(), checks: false) {
        case .failure(let diagnostic):
            return CommandOutput(standardError: diagnostic.formatted + "\n", exitCode: .usage)
        case .success(let parsed):
            guard parsed.diagnostics.isEmpty, parsed.omittedDiagnosticCount == 0 else {
                var errors = ErrorReport()
                for diagnostic in parsed.diagnostics { errors.add(ScenarioFiles.render(diagnostic, sources: [parsed.file.name: parsed.file])) }
                errors.addOmitted(parsed.omittedDiagnosticCount)
                return CommandOutput(standardError: errors.output, exitCode: .usage)
            }
            file = parsed.file
            commands = parsed.commands
        }
        return compare(commands, sides: sides, hidesLayout: options.hidesLayout, format: options.format, name: path,
                       sources: [file.name: file], command: "diff", makeSession: { ScenarioSession() })
    }

    /// Runs both sides and reports: the difference on stdout (exit status 0 or 1), or, when a
    /// line could not run under a side, its diagnostics on stderr (exit status 2).
    static func compare(_ commands: [Located<ScenarioCommand>], sides: (DiffSide, DiffSide), hidesLayout: Bool,
                        format: RunCommand.Format = .text, name: String,
                        sources: [String: SourceFile], command: String,
                        makeSession: () -> ScenarioSession) -> CommandOutput {
        let (a, b) = sides
        let runA = DiffSide.run(a.commands(replacing: commands), in: makeSession())
        let runB = DiffSide.run(b.commands(replacing: commands), in: makeSession())
        var errors = ""
        for (side, run) in [(a, runA), (b, runB)] where !run.errors.isEmpty {
            for diagnostic in run.errors { errors += ScenarioFiles.render(diagnostic, sources: sources) + "\n" }
            errors += "sheetsim \(command): note: under \(side.letter) (\(side.label)) the scenario cannot run to its end, so there is nothing to compare\n"
        }
        guard errors.isEmpty else { return CommandOutput(standardError: errors, exitCode: .usage) }
        let difference = RunDifference(a: a, runA: runA, b: b, runB: runB, hidesLayout: hidesLayout)
        let report = format == .text ? difference.text(file: name) : difference.jsonLines(file: name)
        return CommandOutput(standardOutput: report, exitCode: difference.differenceCount > 0 ? .failure : .success)
    }

    static func parseArguments(_ arguments: [String]) -> Result<Options, CommandOutput> {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = String(argument.prefix(while: { $0 != "=" }))
            switch name {
            case "--help", "-h":
                return .failure(CommandOutput(standardOutput: Help.text(for: "diff")!))
            case "--os", "--option", "--metric":
                var value: String
                if name != argument {
                    value = String(argument.dropFirst(name.count + 1))
                } else {
                    index += 1
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        return .failure(usageError("\(name) needs a value, e.g. '\(example(name))'", command: "diff"))
                    }
                    value = arguments[index]
                }
                value = value.trimmingSpaces()
                guard !value.isEmpty else {
                    return .failure(usageError("\(name) needs a value, e.g. '\(example(name))'", command: "diff"))
                }
                options.settings.append((name, value))
            case "--format":
                var value: String?
                if name != argument {
                    value = String(argument.dropFirst(name.count + 1))
                } else if index + 1 < arguments.count {
                    index += 1
                    value = arguments[index]
                }
                guard let format = value.flatMap(RunCommand.Format.init(rawValue:)) else {
                    return .failure(usageError("--format takes 'text' or 'jsonl'", command: "diff"))
                }
                options.format = format
            case "--hide":
                if argument == "--hide" {
                    index += 1
                    guard index < arguments.count, arguments[index] == "layout" else {
                        return .failure(usageError("--hide takes 'layout' (the layout callbacks), e.g. '--hide layout'", command: "diff"))
                    }
                } else if argument != "--hide=layout" {
                    return .failure(usageError("--hide takes 'layout' (the layout callbacks), e.g. '--hide layout'", command: "diff"))
                }
                options.hidesLayout = true
            case let flag where flag.hasPrefix("-") && flag.count > 1:
                let hint = Suggestions.didYouMean(name, among: flags).map { " (\($0))" } ?? ""
                return .failure(usageError("unknown option '\(argument)'" + hint, command: "diff"))
            default:
                guard options.path == nil else {
                    return .failure(usageError("diff compares one scenario file, and '\(options.path!)' and '\(argument)' are two; "
                                               + "run one diff per file", command: "diff"))
                }
                options.path = argument
            }
            index += 1
        }
        guard options.path != nil else {
            return .failure(usageError("diff needs a scenario file, e.g. 'sheetsim diff scenarios/lifecycle/present.sheet --os 18 --os 26'", command: "diff"))
        }
        return .success(options)
    }

    static func example(_ flag: String) -> String {
        switch flag {
        case "--os": return "--os 26"
        case "--option": return "--option detentChangeTiming=afterSettle"
        default: return "--metric floatingSheetSideInset=12pt"
        }
    }

    /// The scenario line a setting flag stands for: `os 26`, `option NAME = VALUE`, `metric NAME = VALUE`.
    static func line(_ flag: String, _ value: String) -> String {
        let word = String(flag.dropFirst(2))
        guard flag != "--os" else { return "os " + value }
        guard let equals = value.firstIndex(of: "=") else { return word + " " + value }
        return word + " " + value[..<equals].trimmingSpaces() + " = " + value[value.index(after: equals)...].trimmingSpaces()
    }

    /// The two sides the settings describe: the setting given twice is compared, the others
    /// apply to both. With `oneSidedLabel` (the REPL), one value of one setting
    /// compares the session as it is (A, so labelled) with that setting (B).
    static func makeSides(_ settings: [(flag: String, value: String)],
                          oneSidedLabel: String? = nil) -> Result<(DiffSide, DiffSide), SettingProblem> {
        var parsed: [(flag: String, value: String, command: Located<ScenarioCommand>, key: String)] = []
        for setting in settings {
            let text = line(setting.flag, setting.value)
            var parser = ScenarioParser()
            let source = "\(setting.flag) \(setting.value)"
            switch parser.parseLine(SourceLine(number: 1, text: Substring(text)), file: source) {
            case .command(let located):
                let key: String
                switch located.value {
                case .os: key = "os"
                case .option(let option): key = "option " + option.name
                case .metric(let name, _): key = "metric " + name
                default: return .failure(SettingProblem("\(setting.flag) '\(setting.value)' is not a setting"))
                }
                parsed.append((setting.flag, setting.value, located, key))
            case .failure(let diagnostics):
                let first = diagnostics.first
                let hint = first?.hint.map { "; \($0)" } ?? ""
                return .failure(SettingProblem("\(setting.flag) '\(setting.value)': \(first?.message ?? "not a setting")\(hint)"))
            case .nothing, .commands:
                return .failure(SettingProblem("\(setting.flag) '\(setting.value)' is not a setting"))
            }
        }
        var keys: [String] = []
        for item in parsed where !keys.contains(item.key) { keys.append(item.key) }
        let compared = keys.filter { key in parsed.filter { $0.key == key }.count > 1 }
        let shared = parsed.filter { !compared.contains($0.key) }.map(\.command)
        if compared.count > 1 {
            return .failure(SettingProblem("diff compares one setting at a time, and \(compared.map { "'\($0)'" }.joined(separator: " and ")) are each given more than once; "
                                       + "give the others once, to apply to both runs"))
        }
        guard let key = compared.first else {
            if let oneSidedLabel, let last = parsed.last {
                // The REPL: one value of a setting compares the session as it is with it.
                let bSide = DiffSide(letter: "B", label: "\(last.flag.dropFirst(2)) \(last.value)", overrides: parsed.map(\.command))
                return .success((DiffSide(letter: "A", label: oneSidedLabel, overrides: []), bSide))
            }
            return .failure(SettingProblem("diff needs two values of one setting to compare, e.g. '--os 18 --os 26', "
                                       + "'--option detentChangeTiming=immediate --option detentChangeTiming=afterSettle' "
                                       + "or '--metric floatingSheetSideInset=8pt --metric floatingSheetSideInset=16pt'"))
        }
        let values = parsed.filter { $0.key == key }
        guard values.count == 2 else {
            return .failure(SettingProblem("'\(key)' is given \(values.count) times; diff compares two runs, so give it twice"))
        }
        if sameSetting(values[0].command.value, values[1].command.value) {
            return .failure(SettingProblem("\(values[0].flag) '\(values[0].value)' and \(values[1].flag) '\(values[1].value)' are the same setting, so the runs cannot differ; "
                                       + "give two different values, e.g. '\(values[0].flag == "--os" ? "--os 18 --os 26" : example(values[0].flag))'"))
        }
        let sharedLabel = parsed.filter { !compared.contains($0.key) }.map { ", \($0.flag.dropFirst(2)) \($0.value)" }.joined()
        func side(_ letter: String, _ item: (flag: String, value: String, command: Located<ScenarioCommand>, key: String)) -> DiffSide {
            DiffSide(letter: letter, label: "\(item.flag.dropFirst(2)) \(item.value)" + sharedLabel, overrides: [item.command] + shared)
        }
        return .success((side("A", values[0]), side("B", values[1])))
    }

    /// Why the settings do not make two sides, as one sentence.
    struct SettingProblem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    static func sameSetting(_ a: ScenarioCommand, _ b: ScenarioCommand) -> Bool {
        switch (a, b) {
        case (.os(let x), .os(let y)): return x == y
        case (.option(let x), .option(let y)): return x == y
        case (.metric(let x, let v), .metric(let y, let w)): return x == y && v == w
        default: return false
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
