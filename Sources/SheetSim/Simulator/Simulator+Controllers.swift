/// A controller to declare: plain content or a container with its children.
public enum ControllerDeclaration: Sendable, Equatable {
    /// A plain `UIViewController`.
    case viewController
    /// A `UINavigationController` whose stack starts with `root`.
    case navigationController(root: String, configuration: NavigationConfiguration = NavigationConfiguration())
    /// A `UITabBarController` with these tabs, showing `selectedIndex`.
    case tabBarController(tabs: [String], selectedIndex: Int = 0, configuration: TabBarConfiguration = TabBarConfiguration())
    /// A `UISplitViewController` of `style` with these columns' controllers (column style wraps
    /// each that is not a navigation controller in one, split view rules 2.2).
    case splitViewController(style: SplitViewStyle, columns: [SplitViewColumn: String] = [:],
                             configuration: SplitViewConfiguration = SplitViewConfiguration())
    /// A `UIPageViewController` (scroll style) with these pages, in the data source's order,
    /// showing the first.
    case pageViewController(pages: [String], hasDelegate: Bool = true)

    /// The children the declaration names, in UIKit's order (a split view's by column).
    public var childNames: [String] {
        switch self {
        case .viewController: return []
        case .navigationController(let root, _): return [root]
        case .tabBarController(let tabs, _, _): return tabs
        case .splitViewController(_, let columns, _): return SplitViewColumn.allCases.compactMap { columns[$0] }
        case .pageViewController(let pages, _): return pages
        }
    }
}

extension Simulator {
    // MARK: Declaring the app's controllers

    /// Declares a controller. Children a container names are declared as plain controllers unless
    /// they are declared themselves (before or after). A controller has one parent.
    public mutating func declare(_ name: String, _ declaration: ControllerDeclaration) throws {
        guard !isPresented(name) else {
            throw SimulationError.controllerTree(.duplicateName(name))
        }
        do {
            switch declaration {
            case .viewController:
                guard !tree.contains(name) else { return }
                try tree.add(name, .viewController)
            case .navigationController(let root, let configuration):
                try addContainer(name, NavigationMachine(name: name, root: root, configuration: configuration,
                                                         metrics: metrics, options: options, os: os),
                                 kind: .navigationController)
            case .tabBarController(let tabs, let selectedIndex, let configuration):
                guard !tabs.isEmpty else { throw SimulationError.invalidValue(what: "a tab bar controller", reason: "needs at least one tab") }
                guard Set(tabs).count == tabs.count else {
                    throw SimulationError.invalidValue(what: "the tabs of '\(name)'", reason: "must be different controllers")
                }
                if let refusal = tabBarRefusal(name, tabs: tabs, configuration: configuration) { throw refusal }
                let environment = TabBarEnvironment(horizontalSizeClass: environment.traitCollection.horizontalSizeClass,
                                                    idiom: environment.device.idiom)
                let machine = TabBarMachine(name: name, tabs: tabs, selectedIndex: selectedIndex, configuration: configuration,
                                            environment: environment, options: options, os: os)
                // A group's managing navigation controller is declared with it: both or neither.
                try allOrNothing { sim in
                    try sim.declareManagingNavigationControllers(of: configuration, selected: machine.selectedViewController)
                    try sim.addContainer(name, machine, kind: .tabBarController)
                }
            case .pageViewController(let pages, let hasDelegate):
                guard !pages.isEmpty else { throw SimulationError.invalidValue(what: "a page view controller", reason: "needs at least one page") }
                guard Set(pages).count == pages.count else {
                    throw SimulationError.invalidValue(what: "the pages of '\(name)'", reason: "must be different controllers")
                }
                try addContainer(name, PageViewMachine(name: name, pages: pages, hasDelegate: hasDelegate,
                                                       metrics: metrics, options: options, os: os),
                                 kind: .pageViewController)
            case .splitViewController(let style, let columns, let configuration):
                try declareSplitView(name, style: style, columns: columns, configuration: configuration)
                setNeedsLayout(nodesChanged: true)
                return
            }
        } catch let error as ControllerTreeError {
            throw SimulationError.controllerTree(error)
        }
        if recording != nil { recording!.controllerKinds[name] = tree.kind(of: name) }
        setNeedsLayout(nodesChanged: true)
    }

