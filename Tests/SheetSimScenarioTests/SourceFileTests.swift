import Testing
@testable import SheetSimScenario

@Suite("Source files")
struct SourceFileTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var text: String
        var lines: [String]
        var sourceLine: Int
        init(_ text: String, _ lines: [String], _ sourceLine: Int = #line) {
            self.text = text; self.lines = lines; self.sourceLine = sourceLine
        }
        var testDescription: String { "line \(sourceLine)" }
    }

    static let rows: [Row] = [
        Row("", []),
        Row("\n", [""]),
        Row("a", ["a"]),
        Row("a\nb", ["a", "b"]),
        Row("a\nb\n", ["a", "b"]),
        Row("a\r\nb\r\n", ["a", "b"]),
        Row("a\r\nb", ["a", "b"]),
        Row("a\n\nb", ["a", "", "b"]),
        Row("a\r\n\r\n", ["a", ""]),
        Row("a\rb\n", ["a\rb"]),  // a lone CR is not a line break (the lexer treats it as space)
        Row("a\r", ["a"]),
        Row("\u{FEFF}wait 1s\n", ["wait 1s"]),
        Row("é\u{301}\nx", ["é\u{301}", "x"]),
    ]

    @Test("line splitting", arguments: rows)
    func splitting(_ row: Row) {
        let file = SourceFile(name: "s", text: row.text)
        #expect(file.lines.map { String($0.text) } == row.lines, sourceLocation: rowLocation(row.sourceLine))
        #expect(file.lines.map(\.number) == Array(0..<row.lines.count).map { $0 + 1 }, sourceLocation: rowLocation(row.sourceLine))
    }

    /// Line breaks are found eight bytes at a time: one at every place in a word, in the tail
    /// after the last whole word, several in one word, and bytes that differ from `\n` in one bit
    /// (`\u{0B}`, `*`, `\u{8A}` in `ÿ\u{8A}`-like text) are found exactly where a byte-by-byte
    /// search finds them.
    @Test func lineStartsAreFoundInEveryPlaceOfAWord() {
        var texts: [String] = []
        for length in 0...20 {
            for place in 0..<max(length, 1) {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                if place < length { bytes[place] = 0x0A }
                texts.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        texts += ["\n\n\n\n\n\n\n\n\n", "ab\ncd\nef\ngh\n", "\u{0B}\u{0B}*\u{0B}\n\u{0B}\u{0B}*\u{0B}\u{0B}",
                  "\u{0B}*\u{0A}\u{8A}\u{10A}\u{20A}xyz\nq", String(repeating: "wait 1s\n", count: 9)]
        for text in texts {
            var found: [Int] = [0]
            var copy = text
            copy.withUTF8 { SourceFile.Lines.appendLineStarts(of: $0, to: &found) }
            let expected = [0] + text.utf8.enumerated().filter { $0.element == 0x0A }.map { $0.offset + 1 }
            #expect(found == expected, "\(text.debugDescription)")
        }
    }

    @Test func bytesAndTextAgreeOnValidInput() {
        let text = "present animated\r\nwait 300ms # café\n"
        let fromBytes = SourceFile(name: "s", bytes: Array(text.utf8))
        #expect(fromBytes.decodingDiagnostic == nil)
        #expect(fromBytes.lines == SourceFile(name: "s", text: text).lines)
        #expect(SourceFile(name: "s", bytes: [0xEF, 0xBB, 0xBF] + Array("a".utf8)).text == "a")
    }

    @Test func invalidUTF8IsReportedAtItsByte() throws {
        // Line 2, after `s "` and a 2-byte "é": the stray 0xFF is byte 6 of the line.
        let bytes = Array("present\ns \"é".utf8) + [0xFF] + Array("\"\nwait 1s\n".utf8)
        let file = SourceFile(name: "bad.sheet", bytes: bytes)
        let diagnostic = try #require(file.decodingDiagnostic)
        #expect(diagnostic.formatted == """
            bad.sheet:2:6: error: invalid UTF-8 byte 0xFF
            bad.sheet:2:6: note: scenario files must be UTF-8; save the file with UTF-8 encoding
            """)
        #expect(file.lines.map { String($0.text) } == ["present", "s \"é\u{FFFD}\"", "wait 1s"])

        // Inside a string the replacement character lexes fine, which is why the decoding
        // problem is an error of its own rather than left to the lexer.
        let all = file.lexAll()
        #expect(all.diagnostics == [diagnostic])
        #expect(all.lines.map(\.line) == [1, 2, 3])
        #expect(all.lines[1].tokens.last?.stringValue == "é\u{FFFD}")
    }

    @Test func truncatedSequenceAtEndOfFile() throws {
        let file = SourceFile(name: "t", bytes: Array("ok\n".utf8) + [0xE2, 0x82])
        let diagnostic = try #require(file.decodingDiagnostic)
        #expect(diagnostic.location == Loc(file: "t", line: 2, column: 1))
        #expect(diagnostic.message == "invalid UTF-8 byte 0xE2")
    }

    @Test func invalidSequenceReplacedByAsManyBytesIsStillReported() throws {
        // A four-byte sequence cut after three bytes becomes one U+FFFD: three bytes for three,
        // so the decoded text is as long as the input and only its bytes tell them apart.
        let bytes = Array("s \"".utf8) + [0xF0, 0x90, 0x80] + Array("\"\n".utf8)
        let file = SourceFile(name: "t", bytes: bytes)
        #expect(file.text.utf8.count == bytes.count)
        let diagnostic = try #require(file.decodingDiagnostic)
        #expect(diagnostic.location == Loc(file: "t", line: 1, column: 4))
        #expect(diagnostic.message == "invalid UTF-8 byte 0xF0")
    }

    @Test func lexAllKeepsGoingAfterABadLine() {
        let file = SourceFile(name: "f.sheet", text: "wait 1s\nwait 3parsecs\n\nwait 2s # ok\n")
        let (lines, diagnostics) = file.lexAll()
        #expect(lines.map(\.line) == [1, 3, 4])
        #expect(diagnostics.map(\.formatted) == [
            "f.sheet:2:7: error: unknown unit 'parsecs' in '3parsecs'\nf.sheet:2:7: note: units are pt, ms, s, us, pt/s, %, Hz, x",
        ])
        #expect(file.line(2)?.text == "wait 3parsecs")
        #expect(file.line(0) == nil)
        #expect(file.line(5) == nil)
    }
}
