import Testing
import SheetSim
@testable import SheetSimScenario

/// The tab lines of iOS 18 in a scenario: what they set up before the launch and what they change
/// once the app runs.
@Suite struct TabLinesTests {
    static let setup = """
        device "iPad Pro 11" landscape
        os 18
        tabBarController "tabs" tabs "home", "search"
        tabGroup "library" in "tabs" tabs "albums", "artists"

        """

    static func run(_ text: String) -> ScenarioResult {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text), loader: nil)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.formatted))")
        return ScenarioRunner.runToEnd(parsed.commands, file: "t.sheet")
    }

    static func count(_ name: CallbackName, in result: ScenarioResult) -> Int {
        var count = 0
        for entry in result.log where entry.callback.callbackName == name { count += 1 }
        return count
    }

    @Test func sidebarIsHiddenBeforeTheLaunchIsWhereTheSidebarStartsAndTellsNothing() {
        let result = Self.run(Self.setup + "set sidebar.isHidden = true\nrootViewController \"tabs\"\nwait until settled\n"
                              + "expect state sidebar.isHidden of \"tabs\" == true\nexpect state resolvedMode of \"tabs\" == tabSidebar\n")
        #expect(result.passed, "\(result.failures) \(String(describing: result.errors?.diagnostics.first?.formatted))")
        #expect(Self.count(.tabBarControllerSidebarVisibilityWillChange, in: result) == 0)
    }

    @Test func sidebarIsHiddenOnceTheAppRunsTellsTheDelegate() {
        let result = Self.run(Self.setup + "rootViewController \"tabs\"\nwait until settled\nset sidebar.isHidden = true\n")
        #expect(result.passed)
        #expect(Self.count(.tabBarControllerSidebarVisibilityWillChange, in: result) == 1)
    }

    @Test func modeSetInCodeDecidesTheSidebarAgain() {
        let result = Self.run(Self.setup + "rootViewController \"tabs\"\nwait until settled\nset mode = tabBar\n"
                              + "expect state resolvedMode of \"tabs\" == tabBar\nset mode of \"tabs\" = automatic\n"
                              + "expect state resolvedMode of \"tabs\" == tabSidebar\n")
        #expect(result.passed, "\(result.failures)")
    }

    @Test func aSearchTabAddedByNameJoinsTheTabsAtTheTrailingEdge() {
        let result = Self.run(Self.setup + "searchTab \"find\" in \"tabs\"\nrootViewController \"tabs\"\nwait until settled\n"
                              + "expect state tabBar.items of \"tabs\" == \"home, search, library, find\"\nselect tab \"find\"\n"
                              + "expect state selectedViewController of \"tabs\" == \"find\"\n")
        #expect(result.passed, "\(result.failures) \(String(describing: result.errors?.diagnostics.first?.formatted))")
    }
}
