import Foundation
import SheetSim
import Testing
@testable import SheetSimScenario

/// Errors that teach: a mistake a newcomer makes gets a message that says what to write.
@Suite struct TeachingErrorsTests {
    /// The first error `sheetsim check` gives: the parse's, then the check's.
    func firstDiagnostic(_ text: String) -> Diagnostic? {
        ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text + "\n"), loader: nil).diagnostics.first
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
        // Swift's spellings of UIKit's names: the error gives the scenario line to write.
        Row(line: #line, text: "detents .medium", id: .swiftSpelling, says: ["t.sheet:1:9:", "a leading '.'", "write 'detents medium'"]),
        Row(line: #line, text: "detents [.medium(), .large()]", id: .swiftSpelling, says: ["brackets", "'()'", "write 'detents medium large'"]),
        Row(line: #line, text: "set modalPresentationStyle = .pageSheet", id: .swiftSpelling, says: ["write 'set modalPresentationStyle = pageSheet'"]),
        Row(line: #line, text: "modalPresentationStyle = .pageSheet", id: .swiftSpelling, says: ["write 'set modalPresentationStyle = pageSheet'"]),
        Row(line: #line, text: "set modalPresentationStyle = pageSheet()", id: .swiftSpelling, says: ["write 'set modalPresentationStyle = pageSheet'"]),
        Row(line: #line, text: "presentationDetents([.medium, .large])", id: .swiftSpelling, says: ["write 'presentationDetents medium large'"]),
        Row(line: #line, text: "detents [.custom(id: \"peek\", height: 100pt), .large()]", id: .swiftSpelling,
            says: ["write 'detents custom(id: \"peek\", height: 100pt) large'"]),
        Row(line: #line, text: "rotate .landscapeRight", id: .swiftSpelling, says: ["write 'rotate landscapeRight'"]),
        // A property set on its controller, as Swift does: the current sheet's with `set`, a
        // container's with `set … of`.
        Row(line: #line, text: "sheet.modalPresentationStyle = .pageSheet", id: .swiftSpelling,
            says: ["t.sheet:1:1:", "a property set on its controller and a leading '.'", "write 'set modalPresentationStyle = pageSheet'"]),
        Row(line: #line, text: "sheet.prefersGrabberVisible = true", id: .swiftSpelling,
            says: ["a property set on its controller)", "write 'set prefersGrabberVisible = true'"]),
        Row(line: #line, text: columnStyle + "\nsplit.preferredDisplayMode = .oneBesideSecondary", id: .swiftSpelling,
            says: ["t.sheet:5:1:", "write 'set preferredDisplayMode of \"split\" = oneBesideSecondary'"]),
        Row(line: #line, text: columnStyle + "\nset preferredDisplayMode = .oneBesideSecondary", id: .swiftSpelling,
            says: ["write 'set preferredDisplayMode = oneBesideSecondary'"]),
        // Split view controllers: what can never be right is found by check, without running.
        Row(line: #line, text: "splitViewController \"split\" doubleColumn\nrootViewController \"split\"", id: .splitViewWithoutColumns,
            says: ["t.sheet:1:1:", "'split' has no columns", "column primary"]),
        Row(line: #line, text: columnStyle + "\nset topColumnForCollapsing = compact", id: .compactColumnMissing,
            says: ["t.sheet:5:30:", "no compact column", "column compact"]),
        Row(line: #line, text: columnStyle + "\nexpect no split.delegate.primaryViewControllerForCollapsing", id: .classicOnlyCallback,
            says: ["can never fail", "column-style split view controller never calls", "primaryViewController(forCollapsing:)",
                   "splitViewControllerTopColumnForCollapsing"]),
        Row(line: #line, text: columnStyle + "\nexpect split.delegate.splitViewControllerCollapseSecondary exactly 1 times", id: .classicOnlyCallback,
            says: ["can never match", "doubleColumn"]),
        Row(line: #line, text: columnStyle + "\nexpect no split.delegate.targetDisplayModeForAction", id: .classicOnlyCallback,
            says: ["splitViewControllerWillChangeTo"]),
        Row(line: #line, text: columnStyle + "\nexpect no split.delegate.splitViewControllerSeparateSecondaryFrom", id: .classicOnlyCallback,
            says: ["splitViewControllerDisplayModeForExpanding"]),
        // The classic sequences' calls on the primary, of a column or its navigation wrapper.
        Row(line: #line, text: columnStyle + "\nexpect no sidebarNav.collapseSecondaryViewController", id: .classicOnlyCallback,
            says: ["'sidebarNav' is a column of 'split', which is doubleColumn", "collapseSecondaryViewController(_:for:)",
                   "split.delegate.splitViewControllerDidCollapse"]),
        Row(line: #line, text: columnStyle + "\nexpect no sidebar.separateSecondaryViewController", id: .classicOnlyCallback,
            says: ["split.delegate.splitViewControllerDidExpand"]),
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

    /// What is not Swift is left as it was: a misspelt word keeps its did-you-mean, and a line
    /// that the Swift-free reading does not fix keeps its own error.
    @Test func onlyALineThatSwiftSpellingExplainsGetsTheHint() {
        #expect(firstDiagnostic("detents meduim")?.id == .unknownWord)
        #expect(firstDiagnostic("detents .meduim")?.id == .unexpectedCharacter)
        #expect(firstDiagnostic("present from .nowhere")?.id != .swiftSpelling)
        // A string is kept as written, its dots and brackets too.
        #expect(firstDiagnostic("present \"a.b [.c()]\" notAnimated()")?.hint == "write 'present \"a.b [.c()]\" notAnimated'")
    }

    /// A compact column set below the answer, or a classic-only callback of a classic
    /// controller, is right: no error.
    @Test func splitViewChecksLeaveWhatIsRightAlone() {
        let compact = Self.columnStyle + "\nset topColumnForCollapsing = compact\ncolumn compact \"phone\""
        #expect(firstDiagnostic(compact) == nil)
        let classic = "splitViewController \"split\" classic\ncolumn primary \"a\"\ncolumn secondary \"b\"\nrootViewController \"split\"\n"
            + "expect no split.delegate.primaryViewControllerForCollapsing"
        #expect(firstDiagnostic(classic) == nil)
        #expect(firstDiagnostic(classic.replacingOccurrences(of: "split.delegate.primaryViewControllerForCollapsing",
                                                             with: "a.collapseSecondaryViewController")) == nil)
        #expect(firstDiagnostic(Self.columnStyle + "\nexpect no split.delegate.splitViewControllerShowDetail") == nil)
    }

    /// Without the column-style wrapper (classic), `in` a plain controller is left to the run.
    @Test func aClassicColumnIsNotRenamed() {
        let text = "splitViewController \"split\" classic\ncolumn primary \"sidebar\"\ncolumn secondary \"detail\"\nrootViewController \"split\"\npush \"post\" in \"detail\""
        #expect(firstDiagnostic(text)?.formatted.contains("detailNav") != true)
    }
}
