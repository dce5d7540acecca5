/// Everything observable about one presented sheet at one instant.
///
/// The callback log says what UIKit called; the snapshot says how the screen looks. Both are
/// readable at any time (``Simulator/state``) and snapshots are recorded per frame on request
/// (``Simulator/recordsFrames``) without touching the log.
public struct SheetSnapshot: Hashable, Sendable {
    public var time: SimInstant
    /// The presented controller's name.
    public var name: String
    public var phase: SheetPhase
    /// The sheet's top edge, points from the container's top (SheetRules 2.1).
    public var topY: Double
    /// The visible height: container bottom minus top y. At rest and between detents it is the
    /// view's height (``sheetFrame``); below the smallest detent and in the present and dismiss
    /// transitions the view keeps its size and moves, so less of it shows (layout rules 2). With
    /// ``BehaviorOptions/DetentViewSizing/keepsFullHeight`` less of it shows at every detent below
    /// full height too.
    public var visibleHeight: Double
    /// `selectedDetentIdentifier` as UIKit reports it (nil until set or chosen by the user).
    public var selectedDetentIdentifier: DetentIdentifier?
    /// The detent the sheet rests on (the selection if active, else the smallest).
    public var restingDetentIdentifier: DetentIdentifier?
    public var percentDimmed: Double
    public var dimmingAlpha: Double
    public var cornerRadius: Double
    public var isGrabberVisible: Bool
    public var shadowOpacity: Double
    /// The presenter's scale (1 when not scaled down, SheetRules 2.4).
    public var presenterScale: Double
    /// The presenter's frame after scaling and translation.
    public var presenterFrame: Rect
    public var presenterCornerRadius: Double
    /// The sheet's scroll view, if it has one: `scrollView?.contentOffset.y` is the state catalog's
    /// `scrollView.contentOffset.y`.
    public var scrollView: ScrollViewSnapshot?
    public var isFullScreen: Bool
    /// The style shown now, after adaptation (``SheetMachine/presentationStyle``).
    public var presentationStyle: ModalPresentationStyle

    // MARK: Geometry and appearance (SheetRules 2.1–2.6)

    /// How the sheet is sized: phone card, full screen, edge-attached, iPad page or form sheet.
    public var sizing: SheetSizing
    /// The sheet's frame in the window: its top at ``topY``, as tall as the presented view is laid
    /// out (layout rules 2: the detent's value plus the bottom inset at rest; the full-height
    /// frame's height with ``BehaviorOptions/DetentViewSizing/keepsFullHeight``).
    public var sheetFrame: Rect
    /// The bottom corners' radius (the display's on a full-width phone sheet; SheetRules 2.3).
    public var bottomCornerRadius: Double
    /// Where the dimming behind this sheet is drawn: the window, or the parent's card when stacked.
    /// ``dimmingAlpha`` is that dimming's alpha (stacked: 0.6 × this sheet's fraction + 0.2 × its child's).
    public var dimmingFrame: Rect
    /// The shadow view's corner radius: the sheet's, custom radius included (the drop-shadow quirk, SheetRules 2.3).
    public var shadowCornerRadius: Double
    public var shadowRadius: Double
    /// A custom radius, a translucent background and a visible shadow: the shadow's corners show.
    public var shadowShowsThroughCorners: Bool
    /// The grabber capsule (36 × 5 at 5 pt from the top) and its ≥ 44 × 44 hit area.
    public var grabberFrame: Rect
    public var grabberHitArea: Rect
    /// 0 when hidden; fades as a child sheet reaches its dimming detent.
    public var grabberAlpha: Double
    /// This sheet's own card when another sheet covers it (scale 1 and its frame otherwise).
    public var cardScale: Double
    public var cardFrame: Rect
    /// How close to full height the sheet is, which drives the card stack (0 when it does not scale
    /// its presenter; SheetRules 2.4).
    public var percentFullHeight: Double

    // MARK: The iOS 26 floating sheet (SheetRules 9.1)

    /// Whether the sheet floats now: a floating iPad sheet, or an iOS 26 sheet not yet attached
    /// at full height.
    public var isFloating: Bool = false
    /// How attached an iOS 26 sheet is, 0 floating to 1 attached (1 for every other sheet).
    public var attachProgress: Double = 1
    /// An iOS 26 sheet's insets from the safe area's sides and the screen's bottom edge as it
    /// floats (zero for every other sheet).
    public var sheetInsets: EdgeInsets = .zero
    /// A custom `preferredCornerRadius` clips a floating iOS 26 sheet's bottom corners (OBS).
    public var clipsBottomCorners: Bool = false
    /// What the sheet's background shows: opaque, glass, or the app's `backgroundEffect`.
    public var background: SheetBackground = .opaque

    // MARK: Keyboard (SheetRules 3, "Keyboard")

    /// The keyboard's height over the screen's bottom edge (0 when hidden).
    public var keyboardHeight: Double
    /// Whether the keyboard holds the sheet at its largest detent.
    public var isHeldByKeyboard: Bool
    /// The synthetic raised detent's value, when the largest detent is below large.
    public var keyboardRaisedDetentValue: Double?

    // MARK: Detents

    /// The active detents, smallest first (inactive ones, e.g. medium in compact height, are absent).
    public var activeDetentIdentifiers: [DetentIdentifier]
    /// The active detents resolved in this environment, smallest first: each one's identifier, its
    /// value (the height UIKit resolves, SheetRules 2.1) and its offset (``topY`` when resting there).
    public var resolvedDetents: [ResolvedDetent]
    /// SheetRules quirk 12: no detent is active where UIKit raised an exception.
    public var hasNoActiveDetent: Bool

    /// Renamed: the state catalog and UIKit call it `scrollView.contentOffset.y`.
    @available(*, unavailable, message: "read scrollView?.contentOffset.y, the state catalog's scrollView.contentOffset.y")
    public var contentOffset: Double? { scrollView?.contentOffset.y }

    /// One line: `t=350.000ms phase=idle detent=medium topY=398.56 dim=0.2 scale=1`.
    public var summary: String {
        var line = FieldLine()
        line.append("t=")
        line.append(time)
        line.append(" ")
        line.append(name)
        line.field("phase", phase.rawValue)
        line.field("detent", restingDetentIdentifier?.description ?? "nil")
        line.field("topY", points: topY)
        line.field("dim", points: dimmingAlpha)
        line.field("scale", ratio: presenterScale)
        return line.text
    }
}

/// What a sheet's scroll view shows at one instant, under UIKit's names.
public struct ScrollViewSnapshot: Hashable, Sendable {
    /// `contentOffset`; SheetSim scrolls vertically only, so `x` is 0.
    public var contentOffset: Point

    public init(contentOffset: Point) {
        self.contentOffset = contentOffset
    }
}
