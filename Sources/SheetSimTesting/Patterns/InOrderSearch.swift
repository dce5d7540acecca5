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
