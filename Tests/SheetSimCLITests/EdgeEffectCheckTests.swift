import Testing
@testable import SheetSimCLI

/// A scroll edge effect line is iOS 26 API (SheetRules 9.7): `sheetsim check` refuses it on an
/// earlier release, naming the release, and a misspelled style gets a suggestion.
@Suite struct EdgeEffectCheckTests {
    struct Case: Sendable {
        let line: Int
        let scenario: String
        let stderr: String
    }

    static let cases: [Case] = [
        Case(line: #line, scenario: "os 18\nnavigationController \"nav\" root \"list\"\nset scrollView.topEdgeEffect.style of \"list\" = hard\n", stderr: """
            F:3:1: error: UIScrollView.topEdgeEffect (SheetRules 9.7) came with iOS 26; this simulation runs iOS 18
            3 | set scrollView.topEdgeEffect.style of "list" = hard
              | ^
            F:3:1: note: choose 'os 26' or later

            """),
        Case(line: #line, scenario: "os 15\nset scrollView.bottomEdgeEffect.style = soft\n", stderr: """
            F:2:1: error: UIScrollView.bottomEdgeEffect (SheetRules 9.7) came with iOS 26; this simulation runs iOS 15
            2 | set scrollView.bottomEdgeEffect.style = soft
              | ^
            F:2:1: note: choose 'os 26' or later

            """),
        Case(line: #line, scenario: "os 26\nset scrollView.topEdgeEffect.style = sfot\n", stderr: """
            F:2:38: error: unknown scroll edge effect style 'sfot'
            2 | set scrollView.topEdgeEffect.style = sfot
              |                                      ^~~~
            F:2:38: note: did you mean 'soft'?

            """),
    ]

    @Test(arguments: cases)
    func checkRefusesIt(_ c: Case) {
        let folder = ScenarioFolder()
        let file = folder.write("case.sheet", c.scenario)
        let output = CommandLineTool.execute(["check", file])
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        #expect(output.exitCode == .usage, sourceLocation: location)
        #expect(output.standardError == c.stderr.replacingOccurrences(of: "F:", with: file + ":"), sourceLocation: location)
    }

    @Test func onIOS26ItChecks() {
        let folder = ScenarioFolder()
        let file = folder.write("ok.sheet", "os 26\nnavigationController \"nav\" root \"list\"\nset scrollView.topEdgeEffect.style of \"list\" = hard\n")
        #expect(CommandLineTool.execute(["check", file]).exitCode == .success)
    }
}
