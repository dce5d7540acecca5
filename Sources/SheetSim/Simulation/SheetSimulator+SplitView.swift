/// What the engine keeps for split view controllers between events.
struct SplitViewEngineState {
    /// Layout changes under way (a collapse, an expand, a column change): what was on screen when
    /// each began, by split view controller.
    var layoutChanges: [String: SplitLayoutSnapshot] = [:]
    /// Split view quirk 1: navigation controllers whose bar shows another controller's navigation
    /// item, until the bar next updates (a push or a pop).
    var staleNavigationItems: [String: String] = [:]
    /// The root controller of each column held by an app's own navigation controller
    /// (`split.column`), remembered while its stack is elsewhere.
    var columnRoots: [String: String] = [:]
}

extension SheetSimulator {
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
        guard name != "simulator" else { throw SimulationError.controllerTree(.reserved(name)) }
        guard !isPresented(name), tree.kind(of: name) ?? .viewController == .viewController else {
            throw SimulationError.controllerTree(.duplicateName(name))
        }
        if style.isColumnStyle, !os.supportsColumnStyleSplitView {
            throw SimulationError.invalidValue(what: "a \(style.rawValue) split view controller",
                                               reason: "needs iOS 14 or later (init(style:)); this simulation runs \(os): declare it classic")
        }
        try validate(configuration)
        var contents = SplitColumns()
        var wrappers: [(name: String, root: String)] = []
        for column in SplitViewColumn.allCases {
            guard let controller = columns[column] else { continue }
            guard style.columns.contains(column) else {
                throw SimulationError.invalidValue(what: "the \(column.rawValue) column", reason: "does not exist in a \(style.rawValue) split view controller")
            }
            let content = try columnContent(controller, column: column, style: style, split: name)
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
        var machine = SplitViewMachine(name: name, style: style, configuration: configuration, environment: splitEnvironment(of: name),
                                       metrics: metrics, options: options, os: os)
        machine.columns = contents
        for wrapper in wrappers {
            var wrapperConfiguration = NavigationConfiguration()
            wrapperConfiguration.hasDelegate = false
            try declare(wrapper.name, .navigationController(root: wrapper.root, configuration: wrapperConfiguration))
        }
        do { try addContainer(name, machine, kind: .splitViewController) } catch { throw SimulationError.controllerTree(error) }
        if recording != nil { recording!.controllerKinds[name] = .splitViewController }
    }

    /// What the split view controller holds for `controller` in `column`: the controller itself, or
    /// the navigation controller UIKit wraps it in.
    func columnContent(_ controller: String, column: SplitViewColumn, style: SplitViewStyle, split: String) throws -> SplitColumnContent {
        guard controller != split, controller != "simulator" else { throw SimulationError.controllerTree(.cycle(split)) }
        do { try tree.checkNoCycle(placing: controller, under: split) } catch { throw SimulationError.controllerTree(error) }
        guard !isPresented(controller), controller != tree.root || !hasExplicitRoot else {
            throw SimulationError.invalidValue(what: "'\(controller)'", reason: "cannot be a column: it is the root or presented")
        }
        let kind = tree.kind(of: controller) ?? .viewController
        let asIs = SplitColumnContent(controller: controller, child: controller, isNavigationController: kind == .navigationController)
        if column == .compact || !style.isColumnStyle { return asIs }
        switch kind {
        case .navigationController: return asIs
        case .tabBarController:
            guard column == .secondary else {
                throw SimulationError.invalidValue(what: "the tab bar controller '\(controller)'",
                                                   reason: "cannot be the \(column.rawValue) column: UIKit allows one in the secondary column only")
            }
            return asIs
        case .splitViewController:
            throw SimulationError.invalidValue(what: "the split view controller '\(controller)'", reason: "cannot be a column of another")
        case .viewController:
            let wrapper = controller + Self.splitViewWrapperSuffix
            guard !tree.contains(wrapper) else {
                throw SimulationError.invalidValue(what: "'\(wrapper)'", reason: "is already declared; SheetSim names the navigation controller UIKit wraps '\(controller)' in that way, so rename one of them")
            }
            return SplitColumnContent(controller: controller, child: wrapper, isNavigationController: true)
        }
    }

