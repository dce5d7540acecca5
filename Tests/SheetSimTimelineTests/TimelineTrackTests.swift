import Foundation
import Testing
import SheetSim
@testable import SheetSimTimeline

/// What the tracks show: values beyond the screen, rubber-band zones only under a finger, the
/// inputs that are not touches, and a time axis that spends its width on what happened.
@Suite struct TimelineTrackTests {
    static let flickAboveTheTop = "scenarios/appearance/dimming-with-largestUndimmed.sheet"

    /// The y coordinates of an SVG path's points.
    static func ys(_ d: String) -> [Double] {
        d.split(whereSeparator: { $0 == "M" || $0 == "L" }).compactMap { point in
            let parts = point.split(separator: " ")
            return parts.count == 2 ? Double(parts[1]) : nil
        }
    }

    // MARK: Values beyond the screen

    /// The flick's spring overshoots the screen's top by 70 pt: the axis reaches above 0 and the
    /// line goes there, instead of running flat along the top edge.
    @Test func aSheetAboveTheScreenTopIsDrawnAboveIt() throws {
        let timeline = try timeline(of: Self.flickAboveTheTop)
        let highest = try #require(timeline.recording.tracks.first?.samples.map(\.topY).min())
        #expect(highest < -60)
        let renderer = TimelineRenderer(timeline)
        let scale = renderer.positionScale
        let document = try parseXML(timeline.svg())
        let line = try #require(document.all("path", class: "sheet-line").first?.attributes["d"])
        let top = try #require(Self.ys(line).min())
        #expect(abs(top - scale.y(highest)) < 0.5)
        #expect(top < scale.y(0) - 10, "the line stops at the screen's top")
        // The axis names a value above the screen's top, and the screen's top is marked.
        #expect(document.all("text").contains { $0.text == "-100" })
        #expect(document.all("line", class: "screen-top").count == 1)
    }

    /// A projection beyond the axis is not pinned to the edge as if it were there: the arrow ends
    /// at the edge with a clip mark, and the label gives the true value.
    @Test func aProjectionOffTheChartIsMarkedAsClipped() throws {
        let document = try parseXML(try timeline(of: Self.flickAboveTheTop).svg())
        #expect(document.all("path", class: "off-chart").count == 1)
        #expect(document.all("text").contains { $0.text.contains("p -785.8 pt") })
        // One within the axis has no clip mark.
        let flick = try parseXML(try timeline(of: "scenarios/gestures/flick-past-a-detent.sheet").svg())
        #expect(flick.all("path", class: "off-chart").isEmpty)
    }

    // MARK: Rubber-band zones

    /// The x spans of a class of rects.
    static func spans(_ document: ParsedXML, _ className: String) -> [ClosedRange<Double>] {
        document.all("rect", class: className).compactMap { rect in
            guard let x = rect.attributes["x"].flatMap(Double.init), let w = rect.attributes["width"].flatMap(Double.init) else { return nil }
            return x...(x + w)
        }
    }

    /// A zone is where a *drag* rubber-bands, so it is drawn only while a finger is down: not
    /// under a stacked child nobody touches, not while the keyboard holds the sheet.
    @Test(arguments: ["scenarios/environment/stacked-sheets.sheet", "scenarios/environment/stacked-card-geometry.sheet",
                      "scenarios/environment/keyboard-raises-sheet.sheet", "scenarios/lifecycle/presenter-callbacks-for-fullScreen.sheet"])
    func noZoneWithoutAFinger(_ path: String) throws {
        let document = try parseXML(try timeline(of: path).svg())
        #expect(document.all("rect", class: "drag").isEmpty)
        #expect(document.all("g", class: "rubber-band").isEmpty)
    }

    @Test(arguments: ["scenarios/gestures/rubber-band-when-dismissal-refused.sheet", "scenarios/gestures/rubber-band-above-large.sheet"])
    func zonesOnlyUnderAFinger(_ path: String) throws {
        let document = try parseXML(try timeline(of: path).svg())
        let drags = Self.spans(document, "drag"), zones = Self.spans(document, "rubber-band-zone")
        #expect(!zones.isEmpty)
        for zone in zones {
            #expect(drags.contains { $0.lowerBound <= zone.lowerBound + 0.01 && zone.upperBound <= $0.upperBound + 0.01 },
                    "zone \(zone) outside every finger-down span \(drags)")
        }
    }

    /// After a rotation the sheet's lines are the new orientation's: no portrait line runs on.
    @Test func linesEndAtARotation() throws {
        let timeline = try timeline(ofSource: """
            detents medium large
            present
            wait until settled
            rotate landscape
            wait 500ms
            """)
        let rotation = SimInstant.zero + .milliseconds(400)
        let x = TimelineRenderer(timeline).axis.x(rotation)
        let document = try parseXML(timeline.svg())
        let lines = document.all("line", class: "detent") + document.all("line", class: "off-screen")
        for line in lines where ["398.56", "69", "852"].contains(line.attributes["data-offset"] ?? "") {
            let end = try #require(line.attributes["x2"].flatMap(Double.init))
            #expect(end <= x + 0.01, "\(line.attributes["data-detent"] ?? "") runs on after the rotation")
        }
        #expect(lines.contains { $0.attributes["data-offset"] == "393" })
    }

    // MARK: Inputs

    /// The keyboard, rotations, marks and failed expectations are marked on the time axis, and
    /// listed on the HTML page.
    @Test func inputsAreMarked() throws {
        let timeline = try timeline(ofSource: """
            detents medium large
            present
            wait until settled
            mark before
            keyboard show 336pt over 250ms
            wait 500ms
            keyboard hide
            wait until settled
            rotate landscape
            expect state topY == 12pt
            wait 200ms
            """)
        let document = try parseXML(timeline.svg())
        let markers = document.all("g", class: "input")
        let texts = document.all("text").map(\.text)
        for label in ["mark before", "keyboard shown 336 pt", "keyboard hidden", "rotated to landscapeLeft"] {
            #expect(texts.contains(label), "no '\(label)'")
        }
        #expect(texts.contains { $0.hasPrefix("failed at line 10: topY is ") })
        #expect(markers.count == 5)
        // In time order, each with its instant for the cursor.
        #expect(markers.map { $0.attributes["data-t"] ?? "" } == ["400.000ms", "400.000ms", "900.000ms", "1150.000ms", "1150.000ms"])
        let page = try parseXML(timeline.html())
        let rows = page.all("tr").filter { $0.attributes["data-m"] != nil }
        #expect(rows.count == 5)
        #expect(page.all("g", class: "input").map { $0.attributes["data-m"] ?? "" } == (0..<5).map(String.init))
    }

    // MARK: Time

    /// A long wait at the end is squeezed like one in the middle: the axis does not spend a
    /// quarter of its width on the padding around a break nothing follows.
    @Test func aLongWaitAtTheEndLeavesLittleRoom() {
        let ms = { (value: Int64) in SimInstant.zero + .milliseconds(value) }
        let axis = TimeAxis(activity: [ms(0), ms(200), ms(400)], end: ms(3400), left: 0, width: 1000)
        #expect(axis.breaks.count == 1)
        let after = axis.right - axis.x(ms(400))
        #expect(after <= TimeAxis.breakWidth + 0.05 * 1000, "\(after) px after the last activity")
        #expect(axis.breaks.last?.end == ms(3400))
    }
}
