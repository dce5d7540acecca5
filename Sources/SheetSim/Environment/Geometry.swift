/// A point in the container's coordinate space (points, y grows downward, as in UIKit).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)`, numbers as ``NumberFormat/points(_:)`` writes them.
    public var description: String { "(\(NumberFormat.points(x)), \(NumberFormat.points(y)))" }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// `(width, height)`, e.g. `(390, 844)`.
    public var description: String { "(\(NumberFormat.points(width)), \(NumberFormat.points(height)))" }
}

/// Insets from each edge, in points (UIKit's `UIEdgeInsets` order: top, left, bottom, right).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }

    /// `(top, left, bottom, right)`, e.g. `(59, 0, 34, 0)`.
    public var description: String {
        "(\(NumberFormat.points(top)), \(NumberFormat.points(left)), \(NumberFormat.points(bottom)), \(NumberFormat.points(right)))"
    }
}

/// A rectangle given by its origin and size, in points (y grows downward).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var origin: Point { Point(x: x, y: y) }
    @inlinable public var size: Size { Size(width: width, height: height) }
    @inlinable public var minX: Double { x }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var minY: Double { y }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var midX: Double { x + width / 2 }
    @inlinable public var midY: Double { y + height / 2 }

    /// The rectangle moved so its top edge is at `newY`, size unchanged.
    @inlinable public func with(y newY: Double) -> Rect { Rect(x: x, y: newY, width: width, height: height) }

    /// Whether `point` lies inside (the minimum edges included, the maximum ones not, as
    /// `CGRect.contains(_:)`).
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `(x, y, width, height)`, e.g. `(16, 30, 288, 414)`.
    public var description: String {
        "(\(NumberFormat.points(x)), \(NumberFormat.points(y)), \(NumberFormat.points(width)), \(NumberFormat.points(height)))"
    }
}

/// Deterministic, Foundation-free printing of point values.
public enum NumberFormat {
    /// `v` rounded to two decimals (halves away from zero), without trailing zeros:
    /// `10` → `"10"`, `398.56` → `"398.56"`, `419.44000001` → `"419.44"`, `0.5` → `"0.5"`,
    /// `-0.0` and `-0.001` → `"0"`. NaN prints `"nan"`, infinities `"inf"` / `"-inf"`.
    ///
    /// Only integer arithmetic runs after one multiply-and-round, so the text is the same on
    /// every platform and run (unlike `Double.description`, which prints the shortest round-trip
    /// digits, e.g. `419.44000000000005`).
    public static func points(_ v: Double) -> String {
        guard let cents = units(of: v, scale: 100) else { return unscaled(v) }
        return FixedPointText.text(cents.magnitude, negative: cents < 0, places: 2, trimsZeros: true)
    }

    /// `v` rounded to two decimals (halves away from zero), both always printed: `2` → `"2.00"`,
    /// `-0.153` → `"-0.15"`: for a table of measured figures, where a difference of two timings can
    /// come out negative. NaN and infinities print as ``points(_:)`` prints them.
    public static func twoDecimals(_ v: Double) -> String {
        guard let cents = units(of: v, scale: 100) else { return unscaled(v) }
        return FixedPointText.text(cents.magnitude, negative: cents < 0, places: 2, trimsZeros: false)
    }

    /// Appends ``points(_:)`` to a line's bytes.
    static func append(points v: Double, to bytes: inout [UInt8]) {
        guard let cents = units(of: v, scale: 100) else { return bytes.append(contentsOf: unscaled(v).utf8) }
        FixedPointText.append(cents.magnitude, negative: cents < 0, places: 2, trimsZeros: true, to: &bytes)
    }

    /// `v` times `scale`, rounded half away from zero, or nil when it is not finite or has no
    /// fractional digits left to print at that scale (beyond 2^53).
    static func units(of v: Double, scale: Double) -> Int64? {
        guard v.isFinite else { return nil }
        let scaled = (v * scale).rounded(.toNearestOrAwayFromZero)
        return scaled.magnitude < 9.0e15 ? Int64(scaled) : nil
    }

    /// A value printed without decimals: NaN, an infinity, or one too large to have any.
    static func unscaled(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        // Swift's shortest round-trip printing is itself deterministic for such huge values.
        return v.magnitude < 9.2e18 ? String(Int64(v.rounded())) : v.description
    }
}
