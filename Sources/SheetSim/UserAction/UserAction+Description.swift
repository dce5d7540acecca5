extension UserAction: CustomStringConvertible {
    /// The scenario line that does this action, `drag grabber by 300pt over 250ms`; the lines, one
    /// per line, when it takes more than one (see ``scenarioLines``).
    public var description: String { scenarioLines.joined(separator: "\n") }

    /// The scenario lines that do this action, in order.
    ///
    /// Most actions are one line. A `present` is the `sheet` line that names the controller, the
    /// lines that configure it, and the `present` line; a scroll view is a `scrollView of` line
    /// naming its controller (for an inner controller of a sheet, after the sheet's `sheet` line); a controller's layout settings are a `set … of` line
    /// each; a container's settings are `set … of "name"` lines. What no line can say follows the
    /// line as a comment (a touch at a chosen x, a detent resolved by a closure), and an action no
    /// line does (a whole screen environment, a tab selected in code without naming its tab bar
    /// controller) is a comment line naming the simulator call.
    ///
    /// Lines that stand for one change made at once set one property each. A whole sheet
    /// configuration is written as the lines that make it from UIKit's defaults, so on a sheet
    /// configured otherwise they leave the other properties as they are; so is a split view
    /// controller's (its style decides which properties a line may set, and none refuses a
    /// default). A controller's layout settings are every property in turn, and each one that
    /// changes lays the controller out on its own, where the action lays it out once.
    public var scenarioLines: [String] {
        typealias W = ScenarioWords
        switch self {
        case .present(let name, let configuration, let source, let animated):
            let present = "present" + (name == "sheet" ? "" : " " + W.quoted(name)) + (source.map { " from " + W.quoted($0) } ?? "")
                + W.notAnimated(animated)
            return (configuration.alert?.scenarioLines(name: name) ?? ["sheet " + W.quoted(name)]) + configuration.scenarioLines + [present]
        case .dismiss(let animated):
            return ["dismiss" + W.notAnimated(animated)]
        case .set(let change, let animated):
            return [W.animateChanges(animated) + change.description]
        case .setDetents(let detents, let animated):
            let (words, note) = W.detents(detents)
            return [W.line(W.animateChanges(animated) + "detents " + words, note: note)]
        case .invalidateDetents(let animated):
            return [W.animateChanges(animated) + "invalidateDetents"]
        case .setNeedsUpdateProperties(let controller):
            return ["setNeedsUpdateProperties" + (controller.map { " " + W.quoted($0) } ?? "")]
        case .updateConfiguration(let configuration, let animated):
            return configuration.scenarioLines.map { $0.hasPrefix("presentation") ? $0 : W.animateChanges(animated) + $0 }
        case .setScrollView(let state):
            guard let state else { return ["scrollView none"] }
            let line = state.scenarioLine(contentOffsetY: nil)
            return [state.contentOffset == 0 ? line : W.line(line, note: "content scrolled \(W.points(state.contentOffset)) from its top")]
        case .scrollView(let state, let offset, let name):
            // A scroll view of an inner controller of a sheet is its sheet's line and a `scrollView
            // of` line naming the controller; any other names its controller on the line itself.
            guard let state else { return ["sheet " + W.quoted(name), "scrollView none"] }
            guard state.owner != nil else { return [state.scenarioLine(contentOffsetY: offset, of: name)] }
            return ["sheet " + W.quoted(name), state.scenarioLine(contentOffsetY: offset)]
        case .scroll(let y, let controller):
            return ["scroll" + (controller.map { " " + W.quoted($0) } ?? "") + " to " + W.points(y)]
        case .scrollToEdge(let bottom, let controller):
            return ["scroll" + (controller.map { " " + W.quoted($0) } ?? "") + " to " + (bottom ? "bottom" : "top")]
        case .updateViewLayoutSettings(let controller, let settings):
            return settings.scenarioLines(of: controller)
        case .setSwipeActions(let configuration, let edge, let controller):
            let start = "swipeActions of " + W.quoted(controller) + " " + edge.rawValue
            guard let configuration else { return [start + " none"] }
            let titles = configuration.actions.map(W.quoted).joined(separator: ", ")
            return [start + " " + titles + (configuration.performsFirstActionWithFullSwipe ? "" : " performsFirstActionWithFullSwipe false")]
        case .registerOnTransitionCoordinator(let controller, let moment, let blocks):
            return ["transitionCoordinator of " + W.quoted(controller) + " in " + moment.rawValue + " " + blocks.words.joined(separator: " ")]
        case .setRootViewController(let name):
            return ["rootViewController " + W.quoted(name)]
        case .push(let controller, let navigation, let animated):
            return ["push " + W.quoted(controller) + W.inContainer(navigation) + W.notAnimated(animated)]
        case .pop(let navigation, let animated):
            return ["pop" + W.inContainer(navigation) + W.notAnimated(animated)]
        case .popToRoot(let navigation, let animated):
            return ["popToRoot" + W.inContainer(navigation) + W.notAnimated(animated)]
        case .updateNavigationConfiguration(let name, let configuration):
            return Self.navigationLines(name, configuration)
        case .setSelectedIndex(let index, let tabBar):
            guard let tabBar else { return [Self.call("setSelectedIndex(\(index))") + " (a line names its tab bar controller)"] }
            return [Self.containerLine("selectedIndex", of: tabBar, "\(index)")]
        case .updateTabBarConfiguration(let name, let configuration):
            return Self.tabBarLines(name, configuration)
        case .setSidebarHidden(let hidden, let tabBar):
            guard let tabBar else { return [Self.call("sidebar.isHidden = \(hidden)") + " (a line names its tab bar controller)"] }
            return [Self.containerLine("sidebar.isHidden", of: tabBar, "\(hidden)")]
        case .setPreferredDisplayMode(let mode, let split):
            guard let split else { return [Self.call("setPreferredDisplayMode(.\(mode.rawValue))") + " (a line names its split view controller)"] }
            return [Self.containerLine("preferredDisplayMode", of: split, mode.rawValue)]
        case .updateSplitViewConfiguration(let name, let configuration):
            return Self.splitViewLines(name, configuration)
        case .setViewController(let controller, let column, let split):
            return [Self.call("setViewController(\(W.quoted(controller)), for: .\(column.rawValue)" + (split.map { ", in: " + W.quoted($0) } ?? "") + ")")]
        case .showColumn(let column, let split):
            return ["show column " + column.rawValue + W.inContainer(split)]
        case .hideColumn(let column, let split):
            return ["hide column " + column.rawValue + W.inContainer(split)]
        case .showDetailViewController(let controller, let split):
            return ["showDetail " + W.quoted(controller) + W.inContainer(split)]
        case .show(let controller, let split):
            return ["show " + W.quoted(controller) + W.inContainer(split)]
        case .touchDown(let target, let x, let y):
            let line = "touch down " + target.rawValue + (y.map { " at " + W.points($0) } ?? "")
            return [W.line(line, note: x.map { "at x " + W.points($0) + ", which no line writes" })]
        case .touchMove(let y):
            return ["touch move to " + W.points(y)]
        case .touchUp(let y):
            return ["touch up" + (y.map { " at " + W.points($0) } ?? "")]
        case .drag(let target, let motion):
            return [Self.sheetDrag(target, motion)]
        case .tapGrabber:
            return ["tap grabber"]
        case .tapDimmingView(let point):
            return ["tap dimmingView" + Self.at(point)]
        case .tapPresenter(let point):
            return ["tap presenter" + Self.at(point)]
        case .tapOutside(let point):
            return ["tap outside" + Self.at(point)]
        case .swipeBack(let navigation, let motion):
            return [Self.straight("swipe back" + W.inContainer(navigation), motion)]
        case .tapTab(let controller, let tabBar):
            return ["select tab " + W.quoted(controller) + W.inContainer(tabBar)]
        case .tapSidebarButton(let tabBar):
            return ["tap sidebarButton" + W.inContainer(tabBar)]
        case .swipePage(let direction, let pageView, let completes):
            return ["swipe page " + direction.rawValue + W.inContainer(pageView) + (completes ? "" : " cancelled")]
        case .setViewControllers(let page, let pageView, let direction, let animated):
            return ["setViewControllers " + W.quoted(page) + W.inContainer(pageView) + (direction == .forward ? "" : " " + direction.rawValue)
                    + W.notAnimated(animated)]
        case .tapSecondary(let split):
            return ["tap secondary" + W.inContainer(split)]
        case .tapDisplayModeButton(let split):
            return ["tap displayModeButton" + W.inContainer(split)]
        case .tapSecondaryOnlyButton(let split):
            return ["tap secondaryOnlyButton" + W.inContainer(split)]
        case .dragSidebar(let split, let motion):
            return [Self.straight("drag sidebar" + W.inContainer(split), motion)]
        case .dragDivider(let column, let width, let split):
            return ["drag divider of column \(column.rawValue) to " + W.points(width) + W.inContainer(split)]
        case .dragDividerOver(let column, let width, let duration, let split):
            return ["drag divider of column \(column.rawValue) to " + W.points(width) + " over " + W.duration(duration) + W.inContainer(split)]
        case .swipeRow(let row, let edge, let motion, let table):
            return [Self.straight("swipe row \(row)" + W.inContainer(table) + (edge == .trailing ? " left" : " right"), motion)]
        case .tapSwipeAction(let title, let table):
            return ["tap action " + W.quoted(title) + W.inContainer(table)]
        case .tapAlertAction(let title):
            return ["tap action " + W.quoted(title)]
        case .tapRow(let row, let table):
            return ["tap row \(row)" + W.inContainer(table)]
        case .rotate(let orientation):
            return ["rotate " + W.orientation(orientation)]
        case .setWindow(let window):
            return ["window \(window)"]
        case .setEnvironment(let environment):
            return [Self.call("setEnvironment(\(environment))")]
        case .showKeyboard(let height, let duration):
            return ["keyboard show " + W.points(height) + (duration.map { " over " + W.duration($0) } ?? "")]
        case .hideKeyboard(let duration):
            return ["keyboard hide" + (duration.map { " over " + W.duration($0) } ?? "")]
        case .resizeWindow(let size, let duration):
            return ["resize window to " + W.points(size.width) + " x " + W.points(size.height) + " over " + W.duration(duration)]
        case .setBinding(let binding, let value):
            if case .item = value { return ["set item " + W.quoted(binding) + " = " + value.description] }
            return ["set binding " + W.quoted(binding) + " = " + value.description]
        case .callDismiss(let content):
            return ["dismiss from " + W.quoted(content)]
        case .setPresentationDetents(let detents, let view):
            return ["set presentationDetents of " + W.quoted(view) + " = " + detents.map(\.scenarioText).joined(separator: ", ")]
        case .setScenePhase(let phase):
            return ["scenePhase " + phase.rawValue]
        }
    }

    /// A comment line for an action no scenario line does, naming the simulator call.
    private static func call(_ text: String) -> String {
        "# " + text + ": no scenario line does this"
    }

    /// ` at 200pt 100pt`, or nothing for the target's own spot.
    private static func at(_ point: Point?) -> String {
        point.map { " at " + ScenarioWords.points($0.x) + " " + ScenarioWords.points($0.y) } ?? ""
    }

    /// `drag grabber by 300pt over 250ms` and the other forms of a sheet's drag.
    private static func sheetDrag(_ target: TouchTarget, _ motion: DragMotion) -> String {
        typealias W = ScenarioWords
        let start = "drag " + target.rawValue
        switch motion {
        case .distance, .velocity:
            return straight(start, motion)
        case .toDetent(let detent, let duration):
            return start + " to " + W.detentReference(detent) + " over " + W.duration(duration)
        case .samples(let samples):
            return start + " samples " + samples.map { W.duration($0.after) + " " + W.points($0.y) }.joined(separator: ", ")
        case .positions(let samples):
            return "# " + start + " through window positions "
                + samples.map { W.points($0.y) + " at " + W.duration($0.after) }.joined(separator: ", ")
                + ": no scenario line does this (its samples are offsets from the touch-down)"
        }
    }

    /// A straight gesture's line: `swipe back by 120pt over 300ms`, `… with velocity 800pt/s`.
    private static func straight(_ start: String, _ motion: DragMotion) -> String {
        typealias W = ScenarioWords
        switch motion {
        case .distance(let distance, let duration):
            return start + " by " + W.points(distance) + " over " + W.duration(duration)
        case .velocity(let distance, let velocity):
            return start + " by " + W.points(distance) + " with velocity " + W.speed(velocity)
        case .toDetent, .samples, .positions:
            return "# " + start + " moving \(motion): no scenario line does this (the gesture moves by a distance)"
        }
    }
}
