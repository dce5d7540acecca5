import SheetSim
import SheetSimTesting
import Testing

@Suite struct CallbackPatternTests {
    struct Parsed {
        var text: String
        var receiver: String
        var name: String
        var arguments: String?
        var line: Int

        init(_ text: String, _ receiver: String, _ name: String, _ arguments: String?, line: Int = #line) {
            (self.text, self.receiver, self.name, self.arguments, self.line) = (text, receiver, name, arguments, line)
        }
    }

    static let valid: [Parsed] = [
        Parsed("sheet.viewDidAppear", "sheet", "viewDidAppear", nil),
        Parsed("sheet.delegate.presentationControllerDidDismiss", "sheet.delegate", "presentationControllerDidDismiss", nil),
        Parsed("sheet.viewWillAppear(animated: true)", "sheet", "viewWillAppear", "animated: true"),
        Parsed(#"simulator.warning("a.b (c)")"#, "simulator", "warning", #""a.b (c)""#),
        Parsed("sheet.presentationController.presentationTransitionWillBegin()", "sheet.presentationController", "presentationTransitionWillBegin", ""),
    ]

    @Test func parsesBothForms() throws {
        for p in Self.valid {
            let pattern = try CallbackPattern(p.text)
            #expect(pattern.receiver == p.receiver, sourceLocation: row(p.line))
            #expect(pattern.name == p.name, sourceLocation: row(p.line))
            #expect(pattern.arguments == p.arguments, sourceLocation: row(p.line))
            #expect(pattern.description == p.text, sourceLocation: row(p.line))
        }
    }

    static let malformed: [(text: String, problem: String, line: Int)] = [
        ("", "it is empty", #line),
        ("(animated: true)", "there is no receiver.name before the parenthesis", #line),
        ("viewDidAppear", "there is no receiver before the method name", #line),
        ("sheet.", "there is no method name after the last dot", #line),
        (".viewDidAppear", "the receiver has an empty part", #line),
        ("sheet..viewDidAppear", "the receiver has an empty part", #line),
        ("sheet .viewDidAppear", "the receiver and name may not contain spaces", #line),
        ("sheet.viewWillAppear(animated: true", "an opening parenthesis needs a closing one at the end", #line),
        ("sheet.1view", "\"1view\" is not a method name", #line),
        ("sheet.view-did", "\"view-did\" is not a method name", #line),
    ]

    @Test func rejectsMalformedPatternsWithTheProblem() {
        for m in Self.malformed {
            let error = #expect(throws: CallbackPattern.ParseError.self, sourceLocation: row(m.line)) {
                try CallbackPattern(m.text)
            }
            #expect(error?.text == m.text, sourceLocation: row(m.line))
            #expect(error?.problem == m.problem, sourceLocation: row(m.line))
        }
    }

    @Test func errorMessageShowsBothForms() throws {
        let error = #expect(throws: CallbackPattern.ParseError.self) { try CallbackPattern("viewDidAppear") }
        #expect(error?.description == """
            Malformed callback pattern "viewDidAppear": there is no receiver before the method name. \
            Write "receiver.name" or "receiver.name(arguments)", \
            e.g. "sheet.viewDidAppear" or "sheet.viewWillAppear(animated: true)".
            """)
    }

    static let matching: [(pattern: String, entry: LogEntry, matches: Bool, line: Int)] = [
        ("sheet.viewWillAppear", presentation[1], true, #line),
        ("sheet.viewWillAppear(animated: true)", presentation[1], true, #line),
        ("sheet.viewWillAppear(animated: false)", presentation[1], false, #line),
        ("sheet.viewWillAppear(animated:true)", presentation[1], false, #line),
        ("presenter.viewWillAppear", presentation[1], false, #line),
        ("sheet.viewDidAppear", presentation[1], false, #line),
        ("sheet.presentationTransitionWillBegin", presentation[0], false, #line),
        ("sheet.presentationController.presentationTransitionWillBegin", presentation[0], true, #line),
        ("sheet.presentationController.presentationTransitionWillBegin()", presentation[0], false, #line),
        ("sheet.delegate.presentationControllerDidDismiss", dismissal[3], true, #line),
        ("simulator.warning", entry(1, .simulator, .warning("shadow")), true, #line),
        (#"simulator.warning("shadow")"#, entry(1, .simulator, .warning("shadow")), true, #line),
    ]

    @Test func matchesByReceiverAndNameOrExactText() throws {
        for m in Self.matching {
            #expect(try CallbackPattern(m.pattern).matches(m.entry) == m.matches, sourceLocation: row(m.line))
        }
    }
}
