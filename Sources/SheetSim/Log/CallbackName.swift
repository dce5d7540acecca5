/// The name of every callback SheetSim logs: what a scenario, a test pattern or the REPL writes
/// after `RECEIVER.`, and what the language's vocabulary, completion and documentation list.
///
/// The names are UIKit's. A delegate method whose Swift base name is only its sender
/// (`navigationController(_:willShow:animated:)`, `tabBarController(_:shouldSelect:)`) is named
/// by the sender followed by its first argument label, as its Objective-C selector reads and as
/// Apple names the newer ones (`splitViewControllerDidCollapse(_:)`): `navigationControllerWillShow`,
/// `tabBarControllerShouldSelect`. ``swiftSignature`` gives the method a developer overrides.
public enum CallbackName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    // UIViewController
    case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    case willMove, didMove
    // UIContentContainer, UITraitEnvironment
    case willTransition, viewWillTransition, traitCollectionDidChange
    // UIPresentationController
    case presentationTransitionWillBegin, presentationTransitionDidEnd
    case dismissalTransitionWillBegin, dismissalTransitionDidEnd
    // UIAdaptivePresentationControllerDelegate
    case presentationControllerShouldDismiss, presentationControllerWillDismiss
    case presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss
    case adaptivePresentationStyle, presentationControllerWillPresentWithAdaptiveStyle, presentationControllerPrepare
    // UIPopoverPresentationControllerDelegate
    case popoverPresentationControllerWillRepositionPopover
    // UISheetPresentationControllerDelegate
    case sheetPresentationControllerDidChangeSelectedDetentIdentifier
    // UINavigationControllerDelegate
    case navigationControllerWillShow, navigationControllerDidShow
    // UITabBarControllerDelegate
    case tabBarControllerShouldSelect, tabBarControllerDidSelect
    case tabBarControllerShouldSelectTab, tabBarControllerDidSelectTab, tabBarControllerSidebarVisibilityWillChange
    case tabBarControllerDisplayedViewControllers
    // UIPageViewControllerDelegate
    case pageViewControllerWillTransitionTo, pageViewControllerDidFinishAnimating
    // UISplitViewControllerDelegate (column style and both forms)
    case splitViewControllerWillChangeTo, splitViewControllerWillShow, splitViewControllerWillHide
    case splitViewControllerDidShow, splitViewControllerDidHide
    case splitViewControllerTopColumnForCollapsing, splitViewControllerDisplayModeForExpanding
    case splitViewControllerDidCollapse, splitViewControllerDidExpand
    case splitViewControllerInteractivePresentationGestureWillBegin, splitViewControllerInteractivePresentationGestureDidEnd
    // UISplitViewControllerDelegate (classic)
    case primaryViewControllerForCollapsing, splitViewControllerCollapseSecondary
    case primaryViewControllerForExpanding, splitViewControllerSeparateSecondaryFrom
    case targetDisplayModeForAction, splitViewControllerShowDetail, splitViewControllerShow
    // UIViewController's split view support, called on the primary (classic)
    case collapseSecondaryViewController, separateSecondaryViewController
    // UIViewController layout (layout rules 8)
    case viewSafeAreaInsetsDidChange, viewLayoutMarginsDidChange, viewWillLayoutSubviews, viewDidLayoutSubviews
    // UIViewController's update pass (iOS 26)
    case updateProperties
    // UIScrollViewDelegate (the controller as its scroll view's delegate)
    case scrollViewDidChangeAdjustedContentInset
    // SheetSim's note of a bar's appearance switch (no UIKit callback)
    case navigationBarAppearanceChanged
    // UITableViewDelegate and UIContextualAction (the controller as its table view's delegate)
    case tableViewLeadingSwipeActionsConfigurationForRowAt, tableViewTrailingSwipeActionsConfigurationForRowAt
    case tableViewWillBeginEditingRowAt, tableViewDidEndEditingRowAt
    case contextualActionHandler
    // UIAlertAction (the handler of an alert controller's action)
    case alertActionHandler
    // UISceneDelegate (the window scene's delegate) and UIApplicationDelegate: activation
    case sceneWillResignActive, sceneDidBecomeActive
    // UIWindowSceneDelegate: an iPadOS 26 window's geometry
    case windowSceneDidUpdateEffectiveGeometry
    case applicationWillResignActive, applicationDidBecomeActive
    // UIViewControllerTransitionCoordinator (the blocks the app registered)
    case animateAlongsideTransition, animateAlongsideTransitionCompletion, notifyWhenInteractionChanges
    // SheetSim's own
    case tapReceived
    case warning, error
    // SwiftUI: a declared view's lifecycle actions and binding writes (on its hosting controller's name)
    case onAppear, onDisappear, task, onDismiss, binding
    // SwiftUI: the scene's phase, as a view's environment reads it
    case scenePhase

    public var description: String { rawValue }

    /// Whether a container forwards this callback to the children it shows (UIKit's
    /// `shouldAutomaticallyForwardAppearanceMethods`): the appearance callbacks. Trait and size
    /// transitions reach every controller through the transition coordinator instead.
    public var isForwardedToVisibleChildren: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
        default: return false
        }
    }

    /// Whether this is a layout-pass callback: many per drag, so a run can hide them
    /// (`sheetsim run --hide layout`) and an exact expectation or an exhaustive tester ignores
    /// them unless it names one (layout rules 8).
    public var isLayout: Bool {
        switch self {
        case .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
             .updateProperties, .scrollViewDidChangeAdjustedContentInset, .navigationBarAppearanceChanged:
            return true
        default:
            return false
        }
    }

    /// The UIKit type that declares the method, which decides who can receive it.
    public var declaredBy: CallbackProtocol {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
             .willMove, .didMove, .collapseSecondaryViewController, .separateSecondaryViewController:
            return .viewController
        case .willTransition, .viewWillTransition: return .contentContainer
        case .traitCollectionDidChange: return .traitEnvironment
        case .presentationTransitionWillBegin, .presentationTransitionDidEnd,
             .dismissalTransitionWillBegin, .dismissalTransitionDidEnd:
            return .presentationController
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
             .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
             .adaptivePresentationStyle, .presentationControllerWillPresentWithAdaptiveStyle, .presentationControllerPrepare:
            return .adaptivePresentationControllerDelegate
        case .popoverPresentationControllerWillRepositionPopover: return .popoverPresentationControllerDelegate
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier: return .sheetPresentationControllerDelegate
        case .navigationControllerWillShow, .navigationControllerDidShow: return .navigationControllerDelegate
        case .tabBarControllerShouldSelect, .tabBarControllerDidSelect, .tabBarControllerShouldSelectTab, .tabBarControllerDidSelectTab,
             .tabBarControllerSidebarVisibilityWillChange, .tabBarControllerDisplayedViewControllers:
            return .tabBarControllerDelegate
        case .pageViewControllerWillTransitionTo, .pageViewControllerDidFinishAnimating: return .pageViewControllerDelegate
        case .splitViewControllerWillChangeTo, .splitViewControllerWillShow, .splitViewControllerWillHide,
             .splitViewControllerDidShow, .splitViewControllerDidHide,
             .splitViewControllerTopColumnForCollapsing, .splitViewControllerDisplayModeForExpanding,
             .splitViewControllerDidCollapse, .splitViewControllerDidExpand,
             .splitViewControllerInteractivePresentationGestureWillBegin, .splitViewControllerInteractivePresentationGestureDidEnd,
             .primaryViewControllerForCollapsing, .splitViewControllerCollapseSecondary,
             .primaryViewControllerForExpanding, .splitViewControllerSeparateSecondaryFrom,
             .targetDisplayModeForAction, .splitViewControllerShowDetail, .splitViewControllerShow:
            return .splitViewControllerDelegate
        case .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
             .updateProperties:
            return .viewController
        case .scrollViewDidChangeAdjustedContentInset: return .scrollViewDelegate
        case .navigationBarAppearanceChanged: return .sheetSimLayout
        case .tableViewLeadingSwipeActionsConfigurationForRowAt, .tableViewTrailingSwipeActionsConfigurationForRowAt,
             .tableViewWillBeginEditingRowAt, .tableViewDidEndEditingRowAt:
            return .tableViewDelegate
        case .contextualActionHandler: return .contextualAction
        case .alertActionHandler: return .alertAction
        case .sceneWillResignActive, .sceneDidBecomeActive, .windowSceneDidUpdateEffectiveGeometry: return .sceneDelegate
        case .applicationWillResignActive, .applicationDidBecomeActive: return .applicationDelegate
        case .animateAlongsideTransition, .animateAlongsideTransitionCompletion, .notifyWhenInteractionChanges:
            return .transitionCoordinator
        case .tapReceived: return .sheetSimTouches
        case .warning, .error: return .sheetSimDiagnostics
        case .onAppear, .onDisappear, .task, .onDismiss, .binding, .scenePhase: return .swiftUIView
        }
    }

    /// The method as a developer writes it in Swift, e.g. `navigationController(_:willShow:animated:)`;
    /// SheetSim's own entries describe themselves.
    public var swiftSignature: String {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            return rawValue + "(_:)"
        case .willMove, .didMove: return rawValue + "(toParent:)"
        case .willTransition: return "willTransition(to:with:)"
        case .viewWillTransition: return "viewWillTransition(to:with:)"
        case .traitCollectionDidChange: return "traitCollectionDidChange(_:)"
        case .presentationTransitionWillBegin, .dismissalTransitionWillBegin: return rawValue + "()"
        case .presentationTransitionDidEnd, .dismissalTransitionDidEnd: return rawValue + "(_:)"
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
             .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
             .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            return rawValue + "(_:)"
        case .adaptivePresentationStyle: return "adaptivePresentationStyle(for:traitCollection:)"
        case .presentationControllerWillPresentWithAdaptiveStyle:
            return "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
        case .presentationControllerPrepare: return "presentationController(_:prepare:)"
        case .popoverPresentationControllerWillRepositionPopover: return "popoverPresentationController(_:willRepositionPopoverTo:in:)"
        case .navigationControllerWillShow: return "navigationController(_:willShow:animated:)"
        case .navigationControllerDidShow: return "navigationController(_:didShow:animated:)"
        case .tabBarControllerShouldSelect: return "tabBarController(_:shouldSelect:)"
        case .tabBarControllerDidSelect: return "tabBarController(_:didSelect:)"
        case .tabBarControllerShouldSelectTab: return "tabBarController(_:shouldSelectTab:)"
        case .tabBarControllerDidSelectTab: return "tabBarController(_:didSelectTab:previousTab:)"
        case .tabBarControllerSidebarVisibilityWillChange: return "tabBarController(_:sidebarVisibilityWillChange:animator:)"
        case .tabBarControllerDisplayedViewControllers: return "tabBarController(_:displayedViewControllersFor:proposedViewControllers:)"
        case .pageViewControllerWillTransitionTo: return "pageViewController(_:willTransitionTo:)"
        case .pageViewControllerDidFinishAnimating:
            return "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
        case .splitViewControllerWillChangeTo: return "splitViewController(_:willChangeTo:)"
        case .splitViewControllerWillShow: return "splitViewController(_:willShow:)"
        case .splitViewControllerWillHide: return "splitViewController(_:willHide:)"
        case .splitViewControllerDidShow: return "splitViewController(_:didShow:)"
        case .splitViewControllerDidHide: return "splitViewController(_:didHide:)"
        case .splitViewControllerTopColumnForCollapsing: return "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
        case .splitViewControllerDisplayModeForExpanding: return "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)"
        case .splitViewControllerDidCollapse, .splitViewControllerDidExpand,
             .splitViewControllerInteractivePresentationGestureWillBegin, .splitViewControllerInteractivePresentationGestureDidEnd:
            return rawValue + "(_:)"
        case .primaryViewControllerForCollapsing: return "primaryViewController(forCollapsing:)"
        case .splitViewControllerCollapseSecondary: return "splitViewController(_:collapseSecondary:onto:)"
        case .primaryViewControllerForExpanding: return "primaryViewController(forExpanding:)"
        case .splitViewControllerSeparateSecondaryFrom: return "splitViewController(_:separateSecondaryFrom:)"
        case .targetDisplayModeForAction: return "targetDisplayModeForAction(in:)"
        case .splitViewControllerShowDetail: return "splitViewController(_:showDetail:sender:)"
        case .splitViewControllerShow: return "splitViewController(_:show:sender:)"
        case .collapseSecondaryViewController: return "collapseSecondaryViewController(_:for:)"
        case .separateSecondaryViewController: return "separateSecondaryViewController(for:)"
        case .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
             .updateProperties:
            return rawValue + "()"
        case .scrollViewDidChangeAdjustedContentInset: return "scrollViewDidChangeAdjustedContentInset(_:)"
        case .navigationBarAppearanceChanged:
            return "SheetSim's note that the navigation bar switched between scrollEdgeAppearance and standardAppearance (UIKit calls nothing)"
        case .tableViewLeadingSwipeActionsConfigurationForRowAt: return "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
        case .tableViewTrailingSwipeActionsConfigurationForRowAt: return "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
        case .tableViewWillBeginEditingRowAt: return "tableView(_:willBeginEditingRowAt:)"
        case .tableViewDidEndEditingRowAt: return "tableView(_:didEndEditingRowAt:)"
        case .contextualActionHandler: return "UIContextualAction.Handler, called as (action, sourceView, completionHandler)"
        case .alertActionHandler: return "UIAlertAction's handler, called with the action"
        case .sceneWillResignActive, .sceneDidBecomeActive, .applicationWillResignActive, .applicationDidBecomeActive:
            return rawValue + "(_:)"
        case .windowSceneDidUpdateEffectiveGeometry: return "windowScene(_:didUpdateEffectiveGeometry:)"
        case .animateAlongsideTransition:
            return "animate(alongsideTransition:completion:), its animation block, called with the coordinator's context"
        case .animateAlongsideTransitionCompletion:
            return "animate(alongsideTransition:completion:), its completion block, called with the coordinator's context"
        case .notifyWhenInteractionChanges: return "notifyWhenInteractionChanges(_:), its handler, called with the coordinator's context"
        case .tapReceived: return "a tap that reached this controller through an undimmed area"
        case .warning: return "a SheetSim warning"
        case .error: return "an error UIKit would raise, reported instead"
        case .onAppear: return "SwiftUI's onAppear(perform:), its action"
        case .onDisappear: return "SwiftUI's onDisappear(perform:), its action"
        case .task: return "SwiftUI's task(priority:_:): its task started, or cancelled"
        case .onDismiss: return "the onDismiss closure of sheet(isPresented:onDismiss:content:) and its kin"
        case .binding: return "a write to a Binding the view declares, labelled with the binding's name"
        case .scenePhase: return "SwiftUI's @Environment(\\.scenePhase) as the view reads it: the scene went inactive or active"
        }
    }
}

extension CallbackName {
    /// The name's index in `allCases`: a slot in a table with one entry per name, for code that
    /// looks names up per log entry, where hashing the raw value would cost more than the look-up.
    public var ordinal: Int { position }
}
