/// The grammar as text, printed from ``LanguageSyntax``: what `sheetsim help language` shows and
/// the GrammarReference article holds word for word (a test regenerates it and compares).
///
/// Keywords are quoted (`'present'`), `[x]` is optional, `x*` any number of times, `x+` once or
/// more, `(a | b)` one of them. Each command's forms are listed under the heading of their
/// ``LanguageSection``, with their notes in a column on the right; a named part
/// (``SyntaxPattern/named(_:_:note:)``) is defined below the first section that uses it.
/// Aliases the grammar keeps undocumented (``SyntaxPattern/oneOf(_:aliases:what:)``'s) are left
/// out, and so is a form written only with them.
public enum GrammarText {
    /// The widest a line is, notes included.
    static let width = 100
    /// Where notes start.
    static let noteColumn = 53

    /// The whole grammar: the terms, then every section's commands and the parts they name.
    public static var language: String { render(LanguageSyntax.commands) }

    /// The grammar of `commands`: the terms, then each section's forms and the parts they name.
    ///
    /// - Parameters:
    ///   - commands: the language's commands, in the order they are listed in each section.
    static func render(_ commands: [CommandSyntax]) -> String {
        var renderer = Renderer()
        var lines = terms
        for section in LanguageSection.allCases {
            let forms = commands.flatMap { command in command.forms.filter { $0.section == section }.map { (command.name, $0) } }
            guard !forms.isEmpty else { continue }
            lines.append("")
            lines += Renderer.wrap("# " + section.heading, indent: "# ")
            for (name, form) in forms { lines += renderer.form(name, form) }
            let definitions = renderer.definitions()
            if !definitions.isEmpty { lines += [""] + definitions }
        }
        return lines.joined(separator: "\n")
    }

    /// One command's forms and every part they name, as `sheetsim help COMMAND` prints them.
    ///
    /// - Parameters:
    ///   - command: a command of the language.
    public static func render(command: CommandSyntax) -> String {
        var renderer = Renderer()
        var lines: [String] = []
        for form in command.forms { lines += renderer.form(command.name, form) }
        let definitions = renderer.definitions()
        if !definitions.isEmpty { lines += [""] + definitions }
        return lines.joined(separator: "\n")
    }

    /// How numbers, units and strings are written: the lexer's part of the grammar.
    static var terms: [String] {
        var lines = [
            "scenario     := line*",
            "line         := command? comment?            comment := '#' any-text",
            "number       := ['+'|'-'] digits ['.' digits] [('e'|'E') ['+'|'-'] digits] [unit]",
            "unit         := " + Unit.spellings.map { "'\($0)'" }.joined(separator: " | "),
        ]
        for kind in QuantityKind.all {
            let spellings = kind.units.map(\.spelling)
            let listed = spellings.count > 1 ? spellings.dropLast().joined(separator: ", ") + " or " + spellings.last! : spellings.first ?? ""
            let definition = spellings.isEmpty ? "a whole number without a unit"
                : kind.allowsBare ? "a bare number, or a number in \(listed)" : "a number in \(listed)"
            lines.append(Renderer.padded(kind.term, to: 13) + ":= " + definition + ", e.g. " + kind.example)
        }
        lines.append(#"string       := '"' chars '"'   (escapes \" and \\)"#)
        lines.append("name         := a word: letters, digits, '_' and '.'")
        return lines
    }
}

/// Writes forms and named parts as lines, noting each part it names to define it once.
struct Renderer {
    /// Names already defined or waiting to be.
    private var named: Set<String> = []
    /// Parts named since the last ``definitions()``, in the order they were first named.
    private var waiting: [SyntaxRule] = []

    /// `'name' …` with the form's note.
    mutating func form(_ name: String, _ form: CommandForm) -> [String] {
        guard let text = text(form.pattern) else { return [] }  // written only with undocumented words
        return Self.layOut(text.isEmpty ? "'\(name)'" : "'\(name)' " + text, note: form.note, indent: "         ")
    }

    /// The definitions of the parts named since the last call, and of the parts those name.
    mutating func definitions() -> [String] {
        var lines: [String] = []
        while !waiting.isEmpty {
            let rule = waiting.removeFirst()
            lines += definition(rule)
        }
        return lines
    }

