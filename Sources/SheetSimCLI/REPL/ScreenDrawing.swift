import SheetSim

/// `show`: the screen as Unicode text, to scale, sized to fit the terminal.
///
/// A split view controller the window shows is drawn column by column (see
/// ``drawSplitView(_:in:on:)``), with a footer line for its display mode or collapse.
///
/// The device outline is drawn with rounded corners, as large as the terminal allows (one row
/// standing for twice the points of one column, since terminal cells are about twice as tall as
/// wide, so proportions survive), leaving the last row for the prompt. Inside it: the presenter
/// (a card when the card-stack effect scales it, SheetRules 2.4), the dimming as a shade whose
/// density follows its alpha, each presented sheet with its rounded top and grabber at its current
/// top y, and the front sheet's detent lines, labelled on the right with identifier and height
/// (`*` marks the one it rests on). Cards carry their names in their top edges and each card's
/// edge gets its own row, so the stack stays visible even where a row spans more points than
/// separate two cards. Below a minimum size it says so instead of drawing. Pure: the same
/// simulator and size draw the same text.
public enum ScreenDrawing {
    /// A terminal's size in character cells.
    public struct Size: Equatable, Sendable {
        public var columns: Int
        public var rows: Int

        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }

        /// `80x24` (also `80×24`, `80X24`).
        public init?(_ text: String) {
            let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
            guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
                  (1...10_000).contains(columns), (1...10_000).contains(rows) else { return nil }
            self.init(columns: columns, rows: rows)
        }

        /// What `show` draws at when the output is not a terminal, so piped output is the same
        /// everywhere: the classic 80 × 24.
        public static let standard = Size(columns: 80, rows: 24)
        /// The smallest size drawn; below it `show` says so.
        public static let minimum = Size(columns: 40, rows: 12)
        /// The largest size drawn: more than any terminal shows. A drawing is a grid of
        /// characters, each some tens of bytes while it is drawn: `show 10000x10000` took 1.7 GB.
        public static let maximum = Size(columns: 1_000, rows: 500)

        /// Whether the size fits within ``maximum``.
        public var isDrawable: Bool { columns <= Self.maximum.columns && rows <= Self.maximum.rows }

