import SheetSim

/// A parsed scenario line (or block), with where it came from.
public struct Located<Value> {
    /// What was parsed: a ``ScenarioCommand``, or a ``CallbackExpectation`` kept until the run ends.
    public var value: Value
    /// Where its line starts (for a block, its `expect callbacks` line): where a diagnostic or a
    /// failed expectation about it points.
    public var location: SourceLocation

    /// Pairs a value with the place it was written.
    ///
    /// - Parameters:
    ///   - value: what was parsed.
    ///   - location: where its line starts.
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
    /// `scenario "Swipe down to dismiss"`: the title a run reports the scenario under. Unlike the
    /// other setup lines it may come anywhere.
    case title(String)
    /// `device "iPhone 14 Pro" landscape` or `device custom width 390pt height 844pt …`: the
    /// screen, safe area and idiom the app runs on, and the orientation it launches in.
    indirect case device(Device, Orientation)
    /// `os 17`, `os 16 viewIsAppearing on`: the iOS release whose behaviour is simulated, with
    /// single facts of it switched (here, whether UIKit calls `viewIsAppearing(_:)`).
    case os(OSProfile)
    /// `appearance dark`: the trait collection's `userInterfaceStyle`.
    case appearance(UserInterfaceStyle)
    /// `reduceMotion on`: the Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`),
    /// under which a presenter behind a sheet is not scaled down into a card.
    case reduceMotion(Bool)
    /// `window …` before the first action: the window the app launches in.
    case window(AppWindow)
    /// `multitasking windowedApps`: iPadOS 26's multitasking setting (Settings > Multitasking &
    /// Gestures), which turns on iPadOS 26's windowing rules.
    case multitasking(MultitaskingMode)
    /// `sizeRestrictions minimumSize width 500pt height 400pt`: the smallest window the app asks
    /// iPadOS 26 for.
    case sizeRestrictions(minimumSize: Size)
    /// `metric flickSpeed = 1200pt/s`: replaces one number the simulation takes from UIKit (a
    /// `UIKitMetrics` field); `value` is in the field's unit (points, points per second, seconds
    /// or a ratio).
    case metric(name: String, value: Double)
    /// `option detentChangeTiming = afterSettle`: picks the other reading of a behaviour the rules
    /// leave unconfirmed (a `BehaviorOptions` setting).
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
    /// `alert "confirm" preferredStyle actionSheet`: the controller is a `UIAlertController` of
    /// that style, with no actions yet; the following lines configure it.
    case alert(String, preferredStyle: AlertStyle)
    /// `action "Delete" destructive`: an action added to the current alert controller.
    case alertAction(AlertAction)
    /// `detents medium large custom("peek", 120pt)` (or SwiftUI's `presentationDetents`): the
    /// sheet's `detents`. `animated` is the change inside `animateChanges(_:)`
    /// (`animateChanges detents medium`). On a presented sheet it is `UserAction.setDetents`.
    case detents([Detent], animated: Bool)
    /// `set prefersGrabberVisible = true`, or a SwiftUI modifier line such as
    /// `interactiveDismissDisabled`: one property of the sheet's configuration. On a presented
    /// sheet it is a change in code (`UserAction.set`), so the sheet's delegate is not told;
    /// `animated` is the change inside `animateChanges(_:)` (`animateChanges set selectedDetentIdentifier = large`).
    case set(ConfigurationChange, animated: Bool)
    /// A SwiftUI modifier line (`presentationDetents …`, `presentationCornerRadius …`): it
    /// changes the sheet's `SwiftUIPresentation`, which maps onto UIKit's properties as the Swift
    /// API's does (SheetRules 1.4). `identifiers` are the identifiers a `presentationDetents` line
    /// writes its detents with (`height(200pt)`), which the scenario refers to them by.
    indirect case swiftUI(SwiftUIPresentation.Modifier, identifiers: [SwiftUIPresentation.PresentationDetent: DetentIdentifier])
    /// `present`, `present "settings" from "nav" notAnimated`: `present(_:animated:completion:)`
    /// of the sheet the configuration lines above set up (`UserAction.present` with its
    /// configuration). Without a name it presents the current sheet (the last `sheet` line's, else
    /// `"sheet"`); without `from`, the front controller presents it.
    case present(name: String?, from: String?, animated: Bool)
    /// `scrollView …`: the current sheet's scroll view (before it is presented: set up with it;
    /// `UserAction.scrollView` of the current sheet), or, with an owner outside the current sheet,
    /// that controller's (see `ScenarioSession.scrollViewAction`). `contentOffsetY` is UIKit's
    /// `contentOffset.y`; nil leaves the content at its top.
    indirect case scrollView(ScrollViewState?, contentOffsetY: Double?)
    /// `set LAYOUT-PROPERTY [of "name"] = VALUE`: a view controller's layout setting (nil: the
    /// controller the lines above configure).
    indirect case setLayout(controller: String?, ViewLayoutChange)
    /// `swipeActions [of "name"] leading|trailing "A", "B" [performsFirstActionWithFullSwipe BOOL]`.
    indirect case swipeActions(controller: String?, SwipeEdge, SwipeActionsConfiguration?)
    /// `transitionCoordinator [of "name"] in MOMENT animateAlongside|notifyWhenInteractionChanges …`:
    /// a standing registration on a controller's transition coordinator
    /// (`UserAction.registerOnTransitionCoordinator`), with where the name was written.
    indirect case transitionCoordinator(TransitionCoordinatorRule, nameLocation: SourceLocation?)
    /// `swiftUI view "content" sheet isPresented "showDetail" …`: a SwiftUI view and its modifiers.
    /// Before the launch it is kept for it (the first one declared is the window's root unless a
    /// `rootViewController` line names another); after, it is declared at once.
    indirect case swiftUIView(SwiftUIViewDeclaration)

