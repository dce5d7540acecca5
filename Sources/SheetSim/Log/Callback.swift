/// A callback UIKit makes, with its arguments, under UIKit's own method name.
///
/// SheetRules 4 gives the orders; this type only names what can be called.
public enum Callback: Hashable, Sendable {
    // MARK: UIViewController appearance (SheetRules 4.1–4.9)
    case viewWillAppear(animated: Bool)
    /// iOS 17 (back-deployed to 13 in the SDK); logged per the OS profile. SheetRules 4.1.
    case viewIsAppearing(animated: Bool)
    case viewDidAppear(animated: Bool)
    case viewWillDisappear(animated: Bool)
    case viewDidDisappear(animated: Bool)
    /// `willMove(toParent:)`: a container is about to adopt (or, with nil, release) the controller.
    case willMove(toParent: String?)
    /// `didMove(toParent:)`: the containment change finished.
    case didMove(toParent: String?)
    /// `willTransition(to:with:)` before the controller's traits change, with the new size classes.
    case willTransition(to: TraitCollection)
    /// `viewWillTransition(to:with:)` on rotation, with the new container size.
    case viewWillTransition(to: Size)
    /// `traitCollectionDidChange(_:)` when a size class changes.
    case traitCollectionDidChange

    // MARK: UIPresentationController
    case presentationTransitionWillBegin
    case presentationTransitionDidEnd(completed: Bool)
    case dismissalTransitionWillBegin
    case dismissalTransitionDidEnd(completed: Bool)

    // MARK: UIAdaptivePresentationControllerDelegate (SheetRules 1.3)
    /// The delegate was asked; `answer` is what it returned.
    case presentationControllerShouldDismiss(answer: Bool)
    case presentationControllerWillDismiss
    case presentationControllerDidDismiss
    case presentationControllerDidAttemptToDismiss
    /// `adaptivePresentationStyle(for:traitCollection:)`: asked for the style in the new traits;
    /// `answer` is what it returned (`.none` keeps the presentation's own style).
    case adaptivePresentationStyle(traitCollection: TraitCollection, answer: ModalPresentationStyle)
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
    case presentationControllerWillPresentWithAdaptiveStyle(ModalPresentationStyle)
    /// `presentationController(_:prepare:)` (iOS 15+): the adaptive presentation controller, named
    /// by its class (`UISheetPresentationController`), is about to present; the app configures it.
    case presentationControllerPrepare(adaptivePresentationController: String)

    // MARK: UIPopoverPresentationControllerDelegate (SheetRules 8)
    /// `popoverPresentationController(_:willRepositionPopoverTo:in:)`: the popover is placed
    /// again, pointing at `rect` in window coordinates.
    case popoverPresentationControllerWillRepositionPopover(to: Rect)

    // MARK: UISheetPresentationControllerDelegate (SheetRules 1.3)
    /// Sent only for user-driven detent changes; the argument is the new selection.
    case sheetPresentationControllerDidChangeSelectedDetentIdentifier(DetentIdentifier?)

    // MARK: UINavigationControllerDelegate
    /// `navigationController(_:willShow:animated:)`.
    case navigationControllerWillShow(String, animated: Bool)
    /// `navigationController(_:didShow:animated:)`.
    case navigationControllerDidShow(String, animated: Bool)

