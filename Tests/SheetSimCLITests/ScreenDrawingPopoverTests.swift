import Testing
import SheetSim
@testable import SheetSimCLI

/// `show` draws a popover: a box titled with its name (cut to the box's width), its arrow and its
/// dotted source, within the terminal at every size.
struct ScreenDrawingPopoverTests {
    static func simulator(permitted: PopoverArrowDirections) throws -> Simulator {
        var simulator = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17)
        try simulator.declare("nav", .navigationController(root: "inbox"))
        try simulator.setRootViewController("nav")
        simulator.runUntilIdle()
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: 320, height: 300)
        configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 500, y: 400, width: 60, height: 60),
                                                permittedArrowDirections: permitted)
        try simulator.present("filters", configuration: configuration, from: "inbox")
        simulator.runUntilIdle()
        return simulator
    }

    @Test(arguments: [(PopoverArrowDirections.up, "▲"), (.down, "▼"), (.left, "◀"), (.right, "▶")])
    func drawsThePopoverItsArrowAndItsSource(permitted: PopoverArrowDirections, glyph: String) throws {
        let simulator = try Self.simulator(permitted: permitted)
        for size in ScreenDrawingTests.sizes {
            let lines = ScreenDrawing.render(simulator, in: size)
            for line in lines { #expect(line.unicodeScalars.count <= size.columns, "\(size.columns)x\(size.rows): \(line)") }
            guard size.columns >= 60, size.rows >= 16 else { continue }
            let drawing = lines.joined(separator: "\n")
            #expect(drawing.contains("─fil"), "\(size.columns)x\(size.rows)\n\(drawing)")
            #expect(drawing.contains(glyph), "\(size.columns)x\(size.rows)\n\(drawing)")
            #expect(drawing.contains("┄"), "\(size.columns)x\(size.rows)\n\(drawing)")
        }
    }

    @Test func aDismissedPopoverIsNotDrawn() throws {
        var simulator = try Self.simulator(permitted: .any)
        try simulator.tapOutside(at: Point(x: 10, y: 800))
        simulator.runUntilIdle()
        let drawing = ScreenDrawing.render(simulator, in: ScreenDrawingTests.Size(columns: 100, rows: 30)).joined(separator: "\n")
        #expect(!drawing.contains("filters"))
        #expect(!drawing.contains("▲"))
    }

    /// The footer tells the popover in front (its phase and arrow), not "no sheet on screen".
    @Test func theFooterTellsThePopoverInFront() throws {
        var simulator = try Self.simulator(permitted: .down)
        let drawing = ScreenDrawing.render(simulator, in: ScreenDrawingTests.Size(columns: 100, rows: 30)).joined(separator: "\n")
        #expect(drawing.contains("\"filters\" popover idle: arrow down,"), "\(drawing)")
        #expect(!drawing.contains("no sheet on screen"))
        #expect(ScreenDrawing.compactFooter(simulator, snapshots: [], width: 80).hasSuffix("\"filters\" popover idle, arrow down"))
        try simulator.tapOutside(at: Point(x: 10, y: 800))
        simulator.runUntilIdle()
        #expect(ScreenDrawing.compactFooter(simulator, snapshots: [], width: 80).hasSuffix("no sheet on screen"))
    }
}
