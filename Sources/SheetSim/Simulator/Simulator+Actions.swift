extension Simulator {
    // MARK: Presenting and dismissing

    /// Presents a controller named `name`: `present(_:animated:)` called on `source` (by default the
    /// front controller: the front presented one, or the window's content). Over an existing sheet
    /// this stacks a second sheet (SheetRules 2.4). `name` may be a declared container, which then
    /// forwards its appearance callbacks to the children it shows.
    ///
    /// Like UIKit, the simulator refuses (with a warning in the log) to present from a controller
    /// that is not on screen, from one that already presents another, or over a controller in the
    /// middle of a transition.
    public mutating func present(_ name: String = "sheet", configuration: SheetConfiguration = SheetConfiguration(),
                                 from source: String? = nil, animated: Bool = true) throws {
        if let refusal = os.sheetPresentationRefusal(of: name) { throw refusal }
        if let metricsProblem { throw metricsProblem }
        try validate(configuration)
        guard !Receiver.reservedNames.contains(name) else { throw SimulationError.controllerTree(.reserved(name)) }
        guard name != tree.root, name != presenterName, !isPresented(name) else {
            throw SimulationError.duplicateSheetName(name)
        }
        if let parent = tree.parent(of: name) { throw SimulationError.controllerTree(.alreadyHasParent(name, parent: parent)) }
        if let source {
            guard tree.contains(source) || isPresented(source) else {
                throw SimulationError.controllerTree(.unknownController(source))
            }
            guard isOnScreen(source) else {
                record(.simulator, .warning("attempt to present \(name) on \(source), whose view is not in the window hierarchy; ignored"))
                return
            }
            if !tree.visibleSubtree(of: frontLayer).contains(source), let presented = presentedController(by: source) {
                record(.simulator, .warning("attempt to present \(name) on \(source), which is already presenting \(presented); ignored"))
                return
            }
        }
        if let front = presentations.last, front.kind.isInTransition(named: front.name, in: self) {
            // UIKit refuses to present over a controller that is mid-transition (presenting,
            // dismissing, or a swipe dismissal running or settling back, SheetRules 4.1, 4.4, 4.5)
            // and logs a warning, as it does for a dismiss (SheetRules 4.3).
            record(.simulator, .warning("attempt to present \(name) on \(front.name) while a transition is in progress; ignored"))
            return
        }
        if let alert = configuration.alert { return presentAlert(name, settings: alert, configuration: configuration, from: source, animated: animated) }
        if configuration.modalPresentationStyle == .popover { return presentPopover(name, configuration: configuration, animated: animated) }
        var configuration = configuration
        if configuration.modalPresentationStyle.isContextStyle {
            guard let adapted = contextStyleAdaptation(of: configuration) else {
                return presentInContext(name, configuration: configuration, from: source, animated: animated)
            }
            configuration = adapted
        }
        let presenter = sheetPresenter(for: configuration.modalPresentationStyle)
        var machine = SheetMachine(name: name, configuration: configuration, environment: environment,
                                   metrics: metrics, options: options, os: os, presenterName: presenter)
        if presentationsReportTransitions { machine.surroundings.reportsTransitionMoments = true }
        beginLayoutBatch()
        if let parent = presentations.last { parent.kind.tellPresentsChild(true, named: parent.name, in: &self) }
        if !tree.contains(name) { tree.declare(name, .viewController) }
        notePresented(name)
        stack.append(machine)
        presentations.append(PresentationLayer(name: name, kind: SheetMachine.self))
        assert(presentations.count - presentations.nonSheetCount == stack.count, "the sheet layers are the sheets' table")
        noteStackGrew()
        // The new sheet's controllers join the end of the pass order (see ``refreshLayoutNodes()``).
        setNeedsLayout(ofSheetAt: stack.count - 1)
        installPendingScrollView(in: name)
        send(.traitsWillChange(to: traitCollection(of: name)), to: name)
        send(.present(animated: animated), to: name)
        endLayoutBatch()
    }

    /// The controller the layer showing `source` presents, if any.
    func presentedController(by source: String) -> String? {
        let layers = [tree.root] + presentations.layers.map(\.name)
        guard let index = layers.firstIndex(where: { tree.visibleSubtree(of: $0).contains(source) }),
              index + 1 < layers.count else { return nil }
        return layers[index + 1]
    }

    /// Dismisses the front presentation in code: `dismiss(animated:)`. No delegate calls (SheetRules 4.3).
    public mutating func dismiss(animated: Bool = true) throws {
        guard let front = presentations.last else { throw SimulationError.noSheetPresented }
        let name = front.name
        if touchDown?.sheet == name { touchDown = nil }
        if pendingDrag.sheet == name { pendingDrag.dropMovesAndLift() }
        queue.removeAll { if case .scheduled(let event) = $0 { return event.movesOrLiftsSheetTouch && event.name == name }; return false }
        front.kind.dismissInCode(named: name, animated: animated, in: &self)
    }

    // MARK: Programmatic configuration (SheetRules 1.1; quirk 5)

    /// Sets `selectedDetentIdentifier`; `animated: true` is the same change inside `animateChanges`.
    /// Never calls the sheet delegate.
    public mutating func setSelectedDetentIdentifier(_ id: DetentIdentifier?, animated: Bool = false) throws {
        let name = try frontName()
        send(.selectedDetentIdentifierSet(id, animated: animated), to: name)
    }

    /// Sets `detents`; `animated: true` is inside `animateChanges`.
    public mutating func setDetents(_ detents: [Detent], animated: Bool = false) throws {
        let name = try frontName()
        var probe = stack.last!.configuration
        probe.detents = detents
        try validate(probe)
        send(.detentsSet(detents, animated: animated), to: name)
    }

    /// `invalidateDetents()`: re-resolves custom detents (their closures may read new values).
    public mutating func invalidateDetents(animated: Bool = false) throws {
        if let refusal = os.refusal(of: .invalidateDetents) { throw refusal }  // an iOS 16 method (SheetRules 1.1)
        send(.detentsInvalidated(animated: animated), to: try frontName())
    }

    /// `setNeedsUpdateProperties()` of the controller named `name`, or of the front one (the front
    /// presented controller, else the one the root shows): its `updateProperties()` runs in the next
    /// layout pass, which this starts, coalesced with any other (SheetRules 9.5). On a release
    /// without the update pass (before iOS 26) it does nothing, as an `if #available` around it would.
    public mutating func setNeedsUpdateProperties(_ name: String? = nil) throws {
        let controller = name ?? stack.last?.name ?? tree.visibleLeaf(of: tree.root)
        guard tree.contains(controller) || isPresented(controller) else {
            throw SimulationError.controllerTree(.unknownController(controller))
        }
        guard os.callsUpdateProperties, isOnScreen(controller) else { return }
        beginLayoutBatch()
        setNeedsUpdateProperties(of: controller)
        endLayoutBatch()
    }

    /// Changes any configuration property of the front sheet; `animated: true` is inside `animateChanges`.
    /// The action is ``UserAction/updateConfiguration(_:animated:)`` with the configuration `change` makes.
    public mutating func updateConfiguration(animated: Bool = false, _ change: (inout SheetConfiguration) -> Void) throws {
        var configuration = try frontConfiguration()
        change(&configuration)
        try perform(.updateConfiguration(configuration, animated: animated))
    }

    /// The front sheet's configuration now.
    public func frontConfiguration() throws -> SheetConfiguration {
        if let front = presentations.last, let popover = popover(named: front.name) { return popover.configuration }
        guard let front = stack.last else { throw SimulationError.noSheetPresented }
        return front.configuration
    }

    /// Replaces the front sheet's configuration in code: no delegate calls. The front popover's
    /// is replaced too: it is placed again with its new settings.
    mutating func replaceConfiguration(with configuration: SheetConfiguration, animated: Bool) throws {
        if let front = presentations.last, popover(named: front.name) != nil {
            return try replacePopoverConfiguration(of: front.name, with: configuration, animated: animated)
        }
        let name = try frontName()
        try validate(configuration)
        send(.configurationChanged(configuration, animated: animated), to: name)
    }

    /// Gives the front sheet a scroll view (or removes it), e.g. at a content offset. A scroll view
    /// without an ``ScrollViewState/owner`` belongs to the sheet's content controller now (the
    /// controller it shows, e.g. its navigation controller's top controller).
    public mutating func setScrollView(_ state: ScrollViewState?) throws {
        let name = try frontName()
        var state = state
        if let given = state {
            try validate(given)
            if given.owner == nil { state?.owner = tree.visibleLeaf(of: name) }
        }
        send(.scrollViewChanged(state), to: name)
    }

    /// Shows the software keyboard for a first responder in the front sheet (SheetRules 3, "Keyboard").
    public mutating func showKeyboard(height: Double, duration: SimDuration? = nil) throws {
        guard height.isFinite else { throw SimulationError.nonFinite(what: "keyboard height") }
        guard height > 0, height < environment.containerSize.height else {
            throw SimulationError.invalidValue(what: "keyboard height", reason: "must be above 0 and below the screen height")
        }
        let span = try keyboardDuration(duration)
        send(.keyboardChanged(height: height, duration: span), to: try frontName())
        recordInput(.showKeyboard(height: height, duration: span))
    }

    /// Hides the software keyboard; the sheet returns to its detent.
    public mutating func hideKeyboard(duration: SimDuration? = nil) throws {
        let span = try keyboardDuration(duration)
        send(.keyboardChanged(height: 0, duration: span), to: try frontName())
        recordInput(.hideKeyboard(duration: span))
    }

    func keyboardDuration(_ duration: SimDuration?) throws -> SimDuration {
        if let duration {
            guard duration.nanoseconds >= 0 else { throw SimulationError.nonPositiveDuration(what: "keyboard duration") }
            guard now.adding(duration) != nil else { throw SimulationError.pastClockLimit(what: "the keyboard animation") }
            return duration
        }
        return metrics.span(\.keyboardAnimationDuration)
    }

    // MARK: Helpers

    /// The front sheet's name. A front presentation of another kind (a popover) over it is
    /// refused: what is done to a sheet — a drag, a detent, a keyboard — is not done to it.
    func frontName() throws -> String {
        guard let name = stack.last?.name else { throw SimulationError.noSheetPresented }
        if presentations.nonSheetCount > 0, let front = presentations.last, !front.isSheet {
            throw SimulationError.invalidValue(what: "the front presentation '\(front.name)'", reason: "is a \(front.kind.noun), not a sheet; this acts on a sheet")
        }
        return name
    }

    /// The API-level guards on metric overrides, reported when a sheet is presented (no sheet
    /// state exists before): every metric must lie in its catalog range (``MetricInfo/range``), so
    /// numbers that would turn the physics into NaN are refused — a zero spring response divides by
    /// zero (SheetRules 2.7), a deceleration rate of 1 makes the projection infinite (SheetRules 3, "Release").
    /// The scenario language checks the same ranges when it parses `metric` lines. The metrics
    /// never change in a simulation, so this runs once, when it starts; UIKit's own values pass
    /// (a test walks them through the same check) and are not walked again.
    static func problem(with metrics: UIKitMetrics) -> SimulationError? {
        metrics == .uikit ? nil : catalogProblem(with: metrics)
    }

    /// The first metric outside its catalog range, walking the whole catalog.
    static func catalogProblem(with metrics: UIKitMetrics) -> SimulationError? {
        for info in UIKitMetrics.catalog where !metrics[keyPath: info.keyPath].isFinite {
            return SimulationError.nonFinite(what: "metric \(info.name)")
        }
        for info in UIKitMetrics.catalog {
            if let problem = info.problem(with: metrics[keyPath: info.keyPath]) {
                return SimulationError.invalidValue(what: "metric \(info.name)", reason: problem)
            }
        }
        return nil
    }

    /// The API-level guards: no empty detent list, no custom detents before iOS 16, no NaN.
    func validate(_ configuration: SheetConfiguration) throws {
        guard !configuration.detents.isEmpty else { throw SimulationError.emptyDetents }
        guard configuration.modalPresentationStyle != .none else {
            throw SimulationError.invalidValue(what: "modalPresentationStyle none", reason: "is only an adaptive answer; a controller cannot be presented with it")
        }
        for detent in configuration.detents {
            if case .custom(let resolver) = detent.kind {
                if let refusal = os.refusal(of: .customDetents) { throw refusal }
                switch resolver {
                case .height(let value), .fraction(let value):
                    guard value.isFinite else { throw SimulationError.nonFinite(what: "custom detent '\(detent.identifier)'") }
                case .closure: break
                }
            }
        }
        if configuration.backgroundEffect != nil, let refusal = os.refusal(of: .backgroundEffect) { throw refusal }
        if configuration.preferredPlacement != nil, let refusal = os.refusal(of: .preferredPlacement) { throw refusal }
        if let radius = configuration.preferredCornerRadius, !radius.isFinite || radius < 0 {
            throw SimulationError.invalidValue(what: "preferredCornerRadius", reason: "must be a finite number of points, 0 or more")
        }
        try validatePopover(configuration)
    }
}
