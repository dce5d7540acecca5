import SheetSim
import SheetSimScenario
@testable import SheetSimTimeline
import Testing

/// A split view controller in the picture: its column track, and lanes for its delegate and its
/// columns' controllers.
@Suite struct TimelineSplitViewTests {
    static let story = "scenarios/splitview/sidebar-app-through-every-width.sheet"

    @Test func theRecordingSamplesTheColumnsAtEachChange() throws {
        let timeline = try timeline(of: Self.story)
        let track = try #require(timeline.recording.splitViewTracks.first)
        #expect(track.splitView == "split")
        // Launch, then one sample per window change that changed the columns (Slide Over, as
        // narrow as the 1/3 side, changes nothing).
        #expect(track.samples.map(\.time.nanosecondsSinceStart) == [0, 500, 1000, 1500, 2500, 3000].map { $0 * 1_000_000 })
        #expect(track.samples.map(\.isCollapsed) == [false, false, false, true, false, false])
        #expect(track.samples.map(\.splitWidth) == [1366, 981, 678, 375, 700, 1366])
        #expect(track.samples[3].frames.map(\.column) == [.compact])
        #expect(track.samples[0].frames.map(\.column) == [.primary, .secondary])
    }

    @Test func theColumnTrackDrawsABandPerColumnAndStep() throws {
        let timeline = try timeline(of: Self.story)
        let document = try parseXML(timeline.svg())
        #expect(document.all("g", class: "split-view-track").count == 1)
        // Steps: two columns at launch, one secondary in each overlay window, the compact column
        // while collapsed, the secondary at 700 pt, two columns at the end; the legend's swatches.
        #expect(document.all("path", class: "column").count == 2 + 1 + 1 + 1 + 1 + 2)
        #expect(document.all("path", class: "column-swatch").count == 3)
        // No sheet was presented: no sheet-position track.
        #expect(document.all("g", class: "position-track").isEmpty)
        #expect(document.all("text").contains { $0.text == "collapsed" })
    }

    @Test func theDelegateAndTheColumnsHaveLanesNamedByClass() throws {
        let timeline = try timeline(of: Self.story)
        let lanes = Lane.lanes(log: timeline.log, recording: timeline.recording)
        #expect(lanes.map(\.path).prefix(4) == ["split", "split.delegate", "sidebarNav", "sidebar"])
        #expect(lanes.map(\.kind).prefix(4) == ["UISplitViewController", "UISplitViewControllerDelegate", "UINavigationController", "view controller"])
        #expect(!lanes.contains { $0.path == "presenter" })
    }

    @Test func anAnimatedChangeMovesTheBand() throws {
        let timeline = try timeline(ofSource: """
            device "iPad Pro 11" landscape
            splitViewController "split" doubleColumn
            column primary "sidebar"
            column secondary "detail"
            rootViewController "split"
            wait 100ms
            tap displayModeButton
            wait until settled
            """)
        let track = try #require(timeline.recording.splitViewTracks.first)
        #expect(track.samples.map(\.isAnimating) == [false, true, false])
        #expect(track.samples.last?.displayMode == .secondaryOnly)
        let document = try parseXML(timeline.svg())
        // Over the animation the bands move: their edges are not level (a
        // rectangle's start and end y agree on each edge).
        let paths = document.all("path", class: "column").compactMap { $0.attributes["d"] }
        let moving = paths.filter { d in
            let numbers = d.split(whereSeparator: { "MLZ ".contains($0) }).compactMap { Double($0) }
            guard numbers.count == 8 else { return false }
            return numbers[1] != numbers[3] || numbers[5] != numbers[7]
        }
        #expect(moving.count == 2)  // the sidebar narrows to nothing, the secondary widens to the whole width
    }
}

/// A window change at the instant an animated display-mode change ends: the timeline draws the
/// change to its own end, then the window change, never one blended into the other.
@Suite struct TimelineAnimationEndTests {
    static let story = "scenarios/splitview/window-change-as-the-sidebar-animation-ends.sheet"

    @Test func theAnimatedChangeEndsInItsOwnModeBeforeTheCollapse() throws {
        let timeline = try timeline(of: Self.story)
        let track = try #require(timeline.recording.splitViewTracks.first)
        let animating = try #require(track.samples.firstIndex { $0.isAnimating })
        try #require(track.samples.count > animating + 2)
        let end = track.samples[animating + 1]
        #expect(!end.isCollapsed)
        #expect(end.displayMode == .oneBesideSecondary)
        #expect(end.frames.map(\.column) == [.supplementary, .secondary])
        #expect(end.time.nanosecondsSinceStart - track.samples[animating].time.nanosecondsSinceStart == 350_000_000)
        // The collapse follows at the same instant.
        let after = track.samples[animating + 2]
        #expect(after.isCollapsed)
        #expect(after.time == end.time)
    }

    @Test func theBandsMoveToTheEndOfTheChangeNotIntoTheCollapse() throws {
        let timeline = try timeline(of: Self.story)
        let document = try parseXML(timeline.svg())
        let paths = document.all("path", class: "column").compactMap { $0.attributes["d"] }
        // Over the animation the supplementary keeps its width (it slides to the leading edge):
        // no band narrows to nothing except the primary's.
        let vanishing = paths.filter { d in
            let numbers = d.split(whereSeparator: { "MLZ ".contains($0) }).compactMap { Double($0) }
            guard numbers.count == 8 else { return false }
            return numbers[1] != numbers[7] && numbers[3] == numbers[5]
        }
        #expect(vanishing.count == 1)
    }
}