    /// Refuses settings no split view controller can take.
    func validate(_ configuration: SplitViewConfiguration) throws {
        for (label, settings) in [("primary", configuration.primaryColumnWidth), ("supplementary", configuration.supplementaryColumnWidth)] {
            for (what, value) in [("preferred width", settings.preferredWidth), ("minimum width", settings.minimum), ("maximum width", settings.maximum)] {
                if let value, !(value.isFinite && value >= 0) {
                    throw SimulationError.invalidValue(what: "the \(label) column's \(what)", reason: "must be a finite number of points, 0 or more")
                }
            }
            if let fraction = settings.preferredFraction, !(fraction.isFinite && (0...1).contains(fraction)) {
                throw SimulationError.invalidValue(what: "the \(label) column's preferred width fraction", reason: "must be between 0 and 1")
            }
        }
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
        if let name {
            guard tree.contains(name) || isPresented(name) else {
                throw SimulationError.controllerTree(.unknownController(name))
            }
            guard tree.kind(of: name) == .splitViewController else { throw SimulationError.controllerTree(.notA(.splitViewController, name)) }
            return name
        }
        guard let innermost = tree.visibleSubtree(of: frontLayer).last(where: { tree.kind(of: $0) == .splitViewController }) else {
            throw SimulationError.invalidValue(what: "a split view action", reason: "needs a split view controller on screen; declare one and show it, or name one with 'in'")
        }
        return innermost
    }

    /// The machine of the split view controller named (or found as) `name`.
    func splitMachine(_ name: String?) throws -> (name: String, machine: SplitViewMachine) {
        let split = try splitViewController(name)
        return (split, splitViewMachine(split)!)
    }

    // MARK: Settings in code

