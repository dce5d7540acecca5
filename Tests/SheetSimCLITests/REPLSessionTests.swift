import Testing
import SheetSim
@testable import SheetSimScenario
@testable import SheetSimCLI

/// `REPLSession` line by line: exact stdout and stderr for each line.
struct REPLSessionTests {
    /// A session whose `save` writes into `saved` and whose `include` reads from `files`.
    final class Disk: @unchecked Sendable {
        var saved: [String: String] = [:]
        var files: [String: String] = [:]
        var environment: REPLSession.Environment {
            REPLSession.Environment(
                loader: { path in
                    guard let text = self.files[path] else { return .failure(.init("no such file or directory")) }
                    return .success(Array(text.utf8))
                },
                writer: { path, contents in
                    guard !path.hasPrefix("/readonly/") else { return "read-only file system" }
                    self.saved[path] = contents
                    return nil
                },
                currentDirectory: "/home/me")
        }
    }

    static let presentOutput = """
        0.000ms sheet.viewWillAppear(animated: true)
        0.000ms sheet.presentationController.presentationTransitionWillBegin
        0.000ms sheet.viewSafeAreaInsetsDidChange
        0.000ms sheet.viewLayoutMarginsDidChange
        0.000ms sheet.viewIsAppearing(animated: true)
        0.000ms sheet.viewWillLayoutSubviews
        0.000ms sheet.viewDidLayoutSubviews
        # t=0.000ms sheet phase=presenting detent=large topY=852 dim=0 scale=1

        """

    @Test func setupLinePrintsOnlyTheSummary() {
        var repl = REPLSession()
        #expect(repl.handle(line: "detents medium large") == REPLOutput(standardOutput: "# t=0.000ms nothing presented\n"))
    }

