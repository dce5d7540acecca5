extension Simulator {
    // MARK: Presenting a popover (SheetRules 8.3)

    /// Presents `name` as a popover over the front layer: ``present(_:configuration:from:animated:)``
    /// comes here once its checks pass for a configuration whose style is `popover`. The popover
    /// takes a layer of its own; the presenter keeps its views, and hears nothing.
    mutating func presentPopover(_ name: String, configuration: SheetConfiguration, animated: Bool) {
        let presenter = presentations.last?.name ?? tree.root
        var machine = PopoverMachine(name: name, configuration: configuration, presenterName: presenter,
                                     metrics: metrics, options: options, os: os)
        if presentationsReportTransitions { machine.reportsTransitionMoments = true }
        beginLayoutBatch()
        if let parent = presentations.last { parent.kind.tellPresentsChild(true, named: parent.name, in: &self) }
        if !tree.contains(name) { tree.declare(name, .viewController) }
        notePresented(name)
        machines.popovers.append(machine)
        let layer = presentations.append(PresentationLayer(name: name, kind: PopoverMachine.self))
        setNeedsLayout(nodesChanged: true)
        setNeedsLayout(ofLayer: layer)
        let anchor = popoverAnchor(of: configuration.popover ?? PopoverSettings())
        send(.traitsWillChange(traitCollection(of: name)), to: name, as: PopoverMachine.self)
        send(.present(animated: animated, anchor: anchor), to: name, as: PopoverMachine.self)
        endLayoutBatch()
    }

    /// Where a popover with `settings` points now: its bar button item's frame in the window
    /// (SheetRules 10.6), or its source view's with the source rectangle in it, inside the window
    /// less its safe area. nil when neither is set, or what is set is not in the window.
    public mutating func popoverAnchor(of settings: PopoverSettings) -> PopoverAnchor? {
        if let item = settings.barButtonItem {
            return barButtonItemFrame(item).map { PopoverAnchor(rect: $0, bounds: popoverBounds, viaBarButtonItem: true) }
        }
        guard let source = settings.sourceView, isOnScreen(source), let view = computeViewLayout(of: source) else { return nil }
        let frame = view.frameInWindow
        let rect: Rect
        if let given = settings.sourceRect {
            rect = Rect(x: frame.x + given.x, y: frame.y + given.y, width: given.width, height: given.height)
        } else {
            switch options.popoverAnchorWithoutSourceRect {
            case .sourceViewBounds: rect = frame
            case .sourceViewOrigin: rect = Rect(x: frame.x, y: frame.y, width: 0, height: 0)
            }
        }
        return PopoverAnchor(rect: rect, bounds: popoverBounds)
    }

    /// The room a popover may use: the window less its safe area.
    var popoverBounds: Rect {
        let safe = environment.safeArea
        let window = environment.containerBounds
        return Rect(x: window.x + safe.left, y: window.y + safe.top,
                    width: max(0, window.width - safe.horizontal), height: max(0, window.height - safe.vertical))
    }

    /// Where `popover` points now: at its source, or, when the source has left the window, where
    /// the source last was, inside the window as it is now (GUESS: UIKit's behaviour is not sourced).
    mutating func currentAnchor(of popover: PopoverMachine) -> PopoverAnchor? {
        popoverAnchor(of: popover.settings)
            ?? popover.anchor.map { PopoverAnchor(rect: $0.rect, bounds: popoverBounds, viaBarButtonItem: $0.viaBarButtonItem) }
    }

    /// Tells every popover the screen changed: each takes on its new traits (which may adapt it)
    /// and is placed again at its source.
    mutating func popoversFollowEnvironment() {
        guard presentations.nonSheetCount > 0 else { return }
        for layer in presentations.layers where layer.kind == PopoverMachine.self {
            guard machines.machine(PopoverMachine.self, named: layer.name) != nil else { continue }
            send(.traitsWillChange(traitCollection(of: layer.name)), to: layer.name, as: PopoverMachine.self)
            guard let popover = machines.machine(PopoverMachine.self, named: layer.name) else { continue }
            let anchor = currentAnchor(of: popover)
            send(.environmentChanged(anchor: anchor), to: layer.name, as: PopoverMachine.self)
        }
    }

    // MARK: Tap outside (SheetRules 8.4)

    /// A tap outside the front presentation at `point` (nil: a spot of the window the
    /// presentation does not cover). On a popover: a passthrough view under the point gets it,
    /// otherwise it is the user's attempt to dismiss the popover. On a sheet it is the same hit as
    /// ``tapDimmingView(at:)``.
    public mutating func tapOutside(at point: Point? = nil) throws {
        guard let front = presentations.last else { throw SimulationError.noSheetPresented }
        if front.isSheet { return try tapDimmingView(at: point) }
        if let alert = alert(named: front.name) { return try tapOutsideAlert(alert, at: point) }
        guard let popover = machines.machine(PopoverMachine.self, named: front.name) else {
            throw SimulationError.invalidValue(what: "tap outside", reason: "the front \(front.kind.noun) '\(front.name)' takes no tap outside")
        }
        let covered = popover.state.placement.map { $0.frameWithArrow(arrowLength: metrics.popoverArrowLength) }
        let spot = point ?? spotOutside(covered)
        guard spot.x.isFinite, spot.y.isFinite else { throw SimulationError.nonFinite(what: "tap location") }
        if let covered, covered.contains(spot) {
            throw SimulationError.invalidValue(what: "tap outside at \(spot)", reason: "is inside the popover '\(front.name)' at \(covered); pick a point outside it")
        }
        var passthrough: String?
        for view in popover.settings.passthroughViews where isOnScreen(view) {
            if let frame = computeViewLayout(of: view)?.frameInWindow, frame.contains(spot) { passthrough = view }
        }
        send(.tappedOutside(spot, passthrough: passthrough), to: front.name, as: PopoverMachine.self)
    }

    /// A point of the window outside `covered`: the first corner of the window (inset by a point)
    /// that it does not hold, or the window's middle.
    func spotOutside(_ covered: Rect?) -> Point {
        let window = environment.containerBounds
        let corners = [Point(x: window.maxX - 1, y: window.maxY - 1), Point(x: window.minX + 1, y: window.maxY - 1),
                       Point(x: window.maxX - 1, y: window.minY + 1), Point(x: window.minX + 1, y: window.minY + 1)]
        guard let covered else { return Point(x: window.midX, y: window.midY) }
        return corners.first { !covered.contains($0) } ?? Point(x: window.midX, y: window.midY)
    }

    // MARK: Reading popovers

    /// The popover presenting `name`, while it is presented.
    public func popover(named name: String) -> PopoverMachine? {
        machines.machine(PopoverMachine.self, named: name)
    }

    /// The style `name` is presented with now, after adaptation: a popover's `popover`, a sheet's
    /// own; nil for a controller not presented.
    public func presentationStyle(of name: String) -> ModalPresentationStyle? {
        if popover(named: name) != nil { return .popover }
        if let context = contextPresentation(named: name) { return context.style }
        return stackIndex(of: name).map { stack[$0].presentationStyle }
    }
}

