import Testing
import SheetSimScenario
@testable import SheetSimCLI

/// `sheetsim run` on valid input: the log, pass/fail lines, the summary, formats, exit statuses.
@Suite struct RunCommandTests {
    static let cancelledSwipe = """
        scenario "cancelled swipe"
        device "iPhone 14 Pro" portrait
        detents medium large
        present
        wait until settled
        drag grabber by 120pt over 600ms
        wait until settled
        expect sheet.viewDidAppear exactly 2 times
        expect no sheet.viewDidDisappear

        """

    @Test func passingScenarioPrintsItsLogAndASummary() {
        let folder = ScenarioFolder()
        let file = folder.write("swipe.sheet", Self.cancelledSwipe)
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        // The presentation's layout pass (layout rules 8 A); the drag below medium only moves the view.
        #expect(output.standardOutput == """
            == \(file) — cancelled swipe
            0.000ms sheet.viewWillAppear(animated: true)
            0.000ms sheet.presentationController.presentationTransitionWillBegin
            0.000ms sheet.viewSafeAreaInsetsDidChange
            0.000ms sheet.viewLayoutMarginsDidChange
            0.000ms sheet.viewIsAppearing(animated: true)
            0.000ms sheet.viewWillLayoutSubviews
            0.000ms sheet.viewDidLayoutSubviews
            400.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
            400.000ms sheet.viewDidAppear(animated: true)
            408.333ms sheet.delegate.presentationControllerShouldDismiss(returned: true)
            408.333ms sheet.delegate.presentationControllerWillDismiss
            408.333ms sheet.viewWillDisappear(animated: true)
            408.333ms sheet.presentationController.dismissalTransitionWillBegin
            1458.333ms sheet.viewWillAppear(animated: true)
            1458.333ms sheet.viewIsAppearing(animated: true)
            1458.333ms sheet.viewDidAppear(animated: true)
            1458.333ms sheet.presentationController.dismissalTransitionDidEnd(completed: false)
            PASS \(file) (2 expectations)
            1 passed, 0 failed

            """)
    }

    /// `--hide layout` prints the log without the layout callbacks: what the run printed before
    /// SheetSim modelled layout.
    @Test func hideLayoutLeavesTheLayoutCallbacksOut() {
        let folder = ScenarioFolder()
        let file = folder.write("swipe.sheet", Self.cancelledSwipe)
        for arguments in [["run", "--hide", "layout", file], ["run", "--hide=layout", file]] {
            let output = CommandLineTool.execute(arguments)
            #expect(output.exitCode == .success)
            #expect(output.standardOutput == """
                == \(file) — cancelled swipe
                0.000ms sheet.viewWillAppear(animated: true)
                0.000ms sheet.presentationController.presentationTransitionWillBegin
                0.000ms sheet.viewIsAppearing(animated: true)
                400.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
                400.000ms sheet.viewDidAppear(animated: true)
                408.333ms sheet.delegate.presentationControllerShouldDismiss(returned: true)
                408.333ms sheet.delegate.presentationControllerWillDismiss
                408.333ms sheet.viewWillDisappear(animated: true)
                408.333ms sheet.presentationController.dismissalTransitionWillBegin
                1458.333ms sheet.viewWillAppear(animated: true)
                1458.333ms sheet.viewIsAppearing(animated: true)
                1458.333ms sheet.viewDidAppear(animated: true)
                1458.333ms sheet.presentationController.dismissalTransitionDidEnd(completed: false)
                PASS \(file) (2 expectations)
                1 passed, 0 failed

                """)
        }
        let json = CommandLineTool.execute(["run", "--format", "jsonl", "--hide", "layout", file]).standardOutput
        #expect(!json.contains("LayoutSubviews") && json.contains("viewIsAppearing"))
        for bad in [["run", "--hide", file], ["run", "--hide", "frames", file], ["run", "--hide=all", file]] {
            let output = CommandLineTool.execute(bad)
            #expect(output.exitCode == .usage)
            #expect(output.standardError.contains("--hide takes 'layout'"))
        }
    }

    @Test func failingExpectationShowsADiffWithItsLocationAndExitsOne() {
        let folder = ScenarioFolder()
        let file = folder.write("fail.sheet", """
            detents medium large
            present
            wait until settled
            mark drag
            drag grabber by 120pt over 600ms
            wait until settled
            expect callbacks from drag
              sheet.delegate.presentationControllerWillDismiss
              sheet.viewDidDisappear
            end

            """)
        let output = CommandLineTool.execute(["run", "--quiet", file])
        #expect(output.exitCode == .failure)
        // Quiet prints no log, but what failed: the expectation with its diff, then the file's verdict.
        #expect(output.standardOutput.hasPrefix("\(file):7:1: error: expectation failed: callbacks from mark 'drag'"))
        #expect(output.standardOutput.hasSuffix("\nFAIL \(file) (1 of 1 expectation failed)\n0 passed, 1 failed\n"))
        #expect(!output.standardOutput.contains("ms sheet.viewWillAppear"))
        let verbose = CommandLineTool.execute(["run", file])
        #expect(verbose.standardOutput.contains("""
            \(file):7:1: error: expectation failed: callbacks from mark 'drag' (400.000ms) to the end differ from the expected sequence
                + sheet.delegate.presentationControllerShouldDismiss(returned: true)
                  sheet.delegate.presentationControllerWillDismiss
                - sheet.viewDidDisappear
                + sheet.viewWillDisappear(animated: true)
                + sheet.presentationController.dismissalTransitionWillBegin
                + sheet.viewWillAppear(animated: true)
                + sheet.viewIsAppearing(animated: true)
                + sheet.viewDidAppear(animated: true)
                + sheet.presentationController.dismissalTransitionDidEnd(completed: false)
                (Expected: -, Actual: +)
                Logs diverge at 408.333ms (entry 1).
            FAIL \(file) (1 of 1 expectation failed)
            0 passed, 1 failed

            """))
    }

    @Test func jsonLinesHasOneObjectPerEntryThenResultAndSummary() {
        let folder = ScenarioFolder()
        let file = folder.write("a.sheet", "present notAnimated\nwait until settled\nexpect sheet.viewDidAppear exactly 1 times\n")
        let output = CommandLineTool.execute(["run", "--format", "jsonl", file])
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(output.exitCode == .success)
        // 5 callbacks of a non-animated present and 4 of its layout pass, the result, the summary.
        #expect(lines.count == 11)
        #expect(lines[0] == "{\"scenario\":\"\(file)\",\"time_ns\":0,\"time\":\"0.000ms\",\"receiver\":\"sheet\",\"name\":\"viewWillAppear\",\"arguments\":{\"animated\":\"false\"}}")
        #expect(lines[9] == "{\"scenario\":\"\(file)\",\"result\":\"pass\",\"expectations\":1,\"failures\":[]}")
        #expect(lines[10] == "{\"passed\":1,\"failed\":0}")
        // Quiet leaves the entries (and frames) out, not the result and the summary.
        let quiet = CommandLineTool.execute(["run", "--format", "jsonl", "--quiet", "--frames", file])
        #expect(quiet.standardOutput == lines[9] + "\n" + lines[10] + "\n")
    }

    @Test func framesAreInterleavedWithTheLog() {
        let folder = ScenarioFolder()
        let file = folder.write("a.sheet", "detents medium large\npresent\nwait until settled\n")
        let output = CommandLineTool.execute(["run", "--frames", file])
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        // 0.000ms: three callbacks and four of the layout pass; then one frame per 8.333ms at 120Hz
        // up to 400ms (48 frames).
        #expect(lines.filter { $0.contains(" frame sheet ") }.count == 48)
        // First frame: the critically damped curve (1 + ωt)e^(−ωt), ω = 2π/0.3441, rescaled to end
        // at 0.4s, has 98.95% of the 453.44pt still to go: 398.56 + 448.67 = 847.23; dim 0.2 × 1.05%.
        #expect(lines[8] == "8.333ms frame sheet phase=presenting topY=847.23 dim=0.0021 scale=1")
        #expect(lines.contains("400.000ms frame sheet phase=presenting topY=398.56 dim=0.2 scale=1"))
    }

    @Test func directoriesAreSearchedRecursivelySortedSkippingPartials() {
        let folder = ScenarioFolder()
        folder.write("b/second.sheet", "include \"../_setup.sheet\"\npresent\n")
        folder.write("a-first.sheet", "include \"_setup.sheet\"\npresent\n")
        folder.write("_setup.sheet", "detents medium large\n")
        folder.write("notes.txt", "not a scenario")
        let output = CommandLineTool.execute(["run", "--quiet", folder.path])
        #expect(output.standardOutput == "2 passed, 0 failed\n")
        let check = CommandLineTool.execute(["check", folder.path])
        #expect(check.standardOutput == """
            OK \(folder.path)/a-first.sheet (2 commands)
            OK \(folder.path)/b/second.sheet (2 commands)
            2 files checked, no errors

            """)
    }

    @Test func outputIsByteIdenticalAcrossRuns() {
        let folder = ScenarioFolder()
        let file = folder.write("swipe.sheet", Self.cancelledSwipe)
        let first = CommandLineTool.execute(["run", "--frames", file])
        let second = CommandLineTool.execute(["run", "--frames", file])
        #expect(first == second)
    }

    @Test func helpExplainsRunWithAnExample() {
        let help = CommandLineTool.execute(["help", "run"])
        #expect(help.exitCode == .success)
        #expect(help.standardOutput.contains("sheetsim run [--format text|jsonl] [--frames] [--quiet] [--hide layout] PATH..."))
        #expect(help.standardOutput.contains("EXAMPLE"))
        #expect(CommandLineTool.execute(["--help"]).standardOutput.contains("run       run scenario files"))
    }

    /// `sheetsim help COMMAND` explains a scenario command as the REPL's `help COMMAND` does (where
    /// the REPL has a command of its own by that name, `show` and `hide`, it explains that one), and
    /// a misspelt one gets a did-you-mean among the scenario commands too.
    @Test func helpExplainsAScenarioCommandAsTheREPLDoes() {
        for command in Vocabulary.commands {
            let help = CommandLineTool.execute(["help", command])
            #expect(help.exitCode == .success, "\(command)")
            // `metric` and `option` go on to list the catalog (`HelpAssumptionsTests`).
            #expect(help.standardOutput.hasPrefix(Help.commandText(for: command) ?? "?"), "\(command)")
            #expect(help.standardOutput == Help.commandText(for: command) || ["metric", "option"].contains(command), "\(command)")
            guard !REPLSession.builtins.contains(command) else { continue }
            var repl = REPLSession()
            #expect(help.standardOutput == repl.handle(line: "help \(command)").standardOutput, "\(command)")
        }
        #expect(CommandLineTool.execute(["help", "show"]).standardOutput.contains("show column primary"))
        #expect(CommandLineTool.execute(["help", "device"]).standardOutput.contains("device \"iPhone 14 Pro\""))
        let misspelt = CommandLineTool.execute(["help", "presnt"])
        #expect(misspelt.exitCode == .usage)
        #expect(misspelt.standardError.hasPrefix("sheetsim help: error: no help for 'presnt'; did you mean 'present'?\n"))
        #expect(CommandLineTool.execute(["help", "bogus"]).exitCode == .usage)
    }
}
