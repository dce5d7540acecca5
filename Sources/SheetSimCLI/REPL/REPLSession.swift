import SheetSim
import SheetSimScenario

/// What one REPL line produced. The driver writes `standardOutput` to stdout and
/// `standardError` to stderr, in that order, and stops reading when `quit` is set.
public struct REPLOutput: Equatable, Sendable {
    public var standardOutput = ""
    public var standardError = ""
    public var quit = false

    public init(standardOutput: String = "", standardError: String = "", quit: Bool = false) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.quit = quit
    }
}

/// `sheetsim repl`'s logic, one line at a time, with no I/O of its own: the driver reads lines
/// and writes the returned text, so every rule here is tested by feeding strings.
///
/// Scenario lines go through the same incremental ``ScenarioParser`` and ``ScenarioSession`` that
/// `sheetsim run` uses, in the same order and with nothing added between them (no implied
/// `wait until settled`), so piping a file in produces the log `run` prints for it. A line that
/// fails — to parse or to run — leaves both parser and session exactly as they were.
public struct REPLSession {
    /// How the session reaches the outside world; injected so tests need no files.
    public struct Environment {
        /// Reads an `include`d file.
        public var loader: ScenarioParser.Loader?
        /// A file's canonical path, so an include cycle is seen however the file is named.
        public var resolver: ScenarioParser.Resolver?
        /// Writes `save`'s and `timeline`'s files (atomically), or returns why it could not.
        public var writer: (_ path: String, _ contents: String) -> String?
        /// The current directory, to make `include` paths absolute in a saved file.
        public var currentDirectory: String?

        public init(loader: ScenarioParser.Loader? = nil,
                    resolver: ScenarioParser.Resolver? = nil,
                    writer: @escaping (_ path: String, _ contents: String) -> String? = { _, _ in "saving is not available" },
                    currentDirectory: String? = nil) {
            self.loader = loader
            self.resolver = resolver
            self.writer = writer
            self.currentDirectory = currentDirectory
        }
    }

    /// The file name diagnostics carry.
    public static let fileName = "<stdin>"
    /// Words the REPL handles itself, before the scenario language sees the line.
    public static let builtins = ["help", "state", "log", "show", "reset", "save", "timeline", "quit", "exit"]

    let device: Device?
    let os: OSProfile?
    let color: Bool
    let environment: Environment

    var scenario: ScenarioSession
    var parser: ScenarioParser
    /// Input lines read so far (built-ins and bad lines included), for `<stdin>:LINE:COL`.
    public private(set) var lineNumber = 0
    /// Lines that ran, verbatim, for `save` (a block's lines join when its `end` runs).
    var recorded: [String] = []
    var openBlock: (line: Int, lines: [String])?
    /// Expectation failures already printed, so `finish` prints only new ones.
    var reported: Set<ExpectationFailure> = []
    /// How many of the session's failures have been looked at: until `finish` sorts them, new
    /// ones are only ever appended, so each line looks at its own and not at every earlier one.
    var seenFailures = 0
    /// Failures looked at in all, counted for the tests.
    var lookedAtFailures = 0
    var expectationCount = 0
    /// Lines that printed an error (what `--strict` turns into exit status 2).
    public private(set) var errorCount = 0

    /// `device` and `os` are the `--device` / `--os` choices (nil: the language's defaults);
    /// `color` wraps summaries and errors in ANSI colour (only on a terminal).
    public init(device: Device? = nil, os: OSProfile? = nil, color: Bool = false, environment: Environment = Environment()) {
        self.device = device
        self.os = os
        self.color = color
        self.environment = environment
        self.scenario = Self.newScenario(device: device, os: os)
        self.parser = Self.newParser(environment)
    }

    /// A fresh parser, at the start and after `reset`, and for `timeline`'s replay.
    static func newParser(_ environment: Environment) -> ScenarioParser {
        ScenarioParser(loader: environment.loader, resolver: environment.resolver)
    }

    /// A fresh scenario session, at the start and after `reset`, and for `timeline`'s replay.
    static func newScenario(device: Device?, os: OSProfile?) -> ScenarioSession {
        ScenarioSession(device: device ?? .iPhone14Pro, os: os ?? .default)
    }

