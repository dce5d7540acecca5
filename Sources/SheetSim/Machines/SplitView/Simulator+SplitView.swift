extension Simulator {
    /// The suffix of the navigation controller UIKit wraps a column-style column's controller in
    /// (split view rules 2.2): `sidebar` is held as `sidebarNav`.
    public static let splitViewWrapperSuffix = "Nav"

    // MARK: Declaring

    /// Declares a split view controller with its columns' controllers. Column style wraps each
    /// controller that is not a navigation controller (nor a tab bar controller in the secondary
    /// column, nor the compact column's) in a navigation controller named with
    /// ``splitViewWrapperSuffix``, without a delegate, as UIKit makes them (split view rules 2.2).
    mutating func declareSplitView(_ name: String, style: SplitViewStyle, columns: [SplitViewColumn: String],
                                   configuration: SplitViewConfiguration) throws {
        guard !Receiver.reservedNames.contains(name) else { throw SimulationError.controllerTree(.reserved(name)) }
        guard !stack.contains(where: { $0.name == name }), tree.kind(of: name) ?? .viewController == .viewController else {
            throw SimulationError.controllerTree(.duplicateName(name))
        }
        if style.isColumnStyle, let refusal = os.splitViewRefusal(style: style, columns: []) { throw refusal }
        try validate(configuration)
        var contents = SplitColumns()
        var wrappers: [(name: String, root: String)] = []
        let world = SplitViewContext(self, split: name)
        for column in SplitViewColumn.allCases {
            guard let controller = columns[column] else { continue }
            guard style.columns.contains(column) else {
                throw SimulationError.invalidValue(what: "the \(column.rawValue) column", reason: "does not exist in a \(style.rawValue) split view controller")
            }
            if column == .inspector, let refusal = os.inspectorColumnRefusal { throw refusal }
            let content = try SplitViewMachine.columnContent(controller, column: column, style: style, split: name, world)
            if content.child != controller { wrappers.append((content.child, controller)) }
            contents[column] = content
        }
        let children = SplitViewColumn.allCases.compactMap { contents[$0]?.child }
        let controllers = SplitViewColumn.allCases.compactMap { contents[$0]?.controller }
        // At most four each: compared pairwise, not hashed into sets.
        guard children.hasNoDuplicates, controllers.hasNoDuplicates else {
            throw SimulationError.invalidValue(what: "the columns of '\(name)'", reason: "must be different controllers")
        }
        for wrapper in wrappers {
            if let parent = tree.parent(of: wrapper.root) { throw SimulationError.controllerTree(.alreadyHasParent(wrapper.root, parent: parent)) }
            guard wrapper.root != name else { throw SimulationError.controllerTree(.cycle(name)) }
        }
        do { try tree.validate(children: children.filter { child in !wrappers.contains { $0.name == child } }, of: name) } catch {
            throw SimulationError.controllerTree(error)
        }
        let machine = SplitViewMachine(name: name, style: style, configuration: configuration, columns: contents,
                                       environment: splitEnvironment(of: name), metrics: metrics, options: options, os: os)
        for wrapper in wrappers {
            var wrapperConfiguration = NavigationConfiguration()
            wrapperConfiguration.hasDelegate = false
            try declare(wrapper.name, .navigationController(root: wrapper.root, configuration: wrapperConfiguration))
        }
        do { try addContainer(name, machine, kind: .splitViewController) } catch { throw SimulationError.controllerTree(error) }
        if recording != nil { recording!.controllerKinds[name] = .splitViewController }
    }

    /// Refuses settings no split view controller can take.
    func validate(_ configuration: SplitViewConfiguration) throws {
        if let refusal = configuration.refusal { throw refusal }
    }

    /// The size and size classes a split view controller lays out in: its layer's (the window's,
    /// or the sheet presenting it) and its own traits.
    func splitEnvironment(of name: String, in environment: ScreenEnvironment? = nil) -> SplitViewEnvironment {
        let environment = environment ?? self.environment
        let traits = traitCollection(of: name, in: environment)
        let size = stack.contains { tree.visibleSubtree(of: $0.name, contains: name) }
            ? viewSize(ofLayerContaining: name) : environment.containerSize
        return SplitViewEnvironment(size: size, horizontalSizeClass: traits.horizontalSizeClass, idiom: environment.device.idiom)
    }

    /// The split view controllers in the window's hierarchy, parents before children: under the
    /// root (every child, shown or not, as UIKit hands traits to every child), then under each
    /// presented controller.
    func splitViewsInHierarchy() -> [String] {
        var found: [String] = []
        func walk(_ name: String) {
            if tree.kind(of: name) == .splitViewController, !found.contains(name) { found.append(name) }
            for child in tree.children(of: name) { walk(child) }
        }
        walk(tree.root)
        for sheet in stack { walk(sheet.name) }
        return found
    }

    /// At launch or a new root: each split view controller under it takes the window's size and
    /// collapses in a compact width, before anything appears (split view rules 4.1, 5.3).
    mutating func splitViewsEnterWindow(under root: String) {
        guard tree.hasContainers else { return }
        for split in splitViewsInHierarchy() {
            send(.willEnterWindow(splitEnvironment(of: split)), toSplitView: split)
        }
    }

    /// The animation phase of a window transition (split view rules 5.4 step 5): each split view
    /// controller collapses, expands or changes its display mode.
    mutating func splitViewsAdapt() {
        guard tree.hasContainers else { return }
        for split in splitViewsInHierarchy() {
            send(.environmentChanged(splitEnvironment(of: split)), toSplitView: split)
        }
    }

    // MARK: Finding one

    /// The split view controller named `name`, or by default the innermost one on screen in the
    /// front layer.
    func splitViewController(_ name: String?) throws -> String {
        try container(name, of: .splitViewController, mayBePresented: true, forWhat: "a split view action",
                      reason: "needs a split view controller on screen; declare one and show it, or name one with 'in'")
    }

    /// The machine of the split view controller named (or found as) `name`.
    func splitMachine(_ name: String?) throws -> (name: String, machine: SplitViewMachine) {
        let split = try splitViewController(name)
        return (split, splitViewMachine(split)!)
    }

    // MARK: Settings in code

    /// Changes a split view controller's settings in code (not animated; split view rules 3.2).
    /// `preferredDisplayMode` goes through ``setPreferredDisplayMode(_:in:)``.
    /// The action is ``UserAction/updateSplitViewConfiguration(_:_:)`` with the configuration `change` makes.
    public mutating func updateSplitViewConfiguration(_ name: String, _ change: (inout SplitViewConfiguration) -> Void) throws {
        var configuration = try splitViewConfiguration(of: name)
        change(&configuration)
        try perform(.updateSplitViewConfiguration(name, configuration))
    }

    /// The settings of the split view controller named `name` now.
    public func splitViewConfiguration(of name: String) throws -> SplitViewConfiguration {
        try splitMachine(name).machine.configuration
    }

    /// Replaces a split view controller's settings in code.
    mutating func replaceSplitViewConfiguration(of name: String, with configuration: SplitViewConfiguration) throws {
        let (split, machine) = try splitMachine(name)
        try validate(configuration)
        if let refusal = machine.columnStyleRefusal(of: configuration) { throw refusal }
        send(.configurationChanged(configuration, assignsPreferredDisplayMode: configuration.preferredDisplayMode != machine.configuration.preferredDisplayMode),
             toSplitView: split)
    }

    /// `preferredDisplayMode = mode` in code: `willChangeTo` when the mode in effect changes (or on
    /// every assignment, split view rules U9), not animated.
    public mutating func setPreferredDisplayMode(_ mode: SplitDisplayMode, in name: String? = nil) throws {
        let (split, machine) = try splitMachine(name)
        var configuration = machine.configuration
        configuration.preferredDisplayMode = mode
        send(.configurationChanged(configuration, assignsPreferredDisplayMode: true), toSplitView: split)
    }

    // MARK: Columns

    /// `setViewController(_:for:)` (column style) or a change of `viewControllers` (classic) on a
    /// running split view controller; the machine decides what it does
    /// (``SplitViewMachine``'s `setViewController(_:for:_:)`: split view quirk 12 pushes a plain
    /// controller onto an occupied column's navigation controller). SheetSim changes columns only
    /// while the controller is expanded and at rest. A refused call changes nothing but the
    /// declaration of a controller not declared before.
    public mutating func setViewController(_ controller: String, for column: SplitViewColumn, in name: String? = nil) throws {
        let (split, machine) = try splitMachine(name)
        if let refusal = machine.columnChangeRefusal(for: column) { throw refusal }
        if !tree.contains(controller) { try declare(controller, .viewController) }
        try call(.setViewController(controller, for: column), to: split, as: SplitViewMachine.self)
    }

    // MARK: The user's actions and show/hide

    /// The user drags the divider of `column` (primary, supplementary or inspector) until the
    /// column is `width` points wide: iOS 26 interactive column resizing, clamped by the column's
    /// minimum and maximum (split view rules 12).
    public mutating func dragDivider(of column: SplitViewColumn, to width: Double, in name: String? = nil) throws {
        try perform(.dragDivider(column, to: width, in: name))
    }

    mutating func resizeColumn(_ column: SplitViewColumn, to width: Double, in name: String?) throws {
        let (split, machine) = try splitMachine(name)
        try checkDividerDrag(of: column, to: width, split: split, machine: machine)
        send(.dividerDragged(column, width: width), toSplitView: split)
    }

    /// Why a drag of `column`'s divider to `width` cannot start, thrown; nothing when it can.
    func checkDividerDrag(of column: SplitViewColumn, to width: Double, split: String, machine: SplitViewMachine) throws {
        try requireOnScreen(split, "a finger cannot reach it")
        if let refusal = os.dividerDragRefusal { throw refusal }
        guard machine.style.isColumnStyle, [.primary, .supplementary, .inspector].contains(column), machine.style.columns.contains(column) else {
            throw SimulationError.invalidValue(what: "the \(column.rawValue) column's divider", reason: "does not exist: a column-style controller's primary, supplementary (triple column) or inspector column has one")
        }
        guard width.isFinite, width >= 0 else {
            throw SimulationError.invalidValue(what: "the dragged width", reason: "must be a finite number of points, 0 or more")
        }
    }

    /// `show(_:)` (column style, split view rules 3.5).
    public mutating func showColumn(_ column: SplitViewColumn, in name: String? = nil) throws {
        let split = try columnAPITarget(column, name, "show")
        send(.showColumn(column), toSplitView: split)
    }

    /// `hide(_:)` (column style, split view rules 3.5).
    public mutating func hideColumn(_ column: SplitViewColumn, in name: String? = nil) throws {
        let split = try columnAPITarget(column, name, "hide")
        send(.hideColumn(column), toSplitView: split)
    }

    func columnAPITarget(_ column: SplitViewColumn, _ name: String?, _ method: String) throws -> String {
        let (split, machine) = try splitMachine(name)
        if let refusal = machine.columnAPIRefusal(of: column, method) { throw refusal }
        return split
    }

    /// A tap on the secondary column: on a dimmed secondary it closes the sidebars (split view
    /// rules 8); otherwise it reaches the content (`tapReceived`).
    public mutating func tapSecondary(in name: String? = nil) throws {
        let (split, machine) = try splitMachine(name)
        try requireOnScreen(split, "its secondary column cannot be tapped")
        if let top = machine.topColumn, top != .secondary {
            throw SimulationError.invalidValue(what: "the secondary column of '\(split)'", reason: "is not on screen: the collapsed controller shows its \(top.rawValue) column")
        }
        send(.secondaryTapped, toSplitView: split)
        recordInput(.tapSecondary(in: split))
    }

    /// A tap on the display-mode button (column style: the one UIKit places; classic: the
    /// `displayModeButtonItem` the app placed).
    public mutating func tapDisplayModeButton(in name: String? = nil) throws {
        let (split, machine) = try splitMachine(name)
        try requireOnScreen(split, "its display-mode button cannot be tapped")
        guard machine.showsDisplayModeButton else {
            throw SimulationError.invalidValue(what: "the display-mode button of '\(split)'", reason: "is not shown now (\(machine.displayModeButtonHiddenReason))")
        }
        send(.displayModeButtonTapped, toSplitView: split)
        recordInput(.tapDisplayModeButton(in: split))
    }

    /// A tap on the secondary-only button (triple column, `showsSecondaryOnlyButton`).
    public mutating func tapSecondaryOnlyButton(in name: String? = nil) throws {
        let (split, machine) = try splitMachine(name)
        try requireOnScreen(split, "its secondary-only button cannot be tapped")
        guard machine.showsSecondaryOnlyButton else {
            throw SimulationError.invalidValue(what: "the secondary-only button of '\(split)'", reason: "is not shown (\(machine.secondaryOnlyButtonHiddenReason))")
        }
        send(.secondaryOnlyButtonTapped, toSplitView: split)
        recordInput(.tapSecondaryOnlyButton(in: split))
    }

    func requireOnScreen(_ split: String, _ what: String) throws {
        guard isOnScreen(split) else { throw SimulationError.invalidValue(what: "'\(split)'", reason: "is not on screen; \(what)") }
    }

    /// The sidebar gesture: a finger from the primary edge moves `distance` points (positive opens
    /// a sidebar, negative closes one) over `duration`, one sample per display frame, and lifts.
    /// Returns once the finger is up; the change then completes or is cancelled as time runs on.
    public mutating func dragSidebar(in name: String? = nil, by distance: Double, duration: SimDuration) throws {
        try perform(.dragSidebar(in: name, .distance(distance, duration: duration)))
    }

    /// Queues the sidebar gesture's touches without running the clock; returns when the finger lifts.
    public mutating func scheduleSidebarDrag(in name: String? = nil, by distance: Double, duration: SimDuration) throws -> SimInstant {
        let (split, machine) = try splitMachine(name)
        try requireOnScreen(split, "a finger cannot reach it")
        guard machine.configuration.presentsWithGesture else {
            throw SimulationError.invalidValue(what: "'\(split)'", reason: "has no sidebar gesture: presentsWithGesture is false")
        }
        guard !machine.isCollapsed else { throw SimulationError.invalidValue(what: "'\(split)'", reason: "is collapsed: it has no sidebar to drag") }
        guard distance.isFinite, distance != 0, duration.nanoseconds > 0 else {
            throw SimulationError.invalidValue(what: "a sidebar drag", reason: "needs a finite, non-zero distance and a duration above zero")
        }
        let size = viewSize(ofLayerContaining: split)
        let start = Point(x: 4, y: size.height / 2)
        let samples = try steadySamples(from: start, dx: distance, dy: 0, duration: duration)
        let begin = now
        guard begin.adding(duration) != nil else { throw SimulationError.pastClockLimit(what: "the drag") }
        let touches = samples.map { TouchSample(time: begin + $0.after, location: $0.point) }
        func scheduled(_ event: SplitViewEvent) -> Event { .scheduled(.event(event, to: split, as: SplitViewMachine.self)) }
        queue.schedule(scheduled(.gestureBegan(touches[0])), at: touches[0].time)
        for touch in touches.dropFirst() { queue.schedule(scheduled(.gestureMoved(touch)), at: touch.time) }
        let last = touches[touches.count - 1]
        queue.schedule(scheduled(.gestureEnded(last)), at: last.time)
        recordInput(.dragSidebar(in: split, .distance(distance, duration: duration)))
        return last.time
    }

    // MARK: showDetailViewController and show (split view rules 2.2)

    /// `showDetailViewController(_:sender:)`: the delegate's `showDetail` first (true: it handled
    /// it), then the machine's route (``SplitViewMachine``'s `route(_:to:_:)`). Expanded: column
    /// style sets the secondary column (a plain controller on an occupied secondary is pushed,
    /// split view quirk 12); classic installs it as the secondary. Collapsed: column style brings
    /// the secondary column to the top and pushes it there; classic forwards it to the primary,
    /// whose navigation controller pushes it (a navigation controller nested in another: split
    /// view quirk 3), or presents it when the primary is no navigation controller.
    ///
    /// A refused call changes nothing, as every call of the simulator: the delegate's question is
    /// logged, and a new controller declared, only once the whole route has succeeded.
    public mutating func showDetailViewController(_ controller: String, in name: String? = nil) throws {
        try allOrNothing { try $0.route(.showDetail(controller), of: controller, in: name) }
    }

    /// `show(_:sender:)`: the delegate's `show` first. Expanded: installs the controller as the
    /// primary (column style: pushed onto an occupied primary's navigation controller), or makes a
    /// controller of the primary's stack the secondary; collapsed: pushed onto the primary's
    /// navigation controller, or presented.
    public mutating func show(_ controller: String, in name: String? = nil) throws {
        try allOrNothing { try $0.route(.show(controller), of: controller, in: name) }
    }

    /// Sends `event`, `show` or `showDetail` of `controller`, to the split view controller named
    /// (or found as) `name`, declaring `controller` first if it is new.
    mutating func route(_ event: SplitViewEvent, of controller: String, in name: String?) throws {
        let (split, _) = try splitMachine(name)
        if !tree.contains(controller) { try declare(controller, .viewController) }
        guard controller != split else { throw SimulationError.controllerTree(.cycle(split)) }
        try call(event, to: split, as: SplitViewMachine.self)
    }

    /// A push needs a stack to push onto: a split view controller's collapse may have moved a
    /// column's stack into another column's navigation controller (split view rules 4.4).
    func requireStack(in navigation: String) throws {
        guard let machine = navigationMachine(navigation), machine.viewControllers.isEmpty else { return }
        let split = splitViewsInHierarchy().first { splitViewMachine($0)?.columns.column(holding: navigation) != nil }
        let holder = split.flatMap { splitViewMachine($0)?.columns[.primary]?.child } ?? "the primary column's navigation controller"
        throw SimulationError.invalidValue(what: "'\(navigation)'", reason: "holds no view controllers now: its split view controller collapsed its stack into \(holder); push there")
    }

    /// Why `controller`, which is not on screen, is off screen: in a column of a collapsed split view
    /// controller that the collapse does not show (split view rules 4.4, 7: only the stacked columns
    /// up to the top one, or the compact column, show), or in general.
    func offScreenReason(_ controller: String) -> String {
        for split in splitViewsInHierarchy() {
            guard let machine = splitViewMachine(split), machine.isCollapsed else { continue }
            for column in SplitViewColumn.allCases {
                guard let content = machine.columns[column], !isOnScreen(content.child) else { continue }
                let stack = navigationMachine(content.child)?.viewControllers ?? []
                if content.controller == controller || content.child == controller || stack.contains(controller) {
                    return "its column, the \(column.rawValue), is not shown while '\(split)' is collapsed"
                }
            }
        }
        return "it is not in the window now: not shown, or covered"
    }

    /// The owner of the navigation item a navigation controller's bar shows: its top controller, or
    /// after split view quirk 1 the controller whose item stayed.
    public func navigationBarTopItem(of navigation: String) -> String? {
        navigationMachine(navigation)?.navigationBarTopItem
    }

    // MARK: Running the machine

    mutating func send(_ event: SplitViewEvent, toSplitView name: String) {
        send(event, to: name, as: SplitViewMachine.self)
    }
}