    // MARK: Actions
    /// A line that does one thing to the running app: the app's code calling UIKit (`push`,
    /// `dismiss`, `show column primary`, `invalidateDetents`, …), the user's finger (`drag`,
    /// `touch down`, `tap`, `swipe back`, `select tab`, …) or the device (`rotate`, `keyboard
    /// show`, `window` after the first action). The session carries it out with
    /// `Simulator.perform`, and runs the clock through a gesture to its lift, stopping at
    /// state checks on the way.
    indirect case action(UserAction)

    // MARK: Time and marks
    /// `wait 300ms`: the virtual clock runs on by this long.
    case wait(SimDuration)
    /// `wait until settled` (or `idle`): the clock runs until nothing is pending, every animation
    /// finished (the window's transition after a rotation or a window change too) and every
    /// callback delivered.
    case waitUntilSettled
    /// `wait until 1.5s`: the clock runs to this instant, counted from the start of the run.
    case waitUntil(SimInstant)
    /// `mark released`: names this point of the run, its time and its place in the log, for the
    /// windows of callback expectations (`from released`).
    case mark(String)

    // MARK: Expectations
    /// `expect callbacks … end`, `expect sheet.viewDidAppear count == 1`,
    /// `expect no sheet.delegate.presentationControllerDidDismiss`: checked against the whole log
    /// when the run ends.
    indirect case expectCallbacks(CallbackExpectation)
    /// `expect state restingDetentIdentifier == medium`,
    /// `expect state sheetFrame.y == 400pt ± 1pt at 3s`: checked where the line is, or when the
    /// clock reaches `at`.
    indirect case expectState(StateExpectation)

    /// Whether this command must come before the first action.
    public var isSetup: Bool {
        switch self {
        case .device, .os, .appearance, .reduceMotion, .metric, .option, .multitasking, .sizeRestrictions: return true
        case .configureContainer(_, .tabGroup), .configureContainer(_, .searchTab): return true
        default: return false
        }
    }

    /// Whether this command needs the app running: the first such line launches it, and the set-up
    /// lines (``isSetup``, `window`) must come before it. The others configure what the launch
    /// will make (declarations, sheets before they are presented, layout), or note something to
    /// check later: an `expect state … at T` line waits for its instant, while one read where it
    /// stands (no `at`, or `at 0ms`) reads the running app.
    public var startsTheApp: Bool {
        switch self {
        case .title, .selectSheet, .alert, .alertAction, .detents, .set, .swiftUI, .swiftUIView, .expectCallbacks, .mark, .declare, .rootViewController,
             .configureContainer, .setColumn, .setLayout, .swipeActions, .transitionCoordinator, .scrollView, .window:
            return false
        case .expectState(let expectation):
            return expectation.at == nil || expectation.at == .zero
        default:
            return !isSetup
        }
    }
}