    /// Changes a split view controller's settings in code (not animated; split view rules 3.2).
    /// `preferredDisplayMode` goes through ``setPreferredDisplayMode(_:in:)``.
    public mutating func updateSplitViewConfiguration(_ name: String, _ change: (inout SplitViewConfiguration) -> Void) throws {
        let (split, machine) = try splitMachine(name)
        var configuration = machine.configuration
        change(&configuration)
        try validate(configuration)
        try requireColumnStyle(for: configuration, machine)
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

    /// Column-style settings on a classic controller are refused (UIKit ignores them silently).
    func requireColumnStyle(for configuration: SplitViewConfiguration, _ machine: SplitViewMachine) throws {
        guard !machine.style.isColumnStyle else { return }
        let base = SplitViewConfiguration()
        let columnOnly: [(String, Bool)] = [
            ("preferredSplitBehavior", configuration.preferredSplitBehavior != base.preferredSplitBehavior),
            ("showsSecondaryOnlyButton", configuration.showsSecondaryOnlyButton != base.showsSecondaryOnlyButton),
            ("displayModeButtonVisibility", configuration.displayModeButtonVisibility != base.displayModeButtonVisibility),
            ("topColumnForCollapsing", configuration.topColumnForCollapsing != nil),
            ("displayModeForExpanding", configuration.displayModeForExpanding != base.displayModeForExpanding),
        ]
        if let (property, _) = columnOnly.first(where: { $0.1 }) {
            throw SimulationError.invalidValue(what: property, reason: "is column-style API; '\(machine.name)' is classic and would ignore it")
        }
    }

    // MARK: Columns

    /// `setViewController(_:for:)` (column style) or a change of `viewControllers` (classic) on a
    /// running split view controller. Column style: a controller that is not a navigation controller,
    /// set on a column whose navigation controller already holds one, is pushed onto that stack
    /// instead of replacing it (split view quirk 12, Apple's intended behaviour); otherwise the
    /// column's controller is replaced, and the old one's views leave. SheetSim changes columns only
    /// while the controller is expanded and at rest.
    public mutating func setViewController(_ controller: String, for column: SplitViewColumn, in name: String? = nil) throws {
        let (split, machine) = try splitMachine(name)
        guard machine.style.columns.contains(column) else {
            throw SimulationError.invalidValue(what: "the \(column.rawValue) column", reason: "does not exist in a \(machine.style.rawValue) split view controller")
        }
        guard case .expanded = machine.state else {
            throw SimulationError.invalidValue(what: "'\(split)'", reason: "changes its columns in SheetSim only while expanded and at rest")
        }
        if !tree.contains(controller) { try declare(controller, .viewController) }
        if let existing = machine.columns[column], existing.controller == controller || existing.child == controller { return }
        if machine.style.isColumnStyle, column != .compact, tree.kind(of: controller) == .viewController,
           let existing = machine.columns[column], let navigation = navigationMachine(existing.child), !navigation.viewControllers.isEmpty {
            guard tree.parent(of: controller) == nil else { throw SimulationError.controllerTree(.alreadyHasParent(controller, parent: tree.parent(of: controller)!)) }
            record(.simulator, .warning("setViewController(\(controller), for: .\(column.rawValue)) pushes \(controller) onto \(existing.child) instead of replacing the column's controller (split view quirk 12)"))
            send(.push(controller, animated: false), toNavigation: existing.child)
            return
        }
        let content = try columnContent(controller, column: column, style: machine.style, split: split)
        if let parent = tree.parent(of: controller) { throw SimulationError.controllerTree(.alreadyHasParent(controller, parent: parent)) }
        beginSplitLayoutChange(split)
        try install(content, in: column, of: split)
        finishSplitLayoutChange(split)
    }

    /// Makes `content` the controller of `column`, declaring the navigation controller UIKit wraps
    /// it in, inside a layout change the caller began.
    mutating func install(_ content: SplitColumnContent, in column: SplitViewColumn, of split: String) throws {
        if content.child != content.controller {
            var wrapperConfiguration = NavigationConfiguration()
            wrapperConfiguration.hasDelegate = false
            try declare(content.child, .navigationController(root: content.controller, configuration: wrapperConfiguration))
        }
        send(.columnChanged(column, content), toSplitView: split)
    }

    // MARK: The user's actions and show/hide

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
        guard machine.style.isColumnStyle else {
            throw SimulationError.invalidValue(what: "\(method)(_:)", reason: "is column-style API; '\(split)' is classic and would ignore it")
        }
        guard column != .compact else {
            throw SimulationError.invalidValue(what: "\(method)(.compact)", reason: "is not accepted: the compact column shows whenever the controller is collapsed (split view rules 3.5)")
        }
        guard machine.style.columns.contains(column) else {
            throw SimulationError.invalidValue(what: "the \(column.rawValue) column", reason: "does not exist in a \(machine.style.rawValue) split view controller")
        }
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
        recordInput(.splitViewTapped(split: split, target: "secondary"))
    }

    /// A tap on the display-mode button (column style: the one UIKit places; classic: the
    /// `displayModeButtonItem` the app placed).
    public mutating func tapDisplayModeButton(in name: String? = nil) throws {
        let (split, machine) = try splitMachine(name)
        try requireOnScreen(split, "its display-mode button cannot be tapped")
        guard machine.showsDisplayModeButton else {
            throw SimulationError.invalidValue(what: "the display-mode button of '\(split)'", reason: "is not shown now (\(hiddenButtonReason(machine)))")
        }
        send(.displayModeButtonTapped, toSplitView: split)
        recordInput(.splitViewTapped(split: split, target: "displayModeButton"))
    }

    /// A tap on the secondary-only button (triple column, `showsSecondaryOnlyButton`).
    public mutating func tapSecondaryOnlyButton(in name: String? = nil) throws {
        let (split, machine) = try splitMachine(name)
        try requireOnScreen(split, "its secondary-only button cannot be tapped")
        guard machine.showsSecondaryOnlyButton else {
            let reason = machine.style != .tripleColumn ? "it exists for triple column only"
                : !machine.configuration.showsSecondaryOnlyButton ? "showsSecondaryOnlyButton is false" : "the controller is collapsed or changing"
            throw SimulationError.invalidValue(what: "the secondary-only button of '\(split)'", reason: "is not shown (\(reason))")
        }
        send(.secondaryOnlyButtonTapped, toSplitView: split)
        recordInput(.splitViewTapped(split: split, target: "secondaryOnlyButton"))
    }

