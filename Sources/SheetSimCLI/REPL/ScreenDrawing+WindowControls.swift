import SheetSim

extension ScreenDrawing {
    /// Draws an iPadOS 26 window's controls (split view rules 14) as `●●●` on the window's top
    /// edge at its leading corner, where the system puts them; nothing where the window has none.
    static func drawWindowControls(_ simulator: Simulator, on canvas: inout Canvas) {
        guard simulator.windowControlsPlacement != .none else { return }
        let row = max(canvas.row(0) - 1, 0)
        let left = canvas.column(0)
        for offset in 1...3 where left + offset < canvas.columns + 1 { canvas.cells[row][left + offset] = "●" }
    }

    /// The footer's words for the window's controls: `controls inline 72pt,` (the corner region the
    /// layout guides avoid) or `controls above content +24pt top,`; none without controls.
    static func windowControlsWords(_ simulator: Simulator) -> [String] {
        switch simulator.windowControlsPlacement {
        case .none: return []
        case .inline:
            let style = simulator.effectiveWindowingControlStyle.map { " \($0)" } ?? ""
            return ["controls inline\(style) \(NumberFormat.points(simulator.windowControlsWidth))pt,"]
        case .aboveContent:
            return ["controls above content +\(NumberFormat.points(simulator.environment.windowControlsTopInset))pt top,"]
        }
    }

    /// The footer's words for the front sheet's iOS 27 placement, when the app set one:
    /// `placement leading,`.
    static func placementWords(_ simulator: Simulator) -> [String] {
        guard let placement = simulator.frontSheet?.configuration.preferredPlacement else { return [] }
        return ["placement \(placement),"]
    }
}
