/// The layout rules as pure functions of their inputs: each rule of the layout rules article in
/// one place, cited by its item. ``Simulator`` feeds them the window, the stack and the tree.
public enum ViewLayoutRules {
    // MARK: Safe area (layout rules 3)

    /// The safe area a presented controller's root view gets from its presentation, before its own
    /// `additionalSafeAreaInsets` (layout rules 23: the presentation controller's base insets):
    ///
    /// - full screen, whether by style or forced in compact height: the window's insets (item 28);
    /// - a floating iPad sheet, form or page: none (item 26; GUESS for the top and sides);
    /// - an edge-attached sheet (the phone card, an edge-attached sheet in compact height, an iPad
    ///   page sheet with ``BehaviorOptions/PadPageSheetAttachment/bottomAttached``): the window's
    ///   bottom inset, ``UIKitMetrics/sheetSafeAreaTop`` at the top
    ///   (0: the sheet starts below the status bar; item 25, U2) and nothing at the sides (the
    ///   sheet is as wide as the safe area, item 8) — the same at every detent and during the
    ///   transitions (item 27's transient insets mid-dismissal are not modelled), and with
    ///   ``BehaviorOptions/DetentViewSizing/keepsFullHeight`` too, where the bottom inset then lies
    ///   below the screen at the smaller detents (quirk 22: bottom-pinned content is off screen);
    /// - with ``BehaviorOptions/grabberInsetsContent`` and a visible grabber, the top grows by the
    ///   grabber's band (U12).
    ///
    /// - Parameters:
    ///   - isFullScreen: the presentation covers the window, by style or forced in compact height.
    ///   - isFloating: the presentation is a floating iPad sheet.
    ///   - grabberBand: the grabber shows and insets the content.
    ///   - window: the window's safe-area insets.
    ///   - metrics: the sheet's top inset and the grabber's size.
    public static func presentedSafeArea(isFullScreen: Bool, isFloating: Bool, grabberBand: Bool,
                                         window: EdgeInsets, metrics: UIKitMetrics) -> EdgeInsets {
        if isFullScreen { return window }
        if isFloating { return .zero }
        var insets = EdgeInsets(top: metrics.sheetSafeAreaTop, bottom: window.bottom)
        if grabberBand { insets.top += 2 * metrics.grabberTopInset + metrics.grabberHeight }
        return insets
    }

    /// A container's child's safe area: its container's, plus the bars the container shows over it
    /// (layout rules 22, 43): below a navigation bar that starts at the container's safe-area top,
    /// above a tab bar at its bottom. A tab bar at the top (iPadOS 18) shares the navigation bar's
    /// row and adds no inset of its own (container rules 7).
    public static func childSafeArea(parent: ViewLayout) -> EdgeInsets {
        var insets = parent.safeAreaInsets
        if let bar = parent.navigationBar { insets.top = max(insets.top, bar.frame.maxY + bar.largeTitleBelowBar) }
        if let tabBar = parent.tabBarHeight, !parent.tabBarIsAtTop { insets.bottom += parent.tabBarContentInset ?? tabBar }
        if let toolbar = parent.toolbar { insets.bottom += toolbar.frame.height }
        return insets
    }

    /// A split view controller's column's safe area (split view rules 3.1, 7): the container's
    /// where the column reaches its edges; a side inset only as far as the column overlaps the
    /// container's unsafe margin there. (The 100 pt off-screen buffer one report read from a
    /// double-column primary's `safeAreaInsets.left` is not modelled.)
    public static func columnSafeArea(parent: ViewLayout, columnX: Double, columnWidth: Double) -> EdgeInsets {
        var insets = parent.safeAreaInsets
        let width = parent.frameInWindow.width
        /// How much of the column lies in `low…high` of the container.
        func overlap(_ low: Double, _ high: Double) -> Double {
            max(0, min(columnX + columnWidth, high) - max(columnX, low))
        }
        insets.left = overlap(0, parent.safeAreaInsets.left)
        insets.right = overlap(width - parent.safeAreaInsets.right, width)
        return insets
    }

    // MARK: Layout margins (layout rules 4)

    /// `systemMinimumLayoutMargins` of a root view `width` points wide: 0 at the top and bottom and
    /// `m` at the sides (item 29), `m` the wide margin from ``UIKitMetrics/layoutMarginRegularWidth``
    /// on (item 30: width decides, not the size class; the cut is U4).
    public static func systemMinimumLayoutMargins(width: Double, metrics: UIKitMetrics) -> DirectionalEdgeInsets {
        let m = width >= metrics.layoutMarginRegularWidth
            ? metrics.systemMinimumLayoutMarginRegular : metrics.systemMinimumLayoutMarginCompact
        return DirectionalEdgeInsets(top: 0, leading: m, bottom: 0, trailing: m)
    }

    /// A root view's `directionalLayoutMargins` as UIKit reports them: the assigned margins (zero
    /// unless the app set them) raised edge by edge to the system minimum while the controller
    /// respects it (item 31), then moved inside the safe area when `insetsLayoutMarginsFromSafeArea`
    /// (item 32) — by adding the inset, or with ``BehaviorOptions/LayoutMarginsSafeAreaCombination/maximum``
    /// by taking the larger (U3).
    public static func directionalLayoutMargins(settings: ViewLayoutSettings, systemMinimum: DirectionalEdgeInsets,
                                                safeArea: EdgeInsets, options: BehaviorOptions) -> DirectionalEdgeInsets {
        let assigned = settings.directionalLayoutMargins ?? .zero
        let base = settings.viewRespectsSystemMinimumLayoutMargins ? assigned.maximum(systemMinimum) : assigned
        guard settings.insetsLayoutMarginsFromSafeArea else { return base }
        switch options.layoutMarginsSafeAreaCombination {
        case .additive: return base.adding(safeArea)
        case .maximum: return base.maximum(safeArea)
        }
    }

