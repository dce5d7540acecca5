import Testing
@testable import SheetSimCLI

/// `show` draws an iPadOS 26 window's controls at its leading corner and says where they are, and
/// names an iOS 27 sheet's placement; a window without controls draws none.
@Suite struct REPLWindowControlsTests {
    static func repl(_ lines: [String]) -> REPLSession {
        var repl = REPLSession()
        for line in lines { #expect(repl.handle(line: line).standardError == "", "\(line)") }
        return repl
    }

    static let windowed = ["device \"iPad Pro 13-inch (M4)\" landscape", "os 26", "multitasking windowedApps"]

    @Test func showDrawsInLineControlsAndTheirWidth() {
        var repl = Self.repl(Self.windowed + ["rootViewController \"inbox\"", "window width 900pt height 700pt", "wait until settled"])
        let drawing = repl.handle(line: "show 100x40").standardOutput
        #expect(drawing.contains("●●●"), "\(drawing)")
        #expect(drawing.contains("controls inline unified 72pt,"), "\(drawing)")
    }

    @Test func anOlderSDKsControlsAreAboveTheContent() {
        var repl = Self.repl(Self.windowed + ["sdk 18", "rootViewController \"inbox\"", "wait until settled"])
        let drawing = repl.handle(line: "show 100x40").standardOutput
        #expect(drawing.contains("●●●"), "\(drawing)")
        #expect(drawing.contains("controls above content +24pt top,"), "\(drawing)")
    }

    @Test func fullScreenAppsDrawNoControls() {
        var repl = Self.repl(["device \"iPad Pro 13-inch (M4)\" landscape", "os 26", "multitasking fullScreenApps", "rootViewController \"inbox\""])
        let drawing = repl.handle(line: "show 100x40").standardOutput
        #expect(!drawing.contains("●"), "\(drawing)")
        #expect(!drawing.contains("controls"), "\(drawing)")
    }

    @Test func aPlacedSheetIsDrawnAtItsEdgeAndNamed() {
        var repl = Self.repl(["device \"iPad Pro 13-inch (M4)\" landscape", "os 27", "set preferredPlacement = leading", "present", "wait until settled"])
        let drawing = repl.handle(line: "show 100x40").standardOutput
        #expect(drawing.contains("placement leading,"), "\(drawing)")
        // The sheet's outline starts near the screen's leading edge: 20 pt in.
        let sheetRow = drawing.split(separator: "\n").first { $0.contains("\"sheet\"") }
        let column = sheetRow.flatMap { $0.firstIndex(of: "╭") }.map { sheetRow!.distance(from: sheetRow!.startIndex, to: $0) }
        #expect(column.map { $0 <= 3 } == true, "\(drawing)")
    }
}
