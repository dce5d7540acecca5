import SheetSim
@testable import SheetSimTimeline
import Testing

/// A context presentation's callbacks and the context's appearance callbacks each have a lane
/// (SheetRules 10.3).
@Suite struct TimelineContextPresentationTests {
    @Test func thePresentedControllerAndItsContextHaveLanes() throws {
        let timeline = try timeline(of: "scenarios/presentation/current-context-in-tab-removes-tab-views.sheet")
        let document = try parseXML(timeline.svg())
        let receivers = Set(document.all("g", class: "lane").compactMap { $0.attributes["data-receiver"] })
        #expect(receivers.isSuperset(of: ["detail", "detail.presentationController", "home"]), "\(receivers.sorted())")
        let text = timeline.svg()
        #expect(text.contains("home.viewDidDisappear(animated: true)"))
        #expect(text.contains("detail.presentationController.presentationTransitionDidEnd(completed: true)"))
    }
}
