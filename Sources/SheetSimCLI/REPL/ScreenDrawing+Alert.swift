import SheetSim

extension ScreenDrawing {
    /// Draws each alert controller on screen over what is beneath it (SheetRules 11.2): a box
    /// titled with its name at its frame, each shown action's title in brackets on its button's
    /// row (`[ Delete ]`, cut to the box), and an action sheet shown as a popover's arrow
    /// (`▲▼◀▶`) on its edge that faces its source.
    static func drawAlerts(_ simulator: Simulator, on canvas: inout Canvas) {
        for alert in simulator.machines.alerts.rows {
            guard let layout = alert.state.layout else { continue }
            let frame = layout.frame
            let top = canvas.row(frame.minY), bottom = min(max(canvas.row(max(frame.minY, frame.maxY - 0.01)), top + 1), canvas.rows)
            let left = canvas.column(frame.minX), right = min(max(canvas.column(max(frame.minX, frame.maxX - 0.01)), left + 1), canvas.columns)
            canvas.box(top: top, left: left, bottom: bottom, right: right, title: alert.name)
            let width = right - left - 1
            var lastRow = top
            for button in layout.buttons where width > 0 {
                let row = max(lastRow + 1, canvas.row(button.frame.midY))
                guard row < bottom else { break }
                lastRow = row
                let label = Array("[ \(button.action.title) ]".prefix(width))
                let start = left + 1 + (width - label.count) / 2
                for (offset, character) in label.enumerated() { canvas.cells[row][start + offset] = character }
            }
            guard case .popover(let placement) = layout.form else { continue }
            let tipColumn = max(left + 1, min(canvas.column(placement.arrowTip.x), right - 1))
            let tipRow = max(top + 1, min(canvas.row(placement.arrowTip.y), bottom - 1))
            switch placement.direction {
            case .up: canvas.cells[top][tipColumn] = "▲"
            case .down: canvas.cells[bottom][tipColumn] = "▼"
            case .left: canvas.cells[tipRow][left] = "◀"
            case .right: canvas.cells[tipRow][right] = "▶"
            case .unknown: break
            }
        }
    }

    /// The alert controller in front, when the front presentation is one.
    static func frontAlert(_ simulator: Simulator) -> AlertMachine? {
        simulator.presentations.last.flatMap { simulator.alert(named: $0.name) }
    }

    /// The footer's words for the alert controller in front: its form, phase and buttons.
    static func alertFooter(_ alert: AlertMachine, now: SimInstant) -> [String] {
        guard let layout = alert.state.layout else { return ["t=\(now) \"\(alert.name)\" alert controller \(alert.state.phase.rawValue)"] }
        let cancel = alert.settings.cancelAction != nil && !layout.showsCancelButton ? ", cancel button hidden" : ""
        return ["t=\(now) \"\(alert.name)\" \(alert.settings.preferredStyle.rawValue) \(alert.state.phase.rawValue):",
                "\(layout.form.word)\(cancel),", "\(layout.buttons.count) button" + (layout.buttons.count == 1 ? "" : "s")]
    }
}
