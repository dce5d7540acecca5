import Testing
import SheetSim
@testable import SheetSimScenario
@testable import SheetSimCLI

/// The REPL's `show layout` draws an iOS 26 glass bar with waves and names its edge effect; an
/// iOS 18 bar keeps its line.
struct REPLGlassBarTests {
    static func drawing(os: String, toolbar: Bool = false) -> String {
        var repl = REPLSession()
        for line in ["os \(os)", "navigationController \"nav\" root \"list\"", "set isToolbarHidden = \(!toolbar)", "sheet \"nav\"", "detents large",
                     "scrollView contentHeight 3000pt", "present \"nav\"", "wait until settled"] {
            #expect(repl.handle(line: line).standardError == "", "\(line)")
        }
        return repl.handle(line: "show 100x30 layout").standardOutput
    }

    @Test func aGlassBarIsDrawnWithWaves() {
        let drawing = Self.drawing(os: "26")
        #expect(drawing.contains("navigationBar 56pt glass, edge effect soft"), "\(drawing)")
        #expect(drawing.contains("≈≈≈"))
        let old = Self.drawing(os: "18")
        #expect(old.contains("navigationBar 56pt"))
        #expect(!old.contains("glass") && !old.contains("≈"))
    }

    @Test func aToolbarIsDrawnAtTheBottom() {
        let drawing = Self.drawing(os: "26", toolbar: true)
        #expect(drawing.contains("toolbar 44pt glass, edge effect soft"), "\(drawing)")
        #expect(drawing.contains("navigationBar 56pt scrollEdgeAppearance on glass"), "\(drawing)")
        let old = Self.drawing(os: "18", toolbar: true)
        #expect(old.contains("toolbar 44pt") && !old.contains("toolbar 44pt glass"), "\(old)")
    }
}
