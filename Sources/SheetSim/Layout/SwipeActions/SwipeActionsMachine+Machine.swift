extension SwipeActionsMachine: Machine {
    public static var kindName: String { "UITableView" }
    public static var table: KeyPath<MachineStore, MachineTable<SwipeActionsMachine>> { \.tableViews }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<SwipeActionsMachine>) -> R) -> R { body(&store.tableViews) }
    public static var role: MachineRole { .content }
    public static func animationCompleted(token: Int) -> SwipeActionsEvent { .animationCompleted(token: token) }
    /// The controller whose content the table view is.
    public var name: String { controller }
}
