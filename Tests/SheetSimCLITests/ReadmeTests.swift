import Foundation
import Testing
import SheetSimScenario
@testable import SheetSimCLI

/// README is the overview: short, its two set-up commands the ones that work, and its worked
/// scenario example a real run. (Its Swift example is compiled and run by
/// `DocumentedExamplesTests`, its REPL transcript checked by `REPLDocumentationTests`.)
@Suite struct ReadmeTests {
    @Test func readmeIsAnOverviewOfAtMost400Lines() {
        let lines = Documents.readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines > 50, "README could not be read")
        #expect(lines <= 400, "README has \(lines) lines; the manuals belong in the DocC articles")
    }

    /// The set-up section's commands: the catalog's run and the tests, exactly.
    @Test func theSetUpCommandsRunTheCatalogAndTheTests() throws {
        let readme = Documents.readme
        let section = try #require(readme.range(of: "## Set-up on a fresh machine\n"))
        let next = readme.range(of: "\n## ", range: section.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let blocks = Documents.codeBlocks(in: String(readme[section.upperBound..<next]))
        #expect(blocks.count == 1)
        let commands = try #require(blocks.first).code.split(separator: "\n")
            .map { $0.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        #expect(commands == ["swift run sheetsim run scenarios", "swift test"])
    }

    /// The scenario under "Run a scenario file", saved as `swipe.sheet`, passes, and README shows
    /// what `sheetsim run --hide layout swipe.sheet` prints for it, verbatim.
    @Test func theScenarioExampleRunsAndPrintsWhatReadmeShows() throws {
        let readme = Documents.readme
        let section = try #require(readme.range(of: "### 1. Run a scenario file\n"))
        let blocks = Documents.codeBlocks(in: String(readme[section.upperBound...]))
        let scenario = try #require(blocks.first).code
        #expect(scenario.hasPrefix("scenario \""))
        let source = SourceFile(name: "swipe.sheet", bytes: Array(scenario.utf8))
        let (commands, diagnostics) = ScenarioRunner.parse(source, loader: nil)
        #expect(diagnostics.isEmpty)
        let result = try ScenarioRunner.run(commands, file: "swipe.sheet").get()
        #expect(result.passed)
        let printed = RunReport.text([result], frames: false, quiet: false, hidesLayout: true)
        #expect(blocks.count >= 2 && blocks[1].code == "$ swift run sheetsim run --hide layout swipe.sheet\n" + printed,
                "README lacks the run's output verbatim:\n\(printed)")
    }
}

/// Every scenario the documents show — a fenced block that starts with a `scenario` line, in README
/// or any DocC article — parses without a diagnostic and passes, so no documented example is a
/// scenario that does not run.
@Suite struct DocumentedScenariosTests {
    static var examples: [(document: String, scenario: String)] {
        ([Documents.readmePath] + Documents.articles).flatMap { document in
            Documents.codeBlocks(in: Documents.read(document)).filter { $0.code.hasPrefix("scenario \"") }
                .map { (document, $0.code) }
        }
    }

    @Test func everyDocumentedScenarioPasses() throws {
        let examples = Self.examples
        #expect(examples.count >= 7, "the search found only \(examples.count) scenarios; it has stopped working")
        for (document, scenario) in examples {
            let title = scenario.prefix { $0 != "\n" }
            let source = SourceFile(name: "example.sheet", bytes: Array(scenario.utf8))
            let (commands, diagnostics) = ScenarioRunner.parse(source, loader: nil)
            #expect(diagnostics.isEmpty, "\(document): \(title) does not parse")
            guard diagnostics.isEmpty else { continue }
            let result = try ScenarioRunner.run(commands, file: "example.sheet").get()
            #expect(result.passed, "\(document): \(title) fails")
        }
    }
}
