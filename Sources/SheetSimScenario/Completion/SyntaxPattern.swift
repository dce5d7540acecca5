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
    /// Each pattern in turn.
    case sequence([SyntaxPattern])
    /// The pattern or nothing.
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
    ///
    /// - Parameters:
    ///   - pattern: what may repeat.
    ///   - separator: what comes between two repetitions, if anything.
    public static func zeroOrMore(_ pattern: SyntaxPattern, separator: SyntaxPattern? = nil) -> SyntaxPattern {
        .optional(.repeated(pattern, separator: separator))
    }
}

/// Values that depend on where the line is typed rather than on the grammar alone.
public enum SyntaxValue: Sendable, Equatable {
    /// A device's name, quoted: `"iPhone 14 Pro"`, any of `Device.all`.
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
    /// The units the slot accepts; a number typed there is offered with each of them.
    public var units: [Unit]
    /// Whether a number without a unit is accepted (ratios and counts).
    public var allowsBare: Bool
    /// `a duration, e.g. 300ms`: what the slot wants, shown when nothing is typed yet.
    public var what: String

    init(_ kind: QuantityKind) {
        units = kind.units
        allowsBare = kind.allowsBare
        what = kind.name + ", e.g. " + kind.example
    }

    /// A duration: `300ms`, `1.5s`, `500us`.
    public static let duration = NumberSyntax(.duration)
    /// A length or a position in points: `200pt`.
    public static let length = NumberSyntax(.length)
    /// A speed in points per second: `1500pt/s`.
    public static let speed = NumberSyntax(.speed)
    /// A ratio, bare or a percentage: `0.5`, `50%`.
    public static let ratio = NumberSyntax(.ratio)
    /// A frequency in hertz: `120Hz`.
    public static let frequency = NumberSyntax(.frequency)
    /// A whole number without a unit: `2`.
    public static let count = NumberSyntax(.count)
    /// A multiplier, bare or with `x`: `3x`, a device's scale.
    public static let multiplier = NumberSyntax(.multiplier)
    /// A length or a ratio: a custom detent's value (`120pt`, `40%`, `0.4`).
    public static let lengthOrRatio: NumberSyntax = {
        var syntax = NumberSyntax(.length)
        syntax.units = [.points, .percent]
        syntax.allowsBare = true
        syntax.what = "a height or a fraction, e.g. 120pt or 40%"
        return syntax
    }()

    /// Whether `literal` is written in a unit this slot accepts.
    ///
    /// - Parameters:
    ///   - literal: a number as written.
    public func accepts(_ literal: NumberLiteral) -> Bool {
        guard let unit = literal.unit else { return allowsBare }
        return units.contains(unit)
    }
}

/// One command: its first word and what may follow it.
public struct CommandSyntax: Sendable {
    /// The command's first word: `present`, `drag`.
    public var name: String
    /// What may follow the first word.
    public var arguments: SyntaxPattern

    /// A command of the language or of a tool around it.
    ///
    /// - Parameters:
    ///   - name: the command's first word.
    ///   - arguments: what may follow it; by default nothing.
    public init(_ name: String, _ arguments: SyntaxPattern = .empty) {
        self.name = name
        self.arguments = arguments
    }
}
