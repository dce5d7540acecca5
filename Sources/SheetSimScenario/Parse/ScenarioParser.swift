import SheetSim

/// Turns scenario text into commands, one line at a time.
///
/// The parser is incremental so the REPL can feed it a line at a time and a file is just the same
/// loop. It keeps what it needs to catch mistakes early: the detents declared for each sheet (an
/// unknown detent identifier is an error with a did-you-mean), whether an action has happened yet
/// (setup lines must come first), and an open `expect callbacks … end` block.
public struct ScenarioParser {
    /// Reads an included file by path (already resolved against the including file's folder).
    public typealias Loader = (_ path: String) -> Result<[UInt8], LoadError>
    /// The canonical path of an existing file (`realpath`), or nil; see ``IncludePath/identity(of:resolver:)``.
    public typealias Resolver = (_ path: String) -> String?

    /// Why an included file could not be read.
    public struct LoadError: Error, Sendable {
        /// What went wrong, as the diagnostic prints it after the path
        /// (`no such file or directory`).
        public var reason: String

        /// A reason a file could not be read.
        ///
        /// - Parameters:
        ///   - reason: what went wrong, such as the system's message.
        public init(_ reason: String) { self.reason = reason }
    }

    /// What one line produced.
    public enum LineResult {
        /// The line is one command.
        case command(Located<ScenarioCommand>)
        /// The line was blank, a comment, or part of an open block.
        case nothing
        /// An `include` line: its file's commands, already parsed.
        case commands([Located<ScenarioCommand>])
        /// The line is wrong (or, for an `include` line, its file is): what is wrong with it. It
        /// makes no command.
        case failure([Diagnostic])
    }

    let loader: Loader?
    let resolver: Resolver?
    let includeCache: IncludeCache?
    /// The files being parsed, outermost first: who they are (to see a cycle) and their names.
    /// The outermost file's identity is worked out when its first `include` needs it, so a
    /// scenario without includes never asks the resolver (a `realpath`, several system calls).
    var includeStack: [(identity: String?, name: String)] = []
    /// How many of ``includeStack``'s files were included: the scenario's own file, or the REPL's
    /// typed line, is depth 0, whatever the stack holds.
    var includeDepth = 0
    /// Bytes of text this scenario has taken in so far, its own and every included file's each
    /// time it is included. Past ``ScenarioLimits/scenarioBytes`` nothing more is read.
    var parsedBytes = 0
    /// Diagnostics found beyond the ``ScenarioLimits/diagnostics`` a parse keeps: counted, not kept.
    public internal(set) var omittedDiagnosticCount = 0
    /// Whether diagnostics get hints: false once a parse holds all it keeps, since those found
    /// after it are only counted and a did-you-mean costs a comparison with every candidate.
    var explains = true
    /// Detent identifiers declared per sheet name; a sheet not listed has UIKit's default `[large]`.
    var declaredDetents: [String: [String]] = [:]
    /// The SwiftUI detents of each sheet's last `presentationDetents` line, with the identifiers
    /// written for them (`enabled(upThrough: height(200pt))` names one of them).
    var swiftUIDetents: [String: [SwiftUIPresentation.PresentationDetent: DetentIdentifier]] = [:]
    var currentSheet = "sheet"
    /// What the configuration lines of each controller set up of a popover: checked at its
    /// `present` line.
    var popoverSetups: [String: PopoverSetup] = [:]
    /// The alert controllers the `alert` lines declared, by name: their style (the parser keeps no
    /// actions here; see ``alertCancelTitles`` and ``alertActionTitles``).
    var alertSettings: [String: AlertSettings] = [:]
    /// Each alert controller's cancel action's title, once an `action` line gave it one.
    var alertCancelTitles: [String: String] = [:]
    /// The alert controllers presented since their `alert` line: no `action` line may add to them.
    var presentedAlerts: Set<String> = []
    /// Every title an `action` line declared, in order, once each (a `tap action` line looks its
    /// title up here, not through every alert).
    var alertActionTitles = AlertActionTitles()
    /// Whether a `swipeActions` line came: `tap action "TITLE"` may then mean a swipe action.
    var declaresSwipeActions = false
    /// What the `swiftUI view` lines so far declare.
    var swiftUI = SwiftUIDeclarations()

