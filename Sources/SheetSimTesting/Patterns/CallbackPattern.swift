import SheetSim

/// Which log entries a count, absence or order check is about, written as the log writes them.
///
/// Two forms:
///
/// - `receiver.name`, e.g. `sheet.viewDidAppear` or
///   `sheet.delegate.presentationControllerDidDismiss`: any call of that method on that receiver,
///   whatever its arguments. The receiver is everything before the last dot.
/// - `receiver.name(arguments)`, e.g. `sheet.viewWillAppear(animated: true)`: only the entry
///   whose untimed text (`LogText.untimed(_:)`) is exactly this, spacing included.
///
/// Exact text rather than a looser syntax keeps one rule: copy a line from `sheetsim run`,
/// drop the time, and it matches that line.
///
/// The same patterns can be built from the vocabulary's types, checked by the compiler and
/// completed by the editor: `.callback(.viewDidAppear, of: "sheet")`,
/// `.delegate(of: "compose", .presentationControllerDidDismiss)`,
/// `.exactly(.viewWillAppear(animated: true), of: "sheet")`.
///
/// Before an assertion uses a pattern it checks that the pattern can ever match (see
/// ``KnownReceivers``): a misspelt name, a callback its receiver never gets
/// (`compose.presentationControllerDidDismiss`: it goes to `compose.delegate`), a controller
/// that does not exist, or arguments the log never prints for that callback (a misspelt label,
/// `animated: maybe`) fails the assertion with a did-you-mean, so a negative check cannot pass
/// by never matching.
public struct CallbackPattern: Hashable, Sendable, CustomStringConvertible {
    /// The receiver path: `sheet`, `sheet.delegate`, `sheet.presentationController`, `simulator`.
    public let receiver: String
    /// UIKit's bare method name, as `Callback.name`.
    public let name: String
    /// The text between the parentheses, or `nil` to match any arguments.
    public let arguments: String?

    /// Parses a pattern.
    ///
    /// - Parameter text: `receiver.name` or `receiver.name(arguments)`.
    /// - Throws: ``ParseError`` saying what is wrong and showing both accepted forms.
    public init(_ text: String) throws(ParseError) {
        var head = Substring(text)
        var arguments: String?
        if let open = text.firstIndex(of: "(") {
            guard text.last == ")" else {
                throw ParseError(text: text, problem: "an opening parenthesis needs a closing one at the end")
            }
            head = text[..<open]
            arguments = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        }
        guard !head.isEmpty else {
            throw ParseError(text: text, problem: text.isEmpty ? "it is empty" : "there is no receiver.name before the parenthesis")
        }
        guard !head.contains(where: \.isWhitespace) else {
            throw ParseError(text: text, problem: "the receiver and name may not contain spaces")
        }
        guard let dot = head.lastIndex(of: ".") else {
            throw ParseError(text: text, problem: "there is no receiver before the method name")
        }
        let receiver = head[..<dot]
        let name = head[head.index(after: dot)...]
        guard !receiver.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            throw ParseError(text: text, problem: "the receiver has an empty part")
        }
        guard !name.isEmpty else {
            throw ParseError(text: text, problem: "there is no method name after the last dot")
        }
        guard Self.isIdentifier(name) else {
            throw ParseError(text: text, problem: "\"\(name)\" is not a method name")
        }
        self.receiver = String(receiver)
        self.name = String(name)
        self.arguments = arguments
    }

    /// A pattern for `name` on `receiver`, with exactly `arguments` (the text between the
    /// parentheses) or any arguments when nil.
    public init(_ receiver: Receiver, _ name: CallbackName, arguments: String? = nil) {
        self.receiver = receiver.description
        self.name = name.rawValue
        self.arguments = arguments
    }

    /// A pattern of these parts, as written.
    init(receiver: String, name: String, arguments: String?) {
        self.receiver = receiver
        self.name = name
        self.arguments = arguments
    }

    /// The name as a vocabulary value, or nil when SheetSim logs no callback of that name.
    public var callbackName: CallbackName? { CallbackName(rawValue: name) }

    /// Whether the entry is a call of this method on this receiver (with exactly these arguments,
    /// when the pattern has them).
    public func matches(_ entry: LogEntry) -> Bool {
        guard entry.receiver.description == receiver, entry.callback.name == name else { return false }
        guard let arguments else { return true }
        return entry.callback.description == name + "(" + arguments + ")"
    }

    /// The pattern as written: `sheet.viewDidAppear`, `sheet.viewWillAppear(animated: true)`.
    public var description: String {
        receiver + "." + name + (arguments.map { "(" + $0 + ")" } ?? "")
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// A pattern that is neither `receiver.name` nor `receiver.name(arguments)`.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The pattern as given.
        public let text: String
        /// What is wrong with it, as a clause: `there is no receiver before the method name`.
        public let problem: String

        /// `Malformed callback pattern "viewDidAppear": there is no receiver before the method
        /// name. Write "receiver.name" or "receiver.name(arguments)", e.g. "sheet.viewDidAppear"
        /// or "sheet.viewWillAppear(animated: true)".` (one line).
        public var description: String {
            "Malformed callback pattern \(LogText.quoted(text)): \(problem). "
                + "Write \"receiver.name\" or \"receiver.name(arguments)\", "
                + "e.g. \"sheet.viewDidAppear\" or \"sheet.viewWillAppear(animated: true)\"."
        }
    }
}
