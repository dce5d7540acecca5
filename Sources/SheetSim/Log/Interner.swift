/// A table of distinct values, each kept once at the position where it was first added, and found
/// again by value: the callback log's receivers and callbacks.
///
/// Every value has a slot, a small number that depends on the value alone (a receiver's kind, a
/// callback's name), and each slot remembers the position found for it last. Consecutive entries
/// mostly repeat those (a sheet's controller, its layout pair, its delegate), so a look-up is
/// usually one comparison with that position's value. Values are hashed into the dictionary only
/// once a second value shares their slot: until then the slot finds them, and a short run, which
/// meets each of its few dozen values for the first time, hashes almost nothing.
@usableFromInline struct Interner<Value: Hashable & Sendable>: Sendable {
    /// The distinct values, in the order they were first added.
    @usableFromInline private(set) var values: [Value] = []
    /// Every value that is not the remembered one of its slot, and some that are.
    private var index: [Value: UInt32] = [:]
    /// For each value: whether it is in ``index``.
    private var indexed: [Bool] = []
    /// For each slot: the position found for it last, or `.max` before the first.
    private var last: [UInt32]

    /// Room for the values a simulation meets at once: most runs are short, and growing a
    /// dictionary from empty rehashes it at every doubling.
    static var initialCapacity: Int { 32 }

    init(slots: Int) {
        last = [UInt32](filledWith: .max, count: slots)
    }

    var count: Int { values.count }

    /// Whether any value of slot `slot` was ever added.
    func hasValue(inSlot slot: Int) -> Bool { last[slot] != .max }

    @inlinable subscript(position: UInt32) -> Value { values[Int(position)] }

    /// The position of `value`, whose slot is `slot`, adding it if it is new.
    ///
    /// Only the common case is here, the value its slot found last, in the same bytes: the rest is
    /// in ``position(of:slot:after:)``, out of line, so that this stays small and its callers, one
    /// per logged callback, do not pay for the set-up of the rare paths.
    @inline(__always)
    mutating func position(of value: Value, slot: Int) -> UInt32 {
        let recent = last[slot]
        if recent != .max, values.withUnsafeBufferPointer({ Self.sameBytes(value, $0.baseAddress! + Int(recent)) }) {
            return recent
        }
        return position(of: value, slot: slot, after: recent)
    }

    /// ``position(of:slot:)`` past its first check: `recent` is what the slot found last, `.max`
    /// if nothing yet.
    @inline(never)
    private mutating func position(of value: Value, slot: Int, after recent: UInt32) -> UInt32 {
        guard recent != .max else {
            // The first value of its slot: new, and found through the slot alone for now.
            if values.isEmpty { reserveCapacity() }
            values.append(value)
            indexed.append(false)
            let position = UInt32(values.count - 1)
            last[slot] = position
            return position
        }
        if values[Int(recent)] == value { return recent }
        // Another value of the slot: the remembered one goes into the dictionary before the slot
        // moves on, so that every value stays findable, through its slot or the dictionary.
        if !indexed[Int(recent)] {
            if index.isEmpty { index.reserveCapacity(Self.initialCapacity) }
            index[values[Int(recent)]] = recent
            indexed[Int(recent)] = true
        }
        let next = UInt32(values.count)
        // One hash: the defaulted subscript finds the value's position, or stores `next` for it.
        let position = Self.current(&index[value, default: next])
        if position == next {
            values.append(value)
            indexed.append(true)
        }
        last[slot] = position
        return position
    }

    private mutating func reserveCapacity() {
        values.reserveCapacity(Self.initialCapacity)
        indexed.reserveCapacity(Self.initialCapacity)
    }

    /// What `value` holds, read through an inout access (so a subscript's modify accessor runs once).
    @inline(__always) private static func current(_ value: inout UInt32) -> UInt32 { value }

    /// Whether `value` and the value at `stored` are the same bytes. Same bytes are the same value
    /// (the same case with the same payload, a string with the same storage), so this settles most
    /// look-ups without the type's `==`, which for `Callback` copies both values to switch over
    /// them. Different bytes can still be equal values (padding, another string's storage): the
    /// caller then asks `==`.
    @inline(__always)
    static func sameBytes(_ value: Value, _ stored: UnsafePointer<Value>) -> Bool {
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
}
