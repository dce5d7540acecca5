import Foundation
import Testing
import SheetSimScenario
@testable import SheetSim
@testable import SheetSimCLI

/// `sheetsim diff` and the REPL's `diff`: two runs of one scenario under two settings, aligned.
@Suite struct DiffCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let cancelledSwipe = root.appendingPathComponent("scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet").path

    /// The lines of the report that say something differs: callbacks marked `<`, `>` or `~`, and
    /// state lines (indented, with a `[kind]` at the end).
    static func differingLines(_ report: String) -> (callbacks: [Substring], state: [Substring]) {
        let lines = report.split(separator: "\n")
        let callbacks = lines.filter { $0.hasPrefix("<") || $0.hasPrefix(">") || $0.hasPrefix("~") }
        var state: [Substring] = []
        var inState = false
        for line in lines {
            if line.hasPrefix("state at ") { inState = true; continue }
            if !line.hasPrefix("  ") { inState = false; continue }
            if inState, line != "  the same" { state.append(line) }
        }
        return (callbacks, state)
    }

    static func kind(of line: Substring) -> String? {
        guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }

    /// Moving the cancelled swipe from iOS 18 to iOS 26 changes only the sheet's geometry, layout
    /// callbacks and the update pass iOS 26 adds: no appearance or delegate callback differs.
    @Test func cancelledSwipeUnderIOS18And26DiffersOnlyInGeometryLayoutAndUpdatePass() {
        let output = CommandLineTool.execute(["diff", Self.cancelledSwipe, "--os", "18", "--os", "26"])
        #expect(output.exitCode == .failure)
        #expect(output.standardError.isEmpty)
        let report = output.standardOutput
        let (callbacks, state) = Self.differingLines(report)
        // Something differs, so the classification below is of real lines.
        #expect(!callbacks.isEmpty)
        #expect(!state.isEmpty)
        for line in callbacks {
            #expect(["update pass", "layout"].contains(Self.kind(of: line)), "a callback other than layout or the update pass differs: \(line)")
            #expect(!line.hasPrefix("<"), "iOS 26 left out a callback iOS 18 makes: \(line)")
        }
        #expect(callbacks.contains { $0.hasPrefix(">") && $0.contains("sheet.updateProperties") })
        for line in state {
            #expect(["geometry", "layout"].contains(Self.kind(of: line)), "a state value other than geometry differs: \(line)")
        }
        #expect(report.contains("expectations: A 6 expectations held, B 6 expectations held\n"))
        #expect(!report.contains("only under A:") && !report.contains("only under B:"))
        // The summary counts what the listing shows.
        #expect(report.contains("\(callbacks.count) callback\(callbacks.count == 1 ? " differs" : "s differ") (0 only under A, \(callbacks.count) only under B, 0 at another time; by kind: \(callbacks.count) update pass)"))
        #expect(report.contains("; \(state.count) state differences;"))
        #expect(report.hasPrefix("diff \(Self.cancelledSwipe)\n  A: os 18\n  B: os 26\n"))
    }

    /// The same contract read from JSON Lines: every object parses, every differing callback is
    /// a layout or update-pass callback only iOS 26 makes, every state value is geometry or layout.
    @Test func jsonLinesCarryTheSameClassification() throws {
        let output = CommandLineTool.execute(["diff", Self.cancelledSwipe, "--os", "18", "--os", "26", "--format", "jsonl"])
        #expect(output.exitCode == .failure)
        let objects = try output.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.first?["a"] as? String == "os 18" && objects.first?["b"] as? String == "os 26")
        let callbacks = objects.filter { $0["callback"] != nil }
        let state = objects.filter { $0["state"] != nil }
        #expect(!callbacks.isEmpty && !state.isEmpty)
        for object in callbacks {
            #expect(object["group"] as? String == "onlyB")
            #expect(["update pass", "layout"].contains(object["kind"] as? String ?? ""), "\(object)")
        }
        for object in state { #expect(["geometry", "layout"].contains(object["kind"] as? String ?? ""), "\(object)") }
        #expect(!objects.contains { $0["expectation"] != nil })
        let counts = try #require(objects.last?["summary"] as? [String: Any])
        #expect(counts["onlyB"] as? Int == callbacks.count && counts["state"] as? Int == state.count && counts["differ"] as? Bool == true)
        // Text and JSON Lines agree on the counts.
        let text = CommandLineTool.execute(["diff", Self.cancelledSwipe, "--os", "18", "--os", "26"]).standardOutput
        #expect(Self.differingLines(text).callbacks.count == callbacks.count)
        #expect(Self.differingLines(text).state.count == state.count)
    }

    /// State is classified by what it is about; the bars are what the content sees.
    @Test(arguments: [("topY", "geometry"), ("navigationBar.background", "layout"), ("toolbar.frame.height", "layout"),
                      ("view.frame.width", "layout"), ("dimmingAlpha", "dimming"), ("horizontalSizeClass", "other")])
    func stateIsClassifiedByWhatItIsAbout(name: String, kind: String) {
        #expect(RunDifference.stateKind(of: name) == kind)
    }

    @Test func theReportIsDeterministic() {
        let first = CommandLineTool.execute(["diff", Self.cancelledSwipe, "--os", "18", "--os", "26"])
        let second = CommandLineTool.execute(["diff", "--os=18", Self.cancelledSwipe, "--os=26"])
        #expect(first == second)
    }

    /// An option the run never reads changes nothing: exit status 0, as diff(1).
    @Test func noDifferenceIsExitStatusZero() {
        let output = CommandLineTool.execute(["diff", Self.cancelledSwipe, "--option", "popoverAdaptation=live", "--option", "popoverAdaptation=atNextPresentation"])
        #expect(output.exitCode == .success, "\(output.standardError)")
        #expect(output.standardOutput.contains("none differ"))
        #expect(output.standardOutput.hasSuffix("no differences: 17 callbacks the same, the same state, the same expectations\n"))
    }

    /// A longer presentation moves every later callback: the same callbacks at other times, `~`,
    /// each with both times.
    @Test func aMetricMovesCallbacksInTime() {
        let output = CommandLineTool.execute(["diff", Self.cancelledSwipe, "--metric", "transitionDuration=0.4s",
                                              "--metric", "transitionDuration=0.6s", "--hide", "layout"])
        #expect(output.exitCode == .failure)
        let (callbacks, state) = Self.differingLines(output.standardOutput)
        #expect(callbacks.count == 10 && callbacks.allSatisfy { $0.hasPrefix("~") })
        #expect(state.isEmpty)
        #expect(output.standardOutput.contains("~ 400.000ms   600.000ms   sheet.viewDidAppear(animated: true)  [appearance]\n"))
        #expect(output.standardOutput.contains("10 callbacks differ (0 only under A, 0 only under B, 10 at another time; by kind: 5 appearance, 2 delegate, 3 presentation)"))
    }

    /// A setting given once applies to both runs (the file's own `os 17` line is replaced): here
    /// the update pass's place, which only iOS 26 reads.
    @Test func aSettingGivenOnceAppliesToBoth() {
        let output = CommandLineTool.execute(["diff", Self.cancelledSwipe, "--os", "26", "--option", "updatePropertiesOrder=beforeItsOwnLayout",
                                              "--option", "updatePropertiesOrder=beforeAllLayout"])
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.contains("  A: option updatePropertiesOrder=beforeItsOwnLayout, os 26\n  B: option updatePropertiesOrder=beforeAllLayout, os 26\n"))
        // Under the file's own iOS 17 the option is never read: no update pass at all.
        let onFileProfile = CommandLineTool.execute(["diff", Self.cancelledSwipe, "--option", "updatePropertiesOrder=beforeItsOwnLayout",
                                                     "--option", "updatePropertiesOrder=beforeAllLayout"])
        #expect(onFileProfile.exitCode == .success)
    }

    struct BadInput: Sendable, CustomStringConvertible {
        var arguments: [String]
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let badInput: [BadInput] = [
        BadInput(arguments: ["--os", "18"], message: "diff needs two values of one setting to compare"),
        BadInput(arguments: ["--os", "18", "--os", "18"], message: "are the same setting, so the runs cannot differ"),
        BadInput(arguments: ["--os", "18", "--os", "26", "--os", "17"], message: "'os' is given 3 times"),
        BadInput(arguments: ["--os", "18", "--os", "28"], message: "--os '28': SheetSim models iOS 12 to 18, 26, 26.1 and 27, not 28"),
        BadInput(arguments: ["--option", "detentChangeTimng=a", "--option", "detentChangeTimng=b"], message: "did you mean 'detentChangeTiming'?"),
        BadInput(arguments: ["--os", "18", "--os", "26", "--metric", "flickSpeed=1pt/s", "--metric", "flickSpeed=2pt/s"],
                 message: "compares one setting at a time"),
        BadInput(arguments: ["--os"], message: "--os needs a value"),
        BadInput(arguments: ["--os", "18", "--os", "26", "--frob"], message: "unknown option '--frob'"),
        BadInput(arguments: ["--os", "18", "--os", "26", "other.sheet"], message: "diff compares one scenario file"),
        BadInput(arguments: ["--os", "18", "--os", "26", "--format", "xml"], message: "--format takes 'text' or 'jsonl'"),
    ]

    @Test(arguments: badInput) func badArgumentsAreUsageErrors(_ bad: BadInput) {
        let output = CommandLineTool.execute(["diff", Self.cancelledSwipe] + bad.arguments)
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("sheetsim diff: error: "))
        #expect(output.standardError.contains(bad.message), "\(output.standardError)")
    }

    /// A folder or a device is refused without being read or walked.
    @Test func onlyARegularFileIsCompared() {
        let folder = ScenarioFolder()
        folder.write("a.sheet", "present\n")
        let onFolder = CommandLineTool.execute(["diff", folder.path, "--os", "18", "--os", "26"])
        #expect(onFolder.exitCode == .usage)
        #expect(onFolder.standardError.hasPrefix("sheetsim diff: error: diff compares one scenario file, and '\(folder.path)' is a folder"))
        let onDevice = CommandLineTool.execute(["diff", "/dev/zero", "--os", "18", "--os", "26"])
        #expect(onDevice.exitCode == .usage)
        #expect(onDevice.standardError.contains("is a character device, not a regular file"))
        let missing = CommandLineTool.execute(["diff", folder.path + "/gone.sheet", "--os", "18", "--os", "26"])
        #expect(missing.standardError.hasPrefix(folder.path + "/gone.sheet:1:1: error: cannot read"))
        #expect(missing.exitCode == .usage)
    }

    @Test func aFileThatDoesNotParseIsReportedAtItsLine() {
        let folder = ScenarioFolder()
        let path = folder.write("bad.sheet", "present\nwiat until settled\n")
        let output = CommandLineTool.execute(["diff", path, "--os", "18", "--os", "26"])
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix(path + ":2:1: error: "))
    }

    /// A line that cannot run under one side stops the comparison: its error, and which side.
    @Test func aLineThatCannotRunUnderOneSideIsBadInput() {
        let folder = ScenarioFolder()
        let path = folder.write("effect.sheet", "device \"iPhone 16 Pro\" portrait\nset backgroundEffect = blur\npresent\nwait until settled\n")
        let output = CommandLineTool.execute(["diff", path, "--os", "26", "--os", "26.1"])
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains(path + ":2:"))
        #expect(output.standardError.contains("note: under A (os 26) the scenario cannot run to its end"))
    }

    @Test func helpDescribesTheCommand() {
        let output = CommandLineTool.execute(["help", "diff"])
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.hasPrefix("sheetsim diff FILE --os A --os B"))
        #expect(output.standardOutput.contains("EXIT STATUS (as diff(1)): 0 the runs do not differ; 1 they differ; 2 bad"))
        #expect(CommandLineTool.execute(["diff", "--help"]).standardOutput == output.standardOutput)
        #expect(Help.overview.contains("  diff      run a scenario under two settings"))
    }

    // MARK: The REPL

    @Test func replComparesTheSessionSoFarWithAnotherProfile() {
        var session = REPLSession()
        for line in ["device \"iPhone 16 Pro\" portrait", "os 18", "detents medium large", "present", "wait until settled"] {
            #expect(session.handle(line: line).standardError.isEmpty)
        }
        let before = session.session.log.count
        let output = session.handle(line: "diff os 26")
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.hasPrefix("diff this session\n  A: this session\n  B: os 26\n"))
        #expect(output.standardOutput.contains(">") && output.standardOutput.contains("sheet.updateProperties  [update pass]"))
        #expect(output.standardOutput.contains("  isFloating"))
        // The session itself ran nothing.
        #expect(session.session.log.count == before)
        // The command line's spelling compares the same.
        #expect(session.handle(line: "diff --os 26").standardOutput == output.standardOutput)
        #expect(session.handle(line: "diff --os=26").standardOutput == output.standardOutput)
    }

    @Test func replCompletesTheSetting() {
        let session = REPLSession()
        let words = session.completions(for: "diff o").candidates.map(\.text)
        #expect(words.contains("os") && words.contains("option"))
        #expect(session.completions(for: "diff os 2").candidates.map(\.text).contains("26"))
        #expect(session.completions(for: "diff option detentChange").candidates.map(\.text).contains("detentChangeTiming"))
    }

    @Test func replRefusesWhatIsNoSetting() {
        var session = REPLSession()
        let none = session.handle(line: "diff")
        #expect(none.diagnostics.first?.id == .invalidDiffSetting)
        let wrong = session.handle(line: "diff present")
        #expect(wrong.diagnostics.first?.id == .invalidDiffSetting)
        let unknown = session.handle(line: "diff option detentChangeTimng = afterSettle")
        #expect(unknown.diagnostics.first?.id == .invalidDiffSetting)
        #expect(unknown.standardError.contains("did you mean 'detentChangeTiming'?"))
    }
}

