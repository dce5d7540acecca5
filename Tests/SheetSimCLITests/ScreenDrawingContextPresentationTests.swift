import Testing
import SheetSim
@testable import SheetSimCLI

/// `show` draws a context presentation: a box at its context's frame, titled with its name, style
/// and context, within the terminal at every size.
struct ScreenDrawingContextPresentationTests {
    static func simulator(_ style: ModalPresentationStyle) throws -> Simulator {
        var simulator = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17)
        try simulator.declare("tabs", .tabBarController(tabs: ["home", "search"]))
        try simulator.setRootViewController("tabs")
        try simulator.updateViewLayoutSettings(of: "home") { $0.definesPresentationContext = true }
        simulator.runUntilIdle()
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = style
        try simulator.present("detail", configuration: configuration, from: "home")
        simulator.runUntilIdle()
        return simulator
    }

    @Test(arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
    func drawsTheBoxAtItsContext(_ style: ModalPresentationStyle) throws {
        let simulator = try Self.simulator(style)
        for size in ScreenDrawingTests.sizes {
            let lines = ScreenDrawing.render(simulator, in: size)
            for line in lines { #expect(line.unicodeScalars.count <= size.columns, "\(size.columns)x\(size.rows): \(line)") }
            guard size.columns >= 60, size.rows >= 16 else { continue }
            let drawing = lines.joined(separator: "\n")
            #expect(drawing.contains("detail (\(style.rawValue)"), "\(size.columns)x\(size.rows)\n\(drawing)")
            #expect(drawing.contains("\"detail\" \(style.rawValue) idle over \"home\""), "\(size.columns)x\(size.rows)\n\(drawing)")
        }
    }

    @Test func aDismissedOneIsNotDrawn() throws {
        var simulator = try Self.simulator(.currentContext)
        try simulator.dismiss()
        simulator.runUntilIdle()
        let drawing = ScreenDrawing.render(simulator, in: ScreenDrawingTests.Size(columns: 100, rows: 30)).joined(separator: "\n")
        #expect(!drawing.contains("detail"))
    }
}
