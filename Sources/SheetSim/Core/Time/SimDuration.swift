/// A span of virtual time, in integer nanoseconds.
///
/// A span is not a point in time: adding two instants is meaningless, so instants are a separate
/// type (``SimInstant``). Integer nanoseconds keep every run exact and reproducible; frame
/// intervals such as 1/120 s are rounded once, when a frame time is computed, never accumulated.
public struct SimDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The span in nanoseconds. May be negative (a difference between instants).
    public var nanoseconds: Int64

    @inlinable public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static let zero = SimDuration(nanoseconds: 0)

    @inlinable public static func nanoseconds(_ value: Int64) -> SimDuration { SimDuration(nanoseconds: value) }
    @inlinable public static func microseconds(_ value: Int64) -> SimDuration { SimDuration(nanoseconds: value * 1_000) }
    @inlinable public static func milliseconds(_ value: Int64) -> SimDuration { SimDuration(nanoseconds: value * 1_000_000) }
    @inlinable public static func seconds(_ value: Int64) -> SimDuration { SimDuration(nanoseconds: value * 1_000_000_000) }

    /// A span from fractional seconds, rounded to the nearest nanosecond.
    /// Returns nil for NaN, infinities and spans that do not fit in 64 bits, so a bad number never
    /// turns into a trap.
    public static func seconds(exactly value: Double) -> SimDuration? {
        guard value.isFinite else { return nil }
        let ns = (value * 1e9).rounded()
        guard ns.magnitude < 9.2e18 else { return nil }
        return SimDuration(nanoseconds: Int64(ns))
    }

    /// The span in seconds, for physics.
    @inlinable public var seconds: Double { Double(nanoseconds) / 1e9 }

    @inlinable public static func < (lhs: SimDuration, rhs: SimDuration) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    @inlinable public static func + (lhs: SimDuration, rhs: SimDuration) -> SimDuration { SimDuration(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
    @inlinable public static func - (lhs: SimDuration, rhs: SimDuration) -> SimDuration { SimDuration(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
    @inlinable public static func * (lhs: SimDuration, rhs: Int64) -> SimDuration { SimDuration(nanoseconds: lhs.nanoseconds * rhs) }

    /// Milliseconds with three decimals, e.g. `8.333ms`: the unit the log is written in.
    public var description: String { TimeFormat.milliseconds(nanoseconds) }
}
