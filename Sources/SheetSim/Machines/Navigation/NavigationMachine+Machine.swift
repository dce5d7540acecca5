extension NavigationMachine: Machine {
    public static var kindName: String { "UINavigationController" }
    public static var noun: String { "navigation controller" }
    public static var table: KeyPath<MachineStore, MachineTable<NavigationMachine>> { \.navigationControllers }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<NavigationMachine>) -> R) -> R { body(&store.navigationControllers) }
    public static var role: MachineRole { .container }
    public static func animationCompleted(token: Int) -> NavigationEvent { .animationCompleted(token: token) }
    /// Its stack, root first.
    public var children: [String] { viewControllers }

    /// The changes a split view controller makes to the stack inside its own collapse, expand or
    /// column change: that change tells the appearance of what comes and goes, and lays out. A
    /// change of settings changes no children.
    public static func leavesChildChangesToOthers(_ event: NavigationEvent) -> Bool {
        switch event {
        case .stackRebuilt, .pushedByContainer, .poppedByContainer, .barKeptItem, .configurationChanged: return true
        default: return false
        }
    }

    /// It reads nothing of the world around it: its events carry what it needs.
    public mutating func handle(_ event: NavigationEvent, at now: SimInstant, in context: Void) -> [NavigationAction] { handle(event, at: now) }
}
