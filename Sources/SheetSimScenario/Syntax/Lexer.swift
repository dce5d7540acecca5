/// Splits one scenario line into tokens.
///
/// The language is line-oriented, so the lexer works a line at a time: a bad line never confuses
/// the next, and the REPL lexes exactly what was typed. It scans UTF-8 bytes once, left to right
/// (linear in the line's length, no `String.Index` arithmetic), and stops at the first error,
/// returning it as a ``Diagnostic`` with the exact column.
///
/// Lexical rules, decided here so the grammar can rely on them:
/// - Whitespace is space, tab and a stray carriage return. `#` outside a string starts a comment
///   that runs to the end of the line.
/// - Words are `[A-Za-z_][A-Za-z0-9_]*`, optionally joined by single dots into a dotted name
///   (`sheet.viewDidAppear`). A dot joins only if a letter or `_` follows, so `a..b` is
///   `a`, `..`, `b`. Hyphens are never part of a word: `-` before a digit is a sign, and ids that
///   need other characters are written as strings (`custom(id: "peek-2", …)`). Words are ASCII;
///   other text belongs in strings.
/// - Numbers start with a digit or a sign (`-`, `+`) directly followed by a digit:
///   `digits [. digits] [(e|E) [sign] digits]`, with `_` allowed between digits (`1_000ms`),
///   then an optional unit from ``Unit`` written without a space (`300ms`, `-1500pt/s`, `50%`).
///   A leading-dot number (`.5`) is rejected with a hint, since `..` is an operator.
/// - Strings are `"…"` with exactly two escapes, `\"` and `\\`; anything else after `\` is an
///   error rather than a silent guess. `#` inside a string is text.
/// - Symbols are `= == != <= >= < > ( ) , : -> ..` and `±`, with `+-` as ASCII for `±`.
public enum Lexer {
    /// Tokenizes `text`, one line without its terminator, reporting positions as
    /// `file:line:column`.
    ///
    /// - Parameters:
    ///   - text: the line, without its terminator.
    ///   - file: the file's name, for locations.
    ///   - line: the 1-based line number.
    public static func lex(_ text: some StringProtocol, file: String, line: Int) throws(Diagnostic) -> LexedLine {
        let result: Result<LexedLine, Diagnostic>? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var scanner = LineScanner(bytes: bytes, file: file, line: line)
            return Result { () throws(Diagnostic) in try scanner.run() }
        }
        if let result { return try result.get() }
        // Non-contiguous (bridged) strings: copy once, then scan the copy.
        let copy = Array(text.utf8)
        return try copy.withUnsafeBufferPointer { (bytes) -> Result<LexedLine, Diagnostic> in
            var scanner = LineScanner(bytes: bytes, file: file, line: line)
            return Result { () throws(Diagnostic) in try scanner.run() }
        }.get()
    }

    /// Tokenizes one line of a ``SourceFile``.
    ///
    /// - Parameters:
    ///   - line: the line and its number.
    ///   - file: the file's name, for locations.
    public static func lex(_ line: SourceLine, file: String) throws(Diagnostic) -> LexedLine {
        try lex(line.text, file: file, line: line.number)
    }
}

