/// One thing done to a running app from outside the simulation: the app's code calling UIKit,
/// the user's finger, or the device. Every way of driving SheetSim takes these values —
/// ``Simulator/perform(_:)``, the tester's `send(_:)`, the scenario interpreter, the
/// fuzzer — and a timeline's ``InputRecord`` keeps the ones it marks.
///
/// The cases mirror ``Simulator``'s methods, with their names, labels and defaults:
/// `.push("detail")` is `push("detail")`. Where a method takes a closure that changes a
/// configuration (`updateConfiguration { $0.isModalInPresentation = true }`), the action carries
/// the configuration it makes. A gesture's whole movement is a ``DragMotion``.
///
/// Its `description` is the scenario line that does it, `drag grabber by 300pt over 250ms`:
/// what the fuzzer writes into a repro file. An action that takes more than one line (a `present`
/// with the `sheet` and configuration lines before it) is several lines; what no line can say (a
/// touch at a chosen x, a resolver closure) is noted in a comment after the line.
///
/// The cases with large payloads (a configuration, a screen environment) are `indirect`, so an
/// action takes a few dozen bytes and copying one is cheap.
///
/// Time passing (``Simulator/advance(by:)``, ``Simulator/runUntilIdle()``) and
/// declaring controllers (``Simulator/declare(_:_:)``) are not actions: the one lets actions
/// finish, the other describes the app before it runs.
public enum UserAction: Hashable, Sendable {
    // MARK: The app's code: presenting and its sheet

    /// `present(_:animated:completion:)` of a controller named `name`, configured with
    /// `configuration`, by `source` (nil: the front controller) — ``Simulator/present(_:configuration:from:animated:)``.
    indirect case present(_ name: String = "sheet", configuration: SheetConfiguration = SheetConfiguration(), from: String? = nil,
                 animated: Bool = true)
    /// `dismiss(animated:completion:)` of the front sheet, in code: no delegate calls.
    case dismiss(animated: Bool = true)
    /// One property of the front sheet's configuration set in code (inside `animateChanges` when
    /// `animated`), applied to the configuration the sheet has when the action runs:
    /// `set isModalInPresentation = true` in a scenario. `selectedDetentIdentifier` is
    /// ``Simulator/setSelectedDetentIdentifier(_:animated:)``; the others change the
    /// configuration as ``Simulator/updateConfiguration(animated:_:)`` does.
    case set(ConfigurationChange, animated: Bool = false)
    /// The front sheet's `detents` set in code — ``Simulator/setDetents(_:animated:)``.
    case setDetents([Detent], animated: Bool = false)
    /// `invalidateDetents()`: the custom detents resolved again.
    case invalidateDetents(animated: Bool = false)
    /// `setNeedsUpdateProperties()` of the controller `of` names (nil: the front one): its
    /// `updateProperties()` runs in the next layout pass, on a release that has one (iOS 26) —
    /// ``Simulator/setNeedsUpdateProperties(_:)``.
    case setNeedsUpdateProperties(of: String? = nil)
    /// The front sheet's whole configuration replaced in code: what
    /// ``Simulator/updateConfiguration(animated:_:)`` makes of its closure.
    indirect case updateConfiguration(SheetConfiguration, animated: Bool = false)
    /// The front sheet's scroll view, or none — ``Simulator/setScrollView(_:)``.
    indirect case setScrollView(ScrollViewState?)
    /// The scroll view of the controller `name` (of the controller it shows, for a container, unless
    /// the state names an ``ScrollViewState/owner``), with UIKit's `contentOffset.y` (nil: at its
    /// top): changed on the front sheet when `name` is presented, else kept for `name` — in the
    /// window's hierarchy, or presented later — ``Simulator/setScrollView(_:contentOffsetY:of:)``,
    /// a scenario's `scrollView` line.
    indirect case scrollView(ScrollViewState?, contentOffsetY: Double? = nil, of: String)
    /// `setContentOffset(_:animated: false)` with UIKit's `contentOffset.y`, of the scroll view of
    /// the controller `of` names (nil: the front sheet's).
    case scroll(toContentOffsetY: Double, of: String? = nil)
    /// A scroll view scrolled to its top or its bottom: the one of the controller `of` names (nil:
    /// the front sheet's).
    case scrollToEdge(bottom: Bool, of: String? = nil)
    /// What the app sets on a controller that shapes its layout (`additionalSafeAreaInsets`,
    /// `directionalLayoutMargins`, …): its whole ``ViewLayoutSettings``.
    indirect case updateViewLayoutSettings(of: String, ViewLayoutSettings)
    /// What a controller's table view delegate returns for one side's swipe actions (nil: none).
    case setSwipeActions(SwipeActionsConfiguration?, edge: SwipeEdge, of: String)
    /// From now on the app registers `blocks` on the `transitionCoordinator` of the controller
    /// named `of` whenever it runs `in` inside a transition —
    /// ``Simulator/registerOnTransitionCoordinator(of:in:_:)``.
    case registerOnTransitionCoordinator(of: String, in: TransitionCoordinatorMoment, TransitionCoordinatorBlocks)

