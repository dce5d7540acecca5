extension NavigationMachine: Machine {
    public static var kindName: String { "UINavigationController" }
    public static func animationCompleted(token: Int) -> NavigationEvent { .animationCompleted(token: token) }
    /// Its stack, root first.
    public var children: [String] { viewControllers }
}
