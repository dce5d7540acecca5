import Testing
import SheetSim
@testable import SheetSimCLI

/// `show`: the drawing fits 80 columns on every device and orientation and has its parts.
struct ScreenDrawingTests {
    static func simulator(_ device: Device, _ orientation: Orientation, settle: Bool = true) throws -> SheetSimulator {
        var simulator = SheetSimulator(device: device, orientation: orientation)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.selectedDetentIdentifier = .medium
        configuration.prefersGrabberVisible = true
        try simulator.present("sheet", configuration: configuration, animated: true)
        if settle { simulator.runUntilIdle() }
        return simulator
    }

    static let environments: [(Device, Orientation)] = Device.builtIn.flatMap { device in
        Orientation.allCases.map { (device, $0) }
    }

    @Test(arguments: environments)
    func fitsEightyColumns(device: Device, orientation: Orientation) throws {
        let lines = ScreenDrawing.render(try Self.simulator(device, orientation))
        for line in lines {
            #expect(line.unicodeScalars.count <= 80, "\(device.name) \(orientation): \(line)")
        }
        #expect(lines.count <= ScreenDrawing.maxRows + 4)
    }

    @Test func iPhoneAtMediumShowsSheetGrabberShadeAndDetents() throws {
        let lines = ScreenDrawing.render(try Self.simulator(.iPhone14Pro, .portrait))
        // 393 × 852 pt at 14.2 pt per column: 28 columns inside the outline, 30 rows.
        #expect(lines[0] == "╭" + String(repeating: "─", count: 28) + "╮")
        #expect(lines[31] == "╰" + String(repeating: "─", count: 28) + "╯")
        #expect(lines[1] == "│░presenter░░░░░░░░░░░░░░░░░░│")
        // The sheet's rounded top at y 398.56 (row 15), with the grabber under it; medium is where it rests.
        #expect(lines[15] == "│╭──────────────────────────╮│ * medium 419.44pt")
        #expect(lines[16] == "││           ━━━            ││")
        #expect(lines[17] == "││ \"sheet\"                  ││")
        // large's line is drawn through the dimming above the sheet.
        #expect(lines[3] == "│┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄│ ◂ large 749pt")
        #expect(lines[32] == "iPhone 14 Pro portrait, 393 × 852pt, 1 column = 14.2pt, iOS 17")
        #expect(lines[33] == "t=400.000ms \"sheet\" idle: topY 398.56pt, dim 0.2, presenter scale 1")
    }

    @Test func cardStackDrawsTheScaledPresenter() throws {
        var simulator = try Self.simulator(.iPhone14Pro, .portrait)
        try simulator.setSelectedDetentIdentifier(.large, animated: false)
        simulator.runUntilIdle()
        let lines = ScreenDrawing.render(simulator)
        #expect(simulator.state!.presenterScale < 1)
        // The presenter card's edge shows above the sheet (presenter frame y 59, sheet top 69, same row).
        #expect(lines.last!.hasSuffix("presenter scale \(NumberFormat.ratio(simulator.state!.presenterScale))"))
        #expect(!lines[1].contains("presenter"))
        #expect(lines[3].hasPrefix("│╭"))
    }

    @Test(arguments: [(0.0, " "), (0.1, "░"), (0.25, "░"), (0.4, "▒"), (0.6, "▓")] as [(Double, Character)])
    func shadeFollowsDimmingAlpha(alpha: Double, shade: Character) {
        #expect(ScreenDrawing.shadeCharacter(alpha) == shade)
    }

    @Test func presentingSheetBelowTheScreenIsNotDrawn() throws {
        let lines = ScreenDrawing.render(try Self.simulator(.iPhone14Pro, .portrait, settle: false))
        #expect(!lines.contains { $0.contains("━") })
        #expect(lines.last == "t=0.000ms \"sheet\" presenting: topY 852pt, dim 0, presenter scale 1")
    }
}
