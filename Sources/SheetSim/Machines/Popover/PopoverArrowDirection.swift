/// The direction a popover's arrow points: UIKit's `UIPopoverArrowDirection` as a popover reports
/// it (`arrowDirection`).
///
/// UIKit documents the raw values (up 1, down 2, left 4, right 8, unknown `UInt.max`) and that
/// `arrowDirection` is `unknown` before the popover is presented and after it is dismissed
/// (<doc:SheetRules> 8.1).
public enum PopoverArrowDirection: String, Hashable, Sendable, CaseIterable {
    /// The arrow points up, at an anchor above the popover.
    case up
    /// The arrow points down, at an anchor below the popover.
    case down
    /// The arrow points left, at an anchor to the popover's left.
    case left
    /// The arrow points right, at an anchor to the popover's right.
    case right
    /// No arrow is placed: the popover is not on screen.
    case unknown

    /// UIKit's raw value.
    public var uikitRawValue: UInt {
        switch self {
        case .up: return 1
        case .down: return 2
        case .left: return 4
        case .right: return 8
        case .unknown: return .max
        }
    }
}

/// The directions a popover's arrow may point: UIKit's `permittedArrowDirections`, an option set
/// with UIKit's raw values; `any` (all four) is the default.
public struct PopoverArrowDirections: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = PopoverArrowDirections(rawValue: 1)
    public static let down = PopoverArrowDirections(rawValue: 2)
    public static let left = PopoverArrowDirections(rawValue: 4)
    public static let right = PopoverArrowDirections(rawValue: 8)
    /// Every direction: UIKit's default.
    public static let any: PopoverArrowDirections = [.up, .down, .left, .right]

    /// The set holding just `direction` (empty for `unknown`, which no popover may be given).
    public init(_ direction: PopoverArrowDirection) {
        self.init(rawValue: direction == .unknown ? 0 : direction.uikitRawValue)
    }

    /// Whether the arrow may point `direction`.
    public func permits(_ direction: PopoverArrowDirection) -> Bool {
        direction != .unknown && contains(PopoverArrowDirections(direction))
    }

    /// The directions in the set, up, down, left, right: `any` when it holds all four, as a
    /// scenario writes it.
    public var words: [String] {
        if self == .any { return ["any"] }
        return [PopoverArrowDirection.up, .down, .left, .right].filter(permits).map(\.rawValue)
    }
}
