import SheetSim

// The app's own controllers — containers, the window's root, navigation and tab selection — and
// its window, through the tester. As with the sheet actions, each sends its `UserAction` with the
// caller's location, and an error the simulator throws fails the test there; names and defaults
// are the simulator's. Declaring is no action: it describes the app.

extension TestSimulator {
    // MARK: Declaring

    /// `Simulator.declare(_:_:)`: a plain controller or a container with its children.
    /// Declaring makes no callbacks, so it needs none asserted before it.
    public func declare(
        _ name: String, _ declaration: ControllerDeclaration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        runAction("declare(\(LogText.quoted(name)))", checksUnasserted: false, at: .init(fileID, filePath, line, column)) {
            try $0.declare(name, declaration)
        }
    }

    /// `Simulator.setRootViewController(_:)`: the first root set is the app's launch.
    public func setRootViewController(
        _ name: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setRootViewController(name), at: .init(fileID, filePath, line, column))
    }

    // MARK: Navigation controllers

    /// `Simulator.push(_:onto:animated:)`.
    public func push(
        _ controller: String, onto navigation: String? = nil, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.push(controller, onto: navigation, animated: animated), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.pop(_:animated:)`.
    public func pop(
        _ navigation: String? = nil, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.pop(navigation, animated: animated), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.popToRoot(_:animated:)`.
    public func popToRoot(
        _ navigation: String? = nil, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.popToRoot(navigation, animated: animated), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.swipeBack(in:by:duration:)`: the interactive pop from the leading edge.
    public func swipeBack(
        in navigation: String? = nil, by distance: Double, duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.swipeBack(in: navigation, .distance(distance, duration: duration)), at: .init(fileID, filePath, line, column))
    }

    // MARK: Tab bar controllers

    /// `Simulator.tapTab(_:in:)`: the delegate is asked `tabBarController(_:shouldSelect:)` first
    /// (`tabBarController(_:shouldSelectTab:)` for a controller of `UITab`s, where `controller` may
    /// also name a tab group's item).
    public func tapTab(
        _ controller: String, in tabBar: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapTab(controller, in: tabBar), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.setSelectedIndex(_:of:)`: in code, without delegate calls.
    public func setSelectedIndex(
        _ index: Int, of tabBar: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setSelectedIndex(index, of: tabBar), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.setSidebarHidden(_:of:)`: `sidebar.isHidden` set in code (iOS 18); with a sidebar
    /// available, the delegate hears `tabBarController(_:sidebarVisibilityWillChange:animator:)`.
    public func setSidebarHidden(
        _ hidden: Bool, of tabBar: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setSidebarHidden(hidden, of: tabBar), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.tapSidebarButton(in:)`: the user shows or hides the sidebar (iOS 18).
    public func tapSidebarButton(
        in tabBar: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapSidebarButton(in: tabBar), at: .init(fileID, filePath, line, column))
    }

    // MARK: Page view controllers

    /// `Simulator.swipePage(_:in:completes:)`: a swipe to the next or previous page, which the
    /// delegate hears about.
    public func swipePage(
        _ direction: PageViewDirection, in pageView: String? = nil, completes: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.swipePage(direction, in: pageView, completes: completes), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.setViewControllers(_:of:direction:animated:)`: in code, without delegate calls.
    public func setViewControllers(
        _ page: String, of pageView: String? = nil, direction: PageViewDirection = .forward, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setViewControllers(page, of: pageView, direction: direction, animated: animated), at: .init(fileID, filePath, line, column))
    }

    // MARK: The window

    /// `Simulator.setWindow(_:)`: an iPad app's window changes (Split View, Slide Over, …).
    public func setWindow(
        _ window: AppWindow,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setWindow(window), at: .init(fileID, filePath, line, column))
    }
}
