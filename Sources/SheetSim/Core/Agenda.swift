/// What the simulator has still to run: its event queue, and the next display frame beside it.
///
/// At most one display frame is ever pending, and it is the most frequent event of all (one per
/// vsync while anything moves), so it waits in a slot of its own instead of going through the
/// heap. It draws its sequence number from the queue's counter, so it runs exactly where it would
/// if it were queued with the rest: earliest time first, ties in the order they were scheduled.
///
/// Its queries are inlinable: a caller outside the module that asks a large value (the simulator)
/// for its next event time through a plain getter passes it a copy of that value.
@usableFromInline struct Agenda<Event> {
    @usableFromInline private(set) var queue = EventQueue<Event>()
    /// The pending display frame's key, if one is pending.
    @usableFromInline private(set) var frame: (time: Int64, sequence: UInt64)?

    @usableFromInline init() {}

    @inlinable var isEmpty: Bool { frame == nil && queue.isEmpty }

    /// Whether a display frame is pending.
    var hasFrame: Bool { frame != nil }

    /// Whether nothing but a display frame is pending.
    var hasNoEvents: Bool { queue.isEmpty }

    /// When the next event or frame is due.
    @inlinable var peekTime: SimInstant? {
        guard let frame else { return queue.peekTime }
        guard let next = queue.peekKey, next.time < frame.time else {
            return SimInstant(nanosecondsSinceStart: frame.time)
        }
        return SimInstant(nanosecondsSinceStart: next.time)
    }

    /// The earliest item's key, the display frame's or the queue's: what events waiting outside
    /// the agenda compare their own keys with.
    @inlinable var nextKey: (time: Int64, sequence: UInt64)? {
        guard let frame else { return queue.peekKey }
        guard let next = queue.peekKey, (next.time, next.sequence) < (frame.time, frame.sequence) else { return frame }
        return next
    }

    /// Takes `count` consecutive sequence numbers for events kept outside the agenda (a drag's
    /// touch samples), so they run where they would if queued now; returns the first.
    mutating func takeSequences(_ count: Int) -> UInt64 { queue.takeSequences(count) }

    /// Makes room for `count` more events in the queue (the frame slot needs none).
    mutating func reserveCapacity(forMore count: Int) {
        queue.reserveCapacity(queue.count + count)
    }

    mutating func schedule(_ event: consuming Event, at time: SimInstant) {
        queue.schedule(event, at: time)
    }

    /// Schedules the display frame; a frame already pending stays as it is.
    mutating func scheduleFrame(at time: SimInstant) {
        guard frame == nil else { return }
        frame = (time.nanosecondsSinceStart, queue.takeSequence())
    }

    /// Removes the pending display frame and returns its time when it is the earliest item (the
    /// earliest scheduled among ties); nil, and nothing removed, otherwise. A step asks this first
    /// and then ``popEvent()``: one optional holding either a frame or an event would be copied and
    /// destroyed through its type's generic value witnesses, a few hundred instructions a frame.
    mutating func popFrameIfNext() -> SimInstant? {
        guard let pending = frame else { return nil }
        // (time, sequence) in lexicographic order: the queue's own order.
        if let next = queue.peekKey, (next.time, next.sequence) < (pending.time, pending.sequence) { return nil }
        frame = nil
        return SimInstant(nanosecondsSinceStart: pending.time)
    }

    /// Removes and returns the earliest event, ignoring the frame slot: for use after
    /// ``popFrameIfNext()`` returned nil.
    mutating func popEvent() -> (time: SimInstant, event: Event)? { queue.popNext() }

    /// Removes every pending event that matches `predicate` (a pending frame stays).
    mutating func removeAll(where predicate: (Event) -> Bool) {
        queue.removeAll(where: predicate)
    }
}
