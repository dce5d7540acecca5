import SheetSim
import SheetSimScenario

/// Parses `sheetsim`'s arguments and dispatches to a command.
public enum CommandLineTool {
    /// Runs a command line (without the program name) and returns its exit status, having
    /// written its output.
    public static func main(_ arguments: [String]) -> Int32 {
        // The REPL prints as it goes, and `run` streams its report once every file has parsed and
        // run; every other command builds its output first.
        if arguments.first == "repl" { return REPLCommand.main(Array(arguments.dropFirst())) }
        if arguments.first == "run" {
            let output = RunCommand.run(Array(arguments.dropFirst()),
                                        writeFiles: { writeFiles(of: $0, command: "run", writer: SystemIO.writeFile) },
                                        standardOutput: SystemIO.standardOutput)
            SystemIO.standardOutput(output.standardOutput)
            SystemIO.standardError(output.standardError)
            return output.exitCode.rawValue
        }
        let output = writeFiles(of: execute(arguments), command: arguments.first ?? "", writer: SystemIO.writeFile)
        SystemIO.standardOutput(output.standardOutput)
        SystemIO.standardError(output.standardError)
        return output.exitCode.rawValue
    }

    /// Writes a command's ``CommandOutput/files`` and returns what is left to print: the same
    /// streams, plus a `wrote WHAT PATH` line (`wrote timeline out.svg`) on stderr per file written,
    /// or for one that could not be, `sheetsim COMMAND: error: cannot write 'PATH': REASON` and exit
    /// status 2. The report on stdout is printed either way: the run happened, and its log is what
    /// the user needs to see. Files come first so a script that reads stdout to its end finds them
    /// already there.
    static func writeFiles(of output: CommandOutput, command: String,
                           writer: (_ path: String, _ contents: String) -> Result<Void, FileError>) -> CommandOutput {
        var result = output
        result.files = []
        for file in output.files {
            switch writer(file.path, file.contents) {
            case .success:
                result.standardError += "wrote \(file.what) \(file.path)\n"
            case .failure(let error):
                result.standardError += "sheetsim \(command): error: cannot write '\(file.path)': \(error.reason)\n"
                result.exitCode = .usage
            }
        }
        return result
    }

    /// Runs a command line and returns what it produced, without writing it: what tests call.
    public static func execute(_ arguments: [String]) -> CommandOutput {
        guard let command = arguments.first else {
            return CommandOutput(standardOutput: Help.overview)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "run":
            return RunCommand.run(rest)
        case "check":
            return CheckCommand.run(rest)
        case "diff":
            return DiffCommand.run(rest)
        case "repl":
            // In-process callers (tests) get the whole session at once, read from stdin to its end.
            let input = SourceFile(name: REPLSession.fileName, bytes: SystemIO.readStandardInput())
            return REPLCommand.run(rest, lines: input.lines.map { String($0.text) })
        case "demo":
            return DemoCommand.run()
        case "bench":
            return BenchCommand.run(rest)
        case "fuzz":
            return FuzzCommand.run(rest)
        case "help", "--help", "-h":
            guard let topic = rest.first else { return CommandOutput(standardOutput: Help.overview) }
            if topic == "devices", rest.count > 1 {
                let name = rest.dropFirst().joined(separator: " ")
                guard let text = Help.devices(named: name) else {
                    return CommandOutput(standardError: "sheetsim help: error: unknown device '\(name)'; \(Device.unknownNameHint(for: name))\n",
                                         exitCode: .usage)
                }
                return CommandOutput(standardOutput: text)
            }
            if topic == "metric" || topic == "option", rest.count > 1 {
                let name = rest[1]
                guard rest.count == 2, let text = Help.assumptions(topic, named: name) else {
                    return CommandOutput(standardError: Help.unknownAssumption(topic, rest.dropFirst().joined(separator: " ")), exitCode: .usage)
                }
                return CommandOutput(standardOutput: text)
            }
            guard let text = Help.text(for: topic) else {
                let hint = Suggestions.didYouMean(topic, among: Help.topics + Vocabulary.commands).map { "; \($0)" } ?? ""
                return CommandOutput(standardError: "sheetsim help: error: no help for '\(topic)'\(hint)\n" + Help.usageLine, exitCode: .usage)
            }
            return CommandOutput(standardOutput: text)
        case "--version":
            return CommandOutput(standardOutput: "sheetsim \(Help.version)\n")
        default:
            let hint = Suggestions.didYouMean(command, among: Help.topics).map { " (\($0))" } ?? ""
            return CommandOutput(standardError: "sheetsim: error: unknown command '\(command)'\(hint)\n" + Help.usageLine, exitCode: .usage)
        }
    }
}
