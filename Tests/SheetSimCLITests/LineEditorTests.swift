import Testing
@testable import SheetSimCLI

/// Keys for a typed string, so rows read like what the user types.
private func typed(_ text: String) -> [Key] { text.unicodeScalars.map { .character($0) } }

private func location(_ line: Int) -> SourceLocation {
    SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
}

private let words = ["present", "preset", "dismiss", "detent", "detents", "drag", "sheet.offset"]
private func completer(_ prefix: String) -> [String] { words.filter { $0.hasPrefix(prefix) } }

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
            Row(keys: [.tab, .tab], buffer: "", cursor: 0, lastAction: .listCompletions(words.sorted()), line: #line),
            // Any key between the Tabs re-arms the bell.
            Row(keys: typed("prese") + [.tab, .ctrlL, .tab], buffer: "prese", cursor: 5, lastAction: .bell, line: #line),
            // After a unique completion the next Tab is a first Tab again.
            Row(keys: typed("dis") + [.tab, .tab], buffer: "dismiss ", cursor: 8, lastAction: .bell, line: #line),
            Row(keys: typed("dis") + [.tab, .tab, .tab], buffer: "dismiss ", cursor: 8, lastAction: .listCompletions(words.sorted()), line: #line),
            // Only the part of the word before the cursor is completed.
            Row(keys: typed("prsent") + [.home, .right, .right, .tab], buffer: "presesent", cursor: 5, lastAction: .redraw, line: #line),
            Row(keys: typed("zz") + [.tab], buffer: "zz", cursor: 2, lastAction: .bell, line: #line),
        ], completions: completer)
        run([Row(keys: typed("p") + [.tab], buffer: "p", cursor: 1, lastAction: .bell, line: #line)])
    }

    @Test func completionIgnoresNonMatchingAndDuplicateCandidates() {
        var editor = LineEditor(completions: { _ in ["drag", "drag", "other"] })
        for key in typed("d") { _ = editor.handle(key) }
        #expect(editor.handle(.tab) == .redraw)
        #expect(editor.line == "drag ")
    }

    @Test func completionProviderSeesWordBeforeCursor() {
        var seen: [String] = []
        var editor = LineEditor(completions: { seen.append($0); return [] })
        for key in typed("set sheet.de") { _ = editor.handle(key) }
        _ = editor.handle(.left)
        _ = editor.handle(.tab)
        #expect(seen == ["sheet.d"])
    }

    @Test func ctrlCAbandonsLineAndTwiceOnEmptyLineEnds() {
        var editor = LineEditor()
        for key in typed("drag") { _ = editor.handle(key) }
        _ = editor.handle(.up)
        #expect(editor.handle(.ctrlC) == .interrupt)
        #expect(editor.line == "")
        #expect(editor.cursor == 0)
        #expect(editor.history == [])
        #expect(editor.handle(.ctrlC) == .eof)

        // Another key between the two re-arms it.
        var other = LineEditor()
        #expect(other.handle(.ctrlC) == .interrupt)
        #expect(other.handle(.left) == .none)
        #expect(other.handle(.ctrlC) == .interrupt)
        // Typing after Ctrl-C, then Ctrl-C: the line was not empty, so it is abandoned again.
        _ = other.handle(.character("a"))
        #expect(other.handle(.ctrlC) == .interrupt)
        #expect(other.handle(.ctrlC) == .eof)
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
            // Horizontal scrolling: room is 10 - 2 - 1 = 7 columns.
            (Prompt("> ", useColor: false), "0123456789", 10, 10, "\r> 3456789\(esc)[K", #line),
            (Prompt("> ", useColor: false), "0123456789", 0, 10, "\r> 0123456\(esc)[K\(esc)[7D", #line),
            (Prompt("> ", useColor: false), "0123456789", 8, 10, "\r> 1234567\(esc)[K", #line),
            (Prompt("> ", useColor: false), "0123456", 3, 10, "\r> 0123456\(esc)[K\(esc)[4D", #line),
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

    @Test func completionListInColumns() {
        let bytes = renderCompletionList(["detent", "dismiss", "drag"], columns: 20)
        #expect(String(decoding: bytes, as: UTF8.self) == "detent   dismiss\r\ndrag\r\n")
        #expect(renderCompletionList([], columns: 20) == [])
    }
}
