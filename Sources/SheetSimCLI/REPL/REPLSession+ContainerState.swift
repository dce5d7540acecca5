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
