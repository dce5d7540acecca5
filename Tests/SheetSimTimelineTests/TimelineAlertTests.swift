import SheetSim
@testable import SheetSimTimeline
import Testing

/// Alert controllers are markers on the input row: where one was presented, which action was
/// tapped, a tap outside.
@Suite struct TimelineAlertTests {
    @Test func anAlertAndItsTapAreMarkers() throws {
        let timeline = try timeline(of: "scenarios/presentation/alert-action-handler-after-viewDidDisappear.sheet")
        let labels = InputMarker.markers(of: timeline).map(\.label)
        #expect(labels.contains("alert \"confirm\""), "\(labels)")
        #expect(labels.contains("tap action \"Delete\""), "\(labels)")
        #expect(timeline.svg().contains("tap action &quot;Delete&quot;"))
    }

    @Test func aTapOutsideAnActionSheetIsAMarker() throws {
        let timeline = try timeline(of: "scenarios/presentation/ipad-action-sheet-is-popover.sheet")
        let labels = InputMarker.markers(of: timeline).map(\.label)
        #expect(labels.contains("actionSheet \"confirm\""), "\(labels)")
        #expect(labels.contains("tap outside"), "\(labels)")
    }
}
