import Foundation
import Testing
import SheetSimScenario
@testable import SheetSimCLI

/// The split view guide shows a catalog scenario and what `sheetsim run --hide layout` prints for
/// it, verbatim: when either changes, the guide must change with it.
@Suite struct SplitViewGuideTests {
    static let scenario = "scenarios/splitview/collapse-empty-detail-shows-primary.sheet"

    @Test func theWorkedExampleIsTheScenarioAndItsRealOutput() throws {
        let guide = Documents.read(Documents.splitViewGuidePath)
        let text = try String(contentsOf: Documents.root.appendingPathComponent(Self.scenario), encoding: .utf8)
        #expect(guide.contains("```\n" + text + "```\n"), "the split view guide lacks the scenario verbatim")
        let source = SourceFile(name: Self.scenario, bytes: Array(text.utf8))
        let (commands, diagnostics) = ScenarioRunner.parse(source, loader: nil)
        #expect(diagnostics.isEmpty)
        let result = try ScenarioRunner.run(commands, file: Self.scenario).get()
        let printed = RunReport.text([result], frames: false, quiet: false, hidesLayout: true)
        #expect(guide.contains("$ sheetsim run --hide layout \(Self.scenario)\n" + printed + "```\n"),
                "the split view guide lacks the run's output verbatim:\n\(printed)")
    }
}
