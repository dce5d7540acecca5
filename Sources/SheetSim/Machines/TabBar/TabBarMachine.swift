/// What can happen to a `UITabBarController`.
public enum TabBarEvent: Sendable, Equatable {
    /// The user tapped the tab showing the controller at `index` (in the tab bar, or a row of the
    /// sidebar): the delegate is asked first.
    case tabTapped(index: Int)
    /// The user tapped a tab group's item in a tab bar (a compact one shows a group as one tab):
    /// the group's current child is the tab selected.
    case groupTapped(String)
    /// `selectedIndex` was set in code: no delegate calls (as for `selectedDetentIdentifier`).
    case selectedIndexSet(Int)
    /// The delegate answered `tabBarController(_:shouldSelect:)` (or, for `UITab`s,
    /// `tabBarController(_:shouldSelectTab:)`) about the tab at `index`.
    case shouldSelectAnswered(Bool, index: Int)
    /// An animation ran its length. Selection is not animated, so no tab bar animation exists to
    /// complete yet; the machine ignores it.
    case animationCompleted(token: Int)
    /// The app changed the tab bar controller's settings (its delegate, the delegate's answer,
    /// `mode`).
    case configurationChanged(TabBarConfiguration)
    /// The controller's horizontal size class or the device changed (a rotation, a window resize,
    /// the app joining the window): whether a sidebar is available is decided again.
    case environmentChanged(TabBarEnvironment)
    /// `sidebar.isHidden` was set in code.
    case sidebarHiddenSet(Bool)
    /// The user tapped the button that shows or hides the sidebar.
    case sidebarButtonTapped
    /// The selected tab's scroll view scrolled by `deltaY` points (positive: down): an iPhone's
    /// iOS 26 tab bar minimizes or expands by its `tabBarMinimizeBehavior`.
    case contentScrolled(deltaY: Double)
}

/// What a tab bar controller's machine asks its driver to do: the shared cases only.
public typealias TabBarAction = MachineAction<Never>

/// A tab bar controller's settings, under UIKit's names.
public struct TabBarConfiguration: Hashable, Sendable {
    /// Whether the tab bar controller has a delegate (`UITabBarControllerDelegate`).
    public var hasDelegate = true
    /// What the delegate's `tabBarController(_:shouldSelect:)` (or `shouldSelectTab`) returns,
    /// unless user code decides.
    public var shouldSelect = true
    /// `tabs` (iOS 18), in tab order; nil for a controller built from `viewControllers`. Once it
    /// is set, the delegate hears the `UITab` methods only.
    public var uiTabs: [UITabDeclaration]?
    /// `mode` (iOS 18).
    public var mode: TabBarMode = .automatic
    /// `compactTabIdentifiers` (iOS 18): the root tabs a horizontally compact tab bar shows; nil
    /// shows them all.
    public var compactTabIdentifiers: [String]?
    /// `sidebar.isHidden` as the app sets it before the controller first appears: where the
    /// sidebar starts. A change once it runs is ``TabBarEvent/sidebarHiddenSet(_:)``, and the
    /// machine's state, not this, says whether the sidebar is hidden then.
    public var startsWithSidebarHidden = false
    /// `tabBarMinimizeBehavior` (iOS 26).
    public var minimizeBehavior: TabBarMinimizeBehavior = .automatic
    /// Whether `bottomAccessory` (iOS 26) is set: a `UITabAccessory` above the tab bar.
    public var hasBottomAccessory = false

    public init() {}

    /// Whether a tab is a `UITabGroup`: what `mode` `automatic` turns into a sidebar.
    public var hasGroup: Bool { uiTabs?.contains(where: \.isGroup) ?? false }

    /// Whether the settings use an iOS 18 API (`UITab`s, a `mode` other than the default).
    public var needsIOS18: Bool { uiTabs != nil || mode != .automatic || compactTabIdentifiers != nil || startsWithSidebarHidden }

    /// Whether the settings use an iOS 26 API (`tabBarMinimizeBehavior`, `bottomAccessory`).
    public var needsIOS26: Bool { minimizeBehavior != .automatic || hasBottomAccessory }
}