    // MARK: UITabBarControllerDelegate
    /// `tabBarController(_:shouldSelect:)`: asked before a tap selects a tab; `answer` is what it returned.
    case tabBarControllerShouldSelect(String, answer: Bool)
    /// `tabBarController(_:didSelect:)`.
    case tabBarControllerDidSelect(String)
    /// `tabBarController(_:shouldSelectTab:)` (iOS 18): asked before a tap selects a `UITab`;
    /// `answer` is what it returned.
    case tabBarControllerShouldSelectTab(String, answer: Bool)
    /// `tabBarController(_:didSelectTab:previousTab:)` (iOS 18).
    case tabBarControllerDidSelectTab(String, previousTab: String)
    /// `tabBarController(_:sidebarVisibilityWillChange:animator:)` (iOS 18), of the sidebar's
    /// delegate, logged on the tab bar controller's delegate (one object in most apps);
    /// `isHidden` is the sidebar's new `isHidden`.
    case tabBarControllerSidebarVisibilityWillChange(isHidden: Bool)
    /// `tabBarController(_:displayedViewControllersFor:proposedViewControllers:)` (iOS 18), for a
    /// tab of a group with a managing navigation controller: the tab and the controller it
    /// proposes. SheetSim models the answer that displays the proposal.
    case tabBarControllerDisplayedViewControllers(String, proposed: String)

    // MARK: UIPageViewControllerDelegate (container rules 5)
    /// `pageViewController(_:willTransitionTo:)`: a swipe is about to turn to this page.
    case pageViewControllerWillTransitionTo(String)
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
    /// a swipe's turn ended; `completed` is false when the user gave it up.
    case pageViewControllerDidFinishAnimating(Bool, previous: String, completed: Bool)

    // MARK: UISplitViewControllerDelegate (split view rules 3, 4, 8)
    /// `splitViewController(_:willChangeTo:)`, before a display-mode change.
    case splitViewControllerWillChangeTo(displayMode: SplitDisplayMode)
    /// `splitViewController(_:willShow:)`: a column is about to appear (user actions, rotation, expand).
    case splitViewControllerWillShow(column: SplitViewColumn)
    /// `splitViewController(_:willHide:)`.
    case splitViewControllerWillHide(column: SplitViewColumn)
    /// `splitViewController(_:didShow:)` (iOS 26): the system finished showing a column, after its
    /// `willShow` (split view rules 12).
    case splitViewControllerDidShow(column: SplitViewColumn)
    /// `splitViewController(_:didHide:)` (iOS 26).
    case splitViewControllerDidHide(column: SplitViewColumn)
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, with its answer.
    case splitViewControllerTopColumnForCollapsing(proposed: SplitViewColumn, answer: SplitViewColumn)
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`, with its answer.
    case splitViewControllerDisplayModeForExpanding(proposed: SplitDisplayMode, answer: SplitDisplayMode)
    case splitViewControllerDidCollapse
    case splitViewControllerDidExpand
    case splitViewControllerInteractivePresentationGestureWillBegin
    case splitViewControllerInteractivePresentationGestureDidEnd
    /// Classic `primaryViewController(forCollapsing:)`, with its answer (nil keeps the primary).
    case primaryViewControllerForCollapsing(answer: String?)
    /// Classic `splitViewController(_:collapseSecondary:onto:)`, with its answer (true: handled).
    case splitViewControllerCollapseSecondary(String, onto: String, answer: Bool)
    /// Classic `primaryViewController(forExpanding:)`, with its answer.
    case primaryViewControllerForExpanding(answer: String?)
    /// Classic `splitViewController(_:separateSecondaryFrom:)`, with its answer.
    case splitViewControllerSeparateSecondaryFrom(String, answer: String?)
    /// Classic `targetDisplayModeForAction(in:)`, with its answer (`automatic`: UIKit decides).
    case targetDisplayModeForAction(answer: SplitDisplayMode)
    /// `splitViewController(_:showDetail:sender:)`, with its answer (true: handled).
    case splitViewControllerShowDetail(String, answer: Bool)
    /// `splitViewController(_:show:sender:)`, with its answer.
    case splitViewControllerShow(String, answer: Bool)

    // MARK: UIViewController's split view support (split view rules 4.2, 4.3)
    /// `collapseSecondaryViewController(_:for:)` on the primary: a navigation controller pushes the secondary.
    case collapseSecondaryViewController(String, for: String)
    /// `separateSecondaryViewController(for:)` on the primary, with what it returned.
    case separateSecondaryViewController(for: String, answer: String?)
    // MARK: Layout (layout rules 8)
    /// `viewSafeAreaInsetsDidChange()`.
    case viewSafeAreaInsetsDidChange
    /// `viewLayoutMarginsDidChange()`.
    case viewLayoutMarginsDidChange
    /// `updateProperties()` (iOS 26): the update pass that comes before layout (SheetRules 9.5).
    case updateProperties
    /// `viewWillLayoutSubviews()`.
    case viewWillLayoutSubviews
    /// `viewDidLayoutSubviews()`.
    case viewDidLayoutSubviews
    /// `scrollViewDidChangeAdjustedContentInset(_:)`, to the controller whose content the scroll view is.
    case scrollViewDidChangeAdjustedContentInset
    /// SheetSim's note: the navigation bar now uses this appearance (layout rules 45).
    case navigationBarAppearanceChanged(BarAppearance)

    // MARK: Table view swipe actions (layout rules 53)
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` for a row (section 0).
    case tableViewLeadingSwipeActionsConfigurationForRowAt(row: Int)
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    case tableViewTrailingSwipeActionsConfigurationForRowAt(row: Int)
    /// `tableView(_:willBeginEditingRowAt:)`: the row's swipe actions start to show.
    case tableViewWillBeginEditingRowAt(row: Int)
    /// `tableView(_:didEndEditingRowAt:)`: they are hidden again.
    case tableViewDidEndEditingRowAt(row: Int)
    /// A swipe action's handler ran: the action's title and its row.
    case contextualActionHandler(title: String, row: Int)
    /// An alert action's handler ran: the action's title (SheetRules 11.3).
    case alertActionHandler(title: String)