    private mutating func definition(_ rule: SyntaxRule) -> [String] {
        let name = rule.name ?? ""
        let head = name + " := "
        let indent = String(repeating: " ", count: name.count + 1)
        if let summary = rule.definition {
            for mention in rule.mentions { _ = text(mention) }
            return Self.layOut(head + summary, note: rule.note, indent: indent + "   ")
        }
        let alternatives: [(text: String, note: String?)]
        switch rule.pattern {
        case .oneOf(let words, _, _): alternatives = words.map { ("'\($0)'", nil) }
        case .anyOf(let choices):
            alternatives = choices.flatMap { choice -> [(text: String, note: String?)] in
                guard let text = text(choice), !text.isEmpty else { return [] }
                if case .rule(let noted) = choice, noted.name == nil {
                    return [(Self.alternatives(of: text).joined(separator: " | "), noted.note)]
                }
                return Self.alternatives(of: text).map { ($0, nil) }
            }
        default: alternatives = [(text(rule.pattern) ?? "", nil)]
        }
        let oneLine = head + alternatives.map(\.text).joined(separator: " | ")
        if alternatives.allSatisfy({ $0.note == nil }) {
            if oneLine.count <= GrammarText.width { return Self.layOut(oneLine, note: rule.note, indent: indent + "   ") }
            // A list of words fills its lines; alternatives with parts of their own take one each.
            if alternatives.allSatisfy({ !$0.text.contains(" ") }) {
                var lines = [head + alternatives[0].text]
                for alternative in alternatives.dropFirst() {
                    if lines[lines.count - 1].count + 3 + alternative.text.count > GrammarText.width {
                        lines.append(indent + "| " + alternative.text)
                    } else {
                        lines[lines.count - 1] += " | " + alternative.text
                    }
                }
                return lines + (rule.note.map { Self.layOut("", note: $0, indent: "") } ?? [])
            }
        }
        var lines: [String] = []
        for (index, alternative) in alternatives.enumerated() {
            let note = index == 0 && alternative.note == nil ? rule.note : alternative.note
            lines += Self.layOut((index == 0 ? head : indent + "| ") + alternative.text, note: note, indent: indent + "   ")
        }
        if alternatives.first?.note != nil, let note = rule.note { lines += Self.layOut("", note: note, indent: "") }
        return lines
    }

    /// The pattern as grammar text: "" for nothing, nil for a part written only with
    /// undocumented words.
    mutating func text(_ pattern: SyntaxPattern) -> String? {
        switch pattern {
        case .keyword(let word): return "'\(word)'"
        case .oneOf(let words, _, _):
            if words.isEmpty { return nil }
            if words.count == 1 { return "'\(words[0])'" }
            let quoted = words.map { "'\($0)'" }
            let compact = quoted.joined(separator: "|")
            // A long list is spaced, so that it can be wrapped.
            return "(" + (compact.count > 40 ? quoted.joined(separator: " | ") : compact) + ")"
        case .symbol(let symbol): return "'\(symbol.rawValue)'"
        case .call(let name, let arguments):
            guard let inside = text(.sequence(arguments)) else { return nil }
            return "'\(name)(' " + (inside.isEmpty ? "" : inside + " ") + "')'"
        case .string: return "string"
        case .number(let syntax): return syntax.term
        case .value(let value), .rest(let value): return term(value)
        case .sequence(let parts):
            var texts: [String] = []
            for part in parts {
                guard let text = text(part) else { return nil }
                if !text.isEmpty { texts.append(text) }
            }
            return texts.joined(separator: " ")
        case .optional(.repeated(let inner, let separator)):
            guard let once = text(inner), !once.isEmpty else { return "" }
            guard let separator, let between = text(separator), !between.isEmpty else { return Self.atom(once) + "*" }
            return "[" + once + " (" + between + " " + once + ")*]"
        case .optional(let inner):
            guard let inner = text(inner), !inner.isEmpty else { return "" }
            return "[" + inner + "]"
        case .anyOf(let choices):
            let texts = choices.compactMap { text($0) }.filter { !$0.isEmpty }.flatMap(Self.alternatives(of:))
            if texts.isEmpty { return nil }
            return texts.count == 1 ? texts[0] : "(" + texts.joined(separator: " | ") + ")"
        case .repeated(let inner, let separator):
            guard let once = text(inner) else { return nil }
            guard let separator, let between = text(separator), !between.isEmpty else { return Self.atom(once) + "+" }
            return once + " (" + between + " " + once + ")*"
        case .rule(let rule):
            guard let name = rule.name else { return text(rule.pattern) }
            if named.insert(name).inserted { waiting.append(rule) }
            return name
        }
    }

