/// What can happen to a `UINavigationController`. Named for what happened.
public enum NavigationEvent: Sendable {
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
