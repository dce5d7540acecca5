import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// The device table on the command line: `sheetsim help devices`, the warning `run` and the REPL
/// print for a model newer than its OS profile, and the REPL's `--device` and `help devices`.
@Suite struct DeviceCommandLineTests {
    /// Every model, every figure with its value and citation, every source, and each built-in
    /// profile: the assumptions are listed by `help`, each under its model with its word.
    @Test func helpDevicesListsEveryFigureWithItsConfidenceAndSources() {
        let output = CommandLineTool.execute(["help", "devices"])
        #expect(output.exitCode == .success)
        let text = output.standardOutput
        let lines = text.split(separator: "\n").map(String.init)
        var assumptions = 0
        for model in DeviceCatalog.models {
            guard let start = lines.firstIndex(where: { $0.hasPrefix(model.name + " (\(model.year), iOS \(model.firstRelease)") }) else {
                Issue.record("help devices has no entry for \(model.name)")
                continue
            }
            let entry = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
            #expect(entry.count == model.figureRows.count, "\(model.name)")
            for (line, row) in zip(entry, model.figureRows) {
                let words = line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                #expect(words.hasPrefix(row.label + " " + row.value + " " + row.citation.tag), "\(model.name): \(line)")
                #expect(line.hasSuffix(row.citation.summary), "\(model.name): \(line)")
                if row.citation.isAssumption {
                    assumptions += 1
                    #expect(row.citation.tag == "GUESS" || row.citation.tag == "UNKNOWN")
                }
            }
            for name in model.aliases + model.identifiers { #expect(lines[start].contains(name), "\(model.name): \(name)") }
        }
        #expect(assumptions > 100)
        for source in DeviceCatalog.citedSources { #expect(text.contains("\n  " + Help.padded(source.rawValue, 7) + source.title)) }
        for device in Device.builtIn { #expect(text.contains("\n  " + device.name), "\(device.name)") }
        #expect(text.contains("device \"iPhone 17 Pro\" refreshRate 60Hz"))
        for word in DeviceOverride.words { #expect(text.contains(word), "\(word)") }
    }

    @Test func helpDevicesNameShowsOneDevice() {
        let one = CommandLineTool.execute(["help", "devices", "iPad", "Pro", "13", "M4"])
        #expect(one.exitCode == .success)
        #expect(one.standardOutput.hasPrefix("iPad Pro 13-inch (M4) (2024, iOS 17; also iPad16,5, iPad16,6)\n  size "))
        let profile = CommandLineTool.execute(["help", "devices", "iPad Pro 11"]).standardOutput
        #expect(profile.hasPrefix("'iPad Pro 11' is the built-in profile of this row.\niPad Pro (11-inch) (1st generation) (2018, iOS 12; also iPad Pro 11, "))
        let mini = CommandLineTool.execute(["help", "devices", "iPad mini 8.3"]).standardOutput
        #expect(mini.hasPrefix("iPad mini 8.3: 744 × 1133 pt, safeArea top 24 bottom 20, cornerRadius 18 pt, 60 Hz, windows landscape twoThirds 748"))
        let unknown = CommandLineTool.execute(["help", "devices", "iPhone 19 Pro"])
        #expect(unknown.exitCode == .usage)
        #expect(unknown.standardOutput.isEmpty)
        #expect(unknown.standardError.hasPrefix("sheetsim help: error: unknown device 'iPhone 19 Pro'; did you mean "))
        #expect(unknown.standardError.contains("device custom"))
        // `help device`, the command, points at the table.
        #expect(CommandLineTool.execute(["help", "device"]).standardOutput.contains("'sheetsim help devices'"))
        #expect(Help.topics.contains("devices"))
    }

    static let newerModel = """
        device "iPhone 17 Pro" portrait
        os 18
        detents large
        present
        wait until settled
        expect state topY == 72pt

        """

    @Test func runPrintsTheNewerModelWarningAndStillPasses() {
        let folder = ScenarioFolder()
        let file = folder.write("pro.sheet", Self.newerModel)
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.hasSuffix("PASS \(file) (1 expectation)\n1 passed, 0 failed\n"))
        #expect(output.standardError == """
            \(file):1:1: warning: iPhone 17 Pro came out with iOS 26 and never ran iOS 18: the run pairs its screen with iOS 18's behaviour
            1 | device "iPhone 17 Pro" portrait
              | ^
            \(file):1:1: note: an 'os' of iOS 26 or later, or a model from iOS 18 or earlier, keeps the run to one real device ('sheetsim help devices' gives each model's first release)

            """)
        // The same scenario on a model of its release prints nothing on stderr.
        let older = folder.write("older.sheet", Self.newerModel.replacingOccurrences(of: "iPhone 17 Pro", with: "iPhone 16 Pro"))
        #expect(CommandLineTool.execute(["run", older]).standardError == "")
    }

    @Test func theREPLWarnsOnceAndGoesOn() {
        var repl = REPLSession()
        #expect(repl.handle(line: "device \"iPhone 17 Pro\"").standardError == "")
        #expect(repl.handle(line: "os 18").standardError == "")
        let present = repl.handle(line: "present")
        #expect(present.standardError == """
            <stdin>:1:1: warning: iPhone 17 Pro came out with iOS 26 and never ran iOS 18: the run pairs its screen with iOS 18's behaviour
            <stdin>:1:1: note: an 'os' of iOS 26 or later, or a model from iOS 18 or earlier, keeps the run to one real device ('sheetsim help devices' gives each model's first release)

            """)
        #expect(present.standardOutput.contains("sheet.viewWillAppear"))
        #expect(repl.handle(line: "wait until settled").standardError == "")
        #expect(repl.failedLines == 0)
        #expect(repl.handle(line: "help devices").standardOutput == Help.devices)
        #expect(REPLSession.helpTopics.contains("devices"))
        // Setup lines alone warn when the session ends, which is when the world is made.
        let setupOnly = REPLCommand.run([], lines: ["device \"iPhone Air\"", "os 17"])
        #expect(setupOnly.standardError.hasPrefix("<stdin>:1:1: warning: iPhone Air came out with iOS 26 and never ran iOS 17"))
        #expect(setupOnly.exitCode == .success)
    }

    @Test func theREPLsDeviceOptionTakesEveryNameAndWarns() {
        let warned = REPLCommand.run(["--device", "iPhone 17 Pro", "--os", "18"], lines: ["present"])
        #expect(warned.standardError.hasPrefix(
            "sheetsim repl: warning: iPhone 17 Pro came out with iOS 26 and never ran iOS 18: the run pairs its screen with iOS 18's behaviour\n"))
        #expect(warned.exitCode == .success)
        #expect(REPLCommand.run(["--device", "iPad Pro 13 M4", "--os", "18"], lines: ["present"]).standardError == "")
        let unknown = REPLCommand.run(["--device", "iPhone 17 Pro Maxx"], lines: [])
        #expect(unknown.exitCode == .usage)
        #expect(unknown.standardError.contains("unknown device 'iPhone 17 Pro Maxx'; did you mean 'iPhone 17 Pro Max'?"))
        #expect(unknown.standardError.contains("device custom"))
    }
}
