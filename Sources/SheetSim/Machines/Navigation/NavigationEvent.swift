/// What can happen to a `UINavigationController`. Named for what happened.
public enum NavigationEvent: Sendable, Equatable {
    /// `pushViewController(_:animated:)`.
    case push(String, animated: Bool)
    /// `popViewController(animated:)`.
    case pop(animated: Bool)
    /// `popToRootViewController(animated:)`.
    case popToRoot(animated: Bool)
    /// A finger went down at the leading edge of the navigation controller's view, `width`
    /// points wide (the interactive pop gesture's region).
    case edgeSwipeBegan(TouchSample, width: Double)
    case edgeSwipeMoved(TouchSample)
    case edgeSwipeEnded(TouchSample)
    /// A transition's animation ran its length; its completion runs now.
    case animationCompleted(token: Int)
    /// The app changed its settings (its delegate, the interactive pop gesture).
    case configurationChanged(NavigationConfiguration)

    // MARK: What the split view controller holding it does (split view rules 4.2–4.5)

    /// Its container needs the stack as it will be: a push or pop under way ends now, its
    /// completion callbacks at once. An interactive pop under a finger is left to run.
    case transitionCutShort
    /// The split view controller holding it rebuilt its stack in a collapse or an expand (the
    /// columns' stacks stacked into the primary's or split back, split view rules 4.4, 4.5; a
    /// classic stack reset to its root, 4.3): the stack is `stack` now, with no transition of its
    /// own. A stack that holds a controller updates the bar, which ends split view quirk 1.
    case stackRebuilt([String])
    /// The split view controller's change put `controller` on top with no transition of its own:
    /// the primary's `collapseSecondaryViewController(_:for:)` (split view rules 4.2), or a
    /// controller shown in the secondary column joining its stack (split view quirk 12). The bar
    /// is not told.
    case pushedByContainer(String)
    /// The split view controller's change took the top controller off with no transition of its
    /// own: the primary's `separateSecondaryViewController(for:)` (split view rules 4.3), or a
    /// controller `show` moves to the secondary column. The bar is not told.
    case poppedByContainer
    /// Split view quirk 1: after the expand popped the secondary navigation controller off the
    /// stack, the bar still shows `item`'s navigation item, until the bar next updates.
    case barKeptItem(String)

    // MARK: A whole stack set at once (what a SwiftUI NavigationStack's path does)

    /// `popToViewController(_:animated:)`: the controllers above `controller` leave in one pop.
    case popToViewController(String, animated: Bool)
    /// `setViewControllers(_:animated:)`: the stack becomes `stack` in one transition, a push when
    /// its new top was not in the stack, a pop when it was.
    case setViewControllers([String], animated: Bool)
}

/// What a navigation controller's machine asks its driver to do: the shared cases only.
public typealias NavigationAction = MachineAction<Never>

/// A navigation controller's settings, under UIKit's names.
public struct NavigationConfiguration: Hashable, Sendable {
    /// Whether the navigation controller has a delegate (`UINavigationControllerDelegate`); without
    /// one, no delegate callbacks are logged.
    public var hasDelegate = true
    /// `interactivePopGestureRecognizer.isEnabled`.
    public var interactivePopGestureEnabled = true

    public init() {}
}
