import SheetSim
import Testing
@testable import SheetSimScenario

/// Errors that teach: a mistake a newcomer makes gets a message that says what to write.
@Suite struct TeachingErrorsTests {
    func firstDiagnostic(_ text: String) -> Diagnostic? {
        var parser = ScenarioParser()
        return parser.parse(SourceFile(name: "t.sheet", text: text + "\n")).diagnostics.first
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let line: Int
        let text: String
        let id: Diagnostic.ID
        /// Text the diagnostic, hint included, must hold.
        let says: [String]
        var testDescription: String { text }
    }

    static let columnStyle = """
        splitViewController "split" doubleColumn
        column primary "sidebar"
        column secondary "detail"
        rootViewController "split"
        """

    static let rows: [Row] = [
        // A column's plain controller is wrapped in a navigation controller under column style.
        Row(line: #line, text: columnStyle + "\npush \"post\" in \"detail\"", id: .wrongControllerKind, says: ["write 'in \"detailNav\"'"]),
        Row(line: #line, text: columnStyle + "\npop in \"sidebar\"", id: .wrongControllerKind, says: ["sidebarNav"]),
        Row(line: #line, text: columnStyle + "\nswipe back in \"detail\" by 200pt over 300ms", id: .wrongControllerKind, says: ["detailNav"]),
        // An unknown word of a long list is offered its nearest few, not the whole list.
        Row(line: #line, text: columnStyle + "\nexpect state displayModes of \"split\" == secondaryOnly", id: .unknownWord, says: ["did you mean 'displayMode'?"]),
        Row(line: #line, text: columnStyle + "\nexpect state sidebarWidthInPoints of \"split\" == 1", id: .unknownWord, says: ["the nearest of "]),
    ]

    @Test(arguments: rows)
    func theMessageSaysWhatToWrite(_ row: Row) throws {
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        let diagnostic = try #require(firstDiagnostic(row.text), sourceLocation: location)
        #expect(diagnostic.id == row.id, "\(diagnostic.formatted)", sourceLocation: location)
        for text in row.says { #expect(diagnostic.formatted.contains(text), "\(diagnostic.formatted)", sourceLocation: location) }
    }

    /// The nearest names of a long list: a few, the closest first; a short list is given whole.
    @Test func aLongListOffersItsNearestFew() throws {
        let diagnostic = try #require(firstDiagnostic(Self.columnStyle + "\nexpect state sidebarWidthInPoints of \"split\" == 1"))
        let hint = try #require(diagnostic.hint)
        let names = try #require(hint.split(separator: ":").last).split(separator: ",")
        #expect(names.count == Suggestions.nearestCount, "\(hint)")
        #expect(Vocabulary.statePropertiesByName.list.count > Suggestions.longList)
        #expect(Suggestions.nearestList(to: "x", among: ["a", "b"]) == "one of: a, b")
        let nearest = Suggestions.nearestList(to: "primaryWidth", among: (0..<30).map { "name\($0)" } + ["primaryColumnWidth"])
        #expect(nearest.hasPrefix("the nearest of 31: primaryColumnWidth, "), "\(nearest)")
    }

    /// Without the column-style wrapper (classic), `in` a plain controller is left to the run.
    @Test func aClassicColumnIsNotRenamed() {
        let text = "splitViewController \"split\" classic\ncolumn primary \"sidebar\"\ncolumn secondary \"detail\"\nrootViewController \"split\"\npush \"post\" in \"detail\""
        #expect(firstDiagnostic(text)?.formatted.contains("detailNav") != true)
    }
}
