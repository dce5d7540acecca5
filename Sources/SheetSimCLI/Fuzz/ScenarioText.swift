import SheetSim

/// The fuzzer's sessions as scenario text, one command per line, so a violation can be replayed
/// with `sheetsim run`: the world's lines, then each step's (an action's are its description).
///
/// Configuration lines before a `present` set up the controller about to be presented (`sheet
/// "child"` names it when it is not the first sheet); after presenting, `set` and `detents`
/// change the front sheet, as the simulator's API does.
public func scenarioText(for session: FuzzSession) -> String {
    var lines: [String] = []
    lines.append("device \(LogText.quoted(session.device.name)) \(orientationWord(session.orientation))")
    lines.append("os \(session.os.versionText)")
    if let mode = session.multitasking { lines.append("multitasking \(mode)") }
    if let sdk = session.appSDK { lines.append("sdk \(sdk)") }
    if let style = session.windowingControlStyle { lines.append("preferredWindowingControlStyle \(style)") }
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
        lines += session.tabBarMinimize?.scenarioLines ?? []
        if session.hasTabGroup { lines.append("tabGroup \"library\" in \"tabs\" tabs \"albums\", \"artists\"") }
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
        if session.hasInspector { lines.append("column inspector \"info\"") }
        lines += session.splitView.scenarioLines
        lines.append("rootViewController \(LogText.quoted(SessionRunner.splitViewName))")
    }
    // A SwiftUI session's views, after the app they are hosted in.
    lines += session.swiftUI?.views.map(\.scenarioLine) ?? []
    // Once another controller was presented, the default sheet's setup names it again: a bare
    // configuration line would configure the controller named last.
    var namedAnother = false
    for action in session.actions {
        lines += scenarioLines(for: action, app: session.app, bareDefaultSheet: !namedAnother)
        if case .action(.present(let name, _, _, _)) = action, name != "sheet" { namedAnother = true }
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

/// A step's scenario lines: an action's are its own (`UserAction.scenarioLines`), except that the
/// plain app's sheet named `sheet`, the scenario's default, is configured without a `sheet` line
/// while `bareDefaultSheet` (in an app with containers every sheet's setup starts with its `sheet`
/// line: after a container declaration a bare configuration line would configure the container).
func scenarioLines(for step: FuzzStep, app: FuzzApp = .plain, bareDefaultSheet: Bool = true) -> [String] {
    switch step {
    case .action(let action):
        let lines = action.scenarioLines
        if case .present("sheet", _, _, _) = action, app == .plain, bareDefaultSheet { return Array(lines.dropFirst()) }
        return lines
    case .wait(let milliseconds):
        return ["wait \(milliseconds)ms"]
    case .waitUntilSettled:
        return ["wait until settled"]
    }
}
