/// Every machine of a simulation, of every kind, in one place.
///
/// Each machine has a slot, which it keeps for its life: the engine's queued events name a machine
/// by its slot, so a completion queued for a sheet that has since been dismissed and presented
/// again under the same name finds the old, empty slot and is dropped. A machine is found by its
/// kind and name through ``slot(of:named:)``.
///
/// The store is a value, as the simulator that holds it is: a copy of the simulator (a hook's view
/// of it, a trial run) shares the machines until one side changes one, which then gets a cell of
/// its own (copy on write, through ``withMachine(inSlot:as:_:)``).
struct MachineStore {
    /// The machines by slot; nil for a machine that has gone (a dismissed sheet).
    private var cells: [AnyMachineCell?] = []
    /// The live machines' slots by kind and name.
    private var slots: [Key: Int] = [:]
    /// Each slot's kind and name, by slot.
    private var keys: [Key] = []

    private struct Key: Hashable {
        var kind: ObjectIdentifier
        var name: String
    }

    init() {
        cells.reserveCapacity(8)
        keys.reserveCapacity(8)
    }

    /// The slot of the live machine of kind `M` named `name`.
    func slot<M: Machine>(of kind: M.Type, named name: String) -> Int? {
        slots[Key(kind: ObjectIdentifier(kind), name: name)]
    }

    /// Adds a machine and returns its slot. A live machine of the same kind and name is replaced
    /// (its slot emptied): UIKit has one presentation controller per presented controller.
    @discardableResult
    mutating func add<M: Machine>(_ machine: M) -> Int {
        let key = Key(kind: ObjectIdentifier(M.self), name: machine.name)
        if let old = slots[key] { cells[old] = nil }
        let slot = cells.count
        cells.append(MachineCell(machine))
        keys.append(key)
        slots[key] = slot
        return slot
    }

    /// Empties `slot`: its machine has gone. Events still queued for it are dropped.
    mutating func remove(slot: Int) {
        guard cells[slot] != nil else { return }
        cells[slot] = nil
        if slots[keys[slot]] == slot { slots[keys[slot]] = nil }
    }

    /// The machine of kind `M` in `slot`, or nil when the slot is empty or holds another kind.
    func machine<M: Machine>(inSlot slot: Int, as kind: M.Type) -> M? {
        guard cells.indices.contains(slot), let cell = cells[slot], cell.holds(kind) else { return nil }
        return unsafeDowncast(cell, to: MachineCell<M>.self).pointer.pointee
    }

    /// The machine of kind `M` named `name`, if there is one.
    func machine<M: Machine>(_ kind: M.Type, named name: String) -> M? {
        slot(of: kind, named: name).flatMap { machine(inSlot: $0, as: kind) }
    }

    /// Reads the machine of kind `M` in `slot` in place (no copy of it), if it is there.
    func read<M: Machine, T>(slot: Int, as kind: M.Type, _ body: (borrowing M) -> T) -> T? {
        guard cells.indices.contains(slot), let cell = cells[slot], cell.holds(kind) else { return nil }
        return body(unsafeDowncast(cell, to: MachineCell<M>.self).pointer.pointee)
    }

    /// Runs `body` on the machine of kind `M` in `slot`, in place; nil when the slot is empty or
    /// holds another kind. A cell a copy of the store still shares is copied first.
    mutating func withMachine<M: Machine, T>(inSlot slot: Int, as kind: M.Type, _ body: (inout M) -> T) -> T? {
        guard cells.indices.contains(slot), cells[slot]?.holds(kind) == true else { return nil }
        if !isKnownUniquelyReferenced(&cells[slot]) { cells[slot] = cells[slot]!.copy() }
        return body(&unsafeDowncast(cells[slot]!, to: MachineCell<M>.self).pointer.pointee)
    }

    /// The cell in `slot`, for what the engine asks of a machine whose kind it does not know.
    func cell(inSlot slot: Int) -> AnyMachineCell? {
        cells.indices.contains(slot) ? cells[slot] : nil
    }
}