    /// Makes `name` the window's `rootViewController`. The first root set replaces the implicit
    /// `presenter` and is the app's launch: its visible controllers appear, not animated, and
    /// take the window's traits (``BehaviorOptions/launchTraitCollectionDidChange``, split view
    /// rules 5.3). A later change makes the old root's controllers disappear first.
    public mutating func setRootViewController(_ name: String) throws {
        guard try prepareRootViewController(name) else { return }
        let launching = !hasExplicitRoot
        let old = tree.root
        beginLayoutBatch()
        defer { endLayoutBatch() }
        setNeedsLayout(nodesChanged: true)
        if !launching {
            record(.viewController(old), .viewWillDisappear(animated: false))
        }
        tree.root = name
        hasExplicitRoot = true
        recording?.presenterName = name
        splitViewsEnterWindow(under: name)
        tabBarsAdapt()
        let traitsEarly = options.launchTraitCollectionDidChangeTiming == .beforeViewWillAppear
        if launching, traitsEarly { launchTraitCollectionDidChange(under: name) }
        record(.viewController(name), .viewWillAppear(animated: false))
        if launching, !traitsEarly { launchTraitCollectionDidChange(under: name) }
        if options.callsViewIsAppearing(on: os) {
            record(.viewController(name), .viewIsAppearing(animated: false))
        }
        if !launching {
            // The old root's views left the window: its controllers no longer show anything.
            recordWithoutForwarding(.viewController(old), .viewDidDisappear(animated: false), subtreeOf: old)
        }
        record(.viewController(name), .viewDidAppear(animated: false))
    }

    /// The launch's trait callbacks (split view rules 5.3, 5.5): `traitCollectionDidChange(_:)` to
    /// each controller under the new root that a trait change reaches, parents first, as a
    /// rotation's reaches them; `willTransition(to:with:)` does not come at launch (OBS [S38]).
    /// Which controllers hear it is ``BehaviorOptions/launchTraitCollectionDidChange``: every one
    /// before iOS 13, only those whose traits are not the window's from iOS 13 on.
    mutating func launchTraitCollectionDidChange(under root: String) {
        let windowTraits = environment.traitCollection
        for controller in tree.transitionSubtree(of: root)
        where options.hearsTraitCollectionDidChangeAtLaunch(traits: traitCollection(of: controller), windowTraits: windowTraits, on: os) {
            record(.viewController(controller), .traitCollectionDidChange)
        }
    }

    /// Throws what ``setRootViewController(_:)`` would throw, without the change: a scenario
    /// checks a root written before the launch this way, without laying out a window for it.
    public func checkRootViewController(_ name: String) throws {
        var trial = self
        _ = try trial.prepareRootViewController(name)
    }

    /// The refusals of ``setRootViewController(_:)``, and the declaration of an unknown `name` as
    /// a plain controller; returns whether the root changes. Nothing after it throws.
    private mutating func prepareRootViewController(_ name: String) throws -> Bool {
        guard stack.isEmpty else {
            throw SimulationError.invalidValue(what: "the root view controller", reason: "cannot change while a controller is presented")
        }
        if !tree.contains(name) { try declare(name, .viewController) }
        if let parent = tree.parent(of: name) { throw SimulationError.controllerTree(.alreadyHasParent(name, parent: parent)) }
        return name != tree.root
    }

    /// Logs `callback` on every controller of `root`'s visible subtree (for a subtree that has
    /// already left the hierarchy, so ordinary forwarding cannot reach it).
    mutating func recordWithoutForwarding(_ receiver: Receiver, _ callback: Callback, subtreeOf root: String) {
        for controller in tree.visibleSubtree(of: root) { recordOnly(.viewController(controller), callback) }
    }

    /// Whether `name`'s view is in the window: under the root or a presented controller, through
    /// the children each container shows.
    public func isOnScreen(_ name: String) -> Bool {
        (tree.visibleSubtree(of: tree.root, contains: name)
            || presentations.layers.contains { tree.visibleSubtree(of: $0.name, contains: name) })
            && !isBehindCurrentContext(name)
    }

    /// The presented controller a finger at `point` (window coordinates) lands on instead of
    /// `name`, or nil when it reaches `name`. A sheet above `name`'s layer stops the touch inside its
    /// frame, and outside it too unless its dimming view lets touches through (undimmed at its
    /// detent, SheetRules 2.3); while its transition runs it stops every touch.
    func sheetCovering(_ name: String, at point: Point) -> String? {
        let layer = stack.firstIndex { tree.visibleSubtree(of: $0.name, contains: name) }.map { $0 + 1 } ?? 0
        for sheet in stack[layer...].reversed()
        where sheet.state.runsTransition || sheet.isFullScreen || sheet.percentDimmed > 0 || sheet.sheetFrame.contains(point) {
            return sheet.name
        }
        return nil
    }

