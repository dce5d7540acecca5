import SheetSim

/// What a command accepts after its name, as data: the language's one description, which Tab
/// completion walks, the parser reads its word lists from (``WordChoice``) and the grammar's text
/// is printed from (``GrammarText``: `sheetsim help language` and the GrammarReference article).
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
    /// A part of the grammar with a name (`detent-ref`, `bool`) or a note: matched as its
    /// pattern; the grammar's text writes the name and defines it once.
    case rule(SyntaxRule)

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

    /// One of the words of `choice`: the position the parser reads with the same value.
    ///
    /// - Parameters:
    ///   - choice: the words, their aliases and what the position is called.
    public static func words(_ choice: WordChoice) -> SyntaxPattern {
        .oneOf(choice.words, aliases: choice.aliases, what: choice.what)
    }

    /// `pattern` under a name the grammar's text writes in its place and defines once.
    ///
    /// - Parameters:
    ///   - name: the rule's name, such as `detent-ref`.
    ///   - pattern: what it matches.
    ///   - note: what the definition's line says about it, if anything.
    public static func named(_ name: String, _ pattern: SyntaxPattern, note: String? = nil) -> SyntaxPattern {
        .rule(SyntaxRule(name: name, note: note, pattern: pattern))
    }

    /// `pattern` under a name the grammar's text defines in words rather than spelled out: a
    /// catalog's worth of alternatives (every metric) that completion offers one by one.
    ///
    /// - Parameters:
    ///   - name: the rule's name, such as `metric-setting`.
    ///   - definition: what its definition says instead of the alternatives.
    ///   - mentions: named parts the definition names, defined after it.
    ///   - pattern: what it matches.
    public static func summarized(_ name: String, as definition: String, mentions: [SyntaxPattern] = [],
                                  _ pattern: SyntaxPattern) -> SyntaxPattern {
        .rule(SyntaxRule(name: name, definition: definition, mentions: mentions, pattern: pattern))
    }

    /// `pattern` with a note the grammar's text prints beside it where it is an alternative on a
    /// line of its own (a property of a `set` line).
    ///
    /// - Parameters:
    ///   - note: what to say about it; nil for nothing.
    ///   - pattern: what it matches.
    public static func noted(_ note: String?, _ pattern: SyntaxPattern) -> SyntaxPattern {
        guard let note else { return pattern }
        return .rule(SyntaxRule(name: nil, note: note, pattern: pattern))
    }
}

/// A part of the grammar with a name or a note (``SyntaxPattern/rule(_:)``): matching and
/// completion see only its pattern.
public struct SyntaxRule: Sendable {
    /// The name the grammar's text writes in its place (`detent-ref`), or nil for a part that is
    /// written out where it stands.
    public var name: String?
    /// What the grammar's text says beside it.
    public var note: String?
    /// What the definition says in place of the pattern, for one too long to spell out.
    public var definition: String?
    /// Named parts ``definition`` names, defined after it.
    public var mentions: [SyntaxPattern]
    /// What it matches.
    public var pattern: SyntaxPattern

    /// A named or noted part of the grammar.
    ///
    /// - Parameters:
    ///   - name: the name the grammar's text writes in its place, or nil.
    ///   - note: what the grammar's text says beside it.
    ///   - definition: what its definition says in place of the pattern.
    ///   - mentions: named parts the definition names, defined after it.
    ///   - pattern: what it matches.
    public init(name: String?, note: String? = nil, definition: String? = nil, mentions: [SyntaxPattern] = [],
                pattern: SyntaxPattern) {
        self.name = name
        self.note = note
        self.definition = definition
        self.mentions = mentions
        self.pattern = pattern
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
    /// A SwiftUI name declared so far, quoted: a view or a binding of the kinds the slot takes.
    case swiftUIName(SwiftUINameSlot)
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
    /// The grammar's word for the slot (`duration`, `length`), defined at the top of its text.
    public var term: String

    init(_ kind: QuantityKind) {
        units = kind.units
        allowsBare = kind.allowsBare
        what = kind.name + ", e.g. " + kind.example
        term = kind.term
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
        syntax.term = "(length | ratio)"
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

/// One command: its first word and what may follow it, in one or more forms.
public struct CommandSyntax: Sendable {
    /// The command's first word: `present`, `drag`.
    public var name: String
    /// What may follow the first word: any of ``forms``.
    public var arguments: SyntaxPattern
    /// The command's forms, each a line of the grammar's text with its note (`drag sidebar …`
    /// and `drag TARGET …`).
    public var forms: [CommandForm]

    /// A command of the language or of a tool around it, in one form.
    ///
    /// - Parameters:
    ///   - name: the command's first word.
    ///   - arguments: what may follow it; by default nothing.
    public init(_ name: String, _ arguments: SyntaxPattern = .empty) {
        self.name = name
        self.arguments = arguments
        forms = [CommandForm(arguments)]
    }

    /// A command of the scenario language, its forms in the order the grammar's text lists them.
    ///
    /// - Parameters:
    ///   - keyword: the command.
    ///   - section: the part of the grammar's text its forms are listed in, unless a form says
    ///     otherwise.
    ///   - forms: what may follow the keyword; none is a command that takes nothing.
    init(_ keyword: CommandKeyword, _ section: LanguageSection, _ forms: [CommandForm]) {
        name = keyword.rawValue
        self.forms = forms.isEmpty ? [CommandForm(.empty)] : forms.map { form in
            var form = form
            if form.section == nil { form.section = section }
            return form
        }
        arguments = self.forms.count == 1 ? self.forms[0].pattern : .anyOf(self.forms.map(\.pattern))
    }

    /// A command of the scenario language in one form.
    ///
    /// - Parameters:
    ///   - keyword: the command.
    ///   - section: the part of the grammar's text it is listed in.
    ///   - arguments: what may follow the keyword.
    ///   - note: what the grammar's text says beside it.
    init(_ keyword: CommandKeyword, _ section: LanguageSection, _ arguments: SyntaxPattern = .empty, note: String? = nil) {
        self.init(keyword, section, [CommandForm(arguments, note: note)])
    }
}

/// One form of a command: what follows its keyword, and what the grammar's text says about it.
public struct CommandForm: Sendable {
    /// What follows the command's keyword in this form.
    public var pattern: SyntaxPattern
    /// What the grammar's text prints beside the form.
    public var note: String?
    /// The part of the grammar's text the form is listed in; nil for a tool's command.
    public var section: LanguageSection?

    /// A form of a command.
    ///
    /// - Parameters:
    ///   - pattern: what follows the command's keyword.
    ///   - note: what the grammar's text prints beside it.
    ///   - section: the part of the grammar's text it is listed in, if not its command's.
    public init(_ pattern: SyntaxPattern, note: String? = nil, section: LanguageSection? = nil) {
        self.pattern = pattern
        self.note = note
        self.section = section
    }
}

/// Which SwiftUI names a slot takes, so completion offers the ones declared so far of that kind.
public enum SwiftUINameSlot: Sendable, Equatable {
    /// Any SwiftUI view, declared or named as content (`dismiss from "VIEW"`).
    case view
    /// A view with a `presentationDetents` modifier (`set presentationDetents of "VIEW"`).
    case detentView
    /// A binding of one of these kinds (`set binding`: Bool, selection and split view bindings).
    case binding([SwiftUIBindingKind])
}
