import Testing
@testable import SheetSimCLI

/// Keys for a typed string, so rows read like what the user types.
private func typed(_ text: String) -> [Key] { text.unicodeScalars.map { .character($0) } }

private func location(_ line: Int) -> SourceLocation {
    SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
}

private let words = ["present", "preset", "dismiss", "detent", "detents", "drag", "sheet.offset"]
/// Completes the whitespace-delimited word before the cursor from `words`.
private func completer(_ line: String) -> LineCompletion {
    let word = String(line.unicodeScalars.reversed().prefix { !$0.properties.isWhitespace }.reversed().map(Character.init))
    return LineCompletion(replacing: word.unicodeScalars.count,
                          candidates: words.filter { $0.hasPrefix(word) }.map { LineCompletion.Candidate($0) })
}

struct LineEditorTests {
    struct Row {
        var keys: [Key]
        var buffer: String
        var cursor: Int
        var lastAction: LineEditorAction
        var line: Int
    }

    private func run(_ rows: [Row], history: [String] = [], completions: LineEditor.CompletionProvider? = nil) {
        for row in rows {
            var editor = LineEditor(completions: completions)
            for entry in history { editor.addToHistory(entry) }
            var last = LineEditorAction.none
            for key in row.keys { last = editor.handle(key) }
            #expect(editor.line == row.buffer, sourceLocation: location(row.line))
            #expect(editor.cursor == row.cursor, sourceLocation: location(row.line))
            #expect(last == row.lastAction, sourceLocation: location(row.line))
        }
    }

