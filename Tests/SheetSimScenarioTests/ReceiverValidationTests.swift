import SheetSim
import Testing
@testable import SheetSimScenario

/// Callback expectations whose receiver can never get the callback, or names no controller of
/// the scenario, are errors — `expect no …` could otherwise pass by never matching — and so is a
/// state expectation `of` a controller the scenario never names.
@Suite struct ReceiverValidationTests {
    func diagnostics(_ text: String) -> [String] {
        var parser = ScenarioParser()
        return parser.parse(SourceFile(name: "t.sheet", text: text)).diagnostics.map(\.formatted)
    }

    struct Row: Sendable {
        var expectation: String
        var diagnostic: String?
        var line: Int
        init(_ expectation: String, _ diagnostic: String?, line: Int = #line) {
            (self.expectation, self.diagnostic, self.line) = (expectation, diagnostic, line)
        }
    }

    /// After the setup below, line 7 holds the expectation.
    static let setup = """
        navigationController "nav" root "inbox"
        rootViewController "nav"
        sheet "compose"
        detents medium large
        present
        push "detail"
        """

    static let rows: [Row] = [
        Row("expect no compose.delegate.presentationControllerDidDismiss", nil),
        Row("expect no sheet.viewDidAppear", nil),  // `present` without a name presents "sheet"
        Row("expect no nav.delegate.navigationControllerWillShow", nil),
        Row("expect presenter.viewWillAppear count == 0", nil),
        Row("expect no simulator.warning", nil),
        Row("expect no compose.delegate.viewDidAppear", """
            t.sheet:7:11: error: 'compose.delegate.viewDidAppear' can never match: viewDidAppear is a UIViewController method: it is sent to compose, not to compose.delegate
            t.sheet:7:11: note: did you mean 'compose.viewDidAppear'?
            """),
        Row("expect compose.presentationControllerDidDismiss count == 0", """
            t.sheet:7:8: error: 'compose.presentationControllerDidDismiss' can never match: presentationControllerDidDismiss is a UIAdaptivePresentationControllerDelegate method: it is sent to compose.delegate, not to compose
            t.sheet:7:8: note: did you mean 'compose.delegate.presentationControllerDidDismiss'?
            """),
        Row("expect no detail.delegate.presentationControllerDidDismiss", """
            t.sheet:7:11: error: 'detail.delegate.presentationControllerDidDismiss' can never match: detail is never presented, so its delegate gets no UIAdaptivePresentationControllerDelegate calls
            """),
        Row("expect no inbox.delegate.navigationControllerWillShow", """
            t.sheet:7:11: error: 'inbox.delegate.navigationControllerWillShow' can never match: inbox is a UIViewController, and navigationControllerWillShow is sent to a UINavigationController's delegate
            """),
        Row("expect no compse.viewDidAppear", """
            t.sheet:7:11: error: 'compse.viewDidAppear' can never match: no controller is named 'compse'
            t.sheet:7:11: note: did you mean 'compose'?
            """),
        Row("expect no editor.viewDidAppear", """
            t.sheet:7:11: error: 'editor.viewDidAppear' can never match: no controller is named 'editor'
            t.sheet:7:11: note: the controllers here are 'compose', 'detail', 'inbox', 'nav', 'presenter', 'sheet'
            """),
        Row("expect no compose.sheet.viewDidAppear", """
            t.sheet:7:11: error: 'compose.sheet' is not a receiver
            t.sheet:7:11: note: write NAME, NAME.presentationController, NAME.delegate, NAME.transitionCoordinator, scene.delegate, application.delegate or simulator before '.viewDidAppear'
            """),
        Row("expect no simulator.viewDidAppear", """
            t.sheet:7:11: error: 'simulator.viewDidAppear' can never match: simulator gets only SheetSim's own warnings and errors, and viewDidAppear is a UIViewController method
            """),
        // The app's scene and application delegates name no controller and get only their own protocol.
        Row("expect no scene.delegate.sceneDidBecomeActive", nil),
        Row("expect application.delegate.applicationWillResignActive count == 0", nil),
        Row("expect no scene.delegate.viewDidAppear", """
            t.sheet:7:11: error: 'scene.delegate.viewDidAppear' can never match: scene.delegate gets only UISceneDelegate methods, and viewDidAppear is a UIViewController method
            """),
        Row("expect no scene.delegate.applicationDidBecomeActive", """
            t.sheet:7:11: error: 'scene.delegate.applicationDidBecomeActive' can never match: scene.delegate gets only UISceneDelegate methods, and applicationDidBecomeActive is a UIApplicationDelegate method
            """),
        Row("expect no inbox.sceneDidBecomeActive", """
            t.sheet:7:11: error: 'inbox.sceneDidBecomeActive' can never match: sceneDidBecomeActive is a UISceneDelegate method: it is sent to scene.delegate, not to inbox
            t.sheet:7:11: note: did you mean 'scene.delegate.sceneDidBecomeActive'?
            """),
        Row("expect no scene.viewDidAppear", """
            t.sheet:7:11: error: 'scene.viewDidAppear' can never match: no controller is named 'scene'
            t.sheet:7:11: note: the controllers here are 'compose', 'detail', 'inbox', 'nav', 'presenter', 'sheet'
            """),
        // A state property read of a controller: the same names, checked the same way.
        Row("expect state view.frame.height of \"detail\" > 0pt", nil),
        Row("expect state topY of \"compose\" == 2pt", nil),
        Row("expect state view.frame.height of \"detial\" > 0pt", """
            t.sheet:7:35: error: view.frame.height of 'detial' can never be read: no controller is named 'detial'
            t.sheet:7:35: note: did you mean 'detail'?
            """),
        Row("expect state topY of \"editor\" == 2pt at 1s", """
            t.sheet:7:22: error: topY of 'editor' can never be read: no controller is named 'editor'
            t.sheet:7:22: note: the controllers here are 'compose', 'detail', 'inbox', 'nav', 'presenter', 'sheet'
            """),
    ]

