import SheetSim
import SheetSimTimeline
import Testing

/// The layout track: bar heights, scroll offsets and safe areas over time, for the controllers
/// that have a navigation bar or a scroll view, and no track for a run without any.
@Suite struct TimelineLayoutTrackTests {
    /// The large title folding as the list scrolls: the recording keeps each change once.
    @Test func theRecordingFollowsTheBarAndTheOffset() throws {
        let result = try runScenario("scenarios/layout/large-title-collapses.sheet")
        let tracks = try #require(result.recording).layoutTracks
        #expect(tracks.map(\.controller) == ["nav", "list"])
        let list = try #require(tracks.first { $0.controller == "list" })
        var offsets: [Double] = []
        for sample in list.samples { if let y = sample.contentOffsetY, offsets.last != y { offsets.append(y) } }
        #expect(offsets == [-108, -82, 0, -108])
        var safeTops: [Double] = []
        for sample in list.samples where safeTops.last != sample.safeAreaTop { safeTops.append(sample.safeAreaTop) }
        #expect(safeTops.suffix(4) == [108, 82, 56, 108])
        let nav = try #require(tracks.first { $0.controller == "nav" })
        #expect(nav.samples.last?.navigationBarHeight == 108)
        #expect(nav.samples.allSatisfy { $0.contentOffsetY == nil })
        // A sample only where a figure changed.
        for track in tracks {
            for (a, b) in zip(track.samples, track.samples.dropFirst()) {
                #expect(a.safeAreaTop != b.safeAreaTop || a.safeAreaBottom != b.safeAreaBottom
                        || a.navigationBarHeight != b.navigationBarHeight || a.contentOffsetY != b.contentOffsetY)
            }
        }
    }

    @Test func thePictureDrawsALinePerFigureAndController() throws {
        let document = try parseXML(try timeline(of: "scenarios/layout/large-title-collapses.sheet").svg())
        let track = try #require(document.elements.firstIndex { $0.name == "g" && $0.attributes["class"] == "layout-track" })
        func inTrack(_ index: Int) -> Bool {
            var current = document.elements[index].parent
            while let i = current { if i == track { return true }; current = document.elements[i].parent }
            return false
        }
        let inside = document.elements.indices.filter(inTrack).map { document.elements[$0] }
        let lines = inside.filter { $0.name == "path" }.map { ($0.attributes["class"] ?? "") + " " + ($0.attributes["data-controller"] ?? "") }
        #expect(lines == [
            "layout-bar nav", "layout-safeTop nav", "layout-safeBottom nav",
            "layout-offset list", "layout-safeTop list", "layout-safeBottom list",
        ])
        let titles = inside.filter { $0.name == "title" }.map(\.text)
        #expect(titles.contains("list offset.y: -108 → -82 → 0 → -108"))
        #expect(titles.contains("nav bar: 108 → 82 → 56 → 108"))
    }

    /// A run with neither bars nor scroll views gains nothing: no track, and the callbacks start
    /// where the appearance track ends, as before.
    @Test func aRunWithoutBarsOrScrollViewsHasNoTrack() throws {
        let result = try runScenario("scenarios/gestures/flick-past-a-detent.sheet")
        #expect(try #require(result.recording).layoutTracks.isEmpty)
        let svg = try timeline(of: result).svg()
        #expect(!svg.contains("layout-track"))
    }

    /// The window's own controllers have tracks too: the plain navigation controller's list.
    @Test func aWindowsListHasATrack() throws {
        let result = try runScenario("scenarios/layout/plain-navigation-controller-scroll-view.sheet")
        let tracks = try #require(result.recording).layoutTracks
        let list = try #require(tracks.first { $0.controller == "list" })
        #expect(list.samples.first?.contentOffsetY == -88)
        #expect(list.samples.first?.safeAreaTop == 88)
        #expect(tracks.first { $0.controller == "nav" }?.samples.first?.navigationBarHeight == 44)
    }
}
