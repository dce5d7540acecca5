import SheetSim
@testable import SheetSimTimeline
import Testing

/// The window track: the window's width and height over time, each committed size of a live
/// resize a step of its own; no track while the window keeps its size.
@Suite struct TimelineWindowTrackTests {
    static let resize = """
        device "iPad Pro 13-inch (M4)" landscape
        os 26
        multitasking windowedApps
        present
        wait until settled
        resize window to 700pt x 500pt over 100ms
        wait until settled
        window width 1000pt height 800pt
        wait until settled

        """

    @Test func aLiveResizeRecordsEachCommittedSize() throws {
        let timeline = try timeline(ofSource: Self.resize)
        let sizes = timeline.recording.windowSizes
        #expect(sizes.first == WindowSizeRecord(time: .zero, size: Size(width: 1376, height: 1032)))
        #expect(sizes.last?.size == Size(width: 1000, height: 800))
        #expect(sizes.contains { $0.size == Size(width: 700, height: 500) })
        // Committed once per frame over 100 ms at 120 Hz: a dozen sizes between the start and the end.
        #expect(sizes.count >= 10)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func thePictureDrawsWidthAndHeight() throws {
        let document = try parseXML(try timeline(ofSource: Self.resize).svg())
        #expect(document.all("g", class: "window-track").count == 1)
        #expect(document.all("g", class: "window-width").count == 1)
        #expect(document.all("g", class: "window-height").count == 1)
        #expect(document.all("title").contains { $0.text.hasPrefix("window width: 1376 → ") })
        #expect(document.all("title").contains { $0.text.hasPrefix("window height: 1032 → ") })
    }

    @Test func noTrackWhileTheWindowKeepsItsSize() throws {
        let timeline = try timeline(ofSource: "detents medium large\npresent\nwait until settled\n")
        #expect(timeline.recording.windowSizes.isEmpty)
        #expect(try parseXML(timeline.svg()).all("g", class: "window-track").isEmpty)
    }
}
