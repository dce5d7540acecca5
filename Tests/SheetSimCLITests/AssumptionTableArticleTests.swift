import Foundation
import SheetSim
import Testing

/// The metrics table of Metrics.md and the options table of UnconfirmedBehaviour.md are what
/// ``AssumptionTable`` prints from the catalogs now, and `sheetsim help metric` / `help option`
/// print the same rows. After a change to a catalog, rewrite the tables with
/// `SHEETSIM_UPDATE_GOLDEN=1 swift test --filter AssumptionTableArticleTests` and review the diff.
@Suite struct AssumptionTableArticleTests {
    static let metricsPath = "Sources/SheetSim/SheetSim.docc/Metrics.md"
    static let optionsPath = "Sources/SheetSim/SheetSim.docc/UnconfirmedBehaviour.md"

    static let articles: [(path: String, table: AssumptionTable)] = [
        (metricsPath, UIKitMetrics.table), (optionsPath, BehaviorOptions.table),
    ]

    /// `article` with the table under "## The table" printed again; nil when it has none.
    static func regenerated(_ article: String, table: AssumptionTable) -> String? {
        GeneratedText.replacingTable(in: article, after: "## The table\n", with: table.markdown)
    }

    @Test(arguments: [0, 1])
    func theArticleHoldsTheCatalogsTable(index: Int) throws {
        let (path, table) = Self.articles[index]
        let article = Documents.read(path)
        let expected = try #require(Self.regenerated(article, table: table), "\(path) has lost its '## The table' section")
        if GrammarReferenceArticleTests.updating, expected != article {
            try expected.write(to: Documents.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
            return
        }
        let diff = CatalogGoldenTests().lineDiffText(expected: expected, actual: article)
        #expect(diff == nil, """
            \(path)'s table is not what the catalog prints; rewrite it with \
            SHEETSIM_UPDATE_GOLDEN=1 swift test --filter AssumptionTableArticleTests
            \(diff ?? "")
            """)
    }

    /// The check can fail: a table whose value was edited by hand is not the catalog's.
    @Test func aStaleTableIsCaught() throws {
        let article = Documents.read(Self.metricsPath)
        let stale = article.replacingOccurrences(of: "| `flickSpeed` | 1000 |", with: "| `flickSpeed` | 1200 |")
        #expect(stale != article)
        #expect(Self.regenerated(stale, table: UIKitMetrics.table) == Self.regenerated(article, table: UIKitMetrics.table))
        #expect(Self.regenerated(stale, table: UIKitMetrics.table) != stale)
    }

    @Test func everyCatalogEntryHasARow() {
        #expect(UIKitMetrics.table.rows.map(\.first) == UIKitMetrics.catalog.map(\.name))
        #expect(BehaviorOptions.table.rows.map(\.first) == BehaviorOptions.catalog.map(\.name))
        #expect(Set(UIKitMetrics.catalog.map(\.name)).count == UIKitMetrics.catalog.count, "duplicate metric names")
        #expect(Set(BehaviorOptions.catalog.map(\.name)).count == BehaviorOptions.catalog.count, "duplicate option names")
        for row in UIKitMetrics.table.rows + BehaviorOptions.table.rows {
            #expect(row.allSatisfy { !$0.isEmpty }, "empty cell in \(row)")
            #expect(!row[row.count - 1].isEmpty, "\(row[0]) has no summary")
        }
    }
}

extension GeneratedText {
    /// `text` with the Markdown table that follows `heading` (after its paragraphs) replaced by
    /// `table`: from the first line starting with `|` to the last of the lines that follow it and
    /// also start with `|`; nil when the heading or the table is missing.
    static func replacingTable(in text: String, after heading: String, with table: String) -> String? {
        guard let opening = text.range(of: heading) else { return nil }
        var lines = text[opening.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("|") }) else { return nil }
        let end = lines[first...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        lines.replaceSubrange(first..<end, with: table.split(separator: "\n", omittingEmptySubsequences: false).dropLast())
        return String(text[..<opening.upperBound]) + lines.joined(separator: "\n")
    }
}
