import Testing
import SheetSim
@testable import SheetSimCLI

/// `show`: the drawing fits the terminal it is drawn for, on every device and orientation, and
/// keeps the card stack visible.
struct ScreenDrawingTests {
    static func simulator(_ device: Device, _ orientation: Orientation, detent: DetentIdentifier = .medium,
                          settle: Bool = true) throws -> Simulator {
        var simulator = Simulator(device: device, orientation: orientation)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.selectedDetentIdentifier = detent
        configuration.prefersGrabberVisible = true
        try simulator.present("sheet", configuration: configuration, animated: true)
        if settle { simulator.runUntilIdle() }
        return simulator
    }

    typealias Size = ScreenDrawing.Size
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 100, rows: 30),
                        Size(columns: 60, rows: 16), Size(columns: 132, rows: 50), Size(columns: 200, rows: 14),
                        Size(columns: 41, rows: 60)]

    static let environments: [(Device, Orientation)] = Device.builtIn.flatMap { device in
        Orientation.allCases.map { (device, $0) }
    }

    /// Every line fits the width, the drawing leaves the prompt's row, and the device outline is
    /// closed — at every size from the minimum up, for every device and orientation, at rest on
    /// medium and on large.
    @Test(arguments: environments)
    func fitsEveryTerminal(device: Device, orientation: Orientation) throws {
        for detent in [DetentIdentifier.medium, .large] {
            let simulator = try Self.simulator(device, orientation, detent: detent)
            for size in Self.sizes {
                let lines = ScreenDrawing.render(simulator, in: size)
                let what = "\(device.name) \(orientation) \(detent) at \(size.columns)x\(size.rows)"
                for line in lines {
                    #expect(line.unicodeScalars.count <= size.columns, "\(what): \(line)")
                }
                #expect(lines.count <= size.rows - 1, "\(what): \(lines.count) lines")
                #expect(lines[0].hasPrefix("╭") && lines.contains { $0.hasPrefix("╰") }, "\(what)")
                // A full-screen sheet (compact height) covers the presenter; otherwise it shows.
                if simulator.state?.isFullScreen == false {
                    #expect(lines.contains { $0.contains("pre") }, "\(what): no presenter")
                }
                #expect(lines.contains { $0.contains("\"sh") }, "\(what): no sheet")
            }
        }
    }

    /// At rest on large the presenter is a card just above the sheet (presenter frame y 59, sheet
    /// top 69): it gets its own row, named, above the sheet's.
    @Test(arguments: sizes)
    func cardStackKeepsThePresenterVisible(size: Size) throws {
        let simulator = try Self.simulator(.iPhone14Pro, .portrait, detent: .large)
        #expect(simulator.state!.presenterScale < 1)
        let lines = ScreenDrawing.render(simulator, in: size)
        let presenter = try #require(lines.firstIndex { $0.contains("╭─pre") }, "\(lines.joined(separator: "\n"))")
        let sheet = try #require(lines.firstIndex { $0.contains("╭─\"sh") })
        #expect(presenter < sheet)
        // The large detent line is the sheet's top edge, below the card.
        #expect(lines[sheet].contains("* large") || !lines.joined().contains("* large"))
    }

    @Test func stackedSheetsEachKeepARow() throws {
        var simulator = try Self.simulator(.iPhone14Pro, .portrait, detent: .large)
        try simulator.present("child", configuration: SheetConfiguration(detents: [.large()]), animated: true)
        simulator.runUntilIdle()
        for size in Self.sizes {
            let lines = ScreenDrawing.render(simulator, in: size)
            let rows = ["╭─pre", "╭─\"sh", "╭─\"ch"].map { edge in lines.firstIndex { $0.contains(edge) } }
            #expect(rows.allSatisfy { $0 != nil }, "\(size): \(lines.joined(separator: "\n"))")
            let found = rows.compactMap { $0 }
            #expect(found == found.sorted() && Set(found).count == found.count, "\(size)")
        }
    }

    @Test func standardSizeAtMedium() throws {
        let lines = ScreenDrawing.render(try Self.simulator(.iPhone14Pro, .portrait), in: .standard)
        // 23 rows: 19 inside the outline, its two edges, two lines of footer. 852 pt over 19 rows
        // is 22.42 pt per column, so 393 pt is 18 columns.
        #expect(lines.count == 23)
        #expect(lines[0] == "╭" + String(repeating: "─", count: 18) + "╮")
        #expect(lines[20] == "╰" + String(repeating: "─", count: 18) + "╯")
        #expect(lines[1] == "│░presenter░░░░░░░░│")
        // medium's top y 398.56 is row 9; large's line is drawn through the dimming above it.
        #expect(lines[9] == "│╭─\"sheet\"────────╮│ * medium 419.44pt")
        #expect(lines[10] == "││       ━━       ││")
        #expect(lines[2] == "│┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄│ ◂ large 749pt")
        #expect(lines[21] == "iPhone 14 Pro portrait, 393 × 852pt wC hR, 1 column = 22.42pt, iOS 17")
        #expect(lines[22] == "t=400.000ms \"sheet\" idle: topY 398.56pt, dim 0.2, presenter scale 1")
    }

    @Test func belowTheMinimumItSaysSo() throws {
        let simulator = try Self.simulator(.iPhone14Pro, .portrait)
        #expect(ScreenDrawing.render(simulator, in: Size(columns: 39, rows: 24))
                == ["# show needs a terminal of at least 40x12; this one is 39x24"])
        #expect(ScreenDrawing.render(simulator, in: Size(columns: 80, rows: 11)).count == 1)
        #expect(ScreenDrawing.render(simulator, in: .minimum).count == 11)
    }

    @Test(arguments: [("80x24", Size(columns: 80, rows: 24)), ("100X40", Size(columns: 100, rows: 40)),
                      ("120×50", Size(columns: 120, rows: 50)), ("80", nil), ("x24", nil), ("0x0", nil), ("80x24x3", nil)] as [(String, Size?)])
    func sizesParse(text: String, size: Size?) {
        #expect(Size(text) == size)
    }

    @Test(arguments: [(0.0, " "), (0.1, "░"), (0.25, "░"), (0.4, "▒"), (0.6, "▓")] as [(Double, Character)])
    func shadeFollowsDimmingAlpha(alpha: Double, shade: Character) {
        #expect(ScreenDrawing.shadeCharacter(alpha) == shade)
    }

    @Test func presentingSheetBelowTheScreenIsNotDrawn() throws {
        let lines = ScreenDrawing.render(try Self.simulator(.iPhone14Pro, .portrait, settle: false), in: .standard)
        #expect(!lines.contains { $0.contains("━") })
        #expect(lines.last == "t=0.000ms \"sheet\" presenting: topY 852pt, dim 0, presenter scale 1")
    }
}

