/// What can happen to a `UISplitViewController`. Named for what happened.
public enum SplitViewEvent: Sendable, Equatable {
    /// The controller's view is about to enter the window (the app's launch, or a new root): it
    /// takes the window's size and, in a compact width, collapses (split view rules 4.1; at launch
    /// there is no `willTransition`, split view rules 5.3).
    indirect case willEnterWindow(SplitViewEnvironment)
    /// The animation phase of a rotation or window change (split view rules 5.4 step 5).
    indirect case environmentChanged(SplitViewEnvironment)
    /// The app changed settings in code (`preferredDisplayMode`, widths, …): not animated.
    /// `assignsPreferredDisplayMode` says whether `preferredDisplayMode` was assigned (split view
    /// rules U9: `willChangeTo` may come on every assignment).
    indirect case configurationChanged(SplitViewConfiguration, assignsPreferredDisplayMode: Bool)
    /// `show(_:)` / `hide(_:)` in code (column style, split view rules 3.5).
    case showColumn(SplitViewColumn)
    case hideColumn(SplitViewColumn)
    /// The user tapped the secondary column (dimmed or not), the display-mode button or the
    /// secondary-only button (split view rules 8).
    case secondaryTapped
    case displayModeButtonTapped
    case secondaryOnlyButtonTapped
    /// The sidebar gesture (split view rules 8): a finger went down at the primary edge; moves,
    /// positive toward opening; lifts.
    case gestureBegan(TouchSample)
    case gestureMoved(TouchSample)
    case gestureEnded(TouchSample)
    /// The user dragged the divider at the trailing edge of `column` (a sidebar) or the leading
    /// edge of the inspector until the column was `width` points wide (iOS 26 interactive column
    /// resizing, split view rules 12).
    case dividerDragged(SplitViewColumn, width: Double)

    // MARK: Calls in code that put a controller in a column (split view rules 2.2)

    /// `showDetailViewController(_:sender:)`: the delegate's `showDetail` first, then the
    /// secondary column, or while collapsed the top of the stack.
    case showDetail(String)
    /// `show(_:sender:)`: the delegate's `show` first, then the primary column, or while collapsed
    /// the top of the stack.
    case show(String)
    /// `setViewController(_:for:)` (column style), or a change of `viewControllers` (classic).
    case setViewController(String, for: SplitViewColumn)

    // MARK: The delegate's answers

    case topColumnAnswered(SplitViewColumn)
    case displayModeForExpandingAnswered(SplitDisplayMode)
    case targetDisplayModeAnswered(SplitDisplayMode, action: SplitUserAction)
    /// Classic: `primaryViewController(forCollapsing:)` returned this (nil: keep the primary); the
    /// machine checks that it can be a primary.
    case primaryForCollapsingAnswered(String?)
    case collapseSecondaryAnswered(Bool)
    case primaryForExpandingAnswered(String?)
    /// Classic: `splitViewController(_:separateSecondaryFrom:)` returned this.
    case separateSecondaryFromAnswered(String?)
    /// `splitViewController(_:showDetail:sender:)` answered: `handled` true means the app showed it.
    case showDetailAnswered(String, handled: Bool)
    /// `splitViewController(_:show:sender:)` answered.
    case showAnswered(String, handled: Bool)

    // MARK: Its own steps, sent to itself once the actions before them are carried out

    /// Classic: the primary the collapse goes on with, once `primaryViewController(forCollapsing:)`
    /// was checked and logged (nil keeps the primary).
    case primaryForCollapsingChecked(String?)
    /// Classic: the primary the expand goes on with, once `primaryViewController(forExpanding:)`
    /// was checked and logged.
    case primaryForExpandingChecked(String?)

    /// Classic: the separation gave the new secondary (the delegate's, the primary's, or the one
    /// collapsed away), or nil; sent once the navigation controllers gave it up.
    case secondarySeparated(String?)
    /// The rebuilt stacks are in place: `isCollapsed` changes now (split view rules 5.4 step 5d).
    case layoutCommitted
    /// A column's controller changed, once the navigation controller UIKit wraps it in exists and
    /// what was on screen before was noted.
    indirect case columnChanged(SplitViewColumn, SplitColumnContent?)
    /// An animation ran its length; its completion runs now.
    case animationCompleted(token: Int)
}

/// A user action whose destination the classic delegate's `targetDisplayModeForAction(in:)` decides.
public enum SplitUserAction: String, Sendable, Equatable {
    case displayModeButton
    case gesture

    /// The token the question about this action is asked with, which brings the action back
    /// with the answer.
    var token: Int { self == .gesture ? 1 : 0 }

    init(token: Int) { self = token == 1 ? .gesture : .displayModeButton }
}

/// The controller a split view controller holds in one column.
public struct SplitColumnContent: Hashable, Sendable {
    /// The app's controller: what `viewController(for:)` returns.
    public var controller: String
    /// What the split view controller holds as its child: the navigation controller UIKit wrapped
    /// the column in (column style, split view rules 2.2), or the controller itself.
    public var child: String
    /// Whether `child` is a navigation controller (it stacks collapsed columns; classic: it pushes
    /// the secondary).
    public var isNavigationController: Bool
    /// The column's root: the first controller of its navigation stack when the column was set
    /// (the app's controller UIKit wrapped, or the root of the app's own navigation controller).
    /// A collapse moves the stack into the primary's; an expand cuts it out again at this
    /// controller (``SplitViewStacks``). Nil when unknown: the stack's first controller then.
    public var root: String?

    public init(controller: String, child: String, isNavigationController: Bool, root: String? = nil) {
        self.controller = controller
        self.child = child
        self.isNavigationController = isNavigationController
        self.root = root ?? (child != controller ? controller : nil)
    }
}

/// What a split view controller's machine returns: the shared actions only. Its delegate's
/// questions are ``MachineAction/ask(_:_:token:)``s, what it changes in a navigation controller is
/// that controller's own event (``MachineAction/send(_:)``), and what only the engine can do is
/// an ``EngineService``.
public typealias SplitViewAction = MachineAction<Never>
