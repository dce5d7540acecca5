/// What a command accepts after its name, as data: the grammar that Tab completion walks.
///
/// Each command of the language is one ``CommandSyntax`` entry in ``LanguageSyntax``; a tool
/// with commands of its own (the REPL's `show`, `save FILE`, …) adds entries of the same type.
/// The parser stays the authority on what a line means; this description says what may come
/// next at each point of a line, so completion offers only words the parser would accept there.
/// Tests keep the two in step: every catalog line matches its entry, and every sentence an entry
/// generates parses.
public indirect enum SyntaxPattern: Sendable {
    /// One word, written as is: `by`, `until`, `settled`.
    case keyword(String)
    /// One of a list of words (or number spellings such as `15`); `aliases` are accepted but
    /// never offered (`yes`/`no` for `true`/`false`, the undocumented `instantly`).
    case oneOf([String], aliases: [String] = [], what: String)
    /// Punctuation: `=`, `(`, `,`, `:`, `±`.
    case symbol(Symbol)
    /// `NAME(` arguments `)`: the word and its parenthesis are offered together (`custom(`).
    case call(String, [SyntaxPattern])
    /// A double-quoted string with no fixed set of values (a scenario title).
    case string(what: String)
    /// A number in one of a kind's units (`300ms`, `1200pt/s`, `50%`).
    case number(NumberSyntax)
    /// A value whose choices come from the session or the system (detent identifiers declared
    /// so far, controller names, marks, devices, callbacks, files).
    case value(SyntaxValue)
    case sequence([SyntaxPattern])
    case optional(SyntaxPattern)
    /// Any one of the alternatives.
    case anyOf([SyntaxPattern])
    /// One or more, with an optional separator between them.
    case repeated(SyntaxPattern, separator: SyntaxPattern? = nil)
    /// The rest of the line as raw text (a file path after the REPL's `save`), not lexed.
    case rest(SyntaxValue)

    /// Nothing: a command that takes no arguments.
    public static let empty = SyntaxPattern.sequence([])

    /// Zero or more.
    public static func zeroOrMore(_ pattern: SyntaxPattern, separator: SyntaxPattern? = nil) -> SyntaxPattern {
        .optional(.repeated(pattern, separator: separator))
    }
}

/// Values that depend on where the line is typed rather than on the grammar alone.
public enum SyntaxValue: Sendable, Equatable {
    /// A built-in device name, quoted: `"iPhone 14 Pro"`.
    case deviceName
    /// A view controller's name, quoted: `"sheet"`, or a new one.
    case controllerName
    /// A custom detent identifier declared for the current sheet, quoted: `"peek"`.
    case customDetentIdentifier
    /// A `mark` name set earlier.
    case markName
    /// A new name (`mark NAME`): any word.
    case newName
    /// `RECEIVER.CALLBACK`, followed by an optional `(arguments)`.
    case callback
    /// A file path with one of these extensions (or a folder to descend into).
    case filePath(extensions: [String])
    /// A help topic: a command's name or `language`.
    case helpTopic
    /// A terminal size written `COLUMNSxROWS` (the REPL's `show 100x30`): a hint only, since the
    /// language's lexer does not read it.
    case terminalSize
}

/// A number slot: the units it accepts and whether a bare number is allowed.
public struct NumberSyntax: Sendable, Equatable {
    public var units: [Unit]
    public var allowsBare: Bool
    /// `a duration, e.g. 300ms`: what the slot wants, shown when nothing is typed yet.
    public var what: String

    init(_ kind: QuantityKind) {
        units = kind.units
        allowsBare = kind.allowsBare
        what = kind.name + ", e.g. " + kind.example
    }

    public static let duration = NumberSyntax(.duration)
    public static let length = NumberSyntax(.length)
    public static let speed = NumberSyntax(.speed)
    public static let ratio = NumberSyntax(.ratio)
    public static let frequency = NumberSyntax(.frequency)
    public static let count = NumberSyntax(.count)
    /// A length or a ratio: a custom detent's value (`120pt`, `40%`, `0.4`).
    public static let lengthOrRatio: NumberSyntax = {
        var syntax = NumberSyntax(.length)
        syntax.units = [.points, .percent]
        syntax.allowsBare = true
        syntax.what = "a height or a fraction, e.g. 120pt or 40%"
        return syntax
    }()

    /// Whether `literal` is written in a unit this slot accepts.
    public func accepts(_ literal: NumberLiteral) -> Bool {
        guard let unit = literal.unit else { return allowsBare }
        return units.contains(unit)
    }
}

/// One command: its first word and what may follow it.
public struct CommandSyntax: Sendable {
    public var name: String
    public var arguments: SyntaxPattern

    public init(_ name: String, _ arguments: SyntaxPattern = .empty) {
        self.name = name
        self.arguments = arguments
    }
}
