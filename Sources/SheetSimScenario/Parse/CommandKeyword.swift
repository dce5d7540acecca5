/// The words that start a scenario line, one case per command, in the order help and hints list
/// them.
///
/// The parser switches over these cases exhaustively, and ``Vocabulary/commands`` (help, did-you-mean
/// hints, Tab completion) is read from them, so a command cannot be known to one and missing from
/// the other. A line's first word is found with one dictionary lookup, not compared with each
/// command in turn.
public enum CommandKeyword: String, CaseIterable, Sendable {
    // Setup.
    /// `scenario "title"`: the title a run reports (``ScenarioCommand/title(_:)``).
    case scenario
    /// `include "_setup.sheet"`: another file's lines in place of this one, its path relative to
    /// this file's folder.
    case include
    /// `device "iPhone 14 Pro" [orientation]` or `device custom width … height …`
    /// (``ScenarioCommand/device(_:_:)``).
    case device
    /// `os 17 [viewIsAppearing on|off] …`: the iOS release simulated (``ScenarioCommand/os(_:)``).
    case os
    /// `appearance light|dark`: the `userInterfaceStyle` (``ScenarioCommand/appearance(_:)``).
    case appearance
    /// `reduceMotion on|off`: the Reduce Motion setting (``ScenarioCommand/reduceMotion(_:)``).
    case reduceMotion
    /// `window slideOver`, `window width 678pt`: an iPad app's window, the one it launches in
    /// before the first action and a resize after it (``ScenarioCommand/window(_:)``,
    /// ``ScenarioCommand/action(_:)``).
    case window
    /// `multitasking windowedApps`: iPadOS 26's multitasking setting
    /// (``ScenarioCommand/multitasking(_:)``).
    case multitasking
    /// `sizeRestrictions minimumSize width 500pt height 400pt`: the app's
    /// `windowScene.sizeRestrictions?.minimumSize` (``ScenarioCommand/sizeRestrictions(minimumSize:)``).
    case sizeRestrictions
    /// `sdk 18`: the SDK the app is built with (``ScenarioCommand/sdk(_:)``).
    case sdk
    /// `preferredWindowingControlStyle minimal`: what the scene delegate's
    /// `preferredWindowingControlStyle(for:)` answers (``ScenarioCommand/preferredWindowingControlStyle(_:)``).
    case preferredWindowingControlStyle
    /// `metric NAME = VALUE`: a `UIKitMetrics` number (``ScenarioCommand/metric(name:value:)``).
    case metric
    /// `option NAME = VALUE`: a `BehaviorOptions` choice (``ScenarioCommand/option(_:)``).
    case option

    // The app's controllers.
    /// `navigationController "nav" root "inbox"`: declares a `UINavigationController`.
    case navigationController
    /// `tabBarController "tabs" tabs "home", "search"`: declares a `UITabBarController`.
    case tabBarController
    /// `tabGroup "library" in "tabs" tabs "albums", "artists"`: a `UITabGroup` of a tab bar
    /// controller (iOS 18), which then shows `UITab`s.
    case tabGroup
    /// `searchTab "search" in "tabs"`: a `UISearchTab` of a tab bar controller (iOS 18), pinned at
    /// its trailing edge; the controller then shows `UITab`s.
    case searchTab
    /// `splitViewController "split" classic|doubleColumn|tripleColumn`: declares a
    /// `UISplitViewController` of that style.
    case splitViewController
    /// `pageViewController "pages" pages "one", "two"`: declares a scroll-style
    /// `UIPageViewController` and its pages, in the data source's order.
    case pageViewController
    /// `column secondary "detail"`: a column of the split view controller declared last
    /// (``ScenarioCommand/setColumn(_:_:split:)``).
    case column
    /// `rootViewController "nav"`: the window's `rootViewController`
    /// (``ScenarioCommand/rootViewController(_:)``).
    case rootViewController

    // Sheet configuration.
    /// `sheet "child"`: the following configuration lines describe this controller
    /// (``ScenarioCommand/selectSheet(_:)``).
    case sheet
    /// `detents medium large`: the sheet's `detents` (``ScenarioCommand/detents(_:animated:)``).
    case detents
    /// `presentationDetents medium, large`: SwiftUI's spelling of ``detents``.
    case presentationDetents
    /// `set PROPERTY = VALUE`: a property of the current sheet, of the container declared last,
    /// or a view controller's layout setting.
    case set
    /// `animateChanges set …`, `animateChanges detents …`, `animateChanges invalidateDetents`: the
    /// change made inside `animateChanges(_:)`.
    case animateChanges
    /// `invalidateDetents`: `invalidateDetents()` (`UserAction.invalidateDetents`, in ``ScenarioCommand/action(_:)``).
    case invalidateDetents
    /// `alert "confirm" preferredStyle actionSheet`: the controller is a `UIAlertController`; the
    /// following lines configure it (``ScenarioCommand/alert(_:preferredStyle:)``).
    case alert
    /// `action "Delete" destructive`: a `UIAlertAction` added to the alert controller declared
    /// last (``ScenarioCommand/alertAction(_:)``).
    case action

