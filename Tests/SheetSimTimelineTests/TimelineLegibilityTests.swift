import Foundation
import Testing
import SheetSim
@testable import SheetSimTimeline

/// Every word in a picture can be read: no two pieces of text overlap, none leaves the picture, and
/// the smallest text is still 10 px where the picture is shown 830 px wide (a README column). The
/// boxes are worked out from the SVG alone — the font is monospace, so a text element's box follows
/// from its font size, anchor and character count — for every catalog scenario and for runs made
/// to crowd the picture.
@Suite struct TimelineLegibilityTests {
    static let catalog = (try? catalogScenarios()) ?? []

    /// Runs that put many labels near each other: stacked sheets with long names presented and
    /// dismissed in quick succession, flicks both ways with projections off the chart, the
    /// keyboard and rotations between them, marks and failed expectations at the same instants,
    /// long waits squeezed into breaks, and detents with long names a few points apart.
    static let stress: [(name: String, source: String)] = [
        ("warnings", """
            scenario "Three sheets with long names presented and dismissed too quickly, while the keyboard comes and goes and the device turns, so every lane is crowded and the simulator warns"
            detents medium large
            present "a-sheet-with-a-rather-long-controller-name"
            wait 120ms
            mark first
            sheet "second"
            detents medium large
            present "second"
            wait 60ms
            mark second
            keyboard show 336pt over 100ms
            rotate landscape
            mark turned
            expect state topY == 1pt
            sheet "third"
            detents large
            present "third"
            wait until settled
            rotate portrait
            keyboard hide
            expect state topY == 2pt
            drag grabber by 300pt over 200ms
            dismiss
            wait 40ms
            dismiss
            wait 40ms
            dismiss
            wait until settled
            expect sheet.viewDidAppear exactly 3 times
            """),
        ("stacked", """
            scenario "Three stacked sheets, each dragged, with the keyboard and a rotation on top"
            detents medium large
            present "first"
            wait until settled
            sheet "second-sheet-with-a-long-name"
            detents medium large
            present "second-sheet-with-a-long-name"
            wait until settled
            drag grabber by 200pt over 150ms
            wait until settled
            sheet "third"
            detents custom("peek", 150pt) large
            present "third"
            wait until settled
            mark top
            keyboard show 300pt
            drag grabber by -300pt with velocity -3000pt/s
            rotate landscape
            wait 300ms
            rotate portrait
            keyboard hide
            drag grabber by 500pt with velocity 3000pt/s
            wait until settled
            dismiss
            wait until settled
            dismiss
            wait until settled
            expect state topY == 5pt
            """),
        ("flicks", """
            scenario "Flicks both ways on a sheet that cannot be dismissed, a few frames apart"
            detents custom("peek", 120pt) medium large
            set isModalInPresentation = true
            present
            wait until settled
            drag grabber by -200pt with velocity -9000pt/s
            drag grabber by 300pt with velocity 8000pt/s
            drag grabber by -100pt with velocity -3000pt/s
            wait 30ms
            drag grabber by 60pt with velocity 2000pt/s
            drag grabber by -60pt with velocity -2000pt/s
            mark a
            mark b
            expect state topY == 3pt
            expect state restingDetentIdentifier == large
            drag grabber by 400pt with velocity 12000pt/s
            drag grabber by -500pt with velocity -12000pt/s
            drag grabber by 20pt over 400ms
            wait until settled
            """),
        ("waits", """
            scenario "Long waits between short bursts"
            detents medium large
            present
            wait until settled
            wait 3s
            keyboard show 300pt
            wait 1500ms
            mark middle
            keyboard hide
            wait 2s
            drag grabber by -150pt over 100ms
            wait 4s
            drag grabber by 50pt over 50ms
            wait 1200ms
            rotate landscape
            expect state topY == 4pt at 30s
            wait 20s
            """),
        ("detents", """
            scenario "Detents a few points apart with long names on an iPad"
            device "iPad Pro 11" portrait
            set modalPresentationStyle = pageSheet
            detents custom("a-detent-with-a-long-name", 300pt) custom("b", 306pt) custom("c", 312pt) custom("d", 318pt) medium large
            present
            wait until settled
            drag grabber by -40pt over 300ms
            wait until settled
            set selectedDetentIdentifier = "b"
            detents custom("b", 306pt) large
            wait until settled
            """),
    ]

    @Test func theStressRunsRun() throws {
        for (name, source) in Self.stress {
            let timeline = try timeline(ofSource: source, name: name + ".sheet")
            #expect(timeline.log.count > 5, "\(name)")
        }
    }

