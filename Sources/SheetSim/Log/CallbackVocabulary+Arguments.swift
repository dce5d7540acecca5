/// Why a pattern's argument text can never be what the log prints, and the text that could be.
public struct ArgumentsProblem: Hashable, Sendable {
    /// A clause for an error message: `viewDidAppear has no argument labelled "animatd"`.
    public var reason: String
    /// The argument text corrected, when there is one clear correction: `animated: true`.
    public var suggestion: String?
}

extension CallbackVocabulary {
    /// Why `text`, written between a callback's parentheses in a pattern or an expectation, can
    /// never be the arguments the log prints for `name`, or nil when it can.
    ///
    /// A pattern's arguments match the log's text exactly, so they are checked against the
    /// callback's ``CallbackName/parameters``: their number, each label (a positional one has
    /// none), each value's form (`true` or `false`; a number of points as the log prints it; one
    /// of an enumeration's cases; a quoted string), and the spacing the log uses (`, ` between
    /// arguments, `: ` after a label). `controllers`, when given, are the names a controller
    /// argument may take; nil allows any name.
    public static func whyNever(arguments text: String, of name: CallbackName, controllers: [String]? = nil) -> ArgumentsProblem? {
        if name == .binding { return whyNever(bindingArguments: text) }
        let parameters = name.parameters
        guard !parameters.isEmpty else {
            return ArgumentsProblem(reason: "\(name) has no arguments: the log prints it without parentheses")
        }
        guard let parts = ArgumentText.split(text) else {
            return ArgumentsProblem(reason: "a string literal in its arguments is not closed")
        }
        guard parts.count == parameters.count else {
            let written = parts.isEmpty ? "none is written" : "not \(parts.count)"
            let count = parameters.count == 1 ? "1 argument" : "\(parameters.count) arguments"
            return ArgumentsProblem(reason: "\(name) has \(count), \(written)")
        }
        var firstReason: String?
        var corrected: [String]? = []
        for (part, parameter) in zip(parts, parameters) {
            let (label, value) = ArgumentText.label(of: part)
            var reason: String?
            var fixedValue: String? = value
            if let problem = valueProblem(value, parameter, controllers: controllers) {
                reason = problem.reason
                fixedValue = problem.fix
            }
            if parameter.isPositional, label != nil {
                reason = reason ?? "\(parameter.label) prints without its label"
            } else if !parameter.isPositional {
                if label == nil {
                    reason = reason ?? "the argument \(LogText.quoted(part)) needs its label, \(parameter.label)"
                } else if let label, label != parameter.label {
                    let others = parameters.filter { !$0.isPositional }.map(\.label)
                    let closest = Suggestions.closest(to: label, among: others)
                    reason = reason ?? "\(name) has no argument labelled \(LogText.quoted(label))"
                    if closest != parameter.label { fixedValue = nil }
                }
            }
            if firstReason == nil { firstReason = reason }
            if let fixedValue {
                corrected?.append(parameter.isPositional ? fixedValue : parameter.label + ": " + fixedValue)
            } else {
                corrected = nil
            }
        }
        let suggestion = corrected?.joined(separator: ", ")
        if let firstReason { return ArgumentsProblem(reason: firstReason, suggestion: suggestion) }
        if let suggestion, suggestion != text {
            return ArgumentsProblem(reason: "its arguments are spaced otherwise than the log prints them", suggestion: suggestion)
        }
        return nil
    }

    /// Why `text` can never be a binding write's arguments: one argument, labelled with the
    /// binding's name, whose value is `true`, `false`, `nil`, a quoted item or a detent identifier.
    private static func whyNever(bindingArguments text: String) -> ArgumentsProblem? {
        guard let parts = ArgumentText.split(text) else {
            return ArgumentsProblem(reason: "a string literal in its arguments is not closed")
        }
        guard parts.count == 1 else {
            return ArgumentsProblem(reason: "binding has 1 argument, the binding's name and the value written (binding(showDetail: false))")
        }
        let (label, value) = ArgumentText.label(of: parts[0])
        guard let label else {
            return ArgumentsProblem(reason: "binding's argument is labelled with the binding's name, e.g. binding(showDetail: false)")
        }
        if value.first == "\"", ArgumentText.unquoted(value) == nil {
            return ArgumentsProblem(reason: "an item prints as a quoted string literal")
        }
        guard !value.isEmpty, value.first == "\"" || !value.contains(" ") else {
            return ArgumentsProblem(reason: "\(LogText.quoted(value)) is not a value a binding prints: true, false, nil, a quoted item or a detent")
        }
        let printed = label + ": " + value
        return printed == text ? nil : ArgumentsProblem(reason: "its arguments are spaced otherwise than the log prints them", suggestion: printed)
    }

