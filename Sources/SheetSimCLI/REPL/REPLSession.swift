import SheetSim
import SheetSimScenario

/// What one REPL line produced. The driver writes `standardOutput` to stdout and
/// `standardError` to stderr, in that order, and stops reading when `quit` is set.
public struct REPLOutput: Equatable, Sendable {
    public var standardOutput = ""
    public var standardError = ""
    public var quit = false
    /// The errors and warnings `standardError` reports, as values: what a caller matches on (by
    /// their `id`) rather than on the printed words. Those past the session's limit of shown
    /// errors are here too, though only counted on `standardError`.
    public var diagnostics: [Diagnostic] = []

    public init(standardOutput: String = "", standardError: String = "", quit: Bool = false, diagnostics: [Diagnostic] = []) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.quit = quit
        self.diagnostics = diagnostics
    }

    /// This output followed by `other`'s.
    mutating func append(_ other: REPLOutput) {
        standardOutput += other.standardOutput
        standardError += other.standardError
        quit = quit || other.quit
        diagnostics += other.diagnostics
    }
}

/// `sheetsim repl`'s logic, one line at a time, with no I/O of its own: the driver reads lines
/// and writes the returned text, so every rule here is tested by feeding strings.
///
/// Scenario lines go through the same incremental ``ScenarioParser`` and ``ScenarioSession`` that
/// `sheetsim run` uses, in the same order and with nothing added between them (no implied
/// `wait until settled`), so a file run through the REPL produces the log `run` prints for it. A
/// line that fails — to parse or to run — leaves both parser and session exactly as they were.
///
/// Lines come from standard input (named `<stdin>`) or from files (`load FILE`, or
/// `sheetsim repl FILE`), each with its own line numbers in diagnostics and its own folder for
/// `include`: a file's includes resolve against the file's folder, as under `run`, and standard
/// input's against ``Environment/inputDirectory``.
public struct REPLSession {
    /// How the session reaches the outside world; injected so tests need no files or terminal.
    public struct Environment {
        /// Reads a file: an `include`d one or a `load`ed one (paths already resolved).
        public var loader: ScenarioParser.Loader?
        /// A file's canonical path, so an include cycle is seen however the file is named.
        public var resolver: ScenarioParser.Resolver?
        /// Writes `save`'s and `timeline`'s files (atomically), or returns why it could not.
        public var writer: (_ path: String, _ contents: String) -> String?
        /// The working directory, to make `include` paths absolute in a saved file.
        public var currentDirectory: String?
        /// The folder that relative `include` and `load` paths read from standard input start
        /// from: the folder of the file standard input is redirected from, else (nil) the working
        /// directory.
        public var inputDirectory: String?
        /// The user's home folder, for `~/…` in the paths given to `save`, `timeline` and `load`.
        public var homeDirectory: String?
        /// The size `show` draws at when it is given none: the terminal's, or a fixed default.
        public var screenSize: () -> ScreenDrawing.Size
        /// Lists a folder, for completing paths.
        public var listDirectory: ((_ path: String) -> [CompletionContext.DirectoryEntry]?)?

        public init(loader: ScenarioParser.Loader? = nil,
                    resolver: ScenarioParser.Resolver? = nil,
                    writer: @escaping (_ path: String, _ contents: String) -> String? = { _, _ in "saving is not available" },
                    currentDirectory: String? = nil,
                    inputDirectory: String? = nil,
                    homeDirectory: String? = nil,
                    screenSize: @escaping () -> ScreenDrawing.Size = { ScreenDrawing.Size.standard },
                    listDirectory: ((_ path: String) -> [CompletionContext.DirectoryEntry]?)? = nil) {
            self.loader = loader
            self.resolver = resolver
            self.writer = writer
            self.currentDirectory = currentDirectory
            self.inputDirectory = inputDirectory
            self.homeDirectory = homeDirectory
            self.screenSize = screenSize
            self.listDirectory = listDirectory
        }
    }

    /// The file name diagnostics carry for lines read from standard input.
    public static let fileName = "<stdin>"
    /// What the closing `PASS`/`FAIL` line names: the file given on the command line, else
    /// standard input.
    public var name = REPLSession.fileName