    /// Whether an `expect callbacks` block is open (the terminal shows a continuation prompt).
    public var isInsideBlock: Bool { parser.isInsideBlock }
    /// The scenario session underneath, for inspection.
    public var session: ScenarioSession { scenario }

    // MARK: One line

    public mutating func handle(line raw: String) -> REPLOutput {
        lineNumber += 1
        let text = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if let first = words.first, Self.builtins.contains(String(first)) {
            return builtin(String(first), text: text)
        }
        return scenarioLine(text)
    }

    /// A line too long to keep (over ``ScenarioLimits/fileBytes``): counted, and an error.
    public mutating func skipLine(of byteCount: Int) -> REPLOutput {
        lineNumber += 1
        return error("this line is \(byteCount) bytes, longer than the \(ByteCount(ScenarioLimits.fileBytes)) a line may be; it was skipped")
    }

    mutating func scenarioLine(_ text: String) -> REPLOutput {
        // A line inside an `expect callbacks` block changes only the block, and not when it fails,
        // so it needs no snapshot: one would make the block's growth copy every line before it.
        let wasInsideBlock = parser.isInsideBlock
        let savedParser: ScenarioParser? = wasInsideBlock ? nil : parser
        let line = SourceLine(number: lineNumber, text: Substring(text))
        let commands: [Located<ScenarioCommand>]
        var isInclude = false
        switch parser.parseLine(line, file: Self.fileName) {
        case .nothing:
            if parser.isInsideBlock {
                if openBlock == nil { openBlock = (lineNumber, []) }
                openBlock!.lines.append(text)
            } else {
                recorded.append(text)  // a blank line or a comment: kept so a saved file reads like the session
            }
            return REPLOutput()
        case .failure(let diagnostics):
            if let savedParser { parser = savedParser }
            // An `end` that fails (an empty 'in order' block) still ends the block, as in `run`.
            if wasInsideBlock, !parser.isInsideBlock { openBlock = nil }
            return failure(unknownCommandHint(diagnostics, text: text), text: text)
        case .command(let command): commands = [command]
        case .commands(let included):
            commands = included
            isInclude = true
        }
        // One command rolls itself back on error (ScenarioSession.execute). Only an include, which
        // runs several, needs a snapshot of the whole session — taken only then, because holding a
        // second reference to the simulator makes its next log append copy the whole log.
        let savedSession = commands.count > 1 ? scenario : nil
        let before = scenario.log.count
        for command in commands {
            if let diagnostic = scenario.execute(command) {
                if let savedSession { scenario = savedSession }
                if let savedParser { parser = savedParser }
                return failure([diagnostic], text: text)
            }
        }
        for command in commands {
            switch command.value {
            case .expectCallbacks, .expectState: expectationCount += 1
            default: break
            }
        }
        if let block = openBlock, !parser.isInsideBlock {
            recorded += block.lines
            openBlock = nil
        }
        recorded.append(isInclude ? absoluteInclude(text) : text)
        var out = entries(from: before) + newFailures()
        out += paint(summaryLine(), .dim) + "\n"
        return REPLOutput(standardOutput: out)
    }