    func hiddenButtonReason(_ machine: SplitViewMachine) -> String {
        if machine.isCollapsed { return "the controller is collapsed" }
        guard case .expanded = machine.state else { return "a display-mode change is under way" }
        if !machine.style.isColumnStyle {
            return "targetDisplayModeForAction leads to \(machine.displayMode.rawValue), the mode shown now, so the button would do nothing"
        }
        if machine.configuration.displayModeButtonVisibility == .never { return "displayModeButtonVisibility is never" }
        if machine.configuration.displayModeButtonVisibility == .automatic && !machine.configuration.presentsWithGesture {
            return "presentsWithGesture is false and displayModeButtonVisibility is automatic"
        }
        return "the \(machine.splitBehavior.rawValue) behaviour shows no button in \(machine.displayMode.rawValue)"
    }

    func requireOnScreen(_ split: String, _ what: String) throws {
        guard isOnScreen(split) else { throw SimulationError.invalidValue(what: "'\(split)'", reason: "is not on screen; \(what)") }
    }

    /// The sidebar gesture: a finger from the primary edge moves `distance` points (positive opens
    /// a sidebar, negative closes one) over `duration`, one sample per display frame, and lifts.
    /// Returns once the finger is up; the change then completes or is cancelled as time runs on.
    public mutating func dragSidebar(in name: String? = nil, by distance: Double, duration: SimDuration) throws {
        let end = try scheduleSidebarDrag(in: name, by: distance, duration: duration)
        run(until: end)
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
        recordInput(.sidebarDragged(split: split, distance: distance, duration: duration))
        return last.time
    }

    // MARK: showDetailViewController and show (split view rules 2.2)

    /// `showDetailViewController(_:sender:)`: the delegate's `showDetail` first (true: it handled
    /// it). Expanded: column style sets the secondary column (a plain controller on an occupied
    /// secondary is pushed, split view quirk 12); classic installs it as the secondary. Collapsed:
    /// column style brings the secondary column to the top and pushes it there; classic forwards it
    /// to the primary, whose navigation controller pushes it (a navigation controller nested in
    /// another: split view quirk 3), or presents it when the primary is no navigation controller.
    ///
    /// A refused call changes nothing, as every call of the simulator: the delegate's question is
    /// logged, and a new controller declared, only once the whole route has succeeded.
    public mutating func showDetailViewController(_ controller: String, in name: String? = nil) throws {
        try allOrNothing { try $0.routeShowDetail(controller, in: name) }
    }

    mutating func routeShowDetail(_ controller: String, in name: String?) throws {
        let (split, machine) = try splitMachine(name)
        if !tree.contains(controller) { try declare(controller, .viewController) }
        guard controller != split else { throw SimulationError.controllerTree(.cycle(split)) }
        if machine.configuration.hasDelegate {
            let question = ask(.delegate(of: split), .splitViewControllerShowDetail(
                controller, answer: hooks.splitViewShowDetail?(split, controller) ?? machine.configuration.showDetail))
            record(.delegate(of: split), question)
            if case .splitViewControllerShowDetail(_, true) = question { return }
        }
        try route(controller, to: .secondary, in: split)
    }

    /// Runs `change`, which may fail after changing things (the delegate asked and logged, a
    /// controller declared, before the route finds it cannot go on), on a copy, kept only if it
    /// succeeds. The copy shares the simulator's storage until `change` writes to it, so this costs
    /// a copy of what the call changes: for the rare `show` and `showDetail` only.
    mutating func allOrNothing(_ change: (inout SheetSimulator) throws -> Void) throws {
        var attempt = self
        try change(&attempt)
        self = attempt
    }

