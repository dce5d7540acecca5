extension TabBarMachine: Machine {
    public static var kindName: String { "UITabBarController" }
    public static var table: WritableKeyPath<MachineStore, MachineTable<TabBarMachine>> { \.tabBarControllers }
    /// Selection has no animation: nothing ever completes.
    public static func animationCompleted(token: Int) -> TabBarEvent { .animationCompleted(token: token) }
    /// Its tabs, in tab order.
    public var children: [String] { viewControllers }
    public var transitionChildren: [String] { visibleChildren }
}
