/// What a sheet's `set PROPERTY = VALUE` line can name: the presented controller's and its sheet
/// presentation controller's properties, and what its delegate answers, under UIKit's names.
///
/// The parser reads a `ConfigurationChange` for each case in an exhaustive switch, and
/// ``Vocabulary/properties`` (help, did-you-mean hints, Tab completion) lists the cases, so a
/// property cannot be known to one and missing from the other.
public enum SheetProperty: String, CaseIterable, Sendable {
    /// `selectedDetentIdentifier`.
    case selectedDetentIdentifier
    /// `largestUndimmedDetentIdentifier`.
    case largestUndimmedDetentIdentifier
    /// `prefersGrabberVisible`.
    case prefersGrabberVisible
    /// `preferredCornerRadius`.
    case preferredCornerRadius
    /// `prefersScrollingExpandsWhenScrolledToEdge`.
    case prefersScrollingExpandsWhenScrolledToEdge
    /// `prefersEdgeAttachedInCompactHeight`.
    case prefersEdgeAttachedInCompactHeight
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`.
    case widthFollowsPreferredContentSizeWhenEdgeAttached
    /// The presented controller's `preferredContentSize`.
    case preferredContentSize
    /// The presented controller's `isModalInPresentation`.
    case isModalInPresentation
    /// The presented controller's `modalPresentationStyle`.
    case modalPresentationStyle
    /// What the delegate answers to `presentationControllerShouldDismiss(_:)`; also written
    /// `delegate.shouldDismiss` (``aliases``).
    case shouldDismiss
    /// What the delegate answers to `adaptivePresentationStyle(for:traitCollection:)`.
    case adaptivePresentationStyle
    /// Whether the presentation controller has a `delegate`.
    case hasDelegate
    /// Whether the sheet's background is translucent.
    case backgroundTranslucent
    /// `prefersPageSizing` (iOS 17+).
    case prefersPageSizing
    /// The presentation controller's `backgroundEffect` (iOS 26.1+).
    case backgroundEffect
    /// `preferredPlacement` (iOS 27+): where the sheet goes on a regular-width iPad.
    case preferredPlacement
    /// `popoverPresentationController.sourceView`: the controller whose view a popover points at.
    case popoverSourceView = "popoverPresentationController.sourceView"
    /// `popoverPresentationController.sourceRect`: the rectangle in it.
    case popoverSourceRect = "popoverPresentationController.sourceRect"
    /// `popoverPresentationController.permittedArrowDirections`.
    case popoverPermittedArrowDirections = "popoverPresentationController.permittedArrowDirections"
    /// `popoverPresentationController.passthroughViews`.
    case popoverPassthroughViews = "popoverPresentationController.passthroughViews"
    /// `popoverPresentationController.barButtonItem`: a navigation bar item the popover points at.
    case popoverBarButtonItem = "popoverPresentationController.barButtonItem"

    /// Whether the property is one of `popoverPresentationController`'s, which exist only for the
    /// popover style.
    public var isPopoverSetting: Bool { rawValue.hasPrefix("popoverPresentationController.") }

    /// Other spellings a line may use: the delegate method's receiver written out.
    public static let aliases: [String: SheetProperty] = ["delegate.shouldDismiss": .shouldDismiss]
}
