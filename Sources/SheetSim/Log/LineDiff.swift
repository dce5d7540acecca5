/// A line-by-line diff of two texts, or `nil` when they are equal.
///
/// Every line of both sides is printed once, with a two-character prefix:
///
/// - `"  "`: in both, unchanged;
/// - `"- "`: expected but missing from the actual lines (Expected);
/// - `"+ "`: actual but not expected (Actual).
///
/// Lines are joined with `"\n"` and there is no trailing newline. The diff is a shortest edit
/// script (Myers, O((n+m)·d) time), and within each run of changes all deletions come before all
/// insertions, so a replaced line always reads `- old` then `+ new`. The output depends only on
/// the input, which is what lets tests compare it as exact text.
///
/// ```
/// lineDiff(expected: ["a", "b", "c"], actual: ["a", "x", "c"])
/// // "  a\n- b\n+ x\n  c"
/// ```
///
/// - Parameters:
///   - expected: The lines that were expected.
///   - actual: The lines that were produced.
/// - Returns: The diff text, or `nil` when `expected == actual`.
public func lineDiff(expected: [String], actual: [String]) -> String? {
    guard expected != actual else { return nil }
    return diffLines(expected: expected, actual: actual).map(\.rendered).joined(separator: "\n")
}

/// One printed line of a diff. Kept separate from the text so failure messages can find where
/// the logs diverge without parsing the diff back.
public struct DiffLine: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// In both the expected and the actual lines.
        case unchanged
        /// Expected, but not in the actual lines.
        case missing
        /// In the actual lines, but not expected.
        case unexpected
    }

    public var kind: Kind
    public var text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    public static func unchanged(_ text: String) -> DiffLine { DiffLine(kind: .unchanged, text: text) }
    public static func missing(_ text: String) -> DiffLine { DiffLine(kind: .missing, text: text) }
    public static func unexpected(_ text: String) -> DiffLine { DiffLine(kind: .unexpected, text: text) }

    /// Whether the line stands for an entry of the actual log (so counts toward entry numbers).
    public var isActual: Bool { kind != .missing }

    public var rendered: String {
        switch kind {
        case .unchanged: return "  " + text
        case .missing: return "- " + text
        case .unexpected: return "+ " + text
        }
    }
}

/// The diff as lines, deletions before insertions within each run of changes.
public func diffLines(expected: [String], actual: [String]) -> [DiffLine] {
    var lines: [DiffLine] = []
    var pendingInsertions: [DiffLine] = []
    for line in myersScript(expected, actual) {
        switch line.kind {
        case .unchanged:
            lines += pendingInsertions
            pendingInsertions.removeAll()
            lines.append(line)
        case .missing:
            lines.append(line)
        case .unexpected:
            pendingInsertions.append(line)
        }
    }
    return lines + pendingInsertions
}

/// Myers' greedy shortest-edit-script algorithm, keeping each round's frontier to walk back.
///
/// `frontier[k]` is the furthest x reached on diagonal k = x − y. Ties go to a deletion (moving
/// right), so the result is deterministic; ``diffLines(expected:actual:)`` then orders each run.
private func myersScript(_ a: [String], _ b: [String]) -> [DiffLine] {
    let n = a.count
    let m = b.count
    let maxD = n + m
    guard maxD > 0 else { return [] }
    let offset = maxD + 1
    var frontier = [Int](repeating: 0, count: 2 * maxD + 3)
    // Round d only reads diagonals -d-1...d+1, so only that window is kept: O(d²) memory.
    var trace: [[Int]] = []

    search: for d in 0...maxD {
        trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
        for k in stride(from: -d, through: d, by: 2) {
            var x: Int
            if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                x = frontier[offset + k + 1]  // down: insert b[y]
            } else {
                x = frontier[offset + k - 1] + 1  // right: delete a[x]
            }
            var y = x - k
            while x < n, y < m, a[x] == b[y] {
                x += 1
                y += 1
            }
            frontier[offset + k] = x
            if x >= n, y >= m { break search }
        }
    }

    var script: [DiffLine] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
        let window = trace[d]
        func v(_ diagonal: Int) -> Int { window[diagonal + d + 1] }
        let k = x - y
        let previousK = (k == -d || (k != d && v(k - 1) < v(k + 1))) ? k + 1 : k - 1
        let previousX = v(previousK)
        let previousY = previousX - previousK
        while x > previousX, y > previousY {
            x -= 1
            y -= 1
            script.append(.unchanged(a[x]))
        }
        if d > 0 {
            if x == previousX {
                script.append(.unexpected(b[previousY]))
            } else {
                script.append(.missing(a[previousX]))
            }
        }
        x = previousX
        y = previousY
    }
    return script.reversed()
}
