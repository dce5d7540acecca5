/// Insets from each edge with leading and trailing sides, as UIKit's `NSDirectionalEdgeInsets`
/// (layout rules 54). SheetSim lays out left to right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()

    /// The larger value on each edge.
    @inlinable public func maximum(_ other: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: max(top, other.top), leading: max(leading, other.leading),
                              bottom: max(bottom, other.bottom), trailing: max(trailing, other.trailing))
    }

    /// Each edge plus the matching edge of `insets` (left to right: leading is left).
    @inlinable public func adding(_ insets: EdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top + insets.top, leading: leading + insets.left,
                              bottom: bottom + insets.bottom, trailing: trailing + insets.right)
    }

    /// Each edge the larger of its value and the matching edge of `insets`.
    @inlinable public func maximum(_ insets: EdgeInsets) -> DirectionalEdgeInsets {
        maximum(DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right))
    }

    /// The same insets as `UIEdgeInsets`, left to right.
    @inlinable public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `leading + trailing`.
    @inlinable public var horizontal: Double { leading + trailing }

    /// `(top, leading, bottom, trailing)`, e.g. `(0, 16, 34, 16)`.
    public var description: String {
        "(\(NumberFormat.points(top)), \(NumberFormat.points(leading)), \(NumberFormat.points(bottom)), \(NumberFormat.points(trailing)))"
    }
}

extension EdgeInsets {
    /// Each edge plus the matching edge of `other`.
    @inlinable public func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
