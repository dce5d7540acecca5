import Foundation
import Testing
import SheetSimScenario
@testable import SheetSimCLI

/// README's split view section shows a catalog scenario and what `sheetsim run --hide layout`
/// prints for it, verbatim: when either changes, the README must change with it.
@Suite struct ReadmeSplitViewTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scenario = "scenarios/splitview/collapse-empty-detail-shows-primary.sheet"

    @Test func theWorkedExampleIsTheScenarioAndItsRealOutput() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let text = try String(contentsOf: Self.root.appendingPathComponent(Self.scenario), encoding: .utf8)
        #expect(readme.contains("```\n" + text + "```\n"), "README.md lacks the scenario verbatim")
        let source = SourceFile(name: Self.scenario, bytes: Array(text.utf8))
        let (commands, diagnostics) = ScenarioRunner.parse(source, loader: nil)
        #expect(diagnostics.isEmpty)
        let result = try ScenarioRunner.run(commands, file: Self.scenario).get()
        let printed = RunReport.text([result], frames: false, quiet: false, hidesLayout: true)
        #expect(readme.contains("$ sheetsim run --hide layout \(Self.scenario)\n" + printed + "```\n"), "README.md lacks the run's output verbatim:\n\(printed)")
    }
}
