import SheetSim
import SheetSimTesting
import Testing

/// Negative and positive checks alike fail when their pattern can never match — a misspelt
/// name, a callback its receiver never gets, a controller that does not exist — with a
/// did-you-mean, instead of passing by never matching.
@Suite struct PatternValidationTests {
    /// A run with a presented `compose`, a pushed `detail` in `nav`, and the implicit `presenter`.
    static func makeTester() -> TestSimulator {
        let tester = TestSimulator(exhaustivity: .off)
        tester.declare("nav", .navigationController(root: "inbox"))
        tester.setRootViewController("nav")
        tester.push("detail")
        tester.runUntilIdle()
        tester.present("compose", configuration: mediumLarge)
        tester.runUntilIdle()
        return tester
    }

    struct Row: @unchecked Sendable {  // The tester is only read, on the test's task.
        var check: (TestSimulator) -> Bool
        /// The failure, or nil when the check passes.
        var message: String?
        var line: Int
        init(_ message: String?, line: Int = #line, _ check: @escaping (TestSimulator) -> Bool) {
            (self.check, self.message, self.line) = (check, message, line)
        }
    }

    static let rows: [Row] = [
        // Patterns that can match: the check runs.
        Row(nil) { assertNever($0, contains: "compose.delegate.presentationControllerDidDismiss") },
        Row(nil) { assertNever($0, contains: .delegate(of: "compose", .presentationControllerDidDismiss)) },
        Row(nil) { assertNever($0, contains: .callback(.presentationControllerDidDismiss, of: "compose")) },
        Row(nil) { assertNever($0, contains: "nav.delegate.navigationControllerDidShow(inbox, animated: true)") },
        Row(nil) { assertNever($0, contains: "simulator.warning") },
        Row(nil) { assertCount($0, of: .exactly(.viewDidAppear(animated: true), of: "compose"), equals: 1) },
        Row(nil) { assertLog($0, containsInOrder: [.viewController("detail", .viewWillAppear), .callback(.viewDidAppear, of: "compose")]) },

        // A misspelt name.
        Row("""
            Callback pattern "compose.delegate.presentationControllerDidDismis" can never match: SheetSim logs no callback named "presentationControllerDidDismis".

            Did you mean "compose.delegate.presentationControllerDidDismiss"?
            """) { assertNever($0, contains: "compose.delegate.presentationControllerDidDismis") },
        Row("""
            Callback pattern "compose.viewDidDissapear" can never match: SheetSim logs no callback named "viewDidDissapear".

            Did you mean "compose.viewDidDisappear"?
            """) { assertCount($0, of: "compose.viewDidDissapear", equals: 0) },
        // A name written after the wrong receiver.
        Row("""
            Callback pattern "compose.presentationControllerDidDismiss" can never match: presentationControllerDidDismiss is a UIAdaptivePresentationControllerDelegate method: it is sent to compose.delegate, not to compose.

            Did you mean "compose.delegate.presentationControllerDidDismiss"?
            """) { assertNever($0, contains: "compose.presentationControllerDidDismiss") },
        Row("""
            Callback pattern "compose.delegate.viewDidAppear(animated: true)" can never match: viewDidAppear is a UIViewController method: it is sent to compose, not to compose.delegate.

            Did you mean "compose.viewDidAppear(animated: true)"?
            """) { assertLog($0, containsInOrder: ["compose.delegate.viewDidAppear(animated: true)"]) },
        Row("""
            Callback pattern "simulator.viewDidAppear" can never match: simulator gets only SheetSim's own warnings and errors, and viewDidAppear is a UIViewController method.
            """) { assertNever($0, contains: "simulator.viewDidAppear") },
        // A receiver that exists but is not that kind of controller.
        Row("""
            Callback pattern "detail.delegate.presentationControllerDidDismiss" can never match: detail is never presented, so its delegate gets no UIAdaptivePresentationControllerDelegate calls.
            """) { assertNever($0, contains: .delegate(of: "detail", .presentationControllerDidDismiss)) },
        Row("""
            Callback pattern "detail.presentationController.dismissalTransitionDidEnd" can never match: detail is never presented, so it has no presentation controller.
            """) { assertNever($0, contains: "detail.presentationController.dismissalTransitionDidEnd") },
        Row("""
            Callback pattern "compose.delegate.navigationControllerWillShow" can never match: compose is a UIViewController, and navigationControllerWillShow is sent to a UINavigationController's delegate.
            """) { assertNever($0, contains: "compose.delegate.navigationControllerWillShow") },
        // A controller that does not exist.
        Row("""
            Callback pattern "sheet.delegate.presentationControllerDidDismiss" can never match: no controller is named "sheet".

            Controllers: presenter, nav, inbox, detail, compose.
            """) { assertNever($0, contains: "sheet.delegate.presentationControllerDidDismiss") },
        Row("""
            Callback pattern "compse.viewDidAppear" can never match: no controller is named "compse".

            Did you mean "compose"? Controllers: presenter, nav, inbox, detail, compose.
            """) { $0.receive("compse.viewDidAppear") },
        // Arguments that are not what the log prints: a label, a value, the spacing.
        Row("""
            Callback pattern "compose.viewDidAppear(animatd: true)" can never match: viewDidAppear has no argument labelled "animatd".

            Did you mean "compose.viewDidAppear(animated: true)"? The log prints viewDidAppear(animated: true|false); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.viewDidAppear(animatd: true)") },
        Row("""
            Callback pattern "compose.viewDidAppear(animated: maybe)" can never match: "maybe" is not a value of animated, which is true or false.

            The log prints viewDidAppear(animated: true|false); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.viewDidAppear(animated: maybe)") },
        Row("""
            Callback pattern "compose.viewDidAppear(animatd: true)" can never match: viewDidAppear has no argument labelled "animatd".

            Did you mean "compose.viewDidAppear(animated: true)"? The log prints viewDidAppear(animated: true|false); a pattern's arguments match that text exactly.
            """) { assertCount($0, of: "compose.viewDidAppear(animatd: true)", equals: 0) },
        Row("""
            Callback pattern "compose.viewDidAppear(animated:true)" can never match: its arguments are spaced otherwise than the log prints them.

            Did you mean "compose.viewDidAppear(animated: true)"? The log prints viewDidAppear(animated: true|false); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.viewDidAppear(animated:true)") },
        Row("""
            Callback pattern "compose.viewDidAppear(true)" can never match: the argument "true" needs its label, animated.

            Did you mean "compose.viewDidAppear(animated: true)"? The log prints viewDidAppear(animated: true|false); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.viewDidAppear(true)") },
        Row("""
            Callback pattern "compose.viewDidAppear(animated: true, completed: true)" can never match: viewDidAppear has 1 argument, not 2.

            The log prints viewDidAppear(animated: true|false); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.viewDidAppear(animated: true, completed: true)") },
        Row("""
            Callback pattern "compose.delegate.presentationControllerDidDismiss()" can never match: presentationControllerDidDismiss has no arguments: the log prints it without parentheses.

            Did you mean "compose.delegate.presentationControllerDidDismiss"? The log prints presentationControllerDidDismiss.
            """) { assertNever($0, contains: "compose.delegate.presentationControllerDidDismiss()") },
        Row("""
            Callback pattern "nav.delegate.navigationControllerDidShow(viewController: inbox, animated: true)" can never match: viewController prints without its label.

            Did you mean "nav.delegate.navigationControllerDidShow(inbox, animated: true)"? The log prints navigationControllerDidShow(CONTROLLER, animated: true|false); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "nav.delegate.navigationControllerDidShow(viewController: inbox, animated: true)") },
        Row("""
            Callback pattern "nav.delegate.navigationControllerDidShow(detial, animated: true)" can never match: no controller is named "detial".

            Did you mean "nav.delegate.navigationControllerDidShow(detail, animated: true)"? The log prints navigationControllerDidShow(CONTROLLER, animated: true|false); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "nav.delegate.navigationControllerDidShow(detial, animated: true)") },
        Row("""
            Callback pattern "compose.presentationController.presentationTransitionDidEnd(completed: yes)" can never match: "yes" is not a value of completed, which is true or false.

            The log prints presentationTransitionDidEnd(completed: true|false); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.presentationController.presentationTransitionDidEnd(completed: yes)") },
        Row("""
            Callback pattern "compose.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: .large)" can never match: a detent identifier prints without a dot.

            Did you mean "compose.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)"? The log prints sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: DETENT|nil); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: .large)") },
        Row("""
            Callback pattern "compose.delegate.presentationControllerWillPresentWithAdaptiveStyle(fullscreen)" can never match: "fullscreen" is not a value of style, which is one of pageSheet, formSheet, fullScreen, overFullScreen, automatic, popover, none.

            Did you mean "compose.delegate.presentationControllerWillPresentWithAdaptiveStyle(fullScreen)"? The log prints presentationControllerWillPresentWithAdaptiveStyle(pageSheet|formSheet|fullScreen|overFullScreen|automatic|popover|none); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.delegate.presentationControllerWillPresentWithAdaptiveStyle(fullscreen)") },
        Row("""
            Callback pattern "compose.tapReceived(x: 10.50, y: 3)" can never match: the log prints x "10.50" as 10.5.

            Did you mean "compose.tapReceived(x: 10.5, y: 3)"? The log prints tapReceived(x: POINTS, y: POINTS); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.tapReceived(x: 10.50, y: 3)") },
        Row("""
            Callback pattern "simulator.warning(shadow)" can never match: message prints as a quoted string literal.

            Did you mean "simulator.warning(\\"shadow\\")"? The log prints warning("TEXT"); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "simulator.warning(shadow)") },
        Row("""
            Callback pattern "compose.viewWillTransition(to: 390 x 844.0)" can never match: the log prints to "390 x 844.0" as 390 x 844.

            Did you mean "compose.viewWillTransition(to: 390 x 844)"? The log prints viewWillTransition(to: WIDTH x HEIGHT); a pattern's arguments match that text exactly.
            """) { assertNever($0, contains: "compose.viewWillTransition(to: 390 x 844.0)") },
        Row("""
            Callback pattern "compose.viewDidAppear(animated: maybe)" can never match: "maybe" is not a value of animated, which is true or false.

            The log prints viewDidAppear(animated: true|false); a pattern's arguments match that text exactly.
            """) { $0.receive("compose.viewDidAppear(animated: maybe)") },
        Row(nil) { assertNever($0, contains: "compose.tapReceived(x: 10.5, y: -3)") },
        Row(nil) { assertNever($0, contains: "simulator.warning(\"a, \\\"quoted\\\" text\")") },
        Row(nil) { assertNever($0, contains: "compose.viewWillTransition(to: 390 x 844)") },
        Row(nil) { assertNever($0, contains: "compose.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: nil)") },
        Row(nil) { assertNever($0, contains: "compose.delegate.adaptivePresentationStyle(traitCollection: wR hC, returned: none)") },

        // A path that is no receiver.
        Row("""
            Callback pattern "compose.sheet.viewDidAppear" can never match: "compose.sheet" is not a receiver.

            A receiver is NAME, NAME.presentationController, NAME.delegate, NAME.transitionCoordinator, scene.delegate, application.delegate or simulator, e.g. "sheet.delegate".
            """) { assertNever($0, contains: "compose.sheet.viewDidAppear") },

        // The app's scene delegate: its own callbacks only, no controller to know.
        Row(nil) { assertNever($0, contains: "scene.delegate.sceneWillResignActive") },
        Row("""
            Callback pattern "scene.delegate.viewDidAppear" can never match: scene.delegate gets only UISceneDelegate methods, and viewDidAppear is a UIViewController method.
            """) { assertNever($0, contains: "scene.delegate.viewDidAppear") },
        Row("""
            Callback pattern "compose.sceneDidBecomeActive" can never match: sceneDidBecomeActive is a UISceneDelegate method: it is sent to scene.delegate, not to compose.

            Did you mean "scene.delegate.sceneDidBecomeActive"?
            """) { assertNever($0, contains: "compose.sceneDidBecomeActive") },
    ]

    @Test func patternsAreCheckedAgainstTheTestersControllers() {
        let tester = Self.makeTester()
        for check in Self.rows {
            let reported = recording { check.check(tester) }
            #expect(reported.passed == (check.message == nil), sourceLocation: row(check.line))
            #expect(reported.messages == (check.message.map { [$0] } ?? []), sourceLocation: row(check.line))
        }
    }

    /// A bare log knows only the controllers it names; it cannot tell their kinds, so it allows
    /// whatever some controller could get.
    @Test func aBareLogKnowsTheControllersItNames() {
        let reported = recording {
            assertNever(dismissal, contains: "sheet.delegate.navigationControllerWillShow")
                && !assertNever(dismissal, contains: "compose.delegate.presentationControllerDidDismiss")
                && !assertNever(noEntries, contains: "sheet.viewDidAppear")
        }
        #expect(reported.passed)
        #expect(reported.messages == [
            """
            Callback pattern "compose.delegate.presentationControllerDidDismiss" can never match: no controller is named "compose".

            Controllers: sheet. A bare log knows only the controllers it names; pass the tester (or simulator) to check against every controller it declared and presented.
            """,
            """
            Callback pattern "sheet.viewDidAppear" can never match: no controller is named "sheet".

            It names no controller. A bare log knows only the controllers it names; pass the tester (or simulator) to check against every controller it declared and presented.
            """,
        ])
    }

