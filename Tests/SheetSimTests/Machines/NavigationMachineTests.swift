import Testing
@testable import SheetSim

/// The navigation controller's machine on its own: events in, actions out.
@Suite struct NavigationMachineTests {
    static let t0 = SimInstant.zero
    static func at(_ ms: Int64) -> SimInstant { t0 + .milliseconds(ms) }

    func machine(os: OSProfile = .iOS17, options: BehaviorOptions = .reference) -> NavigationMachine {
        NavigationMachine(name: "nav", root: "inbox", options: options, os: os)
    }

    @Test func animatedPushBeginsWithContainmentAndAppearanceAndEndsAfterTheTransition() {
        var nav = machine()
        let begin = nav.handle(.push("message", animated: true), at: Self.t0)
        #expect(begin == [
            .callback(.viewController("message"), .willMove(toParent: "nav")),
            .callback(.viewController("inbox"), .viewWillDisappear(animated: true)),
            .callback(.viewController("message"), .viewWillAppear(animated: true)),
            .callback(.delegate(of: "nav"), .navigationControllerWillShow("message", animated: true)),
            .callback(.viewController("message"), .viewIsAppearing(animated: true)),
            .completeAnimation(token: 1, after: .milliseconds(350)),
        ])
        #expect(nav.viewControllers == ["inbox", "message"])
        #expect(nav.topViewController == "message")
        let end = nav.handle(.animationCompleted(token: 1), at: Self.at(350))
        #expect(end == [
            .callback(.viewController("inbox"), .viewDidDisappear(animated: true)),
            .callback(.viewController("message"), .viewDidAppear(animated: true)),
            .callback(.viewController("message"), .didMove(toParent: "nav")),
            .callback(.delegate(of: "nav"), .navigationControllerDidShow("message", animated: true)),
        ])
        #expect(nav.state == .idle)
    }

    @Test func iOS16HasNoViewIsAppearingAndANonAnimatedPushEndsAtOnce() {
        var nav = machine(os: .iOS16)
        let begin = nav.handle(.push("message", animated: false), at: Self.t0)
        #expect(!begin.contains(.callback(.viewController("message"), .viewIsAppearing(animated: false))))
        #expect(begin.last == .completeAnimation(token: 1, after: .zero))
    }

    @Test func popMirrorsPushWithNilParent() {
        var nav = machine()
        _ = nav.handle(.push("message", animated: false), at: Self.t0)
        _ = nav.handle(.animationCompleted(token: 1), at: Self.t0)
        let begin = nav.handle(.pop(animated: true), at: Self.at(10))
        #expect(begin.first == .callback(.viewController("message"), .willMove(toParent: nil)))
        #expect(nav.viewControllers == ["inbox"])
        let end = nav.handle(.animationCompleted(token: 2), at: Self.at(360))
        #expect(end == [
            .callback(.viewController("message"), .viewDidDisappear(animated: true)),
            .callback(.viewController("inbox"), .viewDidAppear(animated: true)),
            .callback(.viewController("message"), .didMove(toParent: nil)),
            .callback(.delegate(of: "nav"), .navigationControllerDidShow("inbox", animated: true)),
        ])
    }

    @Test func popToRootRemovesTheMiddleWithoutItAppearing() {
        var nav = machine()
        for (token, name) in ["a", "b"].enumerated() {
            _ = nav.handle(.push(name, animated: false), at: Self.t0)
            _ = nav.handle(.animationCompleted(token: token + 1), at: Self.t0)
        }
        let begin = nav.handle(.popToRoot(animated: false), at: Self.t0)
        #expect(Array(begin.prefix(2)) == [
            .callback(.viewController("b"), .willMove(toParent: nil)),
            .callback(.viewController("a"), .willMove(toParent: nil)),
        ])
        #expect(!begin.contains(.callback(.viewController("a"), .viewWillDisappear(animated: false))))
        let end = nav.handle(.animationCompleted(token: 3), at: Self.t0)
        #expect(end.contains(.callback(.viewController("a"), .didMove(toParent: nil))))
        #expect(nav.viewControllers == ["inbox"])
    }

    @Test func aPopAtTheRootAndAPushMidTransitionAreRefusedWithWarnings() {
        var nav = machine()
        #expect(nav.handle(.pop(animated: true), at: Self.t0)
                == [.callback(.simulator, .warning("nav shows only its root view controller; nothing to pop"))])
        _ = nav.handle(.push("a", animated: true), at: Self.t0)
        #expect(nav.handle(.push("b", animated: true), at: Self.at(100))
                == [.callback(.simulator, .warning("push b on nav while a navigation transition is in progress; ignored"))])
        #expect(nav.viewControllers == ["inbox", "a"])
    }

    @Test func aSupersededCompletionDoesNothing() {
        var nav = machine()
        _ = nav.handle(.push("a", animated: true), at: Self.t0)
        #expect(nav.handle(.animationCompleted(token: 7), at: Self.at(350)) == [])
        #expect(nav.state != .idle)
    }

    func swipe(_ nav: inout NavigationMachine, to x: Double, over ms: Int64) -> [NavigationAction] {
        let start = TouchSample(time: Self.at(1000), location: Point(x: 4, y: 400))
        _ = nav.handle(.edgeSwipeBegan(start, width: 400), at: start.time)
        var actions: [NavigationAction] = []
        for step in 1...10 {
            let sample = TouchSample(time: Self.at(1000 + ms * Int64(step) / 10),
                                     location: Point(x: 4 + (x - 4) * Double(step) / 10, y: 400))
            actions += nav.handle(.edgeSwipeMoved(sample), at: sample.time)
        }
        let lift = TouchSample(time: Self.at(1000 + ms), location: Point(x: x, y: 400))
        return actions + nav.handle(.edgeSwipeEnded(lift), at: lift.time)
    }

    func pushed() -> NavigationMachine {
        var nav = machine()
        _ = nav.handle(.push("message", animated: false), at: Self.t0)
        _ = nav.handle(.animationCompleted(token: 1), at: Self.t0)
        return nav
    }

    @Test func aSlowShortEdgeSwipeIsCancelledAndRunsTheAppearanceCallbacksAgain() {
        var nav = pushed()
        let during = swipe(&nav, to: 104, over: 1000)  // 100 pt of 400 at 100 pt/s
        #expect(Array(during.prefix(5)) == [
            .callback(.viewController("message"), .willMove(toParent: nil)),
            .callback(.viewController("message"), .viewWillDisappear(animated: true)),
            .callback(.viewController("inbox"), .viewWillAppear(animated: true)),
            .callback(.delegate(of: "nav"), .navigationControllerWillShow("inbox", animated: true)),
            .callback(.viewController("inbox"), .viewIsAppearing(animated: true)),
        ])
        // Cancelled a quarter of the way: the rest of a quarter of the transition runs back.
        #expect(during.last == .completeAnimation(token: 2, after: SimDuration.seconds(exactly: 0.35 * 0.25)!))
        #expect(nav.viewControllers == ["inbox"])
        let end = nav.handle(.animationCompleted(token: 2), at: Self.at(2100))
        #expect(end == [
            .callback(.viewController("inbox"), .viewWillDisappear(animated: true)),
            .callback(.viewController("inbox"), .viewDidDisappear(animated: true)),
            .callback(.viewController("message"), .viewWillAppear(animated: true)),
            .callback(.viewController("message"), .viewIsAppearing(animated: true)),
            .callback(.viewController("message"), .viewDidAppear(animated: true)),
        ])
        #expect(nav.viewControllers == ["inbox", "message"])
    }

    static let edgeSwipes: [(x: Double, ms: Int64, completes: Bool, line: Int)] = [
        (x: 304.0, ms: Int64(2000), completes: true, line: #line),   // past half, slow
        (x: 104.0, ms: Int64(100), completes: true, line: #line),    // short but fast (1000 pt/s)
        (x: 150.0, ms: Int64(1000), completes: false, line: #line),  // short and slow
    ]

    @Test(arguments: edgeSwipes)
    func theEdgeSwipeCompletesPastHalfOrWhenFlung(_ c: (x: Double, ms: Int64, completes: Bool, line: Int)) {
        var nav = pushed()
        _ = swipe(&nav, to: c.x, over: c.ms)
        guard case .finishingInteractivePop(_, let completes) = nav.state else {
            Issue.record("not finishing", sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
            return
        }
        #expect(completes == c.completes, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }

    @Test func aSwipeAtTheRootOrWithTheGestureOffDoesNothing() {
        var nav = machine()
        #expect(swipe(&nav, to: 300, over: 500) == [])
        var off = pushed()
        off.configuration.interactivePopGestureEnabled = false
        #expect(swipe(&off, to: 300, over: 500) == [])
    }

    @Test func transitionChildrenFollowTheOption() {
        var options = BehaviorOptions.reference
        var nav = pushed()
        #expect(nav.transitionChildren == ["message"])
        options.navigationTransitionForwarding = .wholeStack
        nav = NavigationMachine(name: "nav", root: "inbox", options: options, os: .iOS17)
        _ = nav.handle(.push("message", animated: false), at: Self.t0)
        #expect(nav.transitionChildren == ["inbox", "message"])
    }
}