    struct PopoverSetup {
        var isPopover = false
        var hasContentSize = false
        /// Where the first `popoverPresentationController` setting is.
        var settingRange: SourceRange?
    }
    /// What `set` lines without `of "name"` configure: the sheet of the last `sheet`/`present`
    /// line, or the container of the last `navigationController`/`tabBarController`/
    /// `splitViewController` line.
    var currentConfigurable: Configurable = .sheet
    /// Every controller the scenario names, by kind (children of containers are plain unless declared).
    var declaredKinds: [String: ControllerKind] = [:]
    /// The identifiers of the tab groups declared (`tabGroup` lines): tabs that show no view
    /// controller of their own.
    var tabGroupNames: Set<String> = []
    /// The style of each declared split view controller, and the last one declared (what `column`
    /// lines set up).
    var splitViewStyles: [String: SplitViewStyle] = [:]
    var currentSplitView: String?
    /// The `topColumnForCollapsing = compact` answers, by split view controller and where the
    /// word is: each needs a compact column, which a `column` line anywhere in the file may set.
    var compactTopColumns: [(split: String, location: SourceLocation)] = []
    /// The split view controller each `column` line's controller (and, column style, its
    /// navigation wrapper) is a column of.
    var columnOwners: [String: String] = [:]
    /// The scenario's first action, which set-up lines must come before.
    var firstAction: (keyword: CommandKeyword, location: SourceLocation)?
    var actionSeen: Bool { firstAction != nil }

    enum Configurable {
        case sheet
        case container(String, ControllerKind)
    }
    var openBlock: OpenBlock?
    /// Controllers some `present` line presents (they have a presentation controller and its delegate).
    var presentedNames: Set<String> = ["sheet"]
    /// Whether callback expectations are checked against the controllers the scenario names
    /// (`receiverDiagnostics(_:)`): a whole file once it is parsed, a line given to
    /// ``parseLine(_:file:)`` on its own (the REPL) at once. Off for a parser that reads lone
    /// expectation lines out of their scenario.
    public var checksReceivers = true

    struct OpenBlock {
        var ordered: Bool
        var window: LogWindow
        var matchers: [CallbackMatcher]
        var location: SourceLocation
        /// The header line was bad (already reported): skip the body quietly up to `end`, so one
        /// mistake gives one diagnostic rather than one per line.
        var isPoisoned = false
    }

    /// A parser at the start of a scenario, with what it needs to read `include` lines.
    ///
    /// - Parameters:
    ///   - loader: reads `include`d files; without one, `include` is an error.
    ///   - resolver: the canonical path of an existing file, so a file reached by two spellings
    ///     (`a.sheet`, `./a.sheet`, a symbolic link) is seen to include itself; without one, paths
    ///     are compared after ``IncludePath/normalized(_:)``.
    ///   - includeCache: shares decoded include files between parsers, so a setup included by every
    ///     scenario of a catalog is read and split once per run.
    public init(loader: Loader? = nil, resolver: Resolver? = nil, includeCache: IncludeCache? = nil) {
        self.loader = loader
        self.resolver = resolver
        self.includeCache = includeCache
    }

    /// Whether an `expect callbacks` block is waiting for its `end` (the REPL shows a continuation prompt).
    public var isInsideBlock: Bool { openBlock != nil }

    /// Parses a whole file. Diagnostics are collected for every bad line, not only the first, up
    /// to ``ScenarioLimits/diagnostics``; the rest are counted in ``omittedDiagnosticCount``.
    ///
    /// - Parameters:
    ///   - file: the scenario, split into lines.
    public mutating func parse(_ file: SourceFile) -> (commands: [Located<ScenarioCommand>], diagnostics: [Diagnostic]) {
        parse(file, identity: nil)
    }

