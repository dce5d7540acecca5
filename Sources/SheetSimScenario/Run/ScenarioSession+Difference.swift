import SheetSim

extension ScenarioSession {
    /// The diff lines of an `expect callbacks` block against its window of the log, bounded.
    ///
    /// Each callback is a line: the expected ones as written; a logged one in the form of the
    /// expected line at its position when that one matches it (so only real differences show),
    /// else as the log prints it. Small sequences get the whole line diff, as always. Otherwise the
    /// start and end the two share are set aside (linear), and if what is left has at most
    /// ``ScenarioLimits/diffedLines`` lines it is diffed between a few shared lines of context;
    /// if more, it is summarised — which lines differ, and the first of them on each side —
    /// since Myers' diff costs O((n+m)·d) time and O(d²) memory in the d differences.
    mutating func sequenceDifference(_ matchers: [CallbackMatcher], _ log: CallbackLog, _ positions: [Int]) -> [String] {
        let timed = matchers.contains { $0.time != nil }
        func expected(_ index: Int) -> String { matchers[index].description }
        func actual(_ index: Int) -> String {
            examinedEntries += 1
            let entry = log[positions[index]]
            if index < matchers.count, matchers[index].matches(entry) { return matchers[index].description }
            return timed ? LogText.line(entry) : LogText.untimed(entry)
        }
        let (n, m) = (matchers.count, positions.count)
        if n + m <= ScenarioLimits.diffedLines {
            diffedLines += n + m
            let text = lineDiff(expected: (0..<n).map(expected), actual: (0..<m).map(actual)) ?? ""
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        var start = 0
        while start < min(n, m), expected(start) == actual(start) { start += 1 }
        var end = 0
        while end < min(n, m) - start, expected(n - 1 - end) == actual(m - 1 - end) { end += 1 }
        let (missing, unexpected) = (n - start - end, m - start - end)

        let context = 3
        var lines: [String] = []
        if start > context { lines.append("  … \(start - context) callbacks the same in both") }
        lines += (max(0, start - context)..<start).map { "  " + expected($0) }
        if missing + unexpected <= ScenarioLimits.diffedLines {
            diffedLines += missing + unexpected
            lines += diffLines(expected: (start..<(n - end)).map(expected), actual: (start..<(m - end)).map(actual)).map(\.rendered)
        } else {
            let shown = ScenarioLimits.listedLines / 2
            lines.append("  … expected callbacks \(start + 1)–\(n - end) and logged callbacks \(start + 1)–\(m - end) differ "
                         + "(\(missing + unexpected) lines, more than the \(ScenarioLimits.diffedLines) diffed line by line); the first of each:")
            lines += (start..<min(n - end, start + shown)).map { "- " + expected($0) }
            if missing > shown { lines.append("- … and \(missing - shown) more expected") }
            lines += (start..<min(m - end, start + shown)).map { "+ " + actual($0) }
            if unexpected > shown { lines.append("+ … and \(unexpected - shown) more logged") }
        }
        lines += ((n - end)..<min(n, n - end + context)).map { "  " + expected($0) }
        if end > context { lines.append("  … \(end - context) callbacks the same in both") }
        return lines
    }
}
