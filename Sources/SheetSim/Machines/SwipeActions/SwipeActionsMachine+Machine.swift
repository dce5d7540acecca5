extension SwipeActionsMachine: Machine {
    public static var kindName: String { "UITableView" }
    public static var noun: String { "table view" }
    public static var table: KeyPath<MachineStore, MachineTable<SwipeActionsMachine>> { \.tableViews }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<SwipeActionsMachine>) -> R) -> R { body(&store.tableViews) }
    public static var role: MachineRole { .content }
    public static func animationCompleted(token: Int) -> SwipeActionsEvent { .animationCompleted(token: token) }
    /// The controller whose content the table view is.
    public var name: String { controller }

    /// It reads nothing of the world around it: its events carry what it needs.
    public mutating func handle(_ event: SwipeActionsEvent, at now: SimInstant, in context: Void) -> [MachineAction<Never>] { handle(event, at: now) }
}