    @Test func expectationsAreCheckedAgainstTheScenariosControllers() {
        for row in Self.rows {
            let found = diagnostics(Self.setup + "\n" + row.expectation + "\n")
            #expect(found == (row.diagnostic.map { [$0] } ?? []), sourceLocation: SourceLocation(
                fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    /// Block lines are checked too, each at its own line.
    @Test func blockLinesAreChecked() {
        let found = diagnostics("""
            present
            expect callbacks in order
              sheet.viewWillAppear
              sheet.delegate.viewDidAppear
            end
            """)
        #expect(found == [
            "t.sheet:4:3: error: 'sheet.delegate.viewDidAppear' can never match: viewDidAppear is a UIViewController method: it is sent to sheet, not to sheet.delegate\n"
                + "t.sheet:4:3: note: did you mean 'sheet.viewDidAppear'?",
        ])
    }

    /// A file is checked once wholly read: a controller may be declared below an expectation about it.
    @Test func aControllerDeclaredBelowItsExpectationIsKnown() {
        #expect(diagnostics("""
            expect no compose.delegate.presentationControllerDidDismiss
            sheet "compose"
            present
            """).isEmpty)
    }

    /// On its own (the REPL), each line is checked against what is declared so far.
    @Test func aLoneLineIsCheckedAtOnce() {
        var parser = ScenarioParser()
        let first = parser.parseLine(SourceLine(number: 1, text: "expect no compose.viewDidAppear"), file: "<repl>")
        guard case .failure(let errors) = first else { Issue.record("not refused: \(first)"); return }
        #expect(errors.map(\.message) == ["'compose.viewDidAppear' can never match: no controller is named 'compose'"])
        _ = parser.parseLine(SourceLine(number: 2, text: "sheet \"compose\""), file: "<repl>")
        _ = parser.parseLine(SourceLine(number: 3, text: "present"), file: "<repl>")
        guard case .command = parser.parseLine(SourceLine(number: 4, text: "expect no compose.viewDidAppear"), file: "<repl>") else {
            Issue.record("refused after the declaration")
            return
        }
    }

    /// The touch target is UIKit's `scrollView`; the old word says so.
    @Test func theOldTouchTargetWordNamesTheNewOne() {
        #expect(diagnostics("present\ndrag content by 100pt over 100ms\n") == [
            "t.sheet:2:6: error: the touch target 'content' is now called 'scrollView'\n"
                + "t.sheet:2:6: note: write 'scrollView', UIKit's name for the view the finger is on",
        ])
        #expect(diagnostics("present\nscrollView contentHeight 3000pt\ndrag scrollView by -100pt over 100ms\ntouch down scrollView\n").isEmpty)
    }
}