    @Test(arguments: catalog)
    func catalogTextDoesNotOverlap(_ path: String) throws {
        let problems = try Self.overlaps(in: timeline(of: path).svg())
        #expect(problems.isEmpty, "\(path):\n\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: stress.map(\.name))
    func stressTextDoesNotOverlap(_ name: String) throws {
        let source = try #require(Self.stress.first { $0.name == name }).source
        let problems = try Self.overlaps(in: timeline(ofSource: source, name: name + ".sheet").svg())
        #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
    }

    /// At 830 px wide, no text is smaller than 10 px.
    @Test(arguments: ["scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet", "scenarios/environment/stacked-sheets.sheet"])
    func textIsLegibleAtAReadmeColumnsWidth(_ path: String) throws {
        let document = try parseXML(timeline(of: path).svg())
        let width = try #require(document.elements.first?.attributes["width"].flatMap(Double.init))
        let sizes = document.elements.indices.filter { document.elements[$0].name == "text" }
            .compactMap { document.inherited("font-size", of: $0).flatMap(Double.init) }
        let smallest = try #require(sizes.min())
        #expect(smallest * 830 / width >= 10, "the smallest text is \(smallest * 830 / width) px at 830 px")
    }

    // MARK: Boxes

    /// A text element's box: DejaVu Sans Mono and Menlo advance 0.602 em per character; glyphs
    /// reach 0.76 em above the baseline and 0.24 em below it.
    struct Box {
        var text: String
        var size: Double
        var minX, minY, maxX, maxY: Double
    }

    static func boxes(in svg: String) throws -> (boxes: [Box], width: Double, height: Double) {
        let document = try parseXML(svg)
        let root = try #require(document.elements.first)
        let width = try #require(root.attributes["width"].flatMap(Double.init))
        let height = try #require(root.attributes["height"].flatMap(Double.init))
        var boxes: [Box] = []
        for index in document.elements.indices where document.elements[index].name == "text" {
            let element = document.elements[index]
            let x = try #require(element.attributes["x"].flatMap(Double.init), "text without x: \(element.text)")
            let y = try #require(element.attributes["y"].flatMap(Double.init), "text without y: \(element.text)")
            let size = try #require(document.inherited("font-size", of: index).flatMap(Double.init))
            let length = Double(element.text.count) * size * 0.602
            let minX: Double
            switch document.inherited("text-anchor", of: index) ?? "start" {
            case "middle": minX = x - length / 2
            case "end": minX = x - length
            default: minX = x
            }
            boxes.append(Box(text: element.text, size: size, minX: minX, minY: y - 0.76 * size, maxX: minX + length, maxY: y + 0.24 * size))
        }
        return (boxes, width, height)
    }

    /// Each pair of text boxes that overlap or run together, and each box that leaves the picture.
    /// Boxes on different lines must be 1.5 px apart (the white halo behind each text is 1.5 px
    /// wide, and would rub out a neighbour's edge); on one line, a whole em apart, since a gap of
    /// a character or less reads as a space between two words of one label.
    static func overlaps(in svg: String) throws -> [String] {
        let (boxes, width, height) = try boxes(in: svg)
        var problems: [String] = []
        for box in boxes where box.minX < 0 || box.maxX > width || box.minY < 0 || box.maxY > height {
            problems.append("'\(box.text)' leaves the \(width) x \(height) picture")
        }
        let halo = 1.5, largest = boxes.map(\.size).max() ?? 0
        let sorted = boxes.sorted { $0.minX < $1.minX }
        for (i, a) in sorted.enumerated() {
            for b in sorted[(i + 1)...] {
                if b.minX >= a.maxX + largest { break }
                guard b.minY < a.maxY + halo && a.minY < b.maxY + halo else { continue }
                if b.minX < a.maxX + halo && a.minX < b.maxX + halo {
                    problems.append("'\(a.text)' and '\(b.text)' overlap")
                } else if max(b.minX - a.maxX, a.minX - b.maxX) < max(a.size, b.size) {
                    problems.append("'\(a.text)' and '\(b.text)' run together")
                }
            }
        }
        return problems
    }

    /// The check itself: it sees text that runs together, and text that does not.
    @Test func theOverlapCheckSeesOverlaps() throws {
        func svg(_ texts: String) -> String {
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"100\" font-size=\"10\">" + texts + "</svg>"
        }
        // 10 characters at 10 px are 60.2 px wide.
        #expect(try Self.overlaps(in: svg("<text x=\"10\" y=\"20\">0123456789</text><text x=\"81\" y=\"20\">next</text>")).isEmpty)
        #expect(try Self.overlaps(in: svg("<text x=\"10\" y=\"20\">0123456789</text><text x=\"71\" y=\"20\">next</text>"))
                == ["'0123456789' and 'next' overlap"])
        #expect(try Self.overlaps(in: svg("<text x=\"10\" y=\"20\">0123456789</text><text x=\"78\" y=\"20\">next</text>"))
                == ["'0123456789' and 'next' run together"])
        #expect(try Self.overlaps(in: svg("<text x=\"70\" y=\"20\" text-anchor=\"end\">0123456789</text><text x=\"70\" y=\"20\">x</text>")).count == 1)
        #expect(try Self.overlaps(in: svg("<text x=\"10\" y=\"20\">a</text><text x=\"10\" y=\"32\">b</text>")).isEmpty)
        #expect(try Self.overlaps(in: svg("<g font-size=\"20\"><text x=\"10\" y=\"20\">a</text><text x=\"10\" y=\"32\">b</text></g>")).count == 1)
        #expect(try Self.overlaps(in: svg("<text x=\"390\" y=\"20\">beyond</text>")).count == 1)
    }
}
