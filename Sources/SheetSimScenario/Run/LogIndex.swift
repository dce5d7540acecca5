import SheetSim

/// Where each callback sits in a log, so `expect … count` and `expect no …` lines cost
/// O(log n) each instead of a pass over the log: n such lines against a log of m entries cost
/// O(m + n log m), not O(n·m).
///
/// Built once per run, the first time such an expectation is evaluated. Positions are in log
/// order, and log times never decrease, so a window is a range of positions.
struct LogIndex {
    private struct Key: Hashable {
        var receiver: String
        var name: String
        /// nil: any arguments.
        var arguments: String?
    }

    private var positions: [Key: [Int]] = [:]

    /// Indexes `log`, counting the entries it looks at in `examined`.
    init(_ log: CallbackLog, examined: inout Int) {
        // A log repeats a few dozen receivers and callbacks, so their texts are made once each.
        var receivers: [Receiver: String] = [:]
        var callbacks: [Callback: (name: String, arguments: String)] = [:]
        for (position, entry) in log.enumerated() {
            examined += 1
            let receiver = receivers[entry.receiver] ?? {
                let text = entry.receiver.description
                receivers[entry.receiver] = text
                return text
            }()
            let callback = callbacks[entry.callback] ?? {
                let parts = (entry.callback.name, CallbackMatcher.argumentText(of: entry.callback))
                callbacks[entry.callback] = parts
                return parts
            }()
            positions[Key(receiver: receiver, name: callback.name, arguments: nil), default: []].append(position)
            positions[Key(receiver: receiver, name: callback.name, arguments: callback.arguments), default: []].append(position)
        }
    }

    /// The positions, in log order, of the entries `matcher` matches, its time aside.
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
