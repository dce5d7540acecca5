/// The `expect state … at T` lines still ahead of the clock, soonest first; lines for the same
/// instant in the order they were written.
///
/// A binary heap: adding and taking the first are O(log n), so n such lines cost O(n log n) in
/// all (sorting the list again at each line, and taking its first element by shifting the rest,
/// cost O(n² log n)).
struct StateCheckQueue {
    private var heap: [(order: Int, check: Located<StateExpectation>)] = []
    private var added = 0
    /// Comparisons made so far: what the ordering costs, counted for the tests.
    private(set) var comparisons = 0

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// The soonest check.
    var first: Located<StateExpectation>? { heap.first?.check }

    mutating func insert(_ check: Located<StateExpectation>) {
        heap.append((added, check))
        added += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the soonest check out.
    mutating func removeFirst() -> Located<StateExpectation> {
        let first = heap[0].check
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, precedes(left, smallest) { smallest = left }
            if right < heap.count, precedes(right, smallest) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    /// Earlier instant first; at the same instant, the line added first.
    private mutating func precedes(_ a: Int, _ b: Int) -> Bool {
        comparisons += 1
        let (x, y) = (heap[a].check.value.at ?? .zero, heap[b].check.value.at ?? .zero)
        return x != y ? x < y : heap[a].order < heap[b].order
    }
}
