import Foundation

/// The repository's documents the tests read: README and the DocC articles, by their paths.
enum Documents {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let readmePath = "README.md"
    static let grammarReferencePath = "Sources/SheetSimScenario/SheetSimScenario.docc/GrammarReference.md"
    static let writingScenariosPath = "Sources/SheetSimScenario/SheetSimScenario.docc/WritingScenarios.md"
    static let runningScenariosPath = "Sources/SheetSimScenario/SheetSimScenario.docc/RunningScenarios.md"
    static let replPath = "Sources/SheetSimScenario/SheetSimScenario.docc/ExploringInTheREPL.md"
    static let splitViewGuidePath = "Sources/SheetSim/SheetSim.docc/SplitViewControllers.md"
    static let timelinesPath = "Sources/SheetSim/SheetSim.docc/Timelines.md"

    /// The catalogs whose articles the documentation is.
    static let catalogs = ["Sources/SheetSim/SheetSim.docc", "Sources/SheetSimScenario/SheetSimScenario.docc",
                           "Sources/SheetSimTesting/SheetSimTesting.docc", "Sources/SheetSimTimeline/SheetSimTimeline.docc"]

    /// The file at `relative` to the repository's root; empty when it cannot be read, so a check
    /// on it fails rather than the test throwing before its other checks.
    static func read(_ relative: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)) ?? ""
    }

    static var readme: String { read(readmePath) }
    /// The scenario language's grammar, and what every command and property is called.
    static var grammarReference: String { read(grammarReferencePath) }
    /// `sheetsim run` and `sheetsim check`.
    static var runningScenarios: String { read(runningScenariosPath) }
    /// `sheetsim repl`.
    static var repl: String { read(replPath) }

    /// Every article of every catalog, as a path from the repository's root, sorted.
    static var articles: [String] {
        catalogs.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
        }
    }

    /// The fenced code blocks of `text` (without their fences), each with its info string
    /// (`swift`, `sh`, or empty).
    static func codeBlocks(in text: String) -> [(info: String, code: String)] {
        var blocks: [(info: String, code: String)] = []
        var open: (info: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append((block.info, block.lines.map { $0 + "\n" }.joined()))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)), [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }
}
