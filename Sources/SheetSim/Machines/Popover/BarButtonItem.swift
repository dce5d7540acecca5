/// A bar button item in a navigation bar, named the way an app reaches it: the controller whose
/// `navigationItem` holds it, and which of its `leftBarButtonItems` or `rightBarButtonItems`
/// (<doc:SheetRules> 10.6). A popover anchored to one points at where the item stands in the bar.
public struct BarButtonItemReference: Hashable, Sendable {
    /// Which of a navigation item's two lists of bar button items.
    public enum Side: String, Hashable, Sendable, CaseIterable {
        /// `leftBarButtonItems`: from the bar's leading edge inward.
        case left
        /// `rightBarButtonItems`: from the bar's trailing edge inward (UIKit lays the first item
        /// out at the edge).
        case right
    }

    /// The controller whose `navigationItem` holds the item.
    public var owner: String
    /// Which list.
    public var side: Side
    /// The item's index in its list: 0 is `leftBarButtonItem` or `rightBarButtonItem`.
    public var index: Int

    public init(owner: String, side: Side, index: Int = 0) {
        self.owner = owner
        self.side = side
        self.index = index
    }

    /// How a scenario writes the item after its owner: `rightBarButtonItem`, or
    /// `rightBarButtonItems 2` for a later one.
    public var itemWords: String {
        index == 0 ? side.rawValue + "BarButtonItem" : side.rawValue + "BarButtonItems \(index)"
    }
}
