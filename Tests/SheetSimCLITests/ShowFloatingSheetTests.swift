import Testing
@testable import SheetSimCLI

/// The REPL's `show` draws an iOS 26 sheet inset from the screen's sides and bottom and says how
/// far it floats; an iOS 18 sheet's footer is as it was.
@Suite struct ShowFloatingSheetTests {
    static func show(os: String) -> [String] {
        let output = REPLCommand.run([], lines: ["os \(os)", "device \"iPhone 16 Pro\" portrait", "detents medium large",
                                                 "present", "wait until settled", "show 60x30"])
        return output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aFloatingSheetIsDrawnInsetAndDescribed() throws {
        let lines = Self.show(os: "26")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("floating: inset 8pt sides, 8pt bottom,"))
        #expect(text.contains("corners 40/40pt, attached 0"))
        // The sheet's box stands inside the device's: its left edge one column in, and closed
        // above the device's bottom edge.
        let top = try #require(lines.firstIndex { $0.contains("╭─\"sheet\"") })
        #expect(lines[top].hasPrefix("│╭"))
        let bottom = try #require(lines[top...].firstIndex { $0.hasPrefix("│╰") })
        #expect(lines[bottom + 1].hasPrefix("╰"))
    }

    @Test func anIOS18SheetIsAsBefore() {
        let text = Self.show(os: "18").joined(separator: "\n")
        #expect(!text.contains("floating:"))
        #expect(text.contains("presenter scale"))
    }
}