    /// The grammar's word for a value that depends on the session, defined where it is first used.
    private mutating func term(_ value: SyntaxValue) -> String {
        let (name, definition): (String, String) = switch value {
        case .deviceName: ("device-name", "string   (any model 'sheetsim help devices' lists: its name, an alias or its identifier)")
        case .controllerName: ("controller", "string   (a view controller's name; one not declared is a plain view controller)")
        case .customDetentIdentifier, .swiftUIName: ("string", "")
        case .markName: ("mark-name", "name   (of a 'mark' line)")
        case .newName: ("name", "")
        case .callback: ("callback", "receiver '.' callback-name ['(' argument-text ')']   (receiver: controller, "
                            + "controller.presentationController, controller.delegate, scene.delegate, application.delegate or simulator)")
        case .filePath: ("path", "string   (a file's path)")
        case .helpTopic: ("topic", "a command, 'language' or 'devices'")
        case .terminalSize: ("size", "COLUMNSxROWS")
        }
        if !definition.isEmpty, named.insert(name).inserted {
            waiting.append(SyntaxRule(name: name, definition: definition, pattern: .empty))
        }
        return name
    }

    /// The alternatives of `text` when it is a parenthesized choice (`('a'|'b')`, `(x | y z)`),
    /// so that a choice among choices is written as one; else `text` itself.
    static func alternatives(of text: String) -> [String] {
        guard text.first == "(", atom(text) == text else { return [text] }
        var parts: [String] = [], current = "", depth = 0, quoted = false
        for character in text.dropFirst().dropLast() {
            if character == "'" { quoted.toggle() }
            if !quoted, character == "(" || character == "[" { depth += 1 }
            if !quoted, character == ")" || character == "]" { depth -= 1 }
            if !quoted, depth == 0, character == "|" {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.count > 1 ? parts.map { $0.trimmedSpaces } : [text]
    }

    /// `text` as one part: itself when it is one word or already bracketed, else in parentheses.
    static func atom(_ text: String) -> String {
        var depth = 0, quoted = false
        for (index, character) in text.enumerated() {
            if character == "'" {
                quoted.toggle()
            } else if quoted {
                continue
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
                if depth == 0, index < text.count - 1 { return "(" + text + ")" }
            } else if character == " ", depth == 0 {
                return "(" + text + ")"
            }
        }
        return text
    }

    /// `text` wrapped to the grammar's width (continuation lines start with `indent`), with
    /// `note` in the column on the right: beside a text of one line that ends before the column,
    /// else below it.
    static func layOut(_ text: String, note: String?, indent: String) -> [String] {
        var lines = text.isEmpty ? [] : wrap(text, indent: indent)
        guard let note else { return lines }
        let noteLines = wrap(note, indent: "", width: GrammarText.width - GrammarText.noteColumn)
        let column = String(repeating: " ", count: GrammarText.noteColumn)
        if lines.count == 1, lines[0].count <= GrammarText.noteColumn - 2 {
            lines[0] = padded(lines[0], to: GrammarText.noteColumn) + noteLines[0]
            return lines + noteLines.dropFirst().map { column + $0 }
        }
        return lines + noteLines.map { column + $0 }
    }

    /// `text` followed by spaces up to `length` characters.
    static func padded(_ text: String, to length: Int) -> String {
        text + String(repeating: " ", count: max(0, length - text.count))
    }

    /// `text` broken at spaces (no word of the grammar holds one) into lines of at most `width`
    /// characters (a word longer than that stands alone), each after the first starting with
    /// `indent`. Spaces that start `text` are kept.
    static func wrap(_ text: String, indent: String, width: Int = GrammarText.width) -> [String] {
        let lead = String(text.prefix { $0 == " " })
        let words = text.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var line = lead
        var lineHasWord = false
        for word in words {
            if !lineHasWord {
                line += word
                lineHasWord = !word.isEmpty
            } else if line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines
    }
}

extension String {
    /// The string without the spaces at its ends.
    var trimmedSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
