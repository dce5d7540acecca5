/// The iOS 26 bar rules (SheetRules 9.7) as pure functions, beside the layout rules they change.
extension ViewLayoutRules {
    /// A navigation bar's background (SheetRules 9.7): glass at every scroll position on a release
    /// whose bars float on glass (DOC: WWDC25 session 284); before it, none while content meets the
    /// bar (its `scrollEdgeAppearance`) and the default background once content scrolls under it
    /// (layout rules 45).
    public static func barBackground(barsFloatOnGlass: Bool, appearance: BarAppearance) -> BarBackground {
        if barsFloatOnGlass { return .glass }
        return appearance == .scrollEdgeAppearance ? .transparent : .default
    }

    /// The edge effect a scroll view shows at one edge (SheetRules 9.7): none before iOS 26 or
    /// where no bar lies over that edge (GUESS: the sources name the effect under bars only);
    /// otherwise the style the app set, `automatic` resolving to soft (DOC: "soft by default").
    public static func scrollEdgeEffect(style: ScrollEdgeEffectStyle?, barOverlaps: Bool, barsFloatOnGlass: Bool) -> ScrollEdgeEffect {
        guard barsFloatOnGlass, barOverlaps else { return .none }
        switch style ?? .automatic {
        case .automatic, .soft: return .soft
        case .hard: return .hard
        }
    }

    /// The large title's height on this release: ``UIKitMetrics/largeTitleHeight``, or on a release
    /// whose bars float on glass ``UIKitMetrics/largeTitleHeight26`` (no source gives iOS 26's: GUESS).
    public static func largeTitleHeight(barsFloatOnGlass: Bool, metrics: UIKitMetrics) -> Double {
        barsFloatOnGlass ? metrics.largeTitleHeight26 : metrics.largeTitleHeight
    }

    /// A navigation controller's toolbar height (SheetRules 9.7; no reference gives one, GUESS):
    /// 32 on a phone in compact height, 50 on iPad (one observation of iPadOS 12's bars), 44
    /// otherwise, a sheet's as full screen's; on iOS 26 each from a metric of its own with the same
    /// value.
    public static func toolbarHeight(idiom: UserInterfaceIdiom, verticalSizeClass: UserInterfaceSizeClass,
                                     metrics: UIKitMetrics, barsFloatOnGlass: Bool) -> Double {
        if barsFloatOnGlass {
            if idiom == .pad { return metrics.toolbarHeightPad26 }
            return verticalSizeClass == .compact ? metrics.toolbarHeightCompact26 : metrics.toolbarHeight26
        }
        if idiom == .pad { return metrics.toolbarHeightPad }
        return verticalSizeClass == .compact ? metrics.toolbarHeightCompact : metrics.toolbarHeight
    }
}
