import SheetSim
import Testing
@testable import SheetSimScenario

/// The `device` line: any model of the device table by name, figures in place of the table's,
/// the diagnostics for names and figures that cannot be, and the newer-model warning.
@Suite struct DeviceLineTests {
    func parse(_ text: String) -> (commands: [ScenarioCommand], diagnostics: [String]) {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: text))
        return (commands.map(\.value), diagnostics.map(\.formatted))
    }

    func device(_ line: String) throws -> (Device, Orientation) {
        let (commands, diagnostics) = parse(line + "\n")
        #expect(diagnostics.isEmpty, "\(line): \(diagnostics)")
        guard case .device(let device, let orientation)? = commands.first else { throw DeviceLineError.notADevice(line) }
        return (device, orientation)
    }

    enum DeviceLineError: Error { case notADevice(String) }

    @Test func namesFindTheTablesModels() throws {
        #expect(try device("device \"iPhone 17 Pro\"").0 == Device.named("iPhone 17 Pro"))
        #expect(try device("device \"iPad Pro 13 M4\" landscape").1 == .landscapeLeft)
        #expect(try device("device \"iPad Pro 13 M4\" landscape").0.portraitSize == Size(width: 1032, height: 1376))
        #expect(try device("device \"iPhone SE (3rd generation)\"").0 == .iPhoneSE3)
        #expect(try device("device \"iPad Pro 11\"").0 == .iPadPro11)
    }

    @Test func figuresReplaceTheTables() throws {
        let (slow, orientation) = try device("device \"iPhone 17 Pro\" refreshRate 60Hz landscapeRight cornerRadius 55pt")
        #expect(slow.refreshRate == 60 && slow.displayCornerRadius == 55 && orientation == .landscapeRight)
        #expect(slow.portraitSize == Size(width: 402, height: 874))
        let (mini, _) = try device("device \"iPad mini (A17 Pro)\" windows landscape half 560pt oneThird 370pt windows portrait twoThirds 400pt slideOverHeightInset 40pt")
        #expect(mini.multitaskingWidths(.landscapeLeft)?.half == 560)
        #expect(mini.multitaskingWidths(.landscapeLeft)?.oneThird == 370)
        #expect(mini.multitaskingWidths(.landscapeLeft)?.twoThirds == 748)
        #expect(mini.multitaskingWidths(.portrait)?.twoThirds == 400)
        #expect(mini.multitaskingWidths(.portrait)?.slideOverHeightInset == 40)
        let (air, _) = try device("device \"iPad Air 11-inch (M4)\" width 834pt height 1210pt safeArea top 24pt bottom 20pt scale 2x")
        #expect(air.portraitSize == Size(width: 834, height: 1210))
        let (phone, _) = try device("device \"iPhone 18 Pro\" landscapeWidthClass regular landscapeSafeArea left 62pt bottom 21pt right 62pt")
        #expect(phone.isRegularWidthInLandscape && phone.landscapeSafeArea == EdgeInsets(left: 62, bottom: 21, right: 62))
        // A custom device takes the same figures.
        let (custom, _) = try device("device custom width 768pt height 1024pt pad homeButton cornerRadius 0pt scale 2 windows landscape twoThirds 694pt half 507pt")
        #expect(custom.idiom == .pad && custom.hasHomeButton && custom.displayScale == 2)
        #expect(custom.multitaskingWidths(.landscapeLeft)?.twoThirds == 694 && custom.multitaskingWidths(.landscapeLeft)?.half == 507)
        // Without figures a custom device is what it always was.
        let (plain, _) = try device("device custom width 390pt height 844pt safeArea top 47pt bottom 34pt")
        #expect(plain == (try Device.custom(width: 390, height: 844, safeArea: EdgeInsets(top: 47, bottom: 34),
                                            landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 47))))
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var line: Int
        var text: String
        var diagnostic: String
        var testDescription: String { text }
    }

    static let bad: [Bad] = [
        Bad(line: #line, text: "device \"iPhone 17 Pro\" windows landscape half 300pt\n",
            diagnostic: "t.sheet:1:24: error: iPhone 17 Pro: invalid windows: apps on iPhone are always full screen"),
        Bad(line: #line, text: "device \"iPhone 17 Pro\" refreshRate 90Hz\n",
            diagnostic: "t.sheet:1:36: error: refresh rate must be 60Hz or 120Hz"),
        Bad(line: #line, text: "device \"iPhone 17 Pro\" pad\n",
            diagnostic: "t.sheet:1:24: error: unknown device figure 'pad'\nt.sheet:1:24: note: one of: width, height, scale, safeArea, landscapeSafeArea, cornerRadius, refreshRate, landscapeWidthClass, windows, slideOverHeightInset, portrait, landscapeLeft, landscapeRight, landscape"),
        Bad(line: #line, text: "device \"iPad Pro 11\" windows portrait half 300pt\n",
            diagnostic: "t.sheet:1:39: error: unknown portrait window (portrait has no half) 'half'\nt.sheet:1:39: note: one of: twoThirds, oneThird, slideOver"),
        Bad(line: #line, text: "device \"iPad Pro 11\" windows portrait twoThirds 900pt\n",
            diagnostic: "t.sheet:1:22: error: iPad Pro 11: invalid windows portrait twoThirds 900: a window must be wider than 0 and at most the 834 pt screen"),
        Bad(line: #line, text: "device \"iPad Pro 11\" windows\n",
            diagnostic: "t.sheet:1:29: error: expected orientation of the windows\nt.sheet:1:29: note: one of: landscape, portrait"),
        Bad(line: #line, text: "device \"iPhone 17 Pro\" cornerRadius -1pt\n",
            diagnostic: "t.sheet:1:37: error: length must not be negative, found '-1pt'"),
        Bad(line: #line, text: "device \"iPhone 17 Pro\" safeArea top 500pt bottom 400pt\n",
            diagnostic: "t.sheet:1:24: error: iPhone 17 Pro: portrait vertical safe-area insets add up to 900 pt, which leaves no room in a 874 pt screen"),
        Bad(line: #line, text: "device custom width 300pt height 600pt landscapeWidthClass regular pad\n",
            diagnostic: "t.sheet:1:8: error: invalid custom device: invalid landscapeWidthClass: an iPad is regular width full screen in both orientations"),
    ]

    @Test(arguments: bad)
    func badDeviceLinesGiveOneExactDiagnostic(_ c: Bad) {
        #expect(parse(c.text).diagnostics == [c.diagnostic], sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }

    /// An unknown name gets the closest name when one is close, the nearest few of the devices
    /// when none is (not all eighty), and either way where every device is listed and the way to
    /// a custom device.
    @Test func anUnknownNameListsTheDevices() {
        let elsewhere = "'sheetsim help devices' (in the REPL, 'help devices') lists every device with its figures; "
            + "describe another with 'device custom width … height …'"
        let close = parse("device \"iPhone 17 Pro Maxx\"\n").diagnostics
        #expect(close == ["t.sheet:1:8: error: unknown device 'iPhone 17 Pro Maxx'\nt.sheet:1:8: note: did you mean 'iPhone 17 Pro Max'? " + elsewhere])
        let far = parse("device \"iPhone 99 Ultra\"\n").diagnostics.joined()
        #expect(far.contains("note: the nearest of \(Device.all.count) devices: iPhone "), "\(far)")
        let listed = Device.all.filter { far.contains($0.name + ",") || far.contains($0.name + ";") }
        #expect(listed.count == Suggestions.nearestCount, "\(far)")
        #expect(far.hasSuffix("; " + elsewhere))
        #expect(!far.contains("iPhone Duo"))
    }

    /// A device line's cost grows with its figures, not faster: 8 times the figures parse in
    /// well under 24 times the time (the best of three runs each).
    @Test func aLongDeviceLineParsesInLinearTime() {
        func seconds(_ figures: Int) -> Double {
            let line = "device \"iPad Pro 11\"" + String(repeating: " cornerRadius 1pt windows landscape half 500pt", count: figures) + "\n"
            var best = Double.infinity
            for _ in 0..<3 {
                let clock = ContinuousClock()
                var commands: [ScenarioCommand] = []
                let elapsed = clock.measure { commands = parse(line).commands }
                #expect(commands.count == 1)
                best = min(best, Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
            }
            return best
        }
        let small = seconds(2_000), large = seconds(16_000)
        #expect(large / small < 24, "\(small) s for 2,000 figures, \(large) s for 16,000")
        // A name as long as a line is quoted in part.
        let long = String(repeating: "x", count: 100_000)
        #expect(parse("device \"\(long)\"\n").diagnostics.first?.hasPrefix("t.sheet:1:8: error: unknown device '\(String(repeating: "x", count: 40))…'") == true)
    }

    // MARK: The newer-model warning

    func run(_ text: String) throws -> ScenarioResult {
        let (commands, diagnostics) = ScenarioRunner.parse(SourceFile(name: "w.sheet", text: text), loader: nil)
        #expect(diagnostics.isEmpty)
        return try ScenarioRunner.run(commands, file: "w.sheet").get()
    }

    @Test func aModelNewerThanTheProfileRunsWithAWarning() throws {
        let warned = try run("device \"iPhone 17 Pro\"\nos 18\ndetents large\npresent\nwait until settled\nexpect state topY == 72pt\n")
        #expect(warned.passed)
        #expect(warned.warnings.map(\.formatted) == ["""
            w.sheet:1:1: warning: iPhone 17 Pro came out with iOS 26 and never ran iOS 18: the run pairs its screen with iOS 18's behaviour
            w.sheet:1:1: note: an 'os' of iOS 26 or later, or a model from iOS 18 or earlier, keeps the run to one real device ('sheetsim help devices' gives each model's first release)
            """])
        #expect(warned.warnings.allSatisfy { $0.severity == .warning })
        #expect(try run("device \"iPhone 14 Plus\"\nos 15\npresent\n").warnings.count == 1)
        // A model on its own release or later, a built-in profile and the default device do not warn.
        #expect(try run("device \"iPhone 14 Plus\"\nos 16\npresent\n").warnings.isEmpty)
        #expect(try run("device \"iPhone 14 Pro\"\nos 15\npresent\n").warnings.isEmpty)
        #expect(try run("os 13\nwait 1ms\n").warnings.isEmpty)
        // Nothing runs, nothing warns.
        #expect(try run("device \"iPhone 17 Pro\"\nos 18\n").warnings.count == 1, "finish makes the world")
    }

    /// A world a refused first action drops is made again by the next action: it warns once.
    @Test func theWarningIsGivenOnce() {
        var session = ScenarioSession()
        for (number, text) in ["device \"iPhone 17 Pro\"", "os 18", "dismiss", "present", "wait 10ms"].enumerated() {
            var parser = ScenarioParser()
            guard case .command(let command) = parser.parseLine(SourceLine(number: number + 1, text: Substring(text)), file: "s") else {
                Issue.record("\(text) does not parse")
                return
            }
            _ = session.execute(command)
        }
        #expect(session.warnings.count == 1)
        #expect(session.warnings.first?.location.line == 1)
    }
}
