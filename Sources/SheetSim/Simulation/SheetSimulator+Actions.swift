extension SheetSimulator {
    // MARK: Presenting and dismissing

    /// Presents a controller named `name` over the front one: `present(_:animated:)`.
    /// Over an existing sheet this stacks a second sheet (reference 2.4).
    public mutating func present(_ name: String = "sheet", configuration: SheetConfiguration = SheetConfiguration(),
                                 animated: Bool = true) throws {
        try validate(metrics)
        try validate(configuration)
        guard name != presenterName, !stack.contains(where: { $0.name == name }) else {
            throw SimulationError.duplicateSheetName(name)
        }
        if let front = stack.last, front.isInTransition {
            // UIKit refuses to present over a controller that is mid-transition (presenting,
            // dismissing, or a swipe dismissal running or settling back, reference 4.1, 4.4, 4.5)
            // and logs a warning, as it does for a dismiss (reference 4.3's refusal in
            // SheetMachine.dismissProgrammatically). Accepting it broke the appearance order
            // (found by `sheetsim fuzz`: viewDidAppear after viewWillDisappear).
            record(.simulator, .warning("attempt to present \(name) on \(front.name) while a transition is in progress; ignored"))
            return
        }
        let presenter = stack.last?.name ?? presenterName
        let machine = SheetMachine(name: name, configuration: configuration, environment: environment,
                                   metrics: metrics, options: options, os: os, presenterName: presenter)
        if let parent = stack.last?.name { send(.childChanged(presentsChild: true), to: parent) }
        stack.append(machine)
        send(.present(animated: animated), to: name)
        if machine.configurationShowsShadowQuirk { perform([machine.shadowQuirkWarning()], forSheetNamed: name) }
    }

    /// Dismisses the front sheet in code: `dismiss(animated:)`. No delegate calls (reference 4.3).
    public mutating func dismiss(animated: Bool = true) throws {
        guard let name = stack.last?.name else { throw SimulationError.noSheetPresented }
        if touchDown?.sheet == name { touchDown = nil }
        queue.removeAll { if case .sheet(name, .touchMoved) = $0 { return true }; if case .sheet(name, .touchEnded) = $0 { return true }; return false }
        send(.dismiss(animated: animated), to: name)
    }

    // MARK: Programmatic configuration (reference 1.1; quirk 5)

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
        send(.detentsInvalidated(animated: animated), to: try frontName())
    }

    /// Changes any configuration property of the front sheet; `animated: true` is inside `animateChanges`.
    public mutating func updateConfiguration(animated: Bool = false, _ change: (inout SheetConfiguration) -> Void) throws {
        let name = try frontName()
        var configuration = stack.last!.configuration
        change(&configuration)
        try validate(configuration)
        send(.configurationChanged(configuration, animated: animated), to: name)
    }

    /// Gives the front sheet a scroll view (or removes it), e.g. at a content offset.
    public mutating func setScrollView(_ state: ScrollViewState?) throws {
        if let state {
            guard state.contentOffset.isFinite, state.contentHeight.isFinite, state.contentHeight >= 0 else {
                throw SimulationError.nonFinite(what: "scroll view content offset and height")
            }
        }
        send(.scrollViewChanged(state), to: try frontName())
    }

    // MARK: Environment

    /// Rotates the device: `viewWillTransition(to:with:)` on every controller, then
    /// `traitCollectionDidChange` where a size class changed, then the sheets adapt (reference 2.5).
    public mutating func rotate(to orientation: Orientation) {
        var new = environment
        new.orientation = orientation
        setEnvironment(new)
    }

    /// Changes the screen environment (orientation, colour scheme, Reduce Motion, window width).
    public mutating func setEnvironment(_ new: ScreenEnvironment) {
        let old = environment
        environment = new
        let controllers = [presenterName] + stack.map(\.name)
        if old.containerSize != new.containerSize {
            for name in controllers { record(.viewController(name), .viewWillTransition(to: new.containerSize)) }
        }
        if old.traitCollection != new.traitCollection {
            for name in controllers { record(.viewController(name), .traitCollectionDidChange) }
        }
        for name in stack.map(\.name) { send(.environmentChanged(new), to: name) }
    }

    /// Shows the software keyboard for a first responder in the front sheet (reference 3, keyboard).
    public mutating func showKeyboard(height: Double, duration: SimDuration? = nil) throws {
        guard height.isFinite else { throw SimulationError.nonFinite(what: "keyboard height") }
        guard height > 0, height < environment.containerSize.height else {
            throw SimulationError.invalidValue(what: "keyboard height", reason: "must be above 0 and below the screen height")
        }
        let span = try keyboardDuration(duration)
        send(.keyboardChanged(height: height, duration: span), to: try frontName())
    }

    /// Hides the software keyboard; the sheet returns to its detent.
    public mutating func hideKeyboard(duration: SimDuration? = nil) throws {
        let span = try keyboardDuration(duration)
        send(.keyboardChanged(height: 0, duration: span), to: try frontName())
    }

    func keyboardDuration(_ duration: SimDuration?) throws -> SimDuration {
        if let duration {
            guard duration.nanoseconds >= 0 else { throw SimulationError.nonPositiveDuration(what: "keyboard duration") }
            guard now.adding(duration) != nil else { throw SimulationError.pastClockLimit(what: "the keyboard animation") }
            return duration
        }
        return SimDuration.seconds(exactly: metrics.keyboardAnimationDuration) ?? .zero
    }

    // MARK: Helpers

    func frontName() throws -> String {
        guard let name = stack.last?.name else { throw SimulationError.noSheetPresented }
        return name
    }

    /// The API-level guards on metric overrides, checked when a sheet is presented (no sheet state
    /// exists before): numbers that would turn the physics into NaN are refused. A zero
    /// spring response divides by zero in the spring (reference 2.7); a deceleration rate of 1
    /// makes the projection's `r/(1−r)` infinite (reference 3); a damping ratio of 0 or less never
    /// settles. The scenario language refuses the same values when it parses `metric` lines.
    func validate(_ metrics: SheetMetrics) throws {
        for info in SheetMetrics.catalog where !metrics[keyPath: info.keyPath].isFinite {
            throw SimulationError.nonFinite(what: "metric \(info.name)")
        }
        guard metrics.springResponse > 0 else {
            throw SimulationError.invalidValue(what: "metric springResponse", reason: "must be greater than zero")
        }
        guard metrics.decelerationRate > 0, metrics.decelerationRate < 1 else {
            throw SimulationError.invalidValue(what: "metric decelerationRate", reason: "must be between 0 and 1 (exclusive)")
        }
        guard metrics.springDampingRatio > 0 else {
            throw SimulationError.invalidValue(what: "metric springDampingRatio", reason: "must be above 0")
        }
        guard metrics.flickDampingRatio > 0 else {
            throw SimulationError.invalidValue(what: "metric flickDampingRatio", reason: "must be above 0")
        }
    }

    /// The API-level guards: no empty detent list, no custom detents before iOS 16, no NaN.
    func validate(_ configuration: SheetConfiguration) throws {
        guard !configuration.detents.isEmpty else { throw SimulationError.emptyDetents }
        for detent in configuration.detents {
            if case .custom(let resolver) = detent.kind {
                guard os.supportsCustomDetents else { throw SimulationError.customDetentsUnavailable(os: os.majorVersion) }
                switch resolver {
                case .height(let value), .fraction(let value):
                    guard value.isFinite else { throw SimulationError.nonFinite(what: "custom detent '\(detent.identifier)'") }
                case .closure: break
                }
            }
        }
        if let radius = configuration.preferredCornerRadius, !radius.isFinite || radius < 0 {
            throw SimulationError.invalidValue(what: "preferredCornerRadius", reason: "must be a finite number of points, 0 or more")
        }
    }
}
