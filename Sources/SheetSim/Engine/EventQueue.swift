/// A priority queue of events keyed by (time, insertion sequence).
///
/// Events due at the same instant come out in the order they were scheduled: a binary heap alone
/// gives no order among equal keys, so every entry carries a monotonically increasing sequence
/// number and the heap compares (time, sequence). This is the whole discrete-event engine; the
/// ``SheetSimulator`` and the `sheetsim bench` engine workload both run on it.
///
/// - Complexity: `schedule` and `popNext` are O(log n); `peekTime` is O(1).
public struct EventQueue<Event> {
    @usableFromInline struct Entry {
        @usableFromInline var time: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var event: Event
        @inlinable init(time: Int64, sequence: UInt64, event: Event) {
            self.time = time
            self.sequence = sequence
            self.event = event
        }
        @inlinable func precedes(_ other: Entry) -> Bool {
            time != other.time ? time < other.time : sequence < other.sequence
        }
    }

    @usableFromInline var heap: [Entry] = []
    @usableFromInline var nextSequence: UInt64 = 0

    public init() {}

    /// The number of pending events.
    @inlinable public var count: Int { heap.count }
    @inlinable public var isEmpty: Bool { heap.isEmpty }

    /// When the next event is due, or nil when the queue is empty.
    @inlinable public var peekTime: SimInstant? {
        heap.first.map { SimInstant(nanosecondsSinceStart: $0.time) }
    }

    /// Adds `event`, due at `time`. Ties with events already queued for `time` run after them.
    @inlinable public mutating func schedule(_ event: Event, at time: SimInstant) {
        let entry = Entry(time: time.nanosecondsSinceStart, sequence: nextSequence, event: event)
        nextSequence &+= 1
        heap.append(entry)
        siftUp(heap.count - 1)
    }

    /// Removes and returns the earliest event (earliest scheduled among ties).
    @inlinable public mutating func popNext() -> (time: SimInstant, event: Event)? {
        guard !heap.isEmpty else { return nil }
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return (SimInstant(nanosecondsSinceStart: top.time), top.event)
    }

    /// Removes every pending event that matches `predicate`, keeping the others' order.
    public mutating func removeAll(where predicate: (Event) -> Bool) {
        let kept = heap.filter { !predicate($0.event) }
        guard kept.count != heap.count else { return }
        heap = []
        heap.reserveCapacity(kept.count)
        // Re-inserting with the original sequence numbers preserves tie order.
        for entry in kept {
            heap.append(entry)
            siftUp(heap.count - 1)
        }
    }

    /// The pending events in the order they will run (for inspection and tests).
    public var pendingInOrder: [(time: SimInstant, event: Event)] {
        heap.sorted { $0.precedes($1) }.map { (SimInstant(nanosecondsSinceStart: $0.time), $0.event) }
    }

    // The sift loops run on the array's buffer directly: no bounds or exclusivity checks on the
    // hottest lines of the engine (indices stay within 0..<count by construction).
    @inlinable mutating func siftUp(_ index: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            var child = index
            let entry = heap[child]
            while child > 0 {
                let parent = (child - 1) / 2
                guard entry.precedes(heap[parent]) else { break }
                heap[child] = heap[parent]
                child = parent
            }
            heap[child] = entry
        }
    }

    @inlinable mutating func siftDown(_ index: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            var parent = index
            let count = heap.count
            let entry = heap[parent]
            while true {
                let left = 2 * parent + 1
                guard left < count else { break }
                let right = left + 1
                var best = left
                if right < count && heap[right].precedes(heap[left]) { best = right }
                guard heap[best].precedes(entry) else { break }
                heap[parent] = heap[best]
                parent = best
            }
            heap[parent] = entry
        }
    }
}
