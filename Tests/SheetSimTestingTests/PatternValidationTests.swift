import SheetSim
import SheetSimTesting
import Testing

/// Negative and positive checks alike fail when their pattern can never match — a misspelt
/// name, a callback its receiver never gets, a controller that does not exist — with a
/// did-you-mean, instead of passing by never matching.
@Suite struct PatternValidationTests {
    /// A run with a presented `compose`, a pushed `detail` in `nav`, and the implicit `presenter`.
    static func makeTester() -> SheetTester {
        let tester = SheetTester(exhaustivity: .off)
        tester.declare("nav", .navigationController(root: "inbox"))
        tester.setRootViewController("nav")
        tester.push("detail")
        tester.runUntilIdle()
        tester.present("compose", configuration: mediumLarge)
        tester.runUntilIdle()
        return tester
    }

    struct Row: @unchecked Sendable {  // The tester is only read, on the test's task.
        var check: (SheetTester) -> Bool
        /// The failure, or nil when the check passes.
        var message: String?
        var line: Int
        init(_ message: String?, line: Int = #line, _ check: @escaping (SheetTester) -> Bool) {
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
        // A path that is no receiver.
        Row("""
            Callback pattern "compose.sheet.viewDidAppear" can never match: "compose.sheet" is not a receiver.

            A receiver is NAME, NAME.presentationController, NAME.delegate or simulator, e.g. "sheet.delegate".
            """) { assertNever($0, contains: "compose.sheet.viewDidAppear") },
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

    /// A name given to `present` may be named even when the simulator refused the presentation:
    /// "the refused presentation never appeared" is a check that can hold.
    @Test func aRefusedPresentationsNameIsKnown() {
        let reported = recording {
            let tester = SheetTester(exhaustivity: .off)
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
