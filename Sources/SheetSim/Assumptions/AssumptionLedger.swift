/// Which unconfirmed settings a simulation has read: one bit per GUESS or OBS metric of
/// ``UIKitMetrics/catalog`` and per option of ``BehaviorOptions/catalog``, set by the settings'
/// getters while the simulation computes.
///
/// A run's result depends on an assumption exactly when the simulator read it, so the ledger is
/// filled at the read sites rather than predicted from the scenario. Marking a read costs an
/// optional load and an `or` into memory the ledger owns (a raw buffer, so no exclusivity check):
/// the getters sit on the drag and layout paths that run on every frame.
///
/// A ``Simulator`` makes one for its own copy of the metrics and options; copies of the simulator
/// share it. It is not safe to use from two threads at once, which a simulator never is.
final class AssumptionLedger: @unchecked Sendable {
    /// Words 0 and 1 for the metrics, 2 and 3 for the options.
    static let wordCount = 4
    /// The most settings of one kind the ledger can tell apart.
    static let capacity = 128
    let words: UnsafeMutablePointer<UInt64>

    init() {
        words = .allocate(capacity: Self.wordCount)
        words.initialize(repeating: 0, count: Self.wordCount)
    }

    deinit { words.deallocate() }

    /// Whether setting `index` of the kind starting at `base` was read.
    func wasRead(_ index: Int, base: Int) -> Bool {
        words[base + index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Forgets every read (a REPL `reset` starts counting again).
    func clear() { words.update(repeating: 0, count: Self.wordCount) }
}

/// What a ``UIKitMetrics`` or ``BehaviorOptions`` value records its unconfirmed reads into: nothing
/// until a simulator gives it a ledger. It takes no part in the value's equality or hash: two
/// metrics are the same numbers whoever watches them.
///
/// It keeps the ledger alive, and its buffer's address beside it for the getters: marking a read
/// then touches no reference count. (Unchecked Sendable for that address: the ledger is only ever
/// used by the one simulator that owns it.)
struct AssumptionRecorder: Hashable, @unchecked Sendable {
    /// The first ledger word of the kind of setting this records.
    let base: Int
    var ledger: AssumptionLedger? { didSet { words = ledger?.words } }
    /// The ledger's buffer, or nil without a ledger.
    private var words: UnsafeMutablePointer<UInt64>?

    init(base: Int) { self.base = base }

    /// Notes that the setting at `index` (its place among its catalog's unconfirmed entries) was read.
    @inline(__always)
    func read(_ index: Int) {
        guard let words else { return }
        words[base + index >> 6] |= 1 << UInt64(index & 63)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