/// What a `tap` line on the front sheet lands on: the words the parser reads, each the target of
/// one user action (`UserAction.tapGrabber`, `.tapDimmingView`, `.tapPresenter`).
public enum TapTarget: String, Sendable, CaseIterable {
    /// `tap grabber`: the front sheet's grabber, which moves the sheet to its next detent; with a
    /// single detent it dismisses the sheet as a tap on the dimming view would.
    case grabber
    /// `tap dimmingView [at 200pt 100pt]`: the dimming view over the presenter, which dismisses
    /// the sheet when allowed; where the sheet does not dim, the tap reaches the presenter.
    case dimmingView
    /// `tap presenter [at X Y]`: the presenter behind the front sheet. The dimming view lies over
    /// it, so this is the same hit as ``dimmingView``.
    case presenter
    /// `tap outside [at X Y]`: outside the front presentation. On a popover, the user's attempt to
    /// dismiss it (a passthrough view takes the tap instead); on a sheet, the same hit as
    /// ``dimmingView``.
    case outside
}

/// A change of a view controller's layout settings, under UIKit's names (layout rules 3–6).
public enum ViewLayoutChange: Sendable {
    /// `set additionalSafeAreaInsets of "list" = top 20pt bottom 10pt`: added to the safe area
    /// the controller's position gives it.
    case additionalSafeAreaInsets(EdgeInsets)
    /// `set directionalLayoutMargins = top 0pt leading 20pt bottom 0pt trailing 10pt` (or `nil`,
    /// UIKit's default): the view's `directionalLayoutMargins`.
    case directionalLayoutMargins(DirectionalEdgeInsets?)
    /// `set viewRespectsSystemMinimumLayoutMargins = false`: whether the system's minimum margins
    /// raise the view's layout margins.
    case viewRespectsSystemMinimumLayoutMargins(Bool)
    /// `set insetsLayoutMarginsFromSafeArea = false`: whether the view's layout margins are
    /// measured from its safe area.
    case insetsLayoutMarginsFromSafeArea(Bool)
    /// `set navigationItem.largeTitleDisplayMode of "detail" = never`: whether the controller's
    /// navigation item shows a large title.
    case largeTitleDisplayMode(LargeTitleDisplayMode)
    /// `set navigationBar.prefersLargeTitles = true`: a navigation controller's bar shows large
    /// titles where its items allow.
    case prefersLargeTitles(Bool)
    /// `set scrollView.topEdgeEffect.style of "list" = hard` (iOS 26): the style of one edge effect
    /// of the scroll view that is the controller's content, or the content of the one it shows.
    case edgeEffectStyle(ScrollEdge, ScrollEdgeEffectStyle)
    /// `set isToolbarHidden = false`: a navigation controller shows its toolbar.
    case isToolbarHidden(Bool)
    /// `set definesPresentationContext of "tab1" = true`: context presentations from it or a
    /// controller under it cover it (SheetRules 10.1).
    case definesPresentationContext(Bool)
    /// `set providesPresentationContextTransitionStyle of "tab1" = true`: defining the context,
    /// its transition style is the one context presentations use (SheetRules 10.2).
    case providesPresentationContextTransitionStyle(Bool)
    /// `set modalTransitionStyle = crossDissolve`: how the controller comes on screen when presented.
    case modalTransitionStyle(ModalTransitionStyle)

