import SheetSim
import SheetSimScenario

/// One of the REPL's own commands: its name, what it takes (in the form the language's commands
/// use, ``CommandSyntax``, so completion walks both alike) and its help line.
struct Builtin {
    var name: String
    var arguments: SyntaxPattern = .empty
    /// `save FILE`; nil for an alias the help does not list.
    var usage: String?
    var summary = ""
}

extension REPLSession {
    /// The REPL's own commands, in one table that the dispatch, `help` and completion read.
    static let builtinTable: [Builtin] = [
        Builtin(name: "help", arguments: .optional(.value(.helpTopic)), usage: "help [COMMAND]",
                summary: "this list, or what 'sheetsim help language' says about one command"),
        Builtin(name: "state", usage: "state", summary: "the window, every container (navigation, tab bar, split view, page view) and every presented sheet"),
        Builtin(name: "log", usage: "log", summary: "the whole callback log so far"),
        Builtin(name: "assumptions", usage: "assumptions",
                summary: "the unconfirmed metrics and options (GUESS, OBS, DISPUTED, UNKNOWN) the session has read so far, with their values, confidence and source"),
        Builtin(name: "show", arguments: .zeroOrMore(.anyOf([
                    .oneOf(ScreenDrawing.Overlay.allCases.map(\.rawValue) + ["layout"], what: "overlay"),
                    .value(.terminalSize),
                ])),
                usage: "show [WxH] [safeArea] [margins] [bars] [layout]",
                summary: "draw the screen at the terminal's size (or W columns by H rows): device, presenter or split view columns, dimming, sheets, detent lines; with the front content's safe area, margins and bars over it ('layout' for all three)"),
        Builtin(name: "hide", arguments: .oneOf(["layout", "passes", "none"], what: "what to hide"), usage: "hide layout|passes|none",
                summary: "leave the layout callbacks (viewWillLayoutSubviews, …) out of what is printed and saved; fold each run of layout passes over several frames into one line (the default at a terminal); or show every callback"),
        Builtin(name: "layout", arguments: .optional(.value(.controllerName)), usage: "layout [\"name\"]",
                summary: "the layout figures of the front controller (or of \"name\"): view frame, safe area, margins, the scroll view's adjusted insets and offset, navigation and tab bar heights"),
        Builtin(name: "reset", usage: "reset", summary: "start again: a new simulator, an empty log, nothing to save"),
        Builtin(name: "load", arguments: .rest(.filePath(extensions: [".sheet"])), usage: "load FILE",
                summary: "run FILE's lines as if typed, its includes relative to its own folder"),
        Builtin(name: "save", arguments: .rest(.filePath(extensions: [".sheet"])), usage: "save FILE",
                summary: "write the session as a scenario that replays it, with the log so far as its expected callbacks"),
        Builtin(name: "timeline", arguments: .rest(.filePath(extensions: [".svg", ".html"])), usage: "timeline FILE",
                summary: "write a picture of the session so far: FILE.svg, or FILE.html with the log"),
        Builtin(name: "diff", arguments: .anyOf(["os", "option", "metric"].map { word in
                    .sequence([.keyword(word), LanguageSyntax.command(named: word)?.arguments ?? .empty])
                }), usage: "diff SETTING",
                summary: "run the session so far again with SETTING (an os, option or metric line: 'diff os 26') in place of its own, and show where the two runs part (as 'sheetsim diff')"),
        Builtin(name: "quit", usage: "quit", summary: "check the expectations and leave (also 'exit', or Ctrl-D)"),
        Builtin(name: "exit"),
    ]

    /// Words the REPL handles itself, before the scenario language sees the line.
    public static let builtins = builtinTable.map(\.name)

    /// The built-ins as command syntax, for completion.
    public static let builtinSyntax = builtinTable.map { CommandSyntax($0.name, $0.arguments) }

    /// What `help` lists: every built-in but aliases.
    static let builtinHelp: [(name: String, usage: String, text: String)] = builtinTable.compactMap { builtin in
        builtin.usage.map { (builtin.name, $0, builtin.summary) }
    }

    /// What `help` takes: a command, a built-in, `language` or `devices`.
    static var helpTopics: [String] { Vocabulary.commands + builtins + ["language", "devices"] }

    /// What completion needs from the session now: the controllers and marks it has seen, the
    /// current sheet's custom detents, whether a callback block is open, and where paths start.
    public var completionContext: CompletionContext {
        var context = CompletionContext(controllers: offeredControllerNames.map(parser.completionController(named:)))
        context.customDetentIdentifiers = parser.declaredDetentIdentifiers.filter { $0 != "medium" && $0 != "large" }
        context.configured = parser.configuredForCompletion
        context.swiftUIViews = parser.swiftUIViewNames
        context.swiftUIDetentViews = parser.swiftUIDetentViewNames
        context.swiftUIBindings = parser.swiftUIBindingNames
        context.marks = marks
        context.isInsideCallbackBlock = parser.isInsideBlock
        context.toolCommands = Self.builtinSyntax
        context.helpTopics = Self.helpTopics
        context.baseDirectory = environment.inputDirectory ?? ""
        context.homeDirectory = environment.homeDirectory
        context.listDirectory = environment.listDirectory
        return context
    }

    /// The controller names completion offers: every name seen so far, except, once a SwiftUI
    /// view is declared, the implicit `presenter` (the first view replaces it as the window's
    /// root) and `sheet` (only an unnamed `present` makes it), unless a line names them; with
    /// the SwiftUI views' hosting controllers.
    var offeredControllerNames: [String] {
        guard parser.declaresSwiftUIViews else { return controllerNames }
        let names = controllerNames.filter { name in
            !CompletionContext.defaultControllers.contains { $0.name == name } || parser.namesController(name)
                || (name == "sheet" && presentsImplicitSheet)
        }
        // Each SwiftUI view is hosted in a UIHostingController of its name.
        return names + parser.swiftUIViewNames.filter { !knownNames.contains($0) }
    }

    /// The completions for the text before the cursor, from what the grammar accepts there.
    public func completions(for lineBeforeCursor: String) -> Completion {
        SyntaxCompleter.complete(lineBeforeCursor, context: completionContext)
    }
}
