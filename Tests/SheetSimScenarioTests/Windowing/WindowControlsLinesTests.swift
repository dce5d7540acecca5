import Testing
import SheetSim
@testable import SheetSimScenario

/// The `sdk`, `preferredWindowingControlStyle` and `set preferredPlacement` lines and iOS 27's
/// iPhone windows in a scenario: what they parse to, what they change, and one exact diagnostic for
/// each mistake.
@Suite struct WindowControlsLinesTests {
    static let pad = "device \"iPad Pro 13-inch (M4)\" landscape\nos 26\n"
    static let phone27 = "device \"iPhone 16 Pro\" landscape\nos 27\n"

    @Test func theLinesParseToTheirCommands() {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: Self.pad + "sdk 18\npreferredWindowingControlStyle unified\n"))
        #expect(diagnostics.isEmpty)
        let values = commands.map(\.value)
        guard values.count == 4 else { Issue.record("\(values)"); return }
        if case .sdk(18) = values[2] {} else { Issue.record("\(values[2])") }
        if case .preferredWindowingControlStyle(.unified) = values[3] {} else { Issue.record("\(values[3])") }
        #expect(values[2].isSetup && values[3].isSetup)
    }

    @Test func theSettingsReachTheSimulator() throws {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: Self.pad + """
            multitasking windowedApps
            sdk 27
            preferredWindowingControlStyle minimal
            rootViewController "a"
            wait until settled
            expect state windowControlsWidth == 44pt
            expect state windowControlsPlacement == inline
            """), loader: nil)
        #expect(parsed.diagnostics.isEmpty)
        let result = ScenarioRunner.runToEnd(parsed.commands, file: "t.sheet")
        #expect(result.passed, "\(result.failures) \(String(describing: result.errors?.diagnostics.first?.formatted))")
    }

    struct Bad: Sendable {
        var line: Int
        var text: String
        var diagnostic: String
    }

    static let bad: [Bad] = [
        Bad(line: #line, text: pad + "sdk 19\n",
            diagnostic: "t.sheet:3:5: error: SheetSim knows the SDKs of iOS 12 to 18, 26 and 27, not 19\nt.sheet:3:5: note: write one of: sdk 12, sdk 13, sdk 14, sdk 15, sdk 16, sdk 17, sdk 18, sdk 26, sdk 27"),
        Bad(line: #line, text: pad + "sdk 18\npreferredWindowingControlStyle unified\n",
            diagnostic: "t.sheet:4:1: error: preferredWindowingControlStyle(for:) is in the iOS 26 SDK; this app is built with the iOS 18 SDK, whose window controls iPadOS 26 puts above the content\nt.sheet:4:1: note: write 'sdk 26' (or leave the sdk line out) to build the app for iOS 26, or leave the style out"),
        Bad(line: #line, text: pad + "preferredWindowingControlStyle minimal\nsdk 17\n",
            diagnostic: "t.sheet:4:1: error: preferredWindowingControlStyle(for:) is in the iOS 26 SDK; this app is built with the iOS 17 SDK, whose window controls iPadOS 26 puts above the content\nt.sheet:4:1: note: write 'sdk 26' (or leave the sdk line out) to build the app for iOS 26, or leave the style out"),
        Bad(line: #line, text: pad + "preferredWindowingControlStyle minmal\n",
            diagnostic: "t.sheet:3:32: error: unknown windowing control style 'minmal'\nt.sheet:3:32: note: did you mean 'minimal'?"),
        Bad(line: #line, text: "device \"iPhone 16 Pro\" landscape\nos 26\nwindow width 700pt height 300pt\n",
            diagnostic: "t.sheet:3:1: error: window width 700pt height 300pt: iPhone apps resize from iOS 27 (option resizableIPhoneApps); this simulation runs iOS 26\nt.sheet:3:1: note: choose 'os 27', or write 'option resizableIPhoneApps = on'"),
        Bad(line: #line, text: phone27 + "window width 1000pt height 300pt\n",
            diagnostic: "t.sheet:3:1: error: window width 1000pt height 300pt does not fit the screen: the iPhone 16 Pro is 874 × 402 pt in landscape\nt.sheet:3:1: note: on the iPhone 16 Pro in landscape a window is at most 874pt wide and 402pt high; 'window full' is the whole screen"),
        Bad(line: #line, text: phone27 + "window slideOver\n",
            diagnostic: "t.sheet:3:1: error: window slideOver needs an iPad; apps on iPhone are always full screen\nt.sheet:3:1: note: choose an iPad, e.g. 'device \"iPad Pro 11\" landscape'"),
        Bad(line: #line, text: "device \"iPad Pro 13-inch (M4)\" landscape\nos 27\nset preferredPlacement = middle\n",
            diagnostic: "t.sheet:3:26: error: unknown sheet placement 'middle'\nt.sheet:3:26: note: one of: automatic, leading, center, trailing"),
        Bad(line: #line, text: "device \"iPad Pro 13-inch (M4)\" landscape\nos 26.1\nset preferredPlacement = leading\npresent\n",
            diagnostic: "t.sheet:3:1: error: preferredPlacement needs iOS 27 or later; this simulation runs iOS 26.1\nt.sheet:3:1: note: before iOS 27 an iPad sheet is centred in the window; choose 'os 27'"),
        Bad(line: #line, text: "os 28\n",
            diagnostic: "t.sheet:1:4: error: SheetSim models iOS 12 to 18, 26, 26.1 and 27, not 28\nt.sheet:1:4: note: write os 15, os 16, os 17, os 18, os 26, os 26.1 or os 27 (os 12 to 14 for split view controllers only), then change single facts, e.g. 'os 16 viewIsAppearing on'"),
    ]

    @Test(arguments: bad)
    func badLinesGiveOneExactDiagnostic(_ c: Bad) {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: c.text), loader: nil)
        let diagnostics = parsed.diagnostics.isEmpty
            ? (ScenarioRunner.runToEnd(parsed.commands, file: "t.sheet").errors?.diagnostics ?? []) : parsed.diagnostics
        #expect(diagnostics.map(\.formatted) == [c.diagnostic], sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }
}
