import SheetSim

/// How the patterns of an exhaustive `receive` line up with the entries that came: the longest
/// run of patterns matched in order by entries in order, over a window wider than the patterns,
/// so that a callback the test left out shows as one `+` line where it came and the patterns
/// after it still find their entries.
///
/// The receive accounts for the entries up to the last one matched, and, when a pattern came out
/// of order (after an entry matched to a later pattern), up to where it came. Entries after that
/// are left for later receives. When no pattern matches at all, the receive accounts for as many
/// entries as it has patterns, to show what came instead; a receive of no patterns, for all.
struct ExhaustiveAlignment {
    /// How many entries of the window, from its start, the receive accounts for.
    private(set) var covered = 0
    /// Those entries and the patterns, as diff lines: matched, unexpected (`+`) or missing (`-`).
    private(set) var diff: [DiffLine] = []

    /// How many entries past the patterns' count the window may reach: the callbacks a test may
    /// leave out of one receive and still have the ones after them found.
    static let slack = 256

    init(_ patterns: [CallbackPattern], window entries: [LogEntry]) {
        // lengths[i][j]: the longest in-order match of patterns[i...] with entries[j...].
        let width = entries.count + 1
        var lengths = [Int](repeating: 0, count: (patterns.count + 1) * width)
        for i in stride(from: patterns.count - 1, through: 0, by: -1) {
            for j in stride(from: entries.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = patterns[i].matches(entries[j])
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        // Walk it forward: a pattern with no match in the best alignment is given up before an
        // entry is (so a callback out of order shows as `-` where it was expected, `+` where it came).
        var pairs: [(pattern: Int, entry: Int)] = []
        var (i, j) = (0, 0)
        while i < patterns.count, j < entries.count {
            if patterns[i].matches(entries[j]), lengths[i * width + j] == lengths[(i + 1) * width + j + 1] + 1 {
                pairs.append((i, j))
                (i, j) = (i + 1, j + 1)
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        let matchedPatterns = Set(pairs.map(\.pattern))
        if let last = pairs.last {
            covered = last.entry + 1
            // A pattern left unmatched that comes after the last match came out of order: the
            // receive covers it, so it shows as `+` and is not left to fail again.
            for index in patterns.indices where !matchedPatterns.contains(index) {
                if let late = entries[covered...].firstIndex(where: patterns[index].matches) {
                    covered = max(covered, late + 1)
                }
            }
        } else {
            // No pattern matched: show what came instead, as many entries as patterns. A receive
            // of no patterns says nothing came: every entry that did is unexpected.
            covered = patterns.isEmpty ? entries.count : min(patterns.count, entries.count)
        }
        var nextPattern = 0
        var nextEntry = 0
        for pair in pairs + [(patterns.count, covered)] {
            diff += patterns[nextPattern..<pair.pattern].map { .missing($0.description) }
            diff += entries[nextEntry..<pair.entry].map { .unexpected(LogText.untimed($0)) }
            if pair.pattern < patterns.count { diff.append(.unchanged(LogText.untimed(entries[pair.entry]))) }
            (nextPattern, nextEntry) = (pair.pattern + 1, pair.entry + 1)
        }
    }

    var missing: Int { diff.filter { $0.kind == .missing }.count }
    var unexpected: Int { diff.filter { $0.kind == .unexpected }.count }
}