    /// Parses a file known as `identity`, or, when nil, as whatever it turns out to be.
    mutating func parse(_ file: SourceFile, identity: String?) -> (commands: [Located<ScenarioCommand>], diagnostics: [Diagnostic]) {
        var commands: [Located<ScenarioCommand>] = []
        var diagnostics: [Diagnostic] = []
        if let decoding = file.decodingDiagnostic { keep([decoding], in: &diagnostics) }
        if includeStack.isEmpty { parsedBytes += file.text.utf8.count }
        includeStack.append((identity, file.name))
        defer { includeStack.removeLast() }
        for line in file.lines {
            switch parseLine(line, file: file.name) {
            case .command(let command): commands.append(command)
            case .commands(let included): commands += included
            case .nothing: break
            case .failure(let errors): keep(errors, in: &diagnostics)
            }
        }
        if let block = openBlock, includeStack.count == 1 {
            keep([.error(.blockNotClosed, "'expect callbacks' block is not closed", at: block.location,
                         hint: "end the block with a line 'end'")], in: &diagnostics)
            openBlock = nil
        }
        // A controller may be declared below an expectation about it: check once all is read.
        if includeStack.count == 1, checksReceivers { keep(receiverDiagnostics(commands), in: &diagnostics) }
        if includeStack.count == 1 { keep(structureDiagnostics(commands), in: &diagnostics) }
        return (commands, diagnostics)
    }

    /// What the file's lines say together, found once it is read (and so under `sheetsim check`),
    /// as the run would find it: a mark set twice; an expectation bounded by a mark no `mark` line
    /// sets, which can never be evaluated; a line that would put a controller inside itself
    /// (``ContainmentModel``). One pass, in the lines' order. The REPL, which runs each line as it
    /// comes, leaves these to the run.
    func structureDiagnostics(_ commands: [Located<ScenarioCommand>]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var markNames: Set<String> = []
        var containment = ContainmentModel()
        for command in commands {
            if case .mark(let name) = command.value, !markNames.insert(name).inserted {
                diagnostics.append(.error(.duplicateMark, "mark '\(name)' is already set", at: command.location, hint: "give each mark a name of its own"))
            }
            do { try containment.check(command.value, at: command.location) } catch { diagnostics.append(error) }
        }
        for command in commands {
            guard case .expectCallbacks(let expectation) = command.value else { continue }
            for case .mark(let name, let location)? in [expectation.window.from, expectation.window.to] where !markNames.contains(name) {
                let hint = !explains ? nil : markNames.isEmpty ? "set it with a line 'mark \(name)'"
                    : Suggestions.didYouMean(name, among: markNames.sorted())
                diagnostics.append(.error(.unreachedMark, "mark '\(name)' is never reached, so the expectation can never be evaluated", at: location,
                                          hint: hint))
            }
        }
        return diagnostics
    }

    /// Adds `errors` to `list` while it holds fewer than ``ScenarioLimits/diagnostics``, and
    /// counts the rest.
    mutating func keep(_ errors: [Diagnostic], in list: inout [Diagnostic]) {
        let room = max(0, ScenarioLimits.diagnostics - list.count)
        list += errors.prefix(room)
        omittedDiagnosticCount += max(0, errors.count - room)
        explains = list.count < ScenarioLimits.diagnostics
    }

    /// Parses one line. On its own (not inside ``parse(_:)``), its callback expectations are
    /// checked against the controllers named so far.
    ///
    /// - Parameters:
    ///   - line: the next line of the scenario.
    ///   - file: the file's name, for locations and for resolving `include` paths.
    public mutating func parseLine(_ line: SourceLine, file: String) -> LineResult {
        let result = parseUncheckedLine(line, file: file)
        guard includeStack.isEmpty, checksReceivers else { return result }
        let commands: [Located<ScenarioCommand>]
        switch result {
        case .command(let command): commands = [command]
        case .commands(let included): commands = included
        case .nothing, .failure: return result
        }
        let diagnostics = receiverDiagnostics(commands)
        return diagnostics.isEmpty ? result : .failure(diagnostics)
    }

    mutating func parseUncheckedLine(_ line: SourceLine, file: String) -> LineResult {
        let lexed: LexedLine
        do {
            lexed = try Lexer.lex(line, file: file)
        } catch {
            return .failure([explains ? swiftSpellingDiagnostic(line, file: file) ?? error : error])
        }
        if lexed.isBlank { return .nothing }
        var cursor = TokenCursor(lexed, file: file, lineText: line.text, explains: explains)
        do {
            if openBlock != nil { return try blockLine(&cursor, text: line.text) }
            return try commandLine(&cursor, file: file)
        } catch {
            // A line written as Swift says so and gives the line to write (read on a copy of
            // the parser as it was before the line).
            return .failure([explains ? swiftSpellingDiagnostic(line, file: file) ?? error : error])
        }
    }

