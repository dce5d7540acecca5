extension Simulator {
    // MARK: Bar button items (SheetRules 10.6)

    /// Where `item` stands now, in window coordinates: nil when its owner is not the top
    /// controller of a navigation controller on screen whose bar shows.
    ///
    /// The bar's row is the navigation bar's frame, at its standard height (a large title below it
    /// holds no items). Across the row the items stand side by side, each
    /// ``UIKitMetrics/barButtonItemWidth`` wide, the outermost ``UIKitMetrics/barButtonItemEdgeInset``
    /// in from the bar's edge inside the navigation controller's safe area; the first of
    /// `rightBarButtonItems` at the trailing edge, the first of `leftBarButtonItems` at the leading
    /// one. Every width and inset is a GUESS: no source gives UIKit's bar layout. A popover, an
    /// action sheet or anything else anchored to a bar button item reads its anchor here.
    public mutating func barButtonItemFrame(_ item: BarButtonItemReference) -> Rect? {
        guard item.index >= 0, isOnScreen(item.owner), let navigation = tree.parent(of: item.owner),
              tree.kind(of: navigation) == .navigationController,
              navigationMachine(navigation)?.topViewController == item.owner,
              let layout = computeViewLayout(of: navigation), let bar = layout.navigationBar else { return nil }
        let frame = layout.frameInWindow
        let width = metrics.barButtonItemWidth
        let inset = metrics.barButtonItemEdgeInset
        let offset = inset + Double(item.index) * width
        let x: Double
        switch item.side {
        case .left: x = frame.x + layout.safeAreaInsets.left + offset
        case .right: x = frame.maxX - layout.safeAreaInsets.right - offset - width
        }
        return Rect(x: x, y: frame.y + bar.frame.y, width: width, height: bar.standardHeight)
    }
}
