import SheetSim
import SheetSimTesting

/// What `sheetsim bench` times of the testing library, run as a user's test runs it.
enum TesterWorkloads {
    /// A medium/large sheet with a grabber, as the testing guide's examples present it.
    static var configuration: SheetConfiguration {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersGrabberVisible = true
        return configuration
    }

    /// An exhaustive tester: present, then `drags` drags of the grabber between medium and large,
    /// each followed by `runUntilIdle()` and, when `receives`, a `receive` of the one callback it
    /// makes (the layout callbacks of each frame are left to exhaustivity's default). Returns the
    /// number of failures reported, which must be 0.
    static func drags(_ drags: Int, receives: Bool) -> Int {
        countingFailures {
            let tester = TestSimulator(device: .iPhone14Pro, exhaustivity: receives ? .on : .off)
            tester.present("sheet", configuration: configuration)
            tester.runUntilIdle()
            if receives {
                tester.receive("sheet.viewWillAppear", "sheet.presentationController.presentationTransitionWillBegin",
                               "sheet.viewIsAppearing", "sheet.presentationController.presentationTransitionDidEnd",
                               "sheet.viewDidAppear")
            }
            for index in 0..<drags {
                let detent: DetentIdentifier = index.isMultiple(of: 2) ? .large : .medium
                tester.drag(.grabber, to: detent, duration: .milliseconds(300))
                tester.runUntilIdle()
                if receives {
                    tester.receive(index.isMultiple(of: 2)
                        ? "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)"
                        : "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: medium)")
                }
            }
            tester.finish()
        }
    }

    /// A typical test, the testing guide's "Discard changes?" flow: an observer answering the delegate
    /// and dismissing from a callback, an exhaustive tester, three actions with their `receive`s,
    /// a state and a never assertion, `finish()`. Returns the number of failures, which must be 0.
    static func typicalTest() -> Int {
        countingFailures {
            let flow = DiscardFlow()
            let tester = TestSimulator(device: .iPhone14Pro, observer: flow)
            tester.present("compose", configuration: configuration)
            tester.runUntilIdle()
            tester.receive(
                .callback(.viewWillAppear, of: "compose"),
                .callback(.presentationTransitionWillBegin, of: "compose"),
                .callback(.viewIsAppearing, of: "compose"),
                .callback(.presentationTransitionDidEnd, of: "compose"),
                .callback(.viewDidAppear, of: "compose"))
            tester.drag(.grabber, to: .large, duration: .milliseconds(300))
            tester.runUntilIdle()
            tester.receive("compose.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)")
            assertState(tester, "restingDetentIdentifier", equals: "large")
            tester.drag(.grabber, by: 500, velocity: 2_000)
            tester.runUntilIdle()
            tester.receive(
                "compose.delegate.presentationControllerShouldDismiss(returned: false)",
                "compose.delegate.presentationControllerDidAttemptToDismiss",
                "compose.viewWillDisappear(animated: true)",
                "compose.presentationController.dismissalTransitionWillBegin",
                "compose.presentationController.dismissalTransitionDidEnd(completed: true)",
                "compose.viewDidDisappear(animated: true)")
            assertNever(tester, contains: .delegate(of: "compose", .presentationControllerDidDismiss))
            tester.finish()
        }
    }

    /// Refuses a swipe while there are unsaved changes; dismisses at the attempt.
    final class DiscardFlow: SheetObserver {
        var hasUnsavedChanges = true

        func handle(_ event: UIKitEvent, in app: AppContext) {
            switch event {
            case .question(.delegate(of: "compose"), .presentationControllerShouldDismiss):
                app.answer(!hasUnsavedChanges)
            case .callback(.delegate(of: "compose"), .presentationControllerDidAttemptToDismiss):
                hasUnsavedChanges = false
                app.dismiss()
            default:
                break
            }
        }
    }

    /// Runs `body` with a reporter that counts failures instead of reporting them.
    static func countingFailures(_ body: () -> Void) -> Int {
        final class Count: @unchecked Sendable {  // Touched only by `body`, synchronously.
            var failures = 0
        }
        let count = Count()
        FailureReporter.$current.withValue(FailureReporter { _, _ in count.failures += 1 }) { body() }
        return count.failures
    }
}
