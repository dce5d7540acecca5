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

    /// How Metrics.md writes a value: integers without a decimal point, others as Swift prints them.
    static func text(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The table rows of Metrics.md, keyed by metric name: the cells after the name.
    static func metricRows() throws -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in try read("Metrics.md").split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            // ["", "`name`", value, unit, section, confidence, range, meaning, ""]
            guard cells.count >= 8 else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            #expect(rows[name] == nil, "Metrics.md lists \(name) twice")
            rows[name] = Array(cells[2...6])
        }
        return rows
    }

    @Test("Metrics.md has exactly one row per SheetMetrics.catalog entry, with its value, unit, section, confidence and range")
    func metricsTableMatchesCatalog() throws {
        let rows = try Self.metricRows()
        for info in SheetMetrics.catalog {
            let expected = [Self.text(info.defaultValue), info.unit.rawValue.isEmpty ? "ratio" : info.unit.rawValue,
                            info.section, info.confidence.rawValue, info.range.description]
            guard let row = rows[info.name] else {
                Issue.record("Metrics.md has no row for catalog metric `\(info.name)`; add: | `\(info.name)` | \(expected.joined(separator: " | ")) | … |")
                continue
            }
            #expect(row == expected, "Metrics.md row for \(info.name)")
        }
        let catalogNames = Set(SheetMetrics.catalog.map(\.name))
        let extra = Set(rows.keys).subtracting(catalogNames)
        #expect(extra.isEmpty, "Metrics.md lists metrics the catalog does not have: \(extra.sorted())")
        #expect(SheetMetrics.catalog.count == catalogNames.count, "duplicate catalog names")
    }

    @Test("UnconfirmedBehaviour.md documents every BehaviorOptions setting")
    func everyOptionIsDocumented() throws {
        let page = try Self.read("UnconfirmedBehaviour.md")
        let names = Mirror(reflecting: BehaviorOptions()).children.compactMap(\.label)
        #expect(names.count >= 7)
        for name in names {
            #expect(page.contains("## `\(name)`"), "UnconfirmedBehaviour.md has no section for `\(name)`")
        }
    }

    /// The run Lifecycle.md shows: present, a cancelled swipe, a drag to large, a swipe dismissal.
    static func lifecycleExample() throws -> [String] {
        var sim = SheetSimulator(device: .iPhone14Pro, os: .iOS17)
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
        return sim.log.map(\.description)
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
}