    // Actions.
    /// `present ["name"] [from "controller"] [animated|notAnimated]`:
    /// `present(_:animated:completion:)` (``ScenarioCommand/present(name:from:animated:)``).
    case present
    /// `dismiss [animated|notAnimated]`: `dismiss(animated:completion:)` on the front sheet.
    case dismiss
    /// `push "message" [in "nav"]`: `pushViewController(_:animated:)`.
    case push
    /// `pop [in "nav"]`: `popViewController(animated:)`.
    case pop
    /// `popToRoot [in "nav"]`: `popToRootViewController(animated:)`.
    case popToRoot
    /// `swipe back by 150pt over 400ms` (the interactive pop) or
    /// `swipe row 3 left by 300pt over 200ms` (revealing a table row's swipe actions).
    case swipe
    /// `select tab "search" [in "tabs"]`: a tap on a tab bar item.
    case select
    /// `setViewControllers "two" [in "pages"] [forward|reverse] [notAnimated]`: a page view
    /// controller's `setViewControllers(_:direction:animated:completion:)`.
    case setViewControllers
    /// `show column primary` (`show(_:)`) or `show "settings"` (`show(_:sender:)`).
    case show
    /// `hide column primary`: a split view controller's `hide(_:)`.
    case hide
    /// `showDetail "post"`: `showDetailViewController(_:sender:)`.
    case showDetail
    /// `drag grabber by 300pt over 250ms`: a whole pan on the front sheet; `drag sidebar …` is a
    /// split view controller's sidebar gesture.
    case drag
    /// `touch down grabber`, `touch move to 500pt`, `touch up`: a pan one finger event at a time.
    case touch
    /// `tap grabber`, `tap dimmingView`, `tap displayModeButton`, `tap row 3`,
    /// `tap action "Archive"`: a tap on the sheet, a split view controller or a table row.
    case tap
    /// `scrollView contentHeight 2000pt`, `scrollView of "list" contentHeight 2000pt`,
    /// `scrollView none`: the current sheet's scroll view, or a named controller's
    /// (``ScenarioCommand/scrollView(_:contentOffsetY:)``).
    case scrollView
    /// `scroll to 300pt`, `scroll "list" to top`: moves the front sheet's scroll view, or a named
    /// controller's, in code.
    case scroll
    /// `setNeedsUpdateProperties`, `setNeedsUpdateProperties "list"`: a controller's
    /// `setNeedsUpdateProperties()` (`UserAction.setNeedsUpdateProperties`, iOS 26).
    case setNeedsUpdateProperties
    /// `swipeActions trailing "Delete", "Archive"`: the `UISwipeActionsConfiguration` a table's
    /// rows answer with (``ScenarioCommand/swipeActions(controller:_:_:)``).
    case swipeActions
    /// `transitionCoordinator of "sheet" in viewWillDisappear animateAlongside notifyWhenInteractionChanges`:
    /// the app registers on a controller's transition coordinator whenever it runs there
    /// (``ScenarioCommand/transitionCoordinator(_:nameLocation:)``).
    case transitionCoordinator
    /// `keyboard show 336pt`, `keyboard hide`: the software keyboard.
    case keyboard
    /// `rotate landscape`: the device turns (`UserAction.rotate`, in ``ScenarioCommand/action(_:)``).
    case rotate
    /// `resize window to 700pt x 500pt over 400ms`: the user drags an iPadOS 26 window's corner
    /// (`UserAction.resizeWindow`).
    case resize
    /// `scenePhase inactive`, `scenePhase active`: the app's scene goes inactive (Control Center
    /// pulled down, a system alert, the app switcher) or active again (`UserAction.setScenePhase`).
    case scenePhase

    // Time and expectations.
    /// `wait 300ms`, `wait until settled`, `wait until 1.5s`: runs the virtual clock.
    case wait
    /// `mark released`: names this point of the run (``ScenarioCommand/mark(_:)``).
    case mark
    /// `expect callbacks … end`, `expect sheet.viewDidAppear count == 1`,
    /// `expect no …`, `expect state …`: an expectation about the log or the state.
    case expect

    // SwiftUI modifiers as configuration lines.
    /// `presentationDragIndicator visible|hidden|automatic`: sets `prefersGrabberVisible`
    /// (`automatic`: visible when the sheet has more than one detent).
    case presentationDragIndicator
    /// `interactiveDismissDisabled [true|false]`: sets `isModalInPresentation` (true when bare).
    case interactiveDismissDisabled
    /// `presentationCornerRadius 20pt` or `nil`: sets `preferredCornerRadius`.
    case presentationCornerRadius
    /// `presentationBackgroundInteraction enabled(upThrough: medium)`, `enabled`, `disabled`,
    /// `automatic`: sets `largestUndimmedDetentIdentifier` (`enabled`: the largest detent;
    /// `disabled` and `automatic`: nil).
    case presentationBackgroundInteraction
    /// `presentationContentInteraction scrolls|resizes|automatic`: sets
    /// `prefersScrollingExpandsWhenScrolledToEdge` (false for `scrolls`).
    case presentationContentInteraction

    // SwiftUI views.
    /// `swiftUI view "content" sheet isPresented "showDetail" onDismiss content "detail"`: a SwiftUI
    /// view hosted in a `UIHostingController` of its name, with its modifiers
    /// (``ScenarioCommand/swiftUIView(_:)``).
    case swiftUI

    /// Each keyword by its spelling, in the cases' order.
    static let byName = WordTable(cases: CommandKeyword.self)
}
