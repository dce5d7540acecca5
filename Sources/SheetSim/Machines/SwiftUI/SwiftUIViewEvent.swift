/// What can happen to a declared SwiftUI view, named for what happened.
public enum SwiftUIViewEvent: Sendable, Equatable {
    /// Its hosting controller got an appearance callback (`viewWillAppear`, `viewIsAppearing`,
    /// `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`).
    case appearance(CallbackName)
    /// Its hosting controller's `viewDidAppear` is about to be logged: an `onAppear` still due
    /// before it runs now (where no `viewIsAppearing` came first, as when a full-screen cover leaves).
    case viewDidAppearComing
    /// Its hosting controller, presented, ended a dismissal transition (`completed` false for a
    /// cancelled swipe).
    case dismissalTransitionEnded(completed: Bool)
    /// The user's swipe started dismissing its hosting controller (its presentation controller's
    /// delegate heard `presentationControllerWillDismiss`).
    case userDismissalBegan
    /// UIKit presented its hosting controller as the content of `presenter`'s modifier.
    case presented(by: String)
    /// The app's code wrote one of its bindings.
    case bindingSet(String, SwiftUIBindingValue)
    /// The sheet hosting it settled on a new selected detent (its delegate's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier`).
    case selectedDetentChanged(DetentIdentifier?)
    /// The content `name` of one of its presentations has left the screen for good: its
    /// dismissal transition ended and its hosting controller's `viewDidDisappear` was logged.
    case contentDismissed(String)
    /// A swipe started dismissing the content `name` of one of its presentations.
    case contentSwipeBegan(String)
    /// A swipe on the content `name` was cancelled: it settles back.
    case contentSwipeCancelled(String)
    /// UIKit presented the content `name` it asked for.
    case contentPresented(String)
    /// UIKit did not present the content `name` it asked for (a warning in the log says why).
    case presentationRefused(String)
    /// The content `name` called `@Environment(\.dismiss)`: the presentation showing it ends, as
    /// if its binding were written false or nil.
    case contentCalledDismiss(String)
    /// The dialog `name` this view presents began a dismissal whose button handler will write
    /// its binding (``BehaviorOptions/SwiftUIDialogBindingWrite/afterActionHandler``).
    case dialogHandlerPending(String)
    /// The button handler of the dialog `name` this view presents ran.
    case dialogActionHandled(String)
    /// Its hosting controller's presentation transition ended (presented, it is at rest).
    case presentationTransitionEnded
    /// The content `name` of one of its presentations finished presenting: a dismissal UIKit
    /// refused while that presentation ran is asked for again.
    case contentPresentationEnded(String)
    /// The size class changed the form its inspector `content` shows in (a trailing column in a
    /// horizontally regular size class, a sheet in a compact one): the inspector leaves in its
    /// old form and comes back in the new one, its binding unchanged.
    case inspectorFormChanged(String)
    /// Popped while the app's code dismissed what it presented, it still renders the state that
    /// presented it and asks for it again (``BehaviorOptions/SwiftUIRePresentAfterDismissAndPop``).
    case rePresentAfterPop(SwiftUIActivePresentation)
    /// The view re-rendered with another `presentationDetents` set (the app's state changed the
    /// set it computes).
    case presentationDetentsSet([SwiftUIPresentation.PresentationDetent])
    /// The sheet hosting the view moved to this detent because its new detent set dropped the
    /// selected one (UIKit tells its delegate nothing).
    case hostingSheetForcedToDetent(DetentIdentifier)
    /// The window scene's phase changed to the one given (``ScenePhase``): a view in the window
    /// reads it.
    case scenePhaseChanged(ScenePhase)
    /// SwiftUI updated the view for the scene's new phase, once every view in the window has read
    /// it. `releaseReopens`: the release re-presents a view's second sheet at such a change
    /// (``OSProfile/scenePhaseReopensSecondSheet``) and this view's content is in front, at rest.
    /// `factByHand`: the release has the glitch only because the `os` line switched its fact on
    /// (not iOS 15), which the warning says.
    case scenePhaseUpdated(ScenePhase, releaseReopens: Bool, factByHand: Bool = false)
}
