/// What one view controller's view sees now: its frame, its safe area, its margins, and its
/// navigation bar, tab bar and scroll view where it has them (layout rules 2–6).
///
/// Computed from the window, the presentation stack, the controller tree and the app's
/// ``ViewLayoutSettings`` by ``Simulator/viewLayout(of:)``; the engine compares it with the
/// last value a controller was told about to decide which layout callbacks to make.
public struct ViewLayout: Hashable, Sendable {
    /// The view's frame in window coordinates. Its size is `view.frame.size` (a root view fills the
    /// sheet or the window; a container's child fills its container, layout rules 15).
    public var frameInWindow: Rect
    /// `view.safeAreaInsets` (layout rules 22–28).
    public var safeAreaInsets: EdgeInsets
    /// `systemMinimumLayoutMargins` (layout rules 29, 30).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets
    /// `view.directionalLayoutMargins` as UIKit reports it: the assigned margins raised to the
    /// system minimum, then combined with the safe area (layout rules 31, 32).
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// `readableContentGuide.layoutFrame.width` (layout rules 35).
    public var readableContentWidth: Double
    /// The navigation bar, when the controller is a navigation controller (layout rules 40–46).
    public var navigationBar: NavigationBarLayout?
    /// The toolbar, when the controller is a navigation controller whose toolbar shows
    /// (`isToolbarHidden` false; SheetRules 9.7).
    public var toolbar: ToolbarLayout?
    /// The tab bar's height, when the controller is a tab bar controller.
    public var tabBarHeight: Double?
    /// Whether that tab bar sits at the top, in the navigation bar's row (iPadOS 18, container
    /// rules 7), so it adds nothing to its children's bottom safe area.
    public var tabBarIsAtTop = false
    /// What the tabs' bottom safe area grows by when it is not the bar's height: an iPhone's iOS 26
    /// tab bar with a bottom accessory, or minimized (container rules 7.1). nil: ``tabBarHeight``.
    public var tabBarContentInset: Double?
    /// The scroll view that is the controller's content, if it has one (layout rules 36–39).
    public var scrollView: ScrollViewLayout?
    /// Whether the view lies under its container's navigation bar (the bar's child): its scroll
    /// view's top edge can get an edge effect (SheetRules 9.7).
    public var isUnderNavigationBar = false
    /// Whether the view lies over a tab bar at the bottom, its own or a container's above it: its
    /// scroll view's bottom edge can get an edge effect (SheetRules 9.7, GUESS).
    public var isOverBottomBar = false
    /// The edge-effect styles set on this controller or the controllers that show it, the nearest
    /// winning (SheetRules 9.7).
    public var edgeEffectStyles = ScrollEdgeEffectStyles()

    /// `view.frame.size`.
    public var size: Size { frameInWindow.size }

    /// `view.layoutMargins`, left to right.
    public var layoutMargins: EdgeInsets { directionalLayoutMargins.edgeInsets }

    /// `safeAreaLayoutGuide.layoutFrame` in the view's own coordinates.
    public var safeAreaLayoutFrame: Rect {
        let insets = safeAreaInsets
        return Rect(x: insets.left, y: insets.top, width: max(0, frameInWindow.width - insets.horizontal),
                    height: max(0, frameInWindow.height - insets.vertical))
    }
}

/// A navigation controller's bar (layout rules 40–46).
public struct NavigationBarLayout: Hashable, Sendable {
    /// `navigationBar.frame` in the navigation controller's view: below the status bar when full
    /// screen, at the sheet's top in a sheet (layout rules 43); its height includes the large title.
    public var frame: Rect
    /// The bar's height without a large title: 56 in a sheet, 44 full screen, 32 in compact height,
    /// 50 on iPad (layout rules 40).
    public var standardHeight: Double
    /// Whether the top item shows a large title (layout rules 42, 46).
    public var prefersLargeTitleNow: Bool
    /// How much of the large title shows, 0…1 (1: expanded; it collapses as content scrolls, layout rules 44).
    public var largeTitleFraction: Double
    /// Which appearance the bar uses (layout rules 45).
    public var appearance: BarAppearance
    /// What the bar's background is: transparent or the default by scroll position (iOS 15–18),
    /// glass on iOS 26 (SheetRules 9.7).
    public var background: BarBackground = .transparent
    /// Whether the large title is drawn outside the bar, below it, so that ``frame`` leaves it out
    /// (iOS 26 with ``BehaviorOptions/largeTitlePlacement26`` `outsideBar`, SheetRules 9.7).
    public var largeTitleOutsideBar = false
    /// The large title's height below the bar when it is outside it (0 otherwise): the children's
    /// safe area starts below the title.
    public var largeTitleBelowBar: Double = 0
}

/// `UINavigationBar`'s two appearances (layout rules 45).
public enum BarAppearance: String, Hashable, Sendable, CaseIterable {
    /// `scrollEdgeAppearance`: content is at the bar's edge (a transparent bar by default).
    case scrollEdgeAppearance
    /// `standardAppearance`: content scrolled under the bar.
    case standardAppearance
}

/// A controller's scroll view (layout rules 36–39): it fills the controller's view.
public struct ScrollViewLayout: Hashable, Sendable {
    /// `contentInsetAdjustmentBehavior`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// `adjustedContentInset`: `contentInset` plus the safe-area edges the behaviour includes.
    public var adjustedContentInset: EdgeInsets
    /// `contentOffset.y`: `−adjustedContentInset.top` at the top edge (measured with an expanded
    /// large title, layout rules 44).
    public var contentOffsetY: Double
    /// `contentSize.height`.
    public var contentHeight: Double
    /// `bounds.height`: the controller's view height.
    public var boundsHeight: Double
    /// The stretch of the content that shows on screen between the bars and unsafe edges, in
    /// content coordinates (0 is the content's top): what a user can see at this detent.
    public var visibleContentMinY: Double
    public var visibleContentMaxY: Double
    /// The largest `contentOffset.y`: scrolled to the bottom.
    public var maximumContentOffsetY: Double
    /// The edge effect at the top edge, resolved (SheetRules 9.7).
    public var topEdgeEffect: ScrollEdgeEffect = .none
    /// The edge effect at the bottom edge, resolved (SheetRules 9.7).
    public var bottomEdgeEffect: ScrollEdgeEffect = .none

    /// The resolved edge effect at `edge`.
    public func edgeEffect(_ edge: ScrollEdge) -> ScrollEdgeEffect { edge == .top ? topEdgeEffect : bottomEdgeEffect }
}

/// A navigation controller's toolbar (SheetRules 9.7): at the bottom of its view, above the safe
/// area's bottom inset; its children's safe area grows by its height.
public struct ToolbarLayout: Hashable, Sendable {
    /// `toolbar.frame` in the navigation controller's view.
    public var frame: Rect
    /// The toolbar's background: glass on iOS 26, the default before (SheetSim does not model the
    /// toolbar's scroll-edge appearance).
    public var background: BarBackground
}
