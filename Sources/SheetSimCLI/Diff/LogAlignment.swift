/// The alignment of two callback logs, entry by entry: which entries of one stand for which of the
/// other, and which are in only one of them.
///
/// A longest-common-subsequence diff of two logs costs time in the product of their lengths, and
/// two runs of one scenario under two profiles can be long and mostly alike. So the alignment is
/// built in three steps whose cost grows with the logs' length, not its square:
///
/// 1. The start and end the logs share are matched as they are.
/// 2. In what is left, the entries that occur exactly once in each log are anchors (patience
///    diff): the longest run of them in the same order in both (longest increasing subsequence,
///    O(k log k)) is matched.
/// 3. Between two anchors, the entries are aligned by Myers' diff, whose cost is O((n+m)·d) in
///    the d differences, with d bounded by ``maximumGapDifferences``: a gap that differs more is
///    reported as the entries of one side replaced by the other's, which is honest and costs
///    nothing more.
///
/// Entries are compared by a key (the callback and its receiver, without the time), so the same
/// callback at another time is one aligned pair whose times differ.
struct LogAlignment: Equatable {
    /// One row: an entry of both logs, or of one.
    enum Row: Equatable {
        case both(Int, Int)
        case onlyA(Int)
        case onlyB(Int)
    }

    /// The rows in the order of both logs.
    var rows: [Row] = []
    /// The comparisons and steps the alignment took: what the size-bound test measures.
    var work = 0

    /// The most differences Myers' diff looks for between two anchors.
    static let maximumGapDifferences = 200

    /// Aligns two sequences of keys.
    init(_ a: [Int], _ b: [Int]) {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        work += prefix + suffix
        rows.reserveCapacity(max(a.count, b.count) + 8)
        for index in 0..<prefix { rows.append(.both(index, index)) }
        let (aEnd, bEnd) = (a.count - suffix, b.count - suffix)
        var (i, j) = (prefix, prefix)
        for anchor in Self.anchors(a, prefix..<aEnd, b, prefix..<bEnd, work: &work) {
            alignGap(a, i..<anchor.a, b, j..<anchor.b)
            rows.append(.both(anchor.a, anchor.b))
            (i, j) = (anchor.a + 1, anchor.b + 1)
        }
        alignGap(a, i..<aEnd, b, j..<bEnd)
        for offset in 0..<suffix { rows.append(.both(aEnd + offset, bEnd + offset)) }
    }

