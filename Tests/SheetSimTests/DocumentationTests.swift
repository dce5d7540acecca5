// Foundation only here, in the test target, to read the DocC catalog; the core stays free of it.
import Foundation
import Testing
@testable import SheetSim

/// Keeps the DocC catalog (`Sources/SheetSim/SheetSim.docc`) in sync with the code it describes.
@Suite("Documentation catalog")
struct DocumentationTests {
    static let catalogDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SheetSim/SheetSim.docc")

    static func read(_ name: String) throws -> String {
        try String(contentsOf: catalogDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("UnconfirmedBehaviour.md documents every BehaviorOptions setting")
    func everyOptionIsDocumented() throws {
        let page = try Self.read("UnconfirmedBehaviour.md")
        let names = Mirror(reflecting: BehaviorOptions().stored).children.compactMap(\.label)
        #expect(names.count >= 7)
        for name in names {
            #expect(page.contains("## `\(name)`"), "UnconfirmedBehaviour.md has no section for `\(name)`")
        }
    }

    /// The run Lifecycle.md shows: present, a cancelled swipe, a drag to large, a swipe dismissal.
    static func lifecycleExample() throws -> [String] {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS17)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersGrabberVisible = true
        try sim.present("sheet", configuration: configuration, animated: true)
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        try sim.drag(.grabber, by: -300, duration: .milliseconds(400))
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 500, velocity: 2500)
        sim.runUntilIdle()
        return sim.log.filter { !$0.callback.callbackName.isLayout }.map(\.description)
    }

