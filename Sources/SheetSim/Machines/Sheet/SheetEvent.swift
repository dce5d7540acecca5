/// Where a touch that drags the sheet begins (SheetRules 3, "Who owns the pan").
public enum TouchTarget: String, Hashable, Sendable, CaseIterable {
    /// The grabber: always moves the sheet.
    case grabber
    /// The sheet's own content outside any scroll view: always moves the sheet.
    case body
    /// A vertical scroll view inside the sheet (UIKit's `UIScrollView`, what the finger is on):
    /// moves the sheet only under the rules of SheetRules 3, "Who owns the pan".
    case scrollView

    @available(*, unavailable, renamed: "scrollView")
    public static var scrollContent: TouchTarget { .scrollView }
}

/// What can happen to one presented sheet. Named for what happened, not for what to do.
public enum SheetEvent: Sendable {
    /// `present(_:animated:)` was called.
    case present(animated: Bool)
    /// `dismiss(animated:)` was called (programmatic).
    case dismiss(animated: Bool)
    /// `selectedDetentIdentifier` was set; `animated` when inside `animateChanges`.
    case selectedDetentIdentifierSet(DetentIdentifier?, animated: Bool)
    /// `detents` was set; `animated` when inside `animateChanges`.
    indirect case detentsSet([Detent], animated: Bool)
    /// `invalidateDetents()` was called; `animated` when inside `animateChanges`.
    case detentsInvalidated(animated: Bool)
    /// A configuration property other than detents or selection changed.
    indirect case configurationChanged(SheetConfiguration, animated: Bool)
    /// A finger went down on the sheet.
    case touchBegan(TouchSample, target: TouchTarget)
    case touchMoved(TouchSample)
    case touchEnded(TouchSample)
    /// The delegate answered `presentationControllerShouldDismiss(_:)` about `source`.
    case shouldDismissAnswered(Bool, for: DismissDecisionSource)
    /// A display frame.
    case frame
    /// An animation reached its end on an earlier frame; its completion runs now, as its own event.
    case animationCompleted(token: Int)
    /// The grabber was tapped.
    case grabberTapped
    /// The dimming view (or, where undimmed, the presenter behind it) was tapped at a point.
    case dimmingViewTapped(Point)
    /// The screen changed: rotation, size class, keyboard.
    indirect case environmentChanged(ScreenEnvironment)
    /// The presentation is about to take on these traits (it is presented, or the window changes):
    /// the machine may ask the delegate how to adapt.
    case traitsWillChange(to: TraitCollection)
    /// The delegate answered `adaptivePresentationStyle(for:traitCollection:)` for the traits to come.
    case adaptivePresentationStyleAnswered(ModalPresentationStyle)
    /// Another sheet was presented over this one, or the one over it went away.
    case childChanged(presentsChild: Bool)
    /// The software keyboard changed: its height over the screen's bottom (0 when hidden) and duration.
    case keyboardChanged(height: Double, duration: SimDuration)
    /// The scroll view inside the sheet was set up or scrolled programmatically.
    indirect case scrollViewChanged(ScrollViewState?)
    /// The app may register on transition coordinators from now on: the sheet reports its
    /// transitions' moments (``TransitionMoment``).
    case transitionsObserved
    /// SwiftUI re-rendered the view the sheet hosts with another `presentationDetents` set: the
    /// configuration its modifiers now map to, set outside `animateChanges`. A move forced by a
    /// dropped detent animates only under ``BehaviorOptions/swiftUIForcedDetentChangeAnimated``.
    indirect case presentationDetentsChanged(SheetConfiguration)
}

/// What a sheet machine asks its driver to do: the shared ``MachineAction`` cases only.
public typealias SheetAction = MachineAction<Never>

/// What a `presentationControllerShouldDismiss(_:)` question is about: the token the sheet asks
/// it with, so that the answer comes back to the drag or the tap that asked.
public enum DismissDecisionSource: Int, Sendable, Equatable {
    /// A drag crossed below the smallest detent (SheetRules 3, "Dismissal trigger").
    case drag
    /// A tap on the dimming view (SheetRules 4.7).
    case dimmingTap
    /// A tap on the grabber of a single-detent sheet (SheetRules 2.3).
    case grabberTap
}

/// The state of a vertical scroll view inside the sheet (SheetRules 3, "Who owns the pan").
public struct ScrollViewState: Hashable, Sendable {
    /// How far the content is scrolled from its top edge: UIKit's `contentOffset.y` plus
    /// `adjustedContentInset.top` (the two agree in a sheet without bars, whose top inset is 0;
    /// ``ScrollViewLayout/contentOffsetY`` is UIKit's value).
    public var contentOffset: Double = 0
    /// `contentSize.height`.
    public var contentHeight: Double = 2000
    /// A `refreshControl` is installed (SheetRules 3, "Who owns the pan": the sheet then never takes the pan).
    public var hasRefreshControl: Bool = false
    /// The scroll view can scroll horizontally (same rule).
    public var scrollsHorizontally: Bool = false
    /// `keyboardDismissMode == .interactive`: while the keyboard is up the pan belongs to the
    /// keyboard dismissal, not the sheet (SheetRules 3, "Who owns the pan", fourth condition).
    public var dismissesKeyboardInteractively: Bool = false
    /// `contentInsetAdjustmentBehavior` (layout rules 36).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// `contentInset`, before the safe area is added (layout rules 37).
    public var contentInset: EdgeInsets = .zero
    /// `alwaysBounceVertical` (layout rules 36: `.scrollableAxes` then includes the vertical insets).
    public var alwaysBounceVertical: Bool = false
    /// The controller whose view the scroll view is the content of; nil: the controller the
    /// named one shows when it is set (a sheet's content controller, a navigation controller's
    /// top controller, or the named controller itself).
    public var owner: String? = nil

    public init(contentOffset: Double = 0, contentHeight: Double = 2000,
                hasRefreshControl: Bool = false, scrollsHorizontally: Bool = false,
                dismissesKeyboardInteractively: Bool = false) {
        self.contentOffset = contentOffset
        self.contentHeight = contentHeight
        self.hasRefreshControl = hasRefreshControl
        self.scrollsHorizontally = scrollsHorizontally
        self.dismissesKeyboardInteractively = dismissesKeyboardInteractively
    }

    /// At its top edge (SheetRules 3, "Who owns the pan", first condition).
    public var isAtTop: Bool { contentOffset <= 0 }
}
