import Foundation
import Testing
import SheetSimScenario
@testable import SheetSimCLI

/// The flick examples (the catalog scenario and the scenario guide's example 2) test the flick
/// rule itself (SheetRules 3, "Release" step 4): each passes as written and fails once the rule
/// cannot fire, so the release projection alone does not already land where the flick takes the
/// sheet.
@Suite struct FlickExampleTests {
    static let root = Documents.root

    /// The scenario guide's example 2, the fenced block under its heading.
    static func guideExample() throws -> String {
        let guide = Documents.read(Documents.writingScenariosPath)
        let heading = try #require(guide.range(of: "**2. A flick goes one detent further.**"))
        let open = try #require(guide.range(of: "```\n", range: heading.upperBound..<guide.endIndex))
        let close = try #require(guide.range(of: "```\n", range: open.upperBound..<guide.endIndex))
        return String(guide[open.upperBound..<close.lowerBound])
    }

    /// Whether `text` passes; with `withoutFlick`, the flick speed is out of reach.
    static func passes(_ text: String, withoutFlick: Bool) throws -> Bool {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if withoutFlick { lines.insert("metric flickSpeed = 100000pt/s", at: 1) }
        let source = SourceFile(name: "flick.sheet", bytes: Array(lines.joined(separator: "\n").utf8))
        let (commands, diagnostics) = ScenarioRunner.parse(source, loader: nil)
        #expect(diagnostics.isEmpty)
        return try ScenarioRunner.run(commands, file: "flick.sheet").get().passed
    }

    @Test(arguments: ["catalog", "guide"])
    func theExampleNeedsTheFlickRule(_ which: String) throws {
        let text = which == "guide" ? try Self.guideExample()
            : try String(contentsOf: Self.root.appendingPathComponent("scenarios/gestures/flick-past-a-detent.sheet"), encoding: .utf8)
        #expect(try Self.passes(text, withoutFlick: false))
        #expect(try !Self.passes(text, withoutFlick: true), "the projection alone reaches the flick's target")
    }
}