    /// Applies the change to a controller's settings.
    ///
    /// - Parameters:
    ///   - settings: the controller's layout settings, changed in place.
    public func apply(to settings: inout ViewLayoutSettings) {
        switch self {
        case .additionalSafeAreaInsets(let insets): settings.additionalSafeAreaInsets = insets
        case .directionalLayoutMargins(let margins): settings.directionalLayoutMargins = margins
        case .viewRespectsSystemMinimumLayoutMargins(let on): settings.viewRespectsSystemMinimumLayoutMargins = on
        case .insetsLayoutMarginsFromSafeArea(let on): settings.insetsLayoutMarginsFromSafeArea = on
        case .largeTitleDisplayMode(let mode): settings.largeTitleDisplayMode = mode
        case .prefersLargeTitles(let on): settings.prefersLargeTitles = on
        case .edgeEffectStyle(let edge, let style): settings.edgeEffectStyles[edge] = style
        case .isToolbarHidden(let hidden): settings.isToolbarHidden = hidden
        case .definesPresentationContext(let on): settings.definesPresentationContext = on
        case .providesPresentationContextTransitionStyle(let on): settings.providesPresentationContextTransitionStyle = on
        case .modalTransitionStyle(let style): settings.modalTransitionStyle = style
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
    /// A tab bar controller's `mode` (iOS 18).
    case mode(TabBarMode)
    /// A tab bar controller's `sidebar.isHidden` (iOS 18), set in code.
    case sidebarHidden(Bool)
    /// A tab bar controller's `compactTabIdentifiers` (iOS 18); nil shows every root tab.
    case compactTabIdentifiers([String]?)
    /// `tabGroup "library" in "tabs" tabs "albums", "artists"`: a `UITabGroup` and its tabs.
    case tabGroup(String, tabs: [String], managingNavigationController: String?)
    /// `searchTab "search" in "tabs"`: a `UISearchTab`.
    case searchTab(String)
    /// A split view controller's setting or delegate answer, under UIKit's name.
    case splitView(SplitViewSetting)
}

extension ContainerChange {
    /// Whether the change is a `tabGroup` line.
    var isTabGroup: Bool {
        if case .tabGroup = self { return true }
        return false
    }
}

/// One `set` line for a split view controller: the property's UIKit name and the change.
public struct SplitViewSetting: Sendable {
    /// The property or delegate method as the line names it: `preferredDisplayMode`,
    /// `collapseSecondary`, `preferredPrimaryColumnWidthFraction`, ….
    public var name: String
    /// Makes the change on a split view controller's configuration.
    public var apply: @Sendable (inout SplitViewConfiguration) -> Void

    /// A split view controller's setting: what the line names and the change it makes.
    ///
    /// - Parameters:
    ///   - name: the property's UIKit name, or the delegate method's.
    ///   - apply: makes the change on a split view controller's configuration.
    public init(name: String, apply: @escaping @Sendable (inout SplitViewConfiguration) -> Void) {
        self.name = name
        self.apply = apply
    }
}

/// What a `tap` line on a split view controller lands on: the words the parser reads, each the
/// target of one user action (`UserAction.tapSecondary`, `.tapDisplayModeButton`,
/// `.tapSecondaryOnlyButton`).
public enum SplitViewTapTarget: String, Sendable, CaseIterable {
    /// The secondary column: dimmed, it closes the sidebars; else its content gets the tap.
    case secondary
    /// `tap displayModeButton`: the display-mode button (column style: the one UIKit places;
    /// classic: the `displayModeButtonItem` the app placed), which changes the display mode.
    case displayModeButton
    /// `tap secondaryOnlyButton`: the button a triple-column controller shows when
    /// `showsSecondaryOnlyButton` is true.
    case secondaryOnlyButton
}

/// A `BehaviorOptions` setting chosen in a scenario: a row of `BehaviorOptions.catalog` and one
/// of its values. Two settings are equal when they set the same option to the same value.
public struct BehaviorSetting: Hashable, Sendable {
    /// The option's name, as in `option detentChangeTiming = afterSettle`.
    public let name: String
    /// The chosen value, one of the option's `OptionInfo.values`.
    public let value: String
    private let option: OptionInfo

    /// The setting of option `name` to `value`, or nil when the catalog has no such option or the
    /// option no such value.
    ///
    /// - Parameters:
    ///   - name: an option's name in `BehaviorOptions.catalog`.
    ///   - value: one of its values.
    public init?(name: String, value: String) {
        guard let option = BehaviorOptions.option(named: name), option.values.contains(value) else { return nil }
        self.name = name
        self.value = value
        self.option = option
    }

    /// Sets the chosen value on a set of options.
    ///
    /// - Parameter options: the options, changed in place.
    public func apply(_ options: inout BehaviorOptions) {
        option.set(value, in: &options)
    }

    public static func == (lhs: BehaviorSetting, rhs: BehaviorSetting) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }
}
