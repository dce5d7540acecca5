import Testing
@testable import SheetSimScenario

@Suite("Lexer tokens")
struct LexerTokenTests {
    struct Row: Sendable {
        var line: String
        var tokens: [String]
        var sourceLine: Int
        init(_ line: String, _ tokens: [String], _ sourceLine: Int = #line) {
            self.line = line; self.tokens = tokens; self.sourceLine = sourceLine
        }
    }

    static let rows: [Row] = [
        Row(#"device "iPhone 14 Pro" portrait"#, ["w(device)@1", "s(iPhone 14 Pro)@8", "w(portrait)@24"]),
        Row(#"detents medium large custom(id: "peek", height: 120pt)"#,
            ["w(detents)@1", "w(medium)@9", "w(large)@16", "w(custom)@22", "(@28", "w(id)@29", ":@31",
             "s(peek)@33", ",@39", "w(height)@41", ":@47", "n(120.0 pt)@49", ")@54"]),
        Row("set largestUndimmedDetentIdentifier = medium",
            ["w(set)@1", "w(largestUndimmedDetentIdentifier)@5", "=@37", "w(medium)@39"]),
        Row("present animated", ["w(present)@1", "w(animated)@9"]),
        Row("drag from grabber by 300pt over 250ms",
            ["w(drag)@1", "w(from)@6", "w(grabber)@11", "w(by)@19", "n(300.0 pt)@22", "w(over)@28", "n(250.0 ms)@33"]),
        Row("drag from body by -200pt with velocity -1500pt/s",
            ["w(drag)@1", "w(from)@6", "w(body)@11", "w(by)@16", "n(-200.0 pt)@19", "w(with)@26",
             "w(velocity)@31", "n(-1500.0 pt/s)@40"]),
        Row("wait until settled", ["w(wait)@1", "w(until)@6", "w(settled)@12"]),
        Row("expect sheet.viewDidAppear count == 2",
            ["w(expect)@1", "w(sheet.viewDidAppear)@8", "w(count)@28", "==@34", "n(2.0)@37"]),
        // `±` is two UTF-8 bytes, so the column after it jumps by two.
        Row("expect topY at 1.2s == 398.56pt ± 0.5pt",
            ["w(expect)@1", "w(topY)@8", "w(at)@13", "n(1.2 s)@16", "==@21", "n(398.56 pt)@24", "±@33", "n(0.5 pt)@36"]),
        Row("a +- 1pt", ["w(a)@1", "±@3", "n(1.0 pt)@6"]),
        Row("== != <= >= < > = -> .. ( ) , :",
            ["==@1", "!=@4", "<=@7", ">=@10", "<@13", ">@15", "=@17", "->@19", "..@22", "(@25", ")@27", ",@29", ":@31"]),
        Row("a<=b", ["w(a)@1", "<=@2", "w(b)@4"]),
        Row("1..2", ["n(1.0)@1", "..@2", "n(2.0)@4"]),
        Row("0.5..1.5", ["n(0.5)@1", "..@4", "n(1.5)@6"]),
        Row("a..b", ["w(a)@1", "..@2", "w(b)@4"]),
        Row("x.y.z _private snake_case2", ["w(x.y.z)@1", "w(_private)@7", "w(snake_case2)@16"]),
        Row("nan inf NaN", ["w(nan)@1", "w(inf)@5", "w(NaN)@9"]),
        Row("f(x)->y", ["w(f)@1", "(@2", "w(x)@3", ")@4", "->@5", "w(y)@7"]),
        Row("1e3 1E3ms 2.5e-3s 1_000ms +5pt", ["n(1000.0)@1", "n(1000.0 ms)@5", "n(0.0025 s)@11", "n(1000.0 ms)@19", "n(5.0 pt)@27"]),
        Row("50% 120Hz 2x 3us", ["n(50.0 %)@1", "n(120.0 Hz)@5", "n(2.0 x)@11", "n(3.0 us)@14"]),
        Row("==-200pt", ["==@1", "n(-200.0 pt)@3"]),
        Row("\tpresent\t\tanimated\r", ["w(present)@2", "w(animated)@11"]),
        Row("", []),
        Row("   ", []),
        Row("# only a comment", []),
        Row("wait 300ms # settle first", ["w(wait)@1", "n(300.0 ms)@6"]),
        Row("wait 300ms#no space", ["w(wait)@1", "n(300.0 ms)@6"]),
        Row(##"device "# not a comment" # but this is"##, ["w(device)@1", "s(# not a comment)@8"]),
        Row(#"s "say \"hi\" \\ back""#, [#"w(s)@1"#, #"s(say "hi" \ back)@3"#]),
        Row(#""""#, ["s()@1"]),
        Row(#""\"x" "x\\" "\\""#, [#"s("x)@1"#, #"s(x\)@7"#, #"s(\)@13"#]),
        Row(#""héllo" x"#, ["s(héllo)@1", "w(x)@10"]),
    ]

    @Test("token sequences and columns", arguments: rows)
    func tokens(_ row: Row) {
        let result = lexLine(row.line)
        let location = rowLocation(row.sourceLine)
        #expect(result.error == nil, "unexpected error: \(result.error?.formatted ?? "")", sourceLocation: location)
        #expect(result.tokens == row.tokens, sourceLocation: location)
    }

    @Test func tokensKeepSourceTextAndRanges() throws {
        let line = try Lexer.lex(#"expect "a\"b" 1_000ms ± x"#, file: "f.sheet", line: 7)
        #expect(line.tokens.map(\.text) == ["expect", #""a\"b""#, "1_000ms", "±", "x"])
        let number = try #require(line.tokens[2].number)
        #expect(number.text == "1_000ms")
        #expect(number.isInteger)
        #expect(number.integerValue == 1000)
        #expect(line.tokens[2].range == SourceRange(
            start: Loc(file: "f.sheet", line: 7, column: 15), end: Loc(file: "f.sheet", line: 7, column: 22)))
        #expect(line.tokens[3].range.length == 2)  // `±` is two bytes
    }

    /// A symbol's text is its spelling in the source: `+-` stays `+-`, though it is the symbol `±`.
    @Test func symbolsKeepTheirSpelling() throws {
        let line = try Lexer.lex("= == != <= >= < > ( ) , : ± +- -> ..", file: "f.sheet", line: 1)
        #expect(line.tokens.map(\.text) == ["=", "==", "!=", "<=", ">=", "<", ">", "(", ")", ",", ":", "±", "+-", "->", ".."])
        #expect(line.tokens[12].symbol == .plusMinus)
    }

    @Test func commentIsKept() throws {
        let line = try Lexer.lex("wait 1s # why", file: "f", line: 3)
        #expect(line.comment == Comment(text: " why", range: SourceRange(
            start: Loc(file: "f", line: 3, column: 9), end: Loc(file: "f", line: 3, column: 14))))
        #expect(try Lexer.lex("# all comment", file: "f", line: 1).isBlank)
        #expect(try Lexer.lex("\"#\"", file: "f", line: 1).comment == nil)
    }
}

extension LexerTokenTests.Row: CustomTestStringConvertible {
    var testDescription: String { "line \(sourceLine): \(line.prefix(40))" }
}
