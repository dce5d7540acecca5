/// Where the app's code asks a controller for its `transitionCoordinator` and registers blocks on
/// it: the override or delegate method an app does this in.
///
/// UIKit's `transitionCoordinator` is nil outside a transition, and a coordinator exists from the
/// first callback of a presentation or dismissal until its end (Apple's `UIViewController`
/// reference: it is available in `viewWillAppear(_:)`; `presentationControllerWillDismiss(_:)`'s
/// reference names it the place for transition-coordinator work, SheetRules 1.3, 4.5).
public enum TransitionCoordinatorMoment: String, Hashable, Sendable, CaseIterable {
    /// In the controller's `viewWillAppear(_:)`: a presentation, or the re-run of a cancelled dismissal.
    case viewWillAppear
    /// In the controller's `viewWillDisappear(_:)`: a dismissal, interactive or not.
    case viewWillDisappear
    /// In `presentationControllerWillDismiss(_:)` of the presentation delegate of a controller whose
    /// dismissal involves this one: a user's swipe or tap, never a dismissal in code (SheetRules 4.3).
    case presentationControllerWillDismiss
}

/// Which of the coordinator's methods the app calls.
public struct TransitionCoordinatorBlocks: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `animate(alongsideTransition:completion:)` with both blocks: the animation block runs as the
    /// transition's animations start, the completion once it ends, finished or cancelled.
    public static let animateAlongside = TransitionCoordinatorBlocks(rawValue: 1)
    /// `notifyWhenInteractionChanges(_:)`: the handler runs when an interactive transition stops
    /// being interactive (the finger lifts, or the touch is cancelled).
    public static let notifyWhenInteractionChanges = TransitionCoordinatorBlocks(rawValue: 2)

    /// Every method, in the order a scenario line writes them.
    public static let all: [(word: String, blocks: TransitionCoordinatorBlocks)] = [
        ("animateAlongside", .animateAlongside), ("notifyWhenInteractionChanges", .notifyWhenInteractionChanges),
    ]

    /// The scenario words for these methods, in order.
    public var words: [String] { Self.all.filter { contains($0.blocks) }.map(\.word) }
}

/// The app's code registering on a controller's transition coordinator whenever it runs at
/// `moment` inside a transition: a scenario's `transitionCoordinator` line.
public struct TransitionCoordinatorRule: Hashable, Sendable {
    /// The controller whose `transitionCoordinator` the app asks for.
    public var controller: String
    public var moment: TransitionCoordinatorMoment
    public var blocks: TransitionCoordinatorBlocks

    public init(controller: String, moment: TransitionCoordinatorMoment, blocks: TransitionCoordinatorBlocks) {
        self.controller = controller
        self.moment = moment
        self.blocks = blocks
    }
}
