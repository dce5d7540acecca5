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

    // MARK: Answers from the delegate and from the engine

    case topColumnAnswered(SplitViewColumn)
    case displayModeForExpandingAnswered(SplitDisplayMode)
    case targetDisplayModeAnswered(SplitDisplayMode, action: SplitUserAction)
    /// Classic: `primaryViewController(forCollapsing:)`'s answer, and whether the primary that
    /// results is a navigation controller (which pushes the secondary).
    case primaryForCollapsingAnswered(String?, isNavigationController: Bool)
    case collapseSecondaryAnswered(Bool)
    case primaryForExpandingAnswered(String?, isNavigationController: Bool)
    /// Classic: the secondary that the separation produced (the delegate's, the primary's, or the
    /// one collapsed away), or nil.
    case secondarySeparated(String?)
    /// The engine set `isCollapsed` (after the stack was rebuilt, split view rules 5.4 step 5d).
    case layoutCommitted
    /// A column's controller changed (`setViewController(_:for:)` or `viewControllers`).
    indirect case columnChanged(SplitViewColumn, SplitColumnContent?)
    /// An animation ran its length; its completion runs now.
    case animationCompleted(token: Int)
}

/// A user action whose destination the classic delegate's `targetDisplayModeForAction(in:)` decides.
public enum SplitUserAction: String, Sendable, Equatable {
    case displayModeButton
    case gesture
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

    public init(controller: String, child: String, isNavigationController: Bool) {
        self.controller = controller
        self.child = child
        self.isNavigationController = isNavigationController
    }
}

/// What only a split view controller asks its driver for.
public enum SplitViewRequest: Sendable, Equatable {
    // MARK: The delegate's questions (logged with their answers, then answered back)

    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
    case askTopColumnForCollapsing(proposed: SplitViewColumn, default: SplitViewColumn)
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
    case askDisplayModeForExpanding(proposed: SplitDisplayMode, default: SplitDisplayMode)
    /// Classic `targetDisplayModeForAction(in:)`.
    case askTargetDisplayMode(default: SplitDisplayMode, action: SplitUserAction)
    /// Classic `primaryViewController(forCollapsing:)`: `current` is the primary now.
    case askPrimaryForCollapsing(current: String, default: String?)
    /// Classic `splitViewController(_:collapseSecondary:onto:)`.
    case askCollapseSecondary(secondary: String, primary: String, default: Bool)
    /// Classic `primaryViewController(forExpanding:)`.
    case askPrimaryForExpanding(current: String, default: String?)
    /// Classic `splitViewController(_:separateSecondaryFrom:)`, and then, unless the delegate
    /// returns a controller, the primary's `separateSecondaryViewController(for:)`; the engine
    /// answers with ``SplitViewEvent/secondarySeparated(_:)``. `remembered` is the secondary the
    /// collapse took away, which comes back when nothing else does.
    case separateSecondary(primary: String, default: SeparateSecondaryAnswer, remembered: String?)

    // MARK: Rebuilding the children (the engine moves navigation stacks and logs appearance)

    /// Note what is on screen now: the appearance callbacks of ``finishLayoutChange`` compare
    /// against it.
    case beginLayoutChange
    /// Column style collapse: stack the columns' navigation stacks into the primary's, up to `top`
    /// (split view rules 4.4); nothing is stacked for the compact column.
    case stackColumns(top: SplitViewColumn)
    /// Column style expand: split the primary's stack back into the columns (split view rules 4.5).
    case separateColumns
    /// Classic collapse, when the delegate did not handle it: the primary's
    /// `collapseSecondaryViewController(_:for:)` (a navigation controller pushes the secondary).
    case collapseSecondaryOntoPrimary(secondary: String, primary: String)
    /// Log the appearance and containment callbacks of the change since ``beginLayoutChange``,
    /// not animated.
    case finishLayoutChange
    /// Set `isCollapsed` and answer with ``SplitViewEvent/layoutCommitted``.
    case commitLayout
    /// A tap reached the secondary column's content (it is not dimmed).
    case passTapToSecondary
}

public typealias SplitViewAction = MachineAction<SplitViewRequest>
