import Testing
@testable import SheetSimTimeline
@testable import SheetSimScenario
import SheetSim

/// Lanes follow the receivers of a run with containers: the window's root, the other controllers,
/// each container's delegate under its own protocol, then the presented controller's four lanes,
/// then the app's scene delegate when a window change made it inactive.
@Suite struct ContainerLaneTests {
    @Test func lanesForANavigationControllerAndASheetPresentedFromIt() throws {
        let result = try runScenario("scenarios/multitasking/slide-over-adapts-form-sheet.sheet")
        let lanes = Lane.lanes(log: result.log, recording: try #require(result.recording))
        #expect(lanes.map { "\($0.path) — \($0.kind)" } == [
            "nav — UINavigationController",
            "nav.delegate — UINavigationControllerDelegate",
            "inbox — view controller",
            "message — view controller",
            "compose — presented view controller",
            "compose.presentationController — presentation controller",
            "compose.delegate — UIAdaptivePresentationControllerDelegate",
            "compose.delegate — UISheetPresentationControllerDelegate",
            "scene.delegate — UIWindowSceneDelegate",
        ])
        // Each entry lands in exactly one lane.
        for entry in result.log {
            #expect(lanes.filter { $0.holds(entry) }.count == 1, "\(entry)")
        }
    }
}
