import Testing
@testable import SheetSimScenario

@Suite("Diagnostics")
struct DiagnosticTests {
    let location = Loc(file: "intro.sheet", line: 7, column: 14)

    @Test func formattedWithoutHint() {
        let diagnostic = Diagnostic(.deviceNewerThanOS, .warning, "detent 'peek' is never used", at: location)
        #expect(diagnostic.formatted == "intro.sheet:7:14: warning: detent 'peek' is never used")
        #expect(diagnostic.description == diagnostic.formatted)
    }

    @Test func formattedWithHint() {
        let diagnostic = Diagnostic.error(.unknownCallback, "unknown event 'viewDidApear'",
                                          range: SourceRange(start: location, length: 12),
                                          hint: "did you mean 'viewDidAppear'?")
        #expect(diagnostic.formatted == """
            intro.sheet:7:14: error: unknown event 'viewDidApear'
            intro.sheet:7:14: note: did you mean 'viewDidAppear'?
            """)
    }

    @Test func excerptFromTheLexer() {
        let error = lexLine("drag by 3parsecs").error!
        #expect(error.formatted(withSourceLine: "drag by 3parsecs") == """
            t.sheet:1:10: error: unknown unit 'parsecs' in '3parsecs'
            1 | drag by 3parsecs
              |          ^~~~~~~
            t.sheet:1:10: note: units are pt, ms, s, us, pt/s, %, Hz, x
            """)
    }

    @Test func excerptCountsCharactersAndKeepsTabs() {
        // `±` is 2 bytes and `é` is 2 bytes, but each is one cell on screen.
        let line = "\tx ± é 3pt5"
        let error = lexLine(line).error!
        #expect(error.location.column == 7)
        #expect(error.formatted(withSourceLine: line) == """
            t.sheet:1:7: error: unexpected character 'é' (U+00E9)
            1 | \(line)
              | \t    ^
            t.sheet:1:7: note: names are ASCII; put other text in a "string"
            """)
    }

    @Test func excerptPastTheEndOfTheLine() {
        let diagnostic = Diagnostic.error(.expectedNumber, "expected a duration after 'wait'", at: Loc(file: "w", line: 120, column: 6))
        #expect(diagnostic.formatted(withSourceLine: "wait") == """
            w:120:6: error: expected a duration after 'wait'
            120 | wait
                |      ^
            """)
    }

    @Test func locationsOrderByFileLineColumn() {
        let sorted = [Loc(file: "b", line: 1, column: 1), Loc(file: "a", line: 2, column: 1),
                      Loc(file: "a", line: 1, column: 9), Loc(file: "a", line: 1, column: 2)].sorted()
        #expect(sorted.map(\.description) == ["a:1:2", "a:1:9", "a:2:1", "b:1:1"])
        #expect(SourceRange(start: Loc(file: "a", line: 1, column: 3), end: Loc(file: "a", line: 2, column: 1)).length == 0)
    }
}