    // MARK: The app's code: its controllers

    /// The window's `rootViewController`: the first is the app's launch.
    case setRootViewController(String)
    /// `pushViewController(_:animated:)` on `navigation` (nil: the innermost on screen).
    case push(_ controller: String, onto: String? = nil, animated: Bool = true)
    /// `popViewController(animated:)`.
    case pop(_ navigation: String? = nil, animated: Bool = true)
    /// `popToRootViewController(animated:)`.
    case popToRoot(_ navigation: String? = nil, animated: Bool = true)
    /// A navigation controller's settings (its delegate, its pop gesture).
    case updateNavigationConfiguration(String, NavigationConfiguration)
    /// `selectedIndex` set in code: no delegate calls.
    case setSelectedIndex(Int, of: String? = nil)
    /// A tab bar controller's settings.
    case updateTabBarConfiguration(String, TabBarConfiguration)
    /// A tab bar controller's `sidebar.isHidden` set in code (iOS 18).
    case setSidebarHidden(Bool, of: String? = nil)
    /// A split view controller's `preferredDisplayMode` set in code.
    case setPreferredDisplayMode(SplitDisplayMode, in: String? = nil)
    /// A split view controller's settings, changed in code.
    indirect case updateSplitViewConfiguration(String, SplitViewConfiguration)
    /// `setViewController(_:for:)` (column style) or a change of `viewControllers` (classic).
    case setViewController(String, for: SplitViewColumn, in: String? = nil)
    /// `show(_:)` of a column (column style).
    case showColumn(SplitViewColumn, in: String? = nil)
    /// `hide(_:)` of a column (column style).
    case hideColumn(SplitViewColumn, in: String? = nil)
    /// `showDetailViewController(_:sender:)`.
    case showDetailViewController(String, in: String? = nil)
    /// `show(_:sender:)`, which a split view controller handles.
    case show(String, in: String? = nil)
    /// `setViewControllers([page], direction:animated:completion:)` on a page view controller
    /// (nil: the innermost on screen): no delegate calls.
    case setViewControllers(_ page: String, of: String? = nil, direction: PageViewDirection = .forward, animated: Bool = true)

    // MARK: The user's finger

    /// A finger goes down on the front sheet and stays, at (`x`, `y`) in the window's
    /// coordinates; nil is the target's own spot (``Simulator/location(of:)``).
    case touchDown(on: TouchTarget, x: Double? = nil, y: Double? = nil)
    /// The finger that is down moves to `y`.
    case touchMove(toY: Double)
    /// The finger lifts at `y` (nil: where it is); the sheet is released.
    case touchUp(atY: Double? = nil)
    /// A whole pan on the front sheet, from touch-down to lift.
    case drag(TouchTarget, DragMotion)
    /// A tap on the front sheet's grabber.
    case tapGrabber
    /// A tap on the dimming view above the front sheet (nil: above the sheet, midway).
    case tapDimmingView(at: Point? = nil)
    /// A tap on the presenter behind the front sheet: the same hit as the dimming view.
    case tapPresenter(at: Point? = nil)
    /// A tap outside the front presentation (nil: a spot it does not cover): on a popover, the
    /// user's attempt to dismiss it unless a passthrough view takes the tap; on a sheet, the
    /// same hit as the dimming view — ``Simulator/tapOutside(at:)``.
    case tapOutside(at: Point? = nil)
    /// The interactive pop: a finger from the leading edge of `navigation`'s view.
    case swipeBack(in: String? = nil, DragMotion)
    /// A tap on the tab showing `controller`: the delegate is asked first.
    case tapTab(String, in: String? = nil)
    /// A tap on the button that shows or hides a tab bar controller's sidebar (iOS 18).
    case tapSidebarButton(in: String? = nil)
    /// A swipe on a page view controller to the next page (`forward`) or the previous one;
    /// `completes` false lets go before the page turns.
    case swipePage(PageViewDirection, in: String? = nil, completes: Bool = true)
    /// A tap on a split view controller's secondary column.
    case tapSecondary(in: String? = nil)
    /// A tap on a split view controller's display-mode button.
    case tapDisplayModeButton(in: String? = nil)
    /// A tap on a triple-column split view controller's secondary-only button.
    case tapSecondaryOnlyButton(in: String? = nil)
    /// The sidebar gesture: a finger from a split view controller's primary edge (a positive
    /// distance opens a sidebar, a negative one closes it).
    case dragSidebar(in: String? = nil, DragMotion)
    /// iOS 26: the divider of a split view controller's column dragged until the column is this
    /// wide (points); clamped by the column's minimum and maximum.
    case dragDivider(SplitViewColumn, to: Double, in: String? = nil)
    /// A row of a table view swiped sideways: `.trailing` reveals the trailing actions (the
    /// finger moves toward the leading edge).
    indirect case swipeRow(Int, revealing: SwipeEdge, DragMotion, in: String? = nil)
    /// A tap on a swipe action that shows: its handler runs and the row closes.
    case tapSwipeAction(String, in: String? = nil)
    /// A tap on a table view's row: shown swipe actions close.
    case tapRow(Int, in: String? = nil)

