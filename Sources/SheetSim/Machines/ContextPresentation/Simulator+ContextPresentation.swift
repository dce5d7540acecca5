extension Simulator {
    // MARK: Presenting in a context (SheetRules 10.1-10.4)

    /// What a controller configured for a context style is presented as here: nil to present it
    /// over its context (``presentInContext(_:configuration:from:animated:)``), or the full-screen
    /// configuration it adapts to in a horizontally compact environment (SheetRules 10.4, option
    /// ``BehaviorOptions/contextStylesInCompactWidth``), which today's sheet path presents.
    func contextStyleAdaptation(of configuration: SheetConfiguration) -> SheetConfiguration? {
        guard environment.traitCollection.horizontalSizeClass == .compact,
              options.contextStylesInCompactWidth == .fullScreenStyles else { return nil }
        var adapted = configuration
        adapted.modalPresentationStyle = configuration.modalPresentationStyle == .currentContext ? .fullScreen : .overFullScreen
        return adapted
    }

    /// Presents `name` over the controller that defines the presentation context, found from
    /// `source` (by default the front layer's visible content): ``present(_:configuration:from:animated:)``
    /// comes here once its checks pass, for a context style in a regular environment. The
    /// presentation takes a layer of its own, framed as its context.
    mutating func presentInContext(_ name: String, configuration: SheetConfiguration, from source: String?, animated: Bool) {
        let contextName = presentationContext(from: source ?? tree.visibleSubtree(of: frontLayer).last ?? frontLayer)
        let own = viewLayoutSettings(of: name)
        let contextSettings = viewLayoutSettings(of: contextName)
        let style = contextSettings.providesPresentationContextTransitionStyle ? contextSettings.modalTransitionStyle : own.modalTransitionStyle
        var machine = ContextPresentationMachine(name: name, configuration: configuration, contextName: contextName, transitionStyle: style,
                                                 metrics: metrics, options: options, os: os)
        if presentationsReportTransitions { machine.reportsTransitionMoments = true }
        // Views already out of the window (another currentContext presentation over the context,
        // or a full-screen one over it) neither leave nor come back with this one.
        machine.contextAlreadyRemoved = isBehindCurrentContext(contextName) || appearance.stage(of: contextName) == .disappeared
        beginLayoutBatch()
        if style != .coverVertical, configuration.modalPresentationStyle == .currentContext, isInsidePopover(contextName) {
            record(.simulator, .warning("\(name) is presented with currentContext inside a popover, where UIKit supports only the coverVertical transition style, not \(style.rawValue)"))
        }
        if let parent = presentations.last { parent.kind.tellPresentsChild(true, named: parent.name, in: &self) }
        if !tree.contains(name) { tree.declare(name, .viewController) }
        notePresented(name)
        machines.contextPresentations.append(machine)
        let layer = presentations.append(PresentationLayer(name: name, kind: ContextPresentationMachine.self))
        setNeedsLayout(nodesChanged: true)
        setNeedsLayout(ofLayer: layer)
        send(.present(animated: animated, context: contextGeometry(of: contextName)), to: name, as: ContextPresentationMachine.self)
        endLayoutBatch()
    }

    /// The controller that defines the presentation context for a presentation from `source`
    /// (DOC, SheetRules 10.1): UIKit walks up from the presenting controller to the first whose
    /// `definesPresentationContext` is true. From a presented controller's root the walk goes on to
    /// the controller presenting it (GUESS: the documentation speaks of the hierarchy only). None
    /// found: the window's root.
    public func presentationContext(from source: String) -> String {
        var current: String? = source
        var visited = Set<String>()
        while let controller = current, visited.insert(controller).inserted {
            if viewLayoutSettings(of: controller).definesPresentationContext { return controller }
            if let parent = tree.parent(of: controller) {
                current = parent
            } else if let layer = presentations.layer(named: controller) {
                current = layer > 0 ? presentations[layer - 1].name : tree.root
            } else {
                current = nil
            }
        }
        return tree.root
    }


    /// Where `context` stands now: its view's frame in the window and its safe area (the window's,
    /// when it has no layout).
    mutating func contextGeometry(of context: String) -> PresentationContextGeometry {
        guard let layout = computeViewLayout(of: context) else {
            return PresentationContextGeometry(frame: environment.containerBounds, safeArea: environment.safeArea)
        }
        return PresentationContextGeometry(frame: layout.frameInWindow, safeArea: layout.safeAreaInsets)
    }

    /// Whether `controller` shows inside a popover.
    func isInsidePopover(_ controller: String) -> Bool {
        presentations.layers.contains { $0.kind == PopoverMachine.self && tree.visibleSubtree(of: $0.name, contains: controller) }
    }

    /// Tells every context presentation the screen changed: each takes its context's new frame.
    mutating func contextPresentationsFollowEnvironment() {
        guard !machines.contextPresentations.rows.isEmpty else { return }
        for machine in machines.contextPresentations.rows {
            let geometry = contextGeometry(of: machine.contextName)
            send(.environmentChanged(context: geometry), to: machine.name, as: ContextPresentationMachine.self)
        }
    }

    // MARK: Views a currentContext presentation removed (SheetRules 10.3)

    /// Whether `name`'s view is out of the window because a `currentContext` presentation covers
    /// the context it shows in: the context and every controller it shows. Free while no context
    /// presentation is up.
    @inline(__always)
    func isBehindCurrentContext(_ name: String) -> Bool {
        guard !machines.contextPresentations.rows.isEmpty else { return false }
        return isBehindCurrentContextSlowly(name)
    }

    @inline(never)
    private func isBehindCurrentContextSlowly(_ name: String) -> Bool {
        machines.contextPresentations.rows.contains { $0.removesContextViews && tree.visibleSubtree(of: $0.contextName, contains: name) }
    }

    // MARK: Full-screen presenters (SheetRules 10.5)

    /// The controller a new sheet of `style` is presented from: the front layer for a sheet; for
    /// `fullScreen` and `overFullScreen` the front layer only if it covers the screen, else UIKit
    /// walks down to one that does (DOC, SheetRules 10.5) — past popovers and context
    /// presentations over part of the screen — or to the window's root. Every sheet counts as
    /// covering, so a stack of sheets presents from its front as before; so does a context
    /// presentation over the window's root, which has taken the root's place.
    func sheetPresenter(for style: ModalPresentationStyle) -> String {
        guard style == .fullScreen || style == .overFullScreen, presentations.nonSheetCount > 0 else {
            return presentations.last?.name ?? tree.root
        }
        return presentations.layers.last { layer in
            layer.isSheet || contextPresentation(named: layer.name)?.contextName == tree.root
        }?.name ?? tree.root
    }

    /// The size a context presentation's view will have after a rotation or window change: its
    /// context's, as already worked out in `sizes` (SheetRules 10.1). nil for another kind.
    func contextTransitionSize(of name: String, among sizes: [(name: String, size: Size)]) -> Size? {
        guard let presentation = contextPresentation(named: name) else { return nil }
        return sizes.last { $0.name == presentation.contextName }?.size
    }

    // MARK: Reading context presentations

    /// The context presentation presenting `name`, while it is presented.
    public func contextPresentation(named name: String) -> ContextPresentationMachine? {
        machines.machine(ContextPresentationMachine.self, named: name)
    }
}