/// The whole comparison, not only the alignment, grows linearly with the scenario.
@Suite struct DiffSizeBoundTests {
    static func scenario(drags: Int) -> String {
        var text = "device \"iPhone 16 Pro\" portrait\ndetents medium large\npresent\nwait until settled\n"
        for index in 0..<drags {
            text += "drag grabber by 120pt over 600ms\nwait until settled\n"
            if index % 5 == 0 { text += "mark m\(index)\n" }
        }
        return text
    }

    @Test func workAtEightTimesTheDragsIsWithinThreeTimesLinear() {
        let folder = ScenarioFolder()
        func work(_ drags: Int) -> (work: Int, lines: Int) {
            let path = folder.write("drags\(drags).sheet", Self.scenario(drags: drags))
            guard case .success(let parsed) = ScenarioFiles.parse(path, includeCache: IncludeCache()), parsed.diagnostics.isEmpty,
                  case .success(let sides) = DiffCommand.makeSides([("--os", "18"), ("--os", "26")]) else {
                Issue.record("the scenario did not parse")
                return (0, 0)
            }
            let runA = DiffSide.run(sides.0.commands(replacing: parsed.commands), in: ScenarioSession())
            let runB = DiffSide.run(sides.1.commands(replacing: parsed.commands), in: ScenarioSession())
            let difference = RunDifference(a: sides.0, runA: runA, b: sides.1, runB: runB, hidesLayout: false)
            return (difference.work, runA.log.count + runB.log.count)
        }
        let small = work(6)
        let large = work(48)
        #expect(large.lines > small.lines * 6)
        #expect(large.work < small.work * 8 * 3, "work \(small.work) at N, \(large.work) at 8N")
    }
}
