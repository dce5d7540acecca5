/// One root tab of a tab bar controller built from `UITab`s (iOS 18): a `UITab`, a `UISearchTab`
/// or a `UITabGroup` and its children. Each tab is named by its identifier, and a tab that shows
/// a view controller shows the controller of the same name.
public enum UITabDeclaration: Hashable, Sendable {
    /// A `UITab` showing the view controller of its name.
    case tab(String)
    /// A `UISearchTab`: pinned at the trailing edge of the tab bar.
    case searchTab(String)
    /// A `UITabGroup` and its child tabs, in order. The group shows no view controller of its own:
    /// selecting it shows one of its children, inside `managingNavigationController` when it has
    /// one (the navigation controller is then the tab bar controller's child, and the child tab's
    /// controller its stack).
    case group(String, children: [String], managingNavigationController: String? = nil)

    /// The tab's identifier.
    public var identifier: String {
        switch self {
        case .tab(let name), .searchTab(let name), .group(let name, _, _): return name
        }
    }

    /// The tabs that show a view controller, in order: the tab itself, or a group's children.
    public var leaves: [String] {
        switch self {
        case .tab(let name), .searchTab(let name): return [name]
        case .group(_, let children, _): return children
        }
    }

    /// The group's `managingNavigationController`, if it is a group that has one.
    public var managingNavigationController: String? {
        if case .group(_, _, let navigation) = self { return navigation }
        return nil
    }

    public var isGroup: Bool {
        if case .group = self { return true }
        return false
    }
}

extension Array where Element == UITabDeclaration {
    /// The tabs that show a view controller, in tab order: the tab bar controller's children.
    public var leaves: [String] { flatMap(\.leaves) }

    /// The tab bar controller's children: the tabs' controllers in tab order, a managed group's
    /// children replaced by its managing navigation controller.
    public var children: [String] {
        flatMap { tab in tab.managingNavigationController.map { [$0] } ?? tab.leaves }
    }
}

/// `UITabBarController.Mode` (iOS 18): how the tab bar controller shows its tabs.
public enum TabBarMode: String, Hashable, Sendable, CaseIterable {
    /// A sidebar when a tab is a group and the platform can show one, else a tab bar.
    case automatic
    /// Always a tab bar.
    case tabBar
    /// A sidebar where the platform can show one.
    case tabSidebar
}

/// What a tab bar controller's layout depends on around it: its horizontal size class and the
/// device's idiom (a sidebar needs an iPad in a regular width).
public struct TabBarEnvironment: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var idiom: UserInterfaceIdiom

    public init(horizontalSizeClass: UserInterfaceSizeClass, idiom: UserInterfaceIdiom) {
        self.horizontalSizeClass = horizontalSizeClass
        self.idiom = idiom
    }

    /// Whether a sidebar can be shown here: an iPad in a regular width (container rules 7:
    /// a horizontally compact tab bar controller shows a tab bar, not a sidebar).
    public var canShowSidebar: Bool { idiom == .pad && horizontalSizeClass == .regular }
}
