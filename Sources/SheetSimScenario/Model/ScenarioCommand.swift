import SheetSim

/// A parsed scenario line (or block), with where it came from.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Sendable where Value: Sendable {}

/// One thing a scenario says. Setup commands (device, os, metric, option, appearance) describe the
/// world before anything happens; actions drive the simulator; expectations check what it did.
///
/// The cases with large payloads are `indirect`, so a command takes a few dozen bytes, not the
/// 218 a device description would make every command take: a file of a million short lines
/// parses into a million commands.
public enum ScenarioCommand: Sendable {
    // MARK: Setup (before the first action)
    case title(String)
    indirect case device(Device, Orientation)
    case os(OSProfile)
    case appearance(UserInterfaceStyle)
    case reduceMotion(Bool)
    /// `window …` before the first action: the window the app launches in.
    case window(AppWindow)
    case metric(name: String, value: Double)
    indirect case option(BehaviorSetting)

    // MARK: The app's controllers
    /// `navigationController "nav" root "inbox"`, `tabBarController "tabs" tabs "a", "b"`: declares
    /// a container (the following `set` lines configure it).
    indirect case declare(String, ControllerDeclaration)
    /// `rootViewController "nav"`: the window's root (before the first action: the one the app
    /// launches with; later: a new root).
    case rootViewController(String)
    /// A `set` line for a container (the last one declared).
    indirect case configureContainer(String, ContainerChange)
    /// `column secondary "detail"`: a split view controller's column (the last one declared).
    /// Before launch it sets up the declaration; after, `setViewController(_:for:)`.
    case setColumn(SplitViewColumn, String, split: String)

    // MARK: Sheet configuration (the current sheet: before presenting it sets up, after it changes it)
    /// `sheet "name"`: the following configuration lines describe this controller.
    case selectSheet(String)
    case detents([Detent], animated: Bool)
    case set(ConfigurationChange, animated: Bool)
    case invalidateDetents(animated: Bool)

    // MARK: Actions
    case present(name: String?, from: String?, animated: Bool)
    case push(String, in: String?, animated: Bool)
    case pop(in: String?, animated: Bool)
    case popToRoot(in: String?, animated: Bool)
    /// The interactive pop: a finger from the leading edge.
    case swipeBack(in: String?, DragMotion)
    /// A tap on a tab bar item.
    case selectTab(String, in: String?)
    /// `window …` after the first action: the running app's window changes.
    case resizeWindow(AppWindow)
    /// `show column primary` / `hide column supplementary` (`show(_:)`, `hide(_:)` in code).
    case showColumn(SplitViewColumn, in: String?)
    case hideColumn(SplitViewColumn, in: String?)
    /// `tap secondary`, `tap displayModeButton`, `tap secondaryOnlyButton`.
    case splitViewTap(SplitViewTapTarget, in: String?)
    /// `drag sidebar by 280pt over 300ms`: the sidebar gesture from the primary edge.
    case dragSidebar(in: String?, DragMotion)
    /// `showDetail "post"` (`showDetailViewController(_:sender:)`) and `show "x"` (`show(_:sender:)`).
    case showDetail(String, in: String?)
    case showViewController(String, in: String?)
    case dismiss(animated: Bool)
    case drag(TouchTarget, DragMotion)
    case touchDown(TouchTarget, y: Double?)
    case touchMove(y: Double)
    case touchUp(y: Double?)
    case tap(TapTarget, Point?)
    /// `scrollView …`: the current sheet's scroll view (before it is presented: set up with it).
    /// `contentOffsetY` is UIKit's `contentOffset.y`; nil leaves the content at its top.
    indirect case scrollView(ScrollViewState?, contentOffsetY: Double?)
    case scroll(toContentOffset: Double)
    /// `scroll to top` / `scroll to bottom`.
    case scrollToEdge(bottom: Bool)
    /// `set LAYOUT-PROPERTY [of "name"] = VALUE`: a view controller's layout setting (nil: the
    /// controller the lines above configure).
    indirect case setLayout(controller: String?, ViewLayoutChange)
    /// `swipeActions [of "name"] leading|trailing "A", "B" [performsFirstActionWithFullSwipe BOOL]`.
    indirect case swipeActions(controller: String?, SwipeEdge, SwipeActionsConfiguration?)
    /// `swipe row N [in "name"] left|right by D …`: `.trailing` when the finger moves left.
    indirect case swipeRow(Int, in: String?, SwipeEdge, DragMotion)
    /// `tap action "Delete" [in "name"]`.
    case tapSwipeAction(String, in: String?)
    /// `tap row N [in "name"]`.
    case tapRow(Int, in: String?)
    case keyboardShow(height: Double, duration: SimDuration?)
    case keyboardHide(duration: SimDuration?)
    case rotate(Orientation)
    case wait(SimDuration)
    case waitUntilSettled
    case waitUntil(SimInstant)
    case mark(String)

    // MARK: Expectations
    indirect case expectCallbacks(CallbackExpectation)
    indirect case expectState(StateExpectation)

    /// Whether this command must come before the first action.
    public var isSetup: Bool {
        switch self {
        case .title, .device, .os, .appearance, .reduceMotion, .metric, .option: return true
        default: return false
        }
    }
}

/// What a tap lands on.
public enum TapTarget: String, Sendable, CaseIterable {
    case grabber
    case dimmingView
    case presenter
}

