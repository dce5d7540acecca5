/// What the terminal side must do after `LineEditor.handle(_:)`.
///
/// The editor never writes to the terminal itself; it says what changed and the reader
/// turns that into bytes. That keeps every editing rule testable without a terminal.
public enum LineEditorAction: Equatable, Sendable {
    /// Nothing visible changed (a move at the edge, an ignored key).
    case none
    /// The buffer, the cursor or the search prompt changed: redraw the prompt line.
    case redraw
    /// Enter: the finished line. The editor has already reset to an empty line.
    case submit(String)
    /// End of input: Ctrl-D on an empty line.
    case eof
    /// Ctrl-C: the line was abandoned; the text it held (empty if there was none). Never the
    /// end of input: the session decides what an interrupt means (clear, cancel a block, a hint).
    case interrupt(String)
    /// Second Tab with several candidates: show them, then redraw the line.
    case listCompletions([String])
    /// Second Tab with more candidates than fit: ask "Display all N possibilities? (y or n)";
    /// the next key answers (y, Y, space or Tab list them; anything else declines).
    case confirmListing(Int)
    /// The answer to ``confirmListing(_:)`` was no: a fresh prompt line.
    case listingDeclined
    /// Ctrl-L: clear the screen, then redraw the line.
    case clearScreen
    /// Ctrl-Z: suspend the process like a shell job, then redraw the line.
    case suspend
    /// The key could not do anything useful (no history, no completion).
    case bell
}

/// What the completion provider returns for the text before the cursor.
public struct LineCompletion: Equatable, Sendable {
    /// How many scalars before the cursor a candidate replaces (the word being completed).
    public var replacing: Int
    public var candidates: [Candidate]
    /// Listed but never inserted (what a slot wants when no word can be offered); their presence
    /// keeps Tab from inserting a lone candidate, since the user may want to type something else.
    public var hints: [String]

    public init(replacing: Int, candidates: [Candidate], hints: [String] = []) {
        self.replacing = replacing
        self.candidates = candidates
        self.hints = hints
    }

    public struct Candidate: Equatable, Hashable, Sendable {
        public var text: String
        public var display: String
        public var appendsSpace: Bool

        public init(_ text: String, display: String? = nil, appendsSpace: Bool = true) {
            self.text = text
            self.display = display ?? text
            self.appendsSpace = appendsSpace
        }
    }
}

/// A pure line-editing state machine: keys in, buffer/cursor/history changes and actions out.
///
/// Readline's Emacs bindings as a REPL user expects them: moves by character and word, Home/End,
/// kills (Ctrl-K, Ctrl-U, Ctrl-W, Alt-D, Alt-Backspace) into a kill buffer that Ctrl-Y yanks,
/// history with Up/Down and Ctrl-R reverse incremental search, and Tab completion.
///
/// The buffer is Unicode scalars, so a multi-byte character is one cursor step (and the
/// renderer gives wide ones two columns). Grapheme clusters are not merged: a combining
/// mark is its own, zero-width, cursor step — rare in REPL input and much simpler.
public struct LineEditor {
    /// Returns the completions for the text before the cursor.
    public typealias CompletionProvider = (_ lineBeforeCursor: String) -> LineCompletion

    public private(set) var buffer: [Unicode.Scalar] = []
    /// Insertion point, `0...buffer.count`.
    public private(set) var cursor: Int = 0
    /// Oldest first; bounded and without consecutive duplicates.
    public private(set) var history: [String] = []
    public let historyLimit: Int
    /// Whether a list of candidates can be shown without asking first; the reader answers from
    /// the terminal's size (a list taller than the screen asks), tests and pipes by count.
    public var listingFits: ([String]) -> Bool = { $0.count <= 100 }

