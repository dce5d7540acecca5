extension SheetMachine: PresentationMachine {
    public static func dismissInCode(animated: Bool) -> SheetEvent { .dismiss(animated: animated) }

    /// A sheet hears that it presents another, which dims and scales it as a card behind (SheetRules 2.4).
    public static func childChanged(presentsChild: Bool) -> SheetEvent? { .childChanged(presentsChild: presentsChild) }

    public static func isInTransition(named name: String, in simulator: Simulator) -> Bool {
        simulator.stackIndex(of: name).map { simulator.stack[$0].isInTransition } ?? false
    }

    public static func tellPresentsChild(_ presentsChild: Bool, named name: String, in simulator: inout Simulator) {
        simulator.send(.childChanged(presentsChild: presentsChild), to: name)
    }

    public static func dismissInCode(named name: String, animated: Bool, in simulator: inout Simulator) {
        simulator.send(.dismiss(animated: animated), to: name)
    }

    /// A sheet also joins the display frames' moving sheets when its event started an animation or
    /// a drag; its layer is marked by its row, which is its layer while every layer is a sheet.
    /// Inlined into the send path, as the two calls were before they moved here.
    @inline(__always)
    public static func afterPresentationEvent(named name: String, row: Int, layoutChanged: Bool, in simulator: inout Simulator) {
        simulator.noteMoving(row)
        if layoutChanged { simulator.setNeedsLayout(ofSheetAt: row) }
    }
}
