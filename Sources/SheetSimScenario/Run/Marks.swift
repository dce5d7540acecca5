import SheetSim

/// The `mark` lines a run has reached: when each ran and how long the log was then.
struct Marks {
    struct Mark {
        var name: String
        var time: SimInstant
        var logIndex: Int
    }

    /// In the order they were set.
    private(set) var list: [Mark] = []
    private var positions: [String: Int] = [:]

    var isEmpty: Bool { list.isEmpty }

    subscript(name: String) -> Mark? { positions[name].map { list[$0] } }

    /// Sets a new mark; false (and nothing changes) when the name is taken.
    mutating func set(_ name: String, time: SimInstant, logIndex: Int) -> Bool {
        guard positions[name] == nil else { return false }
        positions[name] = list.count
        list.append(Mark(name: name, time: time, logIndex: logIndex))
        return true
    }
}
