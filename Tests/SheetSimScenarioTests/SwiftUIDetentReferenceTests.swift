import SheetSim
import Testing
@testable import SheetSimScenario

/// A SwiftUI sheet's detents named by `expect state` and `set binding`: each is checked against
/// the SwiftUI view's own `presentationDetents` set (not a UIKit sheet's), and a measured detent
/// is named by its value in either spelling the `presentationDetents` line accepts.
@Suite struct SwiftUIDetentReferenceTests {
    static let views = """
        os 26
        swiftUI view "content" sheet isPresented "showDetail" content "detail"
        swiftUI view "detail" presentationDetents medium, height(200pt), fraction(0.8) selection "detent"

        """

    func parse(_ text: String) -> (commands: [ScenarioCommand], diagnostics: [String]) {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: Self.views + text))
        return (commands.map(\.value), diagnostics.map(\.formatted))
    }

    struct Good: Sendable, CustomTestStringConvertible {
        let line: Int
        let text: String
        let identifier: String
        var testDescription: String { text }
    }

    static let good: [Good] = [
        Good(line: #line, text: "expect state selection \"detent\" == height(200pt)", identifier: "height(200)"),
        Good(line: #line, text: "expect state selection \"detent\" == height(200)", identifier: "height(200)"),
        Good(line: #line, text: "expect state selection \"detent\" == fraction(0.8)", identifier: "fraction(0.8)"),
        Good(line: #line, text: "expect state selection \"detent\" == fraction(80%)", identifier: "fraction(0.8)"),
        Good(line: #line, text: "expect state selection \"detent\" == medium", identifier: "medium"),
        Good(line: #line, text: "expect state restingDetentIdentifier of \"detail\" == height(200pt)", identifier: "height(200)"),
        Good(line: #line, text: "expect state selectedDetentIdentifier of \"detail\" == fraction(0.8)", identifier: "fraction(0.8)"),
        Good(line: #line, text: "expect state presentationDetents of \"detail\" == \"medium, height(200pt), fraction(0.8)\"",
             identifier: "\"medium, height(200), fraction(0.8)\""),
        Good(line: #line, text: "expect state presentationDetents of \"detail\" == \"medium, height(200), fraction(0.8)\"",
             identifier: "\"medium, height(200), fraction(0.8)\""),
    ]

    @Test(arguments: good)
    func aSwiftUIDetentIsCheckedAgainstItsViewsSet(_ c: Good) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let (commands, diagnostics) = parse(c.text + "\n")
        #expect(diagnostics == [], sourceLocation: location)
        guard case .expectState(let expectation)? = commands.last else { Issue.record("no expectation", sourceLocation: location); return }
        #expect(expectation.expected == .word(c.identifier), sourceLocation: location)
    }

    struct Written: Sendable, CustomTestStringConvertible {
        let line: Int
        let text: String
        let identifier: String
        var testDescription: String { text }
    }

    static let written: [Written] = [
        Written(line: #line, text: "set binding \"detent\" = height(200pt)", identifier: "height(200)"),
        Written(line: #line, text: "set binding \"detent\" = height(200)", identifier: "height(200)"),
        Written(line: #line, text: "set binding \"detent\" = fraction(80%)", identifier: "fraction(0.8)"),
    ]

    @Test(arguments: written)
    func aSelectionIsWrittenInEitherSpelling(_ c: Written) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let (commands, diagnostics) = parse(c.text + "\n")
        #expect(diagnostics == [], sourceLocation: location)
        guard case .action(.setBinding("detent", to: .detent(let id)))? = commands.last else { Issue.record("no binding write", sourceLocation: location); return }
        #expect(id?.description == c.identifier, sourceLocation: location)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let line: Int
        let text: String
        let diagnostic: String
        var testDescription: String { text }
    }

    static let bad: [Bad] = [
        Bad(line: #line, text: "expect state selection \"detent\" == large",
            diagnostic: "t.sheet:4:36: error: 'large' is not one of the detents of the selection 'detent'\nt.sheet:4:36: note: its detents are: medium, height(200), fraction(0.8)"),
        Bad(line: #line, text: "expect state selection \"detent\" == height(300pt)",
            diagnostic: "t.sheet:4:36: error: 'height(300)' is not one of the detents of the selection 'detent'\nt.sheet:4:36: note: did you mean 'height(200)'?"),
        Bad(line: #line, text: "expect state restingDetentIdentifier of \"detail\" == \"peek\"",
            diagnostic: "t.sheet:4:53: error: 'peek' is not one of the presentationDetents of 'detail'\nt.sheet:4:53: note: its detents are: medium, height(200), fraction(0.8)"),
        Bad(line: #line, text: "set presentationDetents of \"detail\" = medium, large\nexpect state restingDetentIdentifier of \"detail\" == height(200pt)",
            diagnostic: "t.sheet:5:53: error: 'height(200)' is not one of the presentationDetents of 'detail'\nt.sheet:5:53: note: its detents are: medium, large"),
    ]

    @Test(arguments: bad)
    func aDetentOutsideTheSetIsRefused(_ c: Bad) {
        let (_, diagnostics) = parse(c.text + "\n")
        #expect(diagnostics == [c.diagnostic], sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }
}
