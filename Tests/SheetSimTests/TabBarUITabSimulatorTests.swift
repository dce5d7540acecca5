import Testing
@testable import SheetSim

/// A tab bar controller of `UITab`s in the simulator: its declaration's checks, and what its
/// environment makes of it.
@Suite struct TabBarUITabSimulatorTests {
    static func groupConfiguration(managing navigation: String? = nil) -> TabBarConfiguration {
        var configuration = TabBarConfiguration()
        configuration.uiTabs = [.tab("home"), .group("library", children: ["albums", "artists"], managingNavigationController: navigation)]
        return configuration
    }

    @Test func uiTabsNeedIOS18() {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17)
        #expect(throws: SimulationError.requiresRelease("UITab, UITabGroup and UISearchTab", major: 18, os: "17")) {
            try sim.declare("tabs", .tabBarController(tabs: ["home", "albums", "artists"], configuration: Self.groupConfiguration()))
        }
        #expect(!sim.tree.contains("tabs"))
    }

    @Test func uiTabsThatDoNotShowTheTabsAreRefused() {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS18)
        #expect(throws: SimulationError.self) {
            try sim.declare("tabs", .tabBarController(tabs: ["home", "artists", "albums"], configuration: Self.groupConfiguration()))
        }
    }

    @Test func aRefusedDeclarationLeavesNoManagingNavigationControllerBehind() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS18)
        try sim.declare("other", .navigationController(root: "home"))  // "home" has a parent already
        #expect(throws: SimulationError.self) {
            try sim.declare("tabs", .tabBarController(tabs: ["home", "albums", "artists"],
                                                      configuration: Self.groupConfiguration(managing: "libraryNav")))
        }
        #expect(!sim.tree.contains("libraryNav"))
    }

    @Test func theLaunchAndAWindowChangeDecideTheSidebarAgain() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS18)
        try sim.declare("tabs", .tabBarController(tabs: ["home", "albums", "artists"], configuration: Self.groupConfiguration()))
        try sim.setRootViewController("tabs")
        #expect(sim.tabBarMachine("tabs")?.resolvedMode == .tabSidebar)
        try sim.perform(.setWindow(.slideOver))
        sim.runUntilIdle()
        #expect(sim.tabBarMachine("tabs")?.resolvedMode == .tabBar)
        #expect(sim.viewLayout(of: "home")?.safeAreaInsets.bottom == 50, "the compact tab bar is at the bottom again")
    }

    @Test func theUITabsCannotChangeOnceTheAppRuns() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS18)
        try sim.declare("tabs", .tabBarController(tabs: ["home", "albums", "artists"], configuration: Self.groupConfiguration()))
        try sim.setRootViewController("tabs")
        var changed = Self.groupConfiguration()
        changed.uiTabs = [.tab("home"), .tab("albums"), .tab("artists")]
        #expect(throws: SimulationError.self) { try sim.perform(.updateTabBarConfiguration("tabs", changed)) }
    }
}
