extension SheetMachine: Machine {
    public static var kindName: String { "UISheetPresentationController" }
    public static var table: WritableKeyPath<MachineStore, MachineTable<SheetMachine>> { \.sheets }
    public static func animationCompleted(token: Int) -> SheetEvent { .animationCompleted(token: token) }
}
