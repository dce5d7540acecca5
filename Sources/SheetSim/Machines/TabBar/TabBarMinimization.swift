/// `UITabBarController.MinimizeBehavior` (iOS 26): when the floating tab bar of an iPhone
/// minimizes (container rules 7.1; Apple's documentation of `tabBarMinimizeBehavior`).
public enum TabBarMinimizeBehavior: String, Hashable, Sendable, CaseIterable {
    /// The system decides; what it decides is ``BehaviorOptions/automaticTabBarMinimizeBehavior``.
    case automatic
    /// The tab bar never minimizes.
    case never
    /// Minimizes as the content scrolls down (`contentOffset.y` grows), expands as it scrolls up.
    case onScrollDown
    /// Minimizes as the content scrolls up, for bottom-aligned content; expands as it scrolls down.
    case onScrollUp
}

/// `UITabAccessory.Environment` (iOS 26): where a tab bar controller's `bottomAccessory` shows.
public enum TabAccessoryPlacement: String, Hashable, Sendable, CaseIterable {
    /// No accessory.
    case none
    /// Above the tab bar (or at the bottom of the controller's view).
    case regular
    /// Inline beside the minimized tab bar.
    case inline
}

extension TabBarMachine {
    /// What `tabBarMinimizeBehavior` does on this device now: `automatic` resolved by the option,
    /// and `never` anywhere but an iPhone on iOS 26 (the floating bar that minimizes is the
    /// iPhone's; container rules 7.1).
    public var effectiveMinimizeBehavior: TabBarMinimizeBehavior {
        guard os.majorVersion >= 26, environment.idiom == .phone else { return .never }
        switch configuration.minimizeBehavior {
        case .automatic: return options.automaticTabBarMinimizeBehavior.behavior
        case let behavior: return behavior
        }
    }

    /// `UITabAccessory.Environment` of the `bottomAccessory`: none without one, inline while the
    /// bar is minimized (the accessory animates down beside it), else regular.
    public var bottomAccessoryPlacement: TabAccessoryPlacement {
        guard configuration.hasBottomAccessory else { return .none }
        return isTabBarMinimized ? .inline : .regular
    }

    /// The selected tab's content scrolled by `deltaY` (positive: down, `contentOffset.y` grew).
    /// The bar minimizes on a scroll in its behavior's direction and expands on one the other
    /// way; nothing is logged (the change is the bar's, not a controller's).
    mutating func contentScrolled(by deltaY: Double) -> [TabBarAction] {
        guard deltaY != 0 else { return [] }
        switch effectiveMinimizeBehavior {
        case .never, .automatic: break
        case .onScrollDown: isTabBarMinimized = deltaY > 0
        case .onScrollUp: isTabBarMinimized = deltaY < 0
        }
        return []
    }

    /// After a change of settings or surroundings: a bar that can no longer minimize expands.
    mutating func expandIfMinimizeNotAllowed() {
        if effectiveMinimizeBehavior == .never { isTabBarMinimized = false }
    }
}
