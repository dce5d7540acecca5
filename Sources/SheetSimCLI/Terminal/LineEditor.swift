/// What the terminal side must do after `LineEditor.handle(_:)`.
///
/// The editor never writes to the terminal itself; it says what changed and the reader
/// turns that into bytes. That keeps every editing rule testable without a terminal.
public enum LineEditorAction: Equatable, Sendable {
    /// Nothing visible changed (a move at the edge, an ignored key).
    case none
    /// The buffer or cursor changed: redraw the prompt line.
    case redraw
    /// Enter: the finished line. The editor has already reset to an empty line.
    case submit(String)
    /// End of input: Ctrl-D on an empty line, or a second Ctrl-C on an empty line.
    case eof
    /// Ctrl-C: the line was abandoned (print `^C` and a fresh prompt).
    case interrupt
    /// Second Tab with several candidates: show them, then redraw the line.
    case listCompletions([String])
    /// Ctrl-L: clear the screen, then redraw the line.
    case clearScreen
    /// The key could not do anything useful (no history, no completion).
    case bell
}

/// A pure line-editing state machine: keys in, buffer/cursor/history changes and actions out.
///
/// The buffer is Unicode scalars, so a multi-byte character is one cursor step (and the
/// renderer gives wide ones two columns). Grapheme clusters are not merged: a combining
/// mark is its own, zero-width, cursor step — rare in REPL input and much simpler.
public struct LineEditor {
    /// Returns candidates for the word under the cursor (the caller knows the commands and
    /// property names). Candidates not starting with the prefix are ignored.
    public typealias CompletionProvider = (_ prefix: String) -> [String]

    public private(set) var buffer: [Unicode.Scalar] = []
    /// Insertion point, `0...buffer.count`.
    public private(set) var cursor: Int = 0
    /// Oldest first; bounded and without consecutive duplicates.
    public private(set) var history: [String] = []
    public let historyLimit: Int

    /// Index into `history` while browsing with Up/Down; nil while editing the draft.
    public private(set) var historyIndex: Int?
    /// The line being typed before browsing started, restored by Down past the newest entry.
    private var draft: [Unicode.Scalar] = []
    private let completions: CompletionProvider?
    /// Tab lists candidates only when pressed twice in a row (readline behaviour).
    private var lastKeyWasTab = false
    /// A Ctrl-C right after a Ctrl-C (the line is then empty) ends input.
    private var lastKeyWasInterrupt = false

    public init(historyLimit: Int = 1000, completions: CompletionProvider? = nil) {
        self.historyLimit = max(0, historyLimit)
        self.completions = completions
    }

    /// The buffer as a string.
    public var line: String {
        var s = ""
        s.unicodeScalars.append(contentsOf: buffer)
        return s
    }

    public mutating func handle(_ key: Key) -> LineEditorAction {
        let wasTab = lastKeyWasTab, wasInterrupt = lastKeyWasInterrupt
        lastKeyWasTab = false
        lastKeyWasInterrupt = false
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
            guard cursor > 0 else { return .none }
            cursor -= 1
            return .redraw
        case .right:
            guard cursor < buffer.count else { return .none }
            cursor += 1
            return .redraw
        case .home, .ctrlA:
            guard cursor != 0 else { return .none }
            cursor = 0
            return .redraw
        case .end, .ctrlE:
            guard cursor != buffer.count else { return .none }
            cursor = buffer.count
            return .redraw
        case .up:
            return historyUp()
        case .down:
            return historyDown()
        case .ctrlU:
            // Shell (unix-line-discard) semantics: kill from the start of the line to the cursor.
            guard cursor > 0 else { return .none }
            buffer.removeSubrange(0..<cursor)
            cursor = 0
            return .redraw
        case .ctrlW:
            // unix-word-rubout: trailing spaces, then the whitespace-delimited word before them.
            var start = cursor
            while start > 0 && Self.isSpace(buffer[start - 1]) { start -= 1 }
            while start > 0 && !Self.isSpace(buffer[start - 1]) { start -= 1 }
            guard start < cursor else { return .none }
            buffer.removeSubrange(start..<cursor)
            cursor = start
            return .redraw
        case .ctrlL:
            return .clearScreen
        case .ctrlC:
            if buffer.isEmpty && wasInterrupt { return .eof }
            resetLine()
            lastKeyWasInterrupt = true
            return .interrupt
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
    }

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

    /// Completes the word that ends at the cursor. One candidate: insert it plus a space.
    /// Several: extend to their common prefix; the next Tab, if it adds nothing, lists them.
    /// Only an ambiguous Tab arms the listing: after a unique completion the next Tab starts
    /// a new word and should not dump every candidate at once.
    private mutating func complete(listing: Bool) -> LineEditorAction {
        guard let completions else { return .bell }
        var start = cursor
        while start > 0 && !Self.isSpace(buffer[start - 1]) { start -= 1 }
        let prefix = String(String.UnicodeScalarView(buffer[start..<cursor]))
        var seen = Set<String>()
        let candidates = completions(prefix)
            .filter { $0.unicodeScalars.starts(with: prefix.unicodeScalars) && seen.insert($0).inserted }
            .sorted()
        switch candidates.count {
        case 0:
            return .bell
        case 1:
            var insertion = Array(candidates[0].unicodeScalars.dropFirst(prefix.unicodeScalars.count))
            if cursor == buffer.count || !Self.isSpace(buffer[cursor]) { insertion.append(" ") }
            buffer.insert(contentsOf: insertion, at: cursor)
            cursor += insertion.count
            return .redraw
        default:
            lastKeyWasTab = true
            let common = Self.commonPrefix(candidates)
            if common.count > prefix.unicodeScalars.count {
                let insertion = common[prefix.unicodeScalars.count...]
                buffer.insert(contentsOf: insertion, at: cursor)
                cursor += insertion.count
                return .redraw
            }
            return listing ? .listCompletions(candidates) : .bell
        }
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

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }
}
