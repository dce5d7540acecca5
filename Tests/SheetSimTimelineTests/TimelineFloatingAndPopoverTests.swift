import Foundation
import Testing
import SheetSim
@testable import SheetSimTimeline

/// The floating-sheet track (an iOS 26 sheet's inset and corner radius) and the popover track
/// (frames and arrows): drawn when the run has something for them, and only then.
@Suite struct TimelineFloatingAndPopoverTests {
    static let catalog = (try? catalogScenarios()) ?? []

    /// Every catalog picture has the floating track exactly when a sheet could float, and the
    /// popover track exactly when a popover was on screen; every other picture is drawn as before.
    @Test(arguments: catalog) func tracksAppearOnlyWithSomethingToShow(_ path: String) throws {
        let timeline = try timeline(of: path)
        let document = try parseXML(timeline.svg())
        let floats = timeline.recording.tracks.contains { $0.samples.contains { $0.sheetInset != nil } }
        let popovers = timeline.recording.popoverTracks.contains { $0.samples.contains { $0.placement != nil } }
        #expect(document.all("g", class: "floating-track").count == (floats ? 1 : 0))
        #expect(document.all("g", class: "popover-track").count == (popovers ? 1 : 0))
    }

    @Test func theCatalogHasBoth() throws {
        var floating = 0, popovers = 0
        for path in Self.catalog where path.contains("ios26/") || path.contains("popover") {
            let recording = try timeline(of: path).recording
            if recording.tracks.contains(where: { $0.samples.contains { $0.sheetInset != nil } }) { floating += 1 }
            if !recording.popoverTracks.isEmpty { popovers += 1 }
        }
        #expect(floating >= 10)
        #expect(popovers >= 10)
    }

    /// A drag from medium to large: the inset falls from 8 pt to 0 as the sheet attaches, and the
    /// track marks the moment it attached.
    @Test func theFloatingToAttachedTransitionIsDrawn() throws {
        let timeline = try timeline(of: "scenarios/ios26/drag-interpolates.sheet")
        let document = try parseXML(timeline.svg())
        let inset = try #require(document.all("path", class: "floating-inset").first)
        #expect(inset.attributes["data-sheet"] == "sheet")
        #expect(document.all("path", class: "floating-corner-radius").count == 1)
        let changes = document.all("g", class: "attach-change")
        #expect(changes.count == 1)
        let track = try #require(timeline.recording.tracks.first)
        let insets = track.samples.compactMap(\.sheetInset)
        #expect(insets.first == 8 && insets.last == 0)
        // Values between: the blend follows the finger and the settle, not a jump.
        #expect(insets.contains { $0 > 0 && $0 < 8 })
        #expect(TimelineRenderer.attachChanges(of: track).map(\.attached) == [true])
    }

    /// A popover handed to its adaptive sheet in Slide Over and back: two stretches of frame with
    /// the hand-over between, each with its arrow.
    @Test func thePopoverTrackFollowsItsFrameAndArrow() throws {
        let timeline = try timeline(of: "scenarios/presentation/popover-adapts-in-slide-over.sheet")
        let track = try #require(timeline.recording.popoverTracks.first)
        #expect(track.popover == "filters")
        let onScreen = track.samples.map { $0.placement != nil }
        // On screen, handed over (off), on screen again.
        #expect(onScreen.first == true && onScreen.last == true && onScreen.contains(false), "\(track.samples)")
        let document = try parseXML(timeline.svg())
        let frames = document.all("g", class: "popover-frame")
        #expect(frames.count == onScreen.filter { $0 }.count)
        #expect(frames.allSatisfy { $0.attributes["data-arrow"] == "up" })
        #expect(document.all("polygon", class: "popover-arrow").count == frames.count)
    }

    /// A popover whose permitted arrow is down points down in the picture too.
    @Test func theArrowDirectionIsTheRecordedOne() throws {
        let timeline = try timeline(of: "scenarios/presentation/popover-permitted-arrow-down.sheet")
        let placements = timeline.recording.popoverTracks.flatMap(\.samples).compactMap(\.placement)
        #expect(!placements.isEmpty && placements.allSatisfy { $0.direction == .down })
        let document = try parseXML(timeline.svg())
        #expect(document.all("g", class: "popover-frame").allSatisfy { $0.attributes["data-arrow"] == "down" })
    }
}

/// The floating track grows with the run, not faster: its text at 8N drags is within 8 × 3 of its
/// text at N.
@Suite struct TimelineFloatingSizeTests {
    static func source(drags: Int) -> String {
        var text = "device \"iPhone 16 Pro\" portrait\nos 26\ndetents medium large\npresent\nwait until settled\n"
        for _ in 0..<drags { text += "drag grabber to large over 300ms\nwait until settled\ndrag grabber to medium over 300ms\nwait until settled\n" }
        return text
    }

    static func floatingText(drags: Int) throws -> Int {
        let svg = try timeline(ofSource: source(drags: drags), name: "floating-\(drags).sheet").svg()
        guard let start = svg.range(of: "<g class=\"floating-track\""), let end = svg.range(of: "<g class=\"layout-track\"")
                ?? svg.range(of: "<g class=\"lanes\"") ?? svg.range(of: "</svg>", options: .backwards) else { return 0 }
        return svg.distance(from: start.lowerBound, to: end.lowerBound)
    }

    @Test func theTrackIsLinearInTheDrags() throws {
        let small = try Self.floatingText(drags: 3)
        let large = try Self.floatingText(drags: 24)
        #expect(small > 0)
        #expect(large > small)
        #expect(large < small * 8 * 3, "\(small) bytes at N, \(large) at 8N")
    }
}
