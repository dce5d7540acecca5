import SheetSim

/// The fuzzer's sessions as scenario text, one command per line, so a violation can be replayed
/// with `sheetsim run`. Written here because the scenario module has no writer of
/// `ScenarioCommand`s back to text; with one, this would convert the session to commands and use it.
///
/// Configuration lines before a `present` set up the controller about to be presented (`sheet
/// "child"` names it when it is not the first sheet); after presenting, `set` and `detents`
/// change the front sheet, as the simulator's API does.
public func scenarioText(for session: FuzzSession) -> String {
    var lines: [String] = []
    lines.append("device \(LogText.quoted(session.device.name)) \(orientationWord(session.orientation))")
    lines.append("os \(session.os.majorVersion)")
    lines += session.options.map(\.scenarioLine)
    lines += session.metrics.map(\.scenarioLine)
    if session.window != .full { lines.append("window \(session.window)") }
    switch session.app {
    case .plain: break
    case .navigation:
        lines.append("navigationController \"nav\" root \"inbox\"")
        lines.append("rootViewController \"nav\"")
    case .tabs:
        lines.append("navigationController \"homeNav\" root \"feed\"")
        lines.append("tabBarController \"tabs\" tabs \"homeNav\", \"search\"")
        lines.append("rootViewController \"tabs\"")
    case .doubleColumnSplit, .tripleColumnSplit, .classicSplit:
        if let navigation = session.app.navigationController {
            lines.append("navigationController \(LogText.quoted(navigation)) root \"master\"")
        }
        let style = session.app.splitViewStyle == .unspecified ? "classic" : session.app.splitViewStyle!.rawValue
        lines.append("splitViewController \(LogText.quoted(SessionRunner.splitViewName)) \(style)")
        for (column, controller) in session.app.splitViewColumns {
            lines.append("column \(column.rawValue) \(LogText.quoted(controller))")
        }
        lines += session.splitView.scenarioLines
        lines.append("rootViewController \(LogText.quoted(SessionRunner.splitViewName))")
    }
    for action in session.actions {
        lines += scenarioLines(for: action, app: session.app)
    }
    lines.append("wait until settled")
    return lines.joined(separator: "\n") + "\n"
}

/// `portrait`, `landscape` (UIKit's default landscape, landscape-left) or `landscapeRight`.
func orientationWord(_ orientation: Orientation) -> String {
    switch orientation {
    case .portrait: return "portrait"
    case .landscapeLeft: return "landscape"
    case .landscapeRight: return "landscapeRight"
    }
}

func detentWord(_ detent: FuzzDetent?) -> String { detent?.rawValue ?? "nil" }

/// In an app with containers every sheet's setup starts with its `sheet` line (after a container
/// declaration a bare configuration line would configure the container).
func scenarioLines(for action: FuzzAction, app: FuzzApp = .plain) -> [String] {
    let inNavigation = app.navigationController.map { " in \(LogText.quoted($0))" } ?? ""
    switch action {
    case .present(let name, let setup):
        var lines: [String] = []
        if name != "sheet" || app != .plain { lines.append("sheet \(LogText.quoted(name))") }
        lines.append("detents " + setup.detents.map(\.rawValue).joined(separator: " "))
        if let selected = setup.selectedDetentIdentifier { lines.append("set selectedDetentIdentifier = \(selected.rawValue)") }
        if setup.isModalInPresentation { lines.append("set isModalInPresentation = true") }
        if setup.prefersGrabberVisible { lines.append("set prefersGrabberVisible = true") }
        if let undimmed = setup.largestUndimmedDetentIdentifier { lines.append("set largestUndimmedDetentIdentifier = \(undimmed.rawValue)") }
        if setup.prefersEdgeAttachedInCompactHeight { lines.append("set prefersEdgeAttachedInCompactHeight = true") }
        if setup.modalPresentationStyle != .pageSheet { lines.append("set modalPresentationStyle = \(setup.modalPresentationStyle.rawValue)") }
        lines.append(name == "sheet" ? "present" : "present \(LogText.quoted(name))")
        return lines
    case .dismiss:
        return ["dismiss"]
    case .drag(let target, let distance, let milliseconds):
        return ["drag \(target.rawValue) by \(distance)pt over \(milliseconds)ms"]
    case .flick(let target, let distance, let velocity):
        return ["drag \(target.rawValue) by \(distance)pt with velocity \(velocity)pt/s"]
    case .tapGrabber:
        return ["tap grabber"]
    case .tapDimmingView:
        return ["tap dimmingView"]
    case .setSelectedDetent(let id, let animated):
        return [(animated ? "animateChanges " : "") + "set selectedDetentIdentifier = \(detentWord(id))"]
    case .setModalInPresentation(let on):
        return ["set isModalInPresentation = \(on)"]
    case .setDetents(let detents):
        return ["detents " + detents.map(\.rawValue).joined(separator: " ")]
    case .rotate(let orientation):
        return ["rotate \(orientationWord(orientation))"]
    case .showKeyboard(let height, let milliseconds):
        return ["keyboard show \(height)pt over \(milliseconds)ms"]
    case .hideKeyboard:
        return ["keyboard hide"]
    case .wait(let milliseconds):
        return ["wait \(milliseconds)ms"]
    case .waitUntilSettled:
        return ["wait until settled"]
    case .push(let name, let animated):
        return ["push \(LogText.quoted(name))\(inNavigation)" + (animated ? "" : " notAnimated")]
    case .pop(let animated):
        return ["pop\(inNavigation)" + (animated ? "" : " notAnimated")]
    case .swipeBack(let distance, let milliseconds):
        return ["swipe back\(inNavigation) by \(distance)pt over \(milliseconds)ms"]
    case .tapTab(let index):
        return ["select tab \(LogText.quoted(index == 0 ? "homeNav" : "search"))"]
    case .setWindow(let window):
        return ["window \(window)"]
    case .tapDisplayModeButton:
        return ["tap displayModeButton"]
    case .tapSecondary:
        return ["tap secondary"]
    case .tapSecondaryOnlyButton:
        return ["tap secondaryOnlyButton"]
    case .dragSidebar(let distance, let milliseconds):
        return ["drag sidebar by \(distance)pt over \(milliseconds)ms"]
    case .showColumn(let column):
        return ["show column \(column.rawValue)"]
    case .hideColumn(let column):
        return ["hide column \(column.rawValue)"]
    case .showDetail(let name):
        return ["showDetail \(LogText.quoted(name))"]
    }
}
