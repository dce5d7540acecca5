/// The appearance figures of a sheet that change with its position (SheetRules 2.3, 2.4), as
/// stored values: what the card stack and the per-frame recorder read on every display frame.
public struct SheetFigures: Hashable, Sendable {
    /// ``SheetMachine/percentDimmed``.
    public var percentDimmed: Double = 0
    /// ``SheetMachine/dimmingAlpha``.
    public var dimmingAlpha: Double = 0
    /// ``SheetMachine/percentFullHeight`` when the sheet spans its window's width, else 0: how far
    /// it pushes the card behind it back.
    public var pushBack: Double = 0
    /// ``SheetMachine/cornerRadius``.
    public var cornerRadius: Double = 0
}

extension SheetMachine {
    /// Recomputes ``figures`` from the current state. Called after every event and frame.
    mutating func refreshFigures() {
        // One read of a computed value: a mutating method that reads several computed properties
        // passes a fresh copy of the whole machine to each.
        figures = currentFigures
    }

    /// The figures the current state gives.
    var currentFigures: SheetFigures {
        let dimmed = percentDimmed
        let full = metrics.fullDimmingAlpha(for: environment.userInterfaceStyle)
        return SheetFigures(percentDimmed: dimmed, dimmingAlpha: full * dimmed,
                            pushBack: spansContainerWidth ? percentFullHeight : 0, cornerRadius: cornerRadius)
    }
}