    mutating func commandLine(_ c: inout TokenCursor, file: String) throws(Diagnostic) -> LineResult {
        let location = c.location
        let keyword = try c.commandKeyword()
        if keyword == .include { return try include(&c, file: file) }
        if keyword == .expect, c.peek()?.word == "callbacks" {
            do {
                try openCallbackBlock(&c, at: location)
            } catch {
                openBlock = OpenBlock(ordered: false, window: LogWindow(), matchers: [], location: location, isPoisoned: true)
                throw error
            }
            return .nothing
        }
        let command = try parseCommand(keyword, &c, at: location)
        if command.isSetup {
            if let firstAction {
                throw Diagnostic.error(.setupAfterFirstAction, "'\(keyword.rawValue)' must come before the first action", at: location,
                                       hint: "move it above the first action, '\(firstAction.keyword.rawValue)' at \(firstAction.location)")
            }
        } else if firstAction == nil, command.startsTheApp {
            firstAction = (keyword, location)
        }
        return .command(Located(command, at: location))
    }

    mutating func parseCommand(_ keyword: CommandKeyword, _ c: inout TokenCursor, at location: SourceLocation) throws(Diagnostic) -> ScenarioCommand {
        switch keyword {
        case .scenario:
            let name = try c.string("a scenario name").stringValue!
            try c.end(after: "the scenario name")
            return .title(name)
        case .device: return try device(&c)
        case .os: return try os(&c)
        case .appearance:
            let word = try c.choice(.appearance)
            try c.end(after: "the appearance")
            return .appearance(word == "dark" ? .dark : .light)
        case .reduceMotion:
            let on = try c.bool("reduceMotion value")
            try c.end(after: "reduceMotion")
            return .reduceMotion(on)
        case .window: return try window(&c)
        case .multitasking:
            let word = try c.choice(.multitasking)
            try c.end(after: "the multitasking setting")
            return .multitasking(MultitaskingMode(rawValue: word)!)
        case .sizeRestrictions:
            try c.expectWord("minimumSize")
            try c.expectWord("width")
            let width = try c.number("a minimum width").points(.positive)
            try c.expectWord("height")
            let height = try c.number("a minimum height").points(.positive)
            try c.end(after: "the minimum size")
            return .sizeRestrictions(minimumSize: Size(width: width, height: height))
        case .sdk:
            let token = try c.number("an SDK release")
            let release = try token.integer(.positive)
            guard LanguageSyntax.sdkReleases.contains(release) else {
                let list = LanguageSyntax.sdkReleases.map(String.init)
                throw Diagnostic.error(.unsupportedSDK, "SheetSim knows the SDKs of iOS \(list.first!) to 18, 26 and 27, not \(token.text)", range: token.range,
                                       hint: "write one of: sdk " + list.joined(separator: ", sdk "))
            }
            try c.end(after: "the SDK release")
            return .sdk(release)
        case .preferredWindowingControlStyle:
            let word = try c.choice(.windowingControlStyle)
            try c.end(after: "the windowing control style")
            return .preferredWindowingControlStyle(WindowingControlStyle(rawValue: word)!)
        case .metric: return try metric(&c)
        case .option: return try option(&c)
        case .sheet:
            let token = try c.string("a controller name")
            let name = token.stringValue!
            try refuseReservedName(token, ", not a sheet; choose another name")
            try c.end(after: "the sheet name")
            currentSheet = name
            currentConfigurable = .sheet
            return .selectSheet(name)
        case .alert: return try alert(&c)
        case .action: return try alertAction(&c)
        case .navigationController: return try navigationController(&c)
        case .tabBarController: return try tabBarController(&c)
        case .tabGroup: return try tabGroup(&c)
        case .searchTab: return try searchTab(&c)
        case .splitViewController: return try splitViewController(&c)
        case .pageViewController: return try pageViewController(&c)
        case .column: return try column(&c)
        case .show: return try showCommand(&c)
        case .hide: return try hideCommand(&c)
        case .showDetail: return try showDetail(&c)
        case .rootViewController: return try rootViewController(&c)
        case .push: return try push(&c)
        case .pop: return try pop(&c, toRoot: false)
        case .popToRoot: return try pop(&c, toRoot: true)
        case .swipe: return try swipe(&c)
        case .select: return try select(&c)
        case .setViewControllers: return try setViewControllers(&c)
        case .detents: return try detents(&c, animated: false)
        case .presentationDetents:
            let detents = try detentList(&c, swiftUI: true)
            var identifiers: [SwiftUIPresentation.PresentationDetent: DetentIdentifier] = [:]
            let presentationDetents = detents.compactMap { detent in
                SwiftUIPresentation.PresentationDetent(detent).map { identifiers[$0] = detent.identifier; return $0 }
            }
            swiftUIDetents[currentSheet] = identifiers
            return .swiftUI(.presentationDetents(presentationDetents, selection: nil), identifiers: identifiers)
        case .set:
            if c.nextIs("binding") || c.nextIs("item") { return try swiftUISetBinding(&c) }
            if c.nextIs("path"), c.peek(1)?.stringValue != nil { return try swiftUISetPath(&c) }
            // Also without its `of`, so the error says that `of` is missing.
            if c.nextIs("presentationDetents"), c.peek(1)?.word == "of" || c.peek(1)?.stringValue != nil {
                return try swiftUISetPresentationDetents(&c)
            }
            if let (name, kind) = try namedContainer(c) { return try containerSet(&c, kind: kind, name: name) }
            if case .container(let name, let kind) = currentConfigurable { return try containerSet(&c, kind: kind, name: name) }
            return try set(&c, animated: false)
        case .animateChanges: return try animateChanges(&c)
        case .invalidateDetents:
            try c.end(after: "invalidateDetents")
            return .action(.invalidateDetents(animated: false))
        case .presentationDragIndicator, .interactiveDismissDisabled, .presentationCornerRadius,
             .presentationBackgroundInteraction, .presentationContentInteraction:
            return .swiftUI(try swiftUIModifier(keyword.rawValue, &c), identifiers: [:])
        case .present: return try present(&c)
        case .dismiss:
            if c.nextIs("from") { return try swiftUIDismiss(&c) }
            let animated = try animatedFlag(&c)
            try c.end(after: "dismiss")
            return .action(.dismiss(animated: animated))
        case .drag:
            if c.peek()?.word == "sidebar" { return try dragSidebar(&c) }
            if c.peek()?.word == "divider" { return try dragDivider(&c) }
            return try drag(&c)
        case .touch: return try touch(&c)
        case .tap:
            if let word = c.peek()?.word, SplitViewTapTarget(rawValue: word) != nil { return try splitViewTap(&c) }
            if c.accept("sidebarButton") {
                let tabBar = try container(&c)
                try c.end(after: "the tap")
                return .action(.tapSidebarButton(in: tabBar))
            }
            return try tap(&c)
        case .scrollView: return try scrollView(&c)
        case .scroll: return try scroll(&c)
        case .setNeedsUpdateProperties:
            let controller = c.peek()?.stringValue != nil ? try namedController(&c) : nil
            try c.end(after: controller == nil ? "setNeedsUpdateProperties" : "the controller's name")
            return .action(.setNeedsUpdateProperties(of: controller))
        case .swipeActions:
            declaresSwipeActions = true
            return try swipeActions(&c)
        case .transitionCoordinator: return try transitionCoordinator(&c)
        case .keyboard: return try keyboard(&c)
        case .resize:
            try c.expectWord("window")
            try c.expectWord("to")
            let width = try c.number("a window width").points(.positive)
            try c.expectWord("x")
            let height = try c.number("a window height").points(.positive)
            try c.expectWord("over")
            let duration = try c.number("a duration").duration(.positive)
            try c.end(after: "the resize")
            return .action(.resizeWindow(to: Size(width: width, height: height), over: duration))
        case .rotate:
            let orientation = try c.choice(Vocabulary.orientationsByName, "orientation")
            try c.end(after: "the orientation")
            return .action(.rotate(to: orientation))
        case .scenePhase:
            if let token = c.peek(), token.word == "background" {
                throw Diagnostic.error(.unknownWord, "unknown scene phase 'background'", range: token.range,
                                       hint: "SheetSim's app stays in the foreground: 'scenePhase inactive' (Control Center, a system alert, the app switcher), then 'scenePhase active'")
            }
            let phase = ScenePhase(rawValue: try c.choice(.scenePhase))!
            try c.end(after: "the scene phase")
            return .action(.setScenePhase(phase))
        case .wait: return try wait(&c)
        case .mark:
            let name = try c.word("a mark name").word!
            try c.end(after: "the mark name")
            return .mark(name)
        case .expect: return try expect(&c)
        case .swiftUI: return try swiftUIView(&c)
        case .include:
            // Read by commandLine, which puts the included file's commands in place of the line.
            throw Diagnostic.error(.includeNotAlone, "'include' takes a line of its own", at: location)
        }
    }

