import SheetSim
import SheetSimTesting
import Testing

/// The testing library and the layout callbacks (layout rules 8): an exhaustive tester covers them
/// only where a `receive` names one or ``TestSimulator/assertsLayoutCallbacks`` is set, and
/// `assertLayout` reads any layout key path.
@Suite struct LayoutTestingTests {
    static let presentationWithLayout = [
        "sheet.viewWillAppear(animated: true)",
        "sheet.presentationController.presentationTransitionWillBegin",
        "sheet.viewSafeAreaInsetsDidChange",
        "sheet.viewLayoutMarginsDidChange",
        "sheet.viewIsAppearing(animated: true)",
        "sheet.viewWillLayoutSubviews",
        "sheet.viewDidLayoutSubviews",
        "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
        "sheet.viewDidAppear(animated: true)",
    ]

    /// A `receive` that names no layout callback skips them, and none is left unasserted.
    @Test func layoutCallbacksAreSkippedUnlessNamed() {
        let reported = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(TestSimulatorTests.presentation)
            // A drag between detents: a layout pass per frame, none of them asserted.
            tester.drag(.grabber, by: -300, duration: .milliseconds(600))
            tester.receive("sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)")
            tester.runUntilIdle()
            #expect(tester.finish())
        }
        #expect(reported.isEmpty, "\(reported)")
    }

    /// Naming one makes the `receive` compare every callback it covers, layout ones included.
    @Test func aReceiveThatNamesOneComparesThemAll() {
        let passing = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(Self.presentationWithLayout)
            #expect(tester.finish())
        }
        #expect(passing.isEmpty, "\(passing)")
        let failing = failures {
            let tester = TestSimulator()
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            // Missing the margins call: a layout callback is named, so the others count too.
            tester.receive(Self.presentationWithLayout.filter { !$0.contains("Margins") })
            tester.finish()
        }
        #expect(failing.first?.message.contains("+ sheet.viewLayoutMarginsDidChange") == true, "\(failing)")
    }

    /// With `assertsLayoutCallbacks` every layout callback must be asserted.
    @Test func assertsLayoutCallbacksMakesThemExhaustive() {
        let reported = failures {
            let tester = TestSimulator()
            tester.assertsLayoutCallbacks = true
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(TestSimulatorTests.presentation)
            tester.finish()
        }
        // One failure: the receive's diff shows each layout callback it left out where it came.
        #expect(reported.count == 1, "\(reported)")
        #expect(reported.first?.message.contains("+ sheet.viewSafeAreaInsetsDidChange") == true)
    }

    /// `assertLog(_:equals:)` and `assertLog(_:matches:)` compare the layout callbacks only when
    /// the expected lines name one.
    @Test func logAssertionsIgnoreLayoutCallbacksUnlessNamed() {
        var simulator = Simulator(device: .iPhone14Pro)
        try! simulator.present("sheet", configuration: mediumLarge)
        simulator.runUntilIdle()
        let log = simulator.log.entries
        #expect(recording { assertLog(log, equals: TestSimulatorTests.presentation) }.passed)
        #expect(recording { assertLog(log, equals: Self.presentationWithLayout) }.passed)
        #expect(!recording { assertLog(log, equals: Self.presentationWithLayout.dropLast(2) + ["sheet.viewDidAppear(animated: true)"]) }.passed)
        #expect(recording { assertLog(log, matches: """
            0.000ms sheet.viewWillAppear(animated: true)
            0.000ms sheet.presentationController.presentationTransitionWillBegin
            0.000ms sheet.viewIsAppearing(animated: true)
            400.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
            400.000ms sheet.viewDidAppear(animated: true)
            """) }.passed)
    }

    // MARK: assertLayout

    static let layoutKeyPaths: [(String, String, Double, Double, Bool, Int)] = [
        ("view.frame.height", "sheet", 453.44, 0.01, true, #line),
        ("view.safeAreaInsets.bottom", "sheet", 34, 0, true, #line),
        ("view.directionalLayoutMargins.leading", "sheet", 16, 0, true, #line),
        ("view.frame.height", "sheet", 783, 0, false, #line),
        ("view.safeAreaInsets.top", "presenter", 59, 0, true, #line),
    ]

    @Test(arguments: layoutKeyPaths)
    func assertLayoutReadsAnyKeyPath(_ keyPath: String, _ controller: String, _ expected: Double, _ tolerance: Double,
                                     _ passes: Bool, _ line: Int) throws {
        var simulator = Simulator(device: .iPhone14Pro)
        try simulator.present("sheet", configuration: mediumLarge)
        simulator.runUntilIdle()
        let result = recording { assertLayout(simulator, keyPath, of: controller, equals: expected, tolerance: tolerance) }
        #expect(result.passed == passes, "\(result.messages)", sourceLocation: row(line))
        if !passes {
            #expect(result.messages.first?.contains("view.frame.height of \"sheet\" at 400.000ms is 453.44, expected 783.") == true,
                    "\(result.messages)", sourceLocation: row(line))
            // A value, not a log: the line under the diff is the state, not where logs diverge.
            #expect(result.messages.first?.contains("State now: t=400.000ms sheet phase=idle") == true, "\(result.messages)", sourceLocation: row(line))
            #expect(result.messages.first?.contains("Logs diverge") == false, "\(result.messages)", sourceLocation: row(line))
        }
    }

    @Test func assertLayoutExplainsWhatItCannotRead() throws {
        var simulator = Simulator(device: .iPhone14Pro)
        try simulator.present("sheet", configuration: mediumLarge)
        simulator.runUntilIdle()
        let unknown = recording { assertLayout(simulator, "view.frame.hieght", of: "sheet", equals: 1) }
        #expect(!unknown.passed)
        #expect(unknown.messages.first?.contains("There is no state property \"view.frame.hieght\".") == true)
        #expect(unknown.messages.first?.contains("Did you mean view.frame.height?") == true, "\(unknown.messages)")
        let noBar = recording { assertLayout(simulator, "navigationBar.frame.height", of: "sheet", equals: 56) }
        #expect(noBar.messages.first?.contains("navigationBar.frame.height of \"sheet\" cannot be read") == true, "\(noBar.messages)")
        let word = recording { assertLayout(simulator, "scrollView.contentInsetAdjustmentBehavior", of: "sheet", is: "never") }
        #expect(!word.passed)
    }
}
