/// One lexical unit of a scenario line, with the exact text and span it came from.
///
/// The lexer does no grammar: it does not know `drag` from `expect`. Keeping the source
/// ``text`` lets the parser quote the user's own spelling in messages (`'1e3ms'`, not `1000.0`).
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What a token is, with its value.
    public enum Kind: Hashable, Sendable {
        /// A name such as `present`, `largestUndimmedDetentIdentifier` or the dotted
        /// `sheet.viewDidAppear`: `[A-Za-z_][A-Za-z0-9_]*` parts joined by single dots.
        /// `nan` and `inf` are words too; the parser rejects them where a number is wanted.
        case word(String)
        /// A double-quoted string; the payload has its escapes (`\"`, `\\`) already resolved.
        case string(String)
        /// A number with its optional unit, e.g. `-200pt`, `1e3`, `50%`.
        case number(NumberLiteral)
        /// Punctuation and operators.
        case symbol(Symbol)
    }

    /// What the token is, with its value.
    public var kind: Kind
    /// The exact source text, quotes and escapes included.
    public var text: String
    /// Where the token is: from its first byte to one past its last, on one line.
    public var range: SourceRange

    /// A token as the lexer makes it.
    ///
    /// - Parameters:
    ///   - kind: what the token is, with its value.
    ///   - text: the exact source text.
    ///   - range: where the text is.
    public init(_ kind: Kind, text: String, range: SourceRange) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// Where the token starts.
    public var location: SourceLocation { range.start }

    /// The word's name, when the token is a word.
    public var word: String? { if case .word(let name) = kind { name } else { nil } }
    /// The number, when the token is one.
    public var number: NumberLiteral? { if case .number(let literal) = kind { literal } else { nil } }
    /// The decoded string, when the token is a string literal.
    public var stringValue: String? { if case .string(let value) = kind { value } else { nil } }
    /// The symbol, when the token is punctuation.
    public var symbol: Symbol? { if case .symbol(let symbol) = kind { symbol } else { nil } }

    /// The source text, as written.
    public var description: String { text }
}

/// Punctuation and operators. The raw value is the canonical spelling; `+-` is accepted as an
/// ASCII spelling of `±` and lexes to the same symbol.
public enum Symbol: String, Hashable, Sendable, CaseIterable {
    /// `=`: between a name and its value in `set`, `metric` and `option` lines.
    case equal = "="
    /// `==`: a comparison in an expectation.
    case equalEqual = "=="
    /// `!=`: a comparison in an expectation.
    case notEqual = "!="
    /// `<=`: a comparison in an expectation.
    case lessEqual = "<="
    /// `>=`: a comparison in an expectation.
    case greaterEqual = ">="
    /// `<`: a comparison in an expectation.
    case less = "<"
    /// `>`: a comparison in an expectation.
    case greater = ">"
    /// `(`: opens a detent's arguments (`custom("peek", 120pt)`) or a callback's.
    case leftParen = "("
    /// `)`: closes what ``leftParen`` opened.
    case rightParen = ")"
    /// `,`: between the items of a list: detents, tabs, swipe actions, drag samples.
    case comma = ","
    /// `:`: after an argument's label (`custom(id: "peek", …)`, `enabled(upThrough: medium)`).
    case colon = ":"
    /// `±` (or `+-`): the tolerance of a state expectation.
    case plusMinus = "±"
    /// `->`: lexed as one symbol, but no command takes it.
    case arrow = "->"
    /// `..`: lexed as one symbol, but no command takes it.
    case dotDot = ".."
}

/// A `#` comment: the text after the `#` up to the end of the line. Kept so a formatter or the
/// REPL can reproduce the line; the parser ignores it.
public struct Comment: Hashable, Sendable {
    /// The text after the `#`, spaces included.
    public var text: String
    /// The span of the comment, `#` included.
    public var range: SourceRange

    /// A comment as the lexer finds it.
    ///
    /// - Parameters:
    ///   - text: the text after the `#`.
    ///   - range: the span of the comment, `#` included.
    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// The tokens of one line, and its comment if it has one. A line with no tokens is blank (it may
/// still have a comment).
public struct LexedLine: Hashable, Sendable {
    /// The 1-based line number.
    public var line: Int
    /// The line's tokens, in order.
    public var tokens: [Token]
    /// The line's `#` comment, if it has one.
    public var comment: Comment?

    /// A lexed line.
    ///
    /// - Parameters:
    ///   - line: the 1-based line number.
    ///   - tokens: the line's tokens, in order.
    ///   - comment: the line's comment, if it has one.
    public init(line: Int, tokens: [Token], comment: Comment? = nil) {
        self.line = line
        self.tokens = tokens
        self.comment = comment
    }

    /// Whether the line has no tokens: it is empty, white space or a comment.
    public var isBlank: Bool { tokens.isEmpty }
}
