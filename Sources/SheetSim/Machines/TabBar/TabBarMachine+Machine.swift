extension TabBarMachine: Machine {
    public static var kindName: String { "UITabBarController" }
    public static var noun: String { "tab bar controller" }
    public static var table: KeyPath<MachineStore, MachineTable<TabBarMachine>> { \.tabBarControllers }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<TabBarMachine>) -> R) -> R { body(&store.tabBarControllers) }
    public static var role: MachineRole { .container }
    /// Selection has no animation: nothing ever completes.
    public static func animationCompleted(token: Int) -> TabBarEvent { .animationCompleted(token: token) }

    /// `tabBarController(_:shouldSelect:)` (or `shouldSelectTab`) comes back for the tab its token,
    /// the tab's index, names.
    public static func answered(_ question: Callback, token: Int) -> TabBarEvent {
        switch question {
        case .tabBarControllerShouldSelect(_, let answer), .tabBarControllerShouldSelectTab(_, let answer):
            return .shouldSelectAnswered(answer, index: token)
        default:
            preconditionFailure("a tab bar controller never asks \(question.callbackName)")
        }
    }
    /// Its tabs' controllers, in tab order (a managed group's navigation controller in its place).
    public var children: [String] { childControllers }
    public var transitionChildren: [String] { visibleChildren }

    /// A change of settings, of size class, of the sidebar or of minimization changes no children.
    public static func leavesChildChangesToOthers(_ event: TabBarEvent) -> Bool {
        switch event {
        case .configurationChanged, .environmentChanged, .sidebarHiddenSet, .sidebarButtonTapped, .contentScrolled: return true
        case .tabTapped, .groupTapped, .selectedIndexSet, .shouldSelectAnswered, .animationCompleted: return false
        }
    }

    /// It reads nothing of the world around it: its events carry what it needs.
    public mutating func handle(_ event: TabBarEvent, at now: SimInstant, in context: Void) -> [TabBarAction] { handle(event, at: now) }
}
