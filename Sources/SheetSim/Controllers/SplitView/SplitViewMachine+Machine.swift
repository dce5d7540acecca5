extension SplitViewMachine: Machine {
    public static var kindName: String { "UISplitViewController" }
    public static var noun: String { "split view controller" }
    public static var table: KeyPath<MachineStore, MachineTable<SplitViewMachine>> { \.splitViewControllers }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<SplitViewMachine>) -> R) -> R { body(&store.splitViewControllers) }
    public static var role: MachineRole { .container }
    public static func animationCompleted(token: Int) -> SplitViewEvent { .animationCompleted(token: token) }
    public var transitionChildren: [String] { visibleChildren }

    public static func perform(_ request: SplitViewRequest, from name: String, in simulator: inout SheetSimulator) {
        simulator.perform(request, forSplitView: name)
    }

    public static func recordTimeline(of name: String, in simulator: inout SheetSimulator) { simulator.recordSplitView(name) }
    /// A classic split view controller gives its primary column's controller a compact horizontal
    /// size class whatever the window's (split view rules 4.1).
    public var horizontallyCompactChildren: [String] {
        guard !style.isColumnStyle, let primary = columns[.primary]?.child else { return [] }
        return [primary]
    }

    /// It reads nothing of the world around it: its events carry what it needs.
    public mutating func handle(_ event: SplitViewEvent, at now: SimInstant, in context: Void) -> [SplitViewAction] { handle(event, at: now) }
}
