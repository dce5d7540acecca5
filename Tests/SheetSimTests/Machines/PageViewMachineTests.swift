import Testing
@testable import SheetSim

/// The page view controller's machine on its own: events in, actions out. This file is the
/// worked example of the "Adding a controller kind" article; keep the two in step.
@Suite struct PageViewMachineTests {
    static func machine(hasDelegate: Bool = true) -> PageViewMachine {
        PageViewMachine(name: "pages", pages: ["one", "two", "three"], hasDelegate: hasDelegate, os: .iOS17)
    }

    /// The turn's completion, after the page-turn metric.
    static let turnEnds = PageViewAction.completeAnimation(token: 1, after: UIKitMetrics.uikit.span(\.pageTurnDuration))

    @Test func aSwipeTellsTheDelegateThenTurnsThePage() {
        var pages = Self.machine()
        #expect(pages.handle(.swiped(.forward), at: .zero) == [
            .callback(.delegate(of: "pages"), .pageViewControllerWillTransitionTo("two")),
            .callback(.viewController("one"), .viewWillDisappear(animated: true)),
            .callback(.viewController("two"), .viewWillAppear(animated: true)),
            .callback(.viewController("two"), .viewIsAppearing(animated: true)),
            Self.turnEnds,
        ])
        #expect(pages.visibleChildren == ["one", "two"])
        #expect(pages.currentPage == "two")
        #expect(pages.handle(.animationCompleted(token: 1), at: .zero) == [
            .callback(.viewController("one"), .viewDidDisappear(animated: true)),
            .callback(.viewController("two"), .viewDidAppear(animated: true)),
            .callback(.delegate(of: "pages"), .pageViewControllerDidFinishAnimating(true, previous: "one", completed: true)),
        ])
        #expect(pages.state == .showing(page: 1))
    }

    @Test func aSwipeGivenUpTurnsBackAndSaysSo() {
        var pages = Self.machine()
        _ = pages.handle(.swiped(.forward, completes: false), at: .zero)
        #expect(pages.currentPage == "one")
        #expect(pages.handle(.animationCompleted(token: 1), at: .zero) == [
            .callback(.viewController("two"), .viewWillDisappear(animated: true)),
            .callback(.viewController("two"), .viewDidDisappear(animated: true)),
            .callback(.viewController("one"), .viewWillAppear(animated: true)),
            .callback(.viewController("one"), .viewIsAppearing(animated: true)),
            .callback(.viewController("one"), .viewDidAppear(animated: true)),
            .callback(.delegate(of: "pages"), .pageViewControllerDidFinishAnimating(true, previous: "one", completed: false)),
        ])
        #expect(pages.state == .showing(page: 0))
    }

    /// What changes nothing: past either end (the data source returns nil), a swipe while a page
    /// turns, the page already shown, a stale completion.
    @Test(arguments: [
        ([], PageViewEvent.swiped(.reverse)),
        ([.viewControllersSet(index: 2, direction: .forward, animated: false)], .swiped(.forward)),
        ([.swiped(.forward)], .swiped(.forward)),
        ([], .viewControllersSet(index: 0, direction: .forward, animated: true)),
        ([], .viewControllersSet(index: 9, direction: .forward, animated: true)),
        ([.swiped(.forward)], .animationCompleted(token: 7)),
    ] as [([PageViewEvent], PageViewEvent)])
    func eventsThatChangeNothing(before: [PageViewEvent], event: PageViewEvent) {
        var pages = Self.machine()
        for earlier in before { _ = pages.handle(earlier, at: .zero) }
        let state = pages.state
        #expect(pages.handle(event, at: .zero) == [])
        #expect(pages.state == state)
    }

    @Test func setViewControllersInCodeTellsTheDelegateNothing() {
        var pages = Self.machine()
        #expect(pages.handle(.viewControllersSet(index: 2, direction: .forward, animated: false), at: .zero) == [
            .callback(.viewController("one"), .viewWillDisappear(animated: false)),
            .callback(.viewController("three"), .viewWillAppear(animated: false)),
            .callback(.viewController("three"), .viewIsAppearing(animated: false)),
            .callback(.viewController("one"), .viewDidDisappear(animated: false)),
            .callback(.viewController("three"), .viewDidAppear(animated: false)),
        ])
        #expect(pages.state == .showing(page: 2))
    }

    @Test func settingAPageWhileOneTurnsEndsThatTurnFirst() {
        var pages = Self.machine()
        _ = pages.handle(.viewControllersSet(index: 1, direction: .forward, animated: true), at: .zero)
        let actions = pages.handle(.viewControllersSet(index: 2, direction: .forward, animated: true), at: .zero)
        #expect(Array(actions.prefix(2)) == [
            .callback(.viewController("one"), .viewDidDisappear(animated: true)),
            .callback(.viewController("two"), .viewDidAppear(animated: true)),
        ])
        #expect(actions.last == .completeAnimation(token: 2, after: UIKitMetrics.uikit.span(\.pageTurnDuration)))
        #expect(pages.visibleChildren == ["two", "three"])
    }

    @Test func withoutADelegateASwipeOnlyTurns() {
        var pages = Self.machine(hasDelegate: false)
        let begun = pages.handle(.swiped(.forward), at: .zero)
        let ended = pages.handle(.animationCompleted(token: 1), at: .zero)
        #expect(!(begun + ended).contains { if case .callback(let receiver, _) = $0 { return receiver == .delegate(of: "pages") } else { return false } })
        #expect(pages.state == .showing(page: 1))
    }
}

/// The page view controller in the simulator: the engine forwards its parent's appearance to the
/// page on screen, schedules the turn's end, and refuses what cannot be done.
@Suite struct PageViewSimulationTests {
    func app() throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        try sim.declare("pages", .pageViewController(pages: ["one", "two"]))
        try sim.setRootViewController("pages")
        return sim
    }

    @Test func launchShowsTheFirstPageOnly() throws {
        let sim = try app()
        #expect(sim.untimed() == [
            "pages.viewWillAppear(animated: false)", "one.viewWillAppear(animated: false)",
            "pages.viewDidAppear(animated: false)", "one.viewDidAppear(animated: false)",
        ])
    }

    @Test func aSwipeEndsAfterThePageTurnDuration() throws {
        var sim = try app()
        let start = sim.log.entries.count
        try sim.swipePage(.forward)
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [
            "pages.delegate.pageViewControllerWillTransitionTo(two)",
            "one.viewWillDisappear(animated: true)", "two.viewWillAppear(animated: true)",
            "one.viewDidDisappear(animated: true)", "two.viewDidAppear(animated: true)",
            "pages.delegate.pageViewControllerDidFinishAnimating(true, previousViewControllers: one, transitionCompleted: true)",
        ])
        #expect(sim.log.entries.last?.time == SimInstant.zero + UIKitMetrics.uikit.span(\.pageTurnDuration))
        #expect(sim.isOnScreen("two") && !sim.isOnScreen("one"))
    }

    @Test func aPageThatIsNotOneIsRefused() throws {
        var sim = try app()
        #expect(throws: SimulationError.self) { try sim.setViewControllers("three") }
        #expect(throws: SimulationError.self) { try sim.swipePage(.forward, in: "one") }
    }
}
