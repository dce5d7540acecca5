import SheetSim

extension REPLSession {
    /// The window's figures and every container's state, for `state`: each navigation, tab bar,
    /// split view and page view controller in the order the session declared them, with its
    /// children and every state property the scenario language reads of that kind (so a property
    /// added to ``StateProperty/catalog`` shows up here without this file changing).
    static func containerState(of simulator: Simulator) -> String {
        var out = "window:"
        for property in StateProperty.catalog where property.subject == .window {
            out += " \(property.name)=\(property.value(in: simulator, of: "").map(\.description) ?? "nil")"
        }
        out += "\nroot: \"\(simulator.tree.root)\"\n"
        for name in simulator.tree.declarationOrder {
            guard let kind = simulator.tree.kind(of: name), kind != .viewController else { continue }
            out += "\(kind.rawValue) \"\(name)\":\n"
            out += "  children: " + simulator.tree.children(of: name).map { "\"\($0)\"" }.joined(separator: ", ") + "\n"
            if !simulator.tree.isInWindowHierarchy(name) { out += "  inWindow: false\n" }
            out += swiftUINavigationState(of: name, in: simulator)
            guard let subject = subject(of: kind) else { continue }
            for property in StateProperty.catalog where property.subject == subject {
                guard let value = property.value(in: simulator, of: name) else { continue }
                out += "  \(property.name): \(value)\n"
            }
        }
        return out
    }

    /// What the state properties call a container of `kind`; nil for a kind they do not read.
    static func subject(of kind: ControllerKind) -> StateSubject? {
        switch kind {
        case .navigationController: return .navigationController
        case .tabBarController: return .tabBarController
        case .splitViewController: return .splitViewController
        case .viewController, .pageViewController: return nil
        }
    }
}

extension REPLSession {
    /// The SwiftUI container a navigation or split view controller shows, with its bindings'
    /// values: `  SwiftUI NavigationStack, root "home", path "path" = "list, detail"`.
    static func swiftUINavigationState(of name: String, in simulator: Simulator) -> String {
        if let stack = simulator.swiftUINavigationStack(name) {
            return "  SwiftUI NavigationStack, root \"\(stack.view)\", path \"\(stack.pathBinding)\" = " + NavigationPathText.text(stack.path)
                + (stack.customBinding ? " (custom binding)" : "") + "\n"
        }
        if let split = simulator.swiftUINavigationSplitView(name) {
            var line = "  SwiftUI NavigationSplitView, sidebar \"\(split.sidebar)\"" + (split.content.map { ", content \"\($0)\"" } ?? "")
                + ", detail \"\(split.detail)\""
            if let binding = split.columnVisibilityBinding { line += ", columnVisibility \"\(binding)\" = \(split.columnVisibility.rawValue)" }
            if let binding = split.preferredCompactColumnBinding { line += ", preferredCompactColumn \"\(binding)\" = \(split.preferredCompactColumn.rawValue)" }
            return line + "\n"
        }
        return ""
    }
}
