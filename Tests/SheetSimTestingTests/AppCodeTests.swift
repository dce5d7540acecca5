import SheetSim
import SheetSimTesting
import Testing

/// App code that uses the tester from inside its callbacks, as app code uses UIKit: it reads the
/// state of that instant and its calls run at once, where the callback was made. Never a crash.
@Suite struct AppCodeTests {
    /// The "Discard changes?" flow: a modal compose sheet refuses the swipe; at the attempt, the
    /// user discards and the app dismisses through the tester.
    final class DiscardChanges: SheetObserver {
        weak var tester: TestSimulator?
        var detentAtAppear: [DetentIdentifier?] = []
        var phaseAtAttempt: SheetPhase?

        func handle(_ event: UIKitEvent, in app: AppContext) {
            switch event {
            case .callback(.viewController("compose"), .viewDidAppear):
                detentAtAppear.append(tester?.state?.restingDetentIdentifier)
            case .callback(.delegate(of: "compose"), .presentationControllerDidAttemptToDismiss):
                phaseAtAttempt = tester?.state?.phase
                tester?.dismiss()
            default:
                break
            }
        }
    }

    static var modal: SheetConfiguration {
        var configuration = mediumLarge
        configuration.isModalInPresentation = true
        return configuration
    }

    @Test func testerReadAndDismissedFromInsideCallbacks_inUIKitsOrder() {
        let flow = DiscardChanges()
        let reported = failures {
            let tester = TestSimulator(observer: flow)
            flow.tester = tester
            tester.present("compose", configuration: Self.modal)
            tester.runUntilIdle()
            tester.receive("compose.viewWillAppear", "compose.presentationController.presentationTransitionWillBegin",
                           "compose.viewIsAppearing", "compose.presentationController.presentationTransitionDidEnd",
                           "compose.viewDidAppear")
            tester.drag(.grabber, by: 300, duration: .milliseconds(400))
            // The dismissal the app asked for starts right after the attempt, at the same instant.
            tester.receive(
                "compose.delegate.presentationControllerDidAttemptToDismiss",
                "compose.viewWillDisappear(animated: true)",
                "compose.presentationController.dismissalTransitionWillBegin"
            )
            tester.runUntilIdle()
            tester.receive(
                "compose.presentationController.dismissalTransitionDidEnd(completed: true)",
                "compose.viewDidDisappear(animated: true)"
            )
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
        #expect(flow.detentAtAppear == [.medium])
        #expect(flow.phaseAtAttempt != nil)
    }

    /// The first crash users met, with the hooks that existed before observers: a hook reading
    /// `tester.state` at `viewDidAppear`, and one dismissing through the tester.
    @Test func hooksReadingAndActingThroughTheTester_doNotCrash() {
        var phases: [SheetPhase?] = []
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off)
            tester.hooks = SimulatorHooks(onCallback: { [weak tester] entry in
                if entry.callback.name == "viewDidAppear" { phases.append(tester?.state?.phase) }
                if entry.callback.name == "presentationControllerDidAttemptToDismiss" { tester?.dismiss() }
            })
            tester.present("sheet", configuration: Self.modal)
            tester.runUntilIdle()
            tester.drag(.grabber, by: 300, duration: .milliseconds(400))
            tester.runUntilIdle()
            #expect(tester.state == nil)
        }
        #expect(reported.isEmpty)
        #expect(phases == [.idle])
    }

    /// An alert-like child presented from `viewDidAppear`, and a detent change from the child's:
    /// each runs where its callback was made, and the test asserts them like any callbacks.
    @Test func presentingAndChangingDetentFromCallbacks() {
        final class Presenter: SheetObserver {
            weak var tester: TestSimulator?
            func handle(_ event: UIKitEvent, in app: AppContext) {
                switch event {
                case .callback(.viewController("sheet"), .viewDidAppear):
                    tester?.present("alert", configuration: SheetConfiguration(detents: [.medium()]))
                case .callback(.viewController("alert"), .viewDidAppear):
                    app.setSelectedDetentIdentifier(.large, animated: false)
                default:
                    break
                }
            }
        }
        let presenter = Presenter()
        let reported = failures {
            let tester = TestSimulator(observer: presenter)
            presenter.tester = tester
            tester.present("sheet", configuration: mediumLarge)
            tester.advance(by: .milliseconds(400))
            tester.receive(
                "sheet.viewWillAppear", "sheet.presentationController.presentationTransitionWillBegin", "sheet.viewIsAppearing",
                "sheet.presentationController.presentationTransitionDidEnd", "sheet.viewDidAppear",
                "alert.viewWillAppear(animated: true)", "alert.presentationController.presentationTransitionWillBegin",
                "alert.viewIsAppearing(animated: true)"
            )
            tester.runUntilIdle()
            tester.receive("alert.presentationController.presentationTransitionDidEnd", "alert.viewDidAppear")
            #expect(tester.state(of: "alert")?.selectedDetentIdentifier == .large)
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
    }

    /// Calls from app code keep their order whether they go through the context, the tester, or
    /// the work a hook returns.
    @Test func callsKeepTheirOrderAcrossTheContextAndTheTester() {
        final class Both: SheetObserver {
            weak var tester: TestSimulator?
            func handle(_ event: UIKitEvent, in app: AppContext) {
                guard case .callback(.viewController("sheet"), .viewDidAppear) = event else { return }
                app.present("first", configuration: SheetConfiguration(detents: [.medium()]), animated: false)
                tester?.present("second", configuration: SheetConfiguration(detents: [.medium()]), animated: false)
            }
        }
        let both = Both()
        let tester = TestSimulator(exhaustivity: .off, observer: both)
        both.tester = tester
        tester.present("sheet", configuration: mediumLarge)
        tester.runUntilIdle()
        // The second is refused: "first" is presented at once, and presents nothing yet.
        #expect(tester.receive("first.viewWillAppear(animated: false)", "first.viewDidAppear(animated: false)"))
        #expect(tester.state?.name == "first")
    }

    /// An app-code call the simulator refuses fails the test at that call's line.
    @Test func refusedCallFailsAtItsLine() {
        final class BadPresent: SheetObserver {
            weak var tester: TestSimulator?
            var line: UInt = 0
            func handle(_ event: UIKitEvent, in app: AppContext) {
                guard case .callback(.viewController("sheet"), .viewDidAppear) = event else { return }
                line = #line + 1
                tester?.present("alert", configuration: SheetConfiguration(detents: []))
            }
        }
        let bad = BadPresent()
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off, observer: bad)
            bad.tester = tester
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
        }
        #expect(reported.map(\.line) == [bad.line])
        #expect(reported.map(\.message) == [
            "The simulator refused present(\"alert\", animated: true) at 400.000ms: detents must contain at least one detent.",
        ])
    }

    /// App code cannot run the clock, finish the test, or call into UIKit while a question waits;
    /// each fails at its line and changes nothing.
    @Test func whatAppCodeCannotDoFailsAtItsLine() {
        final class Overreaching: SheetObserver {
            weak var tester: TestSimulator?
            var lines: [UInt] = []
            func handle(_ event: UIKitEvent, in app: AppContext) {
                switch event {
                case .callback(.viewController("sheet"), .viewDidAppear):
                    lines.append(#line + 1)
                    tester?.runUntilIdle()
                    lines.append(#line + 1)
                    tester?.finish()
                case .question(.delegate(of: "sheet"), .presentationControllerShouldDismiss):
                    lines.append(#line + 1)
                    tester?.dismiss()
                    lines.append(#line + 1)
                    app.dismiss()
                default:
                    break
                }
            }
        }
        let observer = Overreaching()
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off, observer: observer)
            observer.tester = tester
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.drag(.grabber, by: 500, velocity: 2_000)
            tester.runUntilIdle()
            #expect(tester.receive("sheet.delegate.presentationControllerShouldDismiss(returned: true)"))
        }
        #expect(reported.map(\.line) == observer.lines)
        let question = "sheet.delegate.presentationControllerShouldDismiss(returned: true)?"
        #expect(reported.map(\.message) == [
            """
            runUntilIdle() was called from app code inside sheet.viewDidAppear(animated: true): app code cannot run the clock.

            Run the clock from the test, after the action.
            """,
            """
            finish() was called from app code inside sheet.viewDidAppear(animated: true).

            Finish the test from the test, after its last action.
            """,
            """
            dismiss(animated: true) was called while UIKit waited for the answer to \(question): a question only answers.

            Call it from a callback, e.g. the one that follows the answer (presentationControllerWillDismiss or presentationControllerDidAttemptToDismiss after a swipe).
            """,
            """
            dismiss(animated: true) was called while UIKit waited for the answer to \(question): a question only answers.

            Call it from a callback, e.g. the one that follows the answer (presentationControllerWillDismiss or presentationControllerDidAttemptToDismiss after a swipe).
            """,
        ])
    }

    /// Inside a question the tester shows that instant: here, the sheet being dragged.
    @Test func testerReadInsideAQuestionShowsThatInstant() {
        final class Asker: SheetObserver {
            weak var tester: TestSimulator?
            var seen: (phase: SheetPhase?, time: SimInstant?)?
            func handle(_ event: UIKitEvent, in app: AppContext) {
                if case .question = event { seen = (tester?.state?.phase, tester?.now) }
            }
        }
        let asker = Asker()
        let tester = TestSimulator(exhaustivity: .off, observer: asker)
        asker.tester = tester
        tester.present("sheet", configuration: mediumLarge)
        tester.runUntilIdle()
        tester.drag(.grabber, by: 500, velocity: 2_000)
        #expect(asker.seen?.phase == .dragging)
        #expect(asker.seen?.time == tester.log.first { $0.callback.isQuestion }?.time)
    }

    /// A hook the core calls without the state of its moment (an answer hook) cannot read or
    /// drive the tester: it fails at the action running, with what to use instead — no crash.
    @Test func answerHookReadingTheTester_failsWithoutCrashing() {
        var answeredWithState: SheetSnapshot??
        var actionLine: UInt = 0
        var dismissLine: UInt = 0
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off)
            var hooks = SimulatorHooks()
            hooks.shouldDismiss = { [weak tester] _ in
                answeredWithState = tester?.state
                dismissLine = #line + 1
                tester?.dismiss()
                return true
            }
            tester.hooks = hooks
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            actionLine = #line + 1
            tester.drag(.grabber, by: 500, velocity: 2_000)
            tester.runUntilIdle()
        }
        #expect(answeredWithState == .some(nil))
        #expect(reported.map(\.line) == [actionLine, dismissLine])
        #expect(reported.map(\.message) == [
            """
            The tester was read while drag(.grabber, by: 500, velocity: 2000) was running, outside any callback: there is no state of that moment to show.

            Read it from a SheetObserver, or from hooks.onCallbackWithSimulator or hooks.onQuestion, which run at each callback and question with the state of that instant.
            """,
            """
            dismiss(animated: true) was called while drag(.grabber, by: 500, velocity: 2000) was running, outside any callback: it cannot run there.

            Call it from a SheetObserver or hooks.onCallbackWithSimulator, which run at each callback.
            """,
        ])
    }
}
