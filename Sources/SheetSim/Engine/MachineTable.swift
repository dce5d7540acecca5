/// The machines of one kind, in the order they were added: a plain array of values, so the
/// engine reads and changes each in place, as it would an array of its own.
///
/// A machine is found by its name. Containers are never removed, so a container's row never
/// changes and the controller tree keeps it; presented sheets leave their table when dismissed,
/// and the sheets' table, in its order, is the presentation stack.
public struct MachineTable<M: Machine> {
    /// The machines, in the order added.
    public internal(set) var rows: [M] = []

    init() {}

    /// The row of the machine named `name`, if any: a scan from the last row, where the machine
    /// most events are for (the front sheet) is.
    public func row(named name: String) -> Int? { rows.lastIndex(named: name) }

    /// Adds `machine` at the end and returns its row.
    @discardableResult
    mutating func append(_ machine: M) -> Int {
        rows.append(machine)
        return rows.count - 1
    }

    /// Puts `machine` at `row`; the rows from it move up by one.
    mutating func insert(_ machine: M, at row: Int) { rows.insert(machine, at: row) }

    /// Removes the machine at `row`; the rows after it move down by one.
    mutating func remove(at row: Int) { rows.remove(at: row) }
}
