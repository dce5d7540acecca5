/// What the layout passes last told each controller of the pass order about, by its index in the
/// order: its layout, or none before its first pass.
///
/// Kept as layouts and flags side by side rather than as optionals: the pass compares a kept
/// layout with the new one, and replaces it, where it lies; unwrapping an optional of this size
/// copies all of it, several times a pass, and a drag runs a pass at every touch sample.
struct KeptLayouts {
    private var layouts: [ViewLayout] = []
    private var kept: [Bool] = []

    init() {}

    init(minimumCapacity: Int) {
        layouts.reserveCapacity(minimumCapacity)
        kept.reserveCapacity(minimumCapacity)
    }

    /// The layout node `index` was told about, if any.
    subscript(index: Int) -> ViewLayout? { kept[index] ? layouts[index] : nil }

    /// Node `index` has been told about a layout (without copying it out).
    func hasLayout(at index: Int) -> Bool { kept[index] }

    mutating func append(_ layout: ViewLayout?) {
        if let layout {
            layouts.append(layout)
            kept.append(true)
        } else {
            layouts.append(Self.placeholder)
            kept.append(false)
        }
    }

    /// Appends what node `index` of `other` was told about: how a rebuilt order brings along what
    /// was kept for a controller that stays, without unwrapping it on the way.
    mutating func append(from other: KeptLayouts, at index: Int) {
        layouts.append(other.layouts[index])
        kept.append(other.kept[index])
    }

    /// Stores `new` as what node `index` was told about.
    mutating func store(_ new: ViewLayout, at index: Int) {
        layouts[index] = new
        kept[index] = true
    }

    /// Stores `new` as what node `index` is told about now, and returns what differs from what
    /// it was told before.
    mutating func report(_ new: ViewLayout, at index: Int) -> LayoutChange {
        let change = kept[index]
            ? layouts.withUnsafeBufferPointer { LayoutChange(from: $0[index], to: new) }
            : LayoutChange(first: new)
        store(new, at: index)
        return change
    }

    /// Fills the place of a node not told about anything yet; never read (see ``kept``).
    private static let placeholder = ViewLayout(
        frameInWindow: .zero, safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero,
        directionalLayoutMargins: .zero, readableContentWidth: 0, navigationBar: nil, tabBarHeight: nil, scrollView: nil)
}