    @Test("Lifecycle.md's example log is what the simulator prints for that run")
    func lifecycleExampleIsReal() throws {
        let page = try Self.read("Lifecycle.md")
        guard let begin = page.range(of: "<!-- example-log -->\n```\n"),
              let end = page.range(of: "```", range: begin.upperBound..<page.endIndex) else {
            Issue.record("Lifecycle.md has no <!-- example-log --> block")
            return
        }
        let shown = page[begin.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        #expect(shown == (try Self.lifecycleExample()))
    }

    // MARK: The behaviour-rule articles

    /// The articles that state the rules the code cites, in the order SheetSim.md's topics list them.
    static let ruleArticles = ["SheetRules", "SplitViewRules", "LayoutRules"]

    /// `Sources/`, two levels above the catalog.
    static let sourcesDirectory = catalogDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// A Markdown heading: its level (number of `#`) and its text.
    struct Heading: Equatable {
        var level: Int
        var text: String
    }

    /// The headings of a catalog page, outside code blocks.
    static func headings(_ page: String) -> [Heading] {
        var result: [Heading] = []
        var inCode = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#") else { continue }
            let level = line.prefix { $0 == "#" }.count
            let text = line.dropFirst(level)
            guard text.hasPrefix(" ") else { continue }
            result.append(Heading(level: level, text: text.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    /// Whether `page` has a heading of `level` whose text starts with `prefix` followed by a space,
    /// a colon or the end: "2.1" matches "2.1 Sheet frame…" but not "2.10…", "Quirk 1" matches
    /// "Quirk 1: …" but not "Quirk 12: …".
    static func has(_ page: [Heading], level: Int, _ prefix: String) -> Bool {
        page.contains { heading in
            guard heading.level == level, heading.text.hasPrefix(prefix) else { return false }
            let rest = heading.text.dropFirst(prefix.count)
            return rest.isEmpty || rest.hasPrefix(" ") || rest.hasPrefix(":")
        }
    }

    /// Every `.swift` and `.md` file under `Sources/`, except the rule articles (which are what the
    /// citations point to, and number split-view and layout rules of their own).
    static func citingFiles() throws -> [(path: String, text: String)] {
        let skipped = Set(ruleArticles.map { "\($0).md" })
        guard let walker = FileManager.default.enumerator(at: sourcesDirectory, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(path: String, text: String)] = []
        for case let url as URL in walker where ["swift", "md"].contains(url.pathExtension)
            && !skipped.contains(url.lastPathComponent) {
            files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The numbers in a citation run: "2.1, 2.5" → 2.1, 2.5; "1.2 / 2.1 / 6" → 1.2, 2.1, 6;
    /// "4.5 and 7" → 4.5, 7; ranges expand: "2–4" → 2, 3, 4 and "4.1–4.9" → 4.1 … 4.9.
    static func numbers(inRun run: String) -> [String] {
        var result: [String] = []
        let parts = run.replacingOccurrences(of: " and ", with: ",").replacingOccurrences(of: "/", with: ",")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for part in parts where !part.isEmpty {
            let ends = part.split(separator: "–").map(String.init)
            guard ends.count == 2 else { result.append(part); continue }
            let low = ends[0].split(separator: "."), high = ends[1].split(separator: ".")
            if low.count == 1, high.count == 1, let a = Int(low[0]), let b = Int(high[0]), a <= b {
                result += (a...b).map(String.init)
            } else if low.count == 2, high.count == 2, low[0] == high[0], let a = Int(low[1]), let b = Int(high[1]), a <= b {
                result += (a...b).map { "\(low[0]).\($0)" }
            } else {
                result += ends
            }
        }
        return result
    }

    /// The runs a pattern's first capture group matches in `text`, skipping those that cite the
    /// split-view or layout articles ("split view quirk 3", "layout reference 2").
    static func runs(of pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        let whole = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: whole).compactMap { match -> String? in
            guard let range = Range(match.range(at: 1), in: text), let all = Range(match.range, in: text) else { return nil }
            let start = text.index(all.lowerBound, offsetBy: -12, limitedBy: text.startIndex) ?? text.startIndex
            let before = text[start..<all.lowerBound].lowercased()
            if before.hasSuffix("split view ") || before.hasSuffix("layout ") { return nil }
            return String(text[range])
        }
    }

    static let number = #"\d+(?:\.\d+)?"#
    static let separator = #"(?:,\s|\s/\s|/|\sand\s|–)"#
    static let numberRun = number + "(?:" + separator + number + ")*"
    /// What names SheetRules in a citation: "SheetRules" in code comments and articles; "reference"
    /// (the older form) in the few log messages that still print it.
    static let sheetRules = #"\b(?:SheetRules|[Rr]eference)\s+"#

    /// `text` with each `//` or `///` comment line joined to the line before, so a citation that
    /// wraps ("(SheetRules 1.1, 4.3," / "/// quirk 5)") reads as one.
    static func joiningCommentLines(_ text: String) -> String {
        text.replacingOccurrences(of: #"\n[ \t]*//+[ \t]?"#, with: " ", options: .regularExpression)
    }

    /// Every section the sources cite as "SheetRules N" (lists and ranges: "SheetRules 2.1, 2.5",
    /// "SheetRules 4.1–4.9", "SheetRules 2.3 and 7"), and every quirk cited as "SheetRules quirk N"
    /// or after sections ("SheetRules 2.6, quirk 14", "SheetRules 4.5, quirks 1–2"), with a file
    /// where each is cited. A bare "quirk N" is not read: split view rules number quirks too.
    static func citations() throws -> (sections: [String: String], quirks: [String: String]) {
        let sectionPattern = sheetRules + #"(?:sections?\s+)?("# + numberRun + ")"
        let quirkPattern = sheetRules + #"(?:(?:sections?\s+)?"# + numberRun + #"[,;]?\s+(?:and\s+)?)?[Qq]uirks?\s+(\d+(?:(?:,\s|\sand\s|–)\d+)*)"#
        var sections: [String: String] = [:], quirks: [String: String] = [:]
        for file in try citingFiles() {
            let text = joiningCommentLines(file.text)
            for run in try runs(of: sectionPattern, in: text) {
                for n in numbers(inRun: run) { sections[n] = sections[n] ?? file.path }
            }
            for run in try runs(of: quirkPattern, in: text) {
                for n in numbers(inRun: run) { quirks[n] = quirks[n] ?? file.path }
            }
        }
        return (sections, quirks)
    }

    /// The comment text of a Swift file (what follows `//` on each line), lines joined by spaces.
    static func comments(ofSwift text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            line.range(of: "//").map { String(line[$0.upperBound...]) }
        }.joined(separator: " ")
    }

    @Test("Code comments and catalog articles cite SheetRules by name, not as the older \"reference N\"")
    func citationsNameSheetRules() throws {
        let oldForm = try NSRegularExpression(pattern: #"\b[Rr]eferences?\s+(?:sections?\s+|quirks?\s+)?\d+(?:\.\d+)?"#)
        var scanned = 0
        for file in try Self.citingFiles() {
            let text = file.path.hasSuffix(".swift") ? Self.comments(ofSwift: file.text) : file.text
            scanned += 1
            let found = oldForm.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range, in: text).map { String(text[$0]) }
            }
            #expect(found.isEmpty, "\(file.path) cites \(found) in a comment; write \"SheetRules N\" (or \"SheetRules quirk N\")")
        }
        #expect(scanned >= 100, "scanned only \(scanned) files under \(Self.sourcesDirectory.path)")
    }

    @Test("Each behaviour-rule article exists and SheetSim.md's topics link it")
    func ruleArticlesAreLinked() throws {
        let root = try Self.read("SheetSim.md")
        guard let topics = root.range(of: "\n## Topics\n") else {
            Issue.record("SheetSim.md has no ## Topics section")
            return
        }
        let topicLines = root[topics.upperBound...].split(separator: "\n").map(String.init)
        for name in Self.ruleArticles {
            let page = try Self.read("\(name).md")
            #expect(page.hasPrefix("# "), "\(name).md must start with its title")
            let linked = topicLines.contains("- <doc:\(name)>")
            #expect(linked, "SheetSim.md's Topics do not link <doc:\(name)>")
        }
    }

    @Test("SheetRules has a heading for every section and quirk the code cites")
    func citedSectionsExist() throws {
        let page = Self.headings(try Self.read("SheetRules.md"))
        let (sections, quirks) = try Self.citations()
        // The code cites over two hundred times; finding a handful means the scan is broken.
        #expect(sections.count >= 20, "found only \(sections.keys.sorted()) under \(Self.sourcesDirectory.path)")
        #expect(quirks.count >= 8, "found only quirks \(quirks.keys.sorted())")
        for (section, file) in sections.sorted(by: { $0.key < $1.key }) {
            let found = Self.has(page, level: 2, section)
            #expect(found, "\(file) cites SheetRules \(section); SheetRules.md has no '## \(section) …' heading")
        }
        for (quirk, file) in quirks.sorted(by: { $0.key < $1.key }) {
            let found = Self.has(page, level: 3, "Quirk \(quirk)")
            #expect(found, "\(file) cites SheetRules quirk \(quirk); SheetRules.md has no '### Quirk \(quirk): …' heading")
        }
        // A metric's section is SheetRules', or another article's when prefixed: `split 5`, `layout 30`.
        let articles = ["split": "SplitViewRules.md", "layout": "LayoutRules.md", "containers": "ContainerRules.md"]
        for info in UIKitMetrics.catalog {
            let parts = info.section.split(separator: " ", maxSplits: 1).map(String.init)
            let (article, section) = parts.count == 2 ? (articles[parts[0]] ?? "?", parts[1]) : ("SheetRules.md", info.section)
            let headings = article == "SheetRules.md" ? page : Self.headings(try Self.read(article))
            let found = Self.has(headings, level: 2, section)
            #expect(found, "metric \(info.name) cites section \(info.section); \(article) has no heading for it")
        }
    }

    @Test("SheetRules lists every source id the code cites; the rule articles name every unconfirmed-behaviour setting")
    func sheetRulesSourcesAndSettings() throws {
        let page = try Self.read("SheetRules.md")
        var ids: [String: String] = [:]
        for file in try Self.citingFiles() where file.path.hasSuffix(".swift") {
            for id in try Self.runs(of: #"\b(?:DOC|RE|OBS|GUESS)[ /]+(S\d+b?)\b"#, in: file.text) {
                ids[id] = ids[id] ?? file.path
            }
        }
        #expect(ids.count >= 5, "found only source ids \(ids.keys.sorted())")
        for (id, file) in ids.sorted(by: { $0.key < $1.key }) {
            let listed = page.contains("- **\(id)**:")
            #expect(listed, "\(file) cites \(id); SheetRules.md's Sources do not list it")
        }
        let others = try ["SplitViewRules.md", "LayoutRules.md", "ContainerRules.md", "SwiftUI.md"].map(Self.read)
        for name in Mirror(reflecting: BehaviorOptions().stored).children.compactMap(\.label) {
            let named = ([page] + others).contains { $0.contains("``BehaviorOptions/\(name)``") }
            #expect(named, "no behaviour-rule article names the setting \(name)")
        }
    }

    /// The numbered headings each article keeps from its reference, so a citation maps to a section
    /// by its number alone.
    static let numberedHeadings: [(article: String, level: Int, prefix: String, line: Int)] = {
        var rows: [(String, Int, String, Int)] = []
        func add(_ article: String, _ level: Int, _ prefixes: [String], line: Int = #line) {
            rows += prefixes.map { (article, level, $0, line) }
        }
        add("SheetRules", 2, ["1", "1.1", "1.2", "1.3", "1.4"])
        add("SheetRules", 2, ["2"] + (1...7).map { "2.\($0)" })
        add("SheetRules", 2, ["3", "4", "5", "6", "7", "8", "8.1", "8.2", "8.3", "8.4", "8.5", "9", "9.1", "9.2", "9.3", "9.4", "9.5", "9.6", "9.7", "9.8",
                                "10", "10.1", "10.2", "10.3", "10.4", "10.5", "10.6", "11", "11.1", "11.2", "11.3", "11.4", "Sources"])
        add("SheetRules", 3, ["Who owns the pan", "Tracking", "Dismissal trigger", "Release", "End of a dismissal drag",
                               "Selection", "Keyboard"])
        add("SheetRules", 2, (1...9).map { "4.\($0)" })
        add("SheetRules", 3, (1...25).map { "Quirk \($0)" })
        add("SplitViewRules", 2, ["2", "2.1", "2.2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "Sources"])
        add("SplitViewRules", 2, (1...5).map { "3.\($0)" } + (1...6).map { "4.\($0)" } + (1...5).map { "5.\($0)" })
        add("SplitViewRules", 3, (1...15).map { "Quirk \($0)" })
        add("LayoutRules", 2, (1...11).map(String.init) + ["Sources"])
        add("LayoutRules", 3, ["A", "B", "C", "D", "E", "F"])
        return rows.map { (article: $0.0, level: $0.1, prefix: $0.2, line: $0.3) }
    }()

    @Test("Every rule article keeps its reference's numbered sections")
    func numberedSectionsExist() throws {
        var pages: [String: [Heading]] = [:]
        for name in Self.ruleArticles { pages[name] = Self.headings(try Self.read("\(name).md")) }
        for row in Self.numberedHeadings {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let found = Self.has(pages[row.article] ?? [], level: row.level, row.prefix)
            #expect(found, "\(row.article).md has no \(String(repeating: "#", count: row.level)) \(row.prefix) heading",
                    sourceLocation: location)
        }
        // Numbered headings appear once each, so a number never maps to two sections.
        for (name, page) in pages {
            let numbered = page.map(\.text).compactMap { text -> String? in
                if text.hasPrefix("Quirk ") { return String(text.prefix { $0 != ":" }) }
                return text.first?.isNumber == true ? String(text.prefix { $0 != " " }) : nil
            }
            let repeated = Dictionary(grouping: numbered, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            #expect(repeated.isEmpty, "\(name).md repeats numbered headings \(repeated)")
        }
    }

    @Test("The numbered items and unconfirmed lists keep their reference's numbers, in order")
    func numberedItemsExist() throws {
        let layout = try Self.read("LayoutRules.md")
        var previous = layout.startIndex
        for item in 1...54 {
            guard let found = layout.range(of: "- **\(item).** ", range: previous..<layout.endIndex) else {
                Issue.record("LayoutRules.md has no item **\(item).** after item \(item - 1)")
                return
            }
            previous = found.upperBound
        }
        for (name, count) in [("LayoutRules", 15), ("SplitViewRules", 12)] {
            let page = try Self.read("\(name).md")
            for n in 1...count {
                let listed = page.contains("- **U\(n)**:")
                #expect(listed, "\(name).md has no unconfirmed item **U\(n)**")
            }
        }
    }

    /// DocC's anchor for a heading, or a link fragment compared with it: characters other than
    /// letters, digits, spaces and hyphens dropped, spaces turned into hyphens ("2.1 Sheet frame" →
    /// "21-Sheet-frame"). This matches DocC for every character the catalog's headings use.
    static func anchor(_ text: String) -> String {
        String(text.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }.map { $0 == " " ? "-" : $0 })
    }

    @Test("Every <doc:Article#section> link in the catalog names a heading of that article")
    func sectionLinksResolve() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.catalogDirectory.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        var anchors: [String: Set<String>] = [:]
        for name in names {
            anchors[String(name.dropLast(3))] = Set(Self.headings(try Self.read(name)).map { Self.anchor($0.text) })
        }
        let regex = try NSRegularExpression(pattern: #"<doc:([A-Za-z]+)#([^>]+)>"#)
        var checked = 0
        for name in names {
            let page = try Self.read(name)
            for match in regex.matches(in: page, range: NSRange(page.startIndex..., in: page)) {
                guard let article = Range(match.range(at: 1), in: page), let fragment = Range(match.range(at: 2), in: page) else { continue }
                checked += 1
                let target = String(page[article])
                guard let known = anchors[target] else {
                    Issue.record("\(name) links <doc:\(target)#…>, but the catalog has no \(target).md")
                    continue
                }
                let resolves = known.contains(Self.anchor(String(page[fragment])))
                #expect(resolves, "\(name) links <doc:\(target)#\(page[fragment])>, which is no heading of \(target).md")
            }
        }
        #expect(checked >= 4, "found only \(checked) section links; the scan is broken")
    }
}

/// Devices.md names every model of the device table, explains every conflict a citation names,
/// and lists every source key the table cites.
@Suite("Devices article")
struct DevicesArticleTests {
    @Test func theArticleCoversTheTable() throws {
        let page = try DocumentationTests.read("Devices.md")
        var conflicts = Set<String>()
        for model in DeviceCatalog.models {
            for row in model.figureRows {
                guard let note = row.citation.note else { continue }
                // "C9: …" or "… (C3: …)": a conflict of the article's list.
                for word in note.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) where word.first == "C" && Int(word.dropFirst()) != nil {
                    conflicts.insert(String(word))
                }
            }
        }
        #expect(conflicts.count >= 12)
        for conflict in conflicts { #expect(page.contains("- term \(conflict): "), "Devices.md does not explain \(conflict)") }
        for source in DeviceCatalog.citedSources { #expect(page.contains("- term \(source.rawValue): "), "Devices.md does not list \(source.rawValue)") }
        for word in DeviceOverride.words { #expect(page.contains("`\(word)`"), "Devices.md does not name the figure word \(word)") }
        #expect(page.contains("\(DeviceCatalog.iPhones.count) iPhones and \(DeviceCatalog.iPads.count) iPads"))
    }
}
