import SheetSim

extension REPLSession {
    /// `layout ["name"]`: every layout figure the scenario language reads
    /// (``StateProperty/layout``) of the front controller, or of `name`, one `name: value` line
    /// each; a figure with nothing to read (no scroll view, no navigation bar) is left out. A
    /// bar's figures are read from the container on screen when no name is given.
    mutating func layoutDump(of name: String?, column: Int) -> REPLOutput {
        guard let simulator = scenario.simulator else {
            return REPLOutput(standardOutput: paint("# nothing laid out yet: the simulator starts at the first action", .dim) + "\n")
        }
        if let name, !simulator.tree.contains(name), simulator.state(of: name) == nil {
            return error(.unknownController, "no controller is named '\(name)'", column: column,
                         hint: Suggestions.didYouMean(name, among: controllerNames) ?? "'state' lists the controllers")
        }
        var out = "# t=\(simulator.now) layout of " + (name.map { "\"\($0)\"" } ?? "the front controller") + "\n"
        var read = 0
        for property in StateProperty.layout {
            // A name picks the controller; a bar of a named plain controller is its container's.
            let subject = property.subject == .viewController ? name : (name.flatMap { simulator.tree.kind(of: $0) } != nil
                && simulator.tree.kind(of: name!) != .viewController ? name : nil)
            guard case .success(let value) = simulator.read(property, of: subject) else { continue }
            out += "\(property.name): \(value)\n"
            read += 1
        }
        if read == 0 { out += paint("# no layout figures to read here", .dim) + "\n" }
        return REPLOutput(standardOutput: out)
    }
}