    // MARK: Activation (split view rules 5.2)
    /// `sceneWillResignActive(_:)` on the window scene's delegate: a multitasking resize begins,
    /// or the app enters Slide Over (iOS 13 and later).
    case sceneWillResignActive
    /// `sceneDidBecomeActive(_:)` on the window scene's delegate: the resize is over, out of Slide Over.
    case sceneDidBecomeActive
    /// `windowScene(_:didUpdateEffectiveGeometry:)` on the window scene's delegate: an iPadOS 26
    /// window's size, orientation or live-resize state changed (split view rules 13), with the
    /// window's size and `isInteractivelyResizing` after the change.
    case windowSceneDidUpdateEffectiveGeometry(size: Size, isInteractivelyResizing: Bool)
    /// `applicationWillResignActive(_:)` on the application delegate: as the scene's, in an app
    /// without scenes (iOS 12).
    case applicationWillResignActive
    /// `applicationDidBecomeActive(_:)` on the application delegate.
    case applicationDidBecomeActive
    // MARK: UIViewControllerTransitionCoordinator (SheetRules 4.5)
    /// The animation block of `animate(alongsideTransition:completion:)` ran, with what the
    /// coordinator's context said then.
    case animateAlongsideTransition(isInteractive: Bool, isCancelled: Bool)
    /// The completion block of `animate(alongsideTransition:completion:)` ran: the transition ended,
    /// finished or cancelled.
    case animateAlongsideTransitionCompletion(isInteractive: Bool, isCancelled: Bool)
    /// The handler of `notifyWhenInteractionChanges(_:)` ran: the transition stopped being interactive.
    case notifyWhenInteractionChanges(isInteractive: Bool, isCancelled: Bool)

    // MARK: Touches that reach the presenter
    /// A tap passed through an undimmed area to the presenter (SheetRules 2.3).
    case tapReceived(at: Point)

    // MARK: SheetSim's own entries
    /// Something UIKit would do that a developer should know about (e.g. the shadow quirk).
    case warning(String)
    /// Something UIKit would fail at (e.g. SheetRules quirk 12), reported instead of crashing.
    case error(String)

