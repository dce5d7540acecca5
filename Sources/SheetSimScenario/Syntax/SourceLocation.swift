/// A position in a scenario file, as a person reads it in an editor's status bar.
///
/// `line` and `column` are 1-based. `column` counts UTF-8 bytes from the start of the line, plus
/// one, exactly as clang and swiftc do: it is O(1) to compute while lexing bytes, it is stable
/// across terminals and fonts, and editors (VS Code, Xcode, vim's `go`/`|` with `virtcol` aside)
/// accept it in `file:line:col` jumps. For ASCII lines — almost every scenario line — bytes,
/// scalars and characters coincide; only text inside quoted strings tends to differ.
/// The excerpt printer (``Diagnostic/formatted(withSourceLine:)``) converts to characters when it
/// draws the caret, so the display stays right for non-ASCII lines.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's name as given to ``SourceFile`` (a path, or `<repl>`, `<stdin>`).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var column: Int

    /// A position in a file.
    ///
    /// - Parameters:
    ///   - file: the file's name as given to ``SourceFile``.
    ///   - line: the 1-based line number.
    ///   - column: the 1-based column, in UTF-8 bytes.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same position moved `bytes` UTF-8 bytes to the right on the same line.
    ///
    /// - Parameters:
    ///   - bytes: how far to move, in UTF-8 bytes.
    public func advanced(by bytes: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + bytes)
    }

    /// Orders by file name, then line, then column, so diagnostics from several files sort into
    /// a stable, reader-friendly order.
    ///
    /// - Parameters:
    ///   - lhs: a location.
    ///   - rhs: another location.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }

    /// `file:line:col`, the prefix of every diagnostic.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A half-open span `start..<end` of source text. Tokens never cross lines, so in practice both
/// ends are on the same line and `end.column - start.column` is the span's length in UTF-8 bytes.
///
/// Both ends are in one file, so the end keeps only its line and column: every token carries a
/// range, and a second copy of the file's name would be retained and released with each copy.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The span's first byte: the location a diagnostic reports.
    public var start: SourceLocation
    private var endLine: Int
    private var endColumn: Int

    /// One past the last byte of the span, in the start's file.
    public var end: SourceLocation {
        get { SourceLocation(file: start.file, line: endLine, column: endColumn) }
        set {
            endLine = newValue.line
            endColumn = newValue.column
        }
    }

    /// The span from `start` to `end`, which is taken to be in the same file.
    ///
    /// - Parameters:
    ///   - start: the span's first byte.
    ///   - end: one past its last byte.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.endLine = end.line
        self.endColumn = end.column
    }

    /// A span of `length` UTF-8 bytes starting at `start`.
    ///
    /// - Parameters:
    ///   - start: the span's first byte.
    ///   - length: its length in UTF-8 bytes; a negative one is 0.
    public init(start: SourceLocation, length: Int) {
        self.start = start
        self.endLine = start.line
        self.endColumn = start.column + max(0, length)
    }

    /// An empty span, for diagnostics about a point (such as the end of a line).
    ///
    /// - Parameters:
    ///   - location: the point.
    public init(at location: SourceLocation) {
        self.init(start: location, length: 0)
    }

    /// Length in UTF-8 bytes when both ends are on one line; 0 otherwise.
    public var length: Int {
        start.line == endLine ? max(0, endColumn - start.column) : 0
    }

    /// `file:line:col-endcol`, or `file:line:col-endline:endcol` for a span across lines.
    public var description: String { "\(start)-\(endLine == start.line ? "" : "\(endLine):")\(endColumn)" }
}
