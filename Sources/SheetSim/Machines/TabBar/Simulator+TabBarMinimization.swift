extension Simulator {
    // MARK: The iOS 26 floating tab bar (container rules 7.1)

    /// What an iPhone's iOS 26 tab bar adds to its tabs' bottom safe area when that is not the
    /// bar's own height, or nil. The expanded bar adds its height (OBS: 49 pt above the 34 pt home
    /// indicator, 83 in all, on an iPhone 17), and a bottom accessory above it adds
    /// ``UIKitMetrics/bottomAccessoryHeight26``; while the bar is minimized,
    /// ``BehaviorOptions/minimizedTabBarSafeArea`` decides whether that stays or shrinks to
    /// ``UIKitMetrics/minimizedTabBarHeight26``.
    func floatingTabBarContentInset(_ machine: TabBarMachine, barHeight: Double) -> Double? {
        guard os.majorVersion >= 26, environment.device.idiom == .phone else { return nil }
        if machine.isTabBarMinimized, options.minimizedTabBarSafeArea == .minimizedBar {
            return metrics.minimizedTabBarHeight26
        }
        return machine.configuration.hasBottomAccessory ? barHeight + metrics.bottomAccessoryHeight26 : nil
    }

    /// The frame of the `bottomAccessory` of the tab bar controller `name` in window coordinates,
    /// or nil without one (or before iOS 26, or off an iPhone). Regular, it stands on the expanded
    /// bar, ``UIKitMetrics/bottomAccessoryHeight26`` tall, as wide as the bar's row; inline, it
    /// sits in the minimized bar's row, ``UIKitMetrics/minimizedTabBarHeight26`` tall (where it
    /// starts across the row is unpublished, so only its row is modelled: the same frame's x and
    /// width).
    public func bottomAccessoryFrame(of name: String) -> Rect? {
        guard os.majorVersion >= 26, environment.device.idiom == .phone, let machine = tabBarMachine(name),
              machine.configuration.hasBottomAccessory, let layout = viewLayout(of: name), let bar = layout.tabBarHeight else { return nil }
        let frame = layout.frameInWindow
        let bottom = frame.maxY - layout.safeAreaInsets.bottom
        let x = frame.minX + layout.safeAreaInsets.left
        let width = frame.width - layout.safeAreaInsets.left - layout.safeAreaInsets.right
        if machine.isTabBarMinimized {
            let height = metrics.minimizedTabBarHeight26
            return Rect(x: x, y: bottom - height, width: width, height: height)
        }
        let height = metrics.bottomAccessoryHeight26
        return Rect(x: x, y: bottom - bar - height, width: width, height: height)
    }

    /// After a scroll view of `owner` in the window scrolled by `deltaY`: the innermost tab bar
    /// controller above it hears of it, if `owner` is in the tab it shows.
    mutating func tabBarHearsScroll(of owner: String, deltaY: Double) {
        guard os.majorVersion >= 26, deltaY != 0, tree.hasContainers else { return }
        var child = owner
        while let parent = tree.parent(of: child) {
            if let machine = tabBarMachine(parent) {
                if machine.visibleChildren.contains(child) { send(.contentScrolled(deltaY: deltaY), toTabBar: parent) }
                return
            }
            child = parent
        }
    }
}
