/// A priority queue of events keyed by (time, insertion sequence).
///
/// Events due at the same instant come out in the order they were scheduled: a binary heap alone
/// gives no order among equal keys, so every entry carries a monotonically increasing sequence
/// number and the heap compares (time, sequence). This is the whole discrete-event engine; the
/// ``Simulator`` and the `sheetsim bench` engine workload both run on it.
///
/// - Complexity: `schedule` and `popNext` are O(log n); `peekTime` is O(1).
public struct EventQueue<Event> {
    @usableFromInline struct Entry {
        @usableFromInline var time: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var event: Event
        @inlinable init(time: Int64, sequence: UInt64, event: consuming Event) {
            self.time = time
            self.sequence = sequence
            self.event = event
        }
        @inlinable func precedes(_ other: Entry) -> Bool {
            (time, sequence) < (other.time, other.sequence)
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
        // Reads the key in place: `heap.first` would copy the entry, event payload and all.
        heap.isEmpty ? nil : SimInstant(nanosecondsSinceStart: heap[0].time)
    }

    /// Makes room for `count` events in all, so that scheduling up to that many does not regrow
    /// the heap on the way (a drag queues all of its touch samples at once).
    @inlinable public mutating func reserveCapacity(_ count: Int) { heap.reserveCapacity(count) }

    /// Adds `event`, due at `time`. Ties with events already queued for `time` run after them.
    ///
    /// The event is taken, not copied: an event with payloads copied into its entry would be
    /// retained and its original destroyed, work the size of the event itself.
    @inlinable public mutating func schedule(_ event: consuming Event, at time: SimInstant) {
        heap.append(Entry(time: time.nanosecondsSinceStart, sequence: nextSequence, event: event))
        nextSequence &+= 1
        siftUp(heap.count - 1)
        checkInvariants()
    }

    /// The key of the earliest event: its time and insertion sequence.
    @inlinable var peekKey: (time: Int64, sequence: UInt64)? {
        heap.isEmpty ? nil : (heap[0].time, heap[0].sequence)
    }

    /// Takes the next insertion sequence number without queueing anything: an event kept outside
    /// the heap (see ``Agenda``) still takes its place among ties.
    @inlinable mutating func takeSequence() -> UInt64 {
        defer { nextSequence &+= 1 }
        return nextSequence
    }

    /// Takes `count` consecutive sequence numbers, for events that wait outside the heap and must
    /// still take their place among ties; returns the first.
    mutating func takeSequences(_ count: Int) -> UInt64 {
        defer { nextSequence &+= UInt64(count) }
        return nextSequence
    }

    /// Removes and returns the earliest event (earliest scheduled among ties).
    @inlinable public mutating func popNext() -> (time: SimInstant, event: Event)? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return (SimInstant(nanosecondsSinceStart: last.time), last.event) }
        let top = heap.withUnsafeMutableBufferPointer { heap in
            Self.replaceTop(of: heap.baseAddress!, count: heap.count, with: last)
        }
        checkInvariants()
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
        checkInvariants()
    }

    /// In debug builds, traps unless the heap holds its invariant: no entry precedes its parent,
    /// and every sequence number was handed out (swift-collections' `Heap` checks its own the
    /// same way). A heap of up to ``fullCheckLimit`` entries is checked whole after every change;
    /// a larger one along the root's first levels, so that a debug run stays linear in its events.
    @inlinable func checkInvariants() {
        #if DEBUG
        let checked = Swift.min(heap.count, Self.fullCheckLimit)
        for index in 1..<Swift.max(checked, 1) {
            precondition(!heap[index].precedes(heap[(index - 1) / 2]), "EventQueue: entry \(index) precedes its parent")
        }
        for index in 0..<checked {
            precondition(heap[index].sequence < nextSequence, "EventQueue: a sequence number was never handed out")
        }
        #endif
    }

    /// The largest heap ``checkInvariants()`` checks whole.
    @usableFromInline static var fullCheckLimit: Int { 64 }

    /// The pending events in the order they will run (for inspection and tests).
    public var pendingInOrder: [(time: SimInstant, event: Event)] {
        heap.sorted { $0.precedes($1) }.map { (SimInstant(nanosecondsSinceStart: $0.time), $0.event) }
    }

    // The sift loops move entries rather than copy them: an entry holds an event with retained
    // payloads, and a copy retains and releases them at every level of the heap. They run on the
    // array's buffer directly: no bounds, exclusivity or overflow checks on the hottest lines of the
    // engine (indices stay within 0..<count, far below `Int.max / 2`, by construction, and every
    // slot is initialised again before the buffer is handed back).
    @inlinable mutating func siftUp(_ index: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            let base = heap.baseAddress!
            Self.rise((base + index).move(), from: index, in: base)
        }
    }

    /// Puts `entry` in the heap at `base` by raising it from the empty slot `hole`: each parent
    /// it precedes moves down into the hole, and `entry` fills the hole where it stops.
    @inlinable static func rise(_ entry: consuming Entry, from hole: Int, in base: UnsafeMutablePointer<Entry>) {
        var hole = hole
        while hole > 0 {
            let parent = (hole &- 1) >> 1
            guard entry.precedes(base[parent]) else { break }
            (base + hole).initialize(to: (base + parent).move())
            hole = parent
        }
        (base + hole).initialize(to: entry)
    }

    /// Takes the root out of the heap at `base` and fills its place with `entry`; returns the old
    /// root.
    ///
    /// Bottom-up (Floyd's variant): the hole left by the root first sinks all the way to a leaf,
    /// taking the earlier child at each level (one comparison per level), and `entry` then rises
    /// from there. The entry that refills the root is the heap's last one, which almost always
    /// belongs near the bottom, so it rises a step or two at most: about half the comparisons of
    /// sifting it down from the top, which compares it with the earlier child at every level.
    @inlinable static func replaceTop(of base: UnsafeMutablePointer<Entry>, count: Int, with entry: consuming Entry) -> Entry {
        let top = base.move()
        var hole = 0
        // Which child is earlier is a coin toss the branch predictor cannot learn, so the choice is
        // arithmetic (left, plus one when the right child is earlier) rather than a branch.
        var left = 1
        while left &+ 1 < count {
            let best = left &+ (base[left &+ 1].precedes(base[left]) ? 1 : 0)
            (base + hole).initialize(to: (base + best).move())
            hole = best
            left = hole &* 2 &+ 1
        }
        if left < count {   // a last parent with only a left child
            (base + hole).initialize(to: (base + left).move())
            hole = left
        }
        rise(entry, from: hole, in: base)
        return top
    }
}
