import Testing
@testable import SheetSim

/// The text forms of log entries: the line `sheetsim run` prints and the JSON Lines object.
@Suite struct LogTextTests {
    @Test func quotedAndJSONStringsEscapeTheSameCharactersDifferentlyForControls() {
        let text = "a \"b\" \\ c\nd\te\u{1b}"
        #expect(LogText.quoted(text) == #""a \"b\" \\ c\nd\te\u{1b}""#)
        #expect(LogText.jsonString(text) == #""a \"b\" \\ c\nd\te\u001b""#)
    }

    /// Escapes at the ends, side by side and between characters of several bytes; text with
    /// none comes back between quotes as it was.
    @Test(arguments: [
        ("", #""""#),
        ("plain text", #""plain text""#),
        ("\"", #""\"""#),
        ("\"\\\"", #""\"\\\"""#),
        ("é\n😀\u{1}ü", #""é\n😀\u0001ü""#),
        ("\u{7f}\u{85}\u{1f}", "\"\u{7f}\u{85}\\u001f\""),
    ])
    func jsonStringsEscapeOnlyWhatJSONRequires(_ text: String, _ json: String) {
        #expect(LogText.jsonString(text) == json)
    }

    /// A callback's arguments text is what its description holds between the parentheses.
    @Test(arguments: [
        (Callback.viewWillLayoutSubviews, "viewWillLayoutSubviews", ""),
        (.viewWillAppear(animated: true), "viewWillAppear(animated: true)", "animated: true"),
        (.navigationControllerWillShow("detail", animated: false),
         "navigationControllerWillShow(detail, animated: false)", "detail, animated: false"),
        (.warning("say \"hé\""), #"warning("say \"hé\"")"#, #""say \"hé\"""#),
    ])
    func argumentsAreWhatTheParenthesesHold(_ callback: Callback, _ description: String, _ arguments: String) {
        #expect(callback.description == description)
        #expect(callback.argumentsText == arguments)
    }

    @Test func lineAndJSONOfAnEntry() {
        let entry = LogEntry(time: SimInstant(nanosecondsSinceStart: 408_333_333), receiver: .delegate(of: "sheet"),
                             callback: .presentationControllerShouldDismiss(answer: false))
        #expect(LogText.line(entry) == "408.333ms sheet.delegate.presentationControllerShouldDismiss(returned: false)")
        #expect(LogText.untimed(entry) == "sheet.delegate.presentationControllerShouldDismiss(returned: false)")
        #expect(LogText.json(entry) == #"{"time_ns":408333333,"time":"408.333ms","receiver":"sheet.delegate","name":"presentationControllerShouldDismiss","arguments":{"returned":"false"}}"#)
        let warning = LogEntry(time: .zero, receiver: .simulator, callback: .warning("say \"hi\""))
        #expect(LogText.line(warning) == #"0.000ms simulator.warning("say \"hi\"")"#)
    }

    struct TimeRow: Sendable {
        let line: Int
        let nanoseconds: Int64
        let text: String
    }

    static let times: [TimeRow] = [
        TimeRow(line: #line, nanoseconds: 0, text: "0.000ms"),
        TimeRow(line: #line, nanoseconds: 999, text: "0.000ms"),
        TimeRow(line: #line, nanoseconds: 1_000, text: "0.001ms"),
        TimeRow(line: #line, nanoseconds: 8_333_333, text: "8.333ms"),
        TimeRow(line: #line, nanoseconds: 400_000_000, text: "400.000ms"),
        TimeRow(line: #line, nanoseconds: 12_345_678_901, text: "12345.678ms"),
        TimeRow(line: #line, nanoseconds: -999, text: "-0.000ms"),
        TimeRow(line: #line, nanoseconds: -1_500_000, text: "-1.500ms"),
        TimeRow(line: #line, nanoseconds: .max, text: "9223372036854.775ms"),
        TimeRow(line: #line, nanoseconds: .min, text: "-9223372036854.775ms"),
    ]

    /// Times print in milliseconds with three decimals, truncated toward zero to the microsecond.
    @Test(arguments: times)
    func timesPrintInMilliseconds(_ row: TimeRow) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        #expect(SimInstant(nanosecondsSinceStart: row.nanoseconds).description == row.text, sourceLocation: location)
        #expect(SimDuration(nanoseconds: row.nanoseconds).description == row.text, sourceLocation: location)
    }

    /// The lines (and JSON objects) a log prints for a report are its entries', the left-out ones
    /// aside, though each distinct receiver and callback is written out once.
    @Test func forEachLineWritesEveryEntrysLine() {
        let entries: [LogEntry] = [
            LogEntry(time: .zero, receiver: .viewController("sheet"), callback: .viewWillAppear(animated: true)),
            LogEntry(time: .zero, receiver: .viewController("sheet"), callback: .viewWillLayoutSubviews),
            LogEntry(time: SimInstant(nanosecondsSinceStart: 8_333_333), receiver: .presentationController(of: "sheet"),
                     callback: .presentationTransitionDidEnd(completed: true)),
            LogEntry(time: SimInstant(nanosecondsSinceStart: 8_333_333), receiver: .viewController("sheet"), callback: .viewWillAppear(animated: true)),
            LogEntry(time: SimInstant(nanosecondsSinceStart: 9_000_000), receiver: .viewController("sheet"), callback: .viewWillLayoutSubviews),
            LogEntry(time: SimInstant(nanosecondsSinceStart: 9_000_000), receiver: .simulator, callback: .warning("a \"quoted\" note")),
        ]
        let log = CallbackLog(entries)
        var lines: [String] = []
        log.forEachLine { time, line in lines.append("\(time) | \(line)") }
        #expect(lines == entries.map { "\($0.time) | \(LogText.line($0))" })
        var shown: [String] = []
        log.forEachLine(where: { !$0.callbackName.isLayout }) { _, line in shown.append(line) }
        #expect(shown == entries.filter { !$0.callback.callbackName.isLayout }.map(LogText.line))
        var objects: [String] = []
        log.forEachJSON { _, object in objects.append(object) }
        #expect(objects == entries.map(LogText.json))
    }

    @Test func compactLogRoundTripsEntriesAndInternsRepeats() {
        var log = CallbackLog()
        let a = LogEntry(time: .zero, receiver: .viewController("sheet"), callback: .viewDidAppear(animated: true))
        let b = LogEntry(time: SimInstant(nanosecondsSinceStart: 5), receiver: .delegate(of: "sheet"), callback: .presentationControllerWillDismiss)
        for entry in [a, b, a, a] { log.append(entry) }
        #expect(Array(log) == [a, b, a, a])
        #expect(log.receivers.count == 2)
        #expect(log.callbacks.count == 2)
        #expect(CallbackLog.bytesPerEntry == 16)
    }

    /// The log remembers the last value interned per receiver kind and callback name; a value that
    /// differs from the remembered one of its kind (another controller, another argument) must
    /// still find its own position, and a new one must get a new position.
    @Test func internedPositionsSurviveAlternatingValuesOfOneKind() {
        let entries: [LogEntry] = [
            LogEntry(time: .zero, receiver: .viewController("a"), callback: .viewWillAppear(animated: true)),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewWillAppear(animated: false)),
            LogEntry(time: .zero, receiver: .viewController("a"), callback: .viewWillAppear(animated: false)),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewWillAppear(animated: true)),
            LogEntry(time: .zero, receiver: .delegate(of: "a"), callback: .warning("x")),
            LogEntry(time: .zero, receiver: .viewController("a"), callback: .viewWillAppear(animated: true)),
        ]
        let log = CallbackLog(entries)
        #expect(Array(log) == entries)
        #expect(log.receivers.count == 3)
        #expect(log.callbacks.count == 3)
    }

    /// Interning first compares bytes, then `==`: equal values stored apart (a long name, and a
    /// warning's text, each built twice with storage of its own) must still share a position, and
    /// values that differ only in a payload must not.
    @Test func equalValuesStoredApartShareAPosition() {
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        let name = "a controller with a long name"
        let first = LogEntry(time: .zero, receiver: .viewController(fresh(name)), callback: .warning(fresh(name)))
        let second = LogEntry(time: .zero, receiver: .viewController(fresh(name)), callback: .warning(fresh(name)))
        withUnsafePointer(to: second.receiver) { #expect(!Interner.sameBytes(first.receiver, $0)) }
        withUnsafePointer(to: second.callback) { #expect(!Interner.sameBytes(first.callback, $0)) }
        withUnsafePointer(to: first.callback) { #expect(Interner.sameBytes(first.callback, $0)) }
        let other = LogEntry(time: .zero, receiver: .viewController(fresh(name)), callback: .warning(fresh(name + "!")))
        let log = CallbackLog([first, second, other, first])
        #expect(Array(log) == [first, second, other, first])
        #expect(log.receivers.count == 1)
        #expect(log.callbacks.count == 2)
    }

    /// Counting by callback asks the predicate per distinct callback; the count must still be
    /// the number of entries, repeats included.
    @Test func countingByCallbackCountsEveryEntry() {
        let entries: [LogEntry] = [
            LogEntry(time: .zero, receiver: .viewController("a"), callback: .viewWillLayoutSubviews),
            LogEntry(time: .zero, receiver: .viewController("a"), callback: .viewDidLayoutSubviews),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewWillAppear(animated: true)),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewWillLayoutSubviews),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewDidLayoutSubviews),
        ]
        let log = CallbackLog(entries)
        var asked = 0
        let layout = log.count(ofCallbacksWhere: { asked += 1; return $0.callbackName.isLayout })
        #expect(layout == entries.filter { $0.callback.callbackName.isLayout }.count)
        #expect(layout == 4)
        #expect(asked == 3)
        #expect(log.count(ofCallbacksWhere: { $0 == .viewWillAppear(animated: false) }) == 0)
    }

    /// Grouping by receiver and callback asks the predicate per distinct callback and gives each
    /// pair it admits every position of the pair, in log order, the pairs as they first occur.
    @Test func entriesAreGroupedByReceiverAndCallback() {
        let entries: [LogEntry] = [
            LogEntry(time: .zero, receiver: .viewController("a"), callback: .viewWillLayoutSubviews),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewWillAppear(animated: true)),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewWillLayoutSubviews),
            LogEntry(time: .zero, receiver: .viewController("a"), callback: .viewWillLayoutSubviews),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewWillAppear(animated: false)),
            LogEntry(time: .zero, receiver: .viewController("b"), callback: .viewWillAppear(animated: true)),
        ]
        var asked = 0
        let groups = CallbackLog(entries).positionsByPair { asked += 1; return $0.callbackName != .viewWillAppear || $0 == .viewWillAppear(animated: true) }
        #expect(asked == 3)
        #expect(groups.map { "\($0.receiver).\($0.callback)" } == ["a.viewWillLayoutSubviews", "b.viewWillAppear(animated: true)", "b.viewWillLayoutSubviews"])
        #expect(groups.map(\.positions) == [[0, 3], [1, 5], [2]])
    }

    /// Values are hashed only once a second value shares their slot; until then the slot alone
    /// finds them. Whatever the order, every value must come back as it went in and be stored
    /// once: a long pseudo-random run over a pool where some slots hold one value and others
    /// many (controllers, warnings, animated or not).
    @Test func everyValueIsFoundThroughItsSlotOrTheDictionary() {
        var pool: [LogEntry] = []
        for name in ["presenter", "sheet", "a controller with a long name"] {
            pool.append(LogEntry(time: .zero, receiver: .viewController(name), callback: .viewWillAppear(animated: true)))
            pool.append(LogEntry(time: .zero, receiver: .viewController(name), callback: .viewWillAppear(animated: false)))
            pool.append(LogEntry(time: .zero, receiver: .delegate(of: name), callback: .presentationControllerWillDismiss))
        }
        for text in ["one", "two", "a warning long enough to live on the heap"] {
            pool.append(LogEntry(time: .zero, receiver: .simulator, callback: .warning(text)))
        }
        pool.append(LogEntry(time: .zero, receiver: .presentationController(of: "sheet"), callback: .dismissalTransitionWillBegin))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var entries: [LogEntry] = []
        for step in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var entry = pool[Int(state >> 33) % pool.count]
            entry.time = SimInstant(nanosecondsSinceStart: Int64(step))
            entries.append(entry)
        }
        let log = CallbackLog(entries)
        #expect(Array(log) == entries)
        #expect(log.receivers.count == Set(entries.map(\.receiver)).count)
        #expect(log.callbacks.count == Set(entries.map(\.callback)).count)
    }

    @Test func casePositionIsTheIndexInAllCases() {
        for (index, name) in CallbackName.allCases.enumerated() {
            #expect(name.position == index, "\(name)")
            #expect(name.ordinal == index, "\(name)")
        }
        for (index, kind) in Receiver.Kind.allCases.enumerated() { #expect(kind.position == index, "\(kind)") }
        for (index, kind) in ControllerKind.allCases.enumerated() { #expect(kind.position == index, "\(kind)") }
        for (index, name) in CallbackProtocol.allCases.enumerated() { #expect(name.position == index, "\(name)") }
    }
}
