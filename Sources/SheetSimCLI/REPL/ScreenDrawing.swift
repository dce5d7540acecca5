import SheetSim

/// `show`: the screen as Unicode text, to scale, for an 80-column terminal.
///
/// The device outline is drawn with rounded corners at most ``maxColumns`` wide and
/// ``maxRows`` tall, one row standing for twice the points of one column (terminal cells are
/// about twice as tall as wide), so proportions survive. Inside it: the presenter (a smaller
/// card when the card-stack effect scales it, reference 2.4), the dimming as a shade whose
/// density follows its alpha, each presented sheet with its rounded top and grabber at its
/// current top y, and the front sheet's detent lines, labelled on the right with identifier and
/// height (`*` marks the one it rests on). Pure: the same simulator draws the same text.
enum ScreenDrawing {
    static let maxColumns = 44
    static let maxRows = 30

    struct Canvas {
        var cells: [[Character]]
        var labels: [Int: [String]] = [:]
        let columns: Int, rows: Int
        let pointsPerColumn: Double

        init(size: Size) {
            pointsPerColumn = max(size.width / Double(ScreenDrawing.maxColumns), size.height / Double(2 * ScreenDrawing.maxRows))
            columns = max(4, Int((size.width / pointsPerColumn).rounded()))
            rows = max(4, Int((size.height / (2 * pointsPerColumn)).rounded()))
            cells = Array(repeating: Array(repeating: " ", count: columns + 2), count: rows + 2)
        }

        /// Interior column (1...columns) holding x points.
        func column(_ x: Double) -> Int { min(max(Int((x / pointsPerColumn).rounded(.down)), 0), columns - 1) + 1 }
        /// Interior row (1...rows) holding y points.
        func row(_ y: Double) -> Int { min(max(Int((y / (2 * pointsPerColumn)).rounded(.down)), 0), rows - 1) + 1 }

        mutating func box(top: Int, left: Int, bottom: Int, right: Int, open bottomOpen: Bool = false) {
            guard right > left else { return }
            for c in left...right { cells[top][c] = "─" }
            cells[top][left] = "╭"
            cells[top][right] = "╮"
            if bottom > top {
                for r in (top + 1)...bottom {
                    for c in (left + 1)..<right { cells[r][c] = " " }
                    cells[r][left] = "│"
                    cells[r][right] = "│"
                }
                if !bottomOpen {
                    for c in left...right { cells[bottom][c] = "─" }
                    cells[bottom][left] = "╰"
                    cells[bottom][right] = "╯"
                }
            }
        }

        mutating func write(_ text: String, row: Int, column: Int, limit: Int) {
            var c = column
            for character in text where c <= limit {
                cells[row][c] = character
                c += 1
            }
        }
    }

