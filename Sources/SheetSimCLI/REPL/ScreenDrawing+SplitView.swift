import SheetSim

extension ScreenDrawing {
    /// The split view controller the window's root shows, if any (the outermost one).
    static func splitViewOnScreen(_ simulator: Simulator) -> SplitViewMachine? {
        let tree = simulator.tree
        guard let name = tree.visibleSubtree(of: tree.root).first(where: { tree.kind(of: $0) == .splitViewController }) else { return nil }
        return simulator.machine(SplitViewMachine.self, named: name)
    }

    /// Draws a split view controller's columns across the window, to scale (split view rules 3.1):
    /// tiled columns side by side; a dimmed secondary shaded, with overlay sidebars drawn over it; a
    /// displaced secondary pushed past the trailing edge, its cropped side left open; a collapsed
    /// controller as one column listing its navigation stack. Each column is titled with its name
    /// and what it shows.
    static func drawSplitView(_ machine: SplitViewMachine, in simulator: Simulator, on canvas: inout Canvas) {
        let layout = machine.layout
        let tree = simulator.tree
        for frame in layout.frames {
            let left = canvas.column(frame.x)
            // A displaced secondary runs past the trailing edge: it is drawn up to the outline,
            // its cut side dashed.
            let cropped = frame.x + frame.width > layout.splitWidth + 0.01
            let right = cropped ? canvas.columns : canvas.column(frame.x + frame.width - 0.01)
            let top = 1, bottom = canvas.rows
            guard right > left else { continue }
            let column = machine.isCollapsed ? (machine.topColumn ?? .primary) : frame.column
            let held = machine.isCollapsed && column != .compact ? machine.columns[.primary] : machine.columns[column]
            let title = machine.isCollapsed ? "collapsed: \(column.rawValue)" : (frame.isFloating ? column.rawValue + " (floats)" : column.rawValue)
            canvas.box(top: top, left: left, bottom: bottom, right: right, title: title)
            if cropped {
                canvas.cells[top][right] = "┄"
                canvas.cells[bottom][right] = "┄"
                for row in (top + 1)..<bottom { canvas.cells[row][right] = "┆" }
            }
            if frame.isDimmed {
                for row in (top + 1)..<bottom {
                    for cell in (left + 1)..<right where canvas.cells[row][cell] == " " { canvas.cells[row][cell] = "░" }
                }
            }
            if let held {
                // What the column holds: its child, then the child's navigation stack (the
                // collapsed controller's whole stack), one controller a line.
                var lines = [held.child]
                if let stack = simulator.machine(NavigationMachine.self, named: held.child)?.viewControllers {
                    lines += stack.enumerated().map { ($0.offset == 0 ? " " : " › ") + $0.element }
                } else if held.child != held.controller {
                    lines.append(" " + held.controller)
                } else {
                    lines += tree.visibleSubtree(of: held.child).dropFirst().map { " " + $0 }
                }
                for (offset, line) in lines.enumerated() where top + 1 + offset < bottom {
                    canvas.write(line, row: top + 1 + offset, column: left + 1, limit: right - 1)
                }
            }
        }
    }

    /// `split "split" tripleColumn: twoBesideSecondary (tile), primary 320pt, supplementary 320pt`
    /// or `split "split" classic: collapsed, top secondary`; a shown inspector adds
    /// `, inspector 320pt` (a column) or `, inspector as a sheet`.
    static func splitViewLine(_ machine: SplitViewMachine, width: Int) -> String {
        let style = machine.style == .unspecified ? "classic" : machine.style.rawValue
        var text = "split \"\(machine.name)\" \(style): "
        if machine.isCollapsed {
            text += "collapsed, top \(machine.topColumn?.rawValue ?? "primary")"
        } else {
            text += "\(machine.displayMode.rawValue) (\(machine.splitBehavior.rawValue)), primary \(NumberFormat.points(machine.layout.primaryColumnWidth))pt"
            if machine.style == .tripleColumn { text += ", supplementary \(NumberFormat.points(machine.layout.supplementaryColumnWidth))pt" }
        }
        // The iOS 26 inspector, once it shows: a column with its width, or a sheet.
        switch machine.inspector {
        case .hidden: break
        case .column: text += ", inspector \(NumberFormat.points(machine.inspectorColumnWidth))pt"
        case .sheet: text += ", inspector as a sheet"
        }
        return truncated(text, to: width)
    }
}