    // MARK: SwiftUI: a declared view, logged on the name of the UIHostingController that hosts it
    /// The view's `onAppear` action ran.
    case onAppear
    /// The view's `onDisappear` action ran.
    case onDisappear
    /// The view's `.task` started (with its appearance) or was cancelled (with its disappearance).
    case task(SwiftUITaskPhase)
    /// A presentation modifier's `onDismiss` closure ran, on the view that carries the modifier.
    case onDismiss
    /// A binding the view declares was written (`content.binding(showDetail: false)`): by the
    /// app's code, or by SwiftUI itself (a dismissal's write-back, a settled drag's selection).
    case binding(String, SwiftUIBindingValue)
    /// The scene's phase, as the view's `@Environment(\.scenePhase)` reads it, changed
    /// (`content.scenePhase(inactive)`): Control Center pulled down, a system alert, the app
    /// switcher, and back.
    case scenePhase(ScenePhase)

    /// UIKit's method name, without arguments: what scenario expectations match on.
    public var name: String { callbackName.rawValue }

    /// The callback's name as a value of the vocabulary type.
    public var callbackName: CallbackName {
        switch self {
        case .viewWillAppear: return .viewWillAppear
        case .viewIsAppearing: return .viewIsAppearing
        case .viewDidAppear: return .viewDidAppear
        case .viewWillDisappear: return .viewWillDisappear
        case .viewDidDisappear: return .viewDidDisappear
        case .willMove: return .willMove
        case .didMove: return .didMove
        case .willTransition: return .willTransition
        case .viewWillTransition: return .viewWillTransition
        case .traitCollectionDidChange: return .traitCollectionDidChange
        case .presentationTransitionWillBegin: return .presentationTransitionWillBegin
        case .presentationTransitionDidEnd: return .presentationTransitionDidEnd
        case .dismissalTransitionWillBegin: return .dismissalTransitionWillBegin
        case .dismissalTransitionDidEnd: return .dismissalTransitionDidEnd
        case .presentationControllerShouldDismiss: return .presentationControllerShouldDismiss
        case .presentationControllerWillDismiss: return .presentationControllerWillDismiss
        case .presentationControllerDidDismiss: return .presentationControllerDidDismiss
        case .presentationControllerDidAttemptToDismiss: return .presentationControllerDidAttemptToDismiss
        case .adaptivePresentationStyle: return .adaptivePresentationStyle
        case .presentationControllerWillPresentWithAdaptiveStyle: return .presentationControllerWillPresentWithAdaptiveStyle
        case .presentationControllerPrepare: return .presentationControllerPrepare
        case .popoverPresentationControllerWillRepositionPopover: return .popoverPresentationControllerWillRepositionPopover
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            return .sheetPresentationControllerDidChangeSelectedDetentIdentifier
        case .navigationControllerWillShow: return .navigationControllerWillShow
        case .navigationControllerDidShow: return .navigationControllerDidShow
        case .tabBarControllerShouldSelect: return .tabBarControllerShouldSelect
        case .tabBarControllerDidSelect: return .tabBarControllerDidSelect
        case .tabBarControllerShouldSelectTab: return .tabBarControllerShouldSelectTab
        case .tabBarControllerDidSelectTab: return .tabBarControllerDidSelectTab
        case .tabBarControllerSidebarVisibilityWillChange: return .tabBarControllerSidebarVisibilityWillChange
        case .tabBarControllerDisplayedViewControllers: return .tabBarControllerDisplayedViewControllers
        case .pageViewControllerWillTransitionTo: return .pageViewControllerWillTransitionTo
        case .pageViewControllerDidFinishAnimating: return .pageViewControllerDidFinishAnimating
        case .splitViewControllerWillChangeTo: return .splitViewControllerWillChangeTo
        case .splitViewControllerWillShow: return .splitViewControllerWillShow
        case .splitViewControllerWillHide: return .splitViewControllerWillHide
        case .splitViewControllerDidShow: return .splitViewControllerDidShow
        case .splitViewControllerDidHide: return .splitViewControllerDidHide
        case .splitViewControllerTopColumnForCollapsing: return .splitViewControllerTopColumnForCollapsing
        case .splitViewControllerDisplayModeForExpanding: return .splitViewControllerDisplayModeForExpanding
        case .splitViewControllerDidCollapse: return .splitViewControllerDidCollapse
        case .splitViewControllerDidExpand: return .splitViewControllerDidExpand
        case .splitViewControllerInteractivePresentationGestureWillBegin: return .splitViewControllerInteractivePresentationGestureWillBegin
        case .splitViewControllerInteractivePresentationGestureDidEnd: return .splitViewControllerInteractivePresentationGestureDidEnd
        case .primaryViewControllerForCollapsing: return .primaryViewControllerForCollapsing
        case .splitViewControllerCollapseSecondary: return .splitViewControllerCollapseSecondary
        case .primaryViewControllerForExpanding: return .primaryViewControllerForExpanding
        case .splitViewControllerSeparateSecondaryFrom: return .splitViewControllerSeparateSecondaryFrom
        case .targetDisplayModeForAction: return .targetDisplayModeForAction
        case .splitViewControllerShowDetail: return .splitViewControllerShowDetail
        case .splitViewControllerShow: return .splitViewControllerShow
        case .collapseSecondaryViewController: return .collapseSecondaryViewController
        case .separateSecondaryViewController: return .separateSecondaryViewController
        case .viewSafeAreaInsetsDidChange: return .viewSafeAreaInsetsDidChange
        case .viewLayoutMarginsDidChange: return .viewLayoutMarginsDidChange
        case .updateProperties: return .updateProperties
        case .viewWillLayoutSubviews: return .viewWillLayoutSubviews
        case .viewDidLayoutSubviews: return .viewDidLayoutSubviews
        case .scrollViewDidChangeAdjustedContentInset: return .scrollViewDidChangeAdjustedContentInset
        case .navigationBarAppearanceChanged: return .navigationBarAppearanceChanged
        case .tableViewLeadingSwipeActionsConfigurationForRowAt: return .tableViewLeadingSwipeActionsConfigurationForRowAt
        case .tableViewTrailingSwipeActionsConfigurationForRowAt: return .tableViewTrailingSwipeActionsConfigurationForRowAt
        case .tableViewWillBeginEditingRowAt: return .tableViewWillBeginEditingRowAt
        case .tableViewDidEndEditingRowAt: return .tableViewDidEndEditingRowAt
        case .contextualActionHandler: return .contextualActionHandler
        case .alertActionHandler: return .alertActionHandler
        case .sceneWillResignActive: return .sceneWillResignActive
        case .sceneDidBecomeActive: return .sceneDidBecomeActive
        case .windowSceneDidUpdateEffectiveGeometry: return .windowSceneDidUpdateEffectiveGeometry
        case .applicationWillResignActive: return .applicationWillResignActive
        case .applicationDidBecomeActive: return .applicationDidBecomeActive
        case .animateAlongsideTransition: return .animateAlongsideTransition
        case .animateAlongsideTransitionCompletion: return .animateAlongsideTransitionCompletion
        case .notifyWhenInteractionChanges: return .notifyWhenInteractionChanges
        case .tapReceived: return .tapReceived
        case .warning: return .warning
        case .error: return .error
        case .onAppear: return .onAppear
        case .onDisappear: return .onDisappear
        case .task: return .task
        case .onDismiss: return .onDismiss
        case .binding: return .binding
        case .scenePhase: return .scenePhase
        }
    }

