import SheetSim
import Testing
@testable import SheetSimScenario

/// Scale tests: these assert results, not wall-clock time. They exist to catch quadratic
/// behaviour and unbounded memory on absurd input, each bound checked by size: reallocations of
/// a growing buffer, comparisons, log entries looked at, lines diffed, bytes printed.
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

    // MARK: Growing without copying

    /// How many times `buffer` moves while `step` runs `count` times. An array that grows in
    /// place moves about log2(count) times (its capacity doubles); one copied at every step
    /// moves every time.
    static func moves(_ count: Int, step: (Int) -> Void, buffer: () -> UnsafeRawPointer?) -> Int {
        var moves = 0
        var last = buffer()
        for index in 0..<count {
            step(index)
            let now = buffer()
            if now != last { moves += 1 }
            last = now
        }
        return moves
    }

    /// The most moves a buffer growing in place may make in `count` appends.
    static func doublings(_ count: Int) -> Int { 2 * (Int.bitWidth - count.leadingZeroBitCount) + 8 }

    @Test func callbackBlockGrowsInPlace() {
        var parser = ScenarioParser()
        _ = parser.parseLine(SourceLine(number: 1, text: "expect callbacks in order"), file: "t.sheet")
        let count = 20_000
        let moves = Self.moves(count, step: { index in
            _ = parser.parseLine(SourceLine(number: index + 2, text: "  sheet.viewWillAppear(animated: true)"), file: "t.sheet")
        }, buffer: { parser.openBlock?.matchers.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } ?? nil })
        #expect(moves <= Self.doublings(count), "the block's matchers moved \(moves) times in \(count) lines")
        guard case .command(let block) = parser.parseLine(SourceLine(number: count + 2, text: "end"), file: "t.sheet"),
              case .expectCallbacks(.inOrder(let matchers, _)) = block.value else {
            Issue.record("the block did not end")
            return
        }
        #expect(matchers.count == count)
    }

    @Test func expectationsAndMarksGrowInPlace() {
        let count = 20_000
        var session = ScenarioSession()
        let location = Loc(file: "t.sheet", line: 1, column: 1)
        session.execute(Located(.present(name: nil, from: nil, animated: true), at: location))
        let matcher = CallbackMatcher(time: nil, receiver: "sheet", name: "viewDidDisappear", arguments: nil, location: location)
        let expectations = Self.moves(count, step: { _ in
            session.execute(Located(.expectCallbacks(.never(matcher, LogWindow())), at: location))
        }, buffer: { session.logExpectations.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } })
        #expect(expectations <= Self.doublings(count), "the expectations moved \(expectations) times in \(count) lines")

        let marks = Self.moves(count, step: { index in
            session.execute(Located(.mark("m\(index)"), at: location))
        }, buffer: { session.marks.list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } })
        #expect(marks <= Self.doublings(count), "the marks moved \(marks) times in \(count) lines")
        #expect(session.marks.list.count == count)
    }

    // MARK: Evaluating many expectations

    @Test func expectNoLinesLookAtTheLogOnce() throws {
        let count = 20_000
        var text = "present\nwait until settled\ndrag grabber by 120pt over 600ms\nwait until settled\n"
        text += String(repeating: "expect no sheet.viewDidDisappear\n", count: count)
        text += "expect sheet.viewDidAppear count == 2 from 0ms to 5s\n"
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: text))
        #expect(diagnostics.isEmpty)
        var session = ScenarioSession()
        for command in commands { #expect(session.execute(command) == nil) }
        let logged = session.log.count
        #expect(session.finish().isEmpty)
        #expect(session.failures.isEmpty)
        #expect(logged >= 10)
        // Once to index the log; before, each expectation filtered the whole log: count × logged.
        #expect(session.examinedEntries <= 2 * logged, "\(session.examinedEntries) entries looked at for \(count) expectations")
    }

    @Test func stateChecksAheadOfTheClockAreOrderedInLogTime() {
        let count = 20_000
        var session = ScenarioSession()
        let location = Loc(file: "t.sheet", line: 1, column: 1)
        session.execute(Located(.present(name: nil, from: nil, animated: true), at: location))
        // Written latest first: each new line goes to the front of the queue.
        for index in 0..<count {
            let check = StateExpectation(property: StateProperty.named("phase")!, comparison: .equal, expected: .word("idle"),
                                         at: SimInstant.zero + .milliseconds(Int64(500 + count - index)), subject: nil)
            #expect(session.execute(Located(.expectState(check), at: location)) == nil)
        }
        #expect(session.finish().isEmpty)
        #expect(session.failures.isEmpty)
        let bound = 4 * count * (Int.bitWidth - count.leadingZeroBitCount)
        #expect(session.stateChecks.comparisons <= bound, "\(session.stateChecks.comparisons) comparisons to order \(count) checks")
    }

    // MARK: A failed block of thousands of lines

    /// `expect callbacks` against a log that differs everywhere: no line diff of it all (its
    /// trace is O(d²) memory), but a bounded report of where and how much.
    @Test func aLongMismatchedBlockIsSummarised() throws {
        let count = 2_000
        var text = "present\nwait until settled\nexpect callbacks\n"
        for index in 0..<count { text += index % 2 == 0 ? "  sheet.viewDidDisappear\n" : "  presenter.viewDidDisappear\n" }
        text += "end\n"
        let (failure, session) = try Self.failure(of: text)
        #expect(session.diffedLines <= ScenarioLimits.diffedLines, "\(session.diffedLines) lines diffed")
        let printed = failure.formatted
        #expect(printed.utf8.count <= 16_384, "\(printed.utf8.count) bytes printed")
        #expect(printed.contains("expected callbacks 1–2000 and logged callbacks 1–5 differ (2005 lines, more than the 1000 diffed"))
        #expect(printed.contains("- … and \(count - ScenarioLimits.listedLines / 2) more expected"))
        #expect(printed.contains("Logs diverge at 0.000ms (entry 1)."))
    }

    /// One wrong line in a long block: the diff shows it between a few shared lines and says how
    /// many are the same, rather than printing every line of both.
    @Test func oneWrongLineInALongBlockShowsOnlyItsContext() throws {
        let actions = "present\nwait until settled\n" + String(repeating: "drag grabber by 120pt over 600ms\nwait until settled\n", count: 150)
        var replay = ScenarioSession()
        var parser = ScenarioParser()
        for command in parser.parse(SourceFile(name: "t.sheet", text: actions)).commands { replay.execute(command) }
        var expected = replay.log.map(LogText.untimed)
        #expect(expected.count > 1_000)
        let wrong = expected.count / 2
        expected[wrong] = "sheet.viewDidDisappear"
        let text = actions + "expect callbacks\n" + expected.map { "  " + $0 + "\n" }.joined() + "end\n"
        let (failure, session) = try Self.failure(of: text)
        #expect(session.diffedLines <= 2)
        let printed = failure.formatted
        #expect(printed.utf8.count <= 2_048, "\(printed)")
        #expect(printed.contains("\n      … \(wrong - 3) callbacks the same in both\n"))
        #expect(printed.contains("\n    - sheet.viewDidDisappear\n    + \(LogText.untimed(replay.log[wrong]))\n"))
        #expect(printed.contains("\n      … \(expected.count - wrong - 4) callbacks the same in both\n"))
        #expect(printed.contains("Logs diverge at \(replay.log[wrong].time) (entry \(wrong + 1))."))
    }

    static func failure(of text: String) throws -> (ExpectationFailure, ScenarioSession) {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var session = ScenarioSession()
        for command in commands { #expect(session.execute(command) == nil) }
        #expect(session.finish().isEmpty)
        return (try #require(session.failures.first), session)
    }

    // MARK: Many bad lines

    @Test func manyBadLinesKeepAHundredDiagnosticsAndCountTheRest() {
        let count = 200_000
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: String(repeating: "bogus line\n", count: count)))
        #expect(commands.isEmpty)
        #expect(diagnostics.count == ScenarioLimits.diagnostics)
        #expect(parser.omittedDiagnosticCount == count - ScenarioLimits.diagnostics)
        #expect(diagnostics.first?.message == "unknown command 'bogus'")
    }

    @Test func aMegabyteLineIsQuotedInPart() throws {
        let line = "wait 1ms " + String(repeating: "x", count: 1 << 20) + " 3parsecs"
        let diagnostic = try #require(lexLine(line).error)
        let printed = diagnostic.formatted(withSourceLine: line)
        #expect(printed.utf8.count <= 3 * ScenarioLimits.excerptBytes + 400, "\(printed.utf8.count) bytes")
        let excerpt = printed.split(separator: "\n").map(String.init)
        #expect(excerpt[1].hasPrefix("1 | …x"))
        #expect(excerpt[1].hasSuffix("x 3parsecs"))
        // The caret is still under the bad unit.
        let caret = try #require(excerpt[2].firstIndex(of: "^"))
        #expect(excerpt[1].dropFirst(excerpt[2].distance(from: excerpt[2].startIndex, to: caret) - 1).hasPrefix("3parsecs"))
    }

    @Test func shortLinesAreQuotedWhole() throws {
        let line = "wait " + String(repeating: "1", count: 100) + "parsecs"
        let printed = try #require(lexLine(line).error).formatted(withSourceLine: line)
        #expect(printed.contains("1 | " + line + "\n"))
    }

    // MARK: Memory per line and per command

    /// A file of n lines keeps n + 1 line starts, and a command is a few dozen bytes: an 8 MiB
    /// file of empty lines costs about 64 MiB, and a million parsed commands about 72 MB.
    @Test func linesAndCommandsAreSmall() {
        let file = SourceFile(name: "t.sheet", text: String(repeating: "\n", count: 1_000))
        #expect(file.lines.count == 1_000)
        #expect(file.lines.starts.count == 1_001)
        #expect(MemoryLayout<SourceFile.Lines>.size <= 32)
        #expect(MemoryLayout<Located<ScenarioCommand>>.stride <= 80, "\(MemoryLayout<Located<ScenarioCommand>>.stride) bytes a command")
    }

    // MARK: The work behind a diagnostic

    /// Once a parse holds the diagnostics it keeps, later ones are only counted, so they are made
    /// without a did-you-mean (which compares the word with every candidate).
    @Test func diagnosticsPastTheLimitGetNoHint() {
        var parser = ScenarioParser()
        _ = parser.parse(SourceFile(name: "t.sheet", text: String(repeating: "presnt\n", count: ScenarioLimits.diagnostics)))
        guard case .failure(let late) = parser.parseLine(SourceLine(number: 101, text: "presnt"), file: "t.sheet") else {
            Issue.record("not an error")
            return
        }
        #expect(late.first?.message == "unknown command 'presnt'")
        #expect(late.first?.hint == nil)
        var fresh = ScenarioParser()
        guard case .failure(let early) = fresh.parseLine(SourceLine(number: 1, text: "presnt"), file: "t.sheet") else { return }
        #expect(early.first?.hint == "did you mean 'present'?")
    }

    /// A did-you-mean looks at the first 1,024 candidates only, so 100,000 marks do not make
    /// each suggestion compare 100,000 names.
    @Test func suggestionsCompareABoundedNumberOfCandidates() {
        let names = (0..<100_000).map { $0 < Suggestions.maxCandidates ? "early\($0)" : "late\($0)" }
        #expect(Suggestions.closest(to: "early1000", among: names) == "early1000")
        #expect(Suggestions.closest(to: "late99999", among: names) == nil)
        #expect(Suggestions.list(names).hasSuffix(", … and 99950 more"))
    }
}

