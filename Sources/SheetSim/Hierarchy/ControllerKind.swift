/// The kinds of view controller SheetSim models, as UIKit's classes.
///
/// A plain controller is content; the others are containers that show children and forward
/// appearance and transition callbacks to them. Each container kind is simulated by its own state
/// machine; this type only names them and says which delegate protocol each one's delegate adopts.
public enum ControllerKind: String, Hashable, Sendable, CaseIterable {
    /// A plain `UIViewController`.
    case viewController
    /// `UINavigationController`.
    case navigationController
    /// `UITabBarController`.
    case tabBarController
    /// `UISplitViewController`, classic or column style.
    case splitViewController
    /// `UIPageViewController`, scroll style.
    case pageViewController

    /// The class name, e.g. `UINavigationController`.
    public var uikitName: String {
        switch self {
        case .viewController: return "UIViewController"
        case .navigationController: return "UINavigationController"
        case .tabBarController: return "UITabBarController"
        case .splitViewController: return "UISplitViewController"
        case .pageViewController: return "UIPageViewController"
        }
    }

    /// The state machine that simulates a container of this kind (nil for plain content).
    var machineType: (any Machine.Type)? {
        switch self {
        case .viewController: return nil
        case .navigationController: return NavigationMachine.self
        case .tabBarController: return TabBarMachine.self
        case .splitViewController: return SplitViewMachine.self
        case .pageViewController: return PageViewMachine.self
        }
    }

    /// The delegate protocol of this kind's own delegate (`NAME.delegate`), if it has one.
    public var delegateProtocol: CallbackProtocol? {
        switch self {
        case .viewController: return nil
        case .navigationController: return .navigationControllerDelegate
        case .tabBarController: return .tabBarControllerDelegate
        case .splitViewController: return .splitViewControllerDelegate
        case .pageViewController: return .pageViewControllerDelegate
        }
    }
}