    /// Refuses a finger gesture on `name` at `point` that a presented controller would catch.
    func requireFinger(on name: String, at point: Point, for gesture: String) throws {
        guard isOnScreen(name) else { throw SimulationError.invalidValue(what: "'\(name)'", reason: "is not on screen; \(gesture)") }
        if let sheet = sheetCovering(name, at: point) {
            throw SimulationError.invalidValue(what: "'\(name)'", reason: "is covered by the presented '\(sheet)', which catches the touch; \(gesture) (dismiss it first, or change it in code)")
        }
    }

    /// The front layer: the front presented controller, or the window's root.
    var frontLayer: String { presentations.last?.name ?? tree.root }

    // MARK: Navigation controllers

    /// `pushViewController(_:animated:)` on `navigation` (default: the innermost navigation
    /// controller on screen in the front layer).
    public mutating func push(_ controller: String, onto navigation: String? = nil, animated: Bool = true) throws {
        let nav = try navigationController(navigation)
        if !tree.contains(controller) { try declare(controller, .viewController) }
        guard !isPresented(controller), controller != tree.root else {
            throw SimulationError.invalidValue(what: "'\(controller)'", reason: "is not free to push: it is the root or presented")
        }
        do { try tree.validate(children: [controller], of: nav) } catch { throw SimulationError.controllerTree(error) }
        guard tree.parent(of: controller) == nil else {
            throw SimulationError.invalidValue(what: "'\(controller)'", reason: "is already in \(nav)'s stack")
        }
        try requireStack(in: nav)
        send(.push(controller, animated: animated), toNavigation: nav)
    }

    /// `popViewController(animated:)`.
    public mutating func pop(_ navigation: String? = nil, animated: Bool = true) throws {
        send(.pop(animated: animated), toNavigation: try navigationController(navigation))
    }

    /// `popToRootViewController(animated:)`.
    public mutating func popToRoot(_ navigation: String? = nil, animated: Bool = true) throws {
        send(.popToRoot(animated: animated), toNavigation: try navigationController(navigation))
    }

    /// The interactive pop: a finger from the leading edge of `navigation`'s view moves `distance`
    /// points toward the trailing edge over `duration` (one sample per display frame) and lifts.
    /// Returns once the finger is up; the pop then completes or is cancelled as time runs on.
    public mutating func swipeBack(in navigation: String? = nil, by distance: Double, duration: SimDuration) throws {
        try perform(.swipeBack(in: navigation, .distance(distance, duration: duration)))
    }

    /// Queues the interactive pop's touches without running the clock; returns when the finger lifts.
    public mutating func scheduleSwipeBack(in navigation: String? = nil, by distance: Double, duration: SimDuration) throws -> SimInstant {
        let nav = try navigationController(navigation)
        guard distance.isFinite, duration.nanoseconds > 0 else {
            throw SimulationError.invalidValue(what: "a swipe back", reason: "needs a finite distance and a duration above zero")
        }
        let width = viewSize(ofLayerContaining: nav).width
        let start = Point(x: min(4, width), y: viewSize(ofLayerContaining: nav).height / 2)
        try requireFinger(on: nav, at: start, for: "a finger cannot reach its leading edge")
        let samples = try steadySamples(from: start, dx: distance, dy: 0, duration: duration)
        let begin = now
        guard begin.adding(duration) != nil else { throw SimulationError.pastClockLimit(what: "the swipe") }
        let touches = samples.map { TouchSample(time: begin + $0.after, location: Point(x: min(max($0.point.x, 0), width), y: $0.point.y)) }
        func scheduled(_ event: NavigationEvent) -> Event { .scheduled(.event(event, to: nav, as: NavigationMachine.self)) }
        queue.schedule(scheduled(.edgeSwipeBegan(touches[0], width: width)), at: touches[0].time)
        for touch in touches.dropFirst().dropLast() { queue.schedule(scheduled(.edgeSwipeMoved(touch)), at: touch.time) }
        let last = touches[touches.count - 1]
        queue.schedule(scheduled(.edgeSwipeMoved(last)), at: last.time)
        queue.schedule(scheduled(.edgeSwipeEnded(last)), at: last.time)
        return last.time
    }

