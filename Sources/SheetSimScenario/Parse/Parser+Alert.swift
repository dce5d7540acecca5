import SheetSim

extension ScenarioParser {
    // MARK: alert "NAME" preferredStyle alert|actionSheet

    mutating func alert(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let token = try c.string("the alert controller's name")
        let name = token.stringValue!
        try refuseReservedName(token, ", not an alert controller; choose another name")
        try c.expectWord("preferredStyle")
        let style = AlertStyle(rawValue: try c.choice(AlertStyle.allCases.map(\.rawValue), "alert style"))!
        try c.end(after: "the alert style")
        currentSheet = name
        currentConfigurable = .sheet
        alertSettings[name] = AlertSettings(preferredStyle: style)
        alertCancelTitles[name] = nil
        presentedAlerts.remove(name)
        // A new alert controller: nothing set on an earlier one of the name carries over.
        popoverSetups[name] = nil
        return .alert(name, preferredStyle: style)
    }

    // MARK: action "TITLE" [default|cancel|destructive]

    /// An action of the current alert controller. UIKit raises for a second cancel action, so the
    /// line is refused with its message.
    mutating func alertAction(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        // The parser keeps each alert's style and cancel action, not its list of actions: an
        // action line then costs the same however many came before it.
        let first = c.tokens[0].range
        let title = try c.string("the action's title").stringValue!
        let style = c.isAtEnd ? .default : AlertActionStyle(rawValue: try c.choice(AlertActionStyle.allCases.map(\.rawValue), "action style"))!
        try c.end(after: "the action style")
        guard alertSettings[currentSheet] != nil else {
            throw Diagnostic.error(.actionWithoutAlert, "'action' adds to an alert controller, and '\(currentSheet)' is not one",
                                   range: first, hint: "declare it first, e.g. 'alert \"confirm\" preferredStyle actionSheet'")
        }
        if presentedAlerts.contains(currentSheet) {
            throw Diagnostic.error(.actionWithoutAlert, "the alert controller '\(currentSheet)' is already presented",
                                   range: first, hint: "add its actions between its 'alert' line and its 'present' line")
        }
        if style == .cancel, let cancel = alertCancelTitles[currentSheet] {
            throw Diagnostic.error(.duplicateCancelAction, "UIKit raises here (\(AlertSettings.secondCancelActionMessage)): '\(currentSheet)' already has the cancel action '\(cancel)'",
                                   range: first, hint: "give this action the default or destructive style")
        }
        if style == .cancel { alertCancelTitles[currentSheet] = title }
        alertActionTitles.insert(title)
        return .alertAction(AlertAction(title, style: style))
    }

    // MARK: tap action "TITLE" (an alert controller's)

    /// `tap action "TITLE"` with no `in`: the front alert controller's action when an `alert`
    /// line declared one with that title; nil for a swipe action. A title no alert declared,
    /// in a scenario with alerts and no swipe actions, is refused with the titles there are.
    func alertActionTap(_ title: String, at range: SourceRange) throws(Diagnostic) -> ScenarioCommand? {
        guard !alertSettings.isEmpty else { return nil }
        if alertActionTitles.contains(title) { return .action(.tapAlertAction(title)) }
        if declaresSwipeActions { return nil }
        let titles = alertActionTitles.ordered
        let suggestion = Suggestions.didYouMean(title, among: titles)
        let listed = titles.prefix(10).map { "'\($0)'" }.joined(separator: ", ") + (titles.count > 10 ? ", …" : "")
        throw Diagnostic.error(.unknownAlertAction, "no alert controller has an action titled '\(title)'", range: range,
                               hint: suggestion ?? (titles.isEmpty ? "add it with an 'action' line after the 'alert' line" : "the actions are \(listed)"))
    }

    /// Whether `sheet` is an action sheet: its popover settings are its anchor.
    func isActionSheet(_ sheet: String) -> Bool { alertSettings[sheet]?.preferredStyle == .actionSheet }
}

/// The titles the `action` lines declared: in order for suggestions, and a set for look-ups.
struct AlertActionTitles {
    private(set) var ordered: [String] = []
    private var known: Set<String> = []

    mutating func insert(_ title: String) {
        if known.insert(title).inserted { ordered.append(title) }
    }

    func contains(_ title: String) -> Bool { known.contains(title) }
}
