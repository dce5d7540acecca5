import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// `sheetsim run --max-events N --max-busy-time DURATION`: a line whose run of the clock goes past
/// the limits is an error at that line, with the limit to raise; the catalog runs far inside them.
@Suite struct RunLimitCommandTests {
    /// A finger held on the grabber for a thousand hours: its display frames run all along.
    static let heldForAThousandHours = "present\nwait until settled\ntouch down grabber\nwait 3600000s\n"

    @Test func aRunPastTheEventLimitIsAnErrorAtItsLine() {
        let folder = ScenarioFolder()
        let file = folder.write("held.sheet", Self.heldForAThousandHours)
        let output = CommandLineTool.execute(["run", "--max-events", "100000", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardError == """
            \(file):4:1: error: this line's run was stopped before the simulation went idle: it carried out 100000 events \
            (from 400.000ms to 833733.333ms) and the simulation was still busy; a finger is held down, and the display keeps \
            running while it is; the last callback was 400.000ms sheet.viewDidAppear(animated: true)
            4 | wait 3600000s
              | ^
            \(file):4:1: note: if the scenario really needs more, raise the limit, e.g. --max-events 200000 (the limit is 100000 events a run)

            """)
    }

    @Test func aRunPastTheBusyTimeLimitIsAnErrorAtItsLine() {
        let folder = ScenarioFolder()
        let file = folder.write("drag.sheet", "present\nwait until settled\ndrag grabber by 100pt over 3s\n")
        let output = CommandLineTool.execute(["run", "--max-busy-time=1s", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardError.hasPrefix("""
            \(file):3:1: error: this line's run was stopped before the simulation went idle: 1s of virtual time went by \
            with work still queued (from 400.000ms to 1400.000ms, 241 events); still queued: touch samples of a drag, \
            display frames; the last callback was 408.333ms sheet.presentationController.dismissalTransitionWillBegin
            3 | drag grabber by 100pt over 3s
            """), "\(output.standardError)")
        #expect(output.standardError.hasSuffix("""
            \(file):3:1: note: if the scenario really needs more, raise the limit, e.g. --max-busy-time 2s (the limit is 1s of busy virtual time a run)

            """))
    }

    /// A state check after the last line runs the clock on at the end: stopped there, it is the
    /// check's line that says so.
    @Test func aStateCheckAfterTheLastLineIsWhereTheRunStops() {
        let folder = ScenarioFolder()
        let file = folder.write("check.sheet", "present\nwait until settled\ntouch down grabber\nexpect state phase == idle at 1000s\n")
        let output = CommandLineTool.execute(["run", "--max-events", "1000", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardError.hasPrefix("\(file):4:1: error: this line's run was stopped before the simulation went idle: it carried out 1000 events"))
    }

    /// The defaults are far above what the catalog needs: it runs within a thousandth of them.
    @Test func theCatalogRunsWithinAThousandthOfTheDefaults() {
        let events = RunLimits.standard.events / 1_000
        let busy = RunLimits.text(SimDuration(nanoseconds: RunLimits.standard.busyTime.nanoseconds / 1_000))
        let output = CommandLineTool.execute(["run", "--quiet", "--max-events", String(events), "--max-busy-time", busy,
                                              CatalogGoldenTests.root.appendingPathComponent("scenarios").path])
        #expect(output.exitCode == .success, "\(output.standardError.prefix(2_000))")
        // Only warnings (a model paired with a release older than its own), never an error.
        #expect(!output.standardError.contains(": error:"), "\(output.standardError.prefix(2_000))")
    }

    struct Usage: Sendable {
        let line: Int
        let arguments: [String]
        let error: String
    }

    static let usages: [Usage] = [
        Usage(line: #line, arguments: ["--max-events", "0", "x.sheet"],
              error: "--max-events takes a whole number of events of at least 1, e.g. '--max-events 20000000'"),
        Usage(line: #line, arguments: ["--max-events=lots", "x.sheet"],
              error: "--max-events takes a whole number of events of at least 1, e.g. '--max-events 20000000'"),
        Usage(line: #line, arguments: ["--max-events"],
              error: "--max-events takes a whole number of events of at least 1, e.g. '--max-events 20000000'"),
        Usage(line: #line, arguments: ["--max-busy-time", "7200", "x.sheet"],
              error: "--max-busy-time takes a duration longer than zero with its unit (s, ms or us), e.g. '--max-busy-time 14400s'"),
        Usage(line: #line, arguments: ["--max-busy-time=0s", "x.sheet"],
              error: "--max-busy-time takes a duration longer than zero with its unit (s, ms or us), e.g. '--max-busy-time 14400s'"),
        Usage(line: #line, arguments: ["--max-busy-time", "1s 2s", "x.sheet"],
              error: "--max-busy-time takes a duration longer than zero with its unit (s, ms or us), e.g. '--max-busy-time 14400s'"),
    ]

    @Test func badLimitsAreUsageErrors() {
        for usage in Self.usages {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: usage.line, column: 1)
            let run = CommandLineTool.execute(["run"] + usage.arguments)
            #expect(run.exitCode == .usage, sourceLocation: location)
            #expect(run.standardError == "sheetsim run: error: \(usage.error)\nsee 'sheetsim help run'\n", sourceLocation: location)
            guard case .failure(let repl) = REPLCommand.parseArguments(usage.arguments) else {
                Issue.record("repl took \(usage.arguments)", sourceLocation: location)
                continue
            }
            #expect(repl.standardError == "sheetsim repl: error: \(usage.error)\nsee 'sheetsim help repl'\n", sourceLocation: location)
        }
    }

    @Test func theFlagsSetTheLimits() throws {
        guard case .success(let run) = RunCommand.parseArguments(["--max-events", "5", "--max-busy-time=2500ms", "x.sheet"]) else {
            Issue.record("run refused its flags")
            return
        }
        #expect(run.runLimits == RunLimits(events: 5, busyTime: .milliseconds(2_500)))
        #expect(run.paths == ["x.sheet"])
        guard case .success(let repl) = REPLCommand.parseArguments(["--max-busy-time", "90s"]) else {
            Issue.record("repl refused its flags")
            return
        }
        #expect(repl.runLimits == RunLimits(events: RunLimits.standard.events, busyTime: .seconds(90)))
    }

    /// The REPL runs its lines with the same limits, and keeps them across `reset`.
    @Test func theReplStopsALineAtTheLimitsAndGoesOn() {
        var session = REPLSession()
        session.runLimits = RunLimits(events: 1_000, busyTime: .seconds(7_200))
        for line in ["present", "wait until settled", "touch down grabber"] { _ = session.handle(line: line) }
        let stopped = session.handle(line: "wait 3600s")
        #expect(stopped.standardError.hasPrefix("<stdin>:4:1: error: this line's run was stopped before the simulation went idle: it carried out 1000 events"),
                "\(stopped.standardError)")
        #expect(session.handle(line: "touch up").standardError == "")
        #expect(session.handle(line: "wait until settled").standardError == "")
        _ = session.handle(line: "reset")
        #expect(session.session.runLimits.events == 1_000)
    }
}
