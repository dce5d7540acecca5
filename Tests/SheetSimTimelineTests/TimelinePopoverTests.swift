import SheetSim
@testable import SheetSimTimeline
import Testing

/// A popover's adaptive sheet is a sheet while it is one: the picture draws its top edge, view
/// height and dimming from the hand-over to the hand-back, and not beyond.
@Suite struct TimelinePopoverTests {
    @Test func theAdaptiveSheetIsDrawnWhileItIsOne() throws {
        let timeline = try timeline(of: "scenarios/presentation/popover-adapts-in-slide-over.sheet")
        let document = try parseXML(timeline.svg())
        let lines = document.all("path", class: "sheet-line").filter { $0.attributes["data-sheet"] == "filters" }
        #expect(lines.count == 1)
        #expect(!document.all("path", class: "view-height").filter { $0.attributes["data-sheet"] == "filters" }.isEmpty)
        // From the hand-over to the hand-back: more than the one point of its one sample.
        let commands = (lines.first?.attributes["d"] ?? "").filter(\.isLetter)
        #expect(commands.count >= 2, "\(lines.first?.attributes["d"] ?? "")")
        let track = try #require(timeline.recording.tracks.first)
        #expect(try #require(track.end) > track.samples[0].time)
    }
}
