import Testing
@testable import SheetSim

/// An iPhone's iOS 26 floating tab bar (container rules 7.1): `tabBarMinimizeBehavior` minimizes
/// it on a scroll one way and expands it on a scroll the other; the bottom accessory's placement
/// follows; the settings are iOS 26 API.
@Suite struct TabBarMinimizationTests {
    static func machine(_ behavior: TabBarMinimizeBehavior, accessory: Bool = false, idiom: UserInterfaceIdiom = .phone,
                        os: OSProfile = .iOS26, options: BehaviorOptions = .reference) -> TabBarMachine {
        var configuration = TabBarConfiguration()
        configuration.minimizeBehavior = behavior
        configuration.hasBottomAccessory = accessory
        return TabBarMachine(name: "tabs", tabs: ["feed", "profile"], configuration: configuration,
                             environment: TabBarEnvironment(horizontalSizeClass: .compact, idiom: idiom), options: options, os: os)
    }

    struct Row: Sendable {
        var behavior: TabBarMinimizeBehavior
        var idiom: UserInterfaceIdiom
        var os: OSProfile
        var deltas: [Double]
        var minimized: Bool
        var line: Int
    }

    static let rows: [Row] = [
        Row(behavior: .onScrollDown, idiom: .phone, os: .iOS26, deltas: [300], minimized: true, line: #line),
        Row(behavior: .onScrollDown, idiom: .phone, os: .iOS26, deltas: [300, -10], minimized: false, line: #line),
        Row(behavior: .onScrollDown, idiom: .phone, os: .iOS26, deltas: [-300], minimized: false, line: #line),
        Row(behavior: .onScrollDown, idiom: .phone, os: .iOS26, deltas: [300, 0], minimized: true, line: #line),
        Row(behavior: .onScrollUp, idiom: .phone, os: .iOS26, deltas: [-300], minimized: true, line: #line),
        Row(behavior: .onScrollUp, idiom: .phone, os: .iOS26, deltas: [-300, 20], minimized: false, line: #line),
        Row(behavior: .onScrollUp, idiom: .phone, os: .iOS26, deltas: [300], minimized: false, line: #line),
        Row(behavior: .never, idiom: .phone, os: .iOS26, deltas: [300], minimized: false, line: #line),
        // automatic: the option's default, never.
        Row(behavior: .automatic, idiom: .phone, os: .iOS26, deltas: [300], minimized: false, line: #line),
        // The floating bar that minimizes is the iPhone's; before iOS 26 there is none.
        Row(behavior: .onScrollDown, idiom: .pad, os: .iOS26, deltas: [300], minimized: false, line: #line),
        Row(behavior: .onScrollDown, idiom: .phone, os: .iOS18, deltas: [300], minimized: false, line: #line),
    ]

    @Test(arguments: rows) func aScrollMinimizesOrExpandsTheBar(_ row: Row) {
        var tabs = Self.machine(row.behavior, idiom: row.idiom, os: row.os)
        for delta in row.deltas {
            #expect(tabs.handle(.contentScrolled(deltaY: delta), at: .zero).isEmpty)
        }
        #expect(tabs.isTabBarMinimized == row.minimized, "row at line \(row.line)")
    }

    @Test func automaticFollowsTheOption() {
        var options = BehaviorOptions.reference
        options.automaticTabBarMinimizeBehavior = .onScrollDown
        var tabs = Self.machine(.automatic, options: options)
        _ = tabs.handle(.contentScrolled(deltaY: 100), at: .zero)
        #expect(tabs.isTabBarMinimized)
    }

    @Test func theAccessoryGoesInlineWhileTheBarIsMinimized() {
        #expect(Self.machine(.onScrollDown).bottomAccessoryPlacement == .none)
        var tabs = Self.machine(.onScrollDown, accessory: true)
        #expect(tabs.bottomAccessoryPlacement == .regular)
        _ = tabs.handle(.contentScrolled(deltaY: 100), at: .zero)
        #expect(tabs.bottomAccessoryPlacement == .inline)
        _ = tabs.handle(.contentScrolled(deltaY: -100), at: .zero)
        #expect(tabs.bottomAccessoryPlacement == .regular)
    }

    @Test func settingNeverExpandsAMinimizedBar() {
        var tabs = Self.machine(.onScrollDown)
        _ = tabs.handle(.contentScrolled(deltaY: 100), at: .zero)
        var configuration = tabs.configuration
        configuration.minimizeBehavior = .never
        _ = tabs.handle(.configurationChanged(configuration), at: .zero)
        #expect(!tabs.isTabBarMinimized)
    }

    // MARK: Through the simulator

    static func launched(_ configuration: TabBarConfiguration, os: OSProfile = .iOS26) throws -> Simulator {
        var sim = Simulator(environment: ScreenEnvironment(device: DeviceCatalog.profile("iPhone 17"), orientation: .portrait), os: os)
        try sim.declare("tabs", .tabBarController(tabs: ["feed", "profile"], selectedIndex: 0, configuration: configuration))
        try sim.setRootViewController("tabs")
        try sim.setScrollView(ScrollViewState(contentHeight: 3000), contentOffsetY: nil, of: "feed")
        sim.runUntilIdle()
        return sim
    }

    @Test func theSelectedTabsScrollMinimizesTheBarAndAnotherTabsDoesNot() throws {
        var configuration = TabBarConfiguration()
        configuration.minimizeBehavior = .onScrollDown
        var sim = try Self.launched(configuration)
        try sim.scroll(toContentOffsetY: 400, of: "feed")
        #expect(sim.tabBarMachine("tabs")?.isTabBarMinimized == true)
        try sim.scroll(toContentOffsetY: 100, of: "feed")
        #expect(sim.tabBarMachine("tabs")?.isTabBarMinimized == false)
    }

    @Test func theSettingsAreRefusedBeforeIOS26() throws {
        var configuration = TabBarConfiguration()
        configuration.hasBottomAccessory = true
        #expect(throws: SimulationError.requiresRelease("UITabBarController.bottomAccessory", major: 26, os: "18")) {
            _ = try Self.launched(configuration, os: .iOS18)
        }
        configuration = TabBarConfiguration()
        configuration.minimizeBehavior = .never
        #expect(throws: SimulationError.requiresRelease("UITabBarController.tabBarMinimizeBehavior", major: 26, os: "18")) {
            _ = try Self.launched(configuration, os: .iOS18)
        }
    }
}

extension TabBarMinimizationTests.Row: CustomTestStringConvertible {
    var testDescription: String { "\(behavior.rawValue) on \(idiom) iOS \(os.majorVersion), scrolls \(deltas): line \(line)" }
}