    /// The arguments in the order they print. A positional argument (the view controller a
    /// navigation or tab bar delegate method is about, a warning's text) prints without its label,
    /// as the Swift call would read; JSON output always names it. Labels, and whether each is
    /// printed, are the name's ``CallbackName/parameters``.
    public var arguments: [CallbackArgument] {
        // A binding write is labelled with the binding's own name, as `showDetail = false` reads.
        if case .binding(let name, let value) = self { return [CallbackArgument(label: name, value: value.description)] }
        return zip(callbackName.parameters, argumentValues).map { parameter, value in
            CallbackArgument(label: parameter.label, value: value, isPositional: parameter.isPositional,
                             isQuoted: parameter.isQuoted)
        }
    }

    /// The values of ``arguments``, one for each of the name's parameters, as the log prints them.
    var argumentValues: [String] {
        switch self {
        case .viewWillAppear(let a), .viewIsAppearing(let a), .viewDidAppear(let a),
             .viewWillDisappear(let a), .viewDidDisappear(let a):
            return [String(a)]
        case .willMove(let parent), .didMove(let parent):
            return [parent ?? "nil"]
        case .willTransition(let traits):
            return [traits.sizeClassText]
        case .viewWillTransition(let size):
            return ["\(NumberFormat.points(size.width)) x \(NumberFormat.points(size.height))"]
        case .windowSceneDidUpdateEffectiveGeometry(let size, let resizing):
            return ["\(NumberFormat.points(size.width)) x \(NumberFormat.points(size.height))", String(resizing)]
        case .presentationTransitionDidEnd(let c), .dismissalTransitionDidEnd(let c):
            return [String(c)]
        case .presentationControllerShouldDismiss(let answer):
            return [String(answer)]
        case .adaptivePresentationStyle(let traits, let answer):
            return [traits.sizeClassText, answer.rawValue]
        case .presentationControllerWillPresentWithAdaptiveStyle(let style):
            return [style.rawValue]
        case .presentationControllerPrepare(let controller):
            return [controller]
        case .popoverPresentationControllerWillRepositionPopover(let rect):
            return [NumberFormat.points(rect.x), NumberFormat.points(rect.y), NumberFormat.points(rect.width), NumberFormat.points(rect.height)]
        case .navigationControllerWillShow(let controller, let animated),
             .navigationControllerDidShow(let controller, let animated):
            return [controller, String(animated)]
        case .tabBarControllerShouldSelect(let controller, let answer), .tabBarControllerShouldSelectTab(let controller, let answer):
            return [controller, String(answer)]
        case .tabBarControllerDidSelect(let controller), .pageViewControllerWillTransitionTo(let controller):
            return [controller]
        case .tabBarControllerDidSelectTab(let tab, let previous), .tabBarControllerDisplayedViewControllers(let tab, let previous):
            return [tab, previous]
        case .tabBarControllerSidebarVisibilityWillChange(let hidden):
            return [String(hidden)]
        case .pageViewControllerDidFinishAnimating(let finished, let previous, let completed):
            return [String(finished), previous, String(completed)]
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let id):
            return [id.map { $0.description } ?? "nil"]
        case .splitViewControllerWillChangeTo(let mode):
            return [mode.rawValue]
        case .splitViewControllerWillShow(let column), .splitViewControllerWillHide(let column),
             .splitViewControllerDidShow(let column), .splitViewControllerDidHide(let column):
            return [column.rawValue]
        case .splitViewControllerTopColumnForCollapsing(let proposed, let answer):
            return [proposed.rawValue, answer.rawValue]
        case .splitViewControllerDisplayModeForExpanding(let proposed, let answer):
            return [proposed.rawValue, answer.rawValue]
        case .primaryViewControllerForCollapsing(let answer), .primaryViewControllerForExpanding(let answer):
            return [answer ?? "nil"]
        case .splitViewControllerCollapseSecondary(let secondary, let primary, let answer):
            return [secondary, primary, String(answer)]
        case .splitViewControllerSeparateSecondaryFrom(let primary, let answer):
            return [primary, answer ?? "nil"]
        case .targetDisplayModeForAction(let answer):
            return [answer.rawValue]
        case .splitViewControllerShowDetail(let controller, let answer), .splitViewControllerShow(let controller, let answer):
            return [controller, String(answer)]
        case .collapseSecondaryViewController(let secondary, let split):
            return [secondary, split]
        case .separateSecondaryViewController(let split, let answer):
            return [split, answer ?? "nil"]
        case .navigationBarAppearanceChanged(let appearance):
            return [appearance.rawValue]
        case .tableViewLeadingSwipeActionsConfigurationForRowAt(let row), .tableViewTrailingSwipeActionsConfigurationForRowAt(let row),
             .tableViewWillBeginEditingRowAt(let row), .tableViewDidEndEditingRowAt(let row):
            return [String(row)]
        case .contextualActionHandler(let title, let row):
            return [title, String(row)]
        case .alertActionHandler(let title):
            return [title]
        case .animateAlongsideTransition(let interactive, let cancelled),
             .animateAlongsideTransitionCompletion(let interactive, let cancelled),
             .notifyWhenInteractionChanges(let interactive, let cancelled):
            return [String(interactive), String(cancelled)]
        case .tapReceived(let p):
            return [NumberFormat.points(p.x), NumberFormat.points(p.y)]
        case .warning(let text), .error(let text):
            return [text]
        case .task(let phase):
            return [phase.rawValue]
        case .scenePhase(let phase):
            return [phase.rawValue]
        case .binding(_, let value):
            return [value.description]
        case .onAppear, .onDisappear, .onDismiss:
            return []
        case .traitCollectionDidChange, .presentationTransitionWillBegin, .dismissalTransitionWillBegin,
             .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss, .splitViewControllerDidCollapse, .splitViewControllerDidExpand,
             .splitViewControllerInteractivePresentationGestureWillBegin, .splitViewControllerInteractivePresentationGestureDidEnd,
             .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .updateProperties,
             .viewWillLayoutSubviews, .viewDidLayoutSubviews, .scrollViewDidChangeAdjustedContentInset,
             .sceneWillResignActive, .sceneDidBecomeActive, .applicationWillResignActive, .applicationDidBecomeActive:
            return []
        }
    }

    /// `viewWillAppear(animated: true)`, `presentationControllerWillDismiss`,
    /// `warning("…")`: the text the log prints after the receiver.
    public var description: String {
        let args = arguments
        guard !args.isEmpty else { return name }
        var text = name
        text += "("
        Self.append(args, to: &text)
        text += ")"
        return text
    }

    /// What the log prints between the parentheses (`animated: true`); empty when there are none.
    public var argumentsText: String {
        var text = ""
        Self.append(arguments, to: &text)
        return text
    }

    /// Appends `arguments` as the log prints them, separated by commas, in place: mapping them
    /// to texts and joining those makes two arrays and a string per argument, for every line a
    /// log prints.
    private static func append(_ arguments: [CallbackArgument], to text: inout String) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text += ", " }
            argument.append(to: &text)
        }
    }
}

/// One argument of a logged callback.
public struct CallbackArgument: Hashable, Sendable {
    /// The argument's label; JSON output uses it as the key.
    public var label: String
    /// The value as the log prints it.
    public var value: String
    /// Printed without its label (`navigationControllerWillShow(message, animated: true)`).
    public var isPositional: Bool
    /// Printed as a quoted string literal (a warning's text).
    public var isQuoted: Bool

    public init(label: String, value: String, isPositional: Bool = false, isQuoted: Bool = false) {
        self.label = label
        self.value = value
        self.isPositional = isPositional
        self.isQuoted = isQuoted
    }

    init(_ label: String, _ value: String) { self.init(label: label, value: value) }

    /// An argument printed without its label.
    public static func positional(_ label: String, _ value: String) -> CallbackArgument {
        CallbackArgument(label: label, value: value, isPositional: true)
    }

    /// `label: value`, or the value alone when positional.
    public var text: String {
        var text = ""
        append(to: &text)
        return text
    }

    /// Appends ``text`` to `text`.
    func append(to text: inout String) {
        if !isPositional {
            text += label
            text += ": "
        }
        text += isQuoted ? LogText.quoted(value) : value
    }
}
