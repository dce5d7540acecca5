import SheetSim
@testable import SheetSimTimeline
import Testing

/// A rotation or a window change is drawn with its transition: the marker's tooltip names its
/// length, and a bar along the inputs strip's axis spans it, so the steps after a settle line up
/// with the transition's end rather than with the change's instant.
@Suite struct TimelineWindowTransitionTests {
    static let rotation = """
        detents medium large
        present
        wait until settled
        rotate landscape
        wait until settled
        dismiss
        wait until settled

        """

    @Test func theRecordingKeepsTheTransitionsLength() throws {
        let timeline = try timeline(ofSource: Self.rotation)
        let rotations = timeline.recording.inputs.filter { if case .rotate = $0.action { return true }; return false }
        #expect(rotations.map(\.time) == [SimInstant.zero + .milliseconds(400)])
        #expect(rotations.map(\.transitionDuration) == [.milliseconds(400)])
        // The dismissal starts after the settle: at the transition's end, not the rotation's instant.
        let dismissal = try #require(timeline.log.first { $0.callback.callbackName == .viewWillDisappear })
        #expect(dismissal.time == SimInstant.zero + .milliseconds(800))
    }

    @Test func thePictureDrawsTheTransitionAsABar() throws {
        let timeline = try timeline(ofSource: Self.rotation)
        let document = try parseXML(timeline.svg())
        let bars = document.all("line", class: "transition")
        #expect(bars.count == 1)
        let bar = try #require(bars.first)
        let (start, end) = (Double(bar.attributes["x1"] ?? ""), Double(bar.attributes["x2"] ?? ""))
        #expect(start != nil && end != nil && start! < end!)
        #expect(document.all("title").contains { $0.text.contains("device rotated to landscapeLeft, transition over 400 ms") })
    }

    @Test func anInstantInputHasNoBar() throws {
        let timeline = try timeline(ofSource: "present\nkeyboard show 300pt\nwait until settled\n")
        #expect(try parseXML(timeline.svg()).all("line", class: "transition").isEmpty)
    }
}
