/// The callback log: every ``LogEntry`` in the order UIKit would make the calls.
///
/// A random-access collection of `LogEntry` values, stored compactly: each entry is 16 bytes (its
/// time and two indices), and the receivers and callbacks it points at are interned — a log of a
/// million entries repeats a few dozen distinct callbacks. That keeps a 1,000,000-entry run well
/// under the memory budget, where a plain `[LogEntry]` needs 56 bytes an entry.
public struct CallbackLog: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    @usableFromInline struct Packed: Hashable, Sendable {
        @usableFromInline var time: Int64
        @usableFromInline var receiver: UInt32
        @usableFromInline var callback: UInt32
    }

    @usableFromInline var packed: [Packed] = []
    @usableFromInline var receivers: [Receiver] = []
    @usableFromInline var callbacks: [Callback] = []
    var receiverIndex: [Receiver: UInt32] = [:]
    var callbackIndex: [Callback: UInt32] = [:]
    /// The position interned last for each receiver kind and for each callback name. Consecutive
    /// entries mostly repeat them (a sheet's controller, its layout pair, its delegate), and one
    /// comparison costs a fraction of hashing the value for the dictionary.
    var lastReceiver = [UInt32](repeating: .max, count: Receiver.Kind.allCases.count)
    var lastCallback = [UInt32](repeating: .max, count: CallbackName.allCases.count)

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
                        receiver: receivers[Int(entry.receiver)], callback: callbacks[Int(entry.callback)])
    }

    /// Appends an entry, interning its receiver and callback.
    public mutating func append(_ entry: LogEntry) {
        let receiver = Self.intern(entry.receiver, slot: entry.receiver.kind.position, last: &lastReceiver,
                                   in: &receivers, index: &receiverIndex)
        let callback = Self.intern(entry.callback, slot: entry.callback.callbackName.position, last: &lastCallback,
                                   in: &callbacks, index: &callbackIndex)
        packed.append(Packed(time: entry.time.nanosecondsSinceStart, receiver: receiver, callback: callback))
    }

    /// The position of `value` in `table`, appending it the first time it is seen. `last[slot]`
    /// remembers the position found for the value's kind, and is tried before the dictionary.
    static func intern<Value: Hashable>(_ value: Value, slot: Int, last: inout [UInt32],
                                        in table: inout [Value], index: inout [Value: UInt32]) -> UInt32 {
        let recent = last[slot]
        if recent != .max, table[Int(recent)] == value { return recent }
        let position = lookUp(value, in: &table, index: &index)
        last[slot] = position
        return position
    }

    static let initialInternCapacity = 32

    static func lookUp<Value: Hashable>(_ value: Value, in table: inout [Value], index: inout [Value: UInt32]) -> UInt32 {
        if let known = index[value] { return known }
        let position = UInt32(table.count)
        if table.isEmpty {
            // A simulation meets a few dozen distinct values: room for them at once saves the
            // dictionary rehashing itself at every doubling (most runs are short).
            table.reserveCapacity(initialInternCapacity)
            index.reserveCapacity(initialInternCapacity)
        }
        table.append(value)
        index[value] = position
        return position
    }

    public mutating func reserveCapacity(_ count: Int) { packed.reserveCapacity(count) }

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
