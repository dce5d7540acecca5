import Testing
@testable import SheetSimScenario

/// Scale tests: these assert results, not wall-clock time. They exist to catch quadratic
/// behaviour (which would make them hang) and crashes on absurd input.
@Suite("Large inputs")
struct LargeInputTests {
    @Test func millionLineFileSplitsAndLexes() {
        var text = ""
        text.reserveCapacity(12_000_000)
        for _ in 0..<500_000 { text += "wait 300ms\r\n# c\n" }
        let file = SourceFile(name: "big.sheet", text: text)
        #expect(file.lines.count == 1_000_000)
        let (lines, diagnostics) = file.lexAll()
        #expect(diagnostics.isEmpty)
        #expect(lines.count == 1_000_000)
        #expect(lines.reduce(0) { $0 + $1.tokens.count } == 1_000_000)
        #expect(lines.last?.line == 1_000_000)
    }

    @Test func megabyteLines() throws {
        let megabyte = 1 << 20
        let word = String(repeating: "a", count: megabyte)
        #expect(try Lexer.lex(word, file: "w", line: 1).tokens.count == 1)

        let words = String(repeating: "ab ", count: megabyte / 3)
        #expect(try Lexer.lex(words, file: "w", line: 1).tokens.count == megabyte / 3)

        let string = "\"" + String(repeating: "\\\"", count: megabyte / 2) + "\""
        #expect(try Lexer.lex(string, file: "w", line: 1).tokens.first?.stringValue?.utf8.count == megabyte / 2)

        let unterminated = lexLine("\"" + String(repeating: "x", count: megabyte))
        #expect(unterminated.error?.message == "unterminated string")

        let digits = lexLine(String(repeating: "7", count: megabyte))
        #expect(digits.error?.message == "number '\(String(repeating: "7", count: 40))…' is too large")

        let zeros = lexLine("0." + String(repeating: "0", count: megabyte) + "1")
        #expect(zeros.error?.message.hasSuffix("is too small and would round to zero") == true)

        let badUnit = lexLine("1" + String(repeating: "q", count: megabyte))
        #expect(badUnit.error?.hint == "units are pt, ms, s, us, pt/s, %, Hz, x")

        let comment = try Lexer.lex("wait 1s #" + String(repeating: "#", count: megabyte), file: "w", line: 1)
        #expect(comment.tokens.count == 2)
    }
}
