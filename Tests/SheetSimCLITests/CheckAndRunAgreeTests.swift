import Testing
@testable import SheetSimCLI

/// `check` finds every problem that needs no running, with the words `run` uses; `run` reports
/// those before it runs anything, and a line only running finds bad stops its own file only.
@Suite struct CheckAndRunAgreeTests {
    struct Case: Sendable, CustomStringConvertible {
        let line: Int
        let scenario: String
        /// The first line of stderr, after the file's path.
        let error: String
        var description: String { "line \(line)" }
    }

    /// Files that `check` passed and `run` refused.
    static let staticCases: [Case] = [
        Case(line: #line, scenario: "present\nmark a\nwait 1s\nmark a\n", error: ":4:1: error: mark 'a' is already set"),
        // A state check where it stands reads the running app: it is an action.
        Case(line: #line, scenario: "expect state phase == idle\ndevice \"iPad Pro 11\"\n",
             error: ":2:1: error: 'device' must come before the first action"),
        Case(line: #line, scenario: "device \"iPhone 14 Pro\"\nwindow half\npresent\n",
             error: ":2:1: error: window half needs an iPad; apps on iPhone are always full screen"),
        Case(line: #line, scenario: "tabBarController \"tabs\" tabs \"a\", \"b\"\nnavigationController \"nav\" root \"a\"\npresent\n",
             error: ":2:1: error: 'a' is already a child of 'tabs'; a view controller has one parent"),
        Case(line: #line, scenario: "present\nexpect no sheet.viewDidAppear from later\n",
             error: ":2:36: error: mark 'later' is never reached, so the expectation can never be evaluated"),
        Case(line: #line, scenario: ContainmentCycleCommandTests.navigationAroundTheRoot, error: ":8:1: error: 'split' would contain itself"),
        Case(line: #line, scenario: ContainmentCycleCommandTests.splitInsideSplit, error: ":12:1: error: 'outer' would contain itself"),
        Case(line: #line, scenario: """
            device "iPad Pro 11" landscape
            splitViewController "inner" doubleColumn
            column primary "a"
            column secondary "b"
            navigationController "nav" root "inner"
            splitViewController "outer" doubleColumn
            column primary "side"
            column secondary "nav"
            rootViewController "outer"
            wait 1s
            tabBarController "tabs" tabs "outer", "z"
            showDetail "tabs" in "inner"

            """, error: ":12:1: error: 'inner' would contain itself"),
        Case(line: #line, scenario: "navigationController \"a\" root \"x\"\nnavigationController \"b\" root \"a\"\npresent\npush \"b\" in \"a\"\n",
             error: ":4:1: error: 'a' would contain itself"),
        // The clock, where only wait lines have moved it.
        Case(line: #line, scenario: "present\nwait 2s\nwait until 1s\n", error: ":3:1: error: cannot wait until 1000.000ms: the time is already 2000.000ms"),
        Case(line: #line, scenario: "present\nwait 1s\nset prefersGrabberVisible = true\ndismiss\nexpect state phase == idle at 500ms\n",
             error: ":5:1: error: this expectation can never be evaluated: 500.000ms is before the current time 1000.000ms"),
        Case(line: #line, scenario: "present\nwait 4e9s\nwait 4e9s\n", error: ":3:1: error: this would run the clock past its limit of about 146 years"),
        Case(line: #line, scenario: "present\ndrag grabber by 100pt over 600ms\nwait 4e9s\nwait until settled\nwait 4e9s\n",
             error: ":5:1: error: this would run the clock past its limit of about 146 years"),
        // The first action, a present, on the app the set-up launches.
        Case(line: #line, scenario: "navigationController \"nav\" root \"a\"\nrootViewController \"nav\"\npresent \"nav\"\n",
             error: ":3:1: error: a sheet named 'nav' is already presented"),
        // An iPhone app's window, once it runs: never a Split View side.
        Case(line: #line, scenario: "device \"iPhone 14 Pro\"\npresent\nwindow half\n",
             error: ":3:1: error: window half needs an iPad; apps on iPhone are always full screen (before iOS 27)"),
    ]

    @Test(arguments: staticCases)
    func checkFindsWhatRunWouldRefuseWithoutRunning(_ c: Case) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let folder = ScenarioFolder()
        let file = folder.write("case.sheet", c.scenario)
        let check = CommandLineTool.execute(["check", file])
        let run = CommandLineTool.execute(["run", file])
        #expect(check.exitCode == .usage, sourceLocation: location)
        #expect(check.standardOutput == "", sourceLocation: location)
        #expect(check.standardError.hasPrefix(file + c.error + "\n"), "\(check.standardError)", sourceLocation: location)
        #expect(run.exitCode == .usage, sourceLocation: location)
        #expect(run.standardOutput == "", "found before anything runs", sourceLocation: location)
        #expect(run.standardError == check.standardError, sourceLocation: location)
    }

    /// Once a line may run the clock (a gesture), only running knows the time: a wait past the
    /// gesture's end is not refused.
    @Test func aGestureLeavesTheClockToTheRun() {
        let folder = ScenarioFolder()
        let file = folder.write("clock.sheet", "present\nwait 1s\ndrag grabber by 100pt over 600ms\nwait until 3s\n")
        #expect(CommandLineTool.execute(["check", file]).exitCode == .success)
        #expect(CommandLineTool.execute(["run", file]).exitCode == .success)
    }

    /// A pop or a swipe back may let a controller go: the model of what holds what takes them as
    /// done, and a file that pushes a container's holder after a pop is not refused.
    @Test func aPoppedControllerNoLongerHoldsAnything() {
        let folder = ScenarioFolder()
        let file = folder.write("pop.sheet", """
            navigationController "a" root "x"
            navigationController "b" root "y"
            present
            push "a" in "b"
            pop in "b"
            push "b" in "a"

            """)
        #expect(CommandLineTool.execute(["check", file]).exitCode == .success)
    }

    /// The catalog's files all pass `check`.
    @Test func theCatalogChecks() {
        let output = CommandLineTool.execute(["check", CatalogGoldenTests.root.appendingPathComponent("scenarios").path])
        #expect(output.exitCode == .success, "\(output.standardError.prefix(2_000))")
    }

    /// A line that only running finds bad stops its file; every other file runs and is reported.
    @Test func aLineThatCannotRunStopsOnlyItsFile() {
        let folder = ScenarioFolder()
        let good = folder.write("a-good.sheet", "present\nwait until settled\nexpect sheet.viewDidAppear exactly 1 times\n")
        let bad = folder.write("b-bad.sheet", "present\nwait until settled\ndismiss\nwait until settled\ndismiss\n")
        let failing = folder.write("c-fails.sheet", "present\nwait until settled\nexpect no sheet.viewDidAppear\n")
        let output = CommandLineTool.execute(["run", "--quiet", folder.path])
        #expect(output.exitCode == .usage)
        #expect(output.standardError == "\(bad):5:1: error: no sheet is presented\n5 | dismiss\n  | ^\n")
        #expect(output.standardOutput.hasPrefix("ERROR \(bad) (stopped at \(bad):5:1: no sheet is presented)\n"))
        #expect(output.standardOutput.contains("FAIL \(failing) (1 of 1 expectation failed)\n"))
        #expect(output.standardOutput.hasSuffix("1 passed, 1 failed, 1 stopped by an error\n"))
        #expect(!output.standardOutput.contains(good))

        // The stopped file's log runs up to the line, as the others' do to their ends.
        let full = CommandLineTool.execute(["run", folder.path])
        #expect(full.standardOutput.contains("== \(bad)\n"))
        #expect(full.standardOutput.contains("800.000ms sheet.viewDidDisappear(animated: true)\nERROR \(bad) (stopped at \(bad):5:1"))
        #expect(full.standardOutput.contains("PASS \(good) (1 expectation)\n"))

        let jsonl = CommandLineTool.execute(["run", "--quiet", "--format", "jsonl", folder.path])
        #expect(jsonl.standardOutput.contains(
            "{\"scenario\":\"\(bad)\",\"result\":\"error\",\"expectations\":0,\"failures\":[],\"errors\":[\"\(bad):5:1: error: no sheet is presented\"]}\n"))
        #expect(jsonl.standardOutput.hasSuffix("{\"passed\":1,\"failed\":1,\"errors\":1}\n"))
    }

    /// Piped into the REPL, a file of a thousand bad lines prints a hundred errors and a count, as
    /// `run` does.
    @Test func theReplPrintsAHundredErrorsThenACount() {
        let count = 1_000
        let output = REPLCommand.run([], lines: Array(repeating: "presnt", count: count))
        let errors = output.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 100)
        #expect(output.standardError.contains("\n… and \(count - 100) more errors\n"))
        #expect(output.standardError.hasSuffix("sheetsim repl: \(count) lines failed (first at <stdin>:1)\n"))
        #expect(output.exitCode == .usage)
    }
}
