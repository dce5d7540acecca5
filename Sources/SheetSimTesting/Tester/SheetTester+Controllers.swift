import SheetSim

// The app's own controllers — containers, the window's root, navigation and tab selection — and
// its window, through the tester. As with the sheet actions, each takes the caller's location and
// an error the simulator throws fails the test there; names and defaults are the simulator's.

extension SheetTester {
    // MARK: Declaring

    /// `SheetSimulator.declare(_:_:)`: a plain controller or a container with its children.
    /// Declaring makes no callbacks, so it needs none asserted before it.
    public func declare(
        _ name: String, _ declaration: ControllerDeclaration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("declare(\(LogText.quoted(name)))", checksUnasserted: false, at: .init(fileID, filePath, line, column)) {
            try $0.declare(name, declaration)
        }
    }

    /// `SheetSimulator.setRootViewController(_:)`: the first root set is the app's launch.
    public func setRootViewController(
        _ name: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("setRootViewController(\(LogText.quoted(name)))", at: .init(fileID, filePath, line, column)) {
            try $0.setRootViewController(name)
        }
    }

    // MARK: Navigation controllers

    /// `SheetSimulator.push(_:onto:animated:)`.
    public func push(
        _ controller: String, onto navigation: String? = nil, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("push(\(LogText.quoted(controller)), animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            try $0.push(controller, onto: navigation, animated: animated)
        }
    }

    /// `SheetSimulator.pop(_:animated:)`.
    public func pop(
        _ navigation: String? = nil, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("pop(animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            try $0.pop(navigation, animated: animated)
        }
    }

    /// `SheetSimulator.popToRoot(_:animated:)`.
    public func popToRoot(
        _ navigation: String? = nil, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("popToRoot(animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            try $0.popToRoot(navigation, animated: animated)
        }
    }

    /// `SheetSimulator.swipeBack(in:by:duration:)`: the interactive pop from the leading edge.
    public func swipeBack(
        in navigation: String? = nil, by distance: Double, duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let action = "swipeBack(by: \(NumberFormat.points(distance)), duration: \(duration))"
        perform(action, at: .init(fileID, filePath, line, column)) {
            try $0.swipeBack(in: navigation, by: distance, duration: duration)
        }
    }

    // MARK: Tab bar controllers

    /// `SheetSimulator.tapTab(_:in:)`: the delegate is asked `tabBarController(_:shouldSelect:)` first.
    public func tapTab(
        _ controller: String, in tabBar: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("tapTab(\(LogText.quoted(controller)))", at: .init(fileID, filePath, line, column)) {
            try $0.tapTab(controller, in: tabBar)
        }
    }

    /// `SheetSimulator.setSelectedIndex(_:of:)`: in code, without delegate calls.
    public func setSelectedIndex(
        _ index: Int, of tabBar: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("setSelectedIndex(\(index))", at: .init(fileID, filePath, line, column)) {
            try $0.setSelectedIndex(index, of: tabBar)
        }
    }

    // MARK: The window

    /// `SheetSimulator.setWindow(_:)`: an iPad app's window changes (Split View, Slide Over, …).
    public func setWindow(
        _ window: AppWindow,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("setWindow(\(window))", at: .init(fileID, filePath, line, column)) { try $0.setWindow(window) }
    }
}
