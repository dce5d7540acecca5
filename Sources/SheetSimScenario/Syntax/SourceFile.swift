/// One line of a ``SourceFile``: its 1-based number and its text without the line terminator.
public struct SourceLine: Hashable, Sendable {
    /// The 1-based line number.
    public var number: Int
    /// The line's text, without `\n` or `\r\n`.
    public var text: Substring

    /// A line of a file.
    ///
    /// - Parameters:
    ///   - number: the 1-based line number.
    ///   - text: the line's text, without its terminator.
    public init(number: Int, text: Substring) {
        self.number = number
        self.text = text
    }
}

/// A scenario file split into lines.
///
/// Lines end at `\n` or `\r\n` (the `\r` is dropped); a final line without a newline is still a
/// line, and a trailing newline does not add an empty one (`"a\nb\n"` has two lines, as editors
/// show it). A leading byte-order mark is dropped, since some Windows editors write one.
/// Splitting walks the UTF-8 view once, so a 1,000,000-line file splits in linear time, and keeps
/// only where each line starts (8 bytes a line, where a stored ``SourceLine`` takes 40): a file of
/// empty lines costs little more than its own size.
public struct SourceFile: Sendable {
    /// The name used in diagnostics: a path, `<stdin>` or `<repl>`.
    public let name: String
    /// The decoded text, without a leading byte-order mark.
    public let text: String
    /// The file's lines.
    public let lines: Lines
    /// Set when the file came from bytes that were not valid UTF-8: an error at the first bad
    /// byte. The text is still usable (each bad sequence became U+FFFD) so the rest of the file
    /// can be checked, but a caller must not treat the file as clean.
    public let decodingDiagnostic: Diagnostic?

    /// A file whose text is already a `String`; a leading byte-order mark is dropped.
    ///
    /// - Parameters:
    ///   - name: the name diagnostics use: a path, `<stdin>` or `<repl>`.
    ///   - text: the file's text.
    public init(name: String, text: String) {
        self.init(name: name, decodedText: text, decodingDiagnostic: nil)
    }

    /// Decodes `bytes` as UTF-8, replacing invalid sequences with U+FFFD, and records the first
    /// invalid byte as ``decodingDiagnostic``. Its column counts bytes of the original input (so
    /// it matches a hex editor or `cut -b`); columns of later text on that same line refer to the
    /// decoded text, where each replacement is 3 bytes.
    ///
    /// - Parameters:
    ///   - name: the name diagnostics use: a path, `<stdin>` or `<repl>`.
    ///   - bytes: the file's contents.
    public init(name: String, bytes: [UInt8]) {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        // Valid UTF-8 (the usual case) is checked and copied in one pass; only invalid bytes need
        // the repairing decode and the scalar-by-scalar search for where the first one is.
        if let text = String(validating: body, as: UTF8.self) {
            self.init(name: name, decodedText: text, decodingDiagnostic: nil)
        } else {
            self.init(name: name, decodedText: String(decoding: body, as: UTF8.self),
                      decodingDiagnostic: Self.firstInvalidUTF8(in: body, file: name))
        }
    }

    private init(name: String, decodedText: String, decodingDiagnostic: Diagnostic?) {
        var text = decodedText
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        // Native UTF-8 storage makes a byte offset an index in O(1) (a bridged string would not).
        text.makeContiguousUTF8()
        self.name = name
        self.text = text
        self.lines = Lines(text)
        self.decodingDiagnostic = decodingDiagnostic
    }

    /// The line numbered `number` (1-based), or nil when out of range.
    ///
    /// - Parameters:
    ///   - number: the 1-based line number.
    public func line(_ number: Int) -> SourceLine? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// The lines of a file, made on access from where each one starts.
    public struct Lines: RandomAccessCollection, Equatable, Sendable {
        let text: String
        /// `starts[i]` is the UTF-8 offset of line `i + 1`; the last element is one past the final
        /// line's terminator (or one past the end of the text, as if it had one).
        let starts: [Int]

