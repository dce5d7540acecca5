import SheetSim

extension UserAction {
    /// The action as the tester's failures name it: the call a test makes, `drag(.grabber, by:
    /// 120, duration: 600.000ms)` or `present("sheet", animated: true)`, short of the values a
    /// failure does not need (a configuration, a scroll view).
    var call: String {
        func points(_ value: Double) -> String { NumberFormat.points(value) }
        switch self {
        case .present(let name, _, let source, let animated):
            let from = source.map { ", from: \(LogText.quoted($0))" } ?? ""
            return "present(\(LogText.quoted(name))\(from), animated: \(animated))"
        case .dismiss(let animated): return "dismiss(animated: \(animated))"
        case .set(.selectedDetentIdentifier(let identifier), let animated):
            return "setSelectedDetentIdentifier(\(identifier.map { "." + $0.description } ?? "nil"), animated: \(animated))"
        case .set(let change, let animated): return "set(\(change.description.dropFirst(4)), animated: \(animated))"
        case .setDetents(let detents, let animated): return "setDetents(\(detents), animated: \(animated))"
        case .invalidateDetents(let animated): return "invalidateDetents(animated: \(animated))"
        case .updateConfiguration(_, let animated): return "updateConfiguration(animated: \(animated))"
        case .setScrollView: return "setScrollView(_:)"
        case .scrollView(_, _, let name): return "setScrollView(_:contentOffsetY:of: \(LogText.quoted(name)))"
        case .scroll(let y, let controller): return "scroll(toContentOffsetY: \(points(y))\(controller.map { ", of: " + LogText.quoted($0) } ?? ""))"
        case .setNeedsUpdateProperties(let controller):
            return "setNeedsUpdateProperties(\(controller.map(LogText.quoted) ?? ""))"
        case .scrollToEdge(let bottom, let controller): return "scrollToEdge(bottom: \(bottom)\(controller.map { ", of: " + LogText.quoted($0) } ?? ""))"
        case .updateViewLayoutSettings(let controller, _): return "updateViewLayoutSettings(of: \(LogText.quoted(controller)))"
        case .setSwipeActions(_, let edge, let controller): return "setSwipeActions(edge: .\(edge.rawValue), of: \(LogText.quoted(controller)))"
        case .registerOnTransitionCoordinator(let controller, let moment, let blocks):
            return "registerOnTransitionCoordinator(of: \(LogText.quoted(controller)), in: .\(moment.rawValue), [\(blocks.words.map { "." + $0 }.joined(separator: ", "))])"
        case .setRootViewController(let name): return "setRootViewController(\(LogText.quoted(name)))"
        case .push(let controller, _, let animated): return "push(\(LogText.quoted(controller)), animated: \(animated))"
        case .pop(_, let animated): return "pop(animated: \(animated))"
        case .popToRoot(_, let animated): return "popToRoot(animated: \(animated))"
        case .updateNavigationConfiguration(let name, _): return "updateNavigationConfiguration(\(LogText.quoted(name)))"
        case .setSelectedIndex(let index, _): return "setSelectedIndex(\(index))"
        case .updateTabBarConfiguration(let name, _): return "updateTabBarConfiguration(\(LogText.quoted(name)))"
        case .setSidebarHidden(let hidden, _): return "setSidebarHidden(\(hidden))"
        case .setPreferredDisplayMode(let mode, _): return "setPreferredDisplayMode(.\(mode))"
        case .updateSplitViewConfiguration(let split, _): return "updateSplitViewConfiguration(\(LogText.quoted(split)))"
        case .setViewController(let controller, let column, _): return "setViewController(\(LogText.quoted(controller)), for: .\(column))"
        case .showColumn(let column, _): return "show(.\(column))"
        case .hideColumn(let column, _): return "hide(.\(column))"
        case .showDetailViewController(let controller, _): return "showDetailViewController(\(LogText.quoted(controller)))"
        case .show(let controller, _): return "show(\(LogText.quoted(controller)))"
        case .touchDown(let target, _, _): return "touchDown(on: .\(target.rawValue))"
        case .touchMove(let y): return "touchMove(toY: \(points(y)))"
        case .touchUp(let y): return "touchUp(atY: \(y.map(points) ?? "nil"))"
        case .drag(let target, .distance(let distance, let duration)):
            return "drag(.\(target.rawValue), by: \(points(distance)), duration: \(duration))"
        case .drag(let target, .velocity(let distance, let velocity)):
            return "drag(.\(target.rawValue), by: \(points(distance)), velocity: \(points(velocity)))"
        case .drag(let target, .toDetent(let detent, let duration)):
            return "drag(.\(target.rawValue), to: .\(detent), duration: \(duration))"
        case .drag(let target, .samples(let samples)), .drag(let target, .positions(let samples)):
            return "drag(.\(target.rawValue), samples: \(counted(samples.count, "sample")))"
        case .tapGrabber: return "tapGrabber()"
        case .tapDimmingView: return "tapDimmingView()"
        case .tapPresenter: return "tapPresenter()"
        case .tapOutside: return "tapOutside()"
        case .swipeBack(_, let motion): return "swipeBack(" + Self.straight(motion, points) + ")"
        case .tapTab(let controller, _): return "tapTab(\(LogText.quoted(controller)))"
        case .tapSidebarButton: return "tapSidebarButton()"
        case .swipePage(let direction, _, _): return "swipePage(.\(direction.rawValue))"
        case .setViewControllers(let page, _, _, _): return "setViewControllers(\(LogText.quoted(page)))"
        case .tapSecondary: return "tapSecondary()"
        case .tapDisplayModeButton: return "tapDisplayModeButton()"
        case .tapSecondaryOnlyButton: return "tapSecondaryOnlyButton()"
        case .dragDivider(let column, let width, _): return "dragDivider(of: .\(column.rawValue), to: \(width))"
        case .dragDividerOver(let column, let width, let duration, _): return "dragDivider(of: .\(column.rawValue), to: \(width), over: \(duration))"
        case .dragSidebar(_, .distance(let distance, _)): return "dragSidebar(by: \(distance))"
        case .dragSidebar(_, let motion): return "dragSidebar(" + Self.straight(motion, points) + ")"
        case .swipeRow(let row, let edge, let motion, _): return "swipeRow(\(row), revealing: .\(edge.rawValue), " + Self.straight(motion, points) + ")"
        case .tapSwipeAction(let title, _): return "tapSwipeAction(\(LogText.quoted(title)))"
        case .tapAlertAction(let title): return "tapAlertAction(\(LogText.quoted(title)))"
        case .setBinding(let binding, let value): return "setBinding(\(LogText.quoted(binding)), to: \(value.swiftLiteral))"
        case .callDismiss(let content): return "callDismiss(from: \(LogText.quoted(content)))"
        case .setPresentationDetents(let detents, let view):
            return "setPresentationDetents([" + detents.map(\.swiftLiteral).joined(separator: ", ") + "], of: \(LogText.quoted(view)))"
        case .tapRow(let row, _): return "tapRow(\(row))"
        case .rotate(let orientation): return "rotate(to: .\(orientation.rawValue))"
        case .setWindow(let window): return "setWindow(\(window))"
        case .setEnvironment(let environment): return "setEnvironment(\(environment))"
        case .showKeyboard(let height, _): return "showKeyboard(height: \(points(height)))"
        case .hideKeyboard: return "hideKeyboard()"
        case .resizeWindow(let size, let duration): return "resizeWindow(to: \(points(size.width)) x \(points(size.height)), over: \(duration))"
        case .setScenePhase(let phase): return "setScenePhase(.\(phase.rawValue))"
        }
    }

    /// `by: 120, duration: 300.000ms`, `by: 120, velocity: 800`, or the motion as it is.
    private static func straight(_ motion: DragMotion, _ points: (Double) -> String) -> String {
        switch motion {
        case .distance(let distance, let duration): return "by: \(points(distance)), duration: \(duration)"
        case .velocity(let distance, let velocity): return "by: \(points(distance)), velocity: \(points(velocity))"
        default: return "\(motion)"
        }
    }
}