extension Simulator {
    /// The API-level guards of a popover's configuration (SheetRules 8.1): a popover needs a
    /// `preferredContentSize`, since no source gives UIKit's default; its settings need finite
    /// numbers and at least one permitted arrow direction; and settings made for a popover on a
    /// controller presented another way do nothing in UIKit, so they are refused as a mistake.
    func validatePopover(_ configuration: SheetConfiguration) throws {
        // An action sheet's modalPresentationStyle is the popover style: its anchor is these settings.
        if let alert = configuration.alert { return try validateAlert(alert, popover: configuration.popover) }
        guard let settings = configuration.popover else {
            if configuration.modalPresentationStyle == .popover { try requireContentSize(configuration) }
            return
        }
        guard configuration.modalPresentationStyle == .popover else {
            throw SimulationError.invalidValue(what: "popoverPresentationController settings", reason: "apply only to the popover style; this controller is presented as \(configuration.modalPresentationStyle), whose popoverPresentationController is nil")
        }
        try requireContentSize(configuration)
        if let rect = settings.sourceRect {
            guard [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) else { throw SimulationError.nonFinite(what: "sourceRect") }
            guard rect.width >= 0, rect.height >= 0 else {
                throw SimulationError.invalidValue(what: "sourceRect", reason: "needs a width and a height of 0 or more")
            }
        }
        if let item = settings.barButtonItem, item.index < 0 {
            throw SimulationError.invalidValue(what: "barButtonItem", reason: "needs an item index of 0 or more")
        }
        guard !settings.permittedArrowDirections.isEmpty else {
            throw SimulationError.invalidValue(what: "permittedArrowDirections", reason: "must permit at least one direction (UIKit's default is any)")
        }
    }

    private func requireContentSize(_ configuration: SheetConfiguration) throws {
        guard let size = configuration.preferredContentSize else {
            throw SimulationError.invalidValue(what: "a popover", reason: "needs a preferredContentSize: no source gives UIKit's default popover size")
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw SimulationError.invalidValue(what: "a popover's preferredContentSize", reason: "must be finite and above 0 in both directions")
        }
    }
}

extension Simulator {
    /// The popover `name`'s configuration replaced in code: checked as at presentation, then the
    /// popover placed again. Its style cannot change while it is presented.
    mutating func replacePopoverConfiguration(of name: String, with configuration: SheetConfiguration, animated: Bool) throws {
        guard configuration.modalPresentationStyle == .popover else {
            throw SimulationError.invalidValue(what: "modalPresentationStyle of '\(name)'", reason: "cannot change while it is presented as a popover")
        }
        try validate(configuration)
        let anchor = popoverAnchor(of: configuration.popover ?? PopoverSettings())
            ?? popover(named: name)?.anchor.map { PopoverAnchor(rect: $0.rect, bounds: popoverBounds, viaBarButtonItem: $0.viaBarButtonItem) }
        send(.configurationChanged(configuration, anchor: anchor), to: name, as: PopoverMachine.self)
    }
}
