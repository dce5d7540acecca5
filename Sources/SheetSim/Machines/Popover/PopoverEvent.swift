/// What can happen to one presented popover. Named for what happened.
public enum PopoverEvent: Sendable, Equatable {
    /// `present(_:animated:)` was called; `anchor` is where its source is now, nil when it has
    /// none (no `sourceView`, or one not in the window).
    case present(animated: Bool, anchor: PopoverAnchor?)
    /// `dismiss(animated:)` was called: in code, so no delegate hears of it (DOC).
    case dismiss(animated: Bool)
    /// The user tapped outside the popover at a point; `passthrough` is the passthrough view's
    /// controller under the point, if any, which gets the tap instead (DOC).
    case tappedOutside(Point, passthrough: String?)
    /// The delegate answered `presentationControllerShouldDismiss(_:)`.
    case shouldDismissAnswered(Bool)
    /// The screen changed (rotation, window size): the anchor is where the source is now.
    case environmentChanged(anchor: PopoverAnchor?)
    /// The app changed the configuration in code (its popover settings, its content size): the
    /// popover is placed again at `anchor`.
    indirect case configurationChanged(SheetConfiguration, anchor: PopoverAnchor?)
    /// Another controller was presented over this one, or the one over it went away.
    case childChanged(presentsChild: Bool)
    /// The popover is about to take on these traits (it is presented, or the window changes): it
    /// asks its delegate how to adapt, if the delegate implements the method.
    case traitsWillChange(TraitCollection)
    /// The delegate answered `adaptivePresentationStyle(for:traitCollection:)` for `traits`.
    case adaptivePresentationStyleAnswered(ModalPresentationStyle, traits: TraitCollection)
    /// The app may register on transition coordinators from now on.
    case transitionsObserved
    /// The transition `token` ran its length.
    case animationCompleted(token: Int)
    /// What the delegate answers `adaptivePresentationStyle(for:traitCollection:)` with changed
    /// (nil: it leaves UIKit's own adaptation, the adaptive sheet). SwiftUI's hosting delegate
    /// answers for the size classes it is asked in (`presentationCompactAdaptation`), so its
    /// answer follows the window; the question itself comes with the next change of traits.
    case adaptiveAnswerChanged(ModalPresentationStyle?)
}

/// What a popover machine asks the engine for: the shared ``MachineAction`` cases and its
/// hand-over to an adapted presentation (``PopoverRequest``).
public typealias PopoverAction = MachineAction<PopoverRequest>
