import SheetSim
import Testing
@testable import SheetSimScenario

/// Diagnostics a new user of SwiftUI's lines meets when a word is misspelt or left out: each says
/// what is wrong with the line, not something about another form it was taken for.
@Suite struct SwiftUIDiagnosticWordingTests {
    struct Bad: Sendable {
        let line: Int
        let text: String
        let diagnostic: String
    }

    static let views = "swiftUI view \"content\" sheet isPresented \"showDetail\" content \"detail\"\n"
        + "swiftUI view \"detail\" presentationDetents medium, large selection \"detent\"\n"

    static let bad: [Bad] = [
        // A misspelt property with `of`: a did-you-mean, not a complaint about the view's kind.
        Bad(line: #line, text: views + "set presentationDetent of \"detail\" = medium\n",
            diagnostic: "t.sheet:3:5: error: unknown property 'presentationDetent' for 'set … of'\nt.sheet:3:5: note: did you mean 'presentationDetents'?"),
        // `of` left out: the error says so.
        Bad(line: #line, text: views + "set presentationDetents \"detail\" = medium\n",
            diagnostic: "t.sheet:3:25: error: expected 'of', found '\"detail\"'"),
        // A selection read as a Bool binding: says what it is and how it is read.
        Bad(line: #line, text: views + "expect state binding \"detent\" == true\n",
            diagnostic: "t.sheet:3:22: error: 'detent' is a selection binding, read with 'selection \"detent\"', not 'binding'\nt.sheet:3:22: note: write 'expect state selection \"detent\" …'"),
        Bad(line: #line, text: views + "expect state selection \"showDetail\" == medium\n",
            diagnostic: "t.sheet:3:24: error: 'showDetail' is a Bool binding, read with 'binding \"showDetail\"', not 'selection'\nt.sheet:3:24: note: write 'expect state binding \"showDetail\" …'"),
    ]

    @Test(arguments: bad)
    func diagnosticSaysWhatIsWrong(_ row: Bad) {
        var parser = ScenarioParser()
        let (_, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: row.text))
        #expect(diagnostics.map(\.formatted).joined(separator: "\n") == row.diagnostic, "line \(row.line)")
    }
}