    /// `readableContentGuide`'s width: the margins guide's width, at most the readable width of the
    /// default Dynamic Type size (item 35).
    public static func readableContentWidth(viewWidth: Double, margins: DirectionalEdgeInsets, metrics: UIKitMetrics) -> Double {
        min(max(0, viewWidth - margins.horizontal), metrics.readableContentWidth)
    }

    // MARK: Navigation bars (layout rules 6)

    /// Where a navigation bar is shown, which decides its height (item 40).
    public enum BarContext: Hashable, Sendable {
        /// In a sheet card (not full screen).
        case sheet
        /// Full screen: the window's root, a full-screen presentation, a sheet forced full screen.
        case fullScreen
    }

    /// The bar's height without a large title (item 40): 32 on a phone in compact height (also in
    /// a sheet, as the header table of S11 has it), else 56 in a sheet, 50 on iPad, 44 on a phone.
    /// On a release whose bars float on glass (iOS 26) each has a metric of its own with the same
    /// value: no source gives iOS 26's bar heights (SheetRules 9.7, GUESS).
    public static func navigationBarHeight(context: BarContext, idiom: UserInterfaceIdiom,
                                           verticalSizeClass: UserInterfaceSizeClass, metrics: UIKitMetrics,
                                           barsFloatOnGlass: Bool = false) -> Double {
        if barsFloatOnGlass {
            if idiom == .phone, verticalSizeClass == .compact { return metrics.navigationBarHeightCompact26 }
            if context == .sheet { return metrics.navigationBarHeightSheet26 }
            return idiom == .pad ? metrics.navigationBarHeightPad26 : metrics.navigationBarHeight26
        }
        if idiom == .phone, verticalSizeClass == .compact { return metrics.navigationBarHeightCompact }
        if context == .sheet { return metrics.navigationBarHeightSheet }
        return idiom == .pad ? metrics.navigationBarHeightPad : metrics.navigationBarHeight
    }

    /// Whether the top item of a stack shows a large title (item 46; the seed's adoption notes):
    /// only while the bar prefers large titles and not on a phone in compact height (GUESS); an
    /// item `.always` shows one, `.never` does not, `.automatic` keeps what the item below it
    /// showed, the root following `prefersLargeTitles`.
    public static func showsLargeTitle(prefersLargeTitles: Bool, modes: [LargeTitleDisplayMode],
                                       idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass) -> Bool {
        guard prefersLargeTitles, !(idiom == .phone && verticalSizeClass == .compact) else { return false }
        var large = true
        for mode in modes {
            switch mode {
            case .automatic: break
            case .always: large = true
            case .never: large = false
            }
        }
        return large
    }

    /// How much of a large title shows after the content scrolled `scrolled` points from its top
    /// edge: all of it at the top, shrinking in proportion over ``UIKitMetrics/largeTitleCollapseDistance``
    /// (item 44, GUESS U6).
    public static func largeTitleFraction(scrolled: Double, metrics: UIKitMetrics) -> Double {
        guard metrics.largeTitleCollapseDistance > 0 else { return scrolled > 0 ? 0 : 1 }
        return 1 - min(max(scrolled / metrics.largeTitleCollapseDistance, 0), 1)
    }

    /// The bar's appearance (item 45): the scroll-edge appearance while the content's top meets the
    /// bar — no scroll view, content at its top, or a large title not yet fully collapsed — and the
    /// standard appearance once content scrolls under it.
    public static func barAppearance(scrolled: Double?, largeTitleFraction: Double?) -> BarAppearance {
        guard let scrolled else { return .scrollEdgeAppearance }
        if let fraction = largeTitleFraction { return fraction > 0 ? .scrollEdgeAppearance : .standardAppearance }
        return scrolled <= 0 ? .scrollEdgeAppearance : .standardAppearance
    }

    /// A tab bar's height (GUESS: the layout rules give none): 32 on a phone in compact height, 50
    /// on iPad, 49 otherwise.
    public static func tabBarHeight(idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass,
                                    metrics: UIKitMetrics) -> Double {
        if idiom == .pad { return metrics.tabBarHeightPad }
        return verticalSizeClass == .compact ? metrics.tabBarHeightCompact : metrics.tabBarHeight
    }

    // MARK: Scroll views (layout rules 5)

    /// Which safe-area edges `adjustedContentInset` includes (item 36; item 37 for `.automatic`
    /// outside a navigation or tab bar controller).
    public static func includedEdges(behavior: ContentInsetAdjustmentBehavior, inNavigationOrTabBar: Bool,
                                     contentHeight: Double, boundsHeight: Double, alwaysBounceVertical: Bool,
                                     scrollsHorizontally: Bool) -> (vertical: Bool, horizontal: Bool) {
        let scrollsVertically = contentHeight > boundsHeight || alwaysBounceVertical
        switch behavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
        case .automatic: return (inNavigationOrTabBar || scrollsVertically, scrollsHorizontally)
        }
    }

    /// `adjustedContentInset`: `contentInset` plus the included safe-area edges (item 37).
    public static func adjustedContentInset(contentInset: EdgeInsets, safeArea: EdgeInsets,
                                            included: (vertical: Bool, horizontal: Bool)) -> EdgeInsets {
        var insets = contentInset
        if included.vertical {
            insets.top += safeArea.top
            insets.bottom += safeArea.bottom
        }
        if included.horizontal {
            insets.left += safeArea.left
            insets.right += safeArea.right
        }
        return insets
    }
}
