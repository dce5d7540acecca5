/// A point on the simulator's virtual clock: integer nanoseconds since the simulation began.
///
/// Instants and spans are different types (``SimDuration``), as in swift-nio's `NIODeadline` and
/// `TimeAmount`: an instant plus a span is an instant, an instant minus an instant is a span.
public struct SimInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the start of the simulation.
    public var nanosecondsSinceStart: Int64

    @inlinable public init(nanosecondsSinceStart: Int64) { self.nanosecondsSinceStart = nanosecondsSinceStart }

    /// The instant the simulation starts at.
    public static let zero = SimInstant(nanosecondsSinceStart: 0)

    /// The latest instant the clock may be asked to reach: 2^62 ns, about 146 years. Half of
    /// Int64's range, so the simulator's own spans added past it (a transition, a settle) can
    /// never overflow; requests that would pass it (`wait 9e9s` twice) are refused instead of
    /// trapping.
    public static let limit = SimInstant(nanosecondsSinceStart: 1 << 62)

    /// `self + span`, or nil when that would pass ``limit`` (or overflow Int64).
    public func adding(_ span: SimDuration) -> SimInstant? {
        let (sum, overflow) = nanosecondsSinceStart.addingReportingOverflow(span.nanoseconds)
        guard !overflow, sum <= Self.limit.nanosecondsSinceStart else { return nil }
        return SimInstant(nanosecondsSinceStart: sum)
    }

    @inlinable public static func < (lhs: SimInstant, rhs: SimInstant) -> Bool { lhs.nanosecondsSinceStart < rhs.nanosecondsSinceStart }
    @inlinable public static func + (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(nanosecondsSinceStart: lhs.nanosecondsSinceStart + rhs.nanoseconds)
    }
    @inlinable public static func - (lhs: SimInstant, rhs: SimInstant) -> SimDuration {
        SimDuration(nanoseconds: lhs.nanosecondsSinceStart - rhs.nanosecondsSinceStart)
    }

    /// Seconds since the start, for physics.
    @inlinable public var seconds: Double { Double(nanosecondsSinceStart) / 1e9 }

    /// Milliseconds with three decimals, e.g. `350.000ms`.
    public var description: String { TimeFormat.milliseconds(nanosecondsSinceStart) }
}

/// Integer-only formatting of nanoseconds, so output never depends on floating-point printing.
enum TimeFormat {
    /// `8333333` → `"8.333ms"`, `-1500000` → `"-1.500ms"` (truncated toward zero to the microsecond).
    static func milliseconds(_ ns: Int64) -> String {
        FixedPointText.text(ns.magnitude / 1_000, negative: ns < 0, places: 3, trimsZeros: false, suffix: "ms")
    }

    /// Appends ``milliseconds(_:)`` to a line's bytes.
    static func append(milliseconds ns: Int64, to bytes: inout [UInt8]) {
        FixedPointText.append(ns.magnitude / 1_000, negative: ns < 0, places: 3, trimsZeros: false, suffix: "ms", to: &bytes)
    }
}