    /// The parser says `unknown command 'sate'` with hints from the language only; the REPL's
    /// own words are commands too, so the did-you-mean looks among both.
    func unknownCommandHint(_ diagnostics: [Diagnostic], text: String) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.message.hasPrefix("unknown command '"), diagnostic.location.column == firstWordColumn(text) else { return diagnostic }
            let word = String(text.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
            var changed = diagnostic
            changed.hint = Suggestions.didYouMean(word, among: Vocabulary.commands + Self.builtins)
                ?? "type 'help' for the commands"
            return changed
        }
    }

    func firstWordColumn(_ text: String) -> Int {
        var column = 1
        for byte in text.utf8 {
            guard byte == 0x20 || byte == 0x09 else { break }
            column += 1
        }
        return column
    }

    /// An `include` line is saved with an absolute path, since the saved file may live elsewhere
    /// and includes resolve against the including file's folder.
    func absoluteInclude(_ text: String) -> String {
        guard let directory = environment.currentDirectory else { return text }
        let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix("include"), let open = trimmed.firstIndex(of: "\""),
              trimmed[trimmed.index(after: open)...].first != "/" else { return text }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return "include \"" + base + trimmed[trimmed.index(after: open)...]
    }

    // MARK: Output pieces

    /// The log entries from `index` on, one per line, as `run` prints them.
    func entries(from index: Int) -> String {
        let log = scenario.log
        guard index < log.count else { return "" }
        return log[index...].map { LogText.line($0) + "\n" }.joined()
    }

    /// Expectation failures not printed yet, formatted as `run` formats them: those added since
    /// the last line, or with `all` (at the end, when the failures have been sorted) any not
    /// printed yet.
    mutating func newFailures(all: Bool = false) -> String {
        var out = ""
        let failures = scenario.failures
        for failure in failures[(all ? 0 : min(seenFailures, failures.count))...] {
            lookedAtFailures += 1
            if reported.insert(failure).inserted { out += paint(failure.formatted, .red) + "\n" }
        }
        seenFailures = failures.count
        return out
    }

    /// `# t=350.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1`: the front
    /// sheet's ``SheetSnapshot/summary``. A `#` first, so the REPL's output minus these lines is
    /// exactly `run`'s log, and a pasted transcript is still a valid scenario.
    func summaryLine() -> String {
        if let state = scenario.simulator?.state { return "# " + state.summary }
        let what = scenario.simulator.map { $0.log.isEmpty ? "nothing presented" : "no sheet on screen" } ?? "nothing presented"
        return "# t=\(scenario.now) \(what)"
    }

    mutating func failure(_ diagnostics: [Diagnostic], text: String) -> REPLOutput {
        errorCount += 1
        var err = ""
        for diagnostic in diagnostics {
            let body = diagnostic.location.file == Self.fileName && diagnostic.location.line == lineNumber
                ? diagnostic.formatted(withSourceLine: text) : diagnostic.formatted
            err += paint(body, .red) + "\n"
        }
        return REPLOutput(standardError: err)
    }

    mutating func error(_ message: String, column: Int = 1, hint: String? = nil) -> REPLOutput {
        let location = SourceLocation(file: Self.fileName, line: lineNumber, column: column)
        errorCount += 1
        return REPLOutput(standardError: paint(Diagnostic.error(message, at: location, hint: hint).formatted, .red) + "\n")
    }

    func paint(_ text: String, _ style: SGR) -> String {
        guard color else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { SGR.apply([style], to: String($0), useColor: true) }.joined(separator: "\n")
    }

    // MARK: End of input

    /// At end of input or `quit`: closes the session the way `run` does — state checks still
    /// ahead run the clock on to them, callback expectations are checked against the whole log —
    /// and prints what that adds. Returns the output and the exit status.
    public mutating func finish(strict: Bool = false) -> (output: REPLOutput, exitCode: ExitCode) {
        var output = REPLOutput(quit: true)
        if let block = openBlock {
            let location = SourceLocation(file: Self.fileName, line: block.line, column: 1)
            errorCount += 1
            output.standardError += paint(Diagnostic.error("'expect callbacks' block is not closed", at: location,
                                                            hint: "end the block with a line 'end'").formatted, .red) + "\n"
            openBlock = nil
        }
        let before = scenario.log.count
        let diagnostics = scenario.finish()
        output.standardOutput += entries(from: before)
        for diagnostic in diagnostics {
            errorCount += 1
            output.standardError += paint(diagnostic.formatted, .red) + "\n"
        }
        if scenario.omittedDiagnosticCount > 0 {
            let count = scenario.omittedDiagnosticCount
            errorCount += count
            output.standardError += paint("… and \(count) more error\(count == 1 ? "" : "s")", .red) + "\n"
        }
        output.standardOutput += newFailures(all: true)
        if expectationCount > 0 {
            let count = "\(expectationCount) expectation\(expectationCount == 1 ? "" : "s")"
            output.standardOutput += scenario.failures.isEmpty
                ? paint("PASS \(Self.fileName) (\(count))", .green) + "\n"
                : paint("FAIL \(Self.fileName) (\(scenario.failures.count) of \(count) failed)", .red) + "\n"
        }
        if strict && errorCount > 0 { return (output, .usage) }
        return (output, scenario.failures.isEmpty ? .success : .failure)
    }
}
