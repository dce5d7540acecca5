import SheetSim

import Testing

@Suite struct LineDiffTests {
    struct Case {
        var expected: [String]
        var actual: [String]
        var diff: String?
        var line: Int

        init(_ expected: [String], _ actual: [String], _ diff: String?, line: Int = #line) {
            (self.expected, self.actual, self.diff, self.line) = (expected, actual, diff, line)
        }
    }

    static let cases: [Case] = [
        // Equal sides have no diff.
        Case([], [], nil),
        Case(["a", "b"], ["a", "b"], nil),
        // One side empty.
        Case([], ["a", "b"], "+ a\n+ b"),
        Case(["a", "b"], [], "- a\n- b"),
        // Insertions.
        Case(["a", "c"], ["a", "b", "c"], "  a\n+ b\n  c"),
        Case(["b"], ["a", "b", "c"], "+ a\n  b\n+ c"),
        // Deletions.
        Case(["a", "b", "c"], ["a", "c"], "  a\n- b\n  c"),
        Case(["a", "b", "c"], ["b"], "- a\n  b\n- c"),
        // Replacements: deletions first within a run.
        Case(["a", "b", "c"], ["a", "x", "c"], "  a\n- b\n+ x\n  c"),
        Case(["a", "b", "c", "d"], ["a", "x", "y", "d"], "  a\n- b\n- c\n+ x\n+ y\n  d"),
        Case(["a", "b"], ["c"], "- a\n- b\n+ c"),
        // Moves and repeats.
        Case(["a", "b"], ["b", "a"], "- a\n  b\n+ a"),
        Case(["a", "a", "b"], ["a", "b", "b"], "  a\n- a\n  b\n+ b"),
        // Empty lines keep their prefix.
        Case([""], ["", "x"], "  \n+ x"),
    ]

    @Test func exactOutput() {
        for c in Self.cases {
            #expect(lineDiff(expected: c.expected, actual: c.actual) == c.diff, sourceLocation: row(c.line))
        }
    }

    /// On many small generated inputs, the diff rebuilds both sides and is as short as the LCS
    /// allows: checks the Myers walk against a plain dynamic-programming LCS.
    @Test func rebuildsBothSidesWithAMinimalScript() {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let a = (0..<next(8)).map { _ in ["a", "b", "c"][next(3)] }
            let b = (0..<next(8)).map { _ in ["a", "b", "c"][next(3)] }
            guard let diff = lineDiff(expected: a, actual: b) else {
                #expect(a == b)
                continue
            }
            let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
            let rebuiltA = lines.filter { !$0.hasPrefix("+ ") }.map { String($0.dropFirst(2)) }
            let rebuiltB = lines.filter { !$0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
            let unchanged = lines.filter { $0.hasPrefix("  ") }.count
            #expect(rebuiltA == a && rebuiltB == b, "\(a) → \(b)")
            #expect(unchanged == lcsLength(a, b), "\(a) → \(b)")
            let insertionThenDeletion = zip(lines, lines.dropFirst()).contains { $0.hasPrefix("+ ") && $1.hasPrefix("- ") }
            #expect(!insertionThenDeletion, "\(a) → \(b)")
        }
    }

    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

/// The source location of a table row, so a failing row reports its own line.
private func row(_ line: Int, fileID: String = #fileID, filePath: String = #filePath) -> SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
}