/// `show` with the app around the sheet: the root's visible controllers are named, and an iPad
/// window narrower than the screen is drawn inside it with the rest hatched.
struct ScreenDrawingWindowTests {
    @Test func theRootsVisibleControllersAreNamed() throws {
        var simulator = Simulator(device: .iPhone14Pro)
        try simulator.declare("nav", .navigationController(root: "inbox"))
        try simulator.setRootViewController("nav")
        try simulator.push("message", animated: false)
        simulator.runUntilIdle()
        let lines = ScreenDrawing.render(simulator, in: .standard)
        #expect(lines[1].contains("nav › message"))
    }

    @Test func aSlideOverWindowIsDrawnInsideTheScreen() throws {
        var simulator = Simulator(device: .iPadPro11, orientation: .landscapeLeft)
        try simulator.setWindow(.slideOver)
        let lines = ScreenDrawing.render(simulator, in: .standard)
        let body = lines.prefix { !$0.hasPrefix("iPad") }
        // The other app's part of the screen is hatched; the window, at the trailing edge, is not.
        #expect(body.dropFirst().dropLast().allSatisfy { $0.dropFirst().hasPrefix("╱╱╱╱") })
        #expect(lines[1].hasSuffix("presenter│") || lines[1].contains("presenter"))
        #expect(lines.contains { $0.contains("window slideOver, 375 × 786pt wC hR") })
        let full = ScreenDrawing.render(Simulator(device: .iPadPro11, orientation: .landscapeLeft), in: .standard)
        #expect(!full.joined().contains("╱"))
    }
}