    /// A bare log checks arguments too: the labels and values of the callback's signature, and
    /// controller names against the ones it names (as receivers or as arguments).
    @Test func aBareLogChecksArguments() {
        let log = dismissal + [entry(300, .delegate(of: "tabs"), .tabBarControllerDidSelect("search"))]
        let reported = recording {
            !assertNever(log, contains: "sheet.viewDidDisappear(animatd: true)")
                && assertNever(log, contains: "tabs.delegate.tabBarControllerDidSelect(inbox)") == false
                && assertCount(log, of: "tabs.delegate.tabBarControllerDidSelect(search)", equals: 1)
        }
        #expect(reported.passed)
        #expect(reported.messages == [
            """
            Callback pattern "sheet.viewDidDisappear(animatd: true)" can never match: viewDidDisappear has no argument labelled "animatd".

            Did you mean "sheet.viewDidDisappear(animated: true)"? The log prints viewDidDisappear(animated: true|false); a pattern's arguments match that text exactly.
            """,
            """
            Callback pattern "tabs.delegate.tabBarControllerDidSelect(inbox)" can never match: no controller is named "inbox".

            The log prints tabBarControllerDidSelect(CONTROLLER); a pattern's arguments match that text exactly.
            """,
        ])
    }

    /// A name given to `present` may be named even when the simulator refused the presentation:
    /// "the refused presentation never appeared" is a check that can hold.
    @Test func aRefusedPresentationsNameIsKnown() {
        let reported = recording {
            let tester = TestSimulator(exhaustivity: .off)
            tester.present("sheet", configuration: mediumLarge)
            tester.present("second", configuration: mediumLarge)  // mid-transition: refused with a warning
            tester.runUntilIdle()
            return assertNever(tester, contains: .callback(.viewDidAppear, of: "second"))
                && assertCount(tester, of: .simulator(.warning), equals: 1)
        }
        #expect(reported.messages == [])
        #expect(reported.passed)
    }
}
