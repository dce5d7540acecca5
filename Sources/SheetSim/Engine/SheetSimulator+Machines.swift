extension SheetSimulator {
    // MARK: The machines in the store

    /// The machine of kind `M` named `name`, as it is now: a navigation, tab bar or split view
    /// controller's (`machine(NavigationMachine.self, named: "nav")`), or a presented sheet's.
    public func machine<M: Machine>(_ kind: M.Type, named name: String) -> M? {
        if let slot = tree.slot(of: name), let machine = machines.machine(inSlot: slot, as: kind) { return machine }
        return machines.machine(kind, named: name)
    }

    /// The container `name`'s machine, if it is a container of kind `M`.
    func container<M: Machine>(_ kind: M.Type, _ name: String) -> M? {
        tree.slot(of: name).flatMap { machines.machine(inSlot: $0, as: kind) }
    }

    /// Reads the container `name`'s machine in place, if it is a container of kind `M`: for
    /// questions asked per layout node, which a copy of the machine would make dear.
    func readContainer<M: Machine, T>(_ kind: M.Type, _ name: String, _ body: (borrowing M) -> T?) -> T? {
        guard let slot = tree.slot(of: name) else { return nil }
        return machines.read(slot: slot, as: kind, body) ?? nil
    }

    /// Runs `body` on the container `name`'s machine in place, then takes in what it holds and
    /// shows now (``ControllerTree/refresh(_:_:)``).
    mutating func withContainer<M: Machine, T>(_ kind: M.Type, _ name: String, _ body: (inout M) -> T) -> T? {
        guard let slot = tree.slot(of: name),
              let (result, containment) = machines.withMachine(inSlot: slot, as: kind, { machine in
                  (body(&machine), Containment(of: machine))
              }) else { return nil }
        tree.refresh(name, containment)
        return result
    }

    /// Declares the container `name` whose machine is `machine`, of kind `kind`: the tree checks
    /// its children first, and the machine joins the store once they pass.
    mutating func addContainer<M: Machine>(_ name: String, _ machine: M, kind: ControllerKind) throws(ControllerTreeError) {
        try tree.add(name, ControllerNode(kind: kind, slot: nil, containment: Containment(of: machine)))
        tree.setSlot(machines.add(machine), of: name)
    }

    func navigationMachine(_ name: String) -> NavigationMachine? { container(NavigationMachine.self, name) }
    func tabBarMachine(_ name: String) -> TabBarMachine? { container(TabBarMachine.self, name) }
    func splitViewMachine(_ name: String) -> SplitViewMachine? { container(SplitViewMachine.self, name) }

    mutating func withNavigation<T>(_ name: String, _ body: (inout NavigationMachine) -> T) -> T? {
        withContainer(NavigationMachine.self, name, body)
    }

    mutating func withTabBar<T>(_ name: String, _ body: (inout TabBarMachine) -> T) -> T? {
        withContainer(TabBarMachine.self, name, body)
    }

    mutating func withSplitView<T>(_ name: String, _ body: (inout SplitViewMachine) -> T) -> T? {
        withContainer(SplitViewMachine.self, name, body)
    }
}

extension Containment {
    /// What `machine` holds and shows now.
    init<M: Machine>(of machine: borrowing M) {
        self.init(children: machine.children, visibleChildren: machine.visibleChildren,
                  transitionChildren: machine.transitionChildren,
                  horizontallyCompactChildren: machine.horizontallyCompactChildren)
    }
}
