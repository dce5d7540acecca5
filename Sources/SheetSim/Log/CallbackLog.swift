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
        let receiver = Self.intern(entry.receiver, in: &receivers, index: &receiverIndex)
        let callback = Self.intern(entry.callback, in: &callbacks, index: &callbackIndex)
        packed.append(Packed(time: entry.time.nanosecondsSinceStart, receiver: receiver, callback: callback))
    }

    /// The position of `value` in `table`, appending it the first time it is seen.
    static func intern<Value: Hashable>(_ value: Value, in table: inout [Value], index: inout [Value: UInt32]) -> UInt32 {
        if let known = index[value] { return known }
        let position = UInt32(table.count)
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
