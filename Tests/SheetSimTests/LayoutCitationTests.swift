// Foundation only here, in the test target, to read the sources; the core stays free of it.
import Foundation
import Testing
@testable import SheetSim

/// Code that cites "layout rules N" points at something LayoutRules.md has: a numbered item
/// (1–54), a section (1–11), a callback-order part (A–F) or an unconfirmed item (U1–U15).
@Suite struct LayoutCitationTests {
    static let sources = DocumentationTests.sourcesDirectory

    /// The tokens of every "layout rules …" citation in the Swift sources, with the file.
    static func citations() throws -> [(token: String, file: String)] {
        let regex = try NSRegularExpression(pattern: #"layout rules ((?:U?\d+|[A-F])(?:(?:,\s|\sand\s|–|-|\s)(?:U?\d+|[A-F])\b)*)"#)
        var found: [(String, String)] = []
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let run = text[range].replacingOccurrences(of: " and ", with: ",")
                for part in run.split(whereSeparator: { ", –-".contains($0) }) where !part.isEmpty {
                    found.append((String(part), url.lastPathComponent))
                }
            }
        }
        return found
    }

    @Test func everyCitationNamesSomethingTheArticleHas() throws {
        let article = try DocumentationTests.read("LayoutRules.md")
        let headings = DocumentationTests.headings(article)
        let citations = try Self.citations()
        #expect(citations.count >= 40, "found only \(citations.count) citations; the scan is broken")
        for (token, file) in citations {
            let exists: Bool
            if token.hasPrefix("U") {
                exists = article.contains("- **\(token)**:")
            } else if let number = Int(token) {
                exists = article.contains("- **\(number).** ") || DocumentationTests.has(headings, level: 2, token)
            } else {
                exists = DocumentationTests.has(headings, level: 3, token)
            }
            #expect(exists, "\(file) cites layout rules \(token); LayoutRules.md has no such item or section")
        }
    }
}