    static func render(_ simulator: SheetSimulator) -> [String] {
        let size = simulator.environment.containerSize
        var canvas = Canvas(size: size)
        let lastRow = canvas.rows + 1, lastColumn = canvas.columns + 1
        canvas.box(top: 0, left: 0, bottom: lastRow, right: lastColumn)
        let snapshots = simulator.stack.compactMap { simulator.state(of: $0.name) }

        // The presenter: the whole screen, or a scaled card behind the sheet (reference 2.4).
        let root = snapshots.first
        if let root, root.presenterScale < 0.9995 {
            let frame = root.presenterFrame
            let top = canvas.row(frame.minY), bottom = canvas.row(frame.maxY - 0.01)
            let left = canvas.column(frame.minX), right = canvas.column(frame.maxX - 0.01)
            canvas.box(top: top, left: left, bottom: max(bottom, top + 1), right: right, open: bottom >= canvas.rows)
            canvas.write("presenter", row: min(top + 1, canvas.rows), column: left + 2, limit: right - 1)
        } else {
            canvas.write("presenter", row: 1, column: 2, limit: canvas.columns)
        }

        // Sheets under the front one, then the dimming shade, then the front sheet on top.
        for (index, snapshot) in snapshots.enumerated() where index < snapshots.count - 1 {
            drawSheet(snapshot, machine: simulator.stack[index], on: &canvas)
        }
        if let front = snapshots.last {
            let shade = shadeCharacter(front.dimmingAlpha)
            if shade != " " {
                for r in 1...canvas.rows {
                    for c in 1...canvas.columns where canvas.cells[r][c] == " " { canvas.cells[r][c] = shade }
                }
            }
            let machine = simulator.stack[snapshots.count - 1]
            drawSheet(front, machine: machine, on: &canvas)
            drawDetents(machine, on: &canvas)
        }

        var lines = canvas.cells.enumerated().map { row, cells -> String in
            var line = String(cells)
            if let labels = canvas.labels[row] { line += " " + labels.joined(separator: ", ") }
            return line
        }
        let environment = simulator.environment
        lines.append("\(environment.device.name) \(environment.orientation), \(NumberFormat.points(size.width)) × \(NumberFormat.points(size.height))pt, 1 column = \(NumberFormat.points(canvas.pointsPerColumn))pt, \(simulator.os)")
        if let front = snapshots.last {
            lines.append("t=\(simulator.now) \"\(front.name)\" \(front.phase.rawValue): topY \(NumberFormat.points(front.topY))pt, dim \(NumberFormat.ratio(front.dimmingAlpha)), presenter scale \(NumberFormat.ratio(root?.presenterScale ?? 1))")
        } else {
            lines.append("t=\(simulator.now): no sheet on screen")
        }
        return lines
    }

    static func drawSheet(_ snapshot: SheetSnapshot, machine: SheetMachine, on canvas: inout Canvas) {
        let size = machine.environment.containerSize
        guard snapshot.topY < size.height - 0.01 else { return }
        let frame = machine.layout.fullHeightFrame
        let left = canvas.column(frame.minX), right = canvas.column(frame.maxX - 0.01)
        let top = canvas.row(snapshot.topY)
        let bottomY = snapshot.topY + frame.height
        let reachesBottom = bottomY >= size.height - 0.01
        let bottom = reachesBottom ? canvas.rows : max(canvas.row(bottomY - 0.01), top + 1)
        canvas.box(top: top, left: left, bottom: bottom, right: right, open: reachesBottom)
        if snapshot.isGrabberVisible, top + 1 <= bottom, !(top + 1 == bottom && !reachesBottom) {
            let width = max(2, Int((36 / canvas.pointsPerColumn).rounded()))
            let start = (left + right + 1 - width) / 2
            for c in start..<(start + width) where c > left && c < right { canvas.cells[top + 1][c] = "━" }
        }
        let nameRow = top + (snapshot.isGrabberVisible ? 2 : 1)
        if nameRow <= bottom, !(nameRow == bottom && !reachesBottom) {
            canvas.write("\"\(snapshot.name)\"" + (snapshot.isFullScreen ? " fullScreen" : ""), row: nameRow, column: left + 2, limit: right - 1)
        }
    }

    /// Dashed lines across the empty cells at each detent's top y, labels right of the outline.
    static func drawDetents(_ machine: SheetMachine, on canvas: inout Canvas) {
        let resting = machine.restingDetent?.identifier
        for detent in machine.resolvedDetents {
            let row = canvas.row(detent.offset)
            for c in 1...canvas.columns where canvas.cells[row][c] == " " || shades.contains(canvas.cells[row][c]) {
                canvas.cells[row][c] = "┄"
            }
            let label = (detent.identifier == resting ? "* " : "◂ ") + "\(detent.identifier) \(NumberFormat.points(detent.value))pt"
            canvas.labels[row, default: []].append(label)
        }
    }

    static let shades: Set<Character> = ["░", "▒", "▓"]

    /// Denser shade for a darker dimming view: none, light (≤ 0.25), medium (≤ 0.5), dark.
    static func shadeCharacter(_ alpha: Double) -> Character {
        if alpha < 0.005 { return " " }
        if alpha <= 0.25 { return "░" }
        if alpha <= 0.5 { return "▒" }
        return "▓"
    }
}