    /// Why `value` is not one the parameter prints, with the value meant when it is clear.
    private static func valueProblem(_ value: String, _ parameter: CallbackParameter,
                                     controllers: [String]?) -> (reason: String, fix: String?)? {
        let quoted = LogText.quoted(value)
        let label = parameter.label
        switch parameter.kind {
        case .bool:
            guard value != "true", value != "false" else { return nil }
            return ("\(quoted) is not a value of \(label), which is true or false",
                    Suggestions.closest(to: value, among: ["true", "false"]))
        case .integer:
            guard let number = Int(value) else { return ("\(quoted) is not a whole number, as \(label) is", nil) }
            return String(number) == value ? nil : ("the log prints \(label) \(quoted) as \(number)", String(number))
        case .points:
            guard let number = Double(value), number.isFinite else {
                return ("\(quoted) is not a number of points, as \(label) is", nil)
            }
            let printed = NumberFormat.points(number)
            return printed == value ? nil : ("the log prints \(label) \(quoted) as \(printed)", printed)
        case .size:
            let sides = value.split(separator: "x", omittingEmptySubsequences: false)
                .map { $0.drop { $0 == " " } }.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
                  width.isFinite, height.isFinite else {
                return ("\(quoted) is not a size, as \(label) is: write WIDTH x HEIGHT in points", nil)
            }
            let printed = NumberFormat.points(width) + " x " + NumberFormat.points(height)
            return printed == value ? nil : ("the log prints \(label) \(quoted) as \(printed)", printed)
        case .sizeClasses:
            let all = ["wC hC", "wC hR", "wR hC", "wR hR"]
            guard !all.contains(value) else { return nil }
            return ("\(quoted) is not a pair of size classes, as \(label) is (wC hR: width compact, height regular)",
                    Suggestions.closest(to: value, among: all))
        case .controller, .controllerOrNil:
            if parameter.kind == .controllerOrNil, value == "nil" { return nil }
            if value.first == "\"" {
                let bare = String(value.dropFirst().dropLast())
                return ("a controller's name prints without quotes", valueProblem(bare, parameter, controllers: controllers)?.fix ?? bare)
            }
            guard !value.isEmpty, !value.contains(where: { $0 == " " || $0 == "," }) else {
                return ("\(quoted) is not a controller's name, as \(label) is", nil)
            }
            guard let controllers, !controllers.contains(value) else { return nil }
            return ("no controller is named \(quoted)", Suggestions.closest(to: value, among: controllers))
        case .detentIdentifierOrNil:
            if value == DetentIdentifier.medium.rawValue { return ("the log prints \(quoted) as medium", "medium") }
            if value == DetentIdentifier.large.rawValue { return ("the log prints \(quoted) as large", "large") }
            if value.first == "." { return ("a detent identifier prints without a dot", String(value.dropFirst())) }
            if value.first == "\"" { return ("a detent identifier prints without quotes", String(value.dropFirst().dropLast())) }
            return value.isEmpty ? ("\(label) is empty", nil) : nil
        case .choice(let words):
            guard !words.contains(value) else { return nil }
            if value.first == ".", words.contains(String(value.dropFirst())) {
                return ("\(label) prints without a dot", String(value.dropFirst()))
            }
            return ("\(quoted) is not a value of \(label), which is one of \(words.joined(separator: ", "))",
                    Suggestions.closest(to: value, among: words))
        case .text:
            guard let unquoted = ArgumentText.unquoted(value) else {
                return ("\(label) prints as a quoted string literal", value.first == "\"" ? nil : quoted)
            }
            let printed = LogText.quoted(unquoted)
            return printed == value ? nil : ("the log prints \(label) \(value) as \(printed)", printed)
        }
    }
}

/// Reading a pattern's argument text as the log writes it.
enum ArgumentText {
    /// The arguments between the top-level commas (not those inside a string literal), each
    /// without the spaces around it; nil when a string literal is not closed. Empty text has none.
    static func split(_ text: String) -> [String]? {
        guard !text.allSatisfy({ $0 == " " }) else { return [] }
        var parts: [String] = []
        var current = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                parts.append(trimmed(current))
                current = ""
                continue
            }
            current.append(character)
        }
        guard !inString else { return nil }
        parts.append(trimmed(current))
        return parts
    }

    /// `animated` and `true` from `animated: true`; no label for a part that does not start with
    /// an identifier followed by a colon (a positional value, a string literal).
    static func label(of part: String) -> (label: String?, value: String) {
        guard let colon = part.firstIndex(of: ":") else { return (nil, part) }
        let head = trimmed(String(part[..<colon]))
        guard let first = head.first, first == "_" || first.isLetter,
              head.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return (nil, part) }
        return (head, trimmed(String(part[part.index(after: colon)...])))
    }

    /// The string a quoted literal as ``LogText/quoted(_:)`` writes it stands for; nil when
    /// `literal` is not one.
    static func unquoted(_ literal: String) -> String? {
        guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { return nil }
        var result = ""
        var characters = literal.dropFirst().dropLast()[...]
        while let character = characters.popFirst() {
            guard character == "\\" else {
                if character == "\"" { return nil }
                result.append(character)
                continue
            }
            switch characters.popFirst() {
            case "\"": result.append("\"")
            case "\\": result.append("\\")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "u":
                guard characters.popFirst() == "{", let close = characters.firstIndex(of: "}"),
                      let value = UInt32(characters[..<close], radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(scalar)
                characters = characters[characters.index(after: close)...]
            default: return nil
            }
        }
        return result
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