/// The byte-level scanner behind ``Lexer``. `pos` is a byte offset; column = `pos + 1`.
struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let line: Int
    var pos = 0
    var tokens: [Token] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int) {
        self.bytes = bytes
        self.file = file
        self.line = line
        // Most lines hold a handful of tokens: room for them at once, not regrown 1, 2, 4, 8.
        if !bytes.isEmpty { tokens.reserveCapacity(8) }
    }

    mutating func run() throws(Diagnostic) -> LexedLine {
        var comment: Comment?
        while pos < bytes.count {
            let byte = bytes[pos]
            switch byte {
            case .space, .tab, .carriageReturn:
                pos += 1
            case .hash:
                comment = Comment(text: text(pos + 1, bytes.count), range: range(pos, bytes.count))
                pos = bytes.count
            case .quote:
                try scanString()
            case .zero ... .nine:
                try scanNumber()
            case .minus, .plus:
                try scanSignOrSymbol(byte)
            case .underscore, .upperA ... .upperZ, .lowerA ... .lowerZ:
                scanWord()
            case .equal:
                symbol(peek(1) == .equal ? .equalEqual : .equal, length: peek(1) == .equal ? 2 : 1)
            case .less:
                symbol(peek(1) == .equal ? .lessEqual : .less, length: peek(1) == .equal ? 2 : 1)
            case .greater:
                symbol(peek(1) == .equal ? .greaterEqual : .greater, length: peek(1) == .equal ? 2 : 1)
            case .bang:
                guard peek(1) == .equal else {
                    throw error(.unexpectedCharacter, "unexpected character '!'", at: pos, length: 1, hint: "write '!=' for 'not equal'")
                }
                symbol(.notEqual, length: 2)
            case .leftParen: symbol(.leftParen, length: 1)
            case .rightParen: symbol(.rightParen, length: 1)
            case .comma: symbol(.comma, length: 1)
            case .colon: symbol(.colon, length: 1)
            case .dot:
                if peek(1) == .dot {
                    symbol(.dotDot, length: 2)
                } else if let next = peek(1), next.isDigit {
                    throw error(.numberWithoutLeadingDigit, "a number must start with a digit", at: pos, length: 1,
                                hint: "write '0\(quotedRun(from: pos))'")
                } else {
                    throw error(.unexpectedCharacter, "unexpected character '.'", at: pos, length: 1)
                }
            case 0xC2 where peek(1) == 0xB1:  // U+00B1 PLUS-MINUS SIGN
                symbol(.plusMinus, length: 2)
            default:
                throw invalidCharacter()
            }
        }
        return LexedLine(line: line, tokens: tokens, comment: comment)
    }

    // MARK: Words and symbols

    mutating func scanWord() {
        let start = pos
        while true {
            while pos < bytes.count, bytes[pos].isWordByte { pos += 1 }
            // A dot continues the name only when another name part follows it.
            guard peek(0) == .dot, let next = peek(1), next.isWordStart else { break }
            pos += 1
        }
        let name = text(start, pos)
        tokens.append(Token(.word(name), text: name, range: range(start, pos)))
    }

    mutating func scanSignOrSymbol(_ sign: UInt8) throws(Diagnostic) {
        let next = peek(1)
        if let next, next.isDigit { return try scanNumber() }
        if sign == .minus, next == .greater { return symbol(.arrow, length: 2) }
        if sign == .plus, next == .minus { return symbol(.plusMinus, length: 2) }
        let signText = sign == .minus ? "-" : "+"
        if next == .dot, let after = peek(2), after.isDigit {
            throw error(.numberWithoutLeadingDigit, "a number must start with a digit", at: pos, length: 1,
                        hint: "write '\(signText)0\(quotedRun(from: pos + 1))'")
        }
        throw error(.unexpectedCharacter, "unexpected character '\(signText)'", at: pos, length: 1,
                    hint: "write a signed number without a space, e.g. \(signText)200pt")
    }

    mutating func symbol(_ symbol: Symbol, length: Int) {
        // The source spells a symbol as its raw value, but for `+-`, the ASCII `±`: the text is
        // that literal, not a string made from the bytes for every symbol.
        let text = bytes[pos] == .plus ? "+-" : symbol.rawValue
        tokens.append(Token(.symbol(symbol), text: text, range: range(pos, pos + length)))
        pos += length
    }

    func invalidCharacter() -> Diagnostic {
        // Decode the whole scalar so the message shows the character, not a stray byte.
        var iterator = bytes[pos...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
            return error(.invalidUTF8, "invalid UTF-8 byte", at: pos, length: 1)
        }
        let scalar = Unicode.UTF8.decode(encoded)
        let length = encoded.count
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let shown = scalar.properties.generalCategory == .control || scalar.value == 0xFFFD
            ? code : "'\(Character(scalar))' (\(code))"
        let hint: String? = switch scalar.value {
        case 0x201C, 0x201D, 0x201E, 0x2033: "use straight double quotes: \"...\""
        case 0x2018, 0x2019: "strings use straight double quotes: \"...\""
        case 0x2212, 0x2013, 0x2014: "write a minus sign as '-'"
        case 0xFFFD: "the file is not valid UTF-8 here"
        case 0x00A0, 0x2000 ... 0x200B, 0x3000: "replace it with an ordinary space"
        case 0x80...: "names are ASCII; put other text in a \"string\""
        default: nil
        }
        return error(.unexpectedCharacter, "unexpected character \(shown)", at: pos, length: length, hint: hint)
    }

    // MARK: Helpers

    func peek(_ offset: Int) -> UInt8? {
        let index = pos + offset
        return index < bytes.count ? bytes[index] : nil
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    func location(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: offset + 1)
    }

    func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: location(start), length: end - start)
    }

    func error(_ id: Diagnostic.ID, _ message: String, at start: Int, length: Int, hint: String? = nil) -> Diagnostic {
        Diagnostic.error(id, message, range: range(start, min(bytes.count, start + length)), hint: hint)
    }

    /// The run of number-ish bytes starting at `start` (digits, letters, `_`, `.`, `%`, `/`),
    /// shortened for quoting in a message.
    func quotedRun(from start: Int) -> String {
        Quote.shorten(text(start, runEnd(from: start)))
    }

    func runEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end].isNumberRunByte { end += 1 }
        return end
    }
}

/// Shortening of user text quoted in messages, so a 1 MB token cannot produce a 1 MB message.
enum Quote {
    static let limit = 40

    static func shorten(_ text: String) -> String {
        guard text.utf8.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }
}
