import Testing
@testable import SheetSimCLI

/// The alignment `diff` prints: right on small cases, and linear in the logs' length.
@Suite struct LogAlignmentTests {
    /// Rows as text: `=` both, `<` only in a, `>` only in b, each with its key.
    static func rendered(_ a: [Int], _ b: [Int]) -> String {
        LogAlignment(a, b).rows.map { row in
            switch row {
            case .both(let i, let j): precondition(a[i] == b[j]); return "=\(a[i])"
            case .onlyA(let i): return "<\(a[i])"
            case .onlyB(let j): return ">\(b[j])"
            }
        }.joined(separator: " ")
    }

    struct Case: Sendable {
        var a: [Int]
        var b: [Int]
        var rows: String
    }

    static let cases: [Case] = [
        Case(a: [], b: [], rows: ""),
        Case(a: [1, 2, 3], b: [1, 2, 3], rows: "=1 =2 =3"),
        Case(a: [1, 2, 3], b: [1, 9, 2, 3], rows: "=1 >9 =2 =3"),
        Case(a: [1, 2, 3], b: [1, 3], rows: "=1 <2 =3"),
        Case(a: [1, 2, 3], b: [1, 4, 3], rows: "=1 <2 >4 =3"),
        Case(a: [], b: [5, 6], rows: ">5 >6"),
        // Repeated keys (layout passes): the insertions are found between them.
        Case(a: [7, 8, 7, 8, 7, 8], b: [7, 9, 8, 7, 9, 8, 7, 9, 8], rows: "=7 >9 =8 =7 >9 =8 =7 >9 =8"),
        // A unique anchor moved: the longest run in order wins.
        Case(a: [1, 2, 3, 4], b: [3, 1, 2, 4], rows: ">3 =1 =2 <3 =4"),
    ]

    @Test(arguments: cases) func alignsSmallCases(_ test: Case) {
        #expect(Self.rendered(test.a, test.b) == test.rows)
    }

    /// A log of repeated passes (no entry unique to it, as many drags alike make), and the same
    /// with one more entry in each pass: the alignment finds every added entry, and its work at
    /// 8N is within 8 × 3 of its work at N.
    static func passes(_ count: Int, inserted: Bool) -> [Int] {
        var keys: [Int] = []
        for pass in 0..<count {
            keys += [1, 2, 3]
            if inserted { keys.append(4) }
            keys += [5, 6]
            if pass % 7 == 0 { keys.append(100 + pass) }  // an occasional unique entry, as a tap
        }
        return keys
    }

    @Test func workIsLinearInTheLogsLength() {
        func measure(_ n: Int) -> (work: Int, onlyB: Int, onlyA: Int) {
            let alignment = LogAlignment(Self.passes(n, inserted: false), Self.passes(n, inserted: true))
            let onlyB = alignment.rows.filter { if case .onlyB = $0 { return true } else { return false } }.count
            let onlyA = alignment.rows.filter { if case .onlyA = $0 { return true } else { return false } }.count
            return (alignment.work, onlyB, onlyA)
        }
        let n = 2_000
        let small = measure(n)
        let large = measure(8 * n)
        #expect(small.onlyB == n && small.onlyA == 0)
        #expect(large.onlyB == 8 * n && large.onlyA == 0)
        #expect(large.work < small.work * 8 * 3, "work \(small.work) at N, \(large.work) at 8N")
    }

    /// Logs with nothing in common cost what the bound allows, not their product.
    @Test func unrelatedLogsStayLinear() {
        func work(_ n: Int) -> Int {
            LogAlignment((0..<n).map { $0 % 5 }, (0..<n).map { 10 + $0 % 5 }).work
        }
        let (small, large) = (work(3_000), work(24_000))
        #expect(large < small * 8 * 3, "work \(small) at N, \(large) at 8N")
    }
}

/// Whatever the input, the rows are an alignment: each entry of each side once, in order, and
/// paired entries equal; and for inputs that differ by insertions only, nothing of a is lost.
@Suite struct LogAlignmentValidityTests {
    /// A small deterministic generator (a linear congruential one), so the cases are the same every run.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func check(_ a: [Int], _ b: [Int]) -> Bool {
        var (i, j) = (0, 0)
        for row in LogAlignment(a, b).rows {
            switch row {
            case .both(let x, let y):
                guard x == i, y == j, a[x] == b[y] else { return false }
                (i, j) = (i + 1, j + 1)
            case .onlyA(let x):
                guard x == i else { return false }
                i += 1
            case .onlyB(let y):
                guard y == j else { return false }
                j += 1
            }
        }
        return i == a.count && j == b.count
    }

    @Test func randomInputsGiveValidAlignments() {
        var numbers = Numbers(state: 42)
        for _ in 0..<300 {
            let alphabet = 1 + numbers.next(8)
            let a = (0..<numbers.next(60)).map { _ in numbers.next(alphabet) }
            let b = (0..<numbers.next(60)).map { _ in numbers.next(alphabet) }
            #expect(Self.check(a, b), "a \(a) b \(b)")
        }
        // Long inputs go through the windows.
        let long = (0..<5_000).map { _ in numbers.next(4) }
        var inserted: [Int] = []
        for (index, key) in long.enumerated() {
            inserted.append(key)
            if index % 9 == 0 { inserted.append(7) }
        }
        #expect(Self.check(long, inserted))
        let rows = LogAlignment(long, inserted).rows
        #expect(!rows.contains { if case .onlyA = $0 { return true } else { return false } })
    }
}
