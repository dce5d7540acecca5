import Testing
@testable import SheetSim

/// What ``Simulator/recordsTimeline`` keeps for a picture of the run: samples after every
/// change, layouts, touches and releases (SheetRules 2.1 for positions, SheetRules 3 for releases).
@Suite("Timeline recording")
struct RecordingTests {
    static func location(_ line: Int) -> SourceLocation {
        SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
    }

    static func recorded(_ configuration: SheetConfiguration = SheetConfiguration(detents: [.medium(), .large()]),
                         animated: Bool = true) throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsTimeline = true
        try sim.present("sheet", configuration: configuration, animated: animated)
        sim.runUntilIdle()
        return sim
    }

    @Test func offByDefault() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium()]))
        sim.runUntilIdle()
        #expect(sim.recording == nil)
        // Turned on mid-run, it starts with where things are now.
        sim.recordsTimeline = true
        let track = try #require(sim.recording?.tracks.first)
        #expect(track.samples.count == 1)
        #expect(nearlyEqual(track.samples.first?.topY ?? 0, 398.56))
        #expect(track.samples.first?.time == sim.now)
        #expect(track.layouts.first?.detents.map(\.name) == ["medium"])
    }

    /// A non-animated present moves the sheet with no display frame: the recording still has it.
    @Test func nonAnimatedPresentIsOneSampleAtTheDetent() throws {
        let sim = try Self.recorded(animated: false)
        #expect(sim.frames.isEmpty)
        let track = try #require(sim.recording?.tracks.first)
        #expect(track.sheet == "sheet")
        // At 0 ms and at medium from the first sample on (the phase goes presenting → idle at
        // that same instant, so there may be one more sample, not another position).
        #expect(!track.samples.isEmpty)
        #expect(track.samples.allSatisfy { $0.time == .zero && nearlyEqual($0.topY, 398.56) })
        #expect(track.samples.last?.phase == .idle)
        #expect(track.end == nil)
    }

    /// An animated present: off screen at 0, then one sample per frame until it rests on medium.
    @Test func animatedPresentIsSampledEveryFrame() throws {
        let sim = try Self.recorded()
        let track = try #require(sim.recording?.tracks.first)
        #expect(track.samples.first?.topY == 852)
        #expect(track.samples.first?.time == .zero)
        #expect(nearlyEqual(track.samples.last?.topY ?? 0, 398.56))
        #expect(track.samples.last?.phase == .idle)
        let gaps = zip(track.samples, track.samples.dropFirst()).map { $1.time - $0.time }
        #expect(gaps.allSatisfy { $0 <= SimDuration.nanoseconds(8_333_334) }, "frames at 120 Hz: \(gaps.max()!)")
        // Nothing moves once settled: waiting adds no sample.
        var later = sim
        let count = track.samples.count
        later.advance(by: .seconds(5))
        #expect(later.recording?.tracks.first?.samples.count == count)
    }

    @Test func layoutHasDetentsRubberBandAndOffScreen() throws {
        let sim = try Self.recorded()
        let layout = try #require(sim.recording?.tracks.first?.layouts.first)
        #expect(layout.detents.map(\.name) == ["large", "medium"])
        #expect(nearlyEqual(layout.detents[0].offset, 69) && nearlyEqual(layout.detents[1].offset, 398.56))
        #expect(layout.dismissedOffset == 852)
        // SheetRules 3: the band above large reaches up to the safe area's top (59 pt).
        #expect(layout.topRubberBand == 59...69)
        // A pull-down dismisses: no band below the smallest detent.
        #expect(layout.bottomRubberBand == nil)
    }

    /// A rotation at the instant of the presentation's last frame: the frame's sample was taken in
    /// portrait, the rotation's in landscape. Each layout says from which sample on it holds, so a
    /// picture does not pair the portrait frame with the landscape screen (its part on screen
    /// would read 393 − 398.56, nothing).
    @Test func aLayoutHoldsFromItsOwnSampleWhenTheyShareAnInstant() throws {
        var sim = try Self.recorded()
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let track = try #require(sim.recording?.tracks.first)
        let landscape = try #require(track.layouts.last)
        #expect(landscape.dismissedOffset == 393)
        #expect(track.samples[landscape.firstSample].time == landscape.time)
        let portraitFrame = track.samples[landscape.firstSample - 1]
        #expect(portraitFrame.time == landscape.time, "the frame and the rotation share 400 ms")
        #expect(nearlyEqual(portraitFrame.topY, 398.56))
        let portrait = track.layouts[track.layouts.count - 2]
        #expect(portrait.dismissedOffset == 852 && portrait.firstSample <= landscape.firstSample - 1)
    }

    @Test("the band below the smallest detent, when a pull-down cannot dismiss", arguments: [
        ("isModalInPresentation", true), ("delegate answers no", true), ("no delegate", false),
    ])
    func bottomBandWhenDismissalIsRefused(_ setting: String, _ banded: Bool) throws {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        switch setting {
        case "isModalInPresentation": configuration.isModalInPresentation = true
        case "delegate answers no": configuration.shouldDismiss = false
        default: configuration.hasDelegate = false
        }
        let layout = try #require(try Self.recorded(configuration).recording?.tracks.first?.layouts.first)
        if banded {
            // SheetRules 3: bottom extent = min(0.25 × full height, 200) below medium; the full-height
            // sheet frame is 852 − 69 = 783 pt on this phone, so 195.75 pt.
            let band = try #require(layout.bottomRubberBand)
            #expect(nearlyEqual(band.lowerBound, 398.56))
            #expect(nearlyEqual(band.upperBound, 398.56 + 195.75))
        } else {
            #expect(layout.bottomRubberBand == nil)
        }
    }

    @Test("a release records its projection and target (SheetRules 3, release steps 1–4)")
    func releases() throws {
        // (distance, velocity in pt/s, expected target): from medium at 398.56.
        let rows: [(distance: Double, velocity: Double, target: String, flick: Bool, line: Int)] = [
            (60, 100, "medium", false, #line),      // below the 250 pt/s floor: p = y, back to medium
            (-100, -1500, "large", true, #line),    // a flick up
            (300, 1500, "dismissed", true, #line),  // past the smallest detent, fast: dismissed
        ]
        for row in rows {
            var sim = try Self.recorded()
            try sim.drag(.grabber, by: row.distance, velocity: row.velocity)
            let release = try #require(sim.recording?.releases.last, sourceLocation: Self.location(row.line))
            let offset = 398.56 + row.distance
            #expect(abs(release.offset - offset) < 1e-9, "offset \(release.offset)", sourceLocation: Self.location(row.line))
            #expect(abs(release.velocity - row.velocity) < 1e-4, "v \(release.velocity)", sourceLocation: Self.location(row.line))
            let effective = abs(row.velocity) < 250 ? 0 : row.velocity
            #expect(abs(release.decision.projectedOffset - (offset + 0.099 * effective)) < 1e-6,
                    sourceLocation: Self.location(row.line))
            #expect(release.target == row.target, sourceLocation: Self.location(row.line))
            #expect(release.decision.isFlick == row.flick, sourceLocation: Self.location(row.line))
            #expect(release.time == sim.now, sourceLocation: Self.location(row.line))
        }
    }

    /// Touches as the sheet saw them, clamped to the screen (a finger cannot leave it). A lift
    /// away from the last sample is a move there first, at the same instant (UIKit sends
    /// touchesMoved before touchesEnded), so it shows as a move and the lift.
    @Test func touchesAreRecordedAsTheSheetSawThem() throws {
        var sim = try Self.recorded()
        try sim.drag(.grabber, samples: [(.zero, 405), (.milliseconds(50), 700), (.milliseconds(100), 1200)])
        let touches = try #require(sim.recording?.touches)
        #expect(touches.map(\.kind) == [.began, .moved, .moved, .ended])
        #expect(touches.map(\.y) == [405, 700, 852, 852])
        let down = touches[0].time
        let expected: [SimInstant] = [down, down + .milliseconds(50), down + .milliseconds(100), down + .milliseconds(100)]
        #expect(touches.map(\.time) == expected)
        #expect(touches.allSatisfy { $0.sheet == "sheet" })
    }

    /// A sheet that leaves the stack closes its track; presenting it again opens a new one.
    @Test func tracksEndWhenTheSheetLeaves() throws {
        var sim = try Self.recorded()
        try sim.dismiss(animated: true)
        sim.runUntilIdle()
        let removedAt = sim.now
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.large()]), animated: false)
        let tracks = try #require(sim.recording?.tracks)
        #expect(tracks.count == 2)
        #expect(tracks[0].end == removedAt)
        #expect(tracks[0].samples.last?.topY == 852)
        #expect(tracks[1].end == nil)
        #expect(tracks[1].samples.map(\.topY) == [69])
    }

    /// The keyboard holds the sheet at a raised position (SheetRules 3, "Keyboard"): a named line.
    @Test func keyboardAddsItsLine() throws {
        // Medium only: with large among the detents the keyboard holds the sheet at large itself.
        var sim = try Self.recorded(SheetConfiguration(detents: [.medium()]))
        try sim.showKeyboard(height: 336)
        sim.runUntilIdle()
        let layouts = try #require(sim.recording?.tracks.first?.layouts)
        #expect(layouts.count == 2)
        let raised = try #require(layouts.last?.detents.first { $0.name == "keyboard" })
        #expect(raised.offset < 398.56)
        #expect(sim.recording?.tracks.first?.samples.last?.topY == raised.offset)
    }

    /// A stacked sheet gets its own track, and the sheet beneath keeps recording its scale-down.
    @Test func stackedSheetsHaveTracksOfTheirOwn() throws {
        var sim = try Self.recorded(SheetConfiguration(detents: [.large()]))
        try sim.present("child", configuration: SheetConfiguration(detents: [.large()]))
        sim.runUntilIdle()
        let tracks = try #require(sim.recording?.tracks)
        #expect(tracks.map(\.sheet) == ["sheet", "child"])
        // The first sheet's presenter scale is the root's; the child's is the first sheet's card.
        #expect(tracks[0].samples.last.map { $0.presenterScale < 1 } == true)
        #expect(tracks[1].samples.last.map { $0.presenterScale < 1 } == true)
        #expect(tracks[1].samples.last?.topY == sim.state(of: "child")?.topY)
    }

    /// Inputs other than touches, in order, each at the instant it was taken; one that is refused
    /// (a keyboard with nothing presented) is not recorded.
    @Test func inputsAreRecorded() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsTimeline = true
        #expect(throws: SimulationError.self) { try sim.showKeyboard(height: 300) }
        sim.rotate(to: .landscapeLeft)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        try sim.showKeyboard(height: 300, duration: .milliseconds(100))
        sim.advance(by: .milliseconds(500))
        try sim.hideKeyboard()
        sim.rotate(to: .portrait)
        let inputs = try #require(sim.recording?.inputs)
        let shown = SimInstant.zero + .milliseconds(400), hidden = shown + .milliseconds(500)
        let duration = try #require(SimDuration.seconds(exactly: sim.metrics.keyboardAnimationDuration))
        // A rotation carries its transition's length (the rotation metric): a picture draws it.
        let rotation = sim.metrics.span(\.rotationTransitionDuration)
        #expect(rotation == .milliseconds(400))
        #expect(inputs == [
            InputRecord(time: .zero, action: .rotate(to: .landscapeLeft), transitionDuration: rotation),
            InputRecord(time: shown, action: .showKeyboard(height: 300, duration: .milliseconds(100))),
            InputRecord(time: hidden, action: .hideKeyboard(duration: duration)),  // the metric's duration, filled in
            InputRecord(time: hidden, action: .rotate(to: .portrait), transitionDuration: rotation),
        ])
        // Not recording: nothing kept.
        var plain = Simulator(device: .iPhone14Pro)
        plain.rotate(to: .landscapeLeft)
        #expect(plain.recording == nil)
    }
}


/// `recordsFrames` records every display frame while a finger is on the sheet, not only while an
/// animation runs: a drag's frames show the sheet following the finger.
@Suite struct DragFrameTests {
    @Test func aDragIsRecordedFrameByFrame() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsFrames = true
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        let before = sim.frames.count
        try sim.drag(.grabber, by: -200, duration: .milliseconds(250))
        let dragging = sim.frames[before...].filter { $0.phase == .dragging }
        // 250 ms at 120 Hz: a frame every 8.333 ms while the finger is down.
        #expect(dragging.count >= 29)
        #expect(zip(dragging, dragging.dropFirst()).allSatisfy { $1.topY <= $0.topY }, "the sheet follows the finger up")
        sim.runUntilIdle()
        #expect(sim.frames.last?.phase == .idle || sim.frames.last?.phase == .settling)
    }
}
