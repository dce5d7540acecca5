extension Simulator {
    // MARK: The machines in the store

    /// The machine of kind `M` named `name`, as it is now: a navigation, tab bar or split view
    /// controller's (`machine(NavigationMachine.self, named: "nav")`), or a presented sheet's.
    public func machine<M: Machine>(_ kind: M.Type, named name: String) -> M? {
        if let row = tree.slot(of: name), let machine = container(kind, row: row) { return machine }
        return machines.machine(kind, named: name)
    }

    /// The container in `row` of the table of kind `M`, if the row is there.
    private func container<M: Machine>(_ kind: M.Type, row: Int) -> M? {
        let rows = machines[keyPath: M.table].rows
        return rows.indices.contains(row) ? rows[row] : nil
    }

    /// The container `name`'s machine, if it is a container of kind `M`.
    func container<M: Machine>(_ kind: M.Type, _ name: String) -> M? {
        guard let row = tree.slot(of: name), tree.kind(of: name)?.machineType == kind else { return nil }
        return container(kind, row: row)
    }

    /// Reads the container `name`'s machine in place, if it is a container of kind `M`: for
    /// questions asked per layout node, which a copy of the machine would make dear.
    func readContainer<M: Machine, T>(_ kind: M.Type, _ name: String, _ body: (borrowing M) -> T?) -> T? {
        guard let row = tree.slot(of: name), tree.kind(of: name)?.machineType == kind else { return nil }
        return body(machines[keyPath: M.table].rows[row])
    }

    /// Declares the container `name` whose machine is `machine`, of kind `kind`: the tree checks
    /// its children first, and the machine joins the store once they pass.
    mutating func addContainer<M: Machine>(_ name: String, _ machine: M, kind: ControllerKind) throws(ControllerTreeError) {
        try tree.add(name, ControllerNode(kind: kind, slot: nil, containment: Containment(of: machine)))
        tree.setSlot(M.withTable(in: &machines) { $0.append(machine) }, of: name)
    }

    func navigationMachine(_ name: String) -> NavigationMachine? { container(NavigationMachine.self, name) }
    func tabBarMachine(_ name: String) -> TabBarMachine? { container(TabBarMachine.self, name) }
    func splitViewMachine(_ name: String) -> SplitViewMachine? { container(SplitViewMachine.self, name) }

}

extension Containment {
    /// What `machine` holds and shows now.
    init<M: Machine>(of machine: borrowing M) {
        self.init(children: machine.children, visibleChildren: machine.visibleChildren,
                  transitionChildren: machine.transitionChildren,
                  horizontallyCompactChildren: machine.horizontallyCompactChildren, childSet: machine.childSet)
    }
}
