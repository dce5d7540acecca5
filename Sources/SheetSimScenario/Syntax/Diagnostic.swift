/// A problem found in a scenario, pointing at the exact column it is about.
///
/// Diagnostics are values (not strings) so tests can compare them exactly and the CLI can sort,
/// count and format them; each has a stable ``id`` (`unknownCommand`, `missingUnit`) that tests
/// and the REPL match on rather than on its wording, as swift-syntax's `DiagnosticMessage` has
/// its `diagnosticID`. ``formatted`` uses the `file:line:col: severity: message` shape of
/// clang and swiftc, which editors and CI log parsers already turn into clickable links.
/// A ``hint`` becomes a second, `note:` line at the same location — the way clang prints
/// "did you mean" notes — rather than being glued onto the message, so the message itself stays
/// short and greppable.
///
///     intro.sheet:7:14: error: unknown event 'viewDidApear'
///     intro.sheet:7:14: note: did you mean 'viewDidAppear'?
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is, printed after its location (`error:`).
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// A mistake: the scenario cannot run. Every diagnostic the parser makes is one, and so is
        /// every one a session's ``ScenarioSession/execute(_:)`` returns.
        case error
        /// Something that does not stop the scenario (``ScenarioSession/warnings``): a model run
        /// on a release older than its own.
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// What kind of problem it is, by a name that stays when the message is reworded.
    public var id: ID
    /// How serious the diagnostic is.
    public var severity: Severity
    /// The span the diagnostic is about; its start is the reported location.
    public var range: SourceRange
    /// One sentence, lower-case start, no trailing period (clang style).
    public var message: String
    /// Optional advice, e.g. `did you mean 'viewDidAppear'?` or `write a unit, e.g. 300ms`.
    public var hint: String?

    /// A diagnostic about a span of a line, such as a token.
    ///
    /// - Parameters:
    ///   - id: what kind of problem it is.
    ///   - severity: how serious it is.
    ///   - message: one sentence, lower-case start, no trailing period.
    ///   - range: the span it is about; its start is the reported location.
    ///   - hint: advice printed as a `note:` line, if any.
    public init(_ id: ID, _ severity: Severity = .error, _ message: String, range: SourceRange, hint: String? = nil) {
        self.id = id
        self.severity = severity
        self.range = range
        self.message = message
        self.hint = hint
    }

    /// A diagnostic about a point, such as the end of a line.
    ///
    /// - Parameters:
    ///   - id: what kind of problem it is.
    ///   - severity: how serious it is.
    ///   - message: one sentence, lower-case start, no trailing period.
    ///   - location: the point it is about.
    ///   - hint: advice printed as a `note:` line, if any.
    public init(_ id: ID, _ severity: Severity = .error, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.init(id, severity, message, range: SourceRange(at: location), hint: hint)
    }

    /// Shorthand for the common case.
    ///
    /// - Parameters:
    ///   - id: what kind of problem it is.
    ///   - message: one sentence, lower-case start, no trailing period.
    ///   - range: the span it is about.
    ///   - hint: advice printed as a `note:` line, if any.
    public static func error(_ id: ID, _ message: String, range: SourceRange, hint: String? = nil) -> Diagnostic {
        Diagnostic(id, .error, message, range: range, hint: hint)
    }

    /// Shorthand for the common case.
    ///
    /// - Parameters:
    ///   - id: what kind of problem it is.
    ///   - message: one sentence, lower-case start, no trailing period.
    ///   - location: the point it is about.
    ///   - hint: advice printed as a `note:` line, if any.
    public static func error(_ id: ID, _ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(id, .error, message, at: location, hint: hint)
    }

    /// Where the diagnostic points: the start of ``range``.
    public var location: SourceLocation { range.start }

    /// `file:line:col: error: message`, plus `file:line:col: note: hint` on a second line when
    /// there is a hint. No trailing newline.
    public var formatted: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if let hint { text += "\n\(location): note: \(hint)" }
        return text
    }

    /// The same text as ``formatted``.
    public var description: String { formatted }
}