    @Test func actionPrintsTheEntriesItCausedThenTheSummary() {
        var repl = REPLSession()
        #expect(repl.handle(line: "present") == REPLOutput(standardOutput: Self.presentOutput))
        // No implied settle: the next command prints what happened up to its own end only.
        #expect(repl.handle(line: "wait until settled") == REPLOutput(standardOutput: """
            400.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
            400.000ms sheet.viewDidAppear(animated: true)
            # t=400.000ms sheet phase=idle detent=large topY=69 dim=0.2 scale=0.9186

            """))
    }

    @Test func blankLinesAndCommentsPrintNothing() {
        var repl = REPLSession()
        #expect(repl.handle(line: "") == REPLOutput())
        #expect(repl.handle(line: "   # a comment") == REPLOutput())
    }

    @Test func parseErrorPointsAtTheLineWithADidYouMeanAndChangesNothing() {
        var repl = REPLSession()
        _ = repl.handle(line: "detents medium large")
        let output = repl.handle(line: "set selectedDetentIdentifier = meduim")
        #expect(output.standardError == """
            <stdin>:2:32: error: unknown detent identifier 'meduim' for 'sheet'
            2 | set selectedDetentIdentifier = meduim
              |                                ^~~~~~
            <stdin>:2:32: note: did you mean 'medium'?

            """)
        #expect(output.standardOutput.isEmpty)
        #expect(output.diagnostics.map(\.id) == [.unknownDetentIdentifier])
        #expect(repl.errorCount == 1)
        // The detents line still holds and nothing was selected: the sheet rests at medium.
        #expect(repl.handle(line: "present").standardOutput.hasSuffix("# t=0.000ms sheet phase=presenting detent=medium topY=852 dim=0 scale=1\n"))
    }

    @Test func unknownCommandSuggestsREPLCommandsToo() {
        var repl = REPLSession()
        let output = repl.handle(line: "shwo")
        #expect(output.standardOutput == "")
        #expect(output.standardError == """
            <stdin>:1:1: error: unknown command 'shwo'
            1 | shwo
              | ^~~~
            <stdin>:1:1: note: did you mean 'show'?

            """)
    }

    /// The REPL finds the parser's unknown-command error by its identifier, not its wording: the
    /// did-you-mean then looks among the REPL's own commands too (`state` is only the REPL's).
    @Test func unknownCommandIsFoundByItsIdentifier() {
        var repl = REPLSession()
        #expect(repl.handle(line: "sate").standardError.hasSuffix("<stdin>:1:1: note: did you mean 'state'?\n"))
        let location = SourceLocation(file: "<stdin>", line: 1, column: 1)
        let reworded = repl.unknownCommandHint([Diagnostic.error(.unknownCommand, "no command is called 'sate'", at: location)], text: "sate")
        #expect(reworded.first?.hint == "did you mean 'state'?")
        let other = Diagnostic.error(.unknownWord, "unknown command 'sate'", at: location, hint: "as it was")
        #expect(repl.unknownCommandHint([other], text: "sate") == [other])
    }

    @Test func runtimeErrorLeavesTheSessionAsItWas() {
        var repl = REPLSession()
        let output = repl.handle(line: "dismiss")
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("<stdin>:1:1: error: "))
        #expect(repl.session.simulator == nil)
        #expect(repl.session.log.isEmpty)
        #expect(repl.handle(line: "present").standardOutput == Self.presentOutput)
    }

    @Test func callbackBlockWaitsForEndAndIsCheckedAtTheEnd() {
        var repl = REPLSession()
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "wait until settled")
        #expect(repl.handle(line: "expect callbacks from 400ms") == REPLOutput())
        #expect(repl.isInsideBlock)
        #expect(repl.handle(line: "  sheet.presentationController.presentationTransitionDidEnd(completed: true)") == REPLOutput())
        #expect(repl.handle(line: "  400.000ms sheet.viewDidAppear(animated: true)") == REPLOutput())
        #expect(repl.handle(line: "end").standardOutput == "# t=400.000ms sheet phase=idle detent=large topY=69 dim=0.2 scale=0.9186\n")
        #expect(!repl.isInsideBlock)
        let end = repl.finish()
        #expect(end.output == REPLOutput(standardOutput: "PASS <stdin> (1 expectation)\n", quit: true))
        #expect(end.exitCode == .success)
    }

    @Test func badLineInsideABlockKeepsTheBlockOpen() {
        var repl = REPLSession()
        _ = repl.handle(line: "expect callbacks")
        let output = repl.handle(line: "sheet.viewDidApear")
        #expect(output.standardError.contains("<stdin>:2:1: error: unknown callback 'viewDidApear'"))
        #expect(output.standardError.contains("did you mean 'viewDidAppear'?"))
        #expect(repl.isInsideBlock)
        _ = repl.handle(line: "end")
        #expect(!repl.isInsideBlock)
    }

    @Test func failedExpectationExitsOneAndPrintsLikeRun() {
        var repl = REPLSession()
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "expect no sheet.viewWillAppear")
        let end = repl.finish()
        #expect(end.exitCode == .failure)
        #expect(end.output.standardOutput == """
            <stdin>:2:1: error: expectation failed: sheet.viewWillAppear happens 1 time in the whole run, expected never
                at 0.000ms sheet.viewWillAppear(animated: true)
            FAIL <stdin> (1 of 1 expectation failed)

            """)
    }

    @Test func stateExpectationFailsAtOnce() {
        var repl = REPLSession()
        _ = repl.handle(line: "present")
        let output = repl.handle(line: "expect state phase == idle")
        #expect(output.standardOutput.hasPrefix("<stdin>:2:1: error: expectation failed: phase is presenting at 0.000ms, expected == idle\n"))
        // Printed once: the end adds only the verdict.
        #expect(repl.finish().output.standardOutput == "FAIL <stdin> (1 of 1 expectation failed)\n")
    }

    @Test func unclosedBlockIsAnErrorAtTheEnd() {
        var repl = REPLSession()
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "expect callbacks")
        let end = repl.finish(strict: true)
        #expect(end.output.standardError == """
            <stdin>:2:1: error: 'expect callbacks' block is not closed
            <stdin>:2:1: note: end the block with a line 'end'

            """)
        #expect(end.exitCode == .usage)
        // Without --strict it is still a failed line of the input: exit status 2, with the
        // summary; typed at a terminal, it is only reported.
        var lenient = REPLSession()
        _ = lenient.handle(line: "expect callbacks")
        let lenientEnd = lenient.finish()
        #expect(lenientEnd.exitCode == .usage)
        #expect(lenientEnd.output.standardError.hasSuffix("\nsheetsim repl: 1 line failed (first at <stdin>:1)\n"))
        var typed = REPLSession(interactive: true)
        _ = typed.handle(line: "expect callbacks")
        _ = typed.handle(line: "presnt")
        let typedEnd = typed.finish()
        #expect(typedEnd.exitCode == .success)
        #expect(typedEnd.output.standardError.contains("is not closed"))
        #expect(!typedEnd.output.standardError.contains("sheetsim repl:"))
    }

    @Test func anEmptyInOrderBlockEndsWithAnErrorAsInRun() {
        var repl = REPLSession()
        _ = repl.handle(line: "expect callbacks in order")
        #expect(repl.handle(line: "end").standardError.hasPrefix("<stdin>:1:1: error: 'expect callbacks in order' lists no callbacks"))
        #expect(!repl.isInsideBlock)
        #expect(repl.handle(line: "present").standardOutput == Self.presentOutput)
        // The failed `end` counts as a failed line of piped input.
        #expect(repl.finish().output.standardError == "sheetsim repl: 1 line failed (first at <stdin>:2)\n")
    }

    // MARK: Long sessions

    /// A 20,000-line block: each line grows the block in place. Snapshotting the parser before
    /// each line (to roll a bad one back) made every line copy the lines before it.
    @Test func aLongBlockGrowsInPlace() {
        var repl = REPLSession()
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "expect callbacks")
        let count = 20_000
        var moves = 0
        var last: UnsafeRawPointer?
        for _ in 0..<count {
            #expect(repl.handle(line: "  sheet.viewWillAppear") == REPLOutput())
            let now = repl.parser.openBlock?.matchers.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } ?? nil
            if now != last { moves += 1 }
            last = now
        }
        #expect(moves <= 2 * (Int.bitWidth - count.leadingZeroBitCount) + 8, "the block moved \(moves) times in \(count) lines")
        #expect(repl.handle(line: "end").standardError == "")
        #expect(repl.finish().exitCode == .failure)
    }

    /// Each failing line prints its own failure; looking through every earlier failure at each
    /// line made n failing lines cost O(n²).
    @Test func eachFailureIsLookedAtOnce() {
        var repl = REPLSession()
        _ = repl.handle(line: "present")
        let count = 5_000
        for _ in 0..<count {
            #expect(repl.handle(line: "expect state phase == idle").standardOutput.contains("error: expectation failed"))
        }
        #expect(repl.lookedAtFailures == count)
        #expect(repl.finish().output.standardOutput == "FAIL <stdin> (\(count) of \(count) expectations failed)\n")
    }

    // MARK: Built-ins

    @Test func logPrintsTheWholeLog() {
        var repl = REPLSession()
        #expect(repl.handle(line: "log") == REPLOutput(standardOutput: "# the log is empty\n"))
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "wait 500ms")
        #expect(repl.handle(line: "log").standardOutput == """
            0.000ms sheet.viewWillAppear(animated: true)
            0.000ms sheet.presentationController.presentationTransitionWillBegin
            0.000ms sheet.viewSafeAreaInsetsDidChange
            0.000ms sheet.viewLayoutMarginsDidChange
            0.000ms sheet.viewIsAppearing(animated: true)
            0.000ms sheet.viewWillLayoutSubviews
            0.000ms sheet.viewDidLayoutSubviews
            400.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
            400.000ms sheet.viewDidAppear(animated: true)

            """)
    }

    /// `hide layout` leaves the layout callbacks out of what the session prints and saves (they
    /// stay in the log), `hide none` shows them again; anything else is an error.
    @Test func hideLayoutLeavesTheLayoutCallbacksOutOfTheOutput() {
        let disk = Disk()
        var repl = REPLSession(environment: disk.environment)
        #expect(repl.handle(line: "hide layout") == REPLOutput(standardOutput: "# layout callbacks hidden from now on (they are still logged)\n"))
        #expect(repl.handle(line: "present").standardOutput == """
            0.000ms sheet.viewWillAppear(animated: true)
            0.000ms sheet.presentationController.presentationTransitionWillBegin
            0.000ms sheet.viewIsAppearing(animated: true)
            # t=0.000ms sheet phase=presenting detent=large topY=852 dim=0 scale=1

            """)
        #expect(repl.session.log.count == 7)
        #expect(!repl.handle(line: "log").standardOutput.contains("Layout"))
        _ = repl.handle(line: "save s.sheet")
        let saved = disk.saved["s.sheet"] ?? ""
        #expect(saved.contains("(3 up to 0.000ms, layout callbacks left out, which the block then ignores)"))
        #expect(!saved.contains("LayoutSubviews"))
        #expect(repl.handle(line: "hide none") == REPLOutput(standardOutput: "# every callback shown\n"))
        #expect(repl.handle(line: "log").standardOutput.contains("0.000ms sheet.viewWillLayoutSubviews\n"))
        #expect(repl.handle(line: "hide frames").standardError.hasPrefix("<stdin>:7:6: error: hide takes 'layout', 'passes' or 'none'"))
    }

    /// `show layout` draws the front content's safe area, margins and bars and prints their numbers.
    @Test func showLayoutDrawsTheSafeAreaMarginsAndBars() {
        var repl = REPLSession()
        for line in ["navigationController \"nav\" root \"list\"", "sheet \"nav\"", "detents medium large",
                     "present \"nav\"", "wait until settled"] { _ = repl.handle(line: line) }
        let drawing = repl.handle(line: "show 80x24 layout").standardOutput
        #expect(drawing.contains("navigationBar 56pt"))
        #expect(drawing.contains("safe bottom 34pt"))
        #expect(drawing.contains("margins 16/16pt"))
        #expect(drawing.contains("\"list\": view 393 × 453.44pt, safeAreaInsets (56, 0, 34, 0),"))
        #expect(drawing.contains("┆"))
        let plain = repl.handle(line: "show 80x24").standardOutput
        #expect(!plain.contains("safe bottom") && !plain.contains("┆"))
        #expect(repl.handle(line: "show 80x24 margins").standardOutput.contains("margins 16/16pt"))
        #expect(repl.handle(line: "show marigns").standardError.contains("error: expected a size such as 80x24 or an overlay"))
    }

    /// A view kept at its full height at medium (quirk 22's reading) reaches below the screen: its
    /// safe area's bottom is not drawn on the last row but said to be below.
    @Test func showLayoutSaysWhenTheViewEndsBelowTheScreen() {
        var repl = REPLSession()
        for line in ["option detentViewSizing = keepsFullHeight", "detents medium large", "present", "wait until settled"] {
            _ = repl.handle(line: line)
        }
        let drawing = repl.handle(line: "show 120x40 layout").standardOutput
        #expect(drawing.contains("view ends 329.56pt below the screen, safe bottom 34pt there"), "\(drawing)")
        #expect(!drawing.contains("▔"), "no safe-area line is drawn on screen")
        #expect(drawing.contains("\"sheet\": view 393 × 783pt"))
    }

    @Test func quitAndExitEndTheSession() {
        var repl = REPLSession()
        #expect(repl.handle(line: "quit") == REPLOutput(quit: true))
        #expect(repl.handle(line: "  exit ") == REPLOutput(quit: true))
        #expect(repl.handle(line: "quit now").standardError == "<stdin>:3:6: error: unexpected 'now' after quit\n")
    }

    @Test func resetStartsAgain() {
        let disk = Disk()
        var repl = REPLSession(environment: disk.environment)
        _ = repl.handle(line: "detents medium")
        _ = repl.handle(line: "present")
        #expect(repl.handle(line: "reset") == REPLOutput(standardOutput: "# reset: a new simulator at t=0ms, an empty log, nothing to save\n"))
        #expect(repl.session.log.isEmpty)
        // Setup lines are allowed again, and the old detents are gone.
        #expect(repl.handle(line: "device \"iPhone SE\"").standardError == "")
        _ = repl.handle(line: "save a.sheet")
        #expect(disk.saved["a.sheet"]?.contains("detents medium") == false)
        #expect(disk.saved["a.sheet"]?.contains("device \"iPhone SE\"") == true)
    }

    @Test func helpListsCommandsAndExplainsOne() {
        var repl = REPLSession()
        let overview = repl.handle(line: "help").standardOutput
        #expect(overview.contains("  save FILE       write the session as a scenario"))
        #expect(overview.contains(" touch tap scrollView"))
        #expect(repl.handle(line: "help state").standardOutput == "  state\n      the window, every container (navigation, tab bar, split view, page view) and every presented sheet\n")
        // The by-example lines, then the command's forms from the grammar.
        let drag = repl.handle(line: "help drag").standardOutput
        #expect(drag.contains("\n  grammar ('sheetsim help language' has all of it):\n  'drag' "))
        #expect(drag.hasPrefix("""
              drag grabber|body|scrollView by 300pt over 250ms
              drag grabber by -200pt with velocity -1500pt/s
              drag grabber to large over 300ms
              drag scrollView samples 0ms 0pt, 16ms 40pt, 33ms 90pt
              drag sidebar [in "split"] by 280pt over 300ms | with velocity 900pt/s
                                                       the sidebar gesture (negative closes)

            """))
        #expect(repl.handle(line: "help language").standardOutput == Help.language)
        #expect(repl.handle(line: "help dragg").standardError == """
            <stdin>:5:6: error: no help for 'dragg'
            <stdin>:5:6: note: did you mean 'drag'?

            """)
    }

    @Test func everyLanguageCommandHasHelp() {
        for word in Vocabulary.commands {
            var repl = REPLSession()
            let output = repl.handle(line: "help \(word)")
            #expect(output.standardError == "", "help \(word)")
            #expect(output.standardOutput.contains(word), "help \(word)")
        }
    }

    @Test func stateDumpsEverySnapshotField() {
        var repl = REPLSession()
        #expect(repl.handle(line: "state").standardOutput == "# nothing presented yet (t=0ms): the simulator starts at the first action\n")
        _ = repl.handle(line: "detents medium large")
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "wait until settled")
        let state = repl.handle(line: "state").standardOutput
        #expect(state.hasPrefix("time: 400.000ms\nenvironment: iPhone 14 Pro portrait (393, 852)\nos: iOS 17\nstack: \"sheet\"\nsheet \"sheet\":\n"))
        #expect(state.contains("\n  phase: idle\n"))
        #expect(state.contains("\n  topY: 398.56\n"))
        #expect(state.contains("\n  selectedDetentIdentifier: nil\n"))
        #expect(state.contains("\n  restingDetentIdentifier: medium\n"))
        #expect(state.contains("\n  presenterScale: 1\n"))
        #expect(state.contains("\n  resolvedDetents: [medium 419.44 @ 398.56, large 749 @ 69]\n"))
    }

    /// A rotation's transition shows in `state` while it runs, and `wait until settled` waits for
    /// its end.
    @Test func stateShowsTheWindowTransitionASettleWaitsFor() {
        var repl = REPLSession()
        _ = repl.handle(line: "rotate landscape")
        let during = repl.handle(line: "state").standardOutput
        #expect(during.hasPrefix("time: 0.000ms\n"))
        #expect(during.contains("\nnext event: 400.000ms\nwindow transition: rotation by a quarter turn from 0.000ms until 400.000ms\n"))
        _ = repl.handle(line: "wait until settled")
        let after = repl.handle(line: "state").standardOutput
        #expect(after.hasPrefix("time: 400.000ms\n"))
        #expect(!after.contains("window transition"))
    }

    // MARK: save

    @Test func saveWritesTheLinesThatRanAndTheLogAsExpectations() {
        let disk = Disk()
        var repl = REPLSession(device: .iPhoneSE3, os: .iOS16, environment: disk.environment)
        _ = repl.handle(line: "# medium first")
        _ = repl.handle(line: "detents medium large")
        _ = repl.handle(line: "set selectedDetentIdentifier = medum")  // an error: not saved
        _ = repl.handle(line: "set selectedDetentIdentifier = medium")
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "dismiss")  // ignored while presenting: a warning entry with a string argument
        _ = repl.handle(line: "wait 1s")
        _ = repl.handle(line: "expect callbacks in order")
        _ = repl.handle(line: "  sheet.viewDidAppear")
        _ = repl.handle(line: "end")
        _ = repl.handle(line: "log")  // built-ins are not saved
        #expect(repl.handle(line: "save \"bug report.sheet\"") == REPLOutput(standardOutput:
            "# saved 9 lines and 8 callbacks to bug report.sheet; replay with 'sheetsim run bug report.sheet'\n"))
        #expect(disk.saved["bug report.sheet"] == """
            # Saved by 'sheetsim repl': the session's lines as they ran, then its callback log as expectations.
            device "iPhone SE 3"
            os 16
            # medium first
            detents medium large
            set selectedDetentIdentifier = medium
            present
            dismiss
            wait 1s
            expect callbacks in order
              sheet.viewDidAppear
            end

            # The callbacks observed in the session (8 up to 1000.000ms).
            expect callbacks
              0.000ms sheet.viewWillAppear(animated: true)
              0.000ms sheet.presentationController.presentationTransitionWillBegin
              0.000ms sheet.viewLayoutMarginsDidChange
              0.000ms sheet.viewWillLayoutSubviews
              0.000ms sheet.viewDidLayoutSubviews
              0.000ms simulator.warning("attempt to dismiss sheet while a transition is in progress; ignored")
              400.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
              400.000ms sheet.viewDidAppear(animated: true)
            end

            """)
    }

    @Test func saveProblemsAreErrors() {
        let disk = Disk()
        var repl = REPLSession(environment: disk.environment)
        #expect(repl.handle(line: "save").standardError == "<stdin>:1:5: error: save needs a file name\n<stdin>:1:5: note: e.g. 'save bug.sheet'\n")
        #expect(repl.handle(line: "save /readonly/x.sheet").standardError == "<stdin>:2:6: error: cannot write '/readonly/x.sheet': read-only file system\n")
        #expect(repl.errorCount == 2)
    }

    @Test func savedLinesKeepTheirArgumentsWhenTheyParseBack() {
        let entry = LogEntry(time: .zero, receiver: .viewController("presenter"), callback: .tapReceived(at: Point(x: 200, y: 100)))
        #expect(REPLSession.expectationLine(entry) == "0.000ms presenter.tapReceived(x: 200, y: 100)")
        let size = LogEntry(time: .zero, receiver: .viewController("sheet"), callback: .viewWillTransition(to: Size(width: 390, height: 844)))
        #expect(REPLSession.expectationLine(size) == "0.000ms sheet.viewWillTransition(to: 390 x 844)")
        // On a 120 Hz frame grid the log prints 408.333333ms as 408.333ms; the line still matches.
        let frame = LogEntry(time: SimInstant.zero + .nanoseconds(408_333_333), receiver: .viewController("sheet"), callback: .viewDidAppear(animated: true))
        #expect(REPLSession.expectationLine(frame) == "408.333ms sheet.viewDidAppear(animated: true)")
        let plain = LogEntry(time: .zero, receiver: .viewController("sheet"), callback: .viewDidAppear(animated: false))
        #expect(REPLSession.expectationLine(plain) == "0.000ms sheet.viewDidAppear(animated: false)")
    }

    @Test func includeRunsTheFileAndIsSavedWithAnAbsolutePath() {
        let disk = Disk()
        disk.files["_setup.sheet"] = "detents medium large\nset selectedDetentIdentifier = medium\n"
        var repl = REPLSession(environment: disk.environment)
        #expect(repl.handle(line: "include \"_setup.sheet\"") == REPLOutput(standardOutput: "# t=0.000ms nothing presented\n"))
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "wait until settled")
        #expect(repl.session.simulator?.state?.restingDetentIdentifier == .medium)
        #expect(repl.handle(line: "include \"missing.sheet\"").standardError.contains("cannot read included file 'missing.sheet'"))
        _ = repl.handle(line: "save out.sheet")
        #expect(disk.saved["out.sheet"]?.contains("\ninclude \"/home/me/_setup.sheet\"\npresent\n") == true)
    }
}