    /// Index into `history` while browsing with Up/Down; nil while editing the draft.
    public private(set) var historyIndex: Int?
    /// The line being typed before browsing started, restored by Down past the newest entry.
    private var draft: [Unicode.Scalar] = []
    private let completions: CompletionProvider?
    /// Tab lists candidates only when pressed twice in a row (readline behaviour).
    private var lastKeyWasTab = false
    /// Candidates waiting for the answer to "Display all N possibilities?".
    private var pendingListing: [String]?
    /// The last killed text, for Ctrl-Y; consecutive kills add to it, as readline's do.
    public private(set) var killBuffer: [Unicode.Scalar] = []
    private var lastKeyKilled = false
    /// Reverse incremental search (Ctrl-R), while active.
    public private(set) var search: Search?
    private var lastSearchQuery: [Unicode.Scalar] = []

    /// The state of a Ctrl-R search: what is typed, the history entry it found, and the line to
    /// go back to if it is cancelled.
    public struct Search: Equatable, Sendable {
        public var query: [Unicode.Scalar] = []
        public var match: Int?
        public var failed = false
        var original: [Unicode.Scalar]
        var originalCursor: Int
    }

    public init(historyLimit: Int = 1000, completions: CompletionProvider? = nil) {
        self.historyLimit = max(0, historyLimit)
        self.completions = completions
    }

    /// The buffer as a string.
    public var line: String { Self.string(buffer) }

    /// While searching, what replaces the prompt: ``(reverse-i-search)`dra': ``.
    public var searchPrompt: String? {
        guard let search else { return nil }
        return "(" + (search.failed ? "failed " : "") + "reverse-i-search)`" + Self.string(search.query) + "': "
    }

    public mutating func handle(_ key: Key) -> LineEditorAction {
        if let candidates = pendingListing {
            pendingListing = nil
            lastKeyWasTab = false
            switch key {
            case .character("y"), .character("Y"), .character(" "), .tab: return .listCompletions(candidates)
            default: return .listingDeclined
            }
        }
        if search != nil, let action = handleSearch(key) { return action }
        let wasTab = lastKeyWasTab, wasKill = lastKeyKilled
        lastKeyWasTab = false
        lastKeyKilled = false
        switch key {
        case .character(let scalar):
            guard scalar.value >= 0x20, scalar.value != 0x7F else { return .none }
            buffer.insert(scalar, at: cursor)
            cursor += 1
            return .redraw
        case .enter:
            let submitted = line
            addToHistory(submitted)
            resetLine()
            return .submit(submitted)
        case .backspace:
            guard cursor > 0 else { return .none }
            cursor -= 1
            buffer.remove(at: cursor)
            return .redraw
        case .delete:
            guard cursor < buffer.count else { return .none }
            buffer.remove(at: cursor)
            return .redraw
        case .ctrlD:
            // Readline semantics: EOF only on an empty line, otherwise delete forward.
            if buffer.isEmpty { return .eof }
            return handle(.delete)
        case .left:
            return move(to: cursor - 1)
        case .right:
            return move(to: cursor + 1)
        case .wordLeft:
            return move(to: wordStart(before: cursor))
        case .wordRight:
            return move(to: wordEnd(after: cursor))
        case .home, .ctrlA:
            return move(to: 0)
        case .end, .ctrlE:
            return move(to: buffer.count)
        case .up:
            return historyUp()
        case .down:
            return historyDown()
        case .ctrlK:
            return kill(cursor..<buffer.count, backward: false, appending: wasKill)
        case .ctrlU:
            // Shell (unix-line-discard) semantics: kill from the start of the line to the cursor.
            return kill(0..<cursor, backward: true, appending: wasKill)
        case .ctrlW:
            // unix-word-rubout: trailing spaces, then the whitespace-delimited word before them.
            var start = cursor
            while start > 0 && Self.isSpace(buffer[start - 1]) { start -= 1 }
            while start > 0 && !Self.isSpace(buffer[start - 1]) { start -= 1 }
            return kill(start..<cursor, backward: true, appending: wasKill)
        case .killWordBackward:
            return kill(wordStart(before: cursor)..<cursor, backward: true, appending: wasKill)
        case .killWordForward:
            return kill(cursor..<wordEnd(after: cursor), backward: false, appending: wasKill)
        case .ctrlY:
            guard !killBuffer.isEmpty else { return .bell }
            buffer.insert(contentsOf: killBuffer, at: cursor)
            cursor += killBuffer.count
            return .redraw
        case .ctrlR:
            guard !history.isEmpty else { return .bell }
            search = Search(original: buffer, originalCursor: cursor)
            return .redraw
        case .ctrlL:
            return .clearScreen
        case .ctrlZ:
            return .suspend
        case .ctrlC:
            let abandoned = line
            resetLine()
            return .interrupt(abandoned)
        case .ctrlG:
            return .bell
        case .tab:
            return complete(listing: wasTab)
        case .unknown:
            return .none
        }
    }

