/// One machine of any kind, as the store keeps it: a reference, so that one array holds every kind.
///
/// The engine reaches a machine of a known kind through ``MachineCell``, whose value it reads and
/// changes in place through a pointer: no copy of the machine, and none of the run-time exclusivity
/// checks a class's stored property would cost on every display frame. What the engine asks of a
/// machine whose kind it does not know goes through this class's overridable members.
class AnyMachineCell {
    /// The machine's name (``Machine/name``).
    final let name: String

    init(name: String) { self.name = name }

    /// A new cell holding a copy of this one's machine: what the store makes before it changes a
    /// machine that a copy of the simulator still shares.
    func copy() -> AnyMachineCell { preconditionFailure("a machine cell of no kind") }

    /// The store's view of the machine's containment (see ``Machine``).
    var containment: Containment { preconditionFailure("a machine cell of no kind") }

    /// Whether this cell holds a machine of kind `M`.
    final func holds<M: Machine>(_ kind: M.Type) -> Bool { self is MachineCell<M> }
}

/// The cell of a machine of kind `M`.
final class MachineCell<M: Machine>: AnyMachineCell {
    /// The machine, allocated with the cell and freed with it. A pointer rather than a stored
    /// property: the engine changes the machine in place through it.
    let pointer: UnsafeMutablePointer<M>

    init(_ machine: M) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: machine)
        super.init(name: machine.name)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    override func copy() -> AnyMachineCell { MachineCell(pointer.pointee) }

    override var containment: Containment { Containment(of: pointer.pointee) }
}

/// What a container holds and shows, as the controller tree keeps it (see ``Machine``).
public struct Containment: Sendable, Equatable {
    public var children: [String] = []
    public var visibleChildren: [String] = []
    public var transitionChildren: [String] = []
    public var horizontallyCompactChildren: [String] = []

    public init(children: [String] = [], visibleChildren: [String] = [], transitionChildren: [String] = [],
                horizontallyCompactChildren: [String] = []) {
        self.children = children
        self.visibleChildren = visibleChildren
        self.transitionChildren = transitionChildren
        self.horizontallyCompactChildren = horizontallyCompactChildren
    }
}
