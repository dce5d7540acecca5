import SheetSim

/// What completion needs to know besides the grammar: the names a session has seen so far, whether
/// a callback block is open, the tool's own commands and how to list a folder.
public struct CompletionContext {
    /// A view controller the session knows, with what decides which callbacks it can receive.
    public struct Controller: Sendable, Equatable {
        /// The name the scenario gives it.
        public var name: String
        /// A plain view controller or a container, which decides the callbacks it receives.
        public var kind: ControllerKind
        /// Presented controllers have a presentation controller and its delegate.
        public var isPresented: Bool
        /// The column-style split view controller this controller is, or is a column of: its
        /// delegate, or the column, never gets the classic-only methods
        /// (`primaryViewControllerForCollapsing`, `collapseSecondaryViewController`, …).
        public var columnStyleSplitView: String?

        /// A controller the session knows.
        ///
        /// - Parameters:
        ///   - name: the name the scenario gives it.
        ///   - kind: a plain view controller or a container.
        ///   - isPresented: whether some `present` line presents it.
        ///   - columnStyleSplitView: the column-style split view controller it is, or is a column of.
        public init(name: String, kind: ControllerKind = .viewController, isPresented: Bool, columnStyleSplitView: String? = nil) {
            self.name = name
            self.kind = kind
            self.isPresented = isPresented
            self.columnStyleSplitView = columnStyleSplitView
        }
    }

    /// A folder entry, for path completion.
    public struct DirectoryEntry: Sendable, Equatable {
        /// The entry's name, without its folder.
        public var name: String
        /// Whether it is a folder, which completion descends into.
        public var isDirectory: Bool

        /// An entry of a folder listing.
        ///
        /// - Parameters:
        ///   - name: the entry's name, without its folder.
        ///   - isDirectory: whether it is a folder.
        public init(name: String, isDirectory: Bool) {
            self.name = name
            self.isDirectory = isDirectory
        }
    }

    /// What a `set` line configures, which decides the properties it takes.
    public enum Configured: Sendable, Equatable {
        /// The current sheet: its sheet properties and any controller's layout settings.
        case sheet
        /// The container declared last: its own properties (for a split view controller, those
        /// its style reads) and the layout settings.
        case container(ControllerKind, splitViewStyle: SplitViewStyle?)
    }

    /// Controllers by name: `presenter`, `sheet` and every name the session has used.
    public var controllers: [Controller]
    /// What the next `set` line configures; the sheet unless a container was declared since.
    public var configured = Configured.sheet
    /// Detent identifiers declared for the current sheet besides `medium` and `large`.
    public var customDetentIdentifiers: [String] = []
    /// The SwiftUI views declared or named so far, in order.
    public var swiftUIViews: [String] = []
    /// The SwiftUI views with a `presentationDetents` modifier, in order.
    public var swiftUIDetentViews: [String] = []
    /// The SwiftUI bindings declared so far, in order, with their kinds.
    public var swiftUIBindings: [(name: String, kind: SwiftUIBindingKind)] = []
    /// Names of the `mark` lines run so far.
    public var marks: [String] = []
    /// Inside `expect callbacks … end`, where a line is a callback or `end`.
    public var isInsideCallbackBlock = false
    /// Commands of the tool around the language (the REPL's `show`, `save FILE`, …), offered
    /// besides the language's own and also inside a callback block.
    public var toolCommands: [CommandSyntax] = []
    /// What `help` takes.
    public var helpTopics: [String] = []
    /// The folder relative paths start from ("" for the working directory).
    public var baseDirectory = ""
    /// The user's home folder, for paths starting with `~/`.
    public var homeDirectory: String?
    /// Lists a folder; nil means paths are not completed.
    public var listDirectory: ((_ path: String) -> [DirectoryEntry]?)?

    /// A context with these controllers and nothing else known yet.
    ///
    /// - Parameters:
    ///   - controllers: the controllers the session knows; by default ``defaultControllers``.
    public init(controllers: [Controller] = CompletionContext.defaultControllers) {
        self.controllers = controllers
    }

    /// The presenter and the first presented controller, which every session has.
    public static let defaultControllers = [
        Controller(name: "presenter", isPresented: false),
        Controller(name: "sheet", isPresented: true),
    ]

    /// The names declared so far that a SwiftUI name slot takes.
    func swiftUINames(for slot: SwiftUINameSlot) -> [String] {
        switch slot {
        case .view: swiftUIViews
        case .detentView: swiftUIDetentViews
        case .binding(let kinds): swiftUIBindings.filter { kinds.contains($0.kind) }.map(\.name)
        }
    }

    /// What `name` is; a name the session has not seen is taken for a presented view controller,
    /// the usual thing to write an expectation about before it happens.
    func controller(named name: String) -> Controller {
        controllers.first { $0.name == name } ?? Controller(name: name, isPresented: true)
    }
}

/// The completions for the word before the cursor.
public struct Completion: Sendable, Equatable {
    /// The text before the cursor that a chosen candidate replaces (the word being typed).
    public var replacing: String
    /// What can replace it, sorted.
    public var candidates: [Candidate]
    /// Shown when listing but never inserted: what a slot wants when no word can be offered
    /// (`<a duration, e.g. 300ms>`).
    public var hints: [String]

    /// The completions for one word.
    ///
    /// - Parameters:
    ///   - replacing: the text before the cursor that a chosen candidate replaces.
    ///   - candidates: what can replace it.
    ///   - hints: what the slot wants when no word can be offered.
    public init(replacing: String = "", candidates: [Candidate] = [], hints: [String] = []) {
        self.replacing = replacing
        self.candidates = candidates
        self.hints = hints
    }

    /// One completion.
    public struct Candidate: Sendable, Hashable {
        /// What is inserted: the whole word, such as `sheet.viewDidAppear`.
        public var text: String
        /// What a listing shows (the last part of a callback path, a file's name).
        public var display: String
        /// Whether a space follows when this candidate is the only one: not after `sheet.`,
        /// `custom(` or a folder.
        public var appendsSpace: Bool

        /// A candidate.
        ///
        /// - Parameters:
        ///   - text: what is inserted.
        ///   - display: what a listing shows; nil shows `text`.
        ///   - appendsSpace: whether a space follows when it is the only candidate.
        public init(_ text: String, display: String? = nil, appendsSpace: Bool = true) {
            self.text = text
            self.display = display ?? text
            self.appendsSpace = appendsSpace
        }
    }
}