    /// Changes a navigation controller's settings (delegate, gesture). The action is
    /// ``UserAction/updateNavigationConfiguration(_:_:)`` with the configuration `change` makes.
    public mutating func updateNavigationConfiguration(_ name: String, _ change: (inout NavigationConfiguration) -> Void) throws {
        guard var configuration = try navigationConfiguration(of: name) else { return }
        change(&configuration)
        try perform(.updateNavigationConfiguration(name, configuration))
    }

    /// The settings of the navigation controller named `name` now, to change and perform as
    /// ``UserAction/updateNavigationConfiguration(_:_:)``; nil for one not running yet.
    public func navigationConfiguration(of name: String) throws -> NavigationConfiguration? {
        _ = try navigationController(name)
        return navigationMachine(name)?.configuration
    }

    /// Replaces a navigation controller's settings, through the navigation controller's own event.
    mutating func replaceNavigationConfiguration(of name: String, with configuration: NavigationConfiguration) throws {
        _ = try navigationController(name)
        send(.configurationChanged(configuration), toNavigation: name)
    }

    /// The navigation controller named `name`, or by default the innermost one on screen in the
    /// front layer.
    func navigationController(_ name: String?) throws -> String {
        if let name {
            guard tree.contains(name) || isPresented(name) else {
                throw SimulationError.controllerTree(.unknownController(name))
            }
            guard tree.kind(of: name) == .navigationController else { throw SimulationError.controllerTree(.notA(.navigationController, name)) }
            return name
        }
        guard let innermost = tree.visibleNavigationControllers(under: frontLayer).last else {
            throw SimulationError.invalidValue(what: "push and pop", reason: "need a navigation controller on screen; declare one and show it")
        }
        return innermost
    }

    mutating func send(_ event: NavigationEvent, toNavigation name: String) {
        send(event, to: name, as: NavigationMachine.self)
    }

    /// A container's machine is about to handle an event that may change the children it shows.
    ///
    /// A container whose own view is fully shown (on screen, its appearance complete) runs its
    /// transition as its machine says (`shown`). Any other container changes children without
    /// one: the caller drops the machine's appearance calls and, where the transition would have
    /// run, calls ``completeWithoutTransition(_:)``.
    func beginChildChange(of container: String) -> ChildChange {
        let stage = appearance.stage(of: container)
        return ChildChange(container: container, stage: stage, shown: stage == .appeared && isOnScreen(container),
                           before: tree.visibleChildren(of: container))
    }

    /// Settles the children of a container not fully shown after a change (once): a child that
    /// leaves completes the disappearance it had begun, and one that arrives joins the
    /// container's own appearance (it appears with a container that is appearing; otherwise it
    /// waits, unseen, for the container's next appearance).
    mutating func completeWithoutTransition(_ change: inout ChildChange) {
        guard !change.shown, !change.completed else { return }
        change.completed = true
        let after = tree.visibleChildren(of: change.container)
        for leaving in change.before where !after.contains(leaving) {
            let leavingStage = appearance.stage(of: leaving)
            if leavingStage == .appearing || leavingStage == .appeared {
                record(.viewController(leaving), .viewWillDisappear(animated: false))
            }
            if appearance.stage(of: leaving) == .disappearing {
                record(.viewController(leaving), .viewDidDisappear(animated: false))
            }
        }
        guard change.stage == .appearing, isOnScreen(change.container) else { return }
        for arriving in after where !change.before.contains(arriving) {
            record(.viewController(arriving), .viewWillAppear(animated: false))
            if options.callsViewIsAppearing(on: os) {
                record(.viewController(arriving), .viewIsAppearing(animated: false))
            }
        }
    }

    // MARK: Tab bar controllers

    /// A tap on the tab showing `controller` in `tabBar` (default: the innermost tab bar controller
    /// on screen): the delegate is asked, then the tab is selected (`tabBarController(_:didSelect:)`).
    /// For a controller of `UITab`s, `controller` may name a tab group: its item in the tab bar
    /// (container rules 7). A tab the tab bar does not show now is refused.
    public mutating func tapTab(_ controller: String, in tabBar: String? = nil) throws {
        let tabs = try tabBarController(tabBar, containing: controller)
        let size = viewSize(ofLayerContaining: tabs)
        let machine = tabBarMachine(tabs)
        let y = machine?.showsTabBarAtTop == true ? 1 : size.height - 1
        try requireFinger(on: tabs, at: Point(x: size.width / 2, y: y), for: "its tab bar cannot be tapped")
        if let machine, machine.childIndex(ofGroup: controller) != nil {
            try call(.groupTapped(controller), to: tabs, as: TabBarMachine.self)
            return
        }
        guard let index = machine?.viewControllers.firstIndex(of: controller) else {
            throw SimulationError.invalidValue(what: "'\(controller)'", reason: "is not a tab of \(tabs)")
        }
        try call(.tabTapped(index: index), to: tabs, as: TabBarMachine.self)
    }

