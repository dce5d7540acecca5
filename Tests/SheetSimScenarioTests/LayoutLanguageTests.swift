import Testing
import SheetSim
@testable import SheetSimScenario

/// The language's layout lines (layout rules 3–6, 53): what they parse to, and one exact
/// diagnostic for each mistake.
@Suite struct LayoutLanguageTests {
    func parse(_ text: String) -> (commands: [ScenarioCommand], diagnostics: [String]) {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: text))
        return (commands.map(\.value), diagnostics.map(\.formatted))
    }

    @Test func layoutSettingsNameTheirController() throws {
        let (commands, diagnostics) = parse("""
            navigationController "nav" root "list"
            set navigationBar.prefersLargeTitles = true
            set additionalSafeAreaInsets of "list" = top 20pt bottom 10pt
            sheet "nav"
            set directionalLayoutMargins = top 0pt leading 20pt bottom 0pt trailing 10pt
            set navigationItem.largeTitleDisplayMode of "detail" = never
            set insetsLayoutMarginsFromSafeArea = false
            """)
        #expect(diagnostics.isEmpty)
        var settings: [String: ViewLayoutSettings] = [:]
        for command in commands {
            if case .setLayout(let controller?, let change) = command { change.apply(to: &settings[controller, default: ViewLayoutSettings()]) }
        }
        #expect(settings["nav"]?.prefersLargeTitles == true)
        #expect(settings["list"]?.additionalSafeAreaInsets == EdgeInsets(top: 20, bottom: 10))
        #expect(settings["nav"]?.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
        #expect(settings["nav"]?.insetsLayoutMarginsFromSafeArea == false)
        #expect(settings["detail"]?.largeTitleDisplayMode == .never)
    }

    @Test func scrollViewAndTableLines() throws {
        let (commands, diagnostics) = parse("""
            scrollView of "list" contentHeight 900pt contentOffset -56pt contentInsetAdjustmentBehavior never contentInset top 8pt alwaysBounceVertical
            scroll to bottom
            scroll to -20pt
            swipeActions of "list" trailing "Delete", "Archive" performsFirstActionWithFullSwipe false
            swipeActions leading none
            swipe row 3 in "list" left by 200pt over 150ms
            swipe row 0 right by 100pt with velocity 500pt/s
            tap action "Archive" in "list"
            tap row 2
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard commands.count == 9 else { Issue.record("\(commands)"); return }
        if case .scrollView(let state?, let offset) = commands[0] {
            #expect(state.owner == "list" && state.contentHeight == 900 && offset == -56)
            #expect(state.contentInsetAdjustmentBehavior == .never && state.contentInset == EdgeInsets(top: 8) && state.alwaysBounceVertical)
        } else { Issue.record("\(commands[0])") }
        if case .action(.scrollToEdge(let bottom, nil)) = commands[1] { #expect(bottom) } else { Issue.record("\(commands[1])") }
        if case .action(.scroll(let offset, nil)) = commands[2] { #expect(offset == -20) } else { Issue.record("\(commands[2])") }
        if case .swipeActions(let controller, let edge, let configuration?) = commands[3] {
            #expect(controller == "list" && edge == .trailing && configuration.actions == ["Delete", "Archive"])
            #expect(!configuration.performsFirstActionWithFullSwipe)
        } else { Issue.record("\(commands[3])") }
        if case .swipeActions(_, .leading, nil) = commands[4] {} else { Issue.record("\(commands[4])") }
        if case .action(.swipeRow(3, .trailing, .distance(200, _), "list")) = commands[5] {} else { Issue.record("\(commands[5])") }
        if case .action(.swipeRow(0, .leading, .velocity(100, 500), nil)) = commands[6] {} else { Issue.record("\(commands[6])") }
        if case .action(.tapSwipeAction("Archive", "list")) = commands[7] {} else { Issue.record("\(commands[7])") }
        if case .action(.tapRow(2, nil)) = commands[8] {} else { Issue.record("\(commands[8])") }
    }

    struct Bad: Sendable {
        let line: Int
        let text: String
        let diagnostic: String
    }

    static let bad: [Bad] = [
        Bad(line: #line, text: "set additionalSafeAreaInsets = top -2pt\n", diagnostic: "t.sheet:1:36: error: length must not be negative, found '-2pt'"),
        Bad(line: #line, text: "set directionalLayoutMargins = 20pt\n", diagnostic: "t.sheet:1:32: error: directionalLayoutMargins needs edges or nil\nt.sheet:1:32: note: e.g. set directionalLayoutMargins = top 0pt leading 20pt bottom 0pt trailing 10pt"),
        Bad(line: #line, text: "set navigationItem.largeTitleDisplayMode = sometimes\n", diagnostic: "t.sheet:1:44: error: unknown large title display mode 'sometimes'\nt.sheet:1:44: note: one of: automatic, always, never"),
        Bad(line: #line, text: "tabBarController \"tabs\" tabs \"a\"\nset navigationBar.prefersLargeTitles = true\n", diagnostic: "t.sheet:2:5: error: navigationBar.prefersLargeTitles is a navigation controller's, and 'tabs' is a UITabBarController\nt.sheet:2:5: note: write it after a 'navigationController' line, or add of \"NAV\""),
        Bad(line: #line, text: "animateChanges set additionalSafeAreaInsets = top 2pt\n", diagnostic: "t.sheet:1:20: error: 'additionalSafeAreaInsets' is a view controller's layout setting; animateChanges changes the sheet\nt.sheet:1:20: note: write 'set additionalSafeAreaInsets = …' on its own line"),
        Bad(line: #line, text: "scrollView contentInsetAdjustmentBehavior sometimes\n", diagnostic: "t.sheet:1:43: error: unknown contentInsetAdjustmentBehavior 'sometimes'\nt.sheet:1:43: note: one of: automatic, scrollableAxes, never, always"),
        Bad(line: #line, text: "scrollView of \"simulator\" contentHeight 10pt\n", diagnostic: "t.sheet:1:15: error: 'simulator' is the receiver of SheetSim's own log entries, not a controller"),
        Bad(line: #line, text: "scroll to middle\n", diagnostic: "t.sheet:1:11: error: expected a content offset in pt, top or bottom, found 'middle'"),
        Bad(line: #line, text: "swipeActions trailing\n", diagnostic: "t.sheet:1:22: error: expected an action's title"),
        Bad(line: #line, text: "swipeActions trailing \"A\", \"A\"\n", diagnostic: "t.sheet:1:28: error: 'A' is already an action on this side"),
        Bad(line: #line, text: "swipeActions sideways \"A\"\n", diagnostic: "t.sheet:1:14: error: unknown side (leading or trailing) 'sideways'\nt.sheet:1:14: note: one of: leading, trailing"),
        Bad(line: #line, text: "swipe row -1 left by 10pt over 10ms\n", diagnostic: "t.sheet:1:11: error: whole number must not be negative, found '-1'"),
        Bad(line: #line, text: "swipe row 1 up by 10pt over 10ms\n", diagnostic: "t.sheet:1:13: error: unknown direction (left reveals the trailing actions) 'up'\nt.sheet:1:13: note: one of: left, right"),
        Bad(line: #line, text: "swipe row 1 left by 0pt over 10ms\n", diagnostic: "t.sheet:1:21: error: length must be greater than zero, found '0pt'"),
        Bad(line: #line, text: "tap action\n", diagnostic: "t.sheet:1:11: error: expected the action's title"),
    ]

    @Test(arguments: bad)
    func badLinesGiveOneExactDiagnostic(_ c: Bad) {
        let (_, diagnostics) = parse(c.text)
        #expect(diagnostics == [c.diagnostic], sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }
}