/// Where a tab bar controller is: which tab it shows, and whether a sidebar is available now.
/// Selection has no animation, so every change happens within one instant and there is no
/// in-between mode to hold. `isSidebarHidden` is `sidebar.isHidden`, kept in both cases: it is a
/// setting of the sidebar that outlives a spell in a compact width.
public enum TabBarState: Sendable, Equatable {
    /// A tab bar and no sidebar available now.
    case tabBar(selectedIndex: Int, isSidebarHidden: Bool)
    /// A sidebar is available now (iOS 18, an iPad in a regular width), shown unless
    /// `isSidebarHidden`.
    case tabSidebar(selectedIndex: Int, isSidebarHidden: Bool)
}

/// The state machine of one `UITabBarController` (container rules 4 and 7).
///
/// A tap on a tab asks the delegate's `tabBarController(_:shouldSelect:)`; allowed, the outgoing
/// tab gets `viewWillDisappear`, the incoming one `viewWillAppear` (and `viewIsAppearing`), then
/// `viewDidDisappear` and `viewDidAppear`, all not animated, and the delegate hears
/// `tabBarController(_:didSelect:)` last. Tapping the selected tab asks and tells the delegate but
/// changes nothing on screen. Setting `selectedIndex` in code makes no delegate calls. (The
/// appearance order follows the navigation controller's, observed by developers; the delegate's
/// place after it is a GUESS.)
///
/// A controller built from `UITab`s (iOS 18) asks `tabBarController(_:shouldSelectTab:)` and tells
/// `tabBarController(_:didSelectTab:previousTab:)` instead (where the latter comes is
/// ``BehaviorOptions/didSelectTabTiming``). Its `mode` decides, with the size class and the idiom,
/// whether a sidebar is available (``resolvedMode``).
public struct TabBarMachine: Sendable {
    public let name: String
    /// UIKit's `viewControllers`, in tab order (for `UITab`s: the controllers the tabs show,
    /// a group's children in its place).
    public let viewControllers: [String]
    /// The controllers the tab bar controller holds, in tab order: ``viewControllers``, with a
    /// group's children replaced by the group's managing navigation controller.
    public let childControllers: [String]
    /// The same, to ask whether a controller is a child without searching thousands of them.
    private let tabs: ChildSet
    /// For each of ``viewControllers``, the index of its root tab in `configuration.uiTabs` (the
    /// tab itself, or its group), so a tap finds its group without a search; empty without UITabs.
    private let rootIndices: [Int]
    public internal(set) var state: TabBarState
    public internal(set) var configuration: TabBarConfiguration
    /// The size class and idiom it last heard of.
    public internal(set) var environment: TabBarEnvironment
    /// `tabBar.isMinimized`, SheetSim's name for whether an iPhone's iOS 26 floating tab bar is
    /// minimized now (UIKit exposes only the accessory's environment).
    public internal(set) var isTabBarMinimized = false
    let options: BehaviorOptions
    let os: OSProfile

    public init(name: String, tabs: [String], selectedIndex: Int = 0,
                configuration: TabBarConfiguration = TabBarConfiguration(),
                environment: TabBarEnvironment = TabBarEnvironment(horizontalSizeClass: .compact, idiom: .phone),
                options: BehaviorOptions = .reference, os: OSProfile = .default) {
        precondition(!tabs.isEmpty, "a tab bar controller needs at least one tab")
        self.name = name
        self.viewControllers = tabs
        self.childControllers = configuration.uiTabs?.children ?? tabs
        self.tabs = ChildSet(childControllers)
        var rootIndices: [Int] = []
        for (root, tab) in (configuration.uiTabs ?? []).enumerated() {
            rootIndices += repeatElement(root, count: tab.leaves.count)
        }
        self.rootIndices = rootIndices.count == tabs.count ? rootIndices : []
        self.configuration = configuration
        self.environment = environment
        self.options = options
        self.os = os
        let index = min(max(selectedIndex, 0), tabs.count - 1)
        self.state = .tabBar(selectedIndex: index, isSidebarHidden: configuration.startsWithSidebarHidden)
        state = resolved(selectedIndex: index, isSidebarHidden: configuration.startsWithSidebarHidden)
    }

    /// Whether `controller` is one of the children.
    public func holds(_ controller: String) -> Bool { tabs.contains(controller) }

    /// The tabs as a set, for the controller tree (``Machine/childSet``).
    public var childSet: ChildSet? { tabs }

