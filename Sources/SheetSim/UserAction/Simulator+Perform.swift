extension Simulator {
    // MARK: Carrying out a user action

    /// Carries out `action` as the method it mirrors does: an action done at once is done, and a
    /// gesture returns once the finger is up (the sheet, the pop, the sidebar then settle as time
    /// runs on).
    ///
    /// Each action has one implementation. ``begin(_:)`` hands an action to the simulator method
    /// that carries it out (`present(_:configuration:from:animated:)`, `rotate(to:)`, …), or, for
    /// a gesture, to the method that queues its touches (`scheduleDrag(_:samples:)`, …). The
    /// methods that run a whole gesture (`drag(_:by:duration:)`, `swipeBack(in:by:duration:)`, …)
    /// and those that take a closure (`updateConfiguration(animated:_:)`, …) are the thin ones:
    /// they make the action and call this.
    ///
    /// - Parameter action: what the app, the user or the device does.
    public mutating func perform(_ action: UserAction) throws {
        if let lift = try begin(action) { run(until: lift) }
    }

    /// Carries out `action` up to the point where it needs the clock: an action done at once is
    /// done (nil), and a gesture's touches are queued, its finger lifting at the instant returned.
    /// ``perform(_:)`` then runs the clock to it; a driver that must stop inside the gesture (a
    /// scenario's state check, the fuzzer's invariants) runs it its own way.
    ///
    /// - Parameter action: what the app, the user or the device does.
    /// - Returns: when a gesture's finger lifts; nil for an action done at once.
    public mutating func begin(_ action: UserAction) throws -> SimInstant? {
        if action.origin == .finger, options.ignoresTouchesDuringWindowTransition, let ignored = try ignoreTouch(action) {
            return ignored.lift
        }
        switch action {
        case .present(let name, let configuration, let source, let animated):
            try present(name, configuration: configuration, from: source, animated: animated)
        case .dismiss(let animated): try dismiss(animated: animated)
        case .set(.selectedDetentIdentifier(let id), let animated): try setSelectedDetentIdentifier(id, animated: animated)
        case .set(let change, let animated):
            var configuration = try frontConfiguration()
            change.apply(to: &configuration)
            try replaceConfiguration(with: configuration, animated: animated)
        case .setDetents(let detents, let animated): try setDetents(detents, animated: animated)
        case .invalidateDetents(let animated): try invalidateDetents(animated: animated)
        case .setNeedsUpdateProperties(let controller): try setNeedsUpdateProperties(controller)
        case .updateConfiguration(let configuration, let animated): try replaceConfiguration(with: configuration, animated: animated)
        case .setScrollView(let state): try setScrollView(state)
        case .scrollView(let state, let offset, let name): try setScrollView(state, contentOffsetY: offset, of: name)
        case .scroll(let y, let controller): try scroll(toContentOffsetY: y, of: controller)
        case .scrollToEdge(let bottom, let controller): try scrollToEdge(bottom: bottom, of: controller)
        case .updateViewLayoutSettings(let controller, let settings): try replaceViewLayoutSettings(of: controller, with: settings)
        case .setSwipeActions(let configuration, let edge, let controller): setSwipeActions(configuration, edge: edge, of: controller)
        case .registerOnTransitionCoordinator(let controller, let moment, let blocks):
            try registerOnTransitionCoordinator(of: controller, in: moment, blocks)
        case .setRootViewController(let name): try setRootViewController(name)
        case .push(let controller, let navigation, let animated): try push(controller, onto: navigation, animated: animated)
        case .pop(let navigation, let animated): try pop(navigation, animated: animated)
        case .popToRoot(let navigation, let animated): try popToRoot(navigation, animated: animated)
        case .updateNavigationConfiguration(let name, let configuration): try replaceNavigationConfiguration(of: name, with: configuration)
        case .setSelectedIndex(let index, let tabBar): try setSelectedIndex(index, of: tabBar)
        case .updateTabBarConfiguration(let name, let configuration): try replaceTabBarConfiguration(of: name, with: configuration)
        case .setSidebarHidden(let hidden, let tabBar): try setSidebarHidden(hidden, of: tabBar)
        case .setPreferredDisplayMode(let mode, let split): try setPreferredDisplayMode(mode, in: split)
        case .updateSplitViewConfiguration(let name, let configuration): try replaceSplitViewConfiguration(of: name, with: configuration)
        case .setViewController(let controller, let column, let split): try setViewController(controller, for: column, in: split)
        case .showColumn(let column, let split): try showColumn(column, in: split)
        case .hideColumn(let column, let split): try hideColumn(column, in: split)
        case .showDetailViewController(let controller, let split): try showDetailViewController(controller, in: split)
        case .show(let controller, let split): try show(controller, in: split)
        case .touchDown(let target, let x, let y):
            try touchDown(on: target, at: x == nil && y == nil ? nil : touchLocation(on: target, x: x, y: y))
        case .touchMove(let y): try touchMove(toY: y)
        case .touchUp(let y): try touchUp(atY: y)
        case .drag(let target, let motion): return try scheduleDrag(target, samples: dragSamples(target, motion))
        case .tapGrabber: try tapGrabber()
        case .tapDimmingView(let point): try tapDimmingView(at: point)
        case .tapPresenter(let point): try tapPresenter(at: point)
        case .tapOutside(let point): try tapOutside(at: point)
        case .swipeBack(let navigation, let motion):
            let (distance, duration) = try straightMotion(motion, of: "a swipe back")
            return try scheduleSwipeBack(in: navigation, by: distance, duration: duration)
        case .tapTab(let controller, let tabBar): try tapTab(controller, in: tabBar)
        case .tapSidebarButton(let tabBar): try tapSidebarButton(in: tabBar)
        case .swipePage(let direction, let pageView, let completes): try swipePage(direction, in: pageView, completes: completes)
        case .setViewControllers(let page, let pageView, let direction, let animated):
            try setViewControllers(page, of: pageView, direction: direction, animated: animated)
        case .tapSecondary(let split): try tapSecondary(in: split)
        case .tapDisplayModeButton(let split): try tapDisplayModeButton(in: split)
        case .tapSecondaryOnlyButton(let split): try tapSecondaryOnlyButton(in: split)
        case .dragDivider(let column, let width, let split): try resizeColumn(column, to: width, in: split)
        case .dragSidebar(let split, let motion):
            let (distance, duration) = try straightMotion(motion, of: "a sidebar drag")
            return try scheduleSidebarDrag(in: split, by: distance, duration: duration)
        case .swipeRow(let row, let edge, let motion, let table):
            let (distance, duration) = try straightMotion(motion, of: "a row swipe")
            return try scheduleSwipeRow(row, revealing: edge, by: distance, duration: duration, in: table)
        case .tapSwipeAction(let title, let table): try tapSwipeAction(title, in: table)
        case .tapAlertAction(let title): try tapAlertAction(title)
        case .setBinding(let binding, let value): try setBinding(binding, to: value)
        case .callDismiss(let content): try callDismiss(from: content)
        case .setPresentationDetents(let detents, let view): try setPresentationDetents(detents, of: view)
        case .tapRow(let row, let table): try tapRow(row, in: table)
        case .rotate(let orientation): rotate(to: orientation)
        case .setWindow(let window): try setWindow(window)
        case .setEnvironment(let environment): setEnvironment(environment)
        case .showKeyboard(let height, let duration): try showKeyboard(height: height, duration: duration)
        case .hideKeyboard(let duration): try hideKeyboard(duration: duration)
        case .resizeWindow(let size, let duration): return try beginWindowResize(to: size, over: duration)
        case .dragDividerOver(let column, let width, let duration, let split): return try beginDividerDrag(of: column, to: width, over: duration, in: split)
        case .setScenePhase(let phase): setScenePhase(phase)
        }
        return nil
    }

    // MARK: Gestures

    /// The touch samples of a sheet's drag moving as `motion` says, from `target`'s spot on the
    /// front sheet: the finger's y in the window at each time after touch-down.
    public func dragSamples(_ target: TouchTarget, _ motion: DragMotion) throws -> [(after: SimDuration, y: Double)] {
        switch motion {
        case .distance(let distance, let duration):
            return try steadyDragSamples(target, by: distance, duration: duration)
        case .velocity(let distance, let velocity):
            return try steadyDragSamples(target, by: distance, duration: Self.duration(ofDragBy: distance, velocity: velocity))
        case .toDetent(let detent, let duration):
            return try steadyDragSamples(target, to: detent, duration: duration)
        case .samples(let offsets):
            let start = try location(of: target).y
            return offsets.map { ($0.after, start + $0.y) }
        case .positions(let positions):
            return positions.map { ($0.after, $0.y) }
        }
    }

    /// The distance and duration of a straight gesture on a container or a row, which moves by a
    /// distance over a duration or at a velocity.
    func straightMotion(_ motion: DragMotion, of gesture: String) throws -> (distance: Double, duration: SimDuration) {
        switch motion {
        case .distance(let distance, let duration): return (distance, duration)
        case .velocity(let distance, let velocity): return (distance, try Self.duration(ofDragBy: distance, velocity: velocity))
        case .toDetent, .samples, .positions:
            throw SimulationError.invalidValue(what: gesture, reason: "moves by a distance, over a duration or at a velocity; detents and samples belong to a sheet's drag")
        }
    }

    /// Where a finger goes down on `target` at (`x`, `y`), the target's own spot where one is nil.
    func touchLocation(on target: TouchTarget, x: Double?, y: Double?) throws -> Point {
        if let x, let y { return Point(x: x, y: y) }
        let spot = try location(of: target)
        return Point(x: x ?? spot.x, y: y ?? spot.y)
    }
}