    /// `show(_:sender:)`: the delegate's `show` first. Expanded: installs the controller as the
    /// primary (column style: pushed onto an occupied primary's navigation controller); collapsed:
    /// pushed onto the primary's navigation controller, or presented.
    public mutating func show(_ controller: String, in name: String? = nil) throws {
        try allOrNothing { try $0.routeShow(controller, in: name) }
    }

    mutating func routeShow(_ controller: String, in name: String?) throws {
        let (split, machine) = try splitMachine(name)
        if !tree.contains(controller) { try declare(controller, .viewController) }
        guard controller != split else { throw SimulationError.controllerTree(.cycle(split)) }
        if machine.configuration.hasDelegate {
            let question = ask(.delegate(of: split), .splitViewControllerShow(
                controller, answer: hooks.splitViewShow?(split, controller) ?? machine.configuration.show))
            record(.delegate(of: split), question)
            if case .splitViewControllerShow(_, true) = question { return }
        }
        try route(controller, to: .primary, in: split)
    }

    /// Where `showDetailViewController` (`column` secondary) and `show` (`column` primary) put a
    /// controller once the delegate left it to UIKit (split view rules 2.2).
    ///
    /// - `showDetail` of the controller it would replace, the secondary column's (or, column style,
    ///   the navigation controller wrapping it), does nothing (DOC [S2, S12]).
    /// - `show` of a controller already in the primary column, expanded, makes it the secondary
    ///   (DOC [S2, S12]). A navigation controller's children are its stack, so a controller in the
    ///   primary's stack is such a child: it leaves that stack and becomes the secondary column's.
    mutating func route(_ controller: String, to column: SplitViewColumn, in split: String) throws {
        let machine = splitViewMachine(split)!
        if column == .secondary, let secondary = machine.columns[.secondary], controller == secondary.controller || controller == secondary.child {
            return
        }
        if column == .primary, !machine.isCollapsed, let primary = machine.columns[.primary], tree.parent(of: controller) == primary.child {
            try moveToSecondary(controller, from: primary.child, split: split)
            return
        }
        if let parent = tree.parent(of: controller) { throw SimulationError.controllerTree(.alreadyHasParent(controller, parent: parent)) }
        guard machine.isCollapsed else {
            try setViewController(controller, for: column, in: split)
            return
        }
        guard case .collapsed(let top) = machine.state else {
            throw SimulationError.invalidValue(what: "'\(split)'", reason: "is in the middle of a collapse or expand")
        }
        do { try tree.checkNoCycle(placing: controller, under: split) } catch { throw SimulationError.controllerTree(error) }
        if machine.style.isColumnStyle, top != .compact, let primary = machine.columns[.primary] {
            if column == .secondary, machine.columns[.secondary] != nil { send(.showColumn(.secondary), toSplitView: split) }
            try requireStack(in: primary.child)
            send(.push(controller, animated: true), toNavigation: primary.child)
            return
        }
        if !machine.style.isColumnStyle, let primary = machine.columns[.primary], primary.isNavigationController {
            if tree.kind(of: controller) == .navigationController {
                record(.simulator, .warning("\(primary.child) pushes the navigation controller \(controller): a navigation controller nested in another (split view quirk 3)"))
            }
            try requireStack(in: primary.child)
            send(.push(controller, animated: true), toNavigation: primary.child)
            return
        }
        // Compact width, nowhere to push: UIKit presents it modally.
        try present(controller, configuration: SheetConfiguration(), from: nil, animated: true)
    }

