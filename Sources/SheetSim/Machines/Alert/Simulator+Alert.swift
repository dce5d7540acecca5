extension Simulator {
    // MARK: Presenting an alert controller (SheetRules 11.2)

    /// Presents `name` as a `UIAlertController`: ``present(_:configuration:from:animated:)`` comes
    /// here once its checks pass for a configuration with alert settings. The alert takes a layer
    /// of its own; the presenter keeps its views, and hears nothing (GUESS, SheetRules 11.3).
    mutating func presentAlert(_ name: String, settings: AlertSettings, configuration: SheetConfiguration, from source: String?, animated: Bool) {
        let presenter = presentations.last?.name ?? tree.root
        var machine = AlertMachine(name: name, settings: settings, presenterName: presenter, metrics: metrics, options: options, os: os)
        machine.configuration = configuration
        machine.calledOn = source ?? presenter
        if presentationsReportTransitions { machine.reportsTransitionMoments = true }
        beginLayoutBatch()
        if let parent = presentations.last { parent.kind.tellPresentsChild(true, named: parent.name, in: &self) }
        if !tree.contains(name) { tree.declare(name, .viewController) }
        notePresented(name)
        machines.alerts.append(machine)
        let layer = presentations.append(PresentationLayer(name: name, kind: AlertMachine.self))
        setNeedsLayout(nodesChanged: true)
        setNeedsLayout(ofLayer: layer)
        let surroundings = alertSurroundings(settings: settings, configuration: configuration)
        send(.present(animated: animated, surroundings: surroundings), to: name, as: AlertMachine.self)
        endLayoutBatch()
        // A picture of the run marks an alert where it came, as it marks the other inputs.
        if recording != nil { recordInput(.present(name, configuration: configuration, from: source, animated: animated)) }
    }

    /// The device, window and source an alert with `settings` shows in now.
    mutating func alertSurroundings(settings: AlertSettings, configuration: SheetConfiguration) -> AlertSurroundings {
        AlertSurroundings(isPad: environment.device.idiom == .pad, isHorizontallyCompact: environment.horizontalSizeClass == .compact,
                          window: environment.containerBounds, safeBounds: popoverBounds,
                          anchor: settings.preferredStyle == .actionSheet ? alertAnchor(of: configuration) : nil)
    }

    /// Tells every alert controller the screen changed: each is placed again (a rotation, a
    /// window change, an iPad window turning compact).
    mutating func alertsFollowEnvironment() {
        guard presentations.nonSheetCount > 0 else { return }
        for layer in presentations.layers where layer.kind == AlertMachine.self {
            guard let alert = alert(named: layer.name) else { continue }
            let surroundings = alertSurroundings(settings: alert.settings, configuration: alert.configuration)
            send(.environmentChanged(surroundings), to: layer.name, as: AlertMachine.self)
        }
    }

    /// Where an action sheet's source is: its `popoverPresentationController`'s anchor, read as a
    /// popover's. The one place an alert reads its anchor, so another kind of source (a bar button
    /// item) plugs in here.
    mutating func alertAnchor(of configuration: SheetConfiguration) -> PopoverAnchor? {
        configuration.popover.flatMap { popoverAnchor(of: $0) }
    }

    // MARK: Taps (SheetRules 11.3, 11.4)

    /// Taps the button of the front alert controller's action titled `title`: the alert leaves and
    /// the action's handler runs. Refused, with the rule, when no alert is in front, when it has no
    /// such action, and when the action's button is hidden (an action sheet in a popover).
    public mutating func tapAlertAction(_ title: String) throws {
        guard let front = presentations.last, let alert = alert(named: front.name) else {
            throw SimulationError.invalidValue(what: "tap action \(LogText.quoted(title))", reason: "needs an alert controller in front; " + (presentations.last.map { "the front presentation '\($0.name)' is a \($0.kind.noun)" } ?? "nothing is presented"))
        }
        let titles = alert.settings.actions.map(\.title)
        guard let action = alert.settings.actions.first(where: { $0.title == title }) else {
            let hint = Suggestions.didYouMean(title, among: titles).map { "; " + $0 } ?? ""
            throw SimulationError.invalidValue(what: "action \(LogText.quoted(title))", reason: "is not one of the alert controller '\(front.name)''s actions (\(titles.map(LogText.quoted).joined(separator: ", ")))\(hint)")
        }
        guard let layout = alert.state.layout, case .presented = alert.state else {
            throw SimulationError.invalidValue(what: "tap action \(LogText.quoted(title))", reason: "needs the alert controller '\(front.name)' at rest on screen; wait until settled")
        }
        if action.style == .cancel, !layout.showsCancelButton {
            throw SimulationError.invalidValue(what: "tap action \(LogText.quoted(title))", reason: Self.hiddenCancelRule(of: front.name, layout: layout, os: os))
        }
        send(.actionTapped(title: title), to: front.name, as: AlertMachine.self)
        recordInput(.tapAlertAction(title))
    }

    /// Why the cancel button of `name` is not there to tap.
    static func hiddenCancelRule(of name: String, layout: AlertLayout, os: OSProfile) -> String {
        let rule = os.anchorsActionSheets
            ? "from iOS 26 an action sheet anchored to a source shows no cancel button; a tap outside cancels it"
            : "an action sheet shown as a popover hides its cancel button (option actionSheetPopoverHidesCancelButton); a tap outside stands for it"
        return "cannot be tapped: the alert controller '\(name)' shows no cancel button: \(rule); write 'tap outside'"
    }

    /// A tap outside the front alert controller at `point` (nil: a spot it does not cover): an
    /// alert ignores it; an action sheet leaves as the user's cancel.
    mutating func tapOutsideAlert(_ alert: AlertMachine, at point: Point?) throws {
        let covered = alert.state.layout.map { $0.coveredFrame(arrowLength: metrics.popoverArrowLength) }
        let spot = point ?? spotOutside(covered)
        guard spot.x.isFinite, spot.y.isFinite else { throw SimulationError.nonFinite(what: "tap location") }
        if let covered, covered.contains(spot) {
            throw SimulationError.invalidValue(what: "tap outside at \(spot)", reason: "is inside the alert controller '\(alert.name)' at \(covered); pick a point outside it, or tap one of its actions")
        }
        send(.tappedOutside(spot), to: alert.name, as: AlertMachine.self)
        recordInput(.tapOutside(at: spot))
    }

    // MARK: Reading alerts

    /// The alert controller `name`, while it is presented.
    public func alert(named name: String) -> AlertMachine? {
        machines.machine(AlertMachine.self, named: name)
    }
}

extension Simulator {
    /// The API-level guards of an alert controller's configuration (SheetRules 11.1): an alert
    /// (not an action sheet) has no `popoverPresentationController`, so settings made for one do
    /// nothing in UIKit and are refused as a mistake; a source rectangle needs finite numbers.
    func validateAlert(_ alert: AlertSettings, popover: PopoverSettings?) throws {
        guard let popover else { return }
        guard alert.preferredStyle == .actionSheet else {
            throw SimulationError.invalidValue(what: "popoverPresentationController settings", reason: "apply only to an action sheet; an alert's popoverPresentationController is nil")
        }
        if let rect = popover.sourceRect {
            guard [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) else { throw SimulationError.nonFinite(what: "sourceRect") }
            guard rect.width >= 0, rect.height >= 0 else {
                throw SimulationError.invalidValue(what: "sourceRect", reason: "needs a width and a height of 0 or more")
            }
        }
    }
}
