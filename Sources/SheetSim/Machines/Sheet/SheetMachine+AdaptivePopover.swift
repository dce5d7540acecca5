extension SheetMachine {
    /// Puts the sheet on screen at rest where it belongs, with no transition and no callbacks: a
    /// popover on screen became this sheet, its adaptive sheet, when the window turned compact
    /// (SheetRules 8.5; that no appearance callbacks come is a GUESS). It rests on its selected
    /// detent, else the smallest (SheetRules 1.1).
    mutating func startAtRest() {
        state = .resting(finger: nil)
        offset = restingOffset
        caches.viewHeight = heightOfView(atOffset: offset)
        refreshAfterEvent()
    }
}