    /// `show` of a controller in the primary column's navigation stack: it leaves that stack and
    /// becomes the secondary column's, in one layout change, as the separation of an expand moves
    /// the primary's top to the secondary (split view rules 4.3, 4.5): not animated, and a
    /// controller that stays on screen gets no appearance callbacks (GUESS). Column style follows
    /// the secondary column's rule: a plain controller joins an occupied secondary's navigation
    /// stack (split view quirk 12). SheetSim takes the controller from the top of the stack only,
    /// and never the root, which a navigation controller cannot give up.
    mutating func moveToSecondary(_ controller: String, from primary: String, split: String) throws {
        let machine = splitViewMachine(split)!
        guard case .expanded = machine.state else {
            throw SimulationError.invalidValue(what: "'\(split)'", reason: "changes its columns in SheetSim only while expanded and at rest")
        }
        guard let stack = navigationMachine(primary)?.viewControllers else {
            throw SimulationError.invalidValue(what: "'\(controller)'", reason: "is a child of '\(split)''s primary '\(primary)', which is no navigation controller; SheetSim makes a controller of the primary column the secondary only from the primary's navigation stack")
        }
        guard stack.count > 1, stack.first != controller else {
            throw SimulationError.invalidValue(what: "'\(controller)'", reason: "is the root of '\(primary)', the primary column's navigation controller, which cannot give up its root; show another controller")
        }
        guard stack.last == controller else {
            throw SimulationError.invalidValue(what: "'\(controller)'", reason: "is under '\(stack.last!)' in '\(primary)'; SheetSim moves a controller from the primary's stack to the secondary only from its top: pop to it first")
        }
        let secondaryStack = machine.columns[.secondary].flatMap { navigationMachine($0.child)?.viewControllers } ?? []
        let joinsStack = machine.style.isColumnStyle && tree.kind(of: controller) == .viewController && !secondaryStack.isEmpty
        let content = joinsStack ? nil : try columnContent(controller, column: .secondary, style: machine.style, split: split)
        beginSplitLayoutChange(split)
        cutShortTransition(in: primary)
        _ = withNavigation(primary) { $0.viewControllers.removeLast() }
        if let content {
            try install(content, in: .secondary, of: split)
        } else if let secondary = machine.columns[.secondary]?.child {
            record(.simulator, .warning("show(\(controller)) moves \(controller) from \(primary) onto \(secondary) instead of replacing the secondary column's controller (split view quirk 12)"))
            cutShortTransition(in: secondary)
            withNavigation(secondary) { $0.viewControllers.append(controller) }
        }
        finishSplitLayoutChange(split)
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

    /// Split view quirk 1: a push or pop updates the bar, so a stale navigation item goes.
    mutating func noteNavigationBarUpdate(_ navigation: String, for event: NavigationEvent) {
        switch event {
        case .push, .pop, .popToRoot: splitViews.staleNavigationItems[navigation] = nil
        default: break
        }
    }

    /// The owner of the navigation item a navigation controller's bar shows: its top controller, or
    /// after split view quirk 1 the controller whose item stayed.
    public func navigationBarTopItem(of navigation: String) -> String? {
        guard let machine = navigationMachine(navigation) else { return nil }
        return splitViews.staleNavigationItems[navigation] ?? machine.viewControllers.last ?? "nil"
    }

    // MARK: Running the machine

    mutating func send(_ event: SplitViewEvent, toSplitView name: String) {
        send(event, to: name, as: SplitViewMachine.self)
    }

    mutating func perform(_ request: SplitViewRequest, forSplitView name: String) {
        switch request {
        case .askTopColumnForCollapsing(let proposed, let configured):
            let question = ask(.delegate(of: name), .splitViewControllerTopColumnForCollapsing(
                proposed: proposed, answer: hooks.splitViewTopColumnForCollapsing?(name, proposed) ?? configured))
            guard case .splitViewControllerTopColumnForCollapsing(_, let answer) = question else { return }
            record(.delegate(of: name), question)
            send(.topColumnAnswered(answer), toSplitView: name)
        case .askDisplayModeForExpanding(let proposed, let configured):
            let question = ask(.delegate(of: name), .splitViewControllerDisplayModeForExpanding(
                proposed: proposed, answer: hooks.splitViewDisplayModeForExpanding?(name, proposed) ?? configured))
            guard case .splitViewControllerDisplayModeForExpanding(_, let answer) = question else { return }
            record(.delegate(of: name), question)
            send(.displayModeForExpandingAnswered(answer), toSplitView: name)
        case .askTargetDisplayMode(let configured, let action):
            let question = ask(.delegate(of: name), .targetDisplayModeForAction(answer: configured))
            guard case .targetDisplayModeForAction(let answer) = question else { return }
            record(.delegate(of: name), question)
            send(.targetDisplayModeAnswered(answer, action: action), toSplitView: name)
        case .askPrimaryForCollapsing(let current, let configured):
            guard case .primaryViewControllerForCollapsing(let returned) = ask(.delegate(of: name),
                .primaryViewControllerForCollapsing(answer: configured)) else { return }
            let answer = usablePrimary(returned, current: current, split: name)
            record(.delegate(of: name), .primaryViewControllerForCollapsing(answer: answer))
            send(.primaryForCollapsingAnswered(answer, isNavigationController: tree.kind(of: answer ?? current) == .navigationController),
                 toSplitView: name)
        case .askCollapseSecondary(let secondary, let primary, let configured):
            let question = ask(.delegate(of: name), .splitViewControllerCollapseSecondary(
                secondary, onto: primary, answer: hooks.splitViewCollapseSecondary?(name, secondary, primary) ?? configured))
            guard case .splitViewControllerCollapseSecondary(_, _, let answer) = question else { return }
            record(.delegate(of: name), question)
            send(.collapseSecondaryAnswered(answer), toSplitView: name)
        case .askPrimaryForExpanding(let current, let configured):
            guard case .primaryViewControllerForExpanding(let returned) = ask(.delegate(of: name),
                .primaryViewControllerForExpanding(answer: configured)) else { return }
            let answer = usablePrimary(returned, current: current, split: name)
            record(.delegate(of: name), .primaryViewControllerForExpanding(answer: answer))
            send(.primaryForExpandingAnswered(answer, isNavigationController: tree.kind(of: answer ?? current) == .navigationController),
                 toSplitView: name)
        case .separateSecondary(let primary, let configured, let remembered):
            let secondary = separateSecondary(split: name, primary: primary, configured: configured, remembered: remembered)
            send(.secondarySeparated(secondary), toSplitView: name)
        case .beginLayoutChange:
            beginSplitLayoutChange(name)
        case .stackColumns(let top):
            arrangeColumnStacks(split: name, collapsedTop: top)
        case .separateColumns:
            arrangeColumnStacks(split: name, collapsedTop: nil)
        case .collapseSecondaryOntoPrimary(let secondary, let primary):
            collapseSecondary(secondary, onto: primary, split: name)
        case .finishLayoutChange:
            finishSplitLayoutChange(name)
        case .commitLayout:
            send(.layoutCommitted, toSplitView: name)
        case .passTapToSecondary:
            passTapToSecondary(of: name)
        }
    }

    /// A primary the delegate returned that can be one (declared, and free or already the
    /// primary); otherwise nil, with a warning.
    mutating func usablePrimary(_ answer: String?, current: String, split: String) -> String? {
        guard let answer, answer != current else { return nil }
        guard tree.contains(answer), tree.parent(of: answer) == nil, answer != tree.root, answer != split else {
            record(.simulator, .warning("\(split)'s delegate returned \(answer) as its primary, which is not a free view controller; kept \(current)"))
            return nil
        }
        return answer
    }

    /// The tap lands on the content the secondary column shows (or the collapsed controller's).
    mutating func passTapToSecondary(of split: String) {
        guard let machine = splitViewMachine(split) else { return }
        let layout = machine.layout
        let frame = layout.frame(of: .secondary) ?? layout.frames.first
        let holder = machine.isCollapsed ? split : (machine.columns[.secondary]?.child ?? split)
        let point = Point(x: (frame.map { $0.visibleRange(in: layout.splitWidth) }.map { ($0.lowerBound + $0.upperBound) / 2 }) ?? 0,
                          y: viewSize(ofLayerContaining: split).height / 2)
        record(.viewController(tree.visibleLeaf(of: holder)), .tapReceived(at: point))
    }
}
