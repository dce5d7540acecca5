/// A change of one sheet configuration property, under its UIKit name.
public enum ConfigurationChange: Hashable, Sendable {
    /// `set selectedDetentIdentifier = medium`: the detent the sheet rests on; nil, or an
    /// identifier the sheet does not list, is its smallest detent.
    case selectedDetentIdentifier(DetentIdentifier?)
    /// `set largestUndimmedDetentIdentifier = medium` (SwiftUI:
    /// `presentationBackgroundInteraction enabled(upThrough: medium)`): the largest detent that
    /// leaves the presenter undimmed and touchable; nil dims every detent.
    case largestUndimmedDetentIdentifier(DetentIdentifier?)
    /// `set prefersGrabberVisible = true` (SwiftUI: `presentationDragIndicator visible`).
    case prefersGrabberVisible(Bool)
    /// `set preferredCornerRadius = 24pt` (SwiftUI: `presentationCornerRadius 24pt`); nil (`nil`
    /// or `automatic`) is the system's radius.
    case preferredCornerRadius(Double?)
    /// `set prefersScrollingExpandsWhenScrolledToEdge = false` (SwiftUI:
    /// `presentationContentInteraction scrolls`): whether a drag up in the sheet's scroll view
    /// grows the sheet to a larger detent before the content scrolls.
    case prefersScrollingExpandsWhenScrolledToEdge(Bool)
    /// `set prefersEdgeAttachedInCompactHeight = true`: whether, in compact height (an iPhone in
    /// landscape), the sheet stands on the bottom edge rather than covering the screen.
    case prefersEdgeAttachedInCompactHeight(Bool)
    /// `set widthFollowsPreferredContentSizeWhenEdgeAttached = true`: whether an edge-attached
    /// sheet takes its width from `preferredContentSize`.
    case widthFollowsPreferredContentSizeWhenEdgeAttached(Bool)
    /// `set preferredContentSize = 400pt x 500pt` (or `nil`): the presented controller's
    /// `preferredContentSize`, which sizes a form sheet and an edge-attached sheet's width.
    case preferredContentSize(Size?)
    /// `set isModalInPresentation = true` (SwiftUI: `interactiveDismissDisabled`): the presented
    /// controller refuses to be dismissed by a swipe or a tap.
    case isModalInPresentation(Bool)
    /// `set modalPresentationStyle = formSheet`: how the controller is presented.
    case modalPresentationStyle(ModalPresentationStyle)
    /// `set shouldDismiss = false` (or `set delegate.shouldDismiss = false`): what the delegate
    /// answers to `presentationControllerShouldDismiss(_:)`.
    case shouldDismiss(Bool)
    /// `set adaptivePresentationStyle = fullScreen`: the delegate implements
    /// `adaptivePresentationStyle(for:traitCollection:)` and answers this style (`none`: do not
    /// adapt); nil (`= nil`): the delegate does not implement it, and UIKit adapts by itself.
    case adaptivePresentationStyle(ModalPresentationStyle?)
    /// `set hasDelegate = false`: whether the presentation controller has a `delegate`. Without
    /// one no delegate callbacks are logged and a dismissal is always allowed.
    case hasDelegate(Bool)
    /// `set backgroundTranslucent = true`: whether the sheet's background is translucent; with a
    /// custom corner radius the shadow view beneath then shows through the bottom corners.
    case hasTranslucentBackground(Bool)
    /// `prefersPageSizing` (iOS 17+).
    case prefersPageSizing(Bool)
    /// `set backgroundEffect = blur` (iOS 26.1+): the presentation controller's `backgroundEffect`;
    /// nil (`automatic`) is the system's background.
    case backgroundEffect(SheetBackgroundEffect?)
    /// `set preferredPlacement = leading` (iOS 27+): where the sheet goes on a regular-width iPad.
    case preferredPlacement(SheetPlacement)
    /// `set popoverPresentationController.sourceView = "inbox"`: the controller whose view a
    /// popover points at (nil: none).
    case popoverSourceView(String?)
    /// `set popoverPresentationController.sourceRect = 20pt 80pt 44pt 44pt`: the rectangle in the
    /// source view the popover points at (nil: none, see
    /// ``BehaviorOptions/popoverAnchorWithoutSourceRect``).
    case popoverSourceRect(Rect?)
    /// `set popoverPresentationController.permittedArrowDirections = up down`: where the popover's
    /// arrow may point (`any` by default).
    case popoverPermittedArrowDirections(PopoverArrowDirections)
    /// `set popoverPresentationController.passthroughViews = "toolbar"`: the controllers whose
    /// views take a tap outside the popover instead of dismissing it.
    case popoverPassthroughViews([String])
    /// `set popoverPresentationController.barButtonItem = "inbox" rightBarButtonItem`: the bar
    /// button item the popover points at (nil: none).
    case popoverBarButtonItem(BarButtonItemReference?)

    /// Applies the change to a configuration.
    ///
    /// - Parameters:
    ///   - configuration: the sheet's configuration, changed in place.
    public func apply(to configuration: inout SheetConfiguration) {
        switch self {
        case .selectedDetentIdentifier(let id): configuration.selectedDetentIdentifier = id
        case .largestUndimmedDetentIdentifier(let id): configuration.largestUndimmedDetentIdentifier = id
        case .prefersGrabberVisible(let on): configuration.prefersGrabberVisible = on
        case .preferredCornerRadius(let radius): configuration.preferredCornerRadius = radius
        case .prefersScrollingExpandsWhenScrolledToEdge(let on): configuration.prefersScrollingExpandsWhenScrolledToEdge = on
        case .prefersEdgeAttachedInCompactHeight(let on): configuration.prefersEdgeAttachedInCompactHeight = on
        case .widthFollowsPreferredContentSizeWhenEdgeAttached(let on):
            configuration.widthFollowsPreferredContentSizeWhenEdgeAttached = on
        case .preferredContentSize(let size): configuration.preferredContentSize = size
        case .isModalInPresentation(let on): configuration.isModalInPresentation = on
        case .modalPresentationStyle(let style): configuration.modalPresentationStyle = style
        case .shouldDismiss(let answer): configuration.shouldDismiss = answer
        case .adaptivePresentationStyle(let answer): configuration.adaptivePresentationStyle = answer
        case .hasDelegate(let on): configuration.hasDelegate = on
        case .hasTranslucentBackground(let on): configuration.hasTranslucentBackground = on
        case .prefersPageSizing(let on): configuration.prefersPageSizing = on
        case .backgroundEffect(let effect): configuration.backgroundEffect = effect
        case .preferredPlacement(let placement): configuration.preferredPlacement = placement
        case .popoverSourceView(let name): configuration.popover = (configuration.popover ?? PopoverSettings()).with { $0.sourceView = name }
        case .popoverSourceRect(let rect): configuration.popover = (configuration.popover ?? PopoverSettings()).with { $0.sourceRect = rect }
        case .popoverPermittedArrowDirections(let directions):
            configuration.popover = (configuration.popover ?? PopoverSettings()).with { $0.permittedArrowDirections = directions }
        case .popoverPassthroughViews(let names):
            configuration.popover = (configuration.popover ?? PopoverSettings()).with { $0.passthroughViews = names }
        case .popoverBarButtonItem(let item): configuration.popover = (configuration.popover ?? PopoverSettings()).with { $0.barButtonItem = item }
        }
    }
}