        init(_ text: String) {
            self.text = text
            let utf8 = text.utf8
            var starts: [Int] = [0]
            // Scanning the bytes in place: the text is native UTF-8, so this copies nothing.
            var contiguous = text
            contiguous.withUTF8 { Self.appendLineStarts(of: $0, to: &starts) }
            if utf8.isEmpty {
                starts = [0]
            } else if utf8.last != 0x0A {
                starts.append(utf8.count + 1)
            }
            self.starts = starts
        }

        /// Appends the offset just after each `\n` of `bytes`, in order.
        ///
        /// Eight bytes are tested at once: most eight-byte words of a scenario hold no line break,
        /// and one with none is passed over in a few instructions rather than a comparison per byte.
        static func appendLineStarts(of bytes: UnsafeBufferPointer<UInt8>, to starts: inout [Int]) {
            guard let base = bytes.baseAddress else { return }
            let ones: UInt64 = 0x0101_0101_0101_0101
            var offset = 0
            while offset + 8 <= bytes.count {
                // Zero in the bytes that are `\n`; `(x - ones) & ~x` sets the top bit of some byte
                // exactly when one is zero (which ones, the bytes are then asked one by one).
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) ^ (ones &* 0x0A)
                if (word &- ones) & ~word & (ones &* 0x80) != 0 {
                    for index in offset..<offset + 8 where base[index] == 0x0A { starts.append(index + 1) }
                }
                offset += 8
            }
            for index in offset..<bytes.count where base[index] == 0x0A { starts.append(index + 1) }
        }

        /// 0: the position of line 1.
        public var startIndex: Int { 0 }
        /// The number of lines.
        public var endIndex: Int { starts.count - 1 }

        /// The line at a 0-based position: `lines[0]` is line 1.
        ///
        /// - Parameters:
        ///   - position: the line's number minus one.
        public subscript(position: Int) -> SourceLine {
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: starts[position])
            var end = utf8.index(utf8.startIndex, offsetBy: starts[position + 1] - 1)
            // Drop a `\r` right before the terminator (CRLF), or at the very end of the file.
            if end > start, utf8[utf8.index(before: end)] == .carriageReturn { end = utf8.index(before: end) }
            return SourceLine(number: position + 1, text: Substring(utf8[start..<end]))
        }

        /// Whether two files have the same lines.
        ///
        /// - Parameters:
        ///   - lhs: one file's lines.
        ///   - rhs: the other's.
        public static func == (lhs: Lines, rhs: Lines) -> Bool { lhs.elementsEqual(rhs) }
    }

    /// Lexes every line. Each line stops at its own first error, so one typo costs one
    /// diagnostic and the other lines are still checked. The decoding error, if any, comes first.
    public func lexAll() -> (lines: [LexedLine], diagnostics: [Diagnostic]) {
        var lexed: [LexedLine] = []
        var diagnostics: [Diagnostic] = decodingDiagnostic.map { [$0] } ?? []
        lexed.reserveCapacity(lines.count)
        for line in lines {
            do {
                lexed.append(try Lexer.lex(line, file: name))
            } catch {
                diagnostics.append(error)
            }
        }
        return (lexed, diagnostics)
    }

    // MARK: Implementation

    private static func firstInvalidUTF8(in bytes: ArraySlice<UInt8>, file: String) -> Diagnostic? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, lineStart = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                offset += encoded.count
            case .error(let length):
                let byte = bytes[bytes.startIndex + offset]
                let hex = String(byte, radix: 16, uppercase: true)
                let location = SourceLocation(file: file, line: line, column: offset - lineStart + 1)
                return .error(.invalidUTF8, "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" : "")\(hex)",
                              range: SourceRange(start: location, length: length),
                              hint: "scenario files must be UTF-8; save the file with UTF-8 encoding")
            case .emptyInput:
                return nil
            }
        }
    }
}
