extension PageViewMachine: Machine {
    public static var kindName: String { "UIPageViewController" }
    public static var noun: String { "page view controller" }
    public static var table: KeyPath<MachineStore, MachineTable<PageViewMachine>> { \.pageViewControllers }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<PageViewMachine>) -> R) -> R { body(&store.pageViewControllers) }
    public static var role: MachineRole { .container }
    public static func animationCompleted(token: Int) -> PageViewEvent { .animationCompleted(token: token) }

    /// Its pages, in order.
    public var children: [String] { pages }

    /// It reads nothing of the world around it: its events carry what it needs.
    public mutating func handle(_ event: PageViewEvent, at now: SimInstant, in context: Void) -> [PageViewAction] {
        handle(event, at: now)
    }
}
