/// What a sheet's content controller sees at one display frame: the layout figures
/// ``Simulator/recordsFrameLayouts`` adds to each ``FrameRecord`` (`sheetsim run --frames=layout`),
/// as ``Simulator/viewLayout(of:)`` gives them (layout rules 2–6).
///
/// The content controller is the one the sheet shows (a navigation controller's top controller),
/// so its safe area includes the bar above it; the bar's height is its navigation controller's.
public struct FrameLayout: Hashable, Sendable {
    /// The controller the figures are of.
    public var controller: String
    /// `view.frame` in the window's coordinates.
    public var frame: Rect
    public var safeAreaInsets: EdgeInsets
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// The navigation bar's height (`navigationBar.frame.height`) of the navigation controller
    /// nearest above the controller; nil outside one.
    public var navigationBarHeight: Double?
    /// The scroll view's `adjustedContentInset`; nil without a scroll view.
    public var adjustedContentInset: EdgeInsets?
    /// The scroll view's `contentOffset.y` (UIKit's); nil without a scroll view.
    public var contentOffsetY: Double?

    public init(controller: String, frame: Rect, safeAreaInsets: EdgeInsets, directionalLayoutMargins: DirectionalEdgeInsets,
                navigationBarHeight: Double? = nil, adjustedContentInset: EdgeInsets? = nil, contentOffsetY: Double? = nil) {
        self.controller = controller
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.directionalLayoutMargins = directionalLayoutMargins
        self.navigationBarHeight = navigationBarHeight
        self.adjustedContentInset = adjustedContentInset
        self.contentOffsetY = contentOffsetY
    }

    /// `8.333ms layout list frame=0,398.56,393,453.44 safeArea=56,0,34,0 margins=56,16,34,16
    /// bar=56 adjustedContentInset=56,0,34,0 contentOffset.y=-56`: the line `sheetsim run
    /// --frames=layout` prints after its frame's line (insets top, left, bottom, right; margins
    /// top, leading, bottom, trailing).
    public func line(at time: SimInstant) -> String {
        var line = FieldLine()
        line.append(time)
        line.append(" layout ")
        line.append(controller)
        line.field("frame", Self.numbers([frame.x, frame.y, frame.width, frame.height]))
        line.field("safeArea", Self.numbers(safeAreaInsets))
        let margins = directionalLayoutMargins
        line.field("margins", Self.numbers([margins.top, margins.leading, margins.bottom, margins.trailing]))
        if let navigationBarHeight { line.field("bar", points: navigationBarHeight) }
        if let adjustedContentInset { line.field("adjustedContentInset", Self.numbers(adjustedContentInset)) }
        if let contentOffsetY { line.field("contentOffset.y", points: contentOffsetY) }
        return line.text
    }

    /// Insets as top, left, bottom, right.
    static func numbers(_ insets: EdgeInsets) -> String { numbers([insets.top, insets.left, insets.bottom, insets.right]) }

    /// Numbers as ``NumberFormat/points(_:)`` writes them, separated by commas.
    static func numbers(_ values: [Double]) -> String { values.map(NumberFormat.points).joined(separator: ",") }
}

extension Simulator {
    /// The layout figures of the controller the sheet at `index` shows (its content controller),
    /// computed from its layer's root down as ``viewLayout(of:)`` does, with the bar of the
    /// nearest navigation controller on the way. Mutating for the reason
    /// ``computeLayout(of:parent:)`` is; it changes nothing.
    mutating func frameLayout(ofSheetAt index: Int) -> FrameLayout? {
        let controller = tree.visibleLeaf(of: stack[index].name)
        let nodes = layoutNodes()
        guard let position = nodes.firstIndex(where: { $0.name == controller && $0.layer == index }) else { return nil }
        var chain: [Int] = [position]
        while let parent = nodes[chain[chain.count - 1]].parent { chain.append(parent) }
        var layout: ViewLayout?
        var bar: Double?
        for place in chain.reversed() {
            layout = computeLayout(of: nodes[place], parent: layout)
            if let height = layout?.navigationBar?.frame.height { bar = height }
        }
        guard let layout else { return nil }
        return FrameLayout(controller: controller, frame: layout.frameInWindow, safeAreaInsets: layout.safeAreaInsets,
                           directionalLayoutMargins: layout.directionalLayoutMargins, navigationBarHeight: bar,
                           adjustedContentInset: layout.scrollView?.adjustedContentInset, contentOffsetY: layout.scrollView?.contentOffsetY)
    }
}
