/// The callback log: every ``LogEntry`` in the order UIKit would make the calls.
///
/// A random-access collection of `LogEntry` values, stored compactly: each entry is 16 bytes (its
/// time and two indices), and the receivers and callbacks it points at are interned — a log of a
/// million entries repeats a few dozen distinct callbacks (see `Interner`). That keeps a
/// 1,000,000-entry run well under the memory budget, where a plain `[LogEntry]` needs 56 bytes an
/// entry.
public struct CallbackLog: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    @usableFromInline struct Packed: Hashable, Sendable {
        @usableFromInline var time: Int64
        @usableFromInline var receiver: UInt32
        @usableFromInline var callback: UInt32

        /// The entry's receiver and callback as one key: the same pair, the same key.
        var pair: UInt64 { UInt64(receiver) << 32 | UInt64(callback) }
    }

    @usableFromInline var packed: [Packed] = []
    @usableFromInline var receivers = Interner<Receiver>(slots: Receiver.Kind.allCases.count)
    @usableFromInline var callbacks = Interner<Callback>(slots: CallbackName.allCases.count)

    public init() {}

    /// A log holding `entries`, in order.
    public init<S: Sequence>(_ entries: S) where S.Element == LogEntry {
        for entry in entries { append(entry) }
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { packed.count }

    @inlinable public subscript(position: Int) -> LogEntry {
        let entry = packed[position]
        return LogEntry(time: SimInstant(nanosecondsSinceStart: entry.time),
                        receiver: receivers[entry.receiver], callback: callbacks[entry.callback])
    }

    /// Appends an entry, interning its receiver and callback.
    public mutating func append(_ entry: LogEntry) {
        append(time: entry.time, receiver: entry.receiver, callback: entry.callback, named: entry.callback.callbackName)
    }

    /// Appends an entry given as its parts, `name` being `callback.callbackName`: the simulator
    /// has the name at hand when it logs, and working it out is a switch over every callback.
    mutating func append(time: SimInstant, receiver: Receiver, callback: Callback, named name: CallbackName) {
        let receiverPosition = receivers.position(of: receiver, slot: receiver.kind.position)
        let callbackPosition = callbacks.position(of: callback, slot: name.position)
        // Room for a scenario's usual log at once, rather than growing by doubling from one entry.
        if packed.capacity == 0 { packed.reserveCapacity(Self.initialCapacity) }
        packed.append(Packed(time: time.nanosecondsSinceStart, receiver: receiverPosition, callback: callbackPosition))
    }

    /// Room a log starts with at its first entry: a short scenario's whole log.
    static var initialCapacity: Int { 64 }

    /// How many entries have a callback that satisfies `predicate`. The predicate is asked once
    /// per distinct callback, not once per entry: the log holds each callback once.
    public func count(ofCallbacksWhere predicate: (Callback) throws -> Bool) rethrows -> Int {
        let matches = try callbacks.values.map(predicate)
        var count = 0
        for entry in packed where matches[Int(entry.callback)] { count += 1 }
        return count
    }

    /// Whether the log holds any callback named `name`: one lookup, whatever the log's length.
    public func contains(callbackNamed name: CallbackName) -> Bool { callbacks.hasValue(inSlot: name.position) }

    /// The positions from `start` on whose callback `include` admits, in log order. `include` is
    /// asked once per distinct callback, and no entry is made for the others: what a check that
    /// looks at every new entry for a rare callback (a `simulator.error`) costs per entry is one
    /// table lookup.
    public func positions(from start: Int, ofCallbacksWhere include: (Callback) throws -> Bool) rethrows -> [Int] {
        guard start < packed.count else { return [] }
        let included = try callbacks.values.map(include)
        guard included.contains(true) else { return [] }
        return (Swift.max(0, start)..<packed.count).filter { included[Int(packed[$0].callback)] }
    }

    /// Every distinct pair of receiver and callback whose callback `include` admits, with the
    /// positions of its entries in log order; the pairs in the order each first occurs.
    ///
    /// `include` is asked once per distinct callback, and entries are told apart by where their
    /// receiver and callback are kept: a long log is walked without making an entry, copying its
    /// strings or hashing its values, entry by entry.
    public func positionsByPair(where include: (Callback) throws -> Bool) rethrows
        -> [(receiver: Receiver, callback: Callback, positions: [Int])] {
        let included = try callbacks.values.map(include)
        var groupOfPair: [UInt64: Int] = [:]
        var groups: [(receiver: Receiver, callback: Callback, positions: [Int])] = []
        for (position, entry) in packed.enumerated() where included[Int(entry.callback)] {
            if let group = groupOfPair[entry.pair] {
                groups[group].positions.append(position)
            } else {
                groupOfPair[entry.pair] = groups.count
                groups.append((receivers[entry.receiver], callbacks[entry.callback], [position]))
            }
        }
        return groups
    }

    public mutating func reserveCapacity(_ count: Int) { packed.reserveCapacity(count) }

    /// Every receiver the log names, once each, in the order each first occurs: for code that
    /// asks which receivers a log has, in time that does not grow with the log.
    public var distinctReceivers: [Receiver] { receivers.values }

    /// The entries as an array (56 bytes each; for APIs that want `[LogEntry]`).
    public var entries: [LogEntry] { Array(self) }

    /// Bytes the log stores per entry, not counting the interned receivers and callbacks.
    public static var bytesPerEntry: Int { MemoryLayout<Packed>.stride }

    public static func == (lhs: CallbackLog, rhs: CallbackLog) -> Bool { lhs.elementsEqual(rhs) }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in self { hasher.combine(entry) }
    }

    /// The log as `sheetsim run` prints it, one line per entry.
    public var description: String { map(LogText.line).joined(separator: "\n") }
}
