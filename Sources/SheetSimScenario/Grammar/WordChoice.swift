/// The words one position of the language takes: what the parser looks the next word up in, what
/// completion offers there (``SyntaxPattern/words(_:)``) and what the grammar's text lists.
///
/// A position's words are written once, here or in the type they name (orientations, styles,
/// properties: the enum's cases), or worked out from the grammar itself
/// (``init(firstWordsOf:what:)``: the words a part of a command can start with), so the parser
/// never repeats a list the grammar holds.
public struct WordChoice: Sendable {
    /// The words, in the order completion offers them and the grammar's text lists them.
    public let words: [String]
    /// Words also accepted but never offered or documented: `yes` and `no` for `true` and `false`.
    public let aliases: [String]
    /// What the parser's messages call the position: `unknown appearance 'x'`.
    public let what: String
    /// ``words`` then ``aliases``: every word the position accepts, in the order a hint lists
    /// them (kept, so a look-up builds no list).
    public let accepted: [String]

    /// A position that takes `words`.
    ///
    /// - Parameters:
    ///   - words: the words offered and documented, in order.
    ///   - aliases: words also accepted, never offered.
    ///   - what: what the parser's messages call the position.
    public init(_ words: [String], aliases: [String] = [], what: String) {
        self.words = words
        self.aliases = aliases
        self.what = what
        accepted = words + aliases
    }

    /// The words `pattern` can start with, in the grammar's order, each once: the position where
    /// the parser reads one word to choose how the rest of the line goes on (`drag grabber by`,
    /// `to` or `samples`).
    ///
    /// - Parameters:
    ///   - pattern: a part of the grammar.
    ///   - what: what the parser's messages call the position.
    public init(firstWordsOf pattern: SyntaxPattern, what: String) {
        var words: [String] = [], aliases: [String] = []
        _ = Self.collectFirstWords(of: pattern, words: &words, aliases: &aliases)
        var seen: Set<String> = []
        let uniqueWords = words.filter { seen.insert($0).inserted }
        self.init(uniqueWords, aliases: aliases.filter { seen.insert($0).inserted }, what: what)
    }

    /// Adds the words `pattern` can start with; returns whether it can match nothing, so that
    /// what follows it in a sequence can start the sequence too.
    private static func collectFirstWords(of pattern: SyntaxPattern, words: inout [String], aliases: inout [String]) -> Bool {
        switch pattern {
        case .keyword(let word), .call(let word, _):
            words.append(word)
            return false
        case .oneOf(let choices, let others, _):
            words += choices
            aliases += others
            return false
        case .symbol, .string, .number, .value, .rest:
            return false
        case .sequence(let parts):
            for part in parts where !collectFirstWords(of: part, words: &words, aliases: &aliases) { return false }
            return true
        case .optional(let inner):
            _ = collectFirstWords(of: inner, words: &words, aliases: &aliases)
            return true
        case .anyOf(let alternatives):
            var canBeEmpty = false
            for alternative in alternatives where collectFirstWords(of: alternative, words: &words, aliases: &aliases) {
                canBeEmpty = true
            }
            return canBeEmpty
        case .repeated(let inner, _):
            return collectFirstWords(of: inner, words: &words, aliases: &aliases)
        case .rule(let rule):
            return collectFirstWords(of: rule.pattern, words: &words, aliases: &aliases)
        }
    }

    /// A position whose messages name it with its words: `column (primary, supplementary,
    /// secondary or compact)`.
    ///
    /// - Parameters:
    ///   - words: the words, in order.
    ///   - noun: what the position is called.
    init(_ words: [String], listing noun: String) {
        let listed = words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words.last! : words.first ?? ""
        self.init(words, what: noun + " (" + listed + ")")
    }
}
