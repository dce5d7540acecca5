import Testing
@testable import SheetSim

/// Navigation and tab bar controllers in the simulator: launch, forwarding, presenting from a
/// child, controllers off screen.
@Suite struct ContainerSimulationTests {
    /// The log from `start`, without the layout callbacks (these tests are about forwarding).
    func lines(_ sim: Simulator, from start: Int = 0) -> [String] {
        sim.untimed(from: start)
    }

    func navApp(os: OSProfile = .iOS16) throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro, os: os)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.setRootViewController("nav")
        return sim
    }

    /// The walk that answers `isOnScreen` agrees with the listed subtree, for every controller
    /// under every declared one, hidden tabs and stacked-under controllers included.
    @Test func visibleSubtreeContainsAgreesWithTheListedSubtree() throws {
        var sim = try navApp()
        try sim.declare("tabs", .tabBarController(tabs: ["home", "search"], selectedIndex: 1))
        try sim.push("tabs", animated: false)
        sim.runUntilIdle()
        let tree = sim.tree
        #expect(tree.visibleSubtree(of: "nav") == ["nav", "tabs", "search"])
        for top in tree.declarationOrder {
            for name in tree.declarationOrder + ["nobody"] {
                #expect(tree.visibleSubtree(of: top, contains: name) == tree.visibleSubtree(of: top).contains(name), "\(top) \(name)")
            }
        }
        #expect(sim.isOnScreen("search") && !sim.isOnScreen("home") && !sim.isOnScreen("inbox"))
    }

    @Test func launchingARootForwardsItsAppearanceToTheVisibleChild() throws {
        let sim = try navApp(os: .iOS17)
        #expect(lines(sim) == [
            "nav.viewWillAppear(animated: false)", "inbox.viewWillAppear(animated: false)",
            "nav.viewIsAppearing(animated: false)", "inbox.viewIsAppearing(animated: false)",
            "nav.viewDidAppear(animated: false)", "inbox.viewDidAppear(animated: false)",
        ])
    }

    @Test func aPushedContainerForwardsToItsSelectedTab() throws {
        var sim = try navApp()
        try sim.declare("tabs", .tabBarController(tabs: ["home", "search"], selectedIndex: 1))
        let start = sim.log.count
        try sim.push("tabs", animated: false)
        sim.runUntilIdle()
        #expect(lines(sim, from: start) == [
            "tabs.willMove(toParent: nav)",
            "inbox.viewWillDisappear(animated: false)",
            "tabs.viewWillAppear(animated: false)", "search.viewWillAppear(animated: false)",
            "nav.delegate.navigationControllerWillShow(tabs, animated: false)",
            "inbox.viewDidDisappear(animated: false)",
            "tabs.viewDidAppear(animated: false)", "search.viewDidAppear(animated: false)",
            "tabs.didMove(toParent: nav)",
            "nav.delegate.navigationControllerDidShow(tabs, animated: false)",
        ])
    }

    @Test func aContainerOffScreenChangesItsStackWithoutAppearanceCallbacks() throws {
        var sim = try navApp()
        try sim.declare("other", .navigationController(root: "list"))
        let start = sim.log.count
        try sim.push("detail", onto: "other", animated: false)
        sim.runUntilIdle()
        #expect(lines(sim, from: start) == [
            "detail.willMove(toParent: other)",
            "other.delegate.navigationControllerWillShow(detail, animated: false)",
            "detail.didMove(toParent: other)",
            "other.delegate.navigationControllerDidShow(detail, animated: false)",
        ])
        #expect(sim.machine(NavigationMachine.self, named: "other")?.viewControllers == ["list", "detail"])
    }

    @Test func aSheetPresentedFromAPushedControllerAndATapThroughReachesIt() throws {
        var sim = try navApp()
        try sim.push("message", animated: false)
        sim.runUntilIdle()
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.largestUndimmedDetentIdentifier = .medium
        try sim.present("compose", configuration: configuration, from: "message")
        sim.runUntilIdle()
        try sim.tapDimmingView(at: Point(x: 20, y: 100))
        #expect(lines(sim).last == "message.tapReceived(x: 20, y: 100)")
        #expect(sim.state?.name == "compose")
    }

    @Test func presentingFromAControllerThatIsNotShownOrAlreadyPresentsIsRefused() throws {
        var sim = try navApp()
        try sim.declare("hidden", .viewController)
        try sim.present("compose", from: "hidden")
        #expect(lines(sim).last == "simulator.warning(\"attempt to present compose on hidden, whose view is not in the window hierarchy; ignored\")")
        try sim.present("first", from: "inbox")
        sim.runUntilIdle()
        try sim.present("second", from: "inbox")
        #expect(lines(sim).last == "simulator.warning(\"attempt to present second on inbox, which is already presenting first; ignored\")")
        #expect(sim.stack.map(\.name) == ["first"])
    }

    @Test func aPresentedNavigationControllerForwardsTheSheetsAppearance() throws {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        try sim.declare("nav", .navigationController(root: "list"))
        try sim.present("nav", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        #expect(lines(sim) == [
            "nav.viewWillAppear(animated: true)", "list.viewWillAppear(animated: true)",
            "nav.presentationController.presentationTransitionWillBegin",
            "nav.presentationController.presentationTransitionDidEnd(completed: true)",
            "nav.viewDidAppear(animated: true)", "list.viewDidAppear(animated: true)",
        ])
    }

    @Test func aTabTapAsksTheDelegateAndUserCodeCanRefuse() throws {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        try sim.declare("tabs", .tabBarController(tabs: ["home", "search"]))
        try sim.setRootViewController("tabs")
        sim.hooks.shouldSelectTab = { _, tab in tab != "search" }
        let start = sim.log.count
        try sim.tapTab("search")
        #expect(lines(sim, from: start) == ["tabs.delegate.tabBarControllerShouldSelect(search, returned: false)"])
        #expect(sim.machine(TabBarMachine.self, named: "tabs")?.selectedIndex == 0)
    }

    static let badDeclarations: [(String, ControllerDeclaration, String, Int)] = [
        ("loop", ControllerDeclaration.navigationController(root: "loop"), "'loop' would contain itself", #line),
        ("b", ControllerDeclaration.navigationController(root: "inbox"), "'inbox' is already a child of 'nav'; a view controller has one parent", #line),
        ("nav", ControllerDeclaration.tabBarController(tabs: ["x"]), "a controller named 'nav' is already declared", #line),
        ("simulator", ControllerDeclaration.viewController, "'simulator' is reserved for SheetSim's own log entries", #line),
    ]

    @Test(arguments: badDeclarations)
    func badDeclarationsAreRefused(_ c: (String, ControllerDeclaration, String, Int)) throws {
        var sim = try navApp()
        #expect(throws: SimulationError.self) { try sim.declare(c.0, c.1) }
        do { try sim.declare(c.0, c.1) } catch {
            #expect(String(describing: error) == c.2, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.3, column: 1))
        }
    }

    @Test func aControllerInAStackCannotBePushedOrPresentedAgain() throws {
        var sim = try navApp()
        #expect(throws: SimulationError.self) { try sim.push("inbox") }
        #expect(throws: SimulationError.self) { try sim.present("inbox") }
        #expect(throws: SimulationError.self) { try sim.present("nav") }
    }
}
