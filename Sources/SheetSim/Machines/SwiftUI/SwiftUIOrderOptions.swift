extension BehaviorOptions {
    /// When SwiftUI writes a presentation's binding back (false or nil) on a swipe dismissal
    /// (<doc:SwiftUI>, "Binding write-back").
    public enum SwiftUIBindingWriteBack: String, Hashable, Sendable, CaseIterable {
        /// At the very end of the dismissal, from the content's `viewDidDisappear` (OBS: FlowStacks
        /// #69, maintainer; swift-navigation 418a57db writes it there and says it matches SwiftUI).
        case atDismissalEnd
        /// When the swipe starts dismissing (the workaround NativePartialSheet #8 applied in
        /// `presentationControllerWillDismiss`); a cancelled swipe writes it true again.
        case atDismissalStart
    }

    /// Whether a presentation's `onDismiss` runs after or before the binding's write-back when
    /// both come at the end of a swipe dismissal (<doc:SwiftUI>, "onDismiss").
    public enum SwiftUIOnDismissOrder: String, Hashable, Sendable, CaseIterable {
        /// The binding is written, then `onDismiss` runs (GUESS; swift-navigation runs onDismiss
        /// in the dismissal's completion, after the write-back from `viewDidDisappear`).
        case afterBindingWriteBack
        /// `onDismiss` runs, then the binding is written.
        case beforeBindingWriteBack
    }

    /// When a presented view's `onAppear` runs against its hosting controller's callbacks
    /// (<doc:SwiftUI>, "onAppear").
    public enum SwiftUIOnAppearTiming: String, Hashable, Sendable, CaseIterable {
        /// Between `viewWillAppear` and `viewDidAppear`: after the first layout's
        /// `viewIsAppearing` where the release calls it, else after `viewWillAppear` (GUESS from
        /// DOC, P-S11, "before the first rendered frame", and OBS, P-S61, "after layout").
        case beforeViewDidAppear
        /// After `viewDidAppear`, when the presentation animation has ended.
        case afterViewDidAppear
    }

    /// When a view's `onDisappear` runs against its hosting controller's callbacks
    /// (<doc:SwiftUI>, "onDisappear").
    public enum SwiftUIOnDisappearTiming: String, Hashable, Sendable, CaseIterable {
        /// After `viewDidDisappear` (GUESS from DOC, P-S12: not before the view has left the interface).
        case afterViewDidDisappear
        /// After `viewWillDisappear`, as the view starts to leave.
        case afterViewWillDisappear
    }

    /// When a view's `.task` is cancelled once it disappears (<doc:SwiftUI>, "task").
    public enum SwiftUITaskCancelTiming: String, Hashable, Sendable, CaseIterable {
        /// With `onDisappear`, at once (GUESS: the task lives while the view keeps its identity).
        case withOnDisappear
        /// On the next turn of the main queue, after what the disappearance logs at that instant
        /// (the usual reading of "at some point after" the view disappears).
        case nextRunLoop
    }

    /// When SwiftUI writes a `presentationDetents` selection binding once a new detent set has
    /// dropped the selected detent and the sheet moved to another (<doc:SwiftUI>, "A detent set
    /// that changes"). UIKit tells the sheet's delegate nothing of a change made in code
    /// (SheetRules quirk 5), so no callback carries it: when SwiftUI writes it is not sourced.
    public enum SwiftUIForcedDetentSelectionWrite: String, Hashable, Sendable, CaseIterable {
        /// At the change, the instant the sheet moves (GUESS: SwiftUI reconciles the binding
        /// with the detent the sheet now shows in the update that set the detents).
        case atChange
        /// Never: the binding keeps the detent the set no longer has, until the user or the app
        /// selects another.
        case never
    }
}