/// How a whole drag moves.
public enum DragMotion: Sendable {
    /// By a distance over a duration (steady speed).
    case distance(Double, duration: SimDuration)
    /// By a distance at a steady speed, which is also the release velocity.
    case velocity(distance: Double, velocity: Double)
    /// To a detent's resting position over a duration.
    case toDetent(DetentIdentifier, duration: SimDuration)
    /// Explicit samples: the finger's offset from where it went down, at times after touch-down.
    case samples([(after: SimDuration, dy: Double)])
}

/// A change of one sheet configuration property, under its UIKit name.
public enum ConfigurationChange: Sendable {
    case selectedDetentIdentifier(DetentIdentifier?)
    case largestUndimmedDetentIdentifier(DetentIdentifier?)
    case prefersGrabberVisible(Bool)
    case preferredCornerRadius(Double?)
    case prefersScrollingExpandsWhenScrolledToEdge(Bool)
    case prefersEdgeAttachedInCompactHeight(Bool)
    case widthFollowsPreferredContentSizeWhenEdgeAttached(Bool)
    case preferredContentSize(Size?)
    case isModalInPresentation(Bool)
    case modalPresentationStyle(ModalPresentationStyle)
    case shouldDismiss(Bool)
    case adaptivePresentationStyle(ModalPresentationStyle)
    case hasDelegate(Bool)
    case hasTranslucentBackground(Bool)

    /// Applies the change to a configuration.
    public func apply(to configuration: inout SheetConfiguration) {
        switch self {
        case .selectedDetentIdentifier(let id): configuration.selectedDetentIdentifier = id
        case .largestUndimmedDetentIdentifier(let id): configuration.largestUndimmedDetentIdentifier = id
        case .prefersGrabberVisible(let on): configuration.prefersGrabberVisible = on
        case .preferredCornerRadius(let radius): configuration.preferredCornerRadius = radius
        case .prefersScrollingExpandsWhenScrolledToEdge(let on): configuration.prefersScrollingExpandsWhenScrolledToEdge = on
        case .prefersEdgeAttachedInCompactHeight(let on): configuration.prefersEdgeAttachedInCompactHeight = on
        case .widthFollowsPreferredContentSizeWhenEdgeAttached(let on):
            configuration.widthFollowsPreferredContentSizeWhenEdgeAttached = on
        case .preferredContentSize(let size): configuration.preferredContentSize = size
        case .isModalInPresentation(let on): configuration.isModalInPresentation = on
        case .modalPresentationStyle(let style): configuration.modalPresentationStyle = style
        case .shouldDismiss(let answer): configuration.shouldDismiss = answer
        case .adaptivePresentationStyle(let answer): configuration.adaptivePresentationStyle = answer
        case .hasDelegate(let on): configuration.hasDelegate = on
        case .hasTranslucentBackground(let on): configuration.hasTranslucentBackground = on
        }
    }
}

/// A change of a view controller's layout settings, under UIKit's names (layout rules 3–6).
public enum ViewLayoutChange: Sendable {
    case additionalSafeAreaInsets(EdgeInsets)
    case directionalLayoutMargins(DirectionalEdgeInsets?)
    case viewRespectsSystemMinimumLayoutMargins(Bool)
    case insetsLayoutMarginsFromSafeArea(Bool)
    case largeTitleDisplayMode(LargeTitleDisplayMode)
    case prefersLargeTitles(Bool)

    /// Applies the change to a controller's settings.
    public func apply(to settings: inout ViewLayoutSettings) {
        switch self {
        case .additionalSafeAreaInsets(let insets): settings.additionalSafeAreaInsets = insets
        case .directionalLayoutMargins(let margins): settings.directionalLayoutMargins = margins
        case .viewRespectsSystemMinimumLayoutMargins(let on): settings.viewRespectsSystemMinimumLayoutMargins = on
        case .insetsLayoutMarginsFromSafeArea(let on): settings.insetsLayoutMarginsFromSafeArea = on
        case .largeTitleDisplayMode(let mode): settings.largeTitleDisplayMode = mode
        case .prefersLargeTitles(let on): settings.prefersLargeTitles = on
        }
    }
}

/// A change of a container's configuration, under UIKit's names.
public enum ContainerChange: Sendable {
    /// The container has a delegate (its delegate callbacks are logged).
    case hasDelegate(Bool)
    /// `interactivePopGestureRecognizer.isEnabled` of a navigation controller.
    case interactivePopGestureEnabled(Bool)
    /// What a tab bar controller's delegate answers to `tabBarController(_:shouldSelect:)`.
    case shouldSelect(Bool)
    /// `selectedIndex` set in code (no delegate calls).
    case selectedIndex(Int)
    /// A split view controller's setting or delegate answer, under UIKit's name.
    case splitView(SplitViewSetting)
}

/// One `set` line for a split view controller: the property's UIKit name and the change.
public struct SplitViewSetting: Sendable {
    public var name: String
    public var apply: @Sendable (inout SplitViewConfiguration) -> Void

    public init(name: String, apply: @escaping @Sendable (inout SplitViewConfiguration) -> Void) {
        self.name = name
        self.apply = apply
    }
}

/// What a tap on a split view controller lands on.
public enum SplitViewTapTarget: String, Sendable, CaseIterable {
    /// The secondary column: dimmed, it closes the sidebars; else its content gets the tap.
    case secondary
    case displayModeButton
    case secondaryOnlyButton
}

/// A `BehaviorOptions` setting chosen in a scenario.
public struct BehaviorSetting: Sendable {
    public var name: String
    public var apply: @Sendable (inout BehaviorOptions) -> Void
}
