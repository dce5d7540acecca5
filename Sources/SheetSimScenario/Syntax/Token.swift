/// One lexical unit of a scenario line, with the exact text and span it came from.
///
/// The lexer does no grammar: it does not know `drag` from `expect`. Keeping the source
/// ``text`` lets the parser quote the user's own spelling in messages (`'1e3ms'`, not `1000.0`).
public struct Token: Hashable, Sendable, CustomStringConvertible {
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

    public var kind: Kind
    /// The exact source text, quotes and escapes included.
    public var text: String
    public var range: SourceRange

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

    public var description: String { text }
}

/// Punctuation and operators. The raw value is the canonical spelling; `+-` is accepted as an
/// ASCII spelling of `±` and lexes to the same symbol.
public enum Symbol: String, Hashable, Sendable, CaseIterable {
    case equal = "="
    case equalEqual = "=="
    case notEqual = "!="
    case lessEqual = "<="
    case greaterEqual = ">="
    case less = "<"
    case greater = ">"
    case leftParen = "("
    case rightParen = ")"
    case comma = ","
    case colon = ":"
    case plusMinus = "±"
    case arrow = "->"
    case dotDot = ".."
}

/// A `#` comment: the text after the `#` up to the end of the line. Kept so a formatter or the
/// REPL can reproduce the line; the parser ignores it.
public struct Comment: Hashable, Sendable {
    public var text: String
    /// The span of the comment, `#` included.
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// The tokens of one line, and its comment if it has one. A line with no tokens is blank (it may
/// still have a comment).
public struct LexedLine: Hashable, Sendable {
    public var line: Int
    public var tokens: [Token]
    public var comment: Comment?

    public init(line: Int, tokens: [Token], comment: Comment? = nil) {
        self.line = line
        self.tokens = tokens
        self.comment = comment
    }

    public var isBlank: Bool { tokens.isEmpty }
}
