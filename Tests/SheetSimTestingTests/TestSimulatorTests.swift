import SheetSim
import SheetSimTesting
import Testing

/// What a whole tester scenario reported: every failure with its line, caught by an injected
/// reporter. The tester is created inside `body`, so even a failure at its release is caught.
func failures(_ body: () -> Void) -> [(line: UInt, message: String)] {
    final class Box: @unchecked Sendable {  // Only touched synchronously, on this task.
        var reported: [(line: UInt, message: String)] = []
    }
    let box = Box()
    FailureReporter.$current.withValue(FailureReporter { box.reported.append(($1.line, $0)) }) { body() }
    return box.reported
}

/// A medium/large sheet with a grabber, as the demo presents it.
let mediumLarge: SheetConfiguration = {
    var configuration = SheetConfiguration(detents: [.medium(), .large()])
    configuration.prefersGrabberVisible = true
    return configuration
}()

/// The exhaustive tester: what passes, and the exact text of each way it fails.
@Suite struct TestSimulatorTests {
    static let presentation = [
        "sheet.viewWillAppear(animated: true)",
        "sheet.presentationController.presentationTransitionWillBegin",
        "sheet.viewIsAppearing(animated: true)",
        "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
        "sheet.viewDidAppear(animated: true)",
    ]

    @Test func everyCallbackAssertedInOrder_passes() {
        let reported = failures {
            let tester = TestSimulator(device: .iPhone14Pro)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            #expect(tester.receive(Self.presentation))
            #expect(tester.finish())
        }
        #expect(reported.isEmpty)
    }

