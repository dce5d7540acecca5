import SheetSim
import Testing
@testable import SheetSimScenario

/// `column inspector "name"`, `show column inspector`, `hide column inspector` and the inspector's
/// width settings: parsed from the one grammar, completed, and misspellings answered with a
/// did-you-mean.
@Suite struct InspectorColumnLanguageTests {
    func parse(_ text: String) -> (commands: [ScenarioCommand], diagnostics: [String]) {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: text))
        return (commands.map(\.value), diagnostics.map(\.formatted))
    }

    static let setup = """
        os 26
        splitViewController "split" doubleColumn
        column primary "sidebar"
        column secondary "detail"
        column inspector "info"
        set preferredInspectorColumnWidth = 300pt
        set minimumInspectorColumnWidth = 250pt
        set maximumInspectorColumnWidth = 400pt
        set preferredInspectorColumnWidthFraction = 0.25
        rootViewController "split"

        """

    @Test func theLinesParseIntoTheColumnAndItsActions() {
        let (commands, diagnostics) = parse(Self.setup + "show column inspector\nhide column inspector in \"split\"\n")
        #expect(diagnostics.isEmpty)
        #expect(commands.contains { if case .setColumn(.inspector, "info", "split") = $0 { true } else { false } })
        let actions = commands.compactMap { if case .action(let action) = $0 { action } else { nil } }
        #expect(actions.contains(.showColumn(.inspector, in: nil)))
        #expect(actions.contains(.hideColumn(.inspector, in: "split")))
    }

    @Test func completionOffersTheInspector() {
        let columns = SyntaxCompleter.complete("column ", context: CompletionContext()).candidates.map(\.text)
        #expect(columns.contains("inspector"))
    }

    @Test func aMisspelledColumnGetsADidYouMean() {
        let (_, diagnostics) = parse(Self.setup + "show column inspectr\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("did you mean 'inspector'?") == true, "\(diagnostics)")
    }

    @Test func theInspectorIsNeverTheTopColumnOfACollapse() {
        let (_, diagnostics) = parse("""
            os 26
            splitViewController "split" doubleColumn
            column primary "sidebar"
            set topColumnForCollapsing = inspector

            """)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("inspector") == true, "\(diagnostics)")
    }

    /// A configuration's scenario lines carry the inspector's widths, so a session saved and
    /// read back keeps them.
    @Test func theInspectorWidthsAreWrittenBack() {
        var configuration = SplitViewConfiguration()
        configuration.inspectorColumnWidth = ColumnWidthSettings(preferredFraction: 0.25, preferredWidth: 360, minimum: 300, maximum: 400)
        let lines = UserAction.updateSplitViewConfiguration("split", configuration).scenarioLines
        for property in ["preferredInspectorColumnWidthFraction", "preferredInspectorColumnWidth ", "minimumInspectorColumnWidth", "maximumInspectorColumnWidth"] {
            #expect(lines.contains { $0.contains(property) }, "\(property): \(lines)")
        }
    }
}