    let device: Device?
    let os: OSProfile?
    /// How much one run of the clock may do (`--max-events`, `--max-busy-time`); kept by `reset`.
    public var runLimits = RunLimits.standard {
        didSet { scenario.runLimits = runLimits }
    }
    let color: Bool
    /// Reading from a terminal: a mistake typed at the prompt is seen and corrected at once, so
    /// it does not make the exit status 2 the way a failed line of a script does.
    let interactive: Bool
    let environment: Environment

    var scenario: ScenarioSession
    var parser: ScenarioParser
    /// Where relative `include` paths start for the line being parsed (see ``IncludeBase``).
    let includeBase = IncludeBase()
    /// Input lines read from standard input so far (built-ins and bad lines included).
    public private(set) var lineNumber = 0
    /// Files being loaded, innermost last, with the lines still to run.
    var loading: [LoadedFile] = []
    /// Lines that ran, verbatim, for `save` (a block's lines join when its `end` runs).
    var recorded: [String] = []
    var openBlock: OpenBlock?
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
    /// Errors of piped or loaded lines printed so far, and those past the limit only counted.
    var shownErrors = 0
    var omittedErrors = 0
    /// Failed lines that count towards the exit status (all but those typed at a terminal).
    public private(set) var failedLines = 0
    /// Where the first of them is.
    public private(set) var firstFailure: SourceLocation?
    /// `hide layout`: the echoed callbacks, `log` and `save` leave the layout callbacks out.
    public var hidesLayout = false
    /// `hide passes`: the echoed callbacks fold each run of consecutive layout passes (two or more
    /// instants with only layout callbacks, as a drag or an animation logs every frame) into one
    /// `#` line. The default at a terminal; piped, every line prints, so the output minus its `#`
    /// lines is `run`'s log. `log` and `save` are never folded.
    public var foldsLayoutPasses = false
    /// Controller names and marks seen so far, for completion.
    var controllerNames: [String] = ["presenter", "sheet"]
    var marks: [String] = []
    /// The same names as sets, so noting one is not a search of every name so far.
    var knownNames: Set<String> = ["presenter", "sheet"]
    var knownMarks: Set<String> = []
    /// Whether a `present` line without a name came, which presents the implicit `sheet`.
    var presentsImplicitSheet = false

    /// An `expect callbacks` block waiting for its `end`.
    struct OpenBlock {
        var location: SourceLocation
        var lines: [String]
        /// The parser as it was before the block's first line, for cancelling it (Ctrl-C).
        var parserBefore: ScenarioParser
        /// How many files were being loaded when it opened: a file that ends with it open
        /// closes it as an error.
        var depth: Int
    }

