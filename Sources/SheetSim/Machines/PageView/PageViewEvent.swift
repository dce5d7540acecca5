/// What can happen to a `UIPageViewController`.
public enum PageViewEvent: Sendable, Equatable {
    /// The user swiped to the next page (`forward`) or the previous one (`reverse`): a
    /// gesture-driven transition, which the delegate hears about. `completes` is false when the
    /// user lets go before the page turns, and the page stays.
    case swiped(PageViewDirection, completes: Bool = true)
    /// The app called `setViewControllers(_:direction:animated:completion:)` with the page at
    /// `index`: no delegate calls, as the delegate hears only gesture-driven transitions.
    case viewControllersSet(index: Int, direction: PageViewDirection, animated: Bool)
    /// The page turn `token` ran its length.
    case animationCompleted(token: Int)
}

/// `UIPageViewController.NavigationDirection`: the way a page turns.
public enum PageViewDirection: String, Sendable, Hashable, CaseIterable {
    /// To the page after the current one.
    case forward
    /// To the page before it.
    case reverse
}

/// What a page view controller's machine asks its driver to do: the shared cases only.
public typealias PageViewAction = MachineAction<Never>
