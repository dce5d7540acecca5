import SheetSim

extension ScreenDrawing {
    /// Draws each context presentation on screen as a box at its context's frame, titled with its
    /// name and the context it covers. A `currentContext` presentation's box is blank inside, since
    /// the context's views are gone once it is up; an `overCurrentContext` one lets what is beneath
    /// show through (SheetRules 10.3).
    static func drawContextPresentations(_ simulator: Simulator, on canvas: inout Canvas) {
        for presentation in simulator.machines.contextPresentations.rows where presentation.state.isOnScreen {
            let frame = presentation.context.frame
            let top = canvas.row(frame.minY), bottom = min(max(canvas.row(max(frame.minY, frame.maxY - 0.01)), top + 1), canvas.rows)
            let left = canvas.column(frame.minX), right = min(max(canvas.column(max(frame.minX, frame.maxX - 0.01)), left + 1), canvas.columns)
            if presentation.removesContextViews, bottom - top >= 2, right - left >= 2 {
                for r in (top + 1)..<bottom {
                    for c in (left + 1)..<right { canvas.cells[r][c] = " " }
                }
            }
            canvas.box(top: top, left: left, bottom: bottom, right: right,
                       title: "\(presentation.name) (\(presentation.style.rawValue) over \(presentation.contextName))")
        }
    }

    /// The footer's state when the front presentation is a context presentation and no sheet is
    /// presented: `t=400.000ms "detail" currentContext idle over "home"`.
    static func contextFooter(_ simulator: Simulator) -> String? {
        guard let front = simulator.presentations.last, let presentation = simulator.contextPresentation(named: front.name) else { return nil }
        return "t=\(simulator.now) \"\(presentation.name)\" \(presentation.style.rawValue) \(presentation.state.phase.rawValue) over \"\(presentation.contextName)\""
    }
}
