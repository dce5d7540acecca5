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
        append(time: entry.time, receiver: entry.receiver, callback: entry.callback, named: entry.callback.callbackName)
    }

    /// Appends an entry given as its parts, `name` being `callback.callbackName`: the simulator
    /// has the name at hand when it logs, and working it out is a switch over every callback.
    mutating func append(time: SimInstant, receiver: Receiver, callback: Callback, named name: CallbackName) {
        let receiverPosition = Self.intern(receiver, slot: receiver.kind.position, last: &lastReceiver,
                                           in: &receivers, index: &receiverIndex)
        let callbackPosition = Self.intern(callback, slot: name.position, last: &lastCallback,
                                           in: &callbacks, index: &callbackIndex)
        packed.append(Packed(time: time.nanosecondsSinceStart, receiver: receiverPosition, callback: callbackPosition))
    }

    /// The position of `value` in `table`, appending it the first time it is seen. `last[slot]`
    /// remembers the position found for the value's kind, and is tried before the dictionary.
    static func intern<Value: Hashable>(_ value: Value, slot: Int, last: inout [UInt32],
                                        in table: inout [Value], index: inout [Value: UInt32]) -> UInt32 {
        let recent = last[slot]
        if recent != .max, table.withUnsafeBufferPointer({ sameBytes(value, $0.baseAddress! + Int(recent)) })
            || table[Int(recent)] == value { return recent }
        let position = lookUp(value, in: &table, index: &index)
        last[slot] = position
        return position
    }

    /// Whether `value` and the value at `stored` are the same bytes. Same bytes are the same value
    /// (the same case with the same payload, a string with the same storage), so this settles most
    /// look-ups without the type's `==`, which for `Callback` copies both values to switch over
    /// them. Different bytes can still be equal values (padding, another string's storage): the
    /// caller then asks `==`.
    @inline(__always)
    static func sameBytes<Value>(_ value: Value, _ stored: UnsafePointer<Value>) -> Bool {
        withUnsafeBytes(of: value) { bytes in
            let other = UnsafeRawPointer(stored)
            let size = MemoryLayout<Value>.size
            var offset = 0
            while offset + 8 <= size {
                guard bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                offset += 8
            }
            while offset < size {
                guard bytes[offset] == other.load(fromByteOffset: offset, as: UInt8.self) else { return false }
                offset += 1
            }
            return true
        }
    }

    static let initialInternCapacity = 32

    static func lookUp<Value: Hashable>(_ value: Value, in table: inout [Value], index: inout [Value: UInt32]) -> UInt32 {
        if table.isEmpty {
            // A simulation meets a few dozen distinct values: room for them at once saves the
            // dictionary rehashing itself at every doubling (most runs are short).
            table.reserveCapacity(initialInternCapacity)
            index.reserveCapacity(initialInternCapacity)
        }
        let next = UInt32(table.count)
        // One hash: the defaulted subscript finds the value's position, or stores `next` for it.
        let position = current(&index[value, default: next])
        if position == next { table.append(value) }
        return position
    }

    /// What `value` holds, read through an inout access (so a subscript's modify accessor runs once).
    @inline(__always) static func current(_ value: inout UInt32) -> UInt32 { value }

    /// How many entries have a callback that satisfies `predicate`. The predicate is asked once
    /// per distinct callback, not once per entry: the log holds each callback once.
    public func count(ofCallbacksWhere predicate: (Callback) throws -> Bool) rethrows -> Int {
        let matches = try callbacks.map(predicate)
        var count = 0
        for entry in packed where matches[Int(entry.callback)] { count += 1 }
        return count
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
