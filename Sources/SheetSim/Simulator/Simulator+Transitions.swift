extension Simulator {
    // MARK: Traits

    /// The traits `controller` has in `environment`: the window's (split view rules 5; a container
    /// that overrides its children's traits does so here). A presented floating sheet's content
    /// takes the window's size classes, or a compact width with
    /// ``BehaviorOptions/floatingSheetHorizontalSizeClass`` (layout rules U5, unconfirmed).
    public func traitCollection(of controller: String, in environment: ScreenEnvironment? = nil) -> TraitCollection {
        let environment = environment ?? self.environment
        var traits = environment.traitCollection
        if tree.hasContainers, tree.isInClassicPrimary(controller) { traits.horizontalSizeClass = .compact }
        // The option is read only where it can matter (a run lists what it read): a regular
        // width, in a floating sheet.
        if traits.horizontalSizeClass == .regular,
           let sheet = stack.first(where: { $0.name == controller || tree.transitionSubtree(of: $0.name).contains(controller) }),
           sheet.floats(in: environment), options.floatingSheetHorizontalSizeClass == .compact {
            traits.horizontalSizeClass = .compact
        }
        return traits
    }

    /// Every controller a window change reaches, in the order it hears of it: the root's
    /// hierarchy (parents before children, through the children each container tells), then each
    /// presented controller's, bottom of the stack first.
    func transitionOrder() -> [String] {
        tree.transitionSubtree(of: tree.root) + presentations.layers.flatMap { tree.transitionSubtree(of: $0.name) }
    }

    // MARK: Rotation and window changes

    /// Rotates the device (split view rules 5.4; SheetRules 2.5).
    public mutating func rotate(to orientation: Orientation) {
        var new = environment
        new.orientation = orientation
        let transition = changeEnvironment(to: new)
        recordInput(.rotate(to: orientation), transitionDuration: transition?.duration)
    }

    /// The refusal of a running iPhone app's change to `window`: a Split View side or Slide Over
    /// on any release; before iOS 27 (``BehaviorOptions/resizableIPhoneApps``), any change.
    public static func phoneWindowChangeRefusal(_ window: AppWindow) -> SimulationError {
        .invalidValue(what: "window \(window)", reason: "needs an iPad; apps on iPhone are always full screen (before iOS 27)")
    }

    /// Resizes the app's window on iPad: a Split View side, Slide Over, full screen, any width
    /// (Stage Manager), or on iPadOS 26 any width and height (``windowRefusal(of:in:os:metrics:)``
    /// gives what each release refuses). Phones have no multitasking windows; an even split does
    /// not exist in portrait.
    public mutating func setWindow(_ window: AppWindow) throws {
        if environment.device.idiom == .phone {
            // iOS 27 resizes an iPhone app to a width and a height, and back (split view rules 15).
            guard window.isSized || window == .full, Self.resizesIPhoneApps(os: os, options: options) else {
                throw Self.phoneWindowChangeRefusal(window)
            }
            if let refusal = Self.phoneWindowRefusal(of: window, in: environment, os: os, options: options) { throw refusal }
        }
        if window == .half, !environment.orientation.isLandscape {
            throw SimulationError.invalidValue(what: "window half", reason: "does not exist in portrait (Split View offers twoThirds and oneThird)")
        }
        if let refusal = Self.windowRefusal(of: window, in: environment, os: os, metrics: metrics) { throw refusal }
        var new = environment
        new.window = window
        let transition = changeEnvironment(to: new)
        recordInput(.setWindow(window), windowSize: new.containerSize, transitionDuration: transition?.duration)
    }

    /// Changes the screen environment and runs the transition through every controller in the
    /// order of split view rules 5.4:
    ///
    /// 0. a multitasking change on iPad (Split View, Slide Over, a window of another width; not a
    ///    rotation) makes the active app inactive first: `sceneWillResignActive(_:)` on
    ///    `scene.delegate`, or `applicationWillResignActive(_:)` on `application.delegate` without
    ///    scenes (split view rules 5.2; ``activationState``);
    /// 1. `willTransition(to:with:)` to each controller whose traits change;
    /// 2. `viewWillTransition(to:with:)` to each controller when the size changes;
    /// 3. the traits change: `traitCollectionDidChange(_:)` to each controller whose traits changed;
    /// 4. inside the transition's animation, what adapts: each split view controller collapses,
    ///    expands or changes its display mode (split view rules 4, 5.4 step 5); each presented sheet (asking its delegate
    ///    `adaptivePresentationStyle(for:traitCollection:)` if it implements it, then
    ///    `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` when the
    ///    style changes) moves to where it now belongs.
    ///
    /// Parents hear before their children. A change that keeps the traits sends only step 2; one
    /// that keeps the size sends only steps 1 and 3.
    ///
    /// Then the transition's animation runs (``WindowTransition``): for the
    /// ``UIKitMetrics/rotationTransitionDuration`` metric after a rotation, the
    /// ``UIKitMetrics/windowResizeTransitionDuration`` one after a resize. Nothing more is logged
    /// until its end, where an app made inactive by the change becomes active again
    /// (`sceneDidBecomeActive(_:)`, or with ``BehaviorOptions/didBecomeActiveTiming`` `afterSetup`
    /// right after step 3) unless it is now in Slide Over, where it stays inactive. The app, the
    /// device and (unless ``BehaviorOptions/ignoresTouchesDuringWindowTransition``) the user may
    /// act meanwhile, but the simulation is not idle until it ends: ``runUntilIdle()`` returns
    /// after it.
    public mutating func setEnvironment(_ new: ScreenEnvironment) {
        changeEnvironment(to: new)
    }

    /// ``setEnvironment(_:)``, returning the transition it began, if the change animates. A change
    /// that runs no transition is over at once: an app it left inactive becomes active after its
    /// layout (split view rules 5.4 steps 6 and 7).
    @discardableResult
    mutating func changeEnvironment(to new: ScreenEnvironment) -> WindowTransition? {
        let transition = runWindowChange(to: new)
        if transition == nil { becomeActiveIfDue() }
        return transition
    }

    /// A size the user's live resize commits (split view rules 13): the setup callbacks and
    /// adaptations of ``setEnvironment(_:)`` with no animation after them and no change of the
    /// scene's activation, which the resize's start and end own.
    mutating func changeEnvironmentLive(to new: ScreenEnvironment) {
        _ = runWindowChange(to: new, live: true)
    }

    /// The change's setup callbacks and adaptations, in one layout batch, and the start of its
    /// transition.
    private mutating func runWindowChange(to new: ScreenEnvironment, live: Bool = false) -> WindowTransition? {
        let new = resolvedForRelease(new)  // the OS profile decides the device's figures; the SDK the controls' inset
        beginLayoutBatch()
        defer { endLayoutBatch() }
        setNeedsLayout()
        let old = environment
        if !live { resignActiveForWindowChange(from: old, to: new) }
        let order = transitionOrder()
        let before = order.map { traitCollection(of: $0, in: old) }
        let after = order.map { traitCollection(of: $0, in: new) }
        for (index, controller) in order.enumerated() where before[index] != after[index] {
            record(.viewController(controller), .willTransition(to: after[index]))
        }
        if old.containerSize != new.containerSize {
            // Each controller hears its own view's new size (layout rules E.1; container rules,
            // "Sizes in a transition"): the window's for the root, the sheet's frame where it will
            // rest for a presented one, and what its container gives each child.
            for (controller, size) in transitionOrderWithSizes(in: new) {
                record(.viewController(controller), .viewWillTransition(to: size))
            }
        }
        environment = new
        recordWindowSize(from: old.containerSize, to: new.containerSize)
        for (index, controller) in order.enumerated() where before[index] != after[index] {
            record(.viewController(controller), .traitCollectionDidChange)
        }
        noteEffectiveGeometry(from: old)
        if !live { becomeActiveAfterSetup() }
        splitViewsAdapt()
        tabBarsAdapt()
        if !swiftUIIndex.views.isEmpty { swiftUIPopoversAnswerForNewTraits() }
        for name in stack.map(\.name) {
            if !adaptedPopovers.isEmpty, returnAdaptedPopoverIfRegular(name) { continue }
            send(.traitsWillChange(to: traitCollection(of: name)), to: name)
            send(.environmentChanged(new), to: name)
        }
        // Again for the popovers an adaptive sheet just gave back, which came with the sheet's answer.
        if !swiftUIIndex.views.isEmpty { swiftUIPopoversAnswerForNewTraits() }
        popoversFollowEnvironment()
        contextPresentationsFollowEnvironment()
        alertsFollowEnvironment()
        if !swiftUIIndex.views.isEmpty { swiftUIInspectorsFollowSizeClass() }
        if recording != nil { recordSplitViews() }
        guard !live, let transition = WindowTransition.between(old, new, at: now, metrics: metrics) else { return nil }
        beginWindowTransition(transition)
        return transition
    }
}
