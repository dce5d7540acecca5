import Testing
@testable import SheetSim
@testable import SheetSimTimeline

/// The pieces the picture is laid out with: the time axis, label stacking, escaping.
@Suite struct TimelineLayoutTests {
    static func ms(_ value: Int64) -> SimInstant { .zero + .milliseconds(value) }

    @Test func aBusyRunIsLinear() {
        let axis = TimeAxis(activity: [Self.ms(0), Self.ms(400), Self.ms(1400)], end: Self.ms(1400), left: 100, width: 800)
        #expect(axis.breaks.isEmpty)
        #expect(axis.x(.zero) == 100)
        // The axis runs 4 % past the last event: 1400 ms + 56 ms over 800 px.
        #expect(axis.end == Self.ms(1456))
        #expect(abs(axis.x(Self.ms(728)) - 500) < 1e-9)
        #expect(axis.right == 900)
        #expect(axis.tickStep == .milliseconds(200))
        #expect(axis.ticks == (0...7).map { Self.ms($0 * 200) })
    }

    /// `wait 5s` between two bursts: the quiet stretch, less 150 ms on each side, becomes one
    /// 34 px break; the bursts share the rest of the width, with a 25th of the time drawn to scale
    /// after the last.
    @Test func aLongWaitBecomesABreak() {
        let activity = [Self.ms(0), Self.ms(400), Self.ms(5400), Self.ms(5800)]
        let axis = TimeAxis(activity: activity, end: Self.ms(5800), left: 0, width: 1000)
        #expect(axis.breaks.count == 1)
        let gap = axis.breaks[0]
        #expect(gap.start == Self.ms(550) && gap.end == Self.ms(5250))
        #expect(gap.x1 - gap.x0 == TimeAxis.breakWidth)
        // Linear time: 5800 − 4700 (squeezed) = 1100 ms, + 44 (margin) = 1144 ms over 966 px.
        let pxPerMs = (1000 - TimeAxis.breakWidth) / 1144
        #expect(abs(axis.x(Self.ms(400)) - 400 * pxPerMs) < 1e-6)
        #expect(abs(axis.x(Self.ms(5400)) - (550 * pxPerMs + TimeAxis.breakWidth + 150 * pxPerMs)) < 1e-6)
        // No tick inside the break.
        #expect(!axis.ticks.contains { $0 > gap.start && $0 < gap.end })
        // x never goes backwards.
        let xs = stride(from: 0, through: 6000, by: 10).map { axis.x(Self.ms(Int64($0))) }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aRunThatEndsAtZeroStillHasAnAxis() {
        let axis = TimeAxis(activity: [.zero, .zero], end: .zero, left: 0, width: 500)
        #expect(axis.end > .zero)
        #expect(axis.right == 500)
        #expect(axis.x(.zero) == 0)
    }

    @Test("1-2-5 tick steps", arguments: [
        (0.3, 1), (1.0, 1), (1.5, 2), (3.0, 5), (7.0, 10), (64.0, 100), (101.0, 200), (450.0, 500), (2_000.0, 2_000),
    ] as [(Double, Int64)])
    func niceSteps(_ wanted: Double, _ step: Int64) {
        #expect(TimeAxis.niceStep(atLeast: wanted) == .milliseconds(step))
    }

    /// Consecutive frames join straight; after a gap the value holds, then steps (nothing moved
    /// in between: the simulation is discrete); `hold` carries the last value to the end.
    @Test func stepPathHoldsThenSteps() {
        var path = StepPath(frameInterval: .milliseconds(8))
        path.add(time: Self.ms(0), x: 0, y: 10)
        path.add(time: Self.ms(8), x: 5, y: 20)
        path.add(time: Self.ms(500), x: 50, y: 30)
        path.hold(to: 80)
        #expect(path.d == "M0 10 L5 20 L50 20 L50 30 L80 30")
    }

    /// A slow motion sampled many times per pixel is drawn with a point every `resolution` px,
    /// ending exactly at the last sample.
    @Test func stepPathFoldsPointsCloserThanItsResolution() {
        var path = StepPath(frameInterval: .milliseconds(8))
        for i in 0..<1000 { path.add(time: Self.ms(Int64(i) * 8), x: Double(i) * 0.01, y: 100 + Double(i) * 0.01) }
        #expect(path.d.hasPrefix("M0 100 L0.4 100.4 L0.8 100.8"))
        #expect(path.d.hasSuffix(" L9.99 109.99"))
        // A point every 0.4 px along each axis at most: about 25 for 10 px, never the 1000 samples.
        #expect((20..<40).contains(path.d.components(separatedBy: " L").count - 1))
    }

    /// A level stretch is one segment, and the line leaves the level where the samples do.
    @Test func stepPathDrawsALevelStretchAsOneSegment() {
        var path = StepPath(frameInterval: .milliseconds(8))
        for i in 0..<100 { path.add(time: Self.ms(Int64(i) * 8), x: Double(i) * 5, y: 50) }
        path.add(time: Self.ms(800), x: 500, y: 80)
        #expect(path.d == "M0 50 L495 50 L500 80")
    }

    /// Labels at one instant stack into rows; a label fits back into the first row once clear.
    @Test func labelRowsStack() {
        var rows = LabelRows(maximumRows: 3, gap: 6)
        #expect(rows.place(from: 0, to: 100) == 0)
        #expect(rows.place(from: 0, to: 80) == 1)
        #expect(rows.place(from: 50, to: 90) == 2)
        #expect(rows.place(from: 60, to: 70) == nil)      // all three rows taken there
        #expect(rows.place(from: 86, to: 120) == 1)       // row 1 ends at 80, + 6 gap
        #expect(rows.place(from: 106, to: 200) == 0)
        #expect(rows.count == 3)
    }

    /// A label whose mark reaches down through the rows below its own (an input's stem, rows top
    /// to bottom) takes a row only if no text below covers its stem and its own text covers no
    /// stem from the rows above.
    @Test func labelRowsKeepStemsClear() {
        var rows = LabelRows(maximumRows: 3, gap: 6)
        #expect(rows.place(from: 8, to: 100, stem: 9, text: 10...100) == 0)
        #expect(rows.place(from: 49, to: 120, stem: 50, text: 54...120) == 1)
        #expect(rows.place(from: 59, to: 90, stem: 60, text: 64...90) == 2)
        #expect(rows.place(from: 97, to: 200, stem: 98, text: 102...200) == 2)
        // Row 0 is free at 125, but the stem at 130 would cross row 2's text (102…200); the other
        // rows are taken.
        #expect(rows.place(from: 125, to: 131, stem: 130, text: 125...126) == nil)
        // Past row 2's text, row 0 again.
        #expect(rows.place(from: 205, to: 300, stem: 206, text: 210...300) == 0)
        // Row 1 is free at 205, but this text (left of its tick) would cover row 0's stem at 206.
        #expect(rows.place(from: 205, to: 260, stem: 259, text: 205...254) == nil)
        // Without stems the same labels only need their rows free.
        var plain = LabelRows(maximumRows: 3, gap: 6)
        #expect(plain.place(from: 8, to: 100) == 0)
        #expect(plain.place(from: 49, to: 120) == 1)
        #expect(plain.place(from: 59, to: 90) == 2)
        #expect(plain.place(from: 97, to: 200) == 2)
        #expect(plain.place(from: 125, to: 131) == 0)
    }

    @Test("text wraps at spaces, and mid-word only for a word longer than a line", arguments: [
        ("short", 10, ["short"]),
        ("one two three four", 9, ["one two", "three", "four"]),
        ("abcdefghijklmnop", 6, ["abcdef", "ghijkl", "mnop"]),
        ("a verylongword b", 5, ["a", "veryl", "ongwo", "rd b"]),
        ("", 5, [""]),
    ] as [(String, Int, [String])])
    func wrapping(_ text: String, _ columns: Int, _ lines: [String]) {
        #expect(TextWrap.lines(text, columns: columns) == lines)
        #expect(lines.allSatisfy { $0.count <= columns })
    }

    static let positionDomains: [(Double, Double, Double, Double, Int)] = [
        (400.0, 400.0, 0.0, 852.0, #line),        // all on screen: 0…852
        (-70.0, 69.0, -100.0, 852.0, #line),      // a sheet 70 pt above the top: down to −100
        (398.56, -39.75, -100.0, 852.0, #line),   // a projection 40 pt above: within an eighth
        (398.56, -785.8, 0.0, 852.0, #line),      // one 786 pt above: clipped, not on the axis
        (500.0, 950.0, 0.0, 950.0, #line),        // one 98 pt below the bottom: within an eighth (106.5)
        (500.0, 960.0, 0.0, 852.0, #line),        // one 108 pt below: clipped
    ]

    /// The position axis covers what was on screen — and above it, when a sheet went there —
    /// and a projection only when it is near.
    @Test("the position axis", arguments: positionDomains)
    func positionDomain(_ topY: Double, _ projection: Double, _ low: Double, _ high: Double, _ line: Int) {
        var recording = SimulationRecording(frameInterval: .milliseconds(8))
        var track = SheetTrack(sheet: "sheet")
        track.layouts = [LayoutRecord(time: .zero, detents: [.init(name: "large", offset: 69)], topRubberBand: nil,
                                      bottomRubberBand: nil, dismissedOffset: 852)]
        track.samples = [FrameRecord(time: .zero, sheet: "sheet", phase: .idle, topY: topY, dimmingAlpha: 0, cornerRadius: 10, presenterScale: 1)]
        recording.tracks = [track]
        recording.releases = [ReleaseRecord(time: .zero, sheet: "sheet", offset: 398.56, velocity: 0,
                                            decision: ReleaseDecision(targetIndex: 0, isFlick: false, projectedOffset: projection, effectiveVelocity: 0), target: "large", targetOffset: 69)]
        let domain = TimelineRenderer.positionDomain(of: recording)
        #expect(domain == low...high, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test func labelsSpreadApartInOrder() {
        let placed = LabelSpreading.spread([100, 104, 300, 98], spacing: 12, within: 0...400)
        #expect(placed == [110, 122, 300, 98])
        // Pushed past the bottom, the run moves back up as a block.
        #expect(LabelSpreading.spread([395, 398], spacing: 12, within: 0...400) == [388, 400])
    }

    @Test("labels are cut keeping their arguments", arguments: [
        ("viewDidAppear", 20, "viewDidAppear"),
        ("dismissalTransitionDidEnd(completed: false)", 30, "dismissalTr…(completed: false)"),
        ("presentationTransitionDidEnd(completed: true)", 20, "presentationTransit…"),
        ("warning: a long message without arguments", 12, "warning: a …"),
    ] as [(String, Int, String)])
    func truncation(_ text: String, _ limit: Int, _ cut: String) {
        #expect(XMLText.truncated(text, to: limit) == cut)
        #expect(cut.count <= limit)
    }

    @Test("text is escaped for XML", arguments: [
        ("a < b & \"c\" 'd' > e", "a &lt; b &amp; \"c\" 'd' &gt; e".replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")),
        ("bell\u{07}\u{1B}[0m", "bell\u{FFFD}\u{FFFD}[0m"),
        ("tab\tand\nnewline", "tab\tand\nnewline"),
        ("émoji 📱", "émoji 📱"),
    ])
    func escaping(_ raw: String, _ escaped: String) {
        #expect(XMLText.escaped(raw) == escaped)
    }

    /// The callback's label drops `animated: true` (nearly every sheet callback has it) and keeps
    /// what is news: `animated: false`, `completed: false`, the delegate's answer, the detent.
    @Test("callback labels", arguments: [
        (Callback.viewDidAppear(animated: true), "viewDidAppear"),
        (.viewDidAppear(animated: false), "viewDidAppear(animated: false)"),
        (.dismissalTransitionDidEnd(completed: false), "dismissalTransitionDidEnd(completed: false)"),
        (.presentationControllerShouldDismiss(answer: false), "presentationControllerShouldDismiss(returned: false)"),
        (.sheetPresentationControllerDidChangeSelectedDetentIdentifier(.large),
         "sheetPresentationControllerDidChangeSelectedDetentIdentifier(large)"),
        (.sheetPresentationControllerDidChangeSelectedDetentIdentifier(nil),
         "sheetPresentationControllerDidChangeSelectedDetentIdentifier(nil)"),
        (.warning(String(repeating: "w", count: 60)), "warning: " + String(repeating: "w", count: 47) + "…"),
    ])
    func labels(_ callback: Callback, _ label: String) {
        #expect(Lane.label(callback) == label)
    }

    /// Odd titles and an empty run still make well-formed documents, saying nothing was presented.
    @Test func anEmptyRunWithAHostileTitle() throws {
        let timeline = Timeline(title: "<script>alert(1)</script> & \u{0}\u{1}", subtitle: "\"quoted\"", log: CallbackLog(),
                                recording: SimulationRecording(frameInterval: .nanoseconds(8_333_333)), end: .zero)
        for text in [timeline.svg(), timeline.html()] {
            let document = try parseXML(text)
            #expect(document.all("script").count == (text.hasPrefix("<!DOCTYPE") ? 1 : 0))
            #expect(document.all("text").map(\.text).contains("no sheet was presented"))
            #expect(document.all("g", class: "callback").isEmpty)
        }
    }

    /// A rotation at the instant of the presentation's last frame: the part on screen of the view
    /// goes from the portrait sheet's to the landscape one's without a drop to nothing between, as
    /// each sample is read under the layout it was taken in.
    @Test func thePartOnScreenDoesNotDropAtARotation() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsTimeline = true
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let document = try parseXML(Timeline(title: "rotation", simulator: sim).svg())
        let path = try #require(document.all("path", class: "visible-height").first?.attributes["d"])
        let ys = path.split(separator: " ").enumerated().filter { $0.offset % 3 == 2 }.compactMap { Double($0.element) }
        let nothing = try #require(ys.first)     // off screen at 0 ms
        #expect(ys.count > 10)
        #expect(ys.dropFirst().allSatisfy { $0 < nothing }, "\(path)")
    }

    /// A simulator driven from code (not a scenario) makes the same kind of picture.
    @Test func aSimulatorFromCode() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsTimeline = true
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        try sim.drag(.grabber, by: -200, velocity: -1200)
        sim.runUntilIdle()
        let document = try parseXML(Timeline(title: "from code", simulator: sim).svg())
        #expect(document.all("g", class: "callback").count == sim.log.filter { !$0.callback.callbackName.isLayout }.count)
        #expect(document.all("path", class: "view-height").count == 1)
        #expect(document.all("g", class: "layout-pass").count > 10, "the drag between detents lays out on every frame")
        #expect(document.all("g", class: "release").count == 1)
        #expect(document.all("path", class: "sheet-line").count == 1)
        #expect(document.all("path", class: "dim-alpha").count == 1)
        #expect(document.all("path", class: "presenter-scale").count == 1)
    }
}