    @Test func callbacksMayBeAssertedInSeveralSteps_withNameOnlyPatterns() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.receive("sheet.viewWillAppear", "sheet.presentationController.presentationTransitionWillBegin")
            tester.receive("sheet.viewIsAppearing(animated: true)")
            tester.advance(by: .milliseconds(400))
            tester.receive("sheet.presentationController.presentationTransitionDidEnd", "sheet.viewDidAppear")
            #expect(tester.unasserted.isEmpty)
            tester.finish()
        }
        #expect(reported.isEmpty)
    }

    /// A callback left out of a receive is one `+` line where it came; the callbacks after it are
    /// matched, not called missing, and count as asserted: the test fails once.
    @Test func aCallbackLeftOut_failsOnce_withOnePlusLine() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            #expect(!tester.receive(Self.presentation.filter { !$0.contains("viewIsAppearing") }))
            #expect(tester.finish())
        }
        #expect(reported.map(\.line) == [#line - 3])
        // Entry 5: the layout callbacks between (entries 3 and 4) are not shown, but counted.
        #expect(reported.first?.message == """
            The received callbacks do not match the expected ones (1 unexpected).

                sheet.viewWillAppear(animated: true)
                sheet.presentationController.presentationTransitionWillBegin
              + sheet.viewIsAppearing(animated: true)
                sheet.presentationController.presentationTransitionDidEnd(completed: true)
                sheet.viewDidAppear(animated: true)

            (Expected: -, Actual: +)

            Logs diverge at 0.000ms (entry 5).
            Assert the callbacks in the order they happen, or use exhaustivity: .off to skip some.
            """)
    }

    /// A pattern that never came is `-`; the callbacks after the last match are left for later.
    @Test func aCallbackThatNeverCame_isMissing_andLaterOnesAreLeft() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            #expect(!tester.receive("sheet.viewWillAppear(animated: true)", "sheet.viewDidDisappear",
                                    "sheet.presentationController.presentationTransitionWillBegin"))
            #expect(tester.receive(Array(Self.presentation.dropFirst(2))))
            #expect(tester.finish())
        }
        #expect(reported.map(\.line) == [#line - 5])
        #expect(reported.first?.message == """
            The received callbacks do not match the expected ones (1 missing).

                sheet.viewWillAppear(animated: true)
              - sheet.viewDidDisappear
                sheet.presentationController.presentationTransitionWillBegin

            (Expected: -, Actual: +)

            Logs diverge at 0.000ms (entry 2).
            Assert the callbacks in the order they happen, or use exhaustivity: .off to skip some.
            """)
    }

    @Test func callbacksOutOfOrder_fail() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            #expect(!tester.receive("sheet.presentationController.presentationTransitionWillBegin", "sheet.viewWillAppear(animated: true)"))
            // Both entries the failure showed count as asserted: the mistake fails once.
            tester.receive("sheet.viewIsAppearing(animated: true)")
            tester.runUntilIdle()
            tester.receive("sheet.presentationController.presentationTransitionDidEnd", "sheet.viewDidAppear")
            tester.finish()
        }
        #expect(reported.map(\.line) == [#line - 7])
        #expect(reported.first?.message == """
            The received callbacks do not match the expected ones (1 missing, 1 unexpected).

              - sheet.presentationController.presentationTransitionWillBegin
                sheet.viewWillAppear(animated: true)
              + sheet.presentationController.presentationTransitionWillBegin

            (Expected: -, Actual: +)

            Logs diverge at 0.000ms (entry 1).
            Assert the callbacks in the order they happen, or use exhaustivity: .off to skip some.
            """)
    }

    @Test func callbackNotYetLogged_failsWithTheNextEventTime() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.receive("sheet.viewWillAppear", "sheet.presentationController.presentationTransitionWillBegin",
                           "sheet.viewIsAppearing(animated: true)", "sheet.viewDidAppear")
            tester.runUntilIdle()
            tester.receive("sheet.presentationController.presentationTransitionDidEnd", "sheet.viewDidAppear")
            tester.finish()
        }
        #expect(reported.map(\.line) == [#line - 6])
        #expect(reported.first?.message == """
            The received callbacks do not match the expected ones (1 missing).

                sheet.viewWillAppear(animated: true)
                sheet.presentationController.presentationTransitionWillBegin
                sheet.viewIsAppearing(animated: true)
              - sheet.viewDidAppear

            (Expected: -, Actual: +)

            Logs diverge after the last entry, 0.000ms (entry 5): the log ends early.
            More may come later: the next event is due at 8.333ms. Run the clock (advance(by:), runUntilIdle()) before receive(...).
            """)
    }

    @Test func receivingWhenNothingIsLeft_countsEntriesFromTheWholeLog() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(Self.presentation)
            tester.receive("sheet.delegate.presentationControllerDidDismiss")
            tester.finish()
        }
        #expect(reported.map(\.message) == ["""
            The received callbacks do not match the expected ones (1 missing).

              - sheet.delegate.presentationControllerDidDismiss

            (Expected: -, Actual: +)

            Logs diverge after entry 9: nothing was logged after it.
            Assert the callbacks in the order they happen, or use exhaustivity: .off to skip some.
            """])
    }

    static let cancelledSwipe = [
        "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
        "sheet.delegate.presentationControllerWillDismiss",
        "sheet.viewWillDisappear(animated: true)",
        "sheet.presentationController.dismissalTransitionWillBegin",
    ]

    @Test func actionWithCallbacksUnasserted_failsOnce() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.drag(.grabber, by: 120, duration: .milliseconds(600))
            // The presentation's callbacks were counted as asserted by the failure.
            tester.receive(Self.cancelledSwipe)
            tester.runUntilIdle()
            tester.receive("sheet.viewWillAppear", "sheet.viewIsAppearing", "sheet.viewDidAppear",
                           "sheet.presentationController.dismissalTransitionDidEnd(completed: false)")
            tester.finish()
        }
        #expect(reported.map(\.line) == [#line - 8])
        #expect(reported.first?.message == """
            5 callbacks must be asserted before drag(.grabber, by: 120, duration: 600.000ms).

              + sheet.viewWillAppear(animated: true)
              + sheet.presentationController.presentationTransitionWillBegin
              + sheet.viewIsAppearing(animated: true)
              + sheet.presentationController.presentationTransitionDidEnd(completed: true)
              + sheet.viewDidAppear(animated: true)

            (Expected: -, Actual: +)

            Logs diverge at 0.000ms (entry 1).
            Assert them with receive(...) first, or use exhaustivity: .off to check only some callbacks.
            """)
    }

    @Test func runningTheClockWithCallbacksUnasserted_passes() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.advance(by: .milliseconds(100))
            tester.run(until: SimInstant(nanosecondsSinceStart: 200_000_000))
            tester.runUntilIdle()
            tester.receive(Self.presentation)
            tester.finish()
        }
        #expect(reported.isEmpty)
    }

    @Test func finishWithCallbacksUnassertedAndAnimationsPending_failsTwice() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(Self.presentation)
            tester.drag(.grabber, by: 120, duration: .milliseconds(600))
            tester.receive(Self.cancelledSwipe[0])
            #expect(!tester.finish())
        }
        #expect(reported.map(\.line) == [#line - 2, #line - 2])
        #expect(reported.map(\.message) == ["""
            The test finished with 3 callbacks not asserted.

              + sheet.delegate.presentationControllerWillDismiss
              + sheet.viewWillDisappear(animated: true)
              + sheet.presentationController.dismissalTransitionWillBegin

            (Expected: -, Actual: +)

            Logs diverge at 408.333ms (entry 11).
            Assert them with receive(...), or use exhaustivity: .off to check only some callbacks.
            """, """
            The test finished at 1000.000ms with animations still pending: the next event is due at 1008.333ms.

            Front sheet now: t=1000.000ms sheet phase=settling detent=medium topY=518.56 dim=0.15 scale=1
            Run them with runUntilIdle() (or advance(by:)) and assert what they call with receive(...), or use exhaustivity: .off.
            """])
    }

    /// A rotation's transition is still pending when a test finishes right after it, and the
    /// message says that is what is left.
    @Test func finishDuringAWindowTransition_namesTheTransition() {
        let reported = failures {
            let tester = TestSimulator()
            tester.rotate(to: .landscapeLeft)
            tester.receive("presenter.willTransition(to: wC hC)", "presenter.viewWillTransition(to: 852 x 393)",
                           "presenter.traitCollectionDidChange")
            #expect(!tester.finish())
        }
        #expect(reported.map(\.message) == ["""
            The test finished at 0.000ms with animations still pending: the next event is due at 400.000ms; \
            the window's transition (rotation by a quarter turn) runs until 400.000ms.

            Run them with runUntilIdle() (or advance(by:)) and assert what they call with receive(...), or use exhaustivity: .off.
            """])
    }

    @Test func testerNeverFinished_failsWhereItWasCreated() {
        var creationLine: UInt = 0
        let reported = failures {
            creationLine = #line + 1
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.advance(by: .milliseconds(400))
            tester.receive(Self.presentation.dropLast())
        }
        // Only one failure: at 400ms the presentation has ended, so nothing is pending.
        #expect(reported.map(\.line) == [creationLine])
        #expect(reported.first?.message == """
            The test finished with 1 callback not asserted.

              + sheet.viewDidAppear(animated: true)

            (Expected: -, Actual: +)

            Logs diverge at 400.000ms (entry 9).
            Assert them with receive(...), or use exhaustivity: .off to check only some callbacks.
            """)
    }

    @Test func simulatorRefusingAnAction_failsAtTheAction() {
        let reported = failures {
            let tester = TestSimulator()
            tester.drag(.grabber, by: 100, duration: .milliseconds(200))
            tester.present("sheet", configuration: SheetConfiguration(detents: []))
            tester.finish()
        }
        #expect(reported.map(\.line) == [#line - 4, #line - 3])
        #expect(reported.map(\.message) == [
            "The simulator refused drag(.grabber, by: 100, duration: 200.000ms) at 0.000ms: no sheet is presented.",
            "The simulator refused present(\"sheet\", animated: true) at 0.000ms: detents must contain at least one detent.",
        ])
    }

    @Test func malformedPattern_fails() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            #expect(!tester.receive("viewWillAppear"))
            tester.runUntilIdle()
            tester.receive(Self.presentation)
            tester.finish()
        }
        #expect(reported.map(\.message) == ["""
            Malformed callback pattern "viewWillAppear": there is no receiver before the method name. \
            Write "receiver.name" or "receiver.name(arguments)", e.g. "sheet.viewDidAppear" or "sheet.viewWillAppear(animated: true)".
            """])
    }

    // MARK: Non-exhaustive

    @Test func nonExhaustive_skipsUnassertedCallbacksAndPendingAnimations() {
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            #expect(tester.receive("sheet.viewWillAppear", "sheet.viewDidAppear"))
            tester.drag(.grabber, by: 120, duration: .milliseconds(600))
            tester.receive("sheet.presentationController.dismissalTransitionWillBegin")
            #expect(tester.finish())
        }
        #expect(reported.isEmpty)
    }

    /// A non-exhaustive miss in a long log shows where the callback was looked for and the
    /// nearest call, not the whole log.
    @Test func nonExhaustive_missInALongLog_showsTheNearMiss() {
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.runUntilIdle()
            tester.receive("sheet.viewWillAppear", "sheet.viewDidAppear(animated: false)")
        }
        #expect(reported.map(\.line) == [#line - 2])
        #expect(reported.first?.message == """
            The expected callbacks were not received in order: sheet.viewDidAppear(animated: false) (2 of 2) is missing.

                sheet.viewWillAppear(animated: true)
              - sheet.viewDidAppear(animated: false)
                sheet.presentationController.presentationTransitionWillBegin
                sheet.viewSafeAreaInsetsDidChange
                … 5 callbacks
                sheet.viewDidAppear(animated: true)
                … 75 callbacks

            (Expected: -, Actual: +)

            Logs diverge at 0.000ms (entry 2).
            Nearest: sheet.viewDidAppear(animated: true) at 400.000ms (entry 9). \
            Nothing is pending: check that the test reaches it, and the order of the expected callbacks.
            """)
    }

    @Test func nonExhaustive_missingCallback_fails() {
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive("sheet.viewDidAppear", "sheet.viewWillAppear")
            tester.present("child", configuration: mediumLarge)
            tester.receive("child.viewDidAppear")
        }
        #expect(reported.map(\.line) == [#line - 4, #line - 2])
        #expect(reported.map(\.message) == ["""
            The expected callbacks were not received in order: sheet.viewWillAppear (2 of 2) is out of order.

                sheet.viewWillAppear(animated: true)
                sheet.presentationController.presentationTransitionWillBegin
                sheet.viewSafeAreaInsetsDidChange
                sheet.viewLayoutMarginsDidChange
                sheet.viewIsAppearing(animated: true)
                sheet.viewWillLayoutSubviews
                sheet.viewDidLayoutSubviews
                sheet.presentationController.presentationTransitionDidEnd(completed: true)
                sheet.viewDidAppear(animated: true)
              - sheet.viewWillAppear

            (Expected: -, Actual: +)

            Out of order: sheet.viewWillAppear is at 0.000ms (entry 1), before sheet.viewDidAppear (1 of 2) matched at 400.000ms (entry 9).
            Check the order of the expected callbacks.
            """, """
            The expected callbacks were not received in order: child.viewDidAppear (1 of 1) is missing.

              - child.viewDidAppear
                child.viewWillAppear(animated: true)
                child.presentationController.presentationTransitionWillBegin
                child.viewSafeAreaInsetsDidChange
                child.viewLayoutMarginsDidChange
                child.viewIsAppearing(animated: true)
                child.viewWillLayoutSubviews
                child.viewDidLayoutSubviews

            (Expected: -, Actual: +)

            Logs diverge at 400.000ms (entry 10).
            It may come later: the next event is due at 408.333ms. Run the clock before receive(...).
            """])
    }
}
