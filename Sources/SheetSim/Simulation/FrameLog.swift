/// The per-frame records ``SheetSimulator/frames`` keeps: one ``FrameRecord`` per presented sheet
/// per display frame, in the order they were taken.
///
/// A random-access collection of `FrameRecord` values, stored compactly as ``CallbackLog`` stores
/// its entries: each record is plain numbers and an index, and the sheet names are interned. A
/// record therefore holds no reference and takes 56 bytes, against 72 for a `FrameRecord`; letting
/// a long recording go frees one buffer, where an array of `FrameRecord` releases a name for every
/// record.
public struct FrameLog: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    struct Packed: Hashable, Sendable {
        var time: Int64
        var figures: FrameFigures
        var sheet: UInt32
    }

    private var packed: [Packed] = []
    /// The sheets' names. A sheet's slot is its place in the stack (the top slot shared by all the
    /// sheets above it), so at each frame every sheet finds its name at the first comparison.
    private(set) var sheets = Interner<String>(slots: FrameLog.sheetSlots)
    static let sheetSlots = 8

    public init() {}

    /// A log holding `records`, in order.
    public init<S: Sequence>(_ records: S) where S.Element == FrameRecord {
        for record in records { append(record) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { packed.count }

    public subscript(position: Int) -> FrameRecord {
        let record = packed[position]
        return FrameRecord(time: SimInstant(nanosecondsSinceStart: record.time), sheet: sheets[record.sheet],
                           figures: record.figures)
    }

    /// Appends a record.
    public mutating func append(_ record: FrameRecord) {
        append(time: record.time, sheet: record.sheet, layer: Self.sheetSlots - 1, figures: record.figures)
    }

    /// Appends the record of the sheet named `sheet`, at stack index `layer`. The parts are handed
    /// in, not a ``FrameRecord``: making one would copy the name into it, and release it after.
    @inline(__always)
    mutating func append(time: SimInstant, sheet: String, layer: Int, figures: FrameFigures) {
        let position = sheets.position(of: sheet, slot: Swift.min(Swift.max(layer, 0), Self.sheetSlots - 1))
        packed.append(Packed(time: time.nanosecondsSinceStart, figures: figures, sheet: position))
    }

    /// The number of records the log can hold before it grows its storage.
    var capacity: Int { packed.capacity }

    public mutating func reserveCapacity(_ count: Int) { packed.reserveCapacity(count) }

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