        /// The size, cut to ``maximum``.
        public var drawable: Size { Size(columns: min(columns, Self.maximum.columns), rows: min(rows, Self.maximum.rows)) }
    }

    struct Canvas {
        var cells: [[Character]]
        var labels: [Int: [String]] = [:]
        /// Cells holding a card's name, which detent lines leave alone (its spaces included).
        var titleCells: Set<[Int]> = []
        let columns: Int, rows: Int
        let pointsPerColumn: Double
        /// Where the app's window sits on the screen (points): drawing is in window coordinates.
        var origin = SheetSim.Point.zero

        init(columns: Int, rows: Int, pointsPerColumn: Double) {
            self.columns = columns
            self.rows = rows
            self.pointsPerColumn = pointsPerColumn
            cells = Array(repeating: Array(repeating: " ", count: columns + 2), count: rows + 2)
        }

        /// Interior column (1...columns) holding x points of the window.
        func column(_ x: Double) -> Int { min(max(Int(((x + origin.x) / pointsPerColumn).rounded(.down)), 0), columns - 1) + 1 }
        /// Interior row (1...rows) holding y points of the window.
        func row(_ y: Double) -> Int { min(max(Int(((y + origin.y) / (2 * pointsPerColumn)).rounded(.down)), 0), rows - 1) + 1 }

        mutating func box(top: Int, left: Int, bottom: Int, right: Int, open bottomOpen: Bool = false, title: String? = nil) {
            guard right > left else { return }
            titleCells = titleCells.filter { !($0[0] >= top && $0[0] <= bottom && $0[1] >= left && $0[1] <= right) }
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
            if let title {
                write(title, row: top, column: left + 2, limit: right - 2)
                for c in (left + 2)..<max(left + 2, min(left + 2 + title.count, right - 1)) { titleCells.insert([top, c]) }
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

    /// How detent lines are labelled right of the outline, widest first; narrower terminals get
    /// shorter labels rather than a smaller drawing.
    enum LabelStyle: CaseIterable { case full, short, none }

    /// What `show` can draw over the screen for the front layer's content controller (layout rules
    /// 3–6): its safe area's edges, its layout margins, and its navigation or tab bar.
    public enum Overlay: String, CaseIterable, Sendable {
        case safeArea
        case margins
        case bars
    }

    static func render(_ simulator: Simulator, in size: Size, overlays: Set<Overlay> = []) -> [String] {
        guard size.columns >= Size.minimum.columns, size.rows >= Size.minimum.rows else {
            return ["# show needs a terminal of at least \(Size.minimum.columns)x\(Size.minimum.rows); this one is \(size.columns)x\(size.rows)"]
        }
        // The screen is drawn; an iPad app in a Split View, Slide Over or a Stage Manager window
        // is a box inside it, the rest of the screen hatched (another app's).
        let container = simulator.environment.screenSize
        let window = simulator.environment.windowFrame
        let narrowed = window.size != container
        let snapshots = simulator.stack.compactMap { simulator.state(of: $0.name) }
        let available = size.rows - 1  // the prompt's row
        let front = simulator.stack.last
        let labelWidths: [LabelStyle: Int] = Dictionary(uniqueKeysWithValues: LabelStyle.allCases.map { style in
            (style, front.map { machine in labels(machine, style).map { $0.count + 1 }.max() ?? 0 } ?? 0)
        })

        // The footer: the full lines (device and scale, state, split view) when the drawing keeps
        // enough rows, else one short line; then the overlays' numbers. The full lines are written
        // again with the scale once the drawing's size is known.
        let split = splitViewOnScreen(simulator).map { splitViewLine($0, width: size.columns) }
        func fullFooter(pointsPerColumn: Double?) -> [String] {
            footerLines(simulator, snapshots: snapshots, width: size.columns, pointsPerColumn: pointsPerColumn) + (split.map { [$0] } ?? [])
                + swiftUINavigationLines(simulator, width: size.columns)
        }
        var footer = fullFooter(pointsPerColumn: nil)
        let compact = available - footer.count - 2 < 14
        if compact { footer = [compactFooter(simulator, snapshots: snapshots, width: size.columns)] }
        let layoutFooter = overlays.isEmpty ? [] : layoutLines(simulator, overlays: overlays, width: size.columns)
        footer += layoutFooter
        let interiorRows = max(3, available - footer.count - 2)

        // As tall as the rows allow; narrower if the labels or the terminal's width demand it.
        var pointsPerColumn = container.height / Double(2 * interiorRows)
        var style = LabelStyle.none
        let natural = Int((container.width / pointsPerColumn).rounded())
        if let fitting = LabelStyle.allCases.first(where: { natural + 2 + labelWidths[$0]! <= size.columns }) {
            style = fitting
        } else {
            style = size.columns - 2 - labelWidths[.short]! >= 24 ? .short : .none
            pointsPerColumn = container.width / Double(max(4, size.columns - 2 - labelWidths[style]!))
        }
        let columns = max(4, min(Int((container.width / pointsPerColumn).rounded()), size.columns - 2 - labelWidths[style]!))
        let rows = max(3, min(Int((container.height / (2 * pointsPerColumn)).rounded()), interiorRows))
        var canvas = Canvas(columns: columns, rows: rows, pointsPerColumn: pointsPerColumn)
        canvas.box(top: 0, left: 0, bottom: rows + 1, right: columns + 1)
        if narrowed {
            for r in 1...rows { for c in 1...columns { canvas.cells[r][c] = "╱" } }
            canvas.origin = window.origin
            let top = canvas.row(0), bottom = canvas.row(window.height - 0.01)
            let left = canvas.column(0), right = canvas.column(window.width - 0.01)
            for r in top...bottom { for c in left...right { canvas.cells[r][c] = " " } }
            if top > 1 || bottom < rows { canvas.box(top: max(top - 1, 0), left: max(left - 1, 0), bottom: min(bottom + 1, rows + 1),
                                                     right: min(right + 1, columns + 1)) }
        }
        drawWindowControls(simulator, on: &canvas)
        let windowContainer = simulator.environment.containerSize

        // The card stack, back to front; each card's top edge on its own row, below the
        // presenter's name when the presenter fills the screen (unless a sheet covers it all).
        let coversScreen = snapshots.contains { $0.isFullScreen }
        let presenterNameRow = coversScreen || (snapshots.first?.presenterScale ?? 1) < 0.9995 ? 0 : canvas.row(0)
        var lastTop = presenterNameRow
        func nextTop(_ y: Double) -> Int {
            let top = max(canvas.row(y), lastTop + 1)
            lastTop = top
            return top
        }
        let root = snapshots.first
        // What the window's root shows: `nav › message`, `tabs › search`, or `presenter`.
        let visibleControllers = simulator.tree.visibleSubtree(of: simulator.tree.root).joined(separator: " › ")
        var presenterTop: Int?
        if let root, root.presenterScale < 0.9995 {
            let frame = root.presenterFrame
            let top = nextTop(frame.minY)
            presenterTop = top
            let bottom = canvas.row(frame.maxY - 0.01)
            let left = canvas.column(frame.minX), right = canvas.column(frame.maxX - 0.01)
            canvas.box(top: top, left: left, bottom: max(bottom, top + 1), right: right, open: bottom >= canvas.rows,
                       title: visibleControllers)
        } else if let split = splitViewOnScreen(simulator) {
            drawSplitView(split, in: simulator, on: &canvas)
        } else if let tabs = tabSidebarOnScreen(simulator) {
            let next = drawTabSidebar(tabs, window: window, on: &canvas)
            canvas.write(visibleControllers, row: canvas.row(0), column: next + 1, limit: canvas.column(window.width - 0.01))
        } else {
            canvas.write(visibleControllers, row: canvas.row(0), column: canvas.column(0) + 1, limit: canvas.column(window.width - 0.01))
        }
        var tops: [Int?] = []
        for snapshot in snapshots {
            tops.append(snapshot.topY < windowContainer.height - 0.01 ? nextTop(cardFrame(snapshot).minY) : nil)
        }
        for (index, snapshot) in snapshots.enumerated() where index < snapshots.count - 1 {
            if let top = tops[index] { drawSheet(snapshot, top: top, container: windowContainer, on: &canvas) }
        }
        if snapshots.isEmpty, !overlays.isEmpty {
            drawOverlays(simulator, overlays, belowRow: presenterNameRow, on: &canvas)
        }
        if let frontSnapshot = snapshots.last, let machine = front {
            let shade = shadeCharacter(frontSnapshot.dimmingAlpha)
            if shade != " " {
                for r in 1...canvas.rows {
                    for c in 1...canvas.columns where canvas.cells[r][c] == " " { canvas.cells[r][c] = shade }
                }
            }
            if let top = tops.last ?? nil { drawSheet(frontSnapshot, top: top, container: windowContainer, on: &canvas) }
            if !overlays.isEmpty, let top = tops.last ?? nil {
                drawOverlays(simulator, overlays, belowRow: top, on: &canvas)
            }
            // A detent is where the front sheet's top edge would be: below the card behind it.
            let behind = tops.dropLast().compactMap { $0 }.last ?? presenterTop ?? presenterNameRow
            drawDetents(machine, style: style, below: min(behind, canvas.rows - 1), on: &canvas)
        }

        if !simulator.machines.contextPresentations.rows.isEmpty { drawContextPresentations(simulator, on: &canvas) }
        if !simulator.machines.popovers.rows.isEmpty { drawPopovers(simulator, on: &canvas) }
        if !simulator.machines.alerts.rows.isEmpty { drawAlerts(simulator, on: &canvas) }

        let lines = canvas.cells.enumerated().map { row, cells -> String in
            var line = String(cells)
            if let labels = canvas.labels[row] { line += " " + labels.joined(separator: ", ") }
            return truncated(line, to: size.columns)
        }
        if !compact { footer = fullFooter(pointsPerColumn: pointsPerColumn) + layoutFooter }
        return lines + footer
    }

    /// The frame a sheet shows: its card when a sheet above scales it, else its own.
    static func cardFrame(_ snapshot: SheetSnapshot) -> Rect {
        snapshot.cardScale < 0.9995 ? snapshot.cardFrame : snapshot.sheetFrame
    }

    static func drawSheet(_ snapshot: SheetSnapshot, top: Int, container: Size2D, on canvas: inout Canvas) {
        let frame = cardFrame(snapshot)
        let left = canvas.column(frame.minX), right = canvas.column(frame.maxX - 0.01)
        let reachesBottom = frame.maxY >= container.height - 0.01
        let bottom = reachesBottom ? canvas.rows : max(canvas.row(frame.maxY - 0.01), top + 1)
        let name = "\"\(snapshot.name)\"" + (snapshot.isFullScreen ? " fullScreen" : "")
        canvas.box(top: top, left: left, bottom: bottom, right: right, open: reachesBottom, title: name)
        if snapshot.isGrabberVisible, top + 1 <= bottom, !(top + 1 == bottom && !reachesBottom) {
            let width = max(2, Int((36 / canvas.pointsPerColumn).rounded()))
            let start = (left + right + 1 - width) / 2
            for c in start..<(start + width) where c > left && c < right { canvas.cells[top + 1][c] = "━" }
        }
    }

    typealias Size2D = SheetSim.Size

    /// Dashed lines across the empty cells at each detent's top y, labels right of the outline.
    static func drawDetents(_ machine: SheetMachine, style: LabelStyle, below backRow: Int, on canvas: inout Canvas) {
        for (detent, label) in zip(machine.resolvedDetents, labels(machine, style)) {
            let row = max(canvas.row(detent.offset), backRow + 1)
            for c in 1...canvas.columns where (canvas.cells[row][c] == " " || shades.contains(canvas.cells[row][c]))
                && !canvas.titleCells.contains([row, c]) {
                canvas.cells[row][c] = "┄"
            }
            if style != .none { canvas.labels[row, default: []].append(label) }
        }
    }

    /// `* medium 419.44pt` (where it rests) or `◂ large 749pt`; short: without the height.
    static func labels(_ machine: SheetMachine, _ style: LabelStyle) -> [String] {
        let resting = machine.restingDetent?.identifier
        return machine.resolvedDetents.map { detent in
            let mark = detent.identifier == resting ? "* " : "◂ "
            switch style {
            case .full: return mark + "\(detent.identifier) \(NumberFormat.points(detent.value))pt"
            case .short: return mark + "\(detent.identifier)"
            case .none: return ""
            }
        }
    }

    /// `iPhone 14 Pro portrait, 393 × 852pt, 1 column = 14.2pt, iOS 17` and
    /// `t=400.000ms "sheet" idle: topY 398.56pt, dim 0.2, presenter scale 1`, wrapped to `width`.
    static func footerLines(_ simulator: Simulator, snapshots: [SheetSnapshot], width: Int, pointsPerColumn: Double?) -> [String] {
        let environment = simulator.environment
        let size = environment.containerSize
        var device = ["\(environment.device.name) \(environment.orientation),"]
        if environment.windowWidth != nil { device.append("window \(environment.window),") }
        device += windowControlsWords(simulator)
        device.append("\(NumberFormat.points(size.width)) × \(NumberFormat.points(size.height))pt \(environment.traitCollection.sizeClassText),")
        device.append("1 column = \(pointsPerColumn.map(NumberFormat.points) ?? "00.0")pt,")
        device.append("\(simulator.os)")
        let state: [String]
        if let front = snapshots.last {
            let floats = !(front.sheetInsets == .zero && front.attachProgress == 1)
            state = ["t=\(simulator.now) \"\(front.name)\" \(front.phase.rawValue):"] + placementWords(simulator) + ["topY \(NumberFormat.points(front.topY))pt,",
                     "dim \(NumberFormat.ratio(front.dimmingAlpha)),", "presenter scale \(NumberFormat.ratio(snapshots.first?.presenterScale ?? 1))" + (floats ? "," : "")]
                // An iOS 26 sheet below full height: how far it floats in and how round it is.
                + (!floats ? [] : [
                    "floating: inset \(NumberFormat.points(front.sheetInsets.left))pt sides, \(NumberFormat.points(front.sheetInsets.bottom))pt bottom,",
                    "corners \(NumberFormat.points(front.cornerRadius))/\(NumberFormat.points(front.bottomCornerRadius))pt,",
                    "attached \(NumberFormat.ratio(front.attachProgress))"])
        } else if let popover = frontPopover(simulator), let frame = popover.state.placement?.frame {
            state = ["t=\(simulator.now) \"\(popover.name)\" popover \(popover.state.phase.rawValue):",
                     "arrow \(popover.arrowDirection),", "frame \(NumberFormat.points(frame.x)) \(NumberFormat.points(frame.y))",
                     "\(NumberFormat.points(frame.width)) × \(NumberFormat.points(frame.height))pt"]
        } else if let context = contextFooter(simulator) {
            state = [context]
        } else if let alert = frontAlert(simulator) {
            state = alertFooter(alert, now: simulator.now)
        } else {
            state = ["t=\(simulator.now): no sheet on screen"]
        }
        return wrap(device, width: width) + wrap(state, width: width)
    }

    /// The popover in front, when the front presentation is one: the footer tells its state, as it
    /// tells a sheet's.
    static func frontPopover(_ simulator: Simulator) -> PopoverMachine? {
        simulator.presentations.last.flatMap { simulator.popover(named: $0.name) }
    }

    /// One line for small terminals: `t=400.000ms "sheet" idle, topY 398.56pt`.
    static func compactFooter(_ simulator: Simulator, snapshots: [SheetSnapshot], width: Int) -> String {
        guard let front = snapshots.last else {
            if let alert = frontAlert(simulator) { return truncated(alertFooter(alert, now: simulator.now).joined(separator: " "), to: width) }
            if let popover = frontPopover(simulator) {
                return truncated("t=\(simulator.now) \"\(popover.name)\" popover \(popover.state.phase.rawValue), arrow \(popover.arrowDirection)", to: width)
            }
            if let context = contextFooter(simulator) { return truncated(context, to: width) }
            return truncated("t=\(simulator.now): no sheet on screen", to: width)
        }
        return truncated("t=\(simulator.now) \"\(front.name)\" \(front.phase.rawValue), topY \(NumberFormat.points(front.topY))pt", to: width)
    }

    /// Words joined by spaces into lines of at most `width` columns.
    static func wrap(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { truncated($0, to: width) }
    }

    /// At most `width` characters (every character the drawing uses is one column wide).
    static func truncated(_ line: String, to width: Int) -> String {
        line.count <= width ? line : String(line.prefix(max(0, width - 1))) + "…"
    }

    static let shades: Set<Character> = ["░", "▒", "▓"]

    /// Denser shade for a darker dimming view: none, light (≤ 0.25), medium (≤ 0.5), dark.
    static func shadeCharacter(_ alpha: Double) -> Character {
        if alpha < 0.005 { return " " }
        if alpha <= 0.25 { return "░" }
        if alpha <= 0.5 { return "▒" }
        return "▓"
    }

    // MARK: Layout overlays (layout rules 3–6)

    /// The controller whose layout the overlays show: what the front layer shows (a navigation
    /// controller's top controller, say), and the controller holding its bars.
    static func overlaySubjects(_ simulator: Simulator) -> (content: String, container: String?) {
        let front = simulator.stack.last?.name ?? simulator.tree.root
        let content = simulator.frontContentController
        let container = simulator.tree.parent(of: content)
        return (content, container ?? (front != content ? front : nil))
    }

    /// Draws the overlays inside the front layer's frame, on empty cells, below the card's top row:
    /// `▁` along the safe area's top and bottom edges, `┆` at the margins, `▔` under a navigation
    /// bar and over a tab bar; each with a label right of the outline.
    static func drawOverlays(_ simulator: Simulator, _ overlays: Set<Overlay>, belowRow top: Int, on canvas: inout Canvas) {
        let subjects = overlaySubjects(simulator)
        guard let layout = simulator.viewLayout(of: subjects.content) else { return }
        let frame = layout.frameInWindow
        let left = canvas.column(frame.minX), right = canvas.column(frame.maxX - 0.01)
        let firstRow = top + 1
        let lastRow = min(canvas.rows, canvas.row(frame.maxY - 0.01))
        guard firstRow <= lastRow, left + 1 <= right - 1 else { return }
        func horizontal(_ y: Double, _ character: Character, _ label: String) {
            let row = min(max(canvas.row(y), firstRow), lastRow)
            for c in (left + 1)..<right where canvas.cells[row][c] == " " || shades.contains(canvas.cells[row][c]) {
                canvas.cells[row][c] = character
            }
            canvas.labels[row, default: []].append(label)
        }
        let safe = layout.safeAreaInsets
        if overlays.contains(.bars), let container = subjects.container, let outer = simulator.viewLayout(of: container) {
            if let bar = outer.navigationBar {
                if bar.background == .glass {
                    // An iOS 26 bar floats on glass over the content (SheetRules 9.7): drawn with
                    // waves, with the edge effect the content's scroll view shows under it.
                    let effect = layout.scrollView.map { ", edge effect \($0.topEdgeEffect.rawValue)" } ?? ""
                    horizontal(frame.minY + bar.frame.maxY - 0.01, "≈", "navigationBar \(NumberFormat.points(bar.frame.height))pt glass\(effect)")
                } else {
                    horizontal(frame.minY + bar.frame.maxY - 0.01, "▔", "navigationBar \(NumberFormat.points(bar.frame.height))pt")
                }
            }
            if let toolbar = outer.toolbar {
                let glass = toolbar.background == .glass
                let effect = glass ? layout.scrollView.map { ", edge effect \($0.bottomEdgeEffect.rawValue)" } ?? "" : ""
                horizontal(frame.minY + toolbar.frame.minY, glass ? "≈" : "▁",
                           "toolbar \(NumberFormat.points(toolbar.frame.height))pt\(glass ? " glass" : "")\(effect)")
            }
            if let tabBar = outer.tabBarHeight, outer.tabBarIsAtTop {
                horizontal(frame.minY + outer.safeAreaInsets.top + tabBar - 0.01, "▔", "tabBar \(NumberFormat.points(tabBar))pt (top)")
            } else if let tabBar = outer.tabBarHeight {
                horizontal(frame.maxY - outer.safeAreaInsets.bottom - tabBar, "▁", "tabBar \(NumberFormat.points(tabBar))pt")
            }
        }
        if overlays.contains(.safeArea) {
            if safe.top > 0 { horizontal(frame.minY + safe.top - 0.01, "▁", "safe top \(NumberFormat.points(safe.top))pt") }
            // A view kept at its full height at a smaller detent reaches below the window: its
            // safe area's bottom is down there, off screen, not on the last row.
            let windowBottom = simulator.environment.containerSize.height
            if frame.maxY - safe.bottom < windowBottom {
                horizontal(frame.maxY - safe.bottom, "▔", "safe bottom \(NumberFormat.points(safe.bottom))pt")
            } else {
                canvas.labels[lastRow, default: []].append(
                    "view ends \(NumberFormat.points(frame.maxY - windowBottom))pt below the screen, safe bottom \(NumberFormat.points(safe.bottom))pt there")
            }
        }
        if overlays.contains(.margins) {
            let margins = layout.directionalLayoutMargins
            // At least one column inside the frame's edges, so a margin narrower than a column shows.
            let leading = max(canvas.column(frame.minX + margins.leading), left + 1)
            let trailing = min(canvas.column(frame.maxX - margins.trailing - 0.01), right - 1)
            let from = min(max(canvas.row(frame.minY + margins.top), firstRow), lastRow)
            let to = min(max(canvas.row(frame.maxY - margins.bottom - 0.01), from), lastRow)
            canvas.labels[from, default: []].append("margins \(NumberFormat.points(margins.leading))/\(NumberFormat.points(margins.trailing))pt")
            for row in from...to {
                for c in [leading, trailing] where c > left && c < right
                    && (canvas.cells[row][c] == " " || shades.contains(canvas.cells[row][c])) {
                    canvas.cells[row][c] = "┆"
                }
            }
        }
    }

    /// The overlays' numbers, for the footer: `"list": view 393 × 453.44pt, safe area (56, 0, 34, 0), …`.
    static func layoutLines(_ simulator: Simulator, overlays: Set<Overlay>, width: Int) -> [String] {
        let subjects = overlaySubjects(simulator)
        guard let layout = simulator.viewLayout(of: subjects.content) else { return [] }
        var words = ["\"\(subjects.content)\": view \(NumberFormat.points(layout.size.width)) × \(NumberFormat.points(layout.size.height))pt"]
        if overlays.contains(.safeArea) { words[0] += ","; words.append("safeAreaInsets \(layout.safeAreaInsets)") }
        if overlays.contains(.margins) {
            words[words.count - 1] += ","
            words.append("directionalLayoutMargins \(layout.directionalLayoutMargins)")
        }
        if overlays.contains(.bars), let container = subjects.container, let outer = simulator.viewLayout(of: container) {
            if let bar = outer.navigationBar {
                words[words.count - 1] += ","
                words.append("navigationBar \(NumberFormat.points(bar.frame.height))pt \(bar.appearance.rawValue)"
                                 + (bar.background == .glass ? " on glass" : ""))
            }
            if let toolbar = outer.toolbar {
                words[words.count - 1] += ","
                words.append("toolbar \(NumberFormat.points(toolbar.frame.height))pt" + (toolbar.background == .glass ? " on glass" : ""))
            }
            if let tabBar = outer.tabBarHeight {
                words[words.count - 1] += ","
                words.append("tabBar \(NumberFormat.points(tabBar))pt")
            }
        }
        if let scroll = layout.scrollView, overlays.contains(.safeArea) {
            words[words.count - 1] += ","
            words.append("adjustedContentInset \(scroll.adjustedContentInset)")
        }
        return wrap(words, width: width)
    }
}
