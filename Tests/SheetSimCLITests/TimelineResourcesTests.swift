import Foundation
import Testing
import SheetSimScenario
@testable import SheetSimCLI

/// The example pictures in the README and the DocC catalog are what `sheetsim run --timeline`
/// draws today. When the drawing changes on purpose, regenerate them with the commands in the
/// failure message.
@Suite struct TimelineResourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let resources = "Sources/SheetSim/SheetSim.docc/Resources/"

    @Test(arguments: [
        ("scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet", "timeline-cancelled-swipe.svg"),
        ("scenarios/gestures/flick-past-a-detent.sheet", "timeline-flick.svg"),
        ("scenarios/splitview/sidebar-app-through-every-width.sheet", "timeline-split-view.svg"),
    ])
    func examplePicturesAreCurrent(_ scenario: String, _ picture: String) throws {
        // What `sheetsim run SCENARIO --timeline PICTURE` draws when run from the package root,
        // without changing the test process's directory (tests run in parallel).
        let loader: ScenarioParser.Loader = { path in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : Self.root.appendingPathComponent(path)
            guard let data = try? Data(contentsOf: url) else { return .failure(ScenarioParser.LoadError("cannot read \(path)")) }
            return .success([UInt8](data))
        }
        let source = SourceFile(name: scenario, bytes: [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(scenario))))
        let (commands, diagnostics) = ScenarioRunner.parse(source, loader: loader)
        #expect(diagnostics.isEmpty)
        let result = try ScenarioRunner.run(commands, file: scenario, recordTimeline: true).get()
        let drawn = TimelineFile.contents(RunCommand.timeline(of: result), as: .svg)
        let committed = try String(contentsOf: Self.root.appendingPathComponent(Self.resources + picture), encoding: .utf8)
        #expect(drawn == committed, "regenerate: swift run sheetsim run \(scenario) --timeline \(Self.resources + picture)")
        // The README and the DocC article show it.
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(" + Self.resources + picture + ")"))
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/SheetSim/SheetSim.docc/Timelines.md"), encoding: .utf8)
        #expect(article.contains("](" + picture.replacingOccurrences(of: ".svg", with: "") + ")"))
    }
}
