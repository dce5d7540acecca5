import SheetSim

/// What completion needs to know besides the grammar: the names a session has seen so far, whether
/// a callback block is open, the tool's own commands and how to list a folder.
public struct CompletionContext {
    /// A view controller the session knows, with what decides which callbacks it can receive.
    public struct Controller: Sendable, Equatable {
        public var name: String
        public var kind: ControllerKind
        /// Presented controllers have a presentation controller and its delegate.
        public var isPresented: Bool

        public init(name: String, kind: ControllerKind = .viewController, isPresented: Bool) {
            self.name = name
            self.kind = kind
            self.isPresented = isPresented
        }
    }

    /// A folder entry, for path completion.
    public struct DirectoryEntry: Sendable, Equatable {
        public var name: String
        public var isDirectory: Bool

        public init(name: String, isDirectory: Bool) {
            self.name = name
            self.isDirectory = isDirectory
        }
    }

    /// Controllers by name: `presenter`, `sheet` and every name the session has used.
    public var controllers: [Controller]
    /// Detent identifiers declared for the current sheet besides `medium` and `large`.
    public var customDetentIdentifiers: [String] = []
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

    public init(controllers: [Controller] = CompletionContext.defaultControllers) {
        self.controllers = controllers
    }

    /// The presenter and the first presented controller, which every session has.
    public static let defaultControllers = [
        Controller(name: "presenter", isPresented: false),
        Controller(name: "sheet", isPresented: true),
    ]

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

    public init(replacing: String = "", candidates: [Candidate] = [], hints: [String] = []) {
        self.replacing = replacing
        self.candidates = candidates
        self.hints = hints
    }

    /// One completion.
    public struct Candidate: Sendable, Hashable {
        public var text: String
        /// What a listing shows (the last part of a callback path, a file's name).
        public var display: String
        /// Whether a space follows when this candidate is the only one: not after `sheet.`,
        /// `custom(` or a folder.
        public var appendsSpace: Bool

        public init(_ text: String, display: String? = nil, appendsSpace: Bool = true) {
            self.text = text
            self.display = display ?? text
            self.appendsSpace = appendsSpace
        }
    }
}