    /// Appends to history unless blank or equal to the newest entry; drops the oldest past the bound.
    public mutating func addToHistory(_ entry: String) {
        guard !entry.unicodeScalars.allSatisfy(Self.isSpace), entry != history.last, historyLimit > 0 else { return }
        history.append(entry)
        if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
    }

    private mutating func resetLine() {
        buffer = []
        cursor = 0
        draft = []
        historyIndex = nil
        search = nil
    }

    private mutating func move(to target: Int) -> LineEditorAction {
        let clamped = min(max(target, 0), buffer.count)
        guard clamped != cursor else { return .none }
        cursor = clamped
        return .redraw
    }

    /// Removes `range` into the kill buffer; right after another kill it adds to what that one
    /// killed (in front when killing backwards), so Ctrl-W Ctrl-W then Ctrl-Y gives both words back.
    private mutating func kill(_ range: Range<Int>, backward: Bool, appending: Bool) -> LineEditorAction {
        guard !range.isEmpty else { return .none }
        let text = Array(buffer[range])
        if appending {
            killBuffer = backward ? text + killBuffer : killBuffer + text
        } else {
            killBuffer = text
        }
        lastKeyKilled = true
        buffer.removeSubrange(range)
        cursor = range.lowerBound
        return .redraw
    }

    /// Words for Alt-B/F/D and Alt-Backspace are letters and digits, as readline's are, so a
    /// callback path `sheet.delegate.x` is three words.
    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0 && !Self.isWordScalar(buffer[start - 1]) { start -= 1 }
        while start > 0 && Self.isWordScalar(buffer[start - 1]) { start -= 1 }
        return start
    }

    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < buffer.count && !Self.isWordScalar(buffer[end]) { end += 1 }
        while end < buffer.count && Self.isWordScalar(buffer[end]) { end += 1 }
        return end
    }

    // MARK: History

    private mutating func historyUp() -> LineEditorAction {
        let target: Int
        if let index = historyIndex {
            guard index > 0 else { return .bell }
            target = index - 1
        } else {
            guard !history.isEmpty else { return .bell }
            draft = buffer
            target = history.count - 1
        }
        load(history[target].unicodeScalars)
        historyIndex = target
        return .redraw
    }

    private mutating func historyDown() -> LineEditorAction {
        guard let index = historyIndex else { return .bell }
        if index + 1 < history.count {
            historyIndex = index + 1
            load(history[index + 1].unicodeScalars)
        } else {
            historyIndex = nil
            load(draft)
            draft = []
        }
        return .redraw
    }

    private mutating func load<S: Sequence<Unicode.Scalar>>(_ scalars: S) {
        buffer = Array(scalars)
        cursor = buffer.count
    }

    // MARK: Reverse incremental search

    /// A key while searching: typing refines the search, Ctrl-R finds an older match, Backspace
    /// shortens the query, Ctrl-G cancels back to the original line, Enter runs the match, and
    /// any other key keeps the match and then does what it always does (nil: handle it normally).
    private mutating func handleSearch(_ key: Key) -> LineEditorAction? {
        guard var current = search else { return nil }
        switch key {
        case .character(let scalar) where scalar.value >= 0x20 && scalar.value != 0x7F:
            current.query.append(scalar)
            search = current
            return find(from: current.match ?? history.count - 1)
        case .backspace:
            guard !current.query.isEmpty else { return .bell }
            current.query.removeLast()
            current.match = nil
            current.failed = false
            search = current
            if current.query.isEmpty {
                buffer = current.original
                cursor = current.originalCursor
                return .redraw
            }
            return find(from: history.count - 1)
        case .ctrlR:
            if current.query.isEmpty {
                guard !lastSearchQuery.isEmpty else { return .bell }
                current.query = lastSearchQuery
                search = current
                return find(from: history.count - 1)
            }
            return find(from: (current.match ?? history.count) - 1)
        case .ctrlG:
            buffer = current.original
            cursor = current.originalCursor
            endSearch()
            return .redraw
        case .unknown:
            return LineEditorAction.none
        default:
            // Accept the match where it is; the key then acts on it (Enter runs it).
            endSearch()
            if key == .enter || key == .ctrlC { return nil }
            let action = handle(key)
            return action == .none ? .redraw : action
        }
    }

    /// Finds the newest entry at or before `start` that contains the query and shows it with the
    /// cursor at the match; keeps the last match (marked failed) if there is none.
    private mutating func find(from start: Int) -> LineEditorAction {
        guard var current = search else { return .none }
        var index = min(start, history.count - 1)
        while index >= 0 {
            let entry = Array(history[index].unicodeScalars)
            if let offset = Self.firstRange(of: current.query, in: entry) {
                current.match = index
                current.failed = false
                search = current
                buffer = entry
                cursor = offset
                return .redraw
            }
            index -= 1
        }
        current.failed = true
        search = current
        return .bell
    }

    private mutating func endSearch() {
        if let query = search?.query, !query.isEmpty { lastSearchQuery = query }
        search = nil
    }

    private static func firstRange(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Int? {
        guard !needle.isEmpty else { return haystack.count }
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    // MARK: Completion

    /// Completes the word that ends at the cursor. One candidate: it replaces the word, plus a
    /// space. Several: the word grows to their common prefix; the next Tab, if it adds nothing,
    /// lists them (asking first when they do not fit, see ``listingFits``). Only an ambiguous Tab
    /// arms the listing: after a unique completion the next Tab starts a new word.
    private mutating func complete(listing: Bool) -> LineEditorAction {
        guard let completions else { return .bell }
        let result = completions(Self.string(buffer[..<cursor]))
        let start = cursor - min(max(result.replacing, 0), cursor)
        let word = Array(buffer[start..<cursor])
        var seen = Set<String>()
        let candidates = result.candidates.filter { seen.insert($0.text).inserted }
        if candidates.count == 1 && result.hints.isEmpty {
            var insertion = Array(candidates[0].text.unicodeScalars)
            if candidates[0].appendsSpace && (cursor == buffer.count || !Self.isSpace(buffer[cursor])) { insertion.append(" ") }
            replace(start..<cursor, with: insertion)
            return .redraw
        }
        if candidates.isEmpty && result.hints.isEmpty { return .bell }
        lastKeyWasTab = true
        if result.hints.isEmpty {
            let common = Self.commonPrefix(candidates.map(\.text))
            if common.count >= word.count && common != word {
                replace(start..<cursor, with: common)
                return .redraw
            }
        }
        guard listing else { return .bell }
        let list = candidates.map(\.display) + result.hints
        if !listingFits(list) {
            pendingListing = list
            return .confirmListing(list.count)
        }
        return .listCompletions(list)
    }

    private mutating func replace(_ range: Range<Int>, with scalars: [Unicode.Scalar]) {
        buffer.replaceSubrange(range, with: scalars)
        cursor = range.lowerBound + scalars.count
    }

    private static func commonPrefix(_ words: [String]) -> [Unicode.Scalar] {
        var common = Array(words[0].unicodeScalars)
        for word in words.dropFirst() {
            let scalars = Array(word.unicodeScalars)
            var n = 0
            while n < common.count && n < scalars.count && common[n] == scalars[n] { n += 1 }
            common.removeSubrange(n...)
        }
        return common
    }

    private static func string<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> String {
        var s = ""
        s.unicodeScalars.append(contentsOf: scalars)
        return s
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }
}
