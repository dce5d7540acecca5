import Foundation
import Testing
import SheetSimScenario
@testable import SheetSimCLI

/// The example pictures in README and the DocC catalog are what `sheetsim run --timeline` draws
/// today. When the drawing changes on purpose, regenerate them with the commands in the failure
/// message.
@Suite struct TimelineResourcesTests {
    static let root = Documents.root
    static let resources = "Sources/SheetSim/SheetSim.docc/Resources/"

    /// Every picture, and the documents besides the timelines article that show it: README by its
    /// path in the repository, an article of the same catalog by its resource name.
    static let showing: [String: [String]] = [
        "timeline-cancelled-swipe.svg": [Documents.readmePath],
        "timeline-flick.svg": [],
        "timeline-split-view.svg": [Documents.splitViewGuidePath],
    ]

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
        // The timelines article shows it, and so does each document listed for it.
        let name = picture.replacingOccurrences(of: ".svg", with: "")
        #expect(Documents.read(Documents.timelinesPath).contains("](" + name + ")"))
        let others = try #require(Self.showing[picture])
        for document in others {
            let text = Documents.read(document)
            #expect(text.contains("](" + (document == Documents.readmePath ? Self.resources + picture : name) + ")"),
                    "\(document) does not show \(picture)")
        }
    }

    /// Every picture README shows from the catalog's resources is one this suite checks is current.
    @Test func readmeShowsOnlyCheckedPictures() {
        let readme = Documents.readme
        var shown: [String] = []
        var rest = readme[...]
        while let found = rest.range(of: "](" + Self.resources) {
            shown.append(String(rest[found.upperBound...].prefix { $0 != ")" }))
            rest = rest[found.upperBound...]
        }
        #expect(!shown.isEmpty)
        for picture in shown {
            #expect(Self.showing[picture] != nil, "README shows \(picture), which no test regenerates")
        }
    }
}
