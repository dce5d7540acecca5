import Testing
@testable import SheetSimTimeline
@testable import SheetSimScenario
import SheetSim

/// The transition coordinators the app registered on get lanes of their own, after the presented
/// controllers' lanes; a run that registers nothing has none.
@Suite struct TransitionCoordinatorLaneTests {
    @Test func aCoordinatorLaneFollowsThePresentedControllersLanes() throws {
        let result = try runScenario("scenarios/coordinator/presenter-coordinator-in-will-dismiss.sheet")
        let lanes = Lane.lanes(log: result.log, recording: try #require(result.recording))
        #expect(lanes.map { "\($0.path) — \($0.kind)" } == [
            "presenter — presenting view controller",
            "sheet — presented view controller",
            "sheet.presentationController — presentation controller",
            "sheet.delegate — UIAdaptivePresentationControllerDelegate",
            "sheet.delegate — UISheetPresentationControllerDelegate",
            "presenter.transitionCoordinator — UIViewControllerTransitionCoordinator",
        ])
        for entry in result.log {
            #expect(lanes.filter { $0.holds(entry) }.count == 1, "\(entry)")
        }
    }

    @Test func noRegistrationNoLane() throws {
        let result = try runScenario("scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet")
        let lanes = Lane.lanes(log: result.log, recording: try #require(result.recording))
        #expect(!lanes.contains { $0.role == .transitionCoordinator })
    }
}
