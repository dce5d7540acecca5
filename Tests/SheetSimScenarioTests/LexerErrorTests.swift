import Testing
@testable import SheetSimScenario

@Suite("Lexer errors")
struct LexerErrorTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var line: String
        var column: Int
        var length: Int
        var message: String
        var hint: String?
        var sourceLine: Int
        init(_ line: String, _ column: Int, _ length: Int, _ message: String, hint: String? = nil, _ sourceLine: Int = #line) {
            self.line = line; self.column = column; self.length = length
            self.message = message; self.hint = hint; self.sourceLine = sourceLine
        }
        var testDescription: String { "line \(sourceLine): \(line.prefix(40))" }
    }

    static let rows: [Row] = [
        Row(#"device "iPhone 14"#, 8, 1, "unterminated string", hint: #"add a closing '"'"#),
        Row(#"device "ends with escape\"#, 8, 1, "unterminated string", hint: #"add a closing '"'"#),
        Row(#"x "a\nb""#, 5, 2, #"unknown escape sequence '\n' in string"#,
            hint: #"the only escapes are \" and \\; write \\ for a backslash"#),
        Row("drag by 1.2.3pt", 9, 7, "malformed number '1.2.3pt'", hint: "a number has at most one decimal point"),
        Row("wait 1.ms", 6, 4, "malformed number '1.ms'", hint: "a decimal point must be followed by digits, e.g. 1.0"),
        Row("wait 1.", 6, 2, "malformed number '1.'", hint: "a decimal point must be followed by digits, e.g. 1.0"),
        Row("drag by 3parsecs", 10, 7, "unknown unit 'parsecs' in '3parsecs'", hint: "units are pt, ms, s, us, pt/s, %, Hz, x"),
        Row("wait 300mss", 9, 3, "unknown unit 'mss' in '300mss'", hint: "did you mean 'ms'?"),
        Row("rate 120hz", 9, 2, "unknown unit 'hz' in '120hz'", hint: "did you mean 'Hz'?"),
        Row("drag by 3pts", 10, 3, "unknown unit 'pts' in '3pts'", hint: "did you mean 'pt'?"),
        Row("fling 10pt/ms", 9, 5, "unknown unit 'pt/ms' in '10pt/ms'", hint: "did you mean 'pt/s'?"),
        Row("a 3pt5", 4, 3, "unknown unit 'pt5' in '3pt5'", hint: "did you mean 'pt'?"),
        Row("x 1e400", 3, 5, "number '1e400' is too large", hint: "numbers must be finite, at most about 1.8e308 in magnitude"),
        Row("x -1e400pt", 3, 6, "number '-1e400' is too large", hint: "numbers must be finite, at most about 1.8e308 in magnitude"),
        Row("x 1e-400", 3, 6, "number '1e-400' is too small and would round to zero"),
        Row("x .5", 3, 1, "a number must start with a digit", hint: "write '0.5'"),
        Row("x -.5s", 3, 1, "a number must start with a digit", hint: "write '-0.5s'"),
        Row("a . b", 3, 1, "unexpected character '.'"),
        Row("a ! b", 3, 1, "unexpected character '!'", hint: "write '!=' for 'not equal'"),
        Row("drag by - 200pt", 9, 1, "unexpected character '-'", hint: "write a signed number without a space, e.g. -200pt"),
        Row("a + b", 3, 1, "unexpected character '+'", hint: "write a signed number without a space, e.g. +200pt"),
        Row("a; b", 2, 1, "unexpected character ';' (U+003B)"),
        Row("device “iPhone”", 8, 3, "unexpected character '“' (U+201C)", hint: #"use straight double quotes: "...""#),
        Row("drag by −200pt", 9, 3, "unexpected character '−' (U+2212)", hint: "write a minus sign as '-'"),
        Row("présent", 3, 2, "unexpected character 'é' (U+00E9)", hint: #"names are ASCII; put other text in a "string""#),
        Row("a\u{1}b", 2, 1, "unexpected character U+0001"),
        Row("a\u{FFFD}b", 2, 3, "unexpected character U+FFFD", hint: "the file is not valid UTF-8 here"),
        Row("a\u{A0}b", 2, 2, "unexpected character '\u{A0}' (U+00A0)", hint: "replace it with an ordinary space"),
    ]

    @Test("message, column, length and hint", arguments: rows)
    func error(_ row: Row) throws {
        let result = lexLine(row.line)
        let location = rowLocation(row.sourceLine)
        let error = try #require(result.error, "expected an error, got \(result.tokens ?? [])", sourceLocation: location)
        #expect(error.message == row.message, sourceLocation: location)
        #expect(error.location == Loc(file: "t.sheet", line: 1, column: row.column), sourceLocation: location)
        #expect(error.range.length == row.length, sourceLocation: location)
        #expect(error.hint == row.hint, sourceLocation: location)
        #expect(error.severity == .error, sourceLocation: location)
    }

    @Test func longTokensAreShortenedInMessages() {
        let digits = String(repeating: "9", count: 400)
        let error = lexLine("x \(digits)e999").error
        #expect(error?.message == "number '\(String(repeating: "9", count: 40))…' is too large")
        #expect(error?.range.length == 404)
    }
}
