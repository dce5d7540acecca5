import SheetSim

extension TestSimulator {
    /// `tabBarMinimizeBehavior` of the tab bar controller `tabBar` set in code (iOS 26 API: on an
    /// earlier release the test fails at this line).
    public func setTabBarMinimizeBehavior(
        _ behavior: TabBarMinimizeBehavior, of tabBar: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send("setTabBarMinimizeBehavior(.\(behavior.rawValue), of: \(LogText.quoted(tabBar)))", at: .init(fileID, filePath, line, column)) { simulator in
            guard var configuration = try simulator.tabBarConfiguration(of: tabBar) else {
                throw SimulationError.invalidValue(what: "'\(tabBar)'", reason: "is not running yet")
            }
            configuration.minimizeBehavior = behavior
            return .updateTabBarConfiguration(tabBar, configuration)
        }
    }

    /// Whether the iOS 26 tab bar of `tabBar` is minimized now:
    /// `#expect(tester.isTabBarMinimized("tabs") == true)`. nil for no such tab bar controller.
    public func isTabBarMinimized(_ tabBar: String) -> Bool? {
        simulator.machine(TabBarMachine.self, named: tabBar)?.isTabBarMinimized
    }

    /// Where the bottom accessory of `tabBar` sits now (`UITabAccessory.Environment`); nil for no
    /// such tab bar controller.
    public func bottomAccessoryPlacement(of tabBar: String) -> TabAccessoryPlacement? {
        simulator.machine(TabBarMachine.self, named: tabBar)?.bottomAccessoryPlacement
    }
}