    // MARK: The device

    /// The device turns.
    case rotate(to: Orientation)
    /// An iPad app's window changes: a Split View side, Slide Over, full screen, any width.
    case setWindow(AppWindow)
    /// The screen environment changes (device, orientation, window, appearance) at once.
    indirect case setEnvironment(ScreenEnvironment)
    /// The software keyboard comes up for a first responder in the front sheet, over `duration`
    /// (nil: the `keyboardAnimationDuration` metric).
    case showKeyboard(height: Double, duration: SimDuration? = nil)
    /// The software keyboard goes down.
    case hideKeyboard(duration: SimDuration? = nil)
    /// The user drags an iPadOS 26 window's corner to `size` over `duration`: a live resize
    /// (``Simulator/beginWindowResize(to:over:)``).
    case resizeWindow(to: Size, over: SimDuration)

    // MARK: Alert controllers

    /// A tap on the front alert controller's action titled so: the alert leaves and the action's
    /// handler runs (``Simulator/tapAlertAction(_:)``).
    case tapAlertAction(String)

    // MARK: Appended

    /// The user drags a column's divider until the column is `to` wide, over `over`: the width
    /// follows the finger at every display frame (``Simulator/beginDividerDrag(of:to:over:in:)``).
    case dragDividerOver(SplitViewColumn, to: Double, over: SimDuration, in: String? = nil)
    // MARK: SwiftUI

    /// The app's code writes a binding a SwiftUI view declares (`showDetail = true`,
    /// `selected = "42"`, `selected = nil`): a presentation binding presents, dismisses or
    /// replaces its content (``Simulator/setBinding(_:to:)``).
    case setBinding(String, to: SwiftUIBindingValue)
    /// The content view calls `@Environment(\.dismiss)` (``Simulator/callDismiss(from:)``).
    case callDismiss(from: String)
    /// The SwiftUI view re-renders with another `presentationDetents` set, computed from the app's
    /// state (``Simulator/setPresentationDetents(_:of:)``).
    case setPresentationDetents([SwiftUIPresentation.PresentationDetent], of: String)
    /// The app's scene goes inactive or active again: Control Center pulled down and up, a system
    /// alert, the app switcher (``Simulator/setScenePhase(_:)``).
    case setScenePhase(ScenePhase)

    /// Who does an action.
    public enum Origin: String, Hashable, Sendable, CaseIterable {
        /// The app's own code, calling UIKit: never a reason for a delegate call (SheetRules 1.1,
        /// quirk 5).
        case appCode
        /// The user's finger on the screen.
        case finger
        /// The device: its orientation, its window, its keyboard.
        case device
    }

    /// Who does this action.
    public var origin: Origin {
        switch self {
        case .present, .dismiss, .set, .setDetents, .invalidateDetents, .setNeedsUpdateProperties, .updateConfiguration, .setScrollView, .scrollView,
             .scroll, .scrollToEdge, .updateViewLayoutSettings, .setSwipeActions, .registerOnTransitionCoordinator, .setRootViewController, .push, .pop,
             .popToRoot, .updateNavigationConfiguration, .setSelectedIndex, .updateTabBarConfiguration, .setSidebarHidden,
             .setPreferredDisplayMode, .updateSplitViewConfiguration, .setViewController, .showColumn, .hideColumn,
             .showDetailViewController, .show, .setViewControllers, .setBinding, .callDismiss, .setPresentationDetents:
            return .appCode
        case .touchDown, .touchMove, .touchUp, .drag, .tapGrabber, .tapDimmingView, .tapPresenter, .tapOutside, .swipeBack, .tapTab,
             .tapSidebarButton,
             .tapSecondary, .tapDisplayModeButton, .tapSecondaryOnlyButton, .dragSidebar, .dragDivider, .dragDividerOver, .swipeRow, .tapSwipeAction, .tapRow,
             .swipePage, .tapAlertAction:
            return .finger
        case .rotate, .setWindow, .setEnvironment, .showKeyboard, .hideKeyboard, .resizeWindow, .setScenePhase:
            return .device
        }
    }
}
