/// Where a page view controller is: at rest on one page, or turning from one to another.
public enum PageViewState: Sendable, Equatable {
    /// Showing the page at this index of its pages.
    case showing(page: Int)
    /// A page turn runs to its end; the case carries it.
    case turning(PageTurn)

    /// The page UIKit's `viewControllers` names: the one being turned to while a turn runs, as
    /// `viewControllers` changes when a turn begins (or the one that stays, for a swipe the user
    /// gives up).
    public var page: Int {
        switch self {
        case .showing(let page): return page
        case .turning(let turn): return turn.completes ? turn.to : turn.from
        }
    }
}

/// One page turn: from which page to which, how, and the token its end comes back with.
public struct PageTurn: Sendable, Equatable {
    /// The index of the page shown when the turn began.
    public var from: Int
    /// The index of the page it turns to.
    public var to: Int
    /// Whether the turn animates (a swipe always does).
    public var animated: Bool
    /// Whether a swipe drives it (the delegate is told) rather than `setViewControllers`.
    public var isGestureDriven: Bool
    /// False for a swipe the user gives up: the page turns back and stays.
    public var completes: Bool
    /// What the turn's completion comes back with.
    public var token: Int
}