    @Test func editingAndCursorMovement() {
        run([
            Row(keys: typed("abc"), buffer: "abc", cursor: 3, lastAction: .redraw, line: #line),
            Row(keys: typed("abc") + [.left, .left] + typed("X"), buffer: "aXbc", cursor: 2, lastAction: .redraw, line: #line),
            Row(keys: typed("abc") + [.left, .backspace], buffer: "ac", cursor: 1, lastAction: .redraw, line: #line),
            Row(keys: typed("abc") + [.home, .delete], buffer: "bc", cursor: 0, lastAction: .redraw, line: #line),
            Row(keys: typed("abc") + [.ctrlA] + typed(">"), buffer: ">abc", cursor: 1, lastAction: .redraw, line: #line),
            Row(keys: typed("abc") + [.home, .ctrlE] + typed("!"), buffer: "abc!", cursor: 4, lastAction: .redraw, line: #line),
            Row(keys: typed("ab") + [.home, .end], buffer: "ab", cursor: 2, lastAction: .redraw, line: #line),
            Row(keys: [.left], buffer: "", cursor: 0, lastAction: .none, line: #line),
            Row(keys: typed("a") + [.right], buffer: "a", cursor: 1, lastAction: .none, line: #line),
            Row(keys: [.backspace], buffer: "", cursor: 0, lastAction: .none, line: #line),
            Row(keys: typed("a") + [.delete], buffer: "a", cursor: 1, lastAction: .none, line: #line),
            Row(keys: typed("a") + [.unknown], buffer: "a", cursor: 1, lastAction: .none, line: #line),
            Row(keys: [.character("\u{1}"), .character("\u{7F}")], buffer: "", cursor: 0, lastAction: .none, line: #line),
            Row(keys: typed("abc") + [.left, .ctrlD], buffer: "ab", cursor: 2, lastAction: .redraw, line: #line),
            Row(keys: [.ctrlD], buffer: "", cursor: 0, lastAction: .eof, line: #line),
            Row(keys: typed("x") + [.ctrlL], buffer: "x", cursor: 1, lastAction: .clearScreen, line: #line),
        ])
    }

    @Test func killLineAndWord() {
        run([
            Row(keys: typed("drag to 300") + [.ctrlU], buffer: "", cursor: 0, lastAction: .redraw, line: #line),
            Row(keys: typed("drag to 300") + [.left, .left, .left, .ctrlU], buffer: "300", cursor: 0, lastAction: .redraw, line: #line),
            Row(keys: [.ctrlU], buffer: "", cursor: 0, lastAction: .none, line: #line),
            Row(keys: typed("drag to 300") + [.ctrlW], buffer: "drag to ", cursor: 8, lastAction: .redraw, line: #line),
            Row(keys: typed("drag to   ") + [.ctrlW], buffer: "drag ", cursor: 5, lastAction: .redraw, line: #line),
            Row(keys: typed("drag to 300") + [.ctrlW, .ctrlW], buffer: "drag ", cursor: 5, lastAction: .redraw, line: #line),
            Row(keys: typed("drag to 300") + [.left, .left, .ctrlW], buffer: "drag to 00", cursor: 8, lastAction: .redraw, line: #line),
            Row(keys: typed("drag to") + [.home, .ctrlW], buffer: "drag to", cursor: 0, lastAction: .none, line: #line),
        ])
    }

    @Test func utf8CharactersAreOneCursorStep() {
        run([
            Row(keys: typed("héllo") + [.left, .left, .left, .left], buffer: "héllo", cursor: 1, lastAction: .redraw, line: #line),
            Row(keys: typed("héllo") + [.home, .right, .delete], buffer: "hllo", cursor: 1, lastAction: .redraw, line: #line),
            Row(keys: typed("日本") + [.left] + typed("x"), buffer: "日x本", cursor: 2, lastAction: .redraw, line: #line),
            Row(keys: typed("a🙂") + [.backspace], buffer: "a", cursor: 1, lastAction: .redraw, line: #line),
        ])
    }

    @Test func submitResetsAndRecordsHistory() {
        var editor = LineEditor()
        for key in typed("present") { _ = editor.handle(key) }
        #expect(editor.handle(.enter) == .submit("present"))
        #expect(editor.buffer.isEmpty)
        #expect(editor.cursor == 0)
        #expect(editor.handle(.enter) == .submit(""))
        for key in typed("present") { _ = editor.handle(key) }
        _ = editor.handle(.enter)
        for key in typed("  ") { _ = editor.handle(key) }
        #expect(editor.handle(.enter) == .submit("  "))
        for key in typed("drag") { _ = editor.handle(key) }
        _ = editor.handle(.enter)
        // Blank lines and the consecutive duplicate are not recorded.
        #expect(editor.history == ["present", "drag"])
    }

    @Test func historyIsBounded() {
        var editor = LineEditor(historyLimit: 3)
        for entry in ["a", "b", "b", "c", "d", "a"] { editor.addToHistory(entry) }
        #expect(editor.history == ["c", "d", "a"])
        var none = LineEditor(historyLimit: 0)
        none.addToHistory("a")
        #expect(none.history == [])
    }

    @Test func historyBrowsingRestoresDraft() {
        let history = ["first", "second", "third"]
        run([
            Row(keys: [.up], buffer: "third", cursor: 5, lastAction: .redraw, line: #line),
            Row(keys: [.up, .up], buffer: "second", cursor: 6, lastAction: .redraw, line: #line),
            Row(keys: [.up, .up, .up], buffer: "first", cursor: 5, lastAction: .redraw, line: #line),
            Row(keys: [.up, .up, .up, .up], buffer: "first", cursor: 5, lastAction: .bell, line: #line),
            Row(keys: [.up, .up, .down], buffer: "third", cursor: 5, lastAction: .redraw, line: #line),
            Row(keys: typed("dra") + [.left, .up, .up, .down, .down], buffer: "dra", cursor: 3, lastAction: .redraw, line: #line),
            Row(keys: typed("dra") + [.up, .down, .down], buffer: "dra", cursor: 3, lastAction: .bell, line: #line),
            Row(keys: [.down], buffer: "", cursor: 0, lastAction: .bell, line: #line),
            Row(keys: [.up] + typed("!"), buffer: "third!", cursor: 6, lastAction: .redraw, line: #line),
        ], history: history)
        run([Row(keys: [.up], buffer: "", cursor: 0, lastAction: .bell, line: #line)])
    }

    @Test func recalledLineSubmitsAndEndsBrowsing() {
        var editor = LineEditor()
        editor.addToHistory("one")
        editor.addToHistory("two")
        _ = editor.handle(.up)
        _ = editor.handle(.up)
        #expect(editor.historyIndex == 0)
        #expect(editor.handle(.enter) == .submit("one"))
        #expect(editor.historyIndex == nil)
        #expect(editor.history == ["one", "two", "one"])
        #expect(editor.handle(.up) == .redraw)
        #expect(editor.line == "one")
    }

    @Test func completion() {
        run([
            // Single match: completed with a trailing space.
            Row(keys: typed("dis") + [.tab], buffer: "dismiss ", cursor: 8, lastAction: .redraw, line: #line),
            Row(keys: typed("x sheet.") + [.tab], buffer: "x sheet.offset ", cursor: 15, lastAction: .redraw, line: #line),
            // Completing a word in the middle of the line; the space after it is reused.
            Row(keys: typed("dr 1") + [.left, .left, .tab], buffer: "drag 1", cursor: 4, lastAction: .redraw, line: #line),
            // Several: the common prefix first.
            Row(keys: typed("p") + [.tab], buffer: "prese", cursor: 5, lastAction: .redraw, line: #line),
            Row(keys: typed("de") + [.tab], buffer: "detent", cursor: 6, lastAction: .redraw, line: #line),
            // Nothing more in common: bell, then the second Tab lists them sorted.
            Row(keys: typed("prese") + [.tab], buffer: "prese", cursor: 5, lastAction: .bell, line: #line),
            Row(keys: typed("prese") + [.tab, .tab], buffer: "prese", cursor: 5, lastAction: .listCompletions(["present", "preset"]), line: #line),
            Row(keys: typed("p") + [.tab, .tab], buffer: "prese", cursor: 5, lastAction: .listCompletions(["present", "preset"]), line: #line),
            Row(keys: [.tab, .tab], buffer: "", cursor: 0, lastAction: .listCompletions(words), line: #line),
            // Any key between the Tabs re-arms the bell.
            Row(keys: typed("prese") + [.tab, .ctrlL, .tab], buffer: "prese", cursor: 5, lastAction: .bell, line: #line),
            // After a unique completion the next Tab is a first Tab again.
            Row(keys: typed("dis") + [.tab, .tab], buffer: "dismiss ", cursor: 8, lastAction: .bell, line: #line),
            Row(keys: typed("dis") + [.tab, .tab, .tab], buffer: "dismiss ", cursor: 8, lastAction: .listCompletions(words), line: #line),
            // Only the part of the word before the cursor is completed.
            Row(keys: typed("prsent") + [.home, .right, .right, .tab], buffer: "presesent", cursor: 5, lastAction: .redraw, line: #line),
            Row(keys: typed("zz") + [.tab], buffer: "zz", cursor: 2, lastAction: .bell, line: #line),
        ], completions: completer)
        run([Row(keys: typed("p") + [.tab], buffer: "p", cursor: 1, lastAction: .bell, line: #line)])
    }

    @Test func completionIgnoresDuplicateCandidates() {
        var editor = LineEditor(completions: { _ in LineCompletion(replacing: 1, candidates: [.init("drag"), .init("drag")]) })
        for key in typed("d") { _ = editor.handle(key) }
        #expect(editor.handle(.tab) == .redraw)
        #expect(editor.line == "drag ")
    }

    @Test func completionProviderSeesTheLineBeforeTheCursor() {
        var seen: [String] = []
        var editor = LineEditor(completions: { seen.append($0); return LineCompletion(replacing: 0, candidates: []) })
        for key in typed("set sheet.de") { _ = editor.handle(key) }
        _ = editor.handle(.left)
        _ = editor.handle(.tab)
        #expect(seen == ["set sheet.d"])
    }

    /// The provider decides what a candidate replaces and whether a space follows: a receiver
    /// path continues (`sheet.`), a quoted value can replace a word typed without its quote.
    @Test func candidatesReplaceTheirWordAndChooseTheirSpace() {
        let receivers: LineEditor.CompletionProvider = { _ in
            LineCompletion(replacing: 2, candidates: [.init("sheet.", display: "sheet.", appendsSpace: false)])
        }
        run([Row(keys: typed("expect no sh") + [.tab], buffer: "expect no sheet.", cursor: 16, lastAction: .redraw, line: #line)],
            completions: receivers)
        let devices: LineEditor.CompletionProvider = { _ in
            LineCompletion(replacing: 3, candidates: [.init("\"iPhone 14 Pro\""), .init("\"iPhone 16 Pro\"")])
        }
        run([Row(keys: typed("device iPh") + [.tab], buffer: "device \"iPhone 1", cursor: 16, lastAction: .redraw, line: #line)],
            completions: devices)
    }

    /// Hints say what a slot wants (a duration) but are never inserted, so a lone word beside
    /// them is not either: the user may be about to type a number.
    @Test func hintsAreListedButNeverInserted() {
        let wait: LineEditor.CompletionProvider = { _ in
            LineCompletion(replacing: 0, candidates: [.init("until")], hints: ["<a duration, e.g. 300ms>"])
        }
        run([
            Row(keys: typed("wait ") + [.tab], buffer: "wait ", cursor: 5, lastAction: .bell, line: #line),
            Row(keys: typed("wait ") + [.tab, .tab], buffer: "wait ", cursor: 5,
                lastAction: .listCompletions(["until", "<a duration, e.g. 300ms>"]), line: #line),
        ], completions: wait)
    }

    /// A list that does not fit asks first, as readline does; y, space or Tab show it, anything
    /// else declines.
    @Test func aLongListAsksBeforeListing() {
        let many = (0..<250).map { "word\($0)" }
        let provider: LineEditor.CompletionProvider = { _ in
            LineCompletion(replacing: 0, candidates: many.map { LineCompletion.Candidate($0) })
        }
        var editor = LineEditor(completions: provider)
        editor.listingFits = { $0.count <= 40 }
        #expect(editor.handle(.tab) == .redraw)  // the common prefix "word"
        editor = LineEditor(completions: { _ in LineCompletion(replacing: 0, candidates: [.init("ab"), .init("cd")] + many.map { .init($0) }) })
        editor.listingFits = { $0.count <= 40 }
        #expect(editor.handle(.tab) == .bell)
        #expect(editor.handle(.tab) == .confirmListing(252))
        #expect(editor.handle(.character("n")) == .listingDeclined)
        #expect(editor.line == "")
        #expect(editor.handle(.tab) == .bell)
        #expect(editor.handle(.tab) == .confirmListing(252))
        guard case .listCompletions(let listed) = editor.handle(.character("y")) else {
            Issue.record("y did not list")
            return
        }
        #expect(listed.count == 252)
    }

    /// Ctrl-C abandons the line and never ends input, however often it is pressed: the session
    /// decides what it means (clear the line, cancel a block, say how to quit).
    @Test func ctrlCAbandonsTheLineAndNeverEndsInput() {
        var editor = LineEditor()
        for key in typed("drag") { _ = editor.handle(key) }
        _ = editor.handle(.up)
        #expect(editor.handle(.ctrlC) == .interrupt("drag"))
        #expect(editor.line == "")
        #expect(editor.cursor == 0)
        #expect(editor.history == [])
        for _ in 0..<3 { #expect(editor.handle(.ctrlC) == .interrupt("")) }
        #expect(editor.handle(.ctrlD) == .eof)
    }

    @Test func killsGoToTheKillBufferAndCtrlYYanksThem() {
        run([
            Row(keys: typed("drag to 300") + [.left, .left, .left, .ctrlK], buffer: "drag to ", cursor: 8, lastAction: .redraw, line: #line),
            Row(keys: typed("drag to 300") + [.left, .left, .left, .ctrlK, .home, .ctrlY], buffer: "300drag to ", cursor: 3, lastAction: .redraw, line: #line),
            Row(keys: typed("ab") + [.ctrlK], buffer: "ab", cursor: 2, lastAction: .none, line: #line),
            Row(keys: [.ctrlY], buffer: "", cursor: 0, lastAction: .bell, line: #line),
            // Consecutive kills add up: two Ctrl-W give both words back in order.
            Row(keys: typed("drag to 300") + [.ctrlW, .ctrlW, .ctrlY], buffer: "drag to 300", cursor: 11, lastAction: .redraw, line: #line),
            Row(keys: typed("drag to 300") + [.ctrlU, .ctrlY, .ctrlY], buffer: "drag to 300drag to 300", cursor: 22, lastAction: .redraw, line: #line),
            // A key between kills starts a new kill.
            Row(keys: typed("a b c") + [.ctrlW, .left, .ctrlW, .end, .ctrlY], buffer: "a  b", cursor: 4, lastAction: .redraw, line: #line),
        ])
    }

    @Test func wordMovesAndWordKills() {
        run([
            Row(keys: typed("expect no sheet.delegate.x") + [.wordLeft], buffer: "expect no sheet.delegate.x", cursor: 25, lastAction: .redraw, line: #line),
            Row(keys: typed("expect no sheet.delegate.x") + [.wordLeft, .wordLeft], buffer: "expect no sheet.delegate.x", cursor: 16, lastAction: .redraw, line: #line),
            Row(keys: typed("drag by 300pt") + [.home, .wordRight], buffer: "drag by 300pt", cursor: 4, lastAction: .redraw, line: #line),
            Row(keys: typed("drag by 300pt") + [.home, .wordRight, .wordRight, .wordRight], buffer: "drag by 300pt", cursor: 13, lastAction: .redraw, line: #line),
            Row(keys: typed("drag") + [.wordRight], buffer: "drag", cursor: 4, lastAction: .none, line: #line),
            Row(keys: typed("drag by 300pt") + [.home, .killWordForward], buffer: " by 300pt", cursor: 0, lastAction: .redraw, line: #line),
            Row(keys: typed("sheet.delegate") + [.killWordBackward], buffer: "sheet.", cursor: 6, lastAction: .redraw, line: #line),
            Row(keys: typed("drag by") + [.killWordBackward, .killWordBackward, .ctrlY], buffer: "drag by", cursor: 7, lastAction: .redraw, line: #line),
            Row(keys: typed("héllo wörld") + [.wordLeft], buffer: "héllo wörld", cursor: 6, lastAction: .redraw, line: #line),
        ])
    }

    @Test func reverseIncrementalSearch() {
        let history = ["detents medium large", "present", "drag grabber by 120pt over 600ms", "wait until settled"]
        var editor = LineEditor()
        for entry in history { editor.addToHistory(entry) }
        #expect(editor.handle(.ctrlR) == .redraw)
        #expect(editor.searchPrompt == "(reverse-i-search)`': ")
        for key in typed("en") { _ = editor.handle(key) }
        // The newest entry containing "en", the cursor on the match.
        #expect(editor.line == "present")
        #expect(editor.cursor == 4)
        #expect(editor.searchPrompt == "(reverse-i-search)`en': ")
        // Ctrl-R again: the next older match.
        #expect(editor.handle(.ctrlR) == .redraw)
        #expect(editor.line == "detents medium large")
        #expect(editor.cursor == 3)
        // Nothing older: the search fails but keeps the match.
        #expect(editor.handle(.ctrlR) == .bell)
        #expect(editor.searchPrompt == "(failed reverse-i-search)`en': ")
        #expect(editor.line == "detents medium large")
        // Backspace shortens the query and searches again from the newest.
        _ = editor.handle(.backspace)
        #expect(editor.line == "wait until settled")
        #expect(editor.searchPrompt == "(reverse-i-search)`e': ")
        // Enter runs the match.
        #expect(editor.handle(.enter) == .submit("wait until settled"))
        #expect(editor.search == nil)

        // Ctrl-G cancels back to the line being typed.
        for key in typed("dis") { _ = editor.handle(key) }
        _ = editor.handle(.ctrlR)
        for key in typed("drag") { _ = editor.handle(key) }
        #expect(editor.line == "drag grabber by 120pt over 600ms")
        #expect(editor.handle(.ctrlG) == .redraw)
        #expect(editor.line == "dis")
        #expect(editor.search == nil)

        // Another key accepts the match and then acts: End moves to its end.
        _ = editor.handle(.ctrlU)
        _ = editor.handle(.ctrlR)
        for key in typed("until") { _ = editor.handle(key) }
        #expect(editor.handle(.end) == .redraw)
        #expect(editor.search == nil)
        #expect(editor.line == "wait until settled")
        #expect(editor.cursor == 18)
        // Ctrl-R on an empty query repeats the last search.
        _ = editor.handle(.ctrlU)
        _ = editor.handle(.ctrlR)
        #expect(editor.handle(.ctrlR) == .redraw)
        #expect(editor.line == "wait until settled")
        // Ctrl-C during a search abandons the line.
        #expect(editor.handle(.ctrlC) == .interrupt("wait until settled"))
        #expect(editor.search == nil)
        // With no history there is nothing to search.
        var empty = LineEditor()
        #expect(empty.handle(.ctrlR) == .bell)
    }
}

struct RenderingTests {
    private static let esc = "\u{1B}"

    @Test func redrawBytes() {
        let esc = Self.esc
        let cases: [(prompt: Prompt, buffer: String, cursor: Int, columns: Int?, expected: String, line: Int)] = [
            (Prompt("> ", useColor: false), "", 0, nil, "\r> \(esc)[K", #line),
            (Prompt("> ", useColor: false), "abc", 3, nil, "\r> abc\(esc)[K", #line),
            (Prompt("> ", useColor: false), "abc", 1, nil, "\r> abc\(esc)[K\(esc)[2D", #line),
            (Prompt("> ", useColor: false), "héllo", 0, nil, "\r> héllo\(esc)[K\(esc)[5D", #line),
            (Prompt("> ", useColor: false), "日本x", 1, nil, "\r> 日本x\(esc)[K\(esc)[3D", #line),
            (Prompt("> ", style: [.bold, .cyan], useColor: true), "ab", 0, nil, "\r\(esc)[1;36m> \(esc)[0mab\(esc)[K\(esc)[2D", #line),
            // Horizontal scrolling: room is 10 - 2 - 1 = 7 columns, a '<' or '>' taking one where
            // text is hidden on that side.
            (Prompt("> ", useColor: false), "0123456789", 10, 10, "\r> <456789\(esc)[K", #line),
            (Prompt("> ", useColor: false), "0123456789", 0, 10, "\r> 012345>\(esc)[K\(esc)[7D", #line),
            (Prompt("> ", useColor: false), "0123456789", 8, 10, "\r> <456789\(esc)[K\(esc)[2D", #line),
            (Prompt("> ", useColor: false), "0123456789", 2, 10, "\r> 012345>\(esc)[K\(esc)[5D", #line),
            (Prompt("> ", useColor: false), "0123456789abcdef", 9, 10, "\r> <45678>\(esc)[K\(esc)[1D", #line),
            (Prompt("> ", useColor: false), "0123456", 3, 10, "\r> 0123456\(esc)[K\(esc)[4D", #line),
            (Prompt("> ", useColor: false), "日本語日本語", 6, 10, "\r> <日本語\(esc)[K", #line),
        ]
        for c in cases {
            let bytes = renderLine(prompt: c.prompt, buffer: Array(c.buffer.unicodeScalars), cursor: c.cursor, columns: c.columns)
            #expect(String(decoding: bytes, as: UTF8.self) == c.expected, sourceLocation: location(c.line))
        }
    }

    @Test func promptWidthExcludesEscapeCodes() {
        #expect(Prompt("sheetsim> ", style: [.bold], useColor: true).visibleWidth == 10)
        #expect(Prompt("sheetsim> ", style: [.bold], useColor: true).text == "\(Self.esc)[1msheetsim> \(Self.esc)[0m")
        #expect(Prompt("sheetsim> ", style: [.bold], useColor: false).text == "sheetsim> ")
        #expect(Prompt("日> ", useColor: false).visibleWidth == 4)
    }

    @Test func colourOnlyWhenEnabled() {
        #expect(SGR.apply([.red], to: "x", useColor: true) == "\(Self.esc)[31mx\(Self.esc)[0m")
        #expect(SGR.apply([.red], to: "x", useColor: false) == "x")
        #expect(SGR.apply([], to: "x", useColor: true) == "x")
    }

    @Test func columnWidths() {
        let cases: [(Unicode.Scalar, Int, Int)] = [
            ("a", 1, #line), ("é", 1, #line), ("\u{301}", 0, #line), ("日", 2, #line),
            ("🙂", 2, #line), ("\u{200B}", 0, #line), ("\u{1B}", 0, #line),
        ]
        for (scalar, width, line) in cases {
            #expect(columnWidth(of: scalar) == width, sourceLocation: location(line))
        }
    }

    /// However long the line and wherever the cursor, the visible part fits the terminal
    /// (leaving its last column) and the markers show exactly where text is hidden.
    @Test func scrolledLinesFitAndMarkWhatIsHidden() {
        let text = Array("drag grabber samples 0ms 0pt, 16ms 40pt, 33ms 90pt, 50ms 160pt".unicodeScalars)
        for columns in [12, 20, 40] {
            for cursor in 0...text.count {
                let window = visibleWindow(widths: text.map(columnWidth(of:)), cursor: cursor, room: columns - 2 - 1)
                let markers = (window.start > 0 ? 1 : 0) + (window.end < text.count ? 1 : 0)
                #expect(window.end - window.start + markers <= columns - 3, "\(columns) \(cursor)")
                #expect(window.start <= cursor && cursor <= window.end, "\(columns) \(cursor)")
            }
        }
    }

    @Test func completionListInColumns() {
        let bytes = renderCompletionList(["detent", "dismiss", "drag"], columns: 20)
        #expect(String(decoding: bytes, as: UTF8.self) == "detent   dismiss\r\ndrag\r\n")
        #expect(renderCompletionList([], columns: 20) == [])
    }
}