    /// The entries unique to each range and in both, longest run in the same order.
    static func anchors(_ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>, work: inout Int) -> [(a: Int, b: Int)] {
        guard !ra.isEmpty, !rb.isEmpty else { return [] }
        // For each key: how often in a, where in a (last seen), how often in b, where in b.
        var seen: [Int: (countA: Int, indexA: Int, countB: Int, indexB: Int)] = [:]
        seen.reserveCapacity(ra.count)
        for index in ra {
            let key = a[index]
            let old = seen[key] ?? (0, 0, 0, 0)
            seen[key] = (old.countA + 1, index, old.countB, old.indexB)
        }
        for index in rb {
            guard let old = seen[b[index]] else { continue }
            seen[b[index]] = (old.countA, old.indexA, old.countB + 1, index)
        }
        work += ra.count + rb.count
        var pairs: [(a: Int, b: Int)] = []
        for index in ra {
            if let entry = seen[a[index]], entry.countA == 1, entry.countB == 1 { pairs.append((index, entry.indexB)) }
        }
        // Longest increasing subsequence of the b positions (patience sorting).
        var tails: [Int] = []  // index into pairs of the smallest tail of each length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var (low, high) = (0, tails.count)
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].b < pair.b { low = middle + 1 } else { high = middle }
                work += 1
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var chain: [(a: Int, b: Int)] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            chain.append(pairs[cursor])
            cursor = previous[cursor]
        }
        return chain.reversed()
    }

    /// Aligns the entries between two anchors: shared ends first, then Myers' diff, bounded.
    mutating func alignGap(_ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>) {
        var (i, j) = (ra.lowerBound, rb.lowerBound)
        while i < ra.upperBound, j < rb.upperBound, a[i] == b[j] {
            rows.append(.both(i, j))
            (i, j) = (i + 1, j + 1)
            work += 1
        }
        var (aEnd, bEnd) = (ra.upperBound, rb.upperBound)
        var tail: [Row] = []
        while aEnd > i, bEnd > j, a[aEnd - 1] == b[bEnd - 1] {
            (aEnd, bEnd) = (aEnd - 1, bEnd - 1)
            tail.append(.both(aEnd, bEnd))
            work += 1
        }
        if i == aEnd {
            for index in j..<bEnd { rows.append(.onlyB(index)) }
        } else if j == bEnd {
            for index in i..<aEnd { rows.append(.onlyA(index)) }
        } else if (aEnd - i) + (bEnd - j) > 2 * Self.window {
            alignWindows(a, i..<aEnd, b, j..<bEnd)
        } else if let script = Self.myers(a, i..<aEnd, b, j..<bEnd, limit: Self.maximumGapDifferences, work: &work) {
            rows += script
        } else {
            for index in i..<aEnd { rows.append(.onlyA(index)) }
            for index in j..<bEnd { rows.append(.onlyB(index)) }
        }
        rows += tail.reversed()
    }

    /// How many entries of each side one step of a long gap's alignment looks at.
    static let window = 1000

    /// Aligns a long gap (a log with no entry unique to it, such as many drags alike) a window at
    /// a time: Myers' diff of the next ``window`` entries of each side, of which the first half
    /// is kept, so each entry is looked at by two windows at most and the cost stays linear. A
    /// window that differs more than ``maximumGapDifferences`` gives its first half as replaced.
    mutating func alignWindows(_ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>) {
        var (i, j) = (ra.lowerBound, rb.lowerBound)
        let half = Self.window / 2
        while true {
            if i == ra.upperBound || j == rb.upperBound || (ra.upperBound - i) + (rb.upperBound - j) <= 2 * Self.window {
                alignGap(a, i..<ra.upperBound, b, j..<rb.upperBound)
                return
            }
            let (wa, wb) = (min(ra.upperBound, i + Self.window), min(rb.upperBound, j + Self.window))
            let (stopA, stopB) = (i + half, j + half)
            guard let script = Self.myers(a, i..<wa, b, j..<wb, limit: Self.maximumGapDifferences, work: &work) else {
                for index in i..<min(wa, stopA) { rows.append(.onlyA(index)) }
                for index in j..<min(wb, stopB) { rows.append(.onlyB(index)) }
                (i, j) = (min(wa, stopA), min(wb, stopB))
                continue
            }
            for row in script {
                switch row {
                case .both(let x, let y):
                    guard x < stopA, y < stopB else { break }
                    rows.append(row)
                    (i, j) = (x + 1, y + 1)
                    continue
                case .onlyA(let x):
                    guard x < stopA else { break }
                    rows.append(row)
                    i = x + 1
                    continue
                case .onlyB(let y):
                    guard y < stopB else { break }
                    rows.append(row)
                    j = y + 1
                    continue
                }
                break
            }
        }
    }

    /// Myers' shortest edit script between the ranges, or nil when it needs more than `limit`
    /// differences. Within a run of changes, a's entries come before b's.
    static func myers(_ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>, limit: Int, work: inout Int) -> [Row]? {
        let (n, m) = (ra.count, rb.count)
        let maxD = min(n + m, limit)
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        var found = -1
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[ra.lowerBound + x] == b[rb.lowerBound + y] {
                    x += 1
                    y += 1
                    work += 1
                }
                work += 1
                v[offset + k] = x
                if x >= n, y >= m {
                    found = d
                    break search
                }
            }
        }
        guard found >= 0 else { return nil }
        // Walk back through the saved frontiers.
        var reversed: [Row] = []
        var (x, y) = (n, m)
        for d in stride(from: found, to: 0, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])) ? k + 1 : k - 1
            let previousX = frontier[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(.both(ra.lowerBound + x, rb.lowerBound + y))
            }
            if x == previousX {
                y -= 1
                reversed.append(.onlyB(rb.lowerBound + y))
            } else {
                x -= 1
                reversed.append(.onlyA(ra.lowerBound + x))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            reversed.append(.both(ra.lowerBound + x, rb.lowerBound + y))
        }
        // Within each run of changes, a's entries first.
        var rows: [Row] = []
        rows.reserveCapacity(reversed.count)
        var pendingB: [Row] = []
        for row in reversed.reversed() {
            switch row {
            case .both:
                rows += pendingB
                pendingB.removeAll()
                rows.append(row)
            case .onlyA: rows.append(row)
            case .onlyB: pendingB.append(row)
            }
        }
        return rows + pendingB
    }
}
