import Foundation
import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// Every catalog scenario prints exactly what it printed when its golden file was written: the log
/// and the per-frame state (`sheetsim run --frames`), byte for byte.
///
/// Layout callbacks come many per drag, so outside `scenarios/layout/` the goldens are printed as
/// `sheetsim run --frames --hide layout`: a change to the layout passes then shows in the layout
/// scenarios' goldens, which print everything, rather than in every golden of the catalog.
///
/// The goldens are the guard for reworking the engine: a refactor must leave every byte alone. When
/// behaviour changes on purpose, rewrite them with
/// `SHEETSIM_UPDATE_GOLDEN=1 swift test --filter CatalogGoldenTests` and review the diff in the commit.
@Suite struct CatalogGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = root.appendingPathComponent("Tests/SheetSimCLITests/Golden")
    static let updating = ProcessInfo.processInfo.environment["SHEETSIM_UPDATE_GOLDEN"] == "1"

    /// The catalog's runnable scenarios, relative to the package root, sorted.
    static let scenarios: [String] = {
        let base = root.appendingPathComponent("scenarios")
        let walker = FileManager.default.enumerator(atPath: base.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasSuffix(".sheet"), !name.hasPrefix("_") { found.append("scenarios/" + path) }
        }
        return found.sorted()
    }()

    static func goldenURL(for scenario: String) -> URL {
        goldens.appendingPathComponent(String(scenario.dropFirst("scenarios/".count)) + ".txt")
    }

    /// Whether a scenario's golden includes the layout callbacks: only the layout scenarios'.
    static func showsLayout(_ scenario: String) -> Bool { scenario.hasPrefix("scenarios/layout/") }

    /// What `sheetsim run --frames [--hide layout] SCENARIO` prints when run from the package root.
    static func printed(_ scenario: String) throws -> String {
        let loader: ScenarioParser.Loader = { path in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
            guard let data = try? Data(contentsOf: url) else { return .failure(ScenarioParser.LoadError("cannot read \(path)")) }
            return .success([UInt8](data))
        }
        let source = SourceFile(name: scenario, bytes: [UInt8](try Data(contentsOf: root.appendingPathComponent(scenario))))
        let (commands, diagnostics) = ScenarioRunner.parse(source, loader: loader)
        #expect(diagnostics.isEmpty, "\(scenario) does not parse")
        let result = try ScenarioRunner.run(commands, file: scenario, recordFrames: true).get()
        return RunReport.text([result], frames: true, quiet: false, hidesLayout: !showsLayout(scenario))
    }

    @Test(arguments: scenarios)
    func printsItsGolden(_ scenario: String) throws {
        let output = try Self.printed(scenario)
        let url = Self.goldenURL(for: scenario)
        if Self.updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try output.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try? String(contentsOf: url, encoding: .utf8)
        #expect(golden != nil, "no golden for \(scenario): run SHEETSIM_UPDATE_GOLDEN=1 swift test --filter CatalogGoldenTests")
        guard let golden else { return }
        let diff = lineDiffText(expected: golden, actual: output)
        #expect(diff == nil, "\(scenario) prints differently from its golden:\n\(diff ?? "")")
    }

    @Test func everyGoldenHasItsScenario() {
        let walker = FileManager.default.enumerator(atPath: Self.goldens.path)
        var orphans: [String] = []
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".txt") else { continue }
            let scenario = "scenarios/" + String(path.dropLast(".txt".count))
            if !Self.scenarios.contains(scenario) { orphans.append(path) }
        }
        #expect(orphans.isEmpty, "goldens without a scenario: \(orphans)")
    }

    func lineDiffText(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lineDiff(expected: a, actual: b)
    }
}
