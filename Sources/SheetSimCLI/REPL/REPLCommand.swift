import SheetSim
import SheetSimScenario

/// `sheetsim repl [--device NAME] [--os N] [--strict] [--no-history] [FILE]`: the driver around
/// ``REPLSession``.
///
/// It prints as it goes (a REPL that buffered its answers until end of input would be useless),
/// so `CommandLineTool.main` calls ``main(_:)`` directly rather than collecting a
/// ``CommandOutput``. On a terminal it edits lines with ``InteractiveLineReader`` (prompt,
/// colour, history, completion); with `TERM=dumb` it shows a plain prompt and leaves editing to
/// the terminal; otherwise it reads plain lines and prints nothing but the session's own
/// deterministic output.
public enum REPLCommand {
    public struct Options: Equatable {
        public var device: Device?
        public var os: OSProfile?
        /// Any error ends the session at once with exit status 2, for scripts.
        public var strict = false
        /// Neither read nor write `~/.sheetsim_history`.
        public var noHistory = false
        /// Run this file's lines first, includes relative to its folder.
        public var file: String?

        /// `sheetsim repl: warning: …` when `--device` names a model newer than the OS profile
        /// (`--os`, or the default): the session runs all the same. Empty otherwise.
        var releaseWarning: String {
            guard let device, let text = device.releaseWarning(on: os ?? .default) else { return "" }
            return "sheetsim repl: warning: " + text + "\n"
        }
        /// `--max-events`, `--max-busy-time`: how much one run of the clock may do.
        public var runLimits = RunLimits.standard
    }

    static let knownOptions = ["--device", "--os", "--strict", "--no-history", "--help"] + RunLimitOptions.flags

    /// The first line on a terminal.
    static let banner = "sheetsim repl \(Help.version): type 'help' for commands, Tab to complete, quit or Ctrl-D to leave\n"

