extension Simulator {
    // MARK: The world a tab bar controller reads

    /// The size class and idiom the tab bar controller `name` lays out in: its own traits (a tab
    /// bar controller in a classic split view controller's primary column is compact) and the
    /// device's idiom.
    func tabBarEnvironment(of name: String, in environment: ScreenEnvironment? = nil) -> TabBarEnvironment {
        let environment = environment ?? self.environment
        return TabBarEnvironment(horizontalSizeClass: traitCollection(of: name, in: environment).horizontalSizeClass,
                                 idiom: environment.device.idiom)
    }

    /// After a launch or a window change: each tab bar controller whose size class or idiom
    /// changed hears of it, and decides again whether a sidebar is available. Before iOS 18 there
    /// is no sidebar to decide about, and nothing is sent.
    mutating func tabBarsAdapt() {
        guard os.majorVersion >= 18, tree.hasContainers else { return }
        for machine in machines.tabBarControllers.rows {
            let environment = tabBarEnvironment(of: machine.name)
            if environment != machine.environment { send(.environmentChanged(environment), toTabBar: machine.name) }
        }
    }

    // MARK: Checks

    /// Why a tab bar controller with these tabs and settings cannot be made on this release, or
    /// nil: `UITab`s and `mode` are iOS 18 API, and the `UITab`s must show exactly the tabs.
    func tabBarRefusal(_ name: String, tabs: [String], configuration: TabBarConfiguration) -> SimulationError? {
        if let refusal = os.tabBarRefusal(of: configuration) { return refusal }
        if configuration.compactTabIdentifiers != nil, configuration.uiTabs == nil {
            return .invalidValue(what: "compactTabIdentifiers of '\(name)'", reason: "names UITabs, and '\(name)' is built from viewControllers (add a tabGroup or searchTab line)")
        }
        if let uiTabs = configuration.uiTabs {
            guard uiTabs.leaves == tabs else {
                return .invalidValue(what: "the UITabs of '\(name)'", reason: "must show its tabs, in order")
            }
            var identifiers = Set(tabs)
            if let compact = configuration.compactTabIdentifiers {
                let roots = Set(uiTabs.map(\.identifier))
                if let unknown = compact.first(where: { !roots.contains($0) }) {
                    return .invalidValue(what: "compactTabIdentifiers of '\(name)'", reason: "names '\(unknown)', which is not one of its root tabs (\(uiTabs.map(\.identifier).joined(separator: ", ")))")
                }
            }
            for tab in uiTabs where tab.isGroup {
                if let navigation = tab.managingNavigationController {
                    guard identifiers.insert(navigation).inserted else {
                        return .invalidValue(what: "the managing navigation controller '\(navigation)'", reason: "must be a new controller, not a tab or one declared before")
                    }
                }
                guard identifiers.insert(tab.identifier).inserted else {
                    return .invalidValue(what: "the tab group '\(tab.identifier)'", reason: "has the identifier of another tab of '\(name)'")
                }
                guard !tab.leaves.isEmpty else {
                    return .invalidValue(what: "the tab group '\(tab.identifier)'", reason: "needs at least one tab")
                }
            }
        }
        return nil
    }

    /// Each tab group's managing navigation controller, before the tab bar controller that holds
    /// it: its stack holds the group's selected tab, or its first. The group's other tabs are
    /// plain controllers until selected.
    mutating func declareManagingNavigationControllers(of configuration: TabBarConfiguration, selected: String) throws(ControllerTreeError) {
        for group in configuration.uiTabs ?? [] {
            guard let navigation = group.managingNavigationController, let first = group.leaves.first else { continue }
            let root = group.leaves.contains(selected) ? selected : first
            try addContainer(navigation, NavigationMachine(name: navigation, root: root, metrics: metrics, options: options, os: os),
                             kind: .navigationController)
            for tab in group.leaves where !tree.contains(tab) { try tree.add(tab, .viewController) }
        }
    }

    // MARK: The sidebar

    /// Sets `sidebar.isHidden` of the tab bar controller `tabBar` (default: the innermost on
    /// screen) in code. With a sidebar available, its delegate hears
    /// `tabBarController(_:sidebarVisibilityWillChange:animator:)`; without one, the setting is kept.
    public mutating func setSidebarHidden(_ hidden: Bool, of tabBar: String? = nil) throws {
        let tabs = try tabBarController(tabBar, containing: nil)
        if let refusal = os.sidebarRefusal { throw refusal }
        send(.sidebarHiddenSet(hidden), toTabBar: tabs)
    }

    /// A tap on the button that shows or hides the sidebar of the tab bar controller `tabBar`
    /// (default: the innermost on screen). The button is there only while a sidebar is available.
    public mutating func tapSidebarButton(in tabBar: String? = nil) throws {
        let tabs = try tabBarController(tabBar, containing: nil)
        guard tabBarMachine(tabs)?.resolvedMode == .tabSidebar else {
            throw SimulationError.invalidValue(what: "the sidebar button of '\(tabs)'",
                                               reason: "shows only while a sidebar is available (iOS 18, an iPad in a regular width, mode tabSidebar or automatic with a tab group)")
        }
        try requireFinger(on: tabs, at: Point(x: 1, y: 1), for: "its sidebar button cannot be tapped")
        send(.sidebarButtonTapped, toTabBar: tabs)
    }
}
