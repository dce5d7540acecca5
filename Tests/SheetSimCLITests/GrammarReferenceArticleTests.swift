import Foundation
import Testing
@testable import SheetSimScenario

/// The GrammarReference article's generated parts are what the language's description prints
/// now: its grammar block is ``GrammarText/language`` and its table of diagnostic identifiers is
/// ``Diagnostic/ID``'s. After a change to the language or the identifiers, rewrite them with
/// `SHEETSIM_UPDATE_GOLDEN=1 swift test --filter GrammarReferenceArticleTests` and review the diff.
@Suite struct GrammarReferenceArticleTests {
    static let updating = ProcessInfo.processInfo.environment["SHEETSIM_UPDATE_GOLDEN"] == "1"

    /// `article` with its generated parts printed again; nil when a part's markers are missing.
    static func regenerated(_ article: String) -> String? {
        guard let withGrammar = GeneratedText.replacingBlock(in: article, after: "### Grammar\n\n```\n", until: "```",
                                                             with: GrammarText.language + "\n") else { return nil }
        return GeneratedText.replacingBlock(in: withGrammar, after: "### Diagnostic identifiers\n\n", until: "\n\n",
                                            with: Diagnostic.ID.markdownTable)
    }

    @Test func theArticleHoldsWhatTheLanguagePrints() throws {
        let article = Documents.grammarReference
        let expected = try #require(Self.regenerated(article), "the article has lost the markers of its generated parts")
        if Self.updating, expected != article {
            try expected.write(to: Documents.root.appendingPathComponent(Documents.grammarReferencePath), atomically: true, encoding: .utf8)
            return
        }
        let diff = CatalogGoldenTests().lineDiffText(expected: expected, actual: article)
        #expect(diff == nil, """
            the GrammarReference article is not what the language prints; rewrite it with \
            SHEETSIM_UPDATE_GOLDEN=1 swift test --filter GrammarReferenceArticleTests
            \(diff ?? "")
            """)
    }

    /// The check can fail: an article whose grammar lost a line is not what the language prints.
    @Test func aStaleArticleIsCaught() throws {
        let article = Documents.grammarReference
        let stale = article.replacingOccurrences(of: "'rotate' orientation", with: "'rotate' ('portrait'|'landscape')")
        #expect(stale != article)
        #expect(Self.regenerated(stale) == Self.regenerated(article))
        #expect(Self.regenerated(stale) != stale)
    }
}

/// Replaces the text between two markers, for documents with generated parts.
enum GeneratedText {
    /// `text` with what lies between the end of `start` and the next `end` replaced by
    /// `replacement`; nil when either marker is missing.
    static func replacingBlock(in text: String, after start: String, until end: String, with replacement: String) -> String? {
        guard let opening = text.range(of: start), let closing = text[opening.upperBound...].range(of: end) else { return nil }
        return String(text[..<opening.upperBound]) + replacement + String(text[closing.lowerBound...])
    }
}
