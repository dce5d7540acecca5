import SheetSim

extension ScreenDrawing {
    /// One footer line per SwiftUI navigation container on screen, naming it and its bindings:
    /// `SwiftUI NavigationStack "app": path "path" = "list, detail"`.
    static func swiftUINavigationLines(_ simulator: Simulator, width: Int) -> [String] {
        var lines: [String] = []
        for name in simulator.tree.visibleSubtree(of: simulator.tree.root) {
            var line: String
            if let stack = simulator.swiftUINavigationStack(name) {
                line = "SwiftUI NavigationStack \"\(name)\": path \"\(stack.pathBinding)\" = " + NavigationPathText.text(stack.path)
            } else if let split = simulator.swiftUINavigationSplitView(name) {
                line = "SwiftUI NavigationSplitView \"\(name)\""
                var bindings: [String] = []
                if let binding = split.columnVisibilityBinding { bindings.append("columnVisibility \"\(binding)\" = \(split.columnVisibility.rawValue)") }
                if let binding = split.preferredCompactColumnBinding {
                    bindings.append("preferredCompactColumn \"\(binding)\" = \(split.preferredCompactColumn.rawValue)")
                }
                if !bindings.isEmpty { line += ": " + bindings.joined(separator: ", ") }
            } else {
                continue
            }
            lines.append(line.count > width ? String(line.prefix(max(0, width - 1))) + "…" : line)
        }
        return lines
    }
}
