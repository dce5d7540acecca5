import SheetSim
@testable import SheetSimTimeline
import Testing

/// A divider dragged over time is an input with a duration: its marker spans the drag.
@Suite struct TimelineDividerDragTests {
    static let source = """
        scenario "drag"
        device "iPad Pro 13-inch (M4)" landscape
        os 26
        splitViewController "split" doubleColumn
        column primary "sidebar"
        column secondary "detail"
        column inspector "info"
        rootViewController "split"
        wait until settled
        show column inspector
        wait until settled
        drag divider of column inspector to 400pt over 300ms
        wait until settled

        """

    @Test func theDragIsAnInputWithItsDuration() throws {
        let timeline = try timeline(ofSource: Self.source)
        let drags = timeline.recording.inputs.filter { if case .dragDividerOver = $0.action { return true }; return false }
        #expect(drags.count == 1)
        let document = try parseXML(timeline.svg())
        #expect(document.all("line", class: "transition").count == 1)
        #expect(document.all("title").contains { $0.text.contains("the inspector column's divider of the split view controller dragged to 400 pt over 300 ms") })
    }
}
