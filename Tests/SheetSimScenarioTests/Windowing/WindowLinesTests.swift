import Testing
import SheetSim
@testable import SheetSimScenario

/// iPadOS 26's window lines in a scenario: `multitasking`, `sizeRestrictions` and `window width …
/// height …`, what they parse to and one exact diagnostic for each mistake.
@Suite struct WindowLinesTests {
    static func run(_ text: String) -> ScenarioResult {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text), loader: nil)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.formatted))")
        return ScenarioRunner.runToEnd(parsed.commands, file: "t.sheet")
    }

    static let pad = "device \"iPad Pro 13-inch (M4)\" landscape\nos 26\n"

    @Test func theLinesParseToTheirCommands() {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: Self.pad + """
            multitasking stageManager
            sizeRestrictions minimumSize width 500pt height 400pt
            window width 700pt height 500pt
            window width 700pt
            """))
        #expect(diagnostics.isEmpty)
        let values = commands.map(\.value)
        guard values.count == 6 else { Issue.record("\(values)"); return }
        if case .multitasking(.stageManager) = values[2] {} else { Issue.record("\(values[2])") }
        if case .sizeRestrictions(let size) = values[3] { #expect(size == Size(width: 500, height: 400)) } else { Issue.record("\(values[3])") }
        if case .window(.size(700, 500)) = values[4] {} else { Issue.record("\(values[4])") }
        if case .window(.width(700)) = values[5] {} else { Issue.record("\(values[5])") }
    }

    struct Bad: Sendable {
        var line: Int
        var text: String
        var diagnostic: String
    }

    static let bad: [Bad] = [
        Bad(line: #line, text: "device \"iPhone 17 Pro\"\nos 26\nmultitasking windowedApps\n",
            diagnostic: "t.sheet:3:1: error: multitasking windowedApps needs an iPad; apps on iPhone are always full screen\nt.sheet:3:1: note: choose an iPad, e.g. 'device \"iPad Pro 13-inch (M4)\" landscape'"),
        Bad(line: #line, text: pad + "multitasking windowedAps\n",
            diagnostic: "t.sheet:3:14: error: unknown multitasking setting 'windowedAps'\nt.sheet:3:14: note: did you mean 'windowedApps'?"),
        Bad(line: #line, text: "device \"iPad Pro 11\"\nos 18\nmultitasking stageManager\n",
            diagnostic: "t.sheet:3:1: error: multitasking stageManager is iPadOS 26's setting; this simulation runs iPadOS 18, where Split View and Slide Over are the multitasking\nt.sheet:3:1: note: choose 'os 26' or later, or use 'window twoThirds|half|oneThird|slideOver' on iPadOS 18"),
        Bad(line: #line, text: pad + "multitasking windowedApps\nwindow half\n",
            diagnostic: "t.sheet:4:1: error: window half is a side of Split View, which iPadOS 26.0 removed; this simulation runs iPadOS 26\nt.sheet:4:1: note: resize the window instead, e.g. 'window width 500pt height 700pt'"),
        Bad(line: #line, text: pad + "multitasking windowedApps\nwindow slideOver\n",
            diagnostic: "t.sheet:4:1: error: window slideOver: Slide Over returned in iPadOS 26.1; this simulation runs iPadOS 26\nt.sheet:4:1: note: choose 'os 26.1'"),
        Bad(line: #line, text: pad + "rootViewController \"a\"\nwindow width 700pt height 500pt\n",
            diagnostic: "t.sheet:4:1: error: window width 700pt height 500pt: in fullScreenApps, the Settings default, a window cannot be resized\nt.sheet:4:1: note: write 'multitasking windowedApps' (or stageManager) among the setup lines"),
        Bad(line: #line, text: pad + "window width 700pt height 500pt\nmultitasking windowedApps\n",
            diagnostic: "t.sheet:3:1: error: window width 700pt height 500pt: in fullScreenApps, the Settings default, a window cannot be resized\nt.sheet:3:1: note: write 'multitasking windowedApps' (or stageManager) among the setup lines"),
        Bad(line: #line, text: pad + "multitasking stageManager\nsizeRestrictions minimumSize width 500pt height 400pt\nwindow width 400pt height 500pt\n",
            diagnostic: "t.sheet:5:1: error: window width 400pt height 500pt is smaller than the smallest window iPadOS 26 makes here, 500pt × 400pt (the app's sizeRestrictions.minimumSize is 500pt × 400pt)\nt.sheet:5:1: note: the smallest window is the app's minimum or the system's (the metrics windowMinimumWidth and windowMinimumHeight, GUESS), whichever is larger; write a larger window"),
        Bad(line: #line, text: pad + "multitasking windowedApps\nwindow width 700pt height 2000pt\n",
            diagnostic: "t.sheet:4:1: error: window width 700pt height 2000pt does not fit the screen: the iPad Pro 13-inch (M4) is 1376 × 1032 pt in landscape\nt.sheet:4:1: note: on the iPad Pro 13-inch (M4) in landscape a window is at most 1376pt wide and 1032pt high; 'window full' is the whole screen"),
        Bad(line: #line, text: "device \"iPad Pro 11\"\nos 18\nwindow width 700pt height 500pt\n",
            diagnostic: "t.sheet:3:1: error: window width 700pt height 500pt is an iPadOS 26 window; this simulation runs iPadOS 18\nt.sheet:3:1: note: choose 'os 26' and 'multitasking windowedApps', or write 'window width W' for a window of the screen's height"),
    ]

    @Test(arguments: bad)
    func badLinesGiveOneExactDiagnostic(_ c: Bad) {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: c.text), loader: nil)
        let diagnostics = parsed.diagnostics.isEmpty
            ? (ScenarioRunner.runToEnd(parsed.commands, file: "t.sheet").errors?.diagnostics ?? []) : parsed.diagnostics
        #expect(diagnostics.map(\.formatted) == [c.diagnostic], sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }

    @Test func withoutAMultitaskingLineTheOlderWindowsStillRunOn26() {
        let result = Self.run(Self.pad + "rootViewController \"a\"\nwindow twoThirds\nwait until settled\nexpect state windowWidth == 991pt\n")
        #expect(result.passed, "\(result.failures) \(String(describing: result.errors?.diagnostics.first?.formatted))")
    }
}