    /// `device` and `os` are the `--device` / `--os` choices (nil: the language's defaults);
    /// `color` wraps summaries and errors in ANSI colour (only on a terminal); `interactive` says
    /// standard input is a terminal.
    public init(device: Device? = nil, os: OSProfile? = nil, color: Bool = false, interactive: Bool = false,
                environment: Environment = Environment()) {
        self.device = device
        self.os = os
        self.color = color
        self.interactive = interactive
        self.foldsLayoutPasses = interactive
        self.environment = environment
        self.scenario = Self.newScenario(device: device, os: os)
        self.parser = ScenarioParser()
        self.parser = makeParser()
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

    /// Handles one line read from standard input. A `load` line queues its file's lines: run
    /// them with ``runPendingLine()`` (or use ``handleAll(line:)``).
    public mutating func handle(line raw: String) -> REPLOutput {
        lineNumber += 1
        return dispatch(raw)
    }

    /// Handles one line of standard input and every line it loads, output concatenated.
    public mutating func handleAll(line: String) -> REPLOutput {
        var output = handle(line: line)
        while !output.quit, let next = runPendingLine() { output.append(next) }
        return output
    }

    /// A built-in or a scenario line, from whichever source is current.
    mutating func dispatch(_ raw: String) -> REPLOutput {
        let text = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if let first = words.first, Self.builtins.contains(String(first)), !Self.isLanguageShowOrHide(words) {
            return builtin(String(first), text: text)
        }
        return scenarioLine(text)
    }

    /// A line too long to keep (over ``ScenarioLimits/fileBytes``): counted, and an error.
    public mutating func skipLine(of byteCount: Int) -> REPLOutput {
        lineNumber += 1
        return error(.lineTooLong, "this line is \(byteCount) bytes, longer than the \(ByteCount(ScenarioLimits.fileBytes)) a line may be; it was skipped")
    }

    /// `show column primary`, `hide column primary` and `show "settings"` are the language's (a
    /// split view controller's `show(_:)`, `hide(_:)` and `show(_:sender:)`); `show` alone,
    /// `show 100x40 layout` or `hide layout` are the REPL's own.
    static func isLanguageShowOrHide(_ words: [Substring]) -> Bool {
        guard words.first == "show" || words.first == "hide", let second = words.dropFirst().first else { return false }
        return second == "column" || (words.first == "show" && second.hasPrefix("\""))
    }

    mutating func scenarioLine(_ text: String) -> REPLOutput {
        // A line inside an `expect callbacks` block changes only the block, and not when it fails,
        // so it needs no snapshot: one would make the block's growth copy every line before it.
        let wasInsideBlock = parser.isInsideBlock
        let savedParser: ScenarioParser? = wasInsideBlock ? nil : parser
        let source = currentSource
        let line = SourceLine(number: source.line, text: Substring(text))
        let commands: [Located<ScenarioCommand>]
        var isInclude = false
        includeBase.directory = source.includeBase
        switch parser.parseLine(line, file: source.name) {
        case .nothing:
            if parser.isInsideBlock {
                if openBlock == nil {
                    openBlock = OpenBlock(location: SourceLocation(file: source.name, line: source.line, column: 1), lines: [],
                                          parserBefore: savedParser ?? parser, depth: loading.count)
                }
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
        let warningsBefore = scenario.warnings.count
        for command in commands {
            if let diagnostic = scenario.execute(command) {
                if let savedSession { scenario = savedSession }
                if let savedParser { parser = savedParser }
                return failure([diagnostic], text: text)
            }
        }
        for command in commands { noteNames(in: command.value) }
        noteReceivers(from: before)
        if let block = openBlock, !parser.isInsideBlock {
            recorded += block.lines
            openBlock = nil
        }
        recorded.append(isInclude ? absoluteInclude(text, from: source) : text)
        var out = entries(from: before) + newFailures()
        out += paint(summaryLine(), .dim) + "\n"
        // A warning does not fail the line: it is printed once, on stderr, when the world is made.
        let warnings = Array(scenario.warnings.dropFirst(warningsBefore))
        return REPLOutput(standardOutput: out, standardError: warnings.map { paint($0.formatted, .yellow) + "\n" }.joined(),
                          diagnostics: warnings)
    }

    /// Counts expectations, and remembers the controller names and marks a command introduces.
    mutating func noteNames(in command: ScenarioCommand) {
        switch command {
        case .expectCallbacks, .expectState: expectationCount += 1
        case .present(let name?, _, _), .selectSheet(let name), .rootViewController(let name), .action(.push(let name, _, _)),
             .setColumn(_, let name, _), .action(.showDetailViewController(let name, _)), .action(.show(let name, _)):
            noteController(name)
        case .declare(let name, let declaration):
            for name in [name] + declaration.childNames { noteController(name) }
        case .present(nil, _, _): presentsImplicitSheet = true
        case .mark(let name):
            if knownMarks.insert(name).inserted { marks.append(name) }
        default: break
        }
    }

    /// Remembers the controllers that received the callbacks logged from `index` on.
    mutating func noteReceivers(from index: Int) {
        let log = scenario.log
        guard index < log.count else { return }
        for entry in log[index...] where !entry.receiver.controller.isEmpty { noteController(entry.receiver.controller) }
    }

    /// Adds a controller name to those completion offers, once.
    mutating func noteController(_ name: String) {
        if knownNames.insert(name).inserted { controllerNames.append(name) }
    }

    /// The parser says `unknown command 'sate'` with hints from the language only; the REPL's
    /// own words are commands too, so the did-you-mean looks among both.
    func unknownCommandHint(_ diagnostics: [Diagnostic], text: String) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.id == .unknownCommand, diagnostic.location.column == firstWordColumn(text) else { return diagnostic }
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

    // MARK: Output pieces

    /// The log entries from `index` on, one per line, as `run` prints them; with
    /// ``foldsLayoutPasses``, each run of layout passes over two or more instants as one `#` line.
    func entries(from index: Int, folding: Bool? = nil) -> String {
        let log = scenario.log
        guard index < log.count else { return "" }
        let shown = log[index...].filter { $0.callback.isShown(hidingLayout: hidesLayout) }
        guard folding ?? (foldsLayoutPasses && !hidesLayout) else { return shown.map { LogText.line($0) + "\n" }.joined() }
        return LayoutFolding.text(of: Array(shown)) { paint($0, .dim) }
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
    /// sheet's ``SheetSnapshot/summary``; with no sheet, the split view on screen, else the
    /// navigation, tab bar or page view controller on screen (``containerSummary(_:)``). A `#` first, so the REPL's output minus these lines is
    /// exactly `run`'s log, and a pasted transcript is still a valid scenario.
    func summaryLine() -> String {
        if let state = scenario.simulator?.state { return "# " + state.summary }
        if let simulator = scenario.simulator, let split = ScreenDrawing.splitViewOnScreen(simulator) {
            let mode = split.isCollapsed ? "collapsed, top \(split.topColumn?.rawValue ?? "primary")"
                : "\(split.displayMode.rawValue) (\(split.splitBehavior.rawValue))"
            return "# t=\(scenario.now) split \"\(split.name)\" \(mode)"
        }
        if let simulator = scenario.simulator, let container = Self.containerSummary(simulator) {
            return "# t=\(scenario.now) \(container)"
        }
        let what = scenario.simulator.map { $0.log.isEmpty ? "nothing presented" : "no sheet on screen" } ?? "nothing presented"
        return "# t=\(scenario.now) \(what)"
    }

    /// `navigation "nav" top "inbox" (2 deep)`, `tabs "tabs" selected "home"`, `pages "pager"
    /// showing "two"`: the outermost such container on screen, for the `#` line when no sheet or
    /// split view is there; nil when the window shows only plain controllers.
    static func containerSummary(_ simulator: Simulator) -> String? {
        let tree = simulator.tree
        for name in tree.visibleSubtree(of: tree.root) {
            switch tree.kind(of: name) {
            case .navigationController?:
                guard let nav = simulator.machine(NavigationMachine.self, named: name) else { continue }
                let path = simulator.swiftUINavigationStack(name).map { ", SwiftUI path \"\($0.pathBinding)\" = " + NavigationPathText.text($0.path) } ?? ""
                return "navigation \"\(name)\" top \"\(nav.topViewController)\" (\(nav.viewControllers.count) deep)\(path)"
            case .tabBarController?:
                guard let tabs = simulator.machine(TabBarMachine.self, named: name) else { continue }
                // iOS 26 on iPhone: a minimized bar and where the bottom accessory sits.
                let floating = (tabs.isTabBarMinimized ? ", tab bar minimized" : "")
                    + (tabs.bottomAccessoryPlacement == .none ? "" : ", accessory \(tabs.bottomAccessoryPlacement.rawValue)")
                guard tabs.usesUITabs else { return "tabs \"\(name)\" selected \"\(tabs.selectedViewController)\"" + floating }
                let sidebar = tabs.resolvedMode == .tabSidebar ? (tabs.isSidebarHidden ? ", sidebar hidden" : ", sidebar shown") : ""
                return "tabs \"\(name)\" selected \"\(tabs.selectedViewController)\" (\(tabs.resolvedMode.rawValue)\(sidebar))" + floating
            case .pageViewController?:
                guard let shown = tree.visibleChildren(of: name).first else { continue }
                return "pages \"\(name)\" showing \"\(shown)\""
            default:
                continue
            }
        }
        return nil
    }

    mutating func failure(_ diagnostics: [Diagnostic], text: String) -> REPLOutput {
        let source = currentSource
        let location = SourceLocation(file: source.name, line: source.line, column: 1)
        var err = ""
        for diagnostic in diagnostics {
            err += shownError(at: location) {
                diagnostic.location.file == source.name && diagnostic.location.line == source.line
                    ? diagnostic.formatted(withSourceLine: text) : diagnostic.formatted
            }
        }
        countFailure(at: location)
        return REPLOutput(standardError: err, diagnostics: diagnostics)
    }

    mutating func error(_ id: Diagnostic.ID, _ message: String, column: Int = 1, hint: String? = nil) -> REPLOutput {
        let source = currentSource
        let location = SourceLocation(file: source.name, line: source.line, column: column)
        countFailure(at: location)
        let diagnostic = Diagnostic.error(id, message, at: location, hint: hint)
        return REPLOutput(standardError: shownError(at: location) { diagnostic.formatted }, diagnostics: [diagnostic])
    }

    /// One error's text for stderr, as `run` prints them: the first ``ScenarioLimits/diagnostics``
    /// of a session's piped or loaded lines in full, the rest only counted, for ``finish(strict:)``
    /// to say how many (`… and 12 more errors`). A line typed at a terminal always shows its error:
    /// someone is reading it.
    mutating func shownError(at location: SourceLocation, _ text: () -> String) -> String {
        if !(interactive && location.file == Self.fileName) {
            guard shownErrors < ScenarioLimits.diagnostics else {
                omittedErrors += 1
                return ""
            }
            shownErrors += 1
        }
        return paint(text(), .red) + "\n"
    }

    /// Counts a failed line: always for `--strict`, and towards the exit status unless it was
    /// typed at a terminal.
    mutating func countFailure(at location: SourceLocation) {
        errorCount += 1
        guard !(interactive && location.file == Self.fileName) else { return }
        failedLines += 1
        if firstFailure == nil { firstFailure = location }
    }

    func paint(_ text: String, _ style: SGR) -> String {
        guard color else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { SGR.apply([style], to: String($0), useColor: true) }.joined(separator: "\n")
    }

    // MARK: End of input

    /// At end of input or `quit`: closes the session the way `run` does — state checks still
    /// ahead run the clock on to them, callback expectations are checked against the whole log —
    /// and prints what that adds. Failed lines (see ``failedLines``) end with a one-line summary on
    /// stderr and exit status 2 (as does any error with `strict`, which stopped at it); otherwise
    /// 1 if an expectation failed, else 0.
    public mutating func finish(strict: Bool = false) -> (output: REPLOutput, exitCode: ExitCode) {
        var output = REPLOutput(quit: true)
        loading = []
        if let block = openBlock {
            countFailure(at: block.location)
            let diagnostic = Self.blockNotClosed(at: block.location)
            output.standardError += shownError(at: block.location) { diagnostic.formatted }
            output.diagnostics.append(diagnostic)
            openBlock = nil
        }
        let before = scenario.log.count
        let warningsBefore = scenario.warnings.count
        let diagnostics = scenario.finish()
        output.standardOutput += entries(from: before)
        // Setup lines with no action after them make the world only now.
        let warnings = Array(scenario.warnings.dropFirst(warningsBefore))
        output.standardError += warnings.map { paint($0.formatted, .yellow) + "\n" }.joined()
        output.diagnostics += warnings
        for diagnostic in diagnostics {
            countFailure(at: diagnostic.location)
            output.standardError += shownError(at: diagnostic.location) { diagnostic.formatted }
        }
        output.diagnostics += diagnostics
        errorCount += scenario.omittedDiagnosticCount
        let omitted = omittedErrors + scenario.omittedDiagnosticCount
        if omitted > 0 {
            output.standardError += paint("… and \(omitted) more error\(omitted == 1 ? "" : "s")", .red) + "\n"
        }
        output.standardOutput += newFailures(all: true)
        if expectationCount > 0 {
            let count = "\(expectationCount) expectation\(expectationCount == 1 ? "" : "s")"
            output.standardOutput += scenario.failures.isEmpty
                ? paint("PASS \(name) (\(count))", .green) + "\n"
                : paint("FAIL \(name) (\(scenario.failures.failedSummary(expectationCount: expectationCount)))", .red) + "\n"
        }
        // With --strict the session stopped at the error, the last thing printed.
        if let first = firstFailure, !strict {
            let lines = failedLines == 1 ? "1 line" : "\(failedLines) lines"
            output.standardError += "sheetsim repl: \(lines) failed (first at \(first.file):\(first.line))\n"
            return (output, .usage)
        }
        if strict && errorCount > 0 { return (output, .usage) }
        return (output, scenario.failures.isEmpty ? .success : .failure)
    }
}
