import SheetSim

/// Where each callback sits in a log, so `expect … count` and `expect no …` lines cost
/// O(log n) each instead of a pass over the log: n such lines against a log of m entries cost
/// O(m + n log m), not O(n·m).
///
/// Built once per run, the first time such an expectation is evaluated, for the callbacks those
/// expectations name: the other entries are passed over without hashing them. Positions are in
/// log order, and log times never decrease, so a window is a range of positions.
struct LogIndex {
    private struct Key: Hashable {
        var receiver: String
        var name: String
        /// nil: any arguments.
        var arguments: String?
    }

    private var positions: [Key: [Int]] = [:]

    /// Indexes the entries of `log` whose callback is one of `names` (a matcher of any other
    /// name has no positions), counting the entries it looks at in `examined`.
    init(_ log: CallbackLog, names: Set<CallbackName>, examined: inout Int) {
        // A log repeats a few dozen receivers and callbacks: the log groups its entries by those,
        // and each group's texts are made and hashed once. The names are looked up in a table by
        // ordinal, not a set hashing their texts.
        var indexed = [Bool](repeating: false, count: CallbackName.allCases.count)
        for name in names { indexed[name.ordinal] = true }
        examined += log.count
        let groups = log.positionsByPair { indexed[$0.callbackName.ordinal] }
        positions.reserveCapacity(2 * groups.count)
        var argumentTexts: [Callback: String] = [:]
        for group in groups {
            let receiver = group.receiver.description, name = group.callback.name
            let arguments = argumentTexts[group.callback] ?? {
                let text = CallbackMatcher.argumentText(of: group.callback)
                argumentTexts[group.callback] = text
                return text
            }()
            positions[Key(receiver: receiver, name: name, arguments: arguments), default: []] += group.positions
            positions[Key(receiver: receiver, name: name, arguments: nil), default: []] += group.positions
        }
        // A key may gather several groups (any arguments), each in log order: put them in order.
        for index in positions.values.indices { positions.values[index].sort() }
    }

    /// The positions, in log order, of the entries `matcher` matches, its time aside; empty
    /// when its callback is not one the index was built for.
    func positions(of matcher: CallbackMatcher) -> [Int] {
        positions[Key(receiver: matcher.receiver, name: matcher.name, arguments: matcher.arguments)] ?? []
    }
}

extension Array where Element == Int {
    /// The first position at or after `value` in this sorted array (binary search).
    func firstIndex(notBelow value: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
