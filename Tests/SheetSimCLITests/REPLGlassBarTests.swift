import Testing
import SheetSim
@testable import SheetSimScenario
@testable import SheetSimCLI

/// The REPL's `show layout` draws an iOS 26 glass bar with waves and names its edge effect; an
/// iOS 18 bar keeps its line.
struct REPLGlassBarTests {
    static func drawing(os: String) -> String {
        var repl = REPLSession()
        for line in ["os \(os)", "navigationController \"nav\" root \"list\"", "sheet \"nav\"", "detents large",
                     "scrollView contentHeight 3000pt", "present \"nav\"", "wait until settled"] {
            #expect(repl.handle(line: line).standardError == "", "\(line)")
        }
        return repl.handle(line: "show 80x24 layout").standardOutput
    }

    @Test func aGlassBarIsDrawnWithWaves() {
        let drawing = Self.drawing(os: "26")
        #expect(drawing.contains("navigationBar 56pt glass, edge effect soft"), "\(drawing)")
        #expect(drawing.contains("≈≈≈"))
        let old = Self.drawing(os: "18")
        #expect(old.contains("navigationBar 56pt"))
        #expect(!old.contains("glass") && !old.contains("≈"))
    }
}
