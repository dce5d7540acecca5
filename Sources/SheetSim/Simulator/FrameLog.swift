/// The per-frame records ``Simulator/frames`` keeps: one ``FrameRecord`` per presented sheet
/// per display frame, in the order they were taken.
///
/// A random-access collection of `FrameRecord` values, stored compactly as ``CallbackLog`` stores
/// its entries: each record is plain numbers and an index, and the sheet names are interned. A
/// record therefore holds no reference and takes 56 bytes, against 72 for a `FrameRecord`; letting
/// a long recording go frees its buffers, where an array of `FrameRecord` releases a name for every
/// record.
///
/// The records are kept in chunks of `chunkCapacity`, so a growing log never copies the records
/// it has: one buffer grown by doubling copies each record again at every doubling and, while it
/// grows, holds the old buffer and the new one at once.
public struct FrameLog: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    struct Packed: Hashable, Sendable {
        var time: Int64
        var figures: FrameFigures
        var sheet: UInt32
    }

    /// The chunks already filled, each ``chunkCapacity`` records long.
    private var full: [ContiguousArray<Packed>] = []
    /// The chunk records are appended to: fewer than ``chunkCapacity`` records, and no room
    /// reserved until the first record comes.
    private var tail: ContiguousArray<Packed> = []
    /// Records per chunk: a power of two, so finding a record's chunk is a shift. 256 records are
    /// about two seconds of one sheet's frames at 120 Hz, 14 KB.
    static let chunkCapacity = 256
    static let chunkShift = chunkCapacity.trailingZeroBitCount
    /// The sheets' names. A sheet's slot is its place in the stack (the top slot shared by all the
    /// sheets above it), so at each frame every sheet finds its name at the first comparison.
    private(set) var sheets = Interner<String>(slots: FrameLog.sheetSlots)
    static let sheetSlots = 8
    /// The records' ``FrameRecord/layout``s, by record: empty while no record has one (the
    /// figures are opt-in, ``Simulator/recordsFrameLayouts``), else one per record. A plain
    /// array: a log that has them is a ``Simulator/frameSink``'s batch, a few thousand records.
    private var layouts: ContiguousArray<FrameLayout?> = []

    public init() {}

    /// A log holding `records`, in order.
    public init<S: Sequence>(_ records: S) where S.Element == FrameRecord {
        for record in records { append(record) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { full.count << Self.chunkShift + tail.count }

    public subscript(position: Int) -> FrameRecord {
        precondition(position >= 0 && position < endIndex, "FrameLog index out of range")
        let chunk = position >> Self.chunkShift
        let offset = position & (Self.chunkCapacity - 1)
        let record = chunk < full.count ? full[chunk][offset] : tail[offset]
        return FrameRecord(time: SimInstant(nanosecondsSinceStart: record.time), sheet: sheets[record.sheet],
                           figures: record.figures, layout: layouts.isEmpty ? nil : layouts[position])
    }

    /// Appends a record.
    public mutating func append(_ record: FrameRecord) {
        let sheet = position(ofSheet: record.sheet, layer: Self.sheetSlots - 1)
        append(time: record.time, sheet: sheet, figures: record.figures)
        if record.layout != nil || !layouts.isEmpty { setLayoutOfLast(record.layout) }
    }

    /// Gives the record appended last its ``FrameRecord/layout``.
    mutating func setLayoutOfLast(_ layout: FrameLayout?) {
        if layouts.isEmpty {
            guard layout != nil else { return }
            layouts = ContiguousArray(repeating: nil, count: endIndex)
        }
        while layouts.count < endIndex { layouts.append(nil) }
        layouts[endIndex - 1] = layout
    }

    /// Where the sheet named `sheet`, at stack index `layer`, is among the names the log keeps
    /// (added if new), for ``append(time:sheet:figures:)``. A step of its own so that the caller's
    /// hold on the name ends here: held across the append, whose calls the compiler cannot see
    /// through, the name would be retained and released at every display frame.
    @inline(__always)
    mutating func position(ofSheet sheet: String, layer: Int) -> UInt32 {
        sheets.position(of: sheet, slot: Swift.min(Swift.max(layer, 0), Self.sheetSlots - 1))
    }

    /// Appends a record of the sheet at `sheet` (from ``position(ofSheet:layer:)``). The parts are
    /// handed in, not a ``FrameRecord``: making one would copy the name into it, and release it after.
    @inline(__always)
    mutating func append(time: SimInstant, sheet: UInt32, figures: FrameFigures) {
        if tail.count == tail.capacity || tail.count == Self.chunkCapacity { startChunk() }
        tail.append(Packed(time: time.nanosecondsSinceStart, figures: figures, sheet: sheet))
    }

    /// Sets a full tail chunk aside, and makes room for a whole chunk in the tail.
    @inline(never)
    private mutating func startChunk() {
        if tail.count == Self.chunkCapacity {
            full.append(tail)
            tail = []
        }
        tail.reserveCapacity(Self.chunkCapacity)
    }

    /// Makes room for `count` records in all, so that appending them allocates only their chunks.
    public mutating func reserveCapacity(_ count: Int) {
        full.reserveCapacity(count >> Self.chunkShift)
        if tail.capacity == 0 { tail.reserveCapacity(Swift.min(count, Self.chunkCapacity)) }
    }

    /// Bytes the log stores per record, not counting the interned names.
    public static var bytesPerRecord: Int { MemoryLayout<Packed>.stride }

    public static func == (lhs: FrameLog, rhs: FrameLog) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for record in self { hasher.combine(record) }
    }

    /// The records as `sheetsim run --frames` prints them, one line each.
    public var description: String { map(\.description).joined(separator: "\n") }
}

extension FrameLog: ExpressibleByArrayLiteral {
    public init(arrayLiteral records: FrameRecord...) { self.init(records) }
}