    /// `animated` / `notAnimated` after present and dismiss (default animated, as UIKit's callers usually are).
    func animatedFlag(_ c: inout TokenCursor) throws(Diagnostic) -> Bool {
        for word in WordChoice.animation.accepted where c.accept(word) { return word == "animated" }
        return true
    }

    // MARK: include

    mutating func include(_ c: inout TokenCursor, file: String) throws(Diagnostic) -> LineResult {
        let token = try c.string("a file path")
        try c.end(after: "the included path")
        let relative = token.stringValue!
        let path = relative.hasPrefix("/") ? relative : IncludePath.directory(of: file) + relative
        guard let loader else {
            throw Diagnostic.error(.includeUnavailable, "include is not available here", range: token.range)
        }
        // Once the scenario is over its size, no include is read at all: the parse is failing,
        // and the include lines still to come must not each read and parse their files.
        guard parsedBytes <= ScenarioLimits.scenarioBytes else { throw tooMuchText(relative, at: token.range) }
        let identity = identity(of: path)
        for index in includeStack.indices where includeStack[index].identity == nil {
            includeStack[index].identity = self.identity(of: includeStack[index].name)
        }
        guard !includeStack.contains(where: { $0.identity == identity }) else {
            throw Diagnostic.error(.includeCycle, "'\(relative)' includes itself", range: token.range,
                                   hint: "include chain: " + (includeStack.map(\.name) + [path]).joined(separator: " -> "))
        }
        guard includeDepth < ScenarioLimits.includeDepth else {
            throw Diagnostic.error(.includeTooDeep, "includes nest more than \(ScenarioLimits.includeDepth) deep", range: token.range)
        }
        let source: SourceFile
        if let cached = includeCache?.file(at: path) {
            source = cached
        } else {
            switch loader(path) {
            case .failure(let error):
                // A file moved away from its includes fails here: say where the path led.
                let rule = "an include is relative to the folder of the file that includes it"
                let hint = relative.hasPrefix("/") ? nil
                    : path == relative ? rule + " (here, the current folder)" : "looked for '\(path)': " + rule
                throw Diagnostic.error(.unreadableFile, "cannot read included file '\(relative)': \(error.reason)", range: token.range, hint: hint)
            case .success(let bytes):
                source = SourceFile(name: path, bytes: bytes)
                includeCache?.setFile(source, at: path)
            }
        }
        parsedBytes += source.text.utf8.count
        guard parsedBytes <= ScenarioLimits.scenarioBytes else { throw tooMuchText(relative, at: token.range) }
        includeDepth += 1
        let (commands, diagnostics) = parse(source, identity: identity)
        includeDepth -= 1
        if !diagnostics.isEmpty { return .failure(diagnostics) }
        return .commands(commands)
    }

    /// Which file `path` names (``IncludePath/identity(of:resolver:)``), asked of the shared
    /// cache first, since every scenario of a catalog may include the same setup.
    func identity(of path: String) -> String {
        if let known = includeCache?.identity(of: path) { return known }
        let identity = IncludePath.identity(of: path, resolver: resolver)
        includeCache?.setIdentity(identity, of: path)
        return identity
    }

    func tooMuchText(_ relative: String, at range: SourceRange) -> Diagnostic {
        Diagnostic.error(.scenarioTooLong, "including '\(relative)' takes this scenario past \(ByteCount(ScenarioLimits.scenarioBytes)) of text", range: range,
                         hint: "every included file counts each time it is included; include a shared setup once")
    }
}