    /// `selectedIndex`.
    public var selectedIndex: Int {
        switch state {
        case .tabBar(let index, _), .tabSidebar(let index, _): return index
        }
    }

    /// `sidebar.isHidden`.
    public var isSidebarHidden: Bool {
        switch state {
        case .tabBar(_, let hidden), .tabSidebar(_, let hidden): return hidden
        }
    }

    /// `selectedViewController`.
    public var selectedViewController: String { viewControllers[selectedIndex] }

    /// The child whose view is shown: the selected tab's controller, or the managing navigation
    /// controller of its group.
    public var visibleChildren: [String] { [displayedChild(at: selectedIndex)] }

    /// The child that shows the tab at `index`: its controller, or its group's managing
    /// navigation controller.
    public func displayedChild(at index: Int) -> String {
        root(ofTabAt: index)?.managingNavigationController ?? viewControllers[index]
    }

    /// Whether the controller is built from `UITab`s: its delegate hears the `UITab` methods only.
    public var usesUITabs: Bool { configuration.uiTabs != nil }

    /// SheetSim's own summary of the layout: `tabSidebar` while a sidebar is available (shown or
    /// hidden), else `tabBar`. UIKit's `mode` is the setting; this is what it resolves to now.
    public var resolvedMode: TabBarMode {
        if case .tabSidebar = state { return .tabSidebar }
        return .tabBar
    }

    /// What `mode` resolves to (container rules 7): `automatic` is a sidebar when a tab
    /// is a group, `tabSidebar` always is, and either only where a sidebar can show — an iPad in a
    /// regular width, on iOS 18 or later; everywhere else a tab bar.
    public static func resolvedMode(_ mode: TabBarMode, hasGroup: Bool, in environment: TabBarEnvironment, os: OSProfile) -> TabBarMode {
        guard os.majorVersion >= 18, environment.canShowSidebar else { return .tabBar }
        switch mode {
        case .tabBar: return .tabBar
        case .tabSidebar: return .tabSidebar
        case .automatic: return hasGroup ? .tabSidebar : .tabBar
        }
    }

    /// The state for this selection and sidebar setting, with the sidebar's availability decided
    /// from the settings and the environment now.
    func resolved(selectedIndex: Int, isSidebarHidden: Bool) -> TabBarState {
        switch Self.resolvedMode(configuration.mode, hasGroup: configuration.hasGroup, in: environment, os: os) {
        case .tabSidebar: return .tabSidebar(selectedIndex: selectedIndex, isSidebarHidden: isSidebarHidden)
        case .tabBar, .automatic: return .tabBar(selectedIndex: selectedIndex, isSidebarHidden: isSidebarHidden)
        }
    }

    var callsViewIsAppearing: Bool { options.callsViewIsAppearing(on: os) }

    /// Whether the tab bar sits at the top, sharing the navigation bar's row (iPadOS 18, a
    /// controller of `UITab`s in a regular width, container rules 7) rather than at the bottom.
    public var showsTabBarAtTop: Bool { usesUITabs && os.majorVersion >= 18 && environment.canShowSidebar }

    /// Whether the tab bar is a horizontally compact one: a group is one item, and
    /// `compactTabIdentifiers` filters the root tabs.
    var isCompactTabBar: Bool { usesUITabs && environment.horizontalSizeClass == .compact }

    /// The identifiers of the items the tab bar shows now (`tabBar.items`), in tab order: every
    /// root tab (a group as one item), or in a compact width those `compactTabIdentifiers` names.
    /// A controller of `viewControllers` shows one item per controller.
    public var tabBarItems: [String] {
        guard let uiTabs = configuration.uiTabs else { return viewControllers }
        let roots = uiTabs.map(\.identifier)
        guard isCompactTabBar, let compact = configuration.compactTabIdentifiers else { return roots }
        let shown = Set(compact)
        return roots.filter { shown.contains($0) }
    }

    /// The root tab the controller at `index` belongs to: itself, or its group.
    func root(ofTabAt index: Int) -> UITabDeclaration? {
        guard let uiTabs = configuration.uiTabs, rootIndices.indices.contains(index) else { return nil }
        return uiTabs[rootIndices[index]]
    }

