/// What can happen to a `UITabBarController`.
public enum TabBarEvent: Sendable {
    /// The user tapped the tab bar item at `index`: the delegate is asked first.
    case tabTapped(index: Int)
    /// `selectedIndex` was set in code: no delegate calls (as for `selectedDetentIdentifier`).
    case selectedIndexSet(Int)
    /// The delegate answered `tabBarController(_:shouldSelect:)` about the tab at `index`.
    case shouldSelectAnswered(Bool, index: Int)
    /// An animation ran its length. Selection is not animated, so no tab bar animation exists to
    /// complete yet; the machine ignores it.
    case animationCompleted(token: Int)
    /// The app changed the tab bar controller's settings (its delegate, the delegate's answer).
    case configurationChanged(TabBarConfiguration)
}

/// What a tab bar controller's machine asks its driver to do: the shared cases only.
public typealias TabBarAction = MachineAction<Never>

/// A tab bar controller's settings, under UIKit's names.
public struct TabBarConfiguration: Hashable, Sendable {
    /// Whether the tab bar controller has a delegate (`UITabBarControllerDelegate`).
    public var hasDelegate = true
    /// What the delegate's `tabBarController(_:shouldSelect:)` returns, unless user code decides.
    public var shouldSelect = true

    public init() {}
}

/// Where a tab bar controller is: which tab it shows. Selection has no animation, so every change
/// happens within one instant and there is no in-between mode to hold.
public enum TabBarState: Sendable, Equatable {
    case showing(selectedIndex: Int)
}

/// The state machine of one `UITabBarController` (container rules 4).
///
/// A tap on a tab asks the delegate's `tabBarController(_:shouldSelect:)`; allowed, the outgoing
/// tab gets `viewWillDisappear`, the incoming one `viewWillAppear` (and `viewIsAppearing`), then
/// `viewDidDisappear` and `viewDidAppear`, all not animated, and the delegate hears
/// `tabBarController(_:didSelect:)` last. Tapping the selected tab asks and tells the delegate but
/// changes nothing on screen. Setting `selectedIndex` in code makes no delegate calls. (The
/// appearance order follows the navigation controller's, observed by developers; the delegate's
/// place after it is a GUESS.)
public struct TabBarMachine: Sendable {
    public let name: String
    /// UIKit's `viewControllers`, in tab order.
    public let viewControllers: [String]
    /// The same, to ask whether a controller is a tab without searching thousands of them.
    private let tabs: ChildSet
    public internal(set) var state: TabBarState
    public internal(set) var configuration: TabBarConfiguration
    let options: BehaviorOptions
    let os: OSProfile

    public init(name: String, tabs: [String], selectedIndex: Int = 0,
                configuration: TabBarConfiguration = TabBarConfiguration(),
                options: BehaviorOptions = .reference, os: OSProfile = .default) {
        precondition(!tabs.isEmpty, "a tab bar controller needs at least one tab")
        self.name = name
        self.viewControllers = tabs
        self.tabs = ChildSet(tabs)
        self.state = .showing(selectedIndex: min(max(selectedIndex, 0), tabs.count - 1))
        self.configuration = configuration
        self.options = options
        self.os = os
    }

    /// Whether `controller` is one of the tabs.
    public func holds(_ controller: String) -> Bool { tabs.contains(controller) }

    /// The tabs as a set, for the controller tree (``Machine/childSet``).
    public var childSet: ChildSet? { tabs }

    /// `selectedIndex`.
    public var selectedIndex: Int {
        switch state { case .showing(let index): return index }
    }

    /// `selectedViewController`.
    public var selectedViewController: String { viewControllers[selectedIndex] }

    /// The child whose view is shown: the selected tab.
    public var visibleChildren: [String] { [selectedViewController] }

    var callsViewIsAppearing: Bool { options.callsViewIsAppearing(on: os) }

    /// Feeds one event in and returns what UIKit would do, in order.
    public mutating func handle(_ event: TabBarEvent, at now: SimInstant) -> [TabBarAction] {
        switch event {
        case .tabTapped(let index):
            guard viewControllers.indices.contains(index) else { return [] }
            guard configuration.hasDelegate else { return select(index, userInitiated: true) }
            // The tab's index is the question's token: the answer comes back for that tab.
            return [.ask(.delegate(of: name), .tabBarControllerShouldSelect(viewControllers[index], answer: configuration.shouldSelect),
                         token: index)]
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
            return []
        }
    }

    mutating func select(_ index: Int, userInitiated: Bool) -> [TabBarAction] {
        let from = selectedViewController
        let to = viewControllers[index]
        var actions: [TabBarAction] = []
        if index != selectedIndex {
            state = .showing(selectedIndex: index)
            actions.append(.callback(.viewController(from), .viewWillDisappear(animated: false)))
            actions.append(.callback(.viewController(to), .viewWillAppear(animated: false)))
            if callsViewIsAppearing { actions.append(.callback(.viewController(to), .viewIsAppearing(animated: false))) }
            actions.append(.callback(.viewController(from), .viewDidDisappear(animated: false)))
            actions.append(.callback(.viewController(to), .viewDidAppear(animated: false)))
        }
        if userInitiated && configuration.hasDelegate {
            actions.append(.callback(.delegate(of: name), .tabBarControllerDidSelect(to)))
        }
        return actions
    }
}
