import SheetSim
import SheetSimTesting
import Testing

/// What a test reported: failures and notices (skipped assertions shown), each with its line.
struct Outcome {
    var failures: [(line: UInt, message: String)] = []
    var notices: [(line: UInt, message: String)] = []
}

/// Runs `body` with a reporter that keeps failures and notices apart.
func outcome(_ body: () -> Void) -> Outcome {
    final class Box: @unchecked Sendable {  // Only touched synchronously, on this task.
        var outcome = Outcome()
    }
    let box = Box()
    let reporter = FailureReporter(
        report: { box.outcome.failures.append(($1.line, $0)) },
        notice: { box.outcome.notices.append(($1.line, $0)) })
    FailureReporter.$current.withValue(reporter) { body() }
    return box.outcome
}

/// Finishing and reopening, skipping on purpose, showing what `.off` skips, and record mode.
@Suite struct ExhaustivityControlTests {
    static let presentation = TestSimulatorTests.presentation

    // MARK: After finish()

    /// An action after `finish()` opens the test again: its callbacks are checked when the tester
    /// is released unfinished, at that action's line.
    @Test func anActionAfterFinish_isChecked_atItsLine() {
        let reported = outcome {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(Self.presentation)
            tester.finish()
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.runUntilIdle()
        }
        #expect(reported.failures.map(\.line) == [#line - 3])
        #expect(reported.failures.first?.message.hasPrefix("The test finished with 1 callback not asserted.") == true)
        #expect(reported.failures.first?.message.contains(
            "+ sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)") == true)
    }

    @Test func anActionAfterFinish_isCheckedByTheNextFinish() {
        let reported = outcome {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(Self.presentation)
            tester.finish()
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.runUntilIdle()
            tester.receive("sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)")
            #expect(tester.finish())
        }
        #expect(reported.failures.isEmpty, "\(reported.failures)")
    }

    // MARK: skipReceivedCallbacks

    @Test func skipReceivedCallbacks_countsThemAsAsserted_andLaterOnesAreStillChecked() {
        let reported = outcome {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            #expect(tester.skipReceivedCallbacks())
            #expect(tester.unasserted.isEmpty)
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.runUntilIdle()
            tester.finish()
        }
        #expect(reported.failures.map(\.line) == [#line - 2])
        #expect(reported.failures.first?.message.hasPrefix("The test finished with 1 callback not asserted.") == true)
    }

    @Test func skipReceivedCallbacks_withNothingToSkip_failsWhenStrict() {
        let reported = outcome {
            let tester = TestSimulator()
            #expect(!tester.skipReceivedCallbacks())
            #expect(tester.skipReceivedCallbacks(strict: false))
            tester.finish()
        }
        #expect(reported.failures.map(\.line) == [#line - 4])
        #expect(reported.failures.first?.message == """
            skipReceivedCallbacks() found no callbacks to skip.

            Remove it, or pass strict: false where there may be none.
            """)
    }

    // MARK: .off(showSkippedAssertions:)

    /// What exhaustivity would have failed on is shown, once each, and nothing fails.
    @Test func offShowingSkippedAssertions_showsThemWithoutFailing() {
        let reported = outcome {
            let tester = TestSimulator(exhaustivity: .off(showSkippedAssertions: true))
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            #expect(tester.receive("sheet.viewDidAppear"))
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.drag(.grabber, to: .medium, duration: .milliseconds(300))
            #expect(tester.finish())
        }
        #expect(reported.failures.isEmpty, "\(reported.failures)")
        let end = UInt(#line)
        let lines: [UInt] = reported.notices.map(\.line)
        #expect(lines == [end - 6, end - 4, end - 3, end - 3])
        let headlines: [String] = reported.notices.map { notice in String(notice.message.prefix { $0 != "\n" }) }
        #expect(headlines == [
            "receive(...) stepped over 4 callbacks (exhaustivity: .off).",
            "1 callback not asserted before drag(.grabber, to: .medium, duration: 300.000ms) (exhaustivity: .off).",
            "The test finished with 1 callback not asserted (exhaustivity: .off).",
            "The test finished at 1000.000ms with animations still pending: the next event is due at 1008.333ms (exhaustivity: .off).",
        ])
        #expect(reported.notices.first?.message == """
            receive(...) stepped over 4 callbacks (exhaustivity: .off).

              + sheet.viewWillAppear(animated: true)
              + sheet.presentationController.presentationTransitionWillBegin
              + sheet.viewIsAppearing(animated: true)
              + sheet.presentationController.presentationTransitionDidEnd(completed: true)
                sheet.viewDidAppear(animated: true)

            (Expected: -, Actual: +)

            Logs diverge at 0.000ms (entry 1).
            Skipped, as exhaustivity: .off allows; with .on this would fail.
            """)
    }

    @Test func plainOff_showsNothing() {
        let reported = outcome {
            let tester = TestSimulator(exhaustivity: .off)
            tester.present("sheet", configuration: mediumLarge)
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.finish()
        }
        #expect(reported.failures.isEmpty && reported.notices.isEmpty)
    }

    // MARK: Record mode

    /// Each empty receive records what came, ready to paste, and the test fails while recording.
    @Test func recordMode_givesTheReceiveThatWouldPass() {
        let reported = outcome {
            let tester = TestSimulator()
            tester.isRecording = true
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive()
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.runUntilIdle()
            tester.receive()
            tester.finish()
        }
        #expect(reported.failures.map(\.line) == [#line - 6, #line - 3])
        #expect(reported.failures.first?.message.hasSuffix("""
            Recorded, ready to paste:

                tester.receive(
                    "sheet.viewWillAppear(animated: true)",
                    "sheet.presentationController.presentationTransitionWillBegin",
                    "sheet.viewIsAppearing(animated: true)",
                    "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
                    "sheet.viewDidAppear(animated: true)"
                )
            """) == true, "\(reported.failures)")
        #expect(reported.failures.last?.message.hasSuffix("""
                tester.receive(
                    "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)"
                )
            """) == true)
    }

    /// Pasted, the recorded calls pass.
    @Test func recordedReceivesPass() {
        let reported = outcome {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(
                "sheet.viewWillAppear(animated: true)",
                "sheet.presentationController.presentationTransitionWillBegin",
                "sheet.viewIsAppearing(animated: true)",
                "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
                "sheet.viewDidAppear(animated: true)"
            )
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.runUntilIdle()
            tester.receive(
                "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)"
            )
            tester.finish()
        }
        #expect(reported.failures.isEmpty)
    }

    /// Without record mode an empty receive says nothing came: it fails when something did.
    @Test func anEmptyReceive_failsWhenCallbacksCame() {
        let reported = outcome {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            #expect(!tester.receive())
            #expect(tester.receive())
            tester.finish()
        }
        #expect(reported.failures.map(\.line) == [#line - 4])
        #expect(reported.failures.first?.message.hasPrefix("The received callbacks do not match the expected ones (5 unexpected).") == true)
    }
}
