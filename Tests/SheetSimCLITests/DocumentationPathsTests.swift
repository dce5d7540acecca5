import Foundation
import SheetSim
import Testing
@testable import SheetSimCLI
import SheetSimScenario

/// What the help texts and the documents point at is real: every `scenarios/…` path exists, every
/// file README links exists and every DocC article is linked from it, the example in
/// `sheetsim help run` is taken from the file it names, and `sheetsim help language` prints the
/// grammar reference article's grammar word for word, as the article says.
@Suite struct DocumentationPathsTests {
    static let root = Documents.root

    static func read(_ relative: String) -> String { Documents.read(relative) }

    /// Every help page, the overview included.
    static var helpTexts: [(topic: String, text: String)] {
        [("--help", Help.overview)] + Help.topics.map { ($0, Help.text(for: $0) ?? "") }
    }

    /// The documents that name catalog paths: README and the DocC articles.
    static var documents: [(name: String, text: String)] {
        [(Documents.readmePath, Documents.readme)] + Documents.articles.map { ($0, read($0)) }
    }

    /// `scenarios/…` paths in a text: the word starting at `scenarios/`, up to the first character
    /// that cannot be in a catalog path. The placeholder `scenarios/…` is not a path.
    static func catalogPaths(in text: String) -> [String] {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./")
        var paths: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "scenarios/") {
            let before = rest[..<range.lowerBound].last
            let path = "scenarios/" + rest[range.upperBound...].prefix(while: { allowed.contains($0) })
            rest = rest[range.upperBound...]
            // `Tests/…/Golden/scenarios/` or `../scenarios/` are other folders; only a path that
            // starts at the repository root counts.
            if let before, allowed.contains(before) { continue }
            var trimmed = path
            while trimmed.hasSuffix(".") { trimmed.removeLast() }  // a sentence's full stop
            if trimmed != "scenarios/" || !rest.hasPrefix("…") { paths.append(trimmed) }
        }
        return paths
    }

    @Test func everyCatalogPathInHelpAndDocumentationExists() {
        var checked = 0
        for (name, text) in Self.helpTexts.map({ ("sheetsim help \($0.topic)", $0.text) }) + Self.documents {
            for path in Self.catalogPaths(in: text) {
                checked += 1
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                        "\(name) names '\(path)', which does not exist")
            }
        }
        #expect(checked >= 5, "the search found only \(checked) paths; it has stopped working")
    }

    @Test func theSearchFindsPathsAndSkipsThePlaceholder() {
        #expect(Self.catalogPaths(in: "run `scenarios/a/b.sheet`. Also scenarios/…, scenarios/ and x/scenarios/c.")
                == ["scenarios/a/b.sheet", "scenarios/"])
    }

    /// The example under `EXAMPLE (PATH, abridged …)` in `sheetsim help run`: each of its lines is a
    /// line of that file, in the file's order.
    @Test func helpRunsExampleIsTakenFromTheFileItNames() throws {
        let lines = Help.run.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("EXAMPLE (scenarios/") })
        let path = String(lines[header].dropFirst("EXAMPLE (".count).prefix(while: { $0 != "," && $0 != ")" }))
        let file = Self.read(path).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!file.isEmpty, "\(path) cannot be read")
        let example = lines[(header + 1)...].drop(while: { !$0.hasPrefix("  ") }).prefix(while: { !$0.isEmpty })
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(example.count >= 5)
        var position = file.startIndex
        for line in example {
            guard let found = file[position...].firstIndex(of: line) else {
                Issue.record("help run's example line '\(line)' is not in \(path) (in that order)")
                return
            }
            position = found + 1
        }
    }

    @Test func helpLanguagePrintsTheGrammarReferenceWordForWord() throws {
        let article = Documents.grammarReference
        let start = try #require(article.range(of: "### Grammar\n\n```\n"))
        let end = try #require(article[start.upperBound...].range(of: "```"))
        let grammar = String(article[start.upperBound..<end.lowerBound])
        #expect(grammar.count > 1000)
        let help = CommandLineTool.execute(["help", "language"]).standardOutput
        #expect(help.contains(grammar), "sheetsim help language does not print the grammar reference article's grammar")
        #expect(article.contains("`sheetsim help language` prints the language by example,\nthen the grammar reference below, word for word."))
    }

    /// The repository paths README links (`](Sources/…)`, `](scenarios/…)`): each is a file, and
    /// every DocC article is one of them, since README is where a reader finds the manuals.
    @Test func readmeLinksExistingFilesAndEveryArticle() {
        let readme = Documents.readme
        var linked: [String] = []
        var rest = readme[...]
        while let open = rest.range(of: "](") {
            let target = rest[open.upperBound...].prefix { $0 != ")" }
            rest = rest[open.upperBound...]
            guard !target.contains("://") else { continue }
            linked.append(String(target))
        }
        #expect(linked.count >= 20, "the search found only \(linked.count) links; it has stopped working")
        for path in linked {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                    "README links '\(path)', which does not exist")
        }
        for article in Documents.articles {
            #expect(linked.contains(article), "README does not link \(article)")
        }
    }

    /// The grammar's device position says what it accepts: any model `sheetsim help devices` lists
    /// (every one of which a `device` line takes, by name, alias or identifier), then the figures
    /// of `DeviceOverride.words`, so neither is a second list kept by hand.
    @Test func theGrammarsDevicePositionSaysWhatItAccepts() throws {
        let lines = Help.grammar.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let definition = try #require(lines.first { $0.hasPrefix("device-name := ") })
        #expect(definition.contains("'sheetsim help devices'"))
        // The first word of each alternative: after `:=` on the definition's line, after `|` on
        // the lines that go on with one.
        let first = try #require(lines.firstIndex { $0.hasPrefix("device-figure := ") })
        let alternatives = [String(lines[first].dropFirst("device-figure := ".count))]
            + lines[(first + 1)...].prefix { $0.drop { $0 == " " }.hasPrefix("| ") }.map { String($0.drop { $0 == " " }.dropFirst(2)) }
        #expect(alternatives.map { String($0.dropFirst().prefix { $0 != "'" }) } == DeviceOverride.words)
        for model in DeviceCatalog.models {
            for name in [model.name] + model.aliases + model.identifiers {
                var parser = ScenarioParser()
                let result = parser.parseLine(SourceLine(number: 1, text: Substring("device \"\(name)\"")), file: "d.sheet")
                guard case .command = result else {
                    Issue.record("'device \"\(name)\"' does not parse: \(result)")
                    continue
                }
            }
        }
        for device in Device.builtIn {
            var parser = ScenarioParser()
            guard case .command = parser.parseLine(SourceLine(number: 1, text: Substring("device \"\(device.name)\"")), file: "d.sheet") else {
                Issue.record("'device \"\(device.name)\"' does not parse")
                continue
            }
        }
    }
}
