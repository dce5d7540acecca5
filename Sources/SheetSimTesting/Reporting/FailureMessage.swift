import SheetSim

/// The text every failing log assertion reports, so all of them read the same way.
///
/// The layout, after TCA's `TestStore`: a headline saying what was checked and how it failed, a
/// blank line, the diff indented by two spaces, a blank line, the legend, a blank line, then the
/// virtual time where the logs diverge and what to do about it:
///
/// ```
/// The log does not match the expected callbacks (1 missing, 1 unexpected).
///
///     presenter.viewWillDisappear(animated: true)
///     sheet.viewWillAppear(animated: true)
///   - sheet.viewIsAppearing(animated: true)
///   + sheet.viewDidAppear(animated: true)
///
/// (Expected: -, Actual: +)
///
/// Logs diverge at 350.000ms (entry 3).
/// Update the expectation, or check only some callbacks with assertLog(_:containsInOrder:).
/// ```
///
/// Entry numbers count the actual log from 1. A message without a diff (a malformed pattern)
/// is its headline, then the hint after a blank line. Lines are joined with `"\n"`, with no
/// trailing newline; the text is part of the API and is tested exactly.
struct FailureMessage: Hashable, Sendable {
    /// One sentence: what was checked and, in short, how it failed.
    var headline: String
    /// The diff; empty for failures that have none.
    var diff: [DiffLine] = []
    /// The time of each entry of the actual log the diff shows, to locate the divergence.
    var times: [SimInstant] = []
    /// How many log entries come before the first one the diff shows, so entry numbers still
    /// count the whole log when the diff shows only its tail (the exhaustive tester's case).
    var entriesBefore = 0
    /// Where in the whole log (0-based) each entry the diff shows is, when the diff leaves some
    /// out between them (the layout callbacks the exhaustive tester skips); nil when they follow
    /// one another from ``entriesBefore``.
    var positions: [Int]?
    /// Stretches of the log the diff leaves out: before the diff line at each key (the diff's
    /// count for the end), that many entries, shown as one `… N callbacks` line.
    var elided: [Int: Int] = [:]
    /// Replaces the divergence sentence when the diff is not of two logs (a state value).
    var context: String?
    /// What to do about it.
    var hint: String?

    /// The legend, in the same glyphs as the diff prefixes so it can be read off directly.
    static let legend = "(Expected: -, Actual: +)"

    var text: String {
        var lines = [headline]
        if !diff.isEmpty {
            lines.append("")
            for (index, line) in diff.enumerated() {
                if let count = elided[index] { lines.append("    … \(counted(count, "callback"))") }
                lines.append("  " + line.rendered)
            }
            if let count = elided[diff.count] { lines.append("    … \(counted(count, "callback"))") }
            lines += ["", Self.legend, "", context ?? divergence.sentence]
            if let hint { lines.append(hint) }
        } else if let hint {
            lines += ["", hint]
        }
        return lines.joined(separator: "\n")
    }

    /// Where the actual log first departs from the expectation.
    var divergence: Divergence {
        var entry = 0
        for line in diff {
            if line.kind != .unchanged { break }
            entry += 1
        }
        // `entry` is now the 0-based index of the first actual entry at or after the first
        // change: the extra entry itself, or the one that came where a missing one should have.
        func number(_ index: Int) -> Int { positions.map { $0[index] + 1 } ?? entriesBefore + index + 1 }
        if entry < times.count { return .entry(number: number(entry), time: times[entry]) }
        if let last = times.last { return .afterLastEntry(number: number(times.count - 1), time: last) }
        return entriesBefore > 0 ? .nothingAfter(number: entriesBefore) : .emptyLog
    }
}

/// The line under a failed value's diff: the front sheet's state at the instant read (a value,
/// not a log, so the logs' divergence sentence would say nothing true).
func stateNow(_ simulator: Simulator) -> String {
    simulator.state.map { "State now: \($0.summary)" } ?? "State now: t=\(simulator.now), nothing presented"
}

/// Where two logs part ways, in the actual log's terms.
enum Divergence: Hashable, Sendable {
    /// At this entry (numbered from 1) of the actual log.
    case entry(number: Int, time: SimInstant)
    /// The actual log ended while more was expected; its last entry.
    case afterLastEntry(number: Int, time: SimInstant)
    /// The actual log is empty.
    case emptyLog
    /// Nothing was logged after this entry (numbered from 1), the last one already checked.
    case nothingAfter(number: Int)

    var sentence: String {
        switch self {
        case .entry(let number, let time):
            return "Logs diverge at \(time) (entry \(number))."
        case .afterLastEntry(let number, let time):
            return "Logs diverge after the last entry, \(time) (entry \(number)): the log ends early."
        case .emptyLog:
            return "Logs diverge at the start: the log is empty."
        case .nothingAfter(let number):
            return "Logs diverge after entry \(number): nothing was logged after it."
        }
    }
}

/// `1 call`, `2 calls`: counts in headlines read as English.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