    static func parseArguments(_ arguments: [String]) -> Result<Options, CommandOutput> {
        var options = Options()
        var index = 0
        func value(_ flag: String) -> String? {
            if arguments[index].hasPrefix(flag + "=") { return String(arguments[index].dropFirst(flag.count + 1)) }
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--strict": options.strict = true
            case "--no-history": options.noHistory = true
            case "--help", "-h": return .failure(CommandOutput(standardOutput: Help.repl))
            case _ where argument == "--device" || argument.hasPrefix("--device="):
                guard let name = value("--device") else { return .failure(usageError("--device needs a device name, e.g. --device \"iPhone SE\"", command: "repl")) }
                guard let device = Device.named(name) else {
                    return .failure(usageError("unknown device '\(name)'; " + Device.unknownNameHint(for: name), command: "repl"))
                }
                options.device = device
            case _ where argument == "--os" || argument.hasPrefix("--os="):
                guard let text = value("--os"), let profile = OSProfile.version(named: text) else {
                    return .failure(usageError("--os takes 12 to 18, 26, 26.1 or 27 (12, 13 and 14 for split view controllers only)", command: "repl"))
                }
                options.os = profile
            case _ where RunLimitOptions.isFlag(argument):
                let name = String(argument.prefix(while: { $0 != "=" }))
                if let error = RunLimitOptions.apply(name, value(name), to: &options.runLimits) {
                    return .failure(usageError(error, command: "repl"))
                }
            case _ where argument.hasPrefix("-") && argument != "-":
                let hint = Suggestions.didYouMean(argument, among: knownOptions).map { " (\($0))" } ?? ""
                return .failure(usageError("unknown argument '\(argument)'" + hint, command: "repl"))
            default:
                guard options.file == nil else {
                    return .failure(usageError("unexpected '\(argument)': repl runs one FILE, then reads standard input", command: "repl"))
                }
                options.file = argument
            }
            index += 1
        }
        return .success(options)
    }

    /// The session's view of the system. Relative includes of standard input start from the
    /// folder of the file it is redirected from (`sheetsim repl < dir/f.sheet`), as they would
    /// under `sheetsim run dir/f.sheet`; from a pipe or a terminal, from the working directory.
    static var environment: REPLSession.Environment {
        REPLSession.Environment(
            loader: ScenarioFiles.loader,
            resolver: ScenarioFiles.resolver,
            writer: { path, contents in
                switch SystemIO.writeFile(path, contents: contents) {
                case .success: return nil
                case .failure(let error): return error.reason
                }
            },
            currentDirectory: SystemIO.currentDirectory,
            inputDirectory: SystemIO.standardInputFilePath.map(REPLSession.folder(of:)),
            homeDirectory: SystemIO.homeDirectory,
            screenSize: {
                SystemIO.terminalSize().map { ScreenDrawing.Size(columns: $0.columns, rows: $0.rows) } ?? .standard
            },
            listDirectory: { path in
                SystemIO.listDirectory(path)?.map { CompletionContext.DirectoryEntry(name: $0.name, isDirectory: $0.isDirectory) }
            })
    }

    /// Runs the REPL on the process's standard streams, printing as it goes; returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        let options: Options
        switch parseArguments(arguments) {
        case .failure(let output):
            SystemIO.standardOutput(output.standardOutput)
            SystemIO.standardError(output.standardError)
            return output.exitCode.rawValue
        case .success(let parsed): options = parsed
        }
        SystemIO.standardError(options.releaseWarning)
        let mode = RawTerminal.mode
        let interactive = SystemIO.standardInputIsTerminal
        // Only lines typed at a terminal are recorded: piped input never touches the history.
        let history = interactive
            ? HistoryFile.resolve(disabled: options.noHistory, environment: SystemIO.environment(HistoryFile.environmentVariable),
                                  home: SystemIO.homeDirectory)
            : nil
        let color = mode == .editing && RawTerminal.prefersColor
        var session = REPLSession(device: options.device, os: options.os, color: color, interactive: interactive,
                                  environment: environment)
        session.runLimits = options.runLimits
        let driver = REPLDriver(session: session, strict: options.strict) { output in
            SystemIO.standardOutput(output.standardOutput)
            SystemIO.standardError(output.standardError)
        }
        // In a session at a terminal Ctrl-C never kills the process: it clears the line,
        // cancels a block, or (while a command runs) is answered when the command ends.
        if interactive { TerminalSignals.catchInterrupts() }
        if mode != .noPrompt { SystemIO.standardOutput(banner) }
        let status: ExitCode
        if mode == .editing, let reader = InteractiveLineReader(prompt: REPLDriver.prompt, color: color, history: history,
                                                              completions: { line in lineCompletion(driver.session.completions(for: line)) }) {
            status = driver.run(file: options.file) { prompt in
                reader.setPrompt(prompt)
                // A Ctrl-C while a command ran is answered at the next prompt.
                if TerminalSignals.takeInterrupt() { return .interrupt("") }
                return reader.readLine()
            }
        } else {
            var plain = PlainLineReader(showsPrompt: mode == .plainPrompt, interruptible: interactive, history: history)
            status = driver.run(file: options.file) { prompt in
                // A Ctrl-C while a command ran is answered at the next prompt.
                if interactive && TerminalSignals.takeInterrupt() { return .interrupt("") }
                return plain.readLine(prompt: prompt)
            }
        }
        return status.rawValue
    }

    /// The session's completions in the line editor's terms.
    static func lineCompletion(_ completion: Completion) -> LineCompletion {
        LineCompletion(replacing: completion.replacing.unicodeScalars.count,
                       candidates: completion.candidates.map {
                           LineCompletion.Candidate($0.text, display: $0.display, appendsSpace: $0.appendsSpace)
                       },
                       hints: completion.hints)
    }

    /// The same session over lines already read, output collected: what
    /// `CommandLineTool.execute(["repl"])` returns and what tests run in-process.
    public static func run(_ arguments: [String], lines: [String], environment: REPLSession.Environment? = nil) -> CommandOutput {
        let options: Options
        switch parseArguments(arguments) {
        case .failure(let output): return output
        case .success(let parsed): options = parsed
        }
        let session = REPLSession(device: options.device, os: options.os, environment: environment ?? Self.environment)
        var out = CommandOutput(standardError: options.releaseWarning)
        let driver = REPLDriver(session: session, strict: options.strict) { output in
            out.standardOutput += output.standardOutput
            out.standardError += output.standardError
        }
        var remaining = lines[...]
        out.exitCode = driver.run(file: options.file) { _ in
            guard let line = remaining.popFirst() else { return .end }
            return .line(line)
        }
        return out
    }
}
