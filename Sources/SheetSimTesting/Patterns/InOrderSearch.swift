import SheetSim

/// The search behind every "in order" check: each pattern's first match after the previous
/// pattern's, up to the first pattern that has none. `assertLog(_:containsInOrder:)` and the
/// tester's non-exhaustive `receive` both report from it.
struct InOrderSearch {
    let patterns: [CallbackPattern]
    let entries: [LogEntry]
    /// Where each pattern matched, in order, up to the first that did not.
    private(set) var matched: [Int] = []
    /// The first pattern with no match after the previous one's; nil when every pattern matched.
    private(set) var missing: Int?
    /// One past the last match: where the missing pattern was looked for from.
    private(set) var next = 0

    init(_ patterns: [CallbackPattern], in entries: [LogEntry]) {
        self.patterns = patterns
        self.entries = entries
        for (index, pattern) in patterns.enumerated() {
            guard let found = entries[next...].firstIndex(where: pattern.matches) else {
                missing = index
                return
            }
            matched.append(found)
            next = found + 1
        }
    }

    /// `sheet.viewWillAppear (2 of 3)`: the missing pattern and its place among the expected ones.
    var missingPattern: String {
        guard let missing else { return "" }
        return "\(patterns[missing]) (\(missing + 1) of \(patterns.count))"
    }

    /// The entries as diff lines, the missing pattern shown where it was looked for.
    var diff: [DiffLine] {
        let untimed = entries.map { DiffLine.unchanged(LogText.untimed($0)) }
        guard let missing else { return untimed }
        return Array(untimed[..<next]) + [.missing(patterns[missing].description)] + untimed[next...]
    }

    /// A log longer than this is shown around the miss, not whole.
    static let wholeLogLimit = 12

    /// The failure's view of the log: the missing pattern where it was looked for, with the two
    /// entries before it and after it, and the near misses after it (``nearMisses``); the
    /// stretches between them left out. A log of at most ``wholeLogLimit`` entries is shown whole.
    func failureView() -> (diff: [DiffLine], shown: [Int], elided: [Int: Int]) {
        guard let missing else { return (diff, Array(entries.indices), [:]) }
        var shown: [Int]
        if entries.count <= Self.wholeLogLimit {
            shown = Array(entries.indices)
        } else {
            let around = Set(max(0, next - 2)..<min(entries.count, next + 2))
            shown = around.union(nearMisses()).sorted()
        }
        var diff: [DiffLine] = []
        var elided: [Int: Int] = [:]
        var previous = -1
        var placedMissing = false
        for index in shown {
            if !placedMissing, index >= next {
                if next - 1 > previous { elided[diff.count] = next - 1 - previous; previous = next - 1 }
                diff.append(.missing(patterns[missing].description))
                placedMissing = true
            }
            if index - 1 > previous { elided[diff.count] = index - 1 - previous }
            diff.append(.unchanged(LogText.untimed(entries[index])))
            previous = index
        }
        if !placedMissing {
            if next - 1 > previous { elided[diff.count] = next - 1 - previous; previous = next - 1 }
            diff.append(.missing(patterns[missing].description))
        }
        if entries.count - 1 > previous { elided[diff.count] = entries.count - 1 - previous }
        return (diff, shown, elided)
    }

    /// The entries after where the missing pattern was looked for that come nearest to it, at
    /// most three, in log order: the same call with other arguments; else the same method on
    /// another receiver. (A name that could never match was refused before the search.)
    func nearMisses() -> [Int] {
        guard let missing else { return [] }
        let pattern = patterns[missing]
        let later = entries.indices[next...]
        let sameCall = later.filter { entries[$0].receiver.description == pattern.receiver && entries[$0].callback.name == pattern.name }
        if !sameCall.isEmpty { return Array(sameCall.prefix(3)) }
        return Array(later.filter { entries[$0].callback.name == pattern.name }.prefix(3))
    }

    /// `Nearest: sheet.viewDidAppear(animated: false) at 400.000ms (entry 9).` for the first
    /// near miss; entries are numbered from `firstEntry` (0-based). Nil when there is none.
    func nearestSentence(firstEntry: Int = 0) -> String? {
        guard let nearest = nearMisses().first else { return nil }
        let entry = entries[nearest]
        return "Nearest: \(LogText.untimed(entry)) at \(entry.time) (entry \(firstEntry + nearest + 1))."
    }

    /// When the missing pattern does occur, but before the previous pattern's match:
    /// `Out of order: sheet.viewWillAppear is at 0.000ms (entry 2), before sheet.viewDidAppear (1 of 2)
    /// matched at 358.333ms (entry 5).` Entries are numbered from `firstEntry` (0-based).
    func outOfOrder(firstEntry: Int = 0) -> String? {
        guard let missing, missing > 0,
              let earlier = entries[..<next].lastIndex(where: patterns[missing].matches) else { return nil }
        let previous = matched[missing - 1]
        return "Out of order: \(patterns[missing]) is at \(entries[earlier].time) (entry \(firstEntry + earlier + 1)), "
            + "before \(patterns[missing - 1]) (\(missing) of \(patterns.count)) matched at \(entries[previous].time) "
            + "(entry \(firstEntry + previous + 1))."
    }
}
