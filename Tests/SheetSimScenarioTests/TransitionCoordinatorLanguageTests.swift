import SheetSim
import Testing
@testable import SheetSimScenario

/// `transitionCoordinator [of "name"] in MOMENT METHOD …`: parsed into the one registration
/// action, completed from the grammar, and refused with a did-you-mean or a check-time error.
@Suite struct TransitionCoordinatorLanguageTests {
    func parse(_ text: String) -> (commands: [ScenarioCommand], diagnostics: [String]) {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: text))
        return (commands.map(\.value), diagnostics.map(\.formatted))
    }

    @Test func theLineNamesTheControllerOrTakesTheConfiguredOne() {
        let (commands, diagnostics) = parse("""
            sheet "compose"
            transitionCoordinator in viewWillDisappear notifyWhenInteractionChanges animateAlongside
            transitionCoordinator of "presenter" in presentationControllerWillDismiss notifyWhenInteractionChanges
            present "compose"
            """)
        #expect(diagnostics.isEmpty)
        let rules = commands.compactMap { if case .transitionCoordinator(let rule, _) = $0 { rule } else { nil } }
        #expect(rules == [
            TransitionCoordinatorRule(controller: "compose", moment: .viewWillDisappear, blocks: [.animateAlongside, .notifyWhenInteractionChanges]),
            TransitionCoordinatorRule(controller: "presenter", moment: .presentationControllerWillDismiss, blocks: .notifyWhenInteractionChanges),
        ])
    }

    @Test func completionOffersTheMomentsThenTheMethods() {
        let moments = SyntaxCompleter.complete("transitionCoordinator in ", context: CompletionContext()).candidates.map(\.text)
        #expect(Set(TransitionCoordinatorMoment.allCases.map(\.rawValue)).isSubset(of: Set(moments)))
        let methods = SyntaxCompleter.complete("transitionCoordinator in viewWillAppear ", context: CompletionContext()).candidates.map(\.text)
        #expect(Set(["animateAlongside", "notifyWhenInteractionChanges"]).isSubset(of: Set(methods)))
    }

    struct Bad: Sendable {
        let line: Int
        let text: String
        let diagnostic: String
    }

    static let bad: [Bad] = [
        // A sheet configured but never presented never has a coordinator.
        Bad(line: #line, text: "sheet \"compose\"\ntransitionCoordinator in viewWillAppear animateAlongside\n",
            diagnostic: "t.sheet:2:1: error: transitionCoordinator of 'compose' can never run: no controller is named 'compose'\nt.sheet:2:1: note: the controllers here are 'presenter', 'sheet'"),
        Bad(line: #line, text: "transitionCoordinator in viewWillDisapear animateAlongside\n",
            diagnostic: "t.sheet:1:26: error: unknown moment (viewWillAppear, viewWillDisappear or presentationControllerWillDismiss) 'viewWillDisapear'\nt.sheet:1:26: note: did you mean 'viewWillDisappear'?"),
        Bad(line: #line, text: "transitionCoordinator in viewWillAppear animateAlong\n",
            diagnostic: "t.sheet:1:41: error: unknown transition coordinator method (animateAlongside or notifyWhenInteractionChanges) 'animateAlong'\nt.sheet:1:41: note: did you mean 'animateAlongside'?"),
        Bad(line: #line, text: "transitionCoordinator of \"shet\" in viewWillAppear animateAlongside\n",
            diagnostic: "t.sheet:1:26: error: transitionCoordinator of 'shet' can never run: no controller is named 'shet'\nt.sheet:1:26: note: did you mean 'sheet'?"),
    ]

    @Test(arguments: bad)
    func badLinesGiveOneExactDiagnostic(_ c: Bad) {
        let (_, diagnostics) = parse(c.text)
        #expect(diagnostics == [c.diagnostic], sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }
}
