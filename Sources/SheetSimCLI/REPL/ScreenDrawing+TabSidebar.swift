import SheetSim

extension ScreenDrawing {
    /// The outermost tab bar controller on screen whose sidebar shows now: one with a sidebar
    /// available (container rules 7) that is not hidden.
    static func tabSidebarOnScreen(_ simulator: Simulator) -> TabBarMachine? {
        let tree = simulator.tree
        for name in tree.visibleSubtree(of: tree.root) where tree.kind(of: name) == .tabBarController {
            if let tabs = simulator.machine(TabBarMachine.self, named: name), tabs.resolvedMode == .tabSidebar, !tabs.isSidebarHidden {
                return tabs
            }
        }
        return nil
    }

    /// The width the drawing gives a tab bar controller's sidebar: a third of the window, at most
    /// 320 pt. SheetSim models no sidebar width; this only places the box.
    static func tabSidebarWidth(window: Rect) -> Double { min(320, window.width / 3) }

    /// Draws the sidebar of `tabs` at the window's leading edge: its root tabs, a group's tabs
    /// indented under it, the selected one marked `›`. Returns the column after its right edge.
    @discardableResult
    static func drawTabSidebar(_ tabs: TabBarMachine, window: Rect, on canvas: inout Canvas) -> Int {
        let left = canvas.column(0), right = canvas.column(tabSidebarWidth(window: window) - 0.01)
        guard right > left + 3 else { return left }
        canvas.box(top: 1, left: left, bottom: canvas.rows, right: right, title: "sidebar")
        var lines: [String] = []
        for tab in tabs.configuration.uiTabs ?? tabs.viewControllers.map(UITabDeclaration.tab) {
            if tab.isGroup {
                lines.append("  " + tab.identifier)
                lines += tab.leaves.map { ($0 == tabs.selectedViewController ? "›   " : "    ") + $0 }
            } else {
                lines.append((tab.identifier == tabs.selectedViewController ? "› " : "  ") + tab.identifier)
            }
        }
        for (offset, line) in lines.enumerated() where 2 + offset < canvas.rows {
            canvas.write(line, row: 2 + offset, column: left + 1, limit: right - 1)
        }
        return right + 1
    }
}
