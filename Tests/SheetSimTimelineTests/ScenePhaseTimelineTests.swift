import Testing
@testable import SheetSimTimeline
@testable import SheetSimScenario
import SheetSim

/// The scene going inactive and active again in the picture: a mark on the time axis for each
/// change, the scene delegate's lane, and each SwiftUI view's `scenePhase` in its own lane.
@Suite struct ScenePhaseTimelineTests {
    static let scenario = "scenarios/swiftui/scene-phase-ios15-reopens-second-sheet.sheet"

    @Test func eachChangeIsAMarkAndTheViewsReadItInTheirLanes() throws {
        let result = try runScenario(Self.scenario)
        let lanes = Lane.lanes(log: result.log, recording: try #require(result.recording))
        let readings = result.log.filter { if case .scenePhase = $0.callback { true } else { false } }
        #expect(readings.count == 2)
        for entry in readings {
            #expect(lanes.filter { $0.holds(entry) }.map(\.role) == [.swiftUIView], "\(entry)")
        }
        let markers = try #require(result.recording).inputs.map(InputMarker.init)
        #expect(markers.map(\.label).contains("scenePhase inactive"))
        let svg = try timeline(of: Self.scenario).svg()
        #expect(svg.contains("the scene went inactive (Control Center, a system alert, the app switcher)"))
        // The legend names the scene-phase marks among the inputs.
        #expect(svg.contains("input (keyboard, rotation, scene phase)"))
    }
}
