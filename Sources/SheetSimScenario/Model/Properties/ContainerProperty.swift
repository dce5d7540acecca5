import SheetSim

/// What a navigation or tab bar controller's `set PROPERTY = VALUE` line can name, under UIKit's
/// names. A split view controller's are ``SplitViewProperty``.
///
/// The parser reads a ``ContainerChange`` for each case in an exhaustive switch, and the
/// completion grammar lists the cases.
public enum ContainerProperty: String, CaseIterable, Sendable {
    /// The container has a `delegate`.
    case hasDelegate
    /// A navigation controller's `interactivePopGestureRecognizer.isEnabled`.
    case interactivePopGestureEnabled = "interactivePopGestureRecognizer.isEnabled"
    /// What a tab bar controller's delegate answers to `tabBarController(_:shouldSelect:)`.
    case shouldSelect
    /// A tab bar controller's `selectedIndex`.
    case selectedIndex
    /// A tab bar controller's `mode` (iOS 18).
    case mode
    /// A tab bar controller's `sidebar.isHidden` (iOS 18), set in code.
    case sidebarIsHidden = "sidebar.isHidden"
    /// A tab bar controller's `compactTabIdentifiers` (iOS 18).
    case compactTabIdentifiers
    /// A tab bar controller's `tabBarMinimizeBehavior` (iOS 26).
    case tabBarMinimizeBehavior
    /// Whether a tab bar controller has a `bottomAccessory` (iOS 26): a `UITabAccessory` above
    /// the tab bar.
    case bottomAccessory

    /// The kinds of container that have the property.
    public var containers: [ControllerKind] {
        switch self {
        case .hasDelegate: [.navigationController, .tabBarController]
        case .interactivePopGestureEnabled: [.navigationController]
        case .shouldSelect, .selectedIndex, .mode, .sidebarIsHidden, .compactTabIdentifiers, .tabBarMinimizeBehavior, .bottomAccessory: [.tabBarController]
        }
    }
}