    /// Sets `selectedIndex` in code: no delegate calls.
    public mutating func setSelectedIndex(_ index: Int, of tabBar: String? = nil) throws {
        let tabs = try tabBarController(tabBar, containing: nil)
        guard let count = tabBarMachine(tabs)?.viewControllers.count, (0..<count).contains(index) else {
            throw SimulationError.invalidValue(what: "selectedIndex \(index)", reason: "is not a tab of \(tabs)")
        }
        send(.selectedIndexSet(index), toTabBar: tabs)
    }

    /// Changes a tab bar controller's settings. The action is
    /// ``UserAction/updateTabBarConfiguration(_:_:)`` with the configuration `change` makes.
    public mutating func updateTabBarConfiguration(_ name: String, _ change: (inout TabBarConfiguration) -> Void) throws {
        guard var configuration = try tabBarConfiguration(of: name) else { return }
        change(&configuration)
        try perform(.updateTabBarConfiguration(name, configuration))
    }

    /// The settings of the tab bar controller named `name` now, to change and perform as
    /// ``UserAction/updateTabBarConfiguration(_:_:)``; nil for one not running yet.
    public func tabBarConfiguration(of name: String) throws -> TabBarConfiguration? {
        _ = try tabBarController(name, containing: nil)
        return tabBarMachine(name)?.configuration
    }

    /// Replaces a tab bar controller's settings, through the tab bar controller's own event.
    mutating func replaceTabBarConfiguration(of name: String, with configuration: TabBarConfiguration) throws {
        _ = try tabBarController(name, containing: nil)
        if let machine = tabBarMachine(name) {
            if let refusal = tabBarRefusal(name, tabs: machine.viewControllers, configuration: configuration) { throw refusal }
            guard configuration.uiTabs == machine.configuration.uiTabs else {
                throw SimulationError.invalidValue(what: "the UITabs of '\(name)'", reason: "are set up before the app runs")
            }
        }
        send(.configurationChanged(configuration), toTabBar: name)
    }

    /// The tab bar controller named `name`, or the innermost on screen (holding `tab` if given).
    func tabBarController(_ name: String?, containing tab: String?) throws -> String {
        if name == nil, let tab, let parent = tree.parent(of: tab), tree.kind(of: parent) == .tabBarController { return parent }
        return try container(name, of: .tabBarController, forWhat: "a tab selection",
                             reason: "needs a tab bar controller on screen; declare one and show it")
    }

    /// The container `name`, which must be of `kind`, or with no name the innermost container of
    /// that kind on screen in the front layer: what a call on "the page view controller", "the
    /// split view controller" acts on. `mayBePresented`: a presented controller's name is one the
    /// simulator knows (told apart from an unknown one). With no name and none on screen, the
    /// error is `forWhat` `reason`.
    func container(_ name: String?, of kind: ControllerKind, mayBePresented: Bool = false,
                   forWhat what: String, reason: String) throws -> String {
        if let name {
            guard tree.contains(name) || (mayBePresented && isPresented(name)) else {
                throw SimulationError.controllerTree(.unknownController(name))
            }
            guard tree.kind(of: name) == kind else { throw SimulationError.controllerTree(.notA(kind, name)) }
            return name
        }
        guard let innermost = tree.visibleSubtree(of: frontLayer).last(where: { tree.kind(of: $0) == kind }) else {
            throw SimulationError.invalidValue(what: what, reason: reason)
        }
        return innermost
    }

    mutating func send(_ event: TabBarEvent, toTabBar name: String) {
        send(event, to: name, as: TabBarMachine.self)
    }

    // MARK: Geometry of layers

    /// The size of the view of the layer (window root or presented controller) that shows `name`.
    func viewSize(ofLayerContaining name: String) -> Size {
        for sheet in stack.reversed() where tree.visibleSubtree(of: sheet.name, contains: name) {
            return sheet.sheetFrame.size
        }
        return environment.containerSize
    }
}
