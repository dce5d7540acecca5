import Testing
import SheetSim
@testable import SheetSimCLI

/// `show` draws an alert controller: a box titled with its name, its buttons' titles, an iPad
/// action sheet's arrow, within the terminal at every size; the footer tells its form.
struct ScreenDrawingAlertTests {
    static func simulator(_ style: AlertStyle, device: Device = .iPadPro11, anchored: Bool = true) throws -> Simulator {
        var simulator = Simulator(device: device, orientation: device == .iPadPro11 ? .landscapeLeft : .portrait, os: .iOS17)
        try simulator.declare("nav", .navigationController(root: "inbox"))
        try simulator.setRootViewController("nav")
        simulator.runUntilIdle()
        var configuration = SheetConfiguration()
        configuration.alert = AlertSettings(preferredStyle: style, actions: [AlertAction("Delete", style: .destructive), AlertAction("Cancel", style: .cancel)])
        if anchored, style == .actionSheet { configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 500, y: 300, width: 44, height: 44)) }
        try simulator.present("confirm", configuration: configuration, from: "inbox")
        simulator.runUntilIdle()
        return simulator
    }

    @Test func drawsTheAlertAndItsButtonsAtEverySize() throws {
        for simulator in [try Self.simulator(.alert), try Self.simulator(.actionSheet), try Self.simulator(.actionSheet, device: .iPhone14Pro)] {
            for size in ScreenDrawingTests.sizes {
                let lines = ScreenDrawing.render(simulator, in: size)
                for line in lines { #expect(line.unicodeScalars.count <= size.columns, "\(size.columns)x\(size.rows): \(line)") }
                guard size.columns >= 60, size.rows >= 20 else { continue }
                let drawing = lines.joined(separator: "\n")
                #expect(drawing.contains("─con"), "\(size.columns)x\(size.rows)\n\(drawing)")
                #expect(drawing.contains("[ Delete ]"), "\(size.columns)x\(size.rows)\n\(drawing)")
            }
        }
    }

    @Test func anIPadActionSheetHasAnArrowAndNoCancelButton() throws {
        let simulator = try Self.simulator(.actionSheet)
        let drawing = ScreenDrawing.render(simulator, in: ScreenDrawingTests.Size(columns: 100, rows: 40)).joined(separator: "\n")
        #expect(drawing.contains("▲") || drawing.contains("▼") || drawing.contains("◀") || drawing.contains("▶"), "\(drawing)")
        #expect(!drawing.contains("[ Cancel ]"), "\(drawing)")
        #expect(drawing.contains("\"confirm\" actionSheet idle: popover, cancel button hidden"), "\(drawing)")
    }

    @Test func aTappedAlertIsNotDrawn() throws {
        var simulator = try Self.simulator(.alert)
        try simulator.tapAlertAction("Delete")
        simulator.runUntilIdle()
        let drawing = ScreenDrawing.render(simulator, in: ScreenDrawingTests.Size(columns: 100, rows: 30)).joined(separator: "\n")
        #expect(!drawing.contains("[ Delete ]"))
        #expect(drawing.contains("no sheet on screen"))
    }
}
