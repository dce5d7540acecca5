import SheetSim

extension ScreenDrawing {
    /// Draws each popover on screen over what is beneath it: its source rectangle dotted (`┄`,
    /// `┆`), the popover a box titled with its name (cut to the box) at its frame, and its arrow
    /// (`▲▼◀▶`) on the popover's edge that faces the anchor, in line with the arrow's tip
    /// (SheetRules 8.2).
    static func drawPopovers(_ simulator: Simulator, on canvas: inout Canvas) {
        for popover in simulator.machines.popovers.rows {
            guard let placement = popover.state.placement else { continue }
            let anchor = placement.anchor
            let aTop = canvas.row(anchor.minY), aBottom = canvas.row(max(anchor.minY, anchor.maxY - 0.01))
            let aLeft = canvas.column(anchor.minX), aRight = canvas.column(max(anchor.minX, anchor.maxX - 0.01))
            for c in aLeft...aRight {
                canvas.cells[aTop][c] = "┄"
                canvas.cells[aBottom][c] = "┄"
            }
            for r in aTop...aBottom {
                canvas.cells[r][aLeft] = "┆"
                canvas.cells[r][aRight] = "┆"
            }
            let frame = placement.frame
            let top = canvas.row(frame.minY), bottom = max(canvas.row(max(frame.minY, frame.maxY - 0.01)), top + 1)
            let left = canvas.column(frame.minX), right = max(canvas.column(max(frame.minX, frame.maxX - 0.01)), left + 1)
            canvas.box(top: top, left: left, bottom: min(bottom, canvas.rows), right: min(right, canvas.columns), title: popover.name)
            // The arrow sits on the popover's edge that faces its anchor, in line with its tip.
            let boxBottom = min(bottom, canvas.rows), boxRight = min(right, canvas.columns)
            let tipColumn = max(left + 1, min(canvas.column(placement.arrowTip.x), boxRight - 1))
            let tipRow = max(top + 1, min(canvas.row(placement.arrowTip.y), boxBottom - 1))
            switch placement.direction {
            case .up: canvas.cells[top][tipColumn] = "▲"
            case .down: canvas.cells[boxBottom][tipColumn] = "▼"
            case .left: canvas.cells[tipRow][left] = "◀"
            case .right: canvas.cells[tipRow][boxRight] = "▶"
            case .unknown: break
            }
        }
    }
}
