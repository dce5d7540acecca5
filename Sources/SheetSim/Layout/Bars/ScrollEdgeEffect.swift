/// `UIScrollEdgeEffect.Style`: what an app asks of one edge of a scroll view (iOS 26, SheetRules
/// 9.7). `automatic` lets the system choose, which is `soft` by default (DOC: WWDC25 session 284
/// and the SDK headers).
public enum ScrollEdgeEffectStyle: String, Hashable, Sendable, CaseIterable {
    /// The system's choice: ``soft``.
    case automatic
    /// A soft blur and fade under the bar.
    case soft
    /// An opaque, sharp-edged backing, looking like the iOS 18 bar backgrounds.
    case hard
}

/// The edge effect a scroll view shows at one edge, resolved (SheetRules 9.7): only on a release
/// whose bars float on glass, and only where a bar lies over the scroll view at that edge.
public enum ScrollEdgeEffect: String, Hashable, Sendable, CaseIterable {
    /// No effect at this edge: no bar over it, or a release before iOS 26.
    case none
    /// The soft effect (also what `automatic` resolves to).
    case soft
    /// The hard effect.
    case hard
}

/// One of the two edges of a scroll view a bar can lie over (SheetRules 9.7).
public enum ScrollEdge: String, Hashable, Sendable, CaseIterable {
    /// `topEdgeEffect`: under a navigation bar.
    case top
    /// `bottomEdgeEffect`: over a tab bar at the bottom (toolbars are not modelled).
    case bottom
}

/// What a navigation bar's background is now (layout rules 45; SheetRules 9.7).
public enum BarBackground: String, Hashable, Sendable, CaseIterable {
    /// No background: the bar's `scrollEdgeAppearance` while content meets its edge (iOS 15–18).
    case transparent
    /// The `standardAppearance`'s default background, once content scrolls under the bar (iOS 15–18).
    case `default`
    /// Liquid Glass: the bar is transparent and floats over the content at every scroll position
    /// (iOS 26, DOC: WWDC25 session 284).
    case glass
}

/// The edge-effect styles an app set on a controller's scroll view, or on a controller above it
/// (a `set scrollView.topEdgeEffect.style` line names the controller whose scroll view it means:
/// its own or the one it shows). nil: never set, `automatic`.
public struct ScrollEdgeEffectStyles: Hashable, Sendable {
    public var top: ScrollEdgeEffectStyle?
    public var bottom: ScrollEdgeEffectStyle?

    public init(top: ScrollEdgeEffectStyle? = nil, bottom: ScrollEdgeEffectStyle? = nil) {
        self.top = top
        self.bottom = bottom
    }

    /// These styles where set, else `outer`'s: what a controller's scroll view takes from the
    /// controllers that show it.
    func over(_ outer: ScrollEdgeEffectStyles) -> ScrollEdgeEffectStyles {
        ScrollEdgeEffectStyles(top: top ?? outer.top, bottom: bottom ?? outer.bottom)
    }

    /// The style set for `edge`.
    public subscript(edge: ScrollEdge) -> ScrollEdgeEffectStyle? {
        get { edge == .top ? top : bottom }
        set { if edge == .top { top = newValue } else { bottom = newValue } }
    }
}
