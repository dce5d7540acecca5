import Testing
@testable import SheetSim

/// Scroll views of the window's controllers (layout rules 36–37, 44): laid out with the window's
/// safe area and bars by the same rules as a sheet's, scrolled by name, and refused where no
/// scroll view can be found.
@Suite struct WindowScrollViewTests {
    /// An iPhone X with a navigation controller `nav` showing `list` as the window's root.
    static func navigation(scrollView: Bool = true) throws -> Simulator {
        var sim = Simulator(environment: ScreenEnvironment(device: try #require(Device.named("iPhone X"))))
        try sim.declare("nav", .navigationController(root: "list"))
        try sim.setRootViewController("nav")
        if scrollView { try sim.perform(.scrollView(ScrollViewState(contentHeight: 2000), of: "list")) }
        sim.runUntilIdle()
        return sim
    }

    @Test func aNavigationControllersTopControllerTakesTheBarsAsInsets() throws {
        let sim = try Self.navigation()
        let scroll = try #require(sim.viewLayout(of: "list")?.scrollView)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 88, bottom: 34))
        #expect(scroll.contentOffsetY == -88)
        #expect(sim.log.entries.contains { $0.receiver == .viewController("list") && $0.callback == .scrollViewDidChangeAdjustedContentInset })
    }

    @Test func scrollingByNameMovesTheWindowsScrollView() throws {
        var sim = try Self.navigation()
        try sim.perform(.scroll(toContentOffsetY: 212, of: "list"))
        #expect(sim.viewLayout(of: "list")?.scrollView?.contentOffsetY == 212)
        #expect(sim.viewLayout(of: "list")?.scrollView?.visibleContentMinY == 300)
        try sim.perform(.scrollToEdge(bottom: true, of: "nav"))  // a container: the controller it shows
        #expect(abs((sim.viewLayout(of: "list")?.scrollView?.contentOffsetY ?? 0) - (2000 + 34 - 812)) < 1e-9)
        try sim.perform(.scrollToEdge(bottom: false, of: "list"))
        #expect(sim.viewLayout(of: "list")?.scrollView?.contentOffsetY == -88)
    }

    /// Set up before the launch, the offset asked for is UIKit's, converted when the controller
    /// first comes into the window (its insets are known only then).
    @Test func anOffsetSetBeforeTheLaunchIsUIKits() throws {
        var sim = Simulator(environment: ScreenEnvironment(device: try #require(Device.named("iPhone X"))))
        try sim.declare("nav", .navigationController(root: "list"))
        try sim.perform(.scrollView(ScrollViewState(contentHeight: 2000), contentOffsetY: 100, of: "list"))
        try sim.setRootViewController("nav")
        sim.runUntilIdle()
        #expect(sim.viewLayout(of: "list")?.scrollView?.contentOffsetY == 100)
    }

    /// With the layout passes off, the layout is still there to read, so a scroll view set up
    /// before the launch still reaches its controller.
    @Test func anOffsetSetBeforeTheLaunchReachesItsControllerWithThePassesOff() throws {
        var sim = Simulator(environment: ScreenEnvironment(device: try #require(Device.named("iPhone X"))))
        sim.logsLayoutCallbacks = false
        try sim.declare("nav", .navigationController(root: "list"))
        try sim.perform(.scrollView(ScrollViewState(contentHeight: 2000), contentOffsetY: 100, of: "list"))
        try sim.setRootViewController("nav")
        sim.runUntilIdle()
        #expect(sim.viewLayout(of: "list")?.scrollView?.contentOffsetY == 100)
        #expect(!sim.log.entries.contains { $0.callback == .scrollViewDidChangeAdjustedContentInset })
    }

    @Test func aTabsControllerHasItsOwnScrollView() throws {
        var sim = Simulator(environment: ScreenEnvironment(device: .iPhone14Pro))
        try sim.declare("tabs", .tabBarController(tabs: ["home", "search"]))
        try sim.setRootViewController("tabs")
        try sim.perform(.scrollView(ScrollViewState(contentHeight: 2000), of: "home"))
        sim.runUntilIdle()
        let scroll = try #require(sim.viewLayout(of: "home")?.scrollView)
        let tabBar = try #require(sim.viewLayout(of: "tabs")?.tabBarHeight)
        #expect(scroll.adjustedContentInset.top == 59)
        #expect(scroll.adjustedContentInset.bottom == 34 + tabBar)
        #expect(sim.viewLayout(of: "search")?.scrollView == nil)
    }

    @Test func removingItLeavesNone() throws {
        var sim = try Self.navigation()
        try sim.perform(.scrollView(nil, of: "list"))
        #expect(sim.viewLayout(of: "list")?.scrollView == nil)
        #expect(throws: SimulationError.self) { try sim.perform(.scroll(toContentOffsetY: 0, of: "list")) }
    }

    /// A sheet's scroll view is still reached through its content controller's name.
    @Test func aSheetsScrollViewIsScrolledByItsControllersName() throws {
        var (sim, _) = try SimFixture.presented(SheetConfiguration(detents: [.large()]))
        try sim.setScrollView(ScrollViewState(contentHeight: 3000))
        try sim.perform(.scroll(toContentOffsetY: 400, of: "sheet"))
        #expect(sim.viewLayout(of: "sheet")?.scrollView?.contentOffsetY == 400)
    }

    @Test func namesThatCanNeverMatchAreRefused() throws {
        var sim = try Self.navigation(scrollView: false)
        #expect(throws: SimulationError.self) { try sim.perform(.scroll(toContentOffsetY: 0, of: "list")) }
        #expect(throws: SimulationError.self) { try sim.perform(.scrollToEdge(bottom: true, of: "nobody")) }
        try sim.declare("modal", .navigationController(root: "form"))
        try sim.present("modal", configuration: SheetConfiguration(detents: [.large()]))
        sim.runUntilIdle()
        // `form` is inside the presented sheet: its scroll view is the sheet's.
        #expect(throws: SimulationError.self) { try sim.perform(.scrollView(ScrollViewState(), of: "form")) }
    }

    /// Scroll views kept for controllers not on screen cost nothing at the passes that follow: a
    /// run of n such set-ups and n scrolls grows linearly, not as n².
    @Test func keptScrollViewsDoNotSlowEveryPass() throws {
        func run(_ n: Int) throws {
            var sim = try Self.navigation()
            for index in 0..<n { try sim.perform(.scrollView(ScrollViewState(contentHeight: 100), of: "later\(index)")) }
            for index in 0..<n { try sim.perform(.scroll(toContentOffsetY: Double(index % 50), of: "list")) }
        }
        try run(100)  // warm up
        try SizeBound.expectLinear("scrolls with kept scroll views", at: 250, run)
    }
}