    /// Why the user cannot tap the tab at `index` now, or nil: a compact tab bar shows neither a
    /// group's children (its item stands for the group) nor the tabs `compactTabIdentifiers` leaves out.
    func refusalOfTap(at index: Int) -> SimulationError? {
        guard isCompactTabBar, let root = root(ofTabAt: index) else { return nil }
        let tab = viewControllers[index]
        if !tabBarItems.contains(root.identifier) {
            return .invalidValue(what: "the tab '\(root.identifier)' of '\(name)'",
                                 reason: "is not in the compact tab bar: compactTabIdentifiers shows \(tabBarItems.map { "'\($0)'" }.joined(separator: ", "))")
        }
        if root.isGroup {
            return .invalidValue(what: "'\(tab)'", reason: "is a tab of the group '\(root.identifier)', which a compact tab bar shows as one item: select tab \"\(root.identifier)\"")
        }
        return nil
    }

    /// The tab to select instead of the selected one when a compact tab bar does not show it and
    /// ``BehaviorOptions/compactHiddenSelection`` is `firstShownTab`: the first item's tab (a
    /// group's current one); nil when the selection stays.
    func firstShownTabIfSelectionHidden() -> Int? {
        guard options.compactHiddenSelection == .firstShownTab, isCompactTabBar,
              let root = root(ofTabAt: selectedIndex), let first = tabBarItems.first, !tabBarItems.contains(root.identifier) else { return nil }
        return childIndex(ofGroup: first) ?? viewControllers.firstIndex(of: first)
    }

    /// The child a tap on the group `identifier` selects: the selected tab if it is one of the
    /// group's, else its first (GUESS: UIKit keeps a group's `selectedChild`; its first is the
    /// default SheetSim assumes).
    func childIndex(ofGroup identifier: String) -> Int? {
        guard let uiTabs = configuration.uiTabs, let root = uiTabs.firstIndex(where: { $0.isGroup && $0.identifier == identifier }) else {
            return nil
        }
        if rootIndices.indices.contains(selectedIndex), rootIndices[selectedIndex] == root { return selectedIndex }
        return rootIndices.firstIndex(of: root)
    }

    /// Feeds one event in and returns what UIKit would do, in order.
    public mutating func handle(_ event: TabBarEvent, at now: SimInstant) -> [TabBarAction] {
        switch event {
        case .groupTapped(let identifier):
            guard let index = childIndex(ofGroup: identifier) else { return [] }
            if isCompactTabBar, !tabBarItems.contains(identifier) {
                return [.engine(.refuseCall(.invalidValue(what: "the tab group '\(identifier)' of '\(name)'",
                                                          reason: "is not in the compact tab bar")))]
            }
            return configuration.hasDelegate ? ask(about: index) : select(index, userInitiated: true)
        case .tabTapped(let index):
            guard viewControllers.indices.contains(index) else { return [] }
            if let refusal = refusalOfTap(at: index) { return [.engine(.refuseCall(refusal))] }
            return configuration.hasDelegate ? ask(about: index) : select(index, userInitiated: true)
        case .shouldSelectAnswered(let allowed, let index):
            guard allowed, viewControllers.indices.contains(index) else { return [] }
            return select(index, userInitiated: true)
        case .selectedIndexSet(let index):
            guard viewControllers.indices.contains(index) else { return [] }
            return select(index, userInitiated: false)
        case .animationCompleted:
            return []
        case .configurationChanged(let configuration):
            self.configuration = configuration
            state = resolved(selectedIndex: selectedIndex, isSidebarHidden: isSidebarHidden)
            expandIfMinimizeNotAllowed()
            return []
        case .contentScrolled(let deltaY):
            return contentScrolled(by: deltaY)
        case .environmentChanged(let environment):
            let crossesSizeClass = environment.horizontalSizeClass != self.environment.horizontalSizeClass
            self.environment = environment
            state = resolved(selectedIndex: selectedIndex, isSidebarHidden: isSidebarHidden)
            expandIfMinimizeNotAllowed()
            // A compact tab bar that does not show the selected tab: what UIKit selects is unknown
            // (``BehaviorOptions/compactHiddenSelection``).
            if let first = firstShownTabIfSelectionHidden() { return select(first, userInitiated: false) }
            // Moving between compact and regular, the managing navigation controller's stack is
            // built again, asking the delegate which controllers it displays (DOC: the header's
            // advice to hide controllers there when the size class changes).
            return crossesSizeClass && usesUITabs ? managedStack(showing: selectedIndex) : []
        case .sidebarHiddenSet(let hidden):
            return setSidebarHidden(hidden)
        case .sidebarButtonTapped:
            // The button shows only with a sidebar available: without one, a tap finds nothing.
            guard resolvedMode == .tabSidebar else { return [] }
            return setSidebarHidden(!isSidebarHidden)
        }
    }

