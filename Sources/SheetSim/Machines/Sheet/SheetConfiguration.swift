/// How a controller is presented: UIKit's `UIModalPresentationStyle` cases SheetSim models.
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    /// A sheet (`UISheetPresentationController`). SheetRules 1.1.
    case pageSheet
    /// A sheet that follows `preferredContentSize` on iPad; a page sheet on iPhone. SheetRules 2.6.
    case formSheet
    /// Full screen: the presenter's view is removed, so it gets appearance callbacks. SheetRules 4.2.
    case fullScreen
    /// Full screen over the presenter, which stays in place: no presenter callbacks. SheetRules 4.2.
    case overFullScreen
    /// UIKit's default: a page sheet, except on iPad from iOS 18 where it is a form sheet. SheetRules 2.6.
    case automatic
    /// A popover (`UIPopoverPresentationController`), anchored to a source view, in a horizontally
    /// regular environment; in a compact one it adapts (SheetRules 8). Not a sheet of its own.
    case popover
    /// `.none`: only an answer of `adaptivePresentationStyle(for:traitCollection:)`, meaning "do not
    /// adapt"; a controller cannot be presented with it.
    case none
    /// Over the controller that defines the presentation context, whose views UIKit removes once
    /// it is up; in a horizontally compact environment, full screen (SheetRules 10).
    case currentContext
    /// Over the controller that defines the presentation context, whose views stay (SheetRules 10).
    case overCurrentContext

    /// Whether this style has a `sheetPresentationController` (detents, grabber, drag to dismiss).
    public var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic: return true
        case .fullScreen, .overFullScreen, .popover, .none, .currentContext, .overCurrentContext: return false
        }
    }

    /// The styles a controller can be presented with (all but `.none`).
    public static var presentable: [ModalPresentationStyle] { allCases.filter { $0 != .none } }

    /// Whether this is one of the styles that present over the controller defining the
    /// presentation context (SheetRules 10).
    public var isContextStyle: Bool { self == .currentContext || self == .overCurrentContext }
}

/// What a presented controller and its `UISheetPresentationController` are configured with.
///
/// Property names are UIKit's, so a scenario or a test reads like the code it stands in for.
/// Defaults are UIKit's (SheetRules 1.1).
public struct SheetConfiguration: Hashable, Sendable {
    /// `detents`; UIKit's default is `[.large()]`. Must not be empty.
    public var detents: [Detent] = [.large()]
    /// `selectedDetentIdentifier`: nil or an unknown identifier shows the smallest detent.
    public var selectedDetentIdentifier: DetentIdentifier? = nil
    /// `largestUndimmedDetentIdentifier`: nil dims every detent.
    public var largestUndimmedDetentIdentifier: DetentIdentifier? = nil
    /// SwiftUI's `presentationBackgroundInteraction(.enabled)`: no detent is dimmed, whichever
    /// resolves tallest on the device. UIKit has no such property; SheetSim reads it as
    /// `largestUndimmedDetentIdentifier` set to the largest active detent, found when the detents
    /// are resolved, and it wins over that property (SheetRules 1.4, GUESS on the mapping).
    public var undimmedAtEveryDetent: Bool = false
    /// `prefersGrabberVisible`.
    public var prefersGrabberVisible: Bool = false
    /// `preferredCornerRadius`: nil is automatic (10 pt in iOS 15–18).
    public var preferredCornerRadius: Double? = nil
    /// `prefersScrollingExpandsWhenScrolledToEdge`.
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool = true
    /// `prefersEdgeAttachedInCompactHeight`.
    public var prefersEdgeAttachedInCompactHeight: Bool = false
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false
    /// `preferredContentSize` of the presented controller (form sheets, edge-attached width).
    public var preferredContentSize: Size? = nil
    /// `isModalInPresentation` of the presented controller.
    public var isModalInPresentation: Bool = false
    /// `modalPresentationStyle` of the presented controller.
    public var modalPresentationStyle: ModalPresentationStyle = .pageSheet
    /// Whether the presentation controller has a delegate. Without one, no delegate callbacks
    /// are logged and dismissal is allowed.
    public var hasDelegate: Bool = true
    /// What the delegate's `presentationControllerShouldDismiss(_:)` returns, unless a hook decides.
    public var shouldDismiss: Bool = true
    /// What the delegate's `adaptivePresentationStyle(for:traitCollection:)` returns, or nil when
    /// the delegate does not implement it (then UIKit adapts by itself and nothing is logged). Asked
    /// at presentation and at every trait change; `.none` keeps the presentation's own style.
    public var adaptivePresentationStyle: ModalPresentationStyle? = nil
    /// `prefersPageSizing` (iOS 17+): true sizes a regular-width iPad sheet like a page sheet, false
    /// like a form sheet; nil leaves UIKit's default (see ``BehaviorOptions/prefersPageSizingDefault``).
    /// Ignored before iOS 17 and outside regular-width iPad windows. SheetRules 1.1, 2.6.
    public var prefersPageSizing: Bool? = nil
    /// Whether the sheet's background is translucent (for the drop-shadow quirk, SheetRules 2.3).
    public var hasTranslucentBackground: Bool = false
    /// `UIPresentationController.backgroundEffect` (iOS 26.1+): nil is the system's background,
    /// Liquid Glass while an iOS 26 sheet floats (SheetRules 9.6).
    public var backgroundEffect: SheetBackgroundEffect? = nil
    /// `preferredPlacement` (iOS 27+): where a sheet goes on a regular-width iPad; nil when the app
    /// never set it, which places it as `.automatic` does (SheetRules 12).
    public var preferredPlacement: SheetPlacement? = nil
    /// What the app set on `popoverPresentationController`; nil when it set nothing. UIKit has a
    /// popover presentation controller only for the `popover` style. Kept in a box, so a
    /// configuration without one stays as small as before.
    public var popover: PopoverSettings? {
        get { popoverBox?.value }
        set { popoverBox = newValue.map { Box($0) } }
    }
    private var popoverBox: Box<PopoverSettings>? = nil
    /// The controller is a `UIAlertController` with these settings; nil for any other controller.
    /// Kept in a box, as ``popover`` is.
    public var alert: AlertSettings? {
        get { alertBox?.value }
        set { alertBox = newValue.map { Box($0) } }
    }
    private var alertBox: Box<AlertSettings>? = nil

    public init() {}

    /// A page sheet with these detents.
    public init(detents: [Detent]) {
        self.detents = detents
    }
}

/// The `UIVisualEffect` an app gives `UIPresentationController.backgroundEffect` (iOS 26.1+,
/// SheetRules 9.6), by its kind: what decides the sheet's background, not how it is drawn.
public enum SheetBackgroundEffect: String, Hashable, Sendable, CaseIterable {
    /// A `UIGlassEffect`: glass at every height (GUESS: the system's glass turns opaque as the
    /// sheet attaches; an explicit one is taken to stay).
    case glass
    /// A `UIBlurEffect`: the glass is off.
    case blur
    /// A colour effect: the glass is off.
    case color
}

/// What a sheet's background shows (SheetRules 9.1, 9.6): the state's `background`.
public enum SheetBackground: String, Hashable, Sendable, CaseIterable {
    /// Opaque: every sheet before iOS 26, and an iOS 26 sheet attached at full height.
    case opaque
    /// Liquid Glass: an iOS 26 sheet while it floats, or with a glass effect.
    case glass
    /// The app's blur effect.
    case blur
    /// The app's colour effect.
    case color
}
