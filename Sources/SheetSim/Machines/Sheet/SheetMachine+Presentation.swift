extension SheetMachine: PresentationMachine {
    public static func dismissInCode(animated: Bool) -> SheetEvent { .dismiss(animated: animated) }

    /// A sheet hears that it presents another, which dims and scales it as a card behind (SheetRules 2.4).
    public static func childChanged(presentsChild: Bool) -> SheetEvent? { .childChanged(presentsChild: presentsChild) }

    /// A sheet also joins the display frames' moving sheets when its event started an animation or
    /// a drag; its layer is marked by its row, which is its layer while every layer is a sheet.
    public static func afterPresentationEvent(named name: String, row: Int, layoutChanged: Bool, in simulator: inout Simulator) {
        simulator.noteMoving(row)
        if layoutChanged { simulator.setNeedsLayout(ofSheetAt: row) }
    }
}