    /// A tap on the tab at `index`: the delegate is asked first, if there is one.
    func ask(about index: Int) -> [TabBarAction] {
        guard configuration.hasDelegate else { return [] }
        // The tab's index is the question's token: the answer comes back for that tab.
        let tab = viewControllers[index]
        let question: Callback = usesUITabs ? .tabBarControllerShouldSelectTab(tab, answer: configuration.shouldSelect)
                                            : .tabBarControllerShouldSelect(tab, answer: configuration.shouldSelect)
        return [.ask(.delegate(of: name), question, token: index)]
    }

    mutating func select(_ index: Int, userInitiated: Bool) -> [TabBarAction] {
        let fromLeaf = selectedViewController
        let to = viewControllers[index]
        let fromChild = displayedChild(at: selectedIndex)
        let toChild = displayedChild(at: index)
        let from = fromLeaf
        var appearance: [TabBarAction] = []
        if index != selectedIndex {
            state = resolved(selectedIndex: index, isSidebarHidden: isSidebarHidden)
            appearance += managedStack(showing: index)
            // Between two tabs of one managed group the navigation controller stays: its stack's
            // controllers trade places under it.
            let (leaving, arriving) = fromChild == toChild ? (fromLeaf, to) : (fromChild, toChild)
            appearance.append(.callback(.viewController(leaving), .viewWillDisappear(animated: false)))
            appearance.append(.callback(.viewController(arriving), .viewWillAppear(animated: false)))
            if callsViewIsAppearing { appearance.append(.callback(.viewController(arriving), .viewIsAppearing(animated: false))) }
            appearance.append(.callback(.viewController(leaving), .viewDidDisappear(animated: false)))
            appearance.append(.callback(.viewController(arriving), .viewDidAppear(animated: false)))
        }
        guard userInitiated && configuration.hasDelegate else { return appearance }
        guard usesUITabs else { return appearance + [.callback(.delegate(of: name), .tabBarControllerDidSelect(to))] }
        let told = TabBarAction.callback(.delegate(of: name), .tabBarControllerDidSelectTab(to, previousTab: from))
        switch options.didSelectTabTiming {
        case .afterAppearance: return appearance + [told]
        case .beforeAppearance: return [told] + appearance
        }
    }

    /// The tab at `index` in a group with a managing navigation controller: the delegate's
    /// `tabBarController(_:displayedViewControllersFor:proposedViewControllers:)` for the tab, then
    /// the navigation controller's stack holds the tab's controller (container rules 7). Nothing
    /// for any other tab.
    func managedStack(showing index: Int) -> [TabBarAction] {
        guard let navigation = root(ofTabAt: index)?.managingNavigationController else { return [] }
        let tab = viewControllers[index]
        var actions: [TabBarAction] = []
        if configuration.hasDelegate {
            actions.append(.callback(.delegate(of: name), .tabBarControllerDisplayedViewControllers(tab, proposed: tab)))
        }
        actions.append(.send(.to(navigation, .stackRebuilt([tab]), as: NavigationMachine.self)))
        return actions
    }

    /// `sidebar.isHidden` changes: while a sidebar can show, the sidebar's delegate hears
    /// `tabBarController(_:sidebarVisibilityWillChange:animator:)` first (Apple's documentation of
    /// the method: called when `sidebar.isHidden` changes). Without a sidebar available the
    /// setting is only kept. No tab changes, so no controller appears or disappears.
    mutating func setSidebarHidden(_ hidden: Bool) -> [TabBarAction] {
        guard hidden != isSidebarHidden else { return [] }
        let available = resolvedMode == .tabSidebar
        state = resolved(selectedIndex: selectedIndex, isSidebarHidden: hidden)
        guard available, configuration.hasDelegate else { return [] }
        return [.callback(.delegate(of: name), .tabBarControllerSidebarVisibilityWillChange(isHidden: hidden))]
    }
}
