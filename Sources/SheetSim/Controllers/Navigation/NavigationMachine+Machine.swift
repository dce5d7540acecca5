extension NavigationMachine: Machine {
    public static var kindName: String { "UINavigationController" }
    public static var table: WritableKeyPath<MachineStore, MachineTable<NavigationMachine>> { \.navigationControllers }
    public static var role: MachineRole { .container }
    public static func animationCompleted(token: Int) -> NavigationEvent { .animationCompleted(token: token) }
    /// Its stack, root first.
    public var children: [String] { viewControllers }
}
