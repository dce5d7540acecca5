/// The state machine of one `UISplitViewController`, classic or column style: its display mode and
/// split behaviour, the user's buttons, taps and sidebar gesture, and the collapse and expand
/// around a size-class change.
///
/// A value type like ``NavigationMachine``: events go in through ``handle(_:at:in:)`` and what
/// UIKit would do comes back as actions. The machine knows its columns' controllers (the
/// navigation controllers UIKit wraps column-style columns in, split view rules 2.2) and reads
/// their stacks in its ``SplitViewContext``. What it changes in them at a collapse or expand is
/// each navigation controller's own event (``NavigationEvent/stackRebuilt(_:)`` and its kin),
/// which it returns as a message; the delegate's questions are asked with
/// ``MachineAction/ask(_:_:token:)`` and their answers come back as events; the appearance of a
/// rebuilt subtree is the engine's ``EngineService/beginChildrenChange`` and
/// ``EngineService/finishChildrenChange``.
///
/// The orders, in split view rules terms:
///
/// - Display-mode changes (3.2, 3.5, 8): `splitViewController(_:willChangeTo:)`, then, for a user
///   action or a rotation of a column-style controller only, `willShow`/`willHide` per column, then the appearance callbacks of
///   the column controllers that come and go (`viewWillDisappear`, `viewWillAppear`,
///   `viewIsAppearing`; at the end `viewDidDisappear`, `viewDidAppear`). User actions animate over
///   ``UIKitMetrics/splitViewTransitionDuration``; changes in code and inside a window transition
///   do not.
/// - Column-style collapse (4.4, 5.4 step 5): `topColumnForCollapsing`, `willHide` for each column
///   leaving, the stacks rebuilt, `isCollapsed` set, `splitViewControllerDidCollapse`. Expand (4.5):
///   `displayModeForExpanding`, `willChangeTo` if the mode differs, `willShow` for each column
///   coming, the stacks separated, `isCollapsed` cleared, `splitViewControllerDidExpand`.
/// - Classic collapse (4.2): `primaryViewController(forCollapsing:)`, `collapseSecondary:onto:`, the
///   primary's `collapseSecondaryViewController(_:for:)` unless the delegate handled it; expand
///   (4.3): `primaryViewController(forExpanding:)`, `separateSecondaryFrom:`, the primary's
///   `separateSecondaryViewController(for:)`.
public struct SplitViewMachine: Sendable {
    /// The split view controller's name in the log.
    public let name: String
    public let style: SplitViewStyle
    public internal(set) var configuration: SplitViewConfiguration
    /// The controller in each column (classic: primary and secondary).
    public internal(set) var columns = SplitColumns()
    public internal(set) var state: SplitViewState
    /// The split view controller's size and size classes.
    public internal(set) var environment: SplitViewEnvironment
    /// The display mode while expanded, and the last one shown before a collapse. Every state
    /// reads it: a change starts from it, a gesture and a delegate's question wait on it, a
    /// collapse keeps it and an expand may come back to it (split view rules U4, U10).
    public internal(set) var lastExpandedMode: SplitDisplayMode
    /// Where the inspector column is (iOS 26): hidden at first (split view rules 12). A column's
    /// state, beside the controller's: it is shown or hidden whether the controller is expanded,
    /// collapsed or between.
    public internal(set) var inspector: SplitInspectorState = .hidden
    /// The widths divider drags left the primary, supplementary and inspector columns, each within
    /// the column's minimum and maximum; a change of that column's width settings forgets it.
    public internal(set) var draggedColumnWidths: [SplitViewColumn: Double] = [:]
    /// Where the secondary-only button goes back to: the mode it left, kept until the button
    /// goes back, whatever the controller does meanwhile (it may collapse and expand, or leave
    /// `secondaryOnly` and come back by another way; which mode UIKit's button returns to then is
    /// not documented, and SheetSim keeps the one the button left). Not a state's: every state
    /// can be the one between the two taps.
    var modeBeforeSecondaryOnly: SplitDisplayMode?
    public var metrics: UIKitMetrics { metricsBox.value }
    let metricsBox: Box<UIKitMetrics>
    let options: BehaviorOptions
    let os: OSProfile
    var nextToken = 0
    var now: SimInstant = .zero

    public init(name: String, style: SplitViewStyle, configuration: SplitViewConfiguration = SplitViewConfiguration(),
                columns: SplitColumns = SplitColumns(), environment: SplitViewEnvironment, metrics: UIKitMetrics = .uikit,
                options: BehaviorOptions = .reference, os: OSProfile = .default) {
        self.name = name
        self.style = style
        self.configuration = configuration
        self.columns = columns
        self.environment = environment
        self.metricsBox = Box(metrics)
        self.options = options
        self.os = os
        let mode = SplitViewResolution.resolve(style: style, configuration: configuration, environment: environment,
                                               metrics: metrics, options: options).displayMode
        self.lastExpandedMode = mode
        self.state = .expanded(mode)
    }

    // MARK: Reading (UIKit's properties)

    /// `isCollapsed`: true from the commit of a collapse until the commit of the next expand
    /// (split view rules 4.1).
    public var isCollapsed: Bool {
        switch state {
        case .collapsed, .expanding: return true
        default: return false
        }
    }

    /// `displayMode`: never `.automatic`. While collapsed it has no effect and reads per
    /// ``BehaviorOptions/splitViewDisplayModeWhileCollapsed`` (split view rules U10).
    public var displayMode: SplitDisplayMode {
        switch state {
        case .expanded(let mode): return mode
        case .changingDisplayMode(let change): return change.to
        case .changingInteractively(let change, _): return change.from
        case .finishingGesture(let change, let completes): return completes ? change.to : change.from
        case .gestureTouched, .askingTarget, .collapsing: return lastExpandedMode
        case .collapsed, .expanding:
            return options.splitViewDisplayModeWhileCollapsed == .secondaryOnly ? .secondaryOnly : lastExpandedMode
        }
    }

    /// The behaviour and mode the settings give at the current size.
    public var resolved: SplitViewResolution.Resolved {
        SplitViewResolution.resolve(style: style, configuration: configuration, environment: environment, metrics: metrics, options: options)
    }

    /// `splitBehavior`: the behaviour in effect (classic: tile in a wide window, overlay in a narrow one).
    public var splitBehavior: SplitBehavior { resolved.splitBehavior }

    /// The column on top while collapsed (`compact` for the compact column's controller); nil while expanded.
    public var topColumn: SplitViewColumn? {
        if case .collapsed(let top, _) = state { return top }
        return nil
    }

    /// Classic: the secondary the last collapse took out of `viewControllers`, while collapsed; it
    /// comes back at the expand when neither the delegate nor the primary gives another (split
    /// view rules 4.3, GUESS).
    public var collapsedSecondary: String? {
        switch state {
        case .collapsed(_, let secondary), .collapsing(.committing(_, _, let secondary)),
             .expanding(.askingPrimary(_, let secondary)), .expanding(.separating(_, let secondary)):
            return secondary
        default:
            return nil
        }
    }

    /// `viewController(for:)`: the app's controller in `column`.
    public func viewController(for column: SplitViewColumn) -> String? { columns[column]?.controller }

    /// `viewControllers`: while expanded the children of the expanded columns, primary first;
    /// while collapsed one: the compact column's controller if set, else the primary (split view
    /// rules 2.2). Column style lists the wrapping navigation controllers, or with
    /// ``BehaviorOptions/splitViewViewControllersReportsWrappers`` off the columns' own controllers (U15).
    public var viewControllers: [String] {
        let wrappers = options.splitViewViewControllersReportsWrappers
        func name(_ column: SplitViewColumn) -> String? { wrappers ? columns[column]?.child : columns[column]?.controller }
        if isCollapsed {
            if style.isColumnStyle, let compact = columns[.compact] { return [compact.child] }
            return name(.primary).map { [$0] } ?? []
        }
        return SplitViewColumn.expandedColumns.compactMap(name)
    }

    /// Every child the split view controller holds, in column order: what no other container may
    /// hold. Classic collapsed: the primary only (the secondary left `viewControllers`).
    public var children: [String] {
        children(showing: SplitViewColumn.allCases.lazy.filter(style.holdsChild(in:)))
    }

    /// Whether `child` is one of ``children``, answered without building the list.
    func holds(_ child: String) -> Bool {
        columns.column(holding: child, where: style.holdsChild(in:)) != nil
    }

    /// The children whose views are in the window: they get the split view controller's
    /// appearance callbacks. During an animated change, the columns of both modes.
    public var visibleChildren: [String] {
        switch state {
        case .expanded(let mode): return children(showing: visibleColumns(mode))
        case .changingDisplayMode(let change), .changingInteractively(let change, _), .finishingGesture(let change, _):
            let from = visibleColumns(change.from), to = visibleColumns(change.to)
            return children(showing: SplitViewColumn.allCases.filter { from.contains($0) || to.contains($0) })
        case .gestureTouched, .askingTarget: return children(showing: visibleColumns(lastExpandedMode))
        case .collapsed(let top, _): return collapsedChildren(top: top)
        case .collapsing(let step):
            if case .committing(let top, _, _) = step { return collapsedChildren(top: top) }
            return children(showing: visibleColumns(lastExpandedMode))
        case .expanding(let step):
            if case .committing(let mode) = step { return children(showing: visibleColumns(mode)) }
            return collapsedChildren(top: step.top ?? .primary)
        }
    }

    /// The columns a mode shows, primary first (split view rules 3.1).
    public func visibleColumns(_ mode: SplitDisplayMode) -> [SplitViewColumn] {
        switch mode.sidebarCount {
        case 0: return [.secondary]
        case 1: return style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        default: return [.primary, .supplementary, .secondary]
        }
    }

    /// The children of `columns`, in their order. Made with room for every column: `compactMap`
    /// starts empty and grows the list twice.
    func children(showing columns: some Collection<SplitViewColumn>) -> [String] {
        var children: [String] = []
        children.reserveCapacity(columns.count)
        for column in columns {
            if let child = self.columns[column]?.child { children.append(child) }
        }
        return children
    }

    func collapsedChildren(top: SplitViewColumn) -> [String] {
        if top == .compact, let compact = columns[.compact] { return [compact.child] }
        return columns[.primary].map { [$0.child] } ?? []
    }

    /// Where the columns are now.
    public var layout: SplitViewLayout {
        let configuration = configurationWithDraggedWidths
        if let top = isCollapsed ? (topColumn ?? .primary) : nil {
            return SplitViewLayout.collapsed(style: style, configuration: configuration, top: top,
                                             splitWidth: environment.size.width, metrics: metrics)
        }
        return SplitViewLayout.expanded(style: style, configuration: configuration, mode: displayMode,
                                        splitWidth: environment.size.width, metrics: metrics, inspectorWidth: inspectorColumnShownWidth)
    }

    /// Whether the display-mode button shows now. Classic: the `displayModeButtonItem` the app
    /// placed shows while expanded, except where it would do nothing, its target being the mode
    /// shown (split view rules 3.4); the target is what the delegate's configured
    /// `targetDisplayModeForAction(in:)` answer gives, as a tap would find it.
    public var showsDisplayModeButton: Bool {
        guard case .expanded = state else { return false }
        guard style.isColumnStyle else { return classicButtonTarget != displayMode }
        return SplitViewButtons.showsDisplayModeButton(style: style, configuration: configuration, mode: displayMode,
                                                       behavior: splitBehavior, isCollapsed: false)
    }

    /// Classic: where the display-mode button leads now, predicted from the configured answer of
    /// `targetDisplayModeForAction(in:)` (`.automatic` without a delegate).
    var classicButtonTarget: SplitDisplayMode {
        classicTarget(answer: hasDelegate ? configuration.targetDisplayModeForAction : .automatic, from: displayMode)
    }

    /// Whether the secondary-only button shows now.
    public var showsSecondaryOnlyButton: Bool {
        guard case .expanded = state else { return false }
        return SplitViewButtons.showsSecondaryOnlyButton(style: style, configuration: configuration, isCollapsed: false)
    }

    var delegate: Receiver { .delegate(of: name) }
    var hasDelegate: Bool { configuration.hasDelegate }
    /// Whether the delegate hears the iOS 14 column-style methods (`willShow`/`willHide` for a
    /// column, `splitViewControllerDidCollapse`/`DidExpand`): a classic controller ignores the
    /// column-style API (split view rules 2.2) and keeps `willChangeTo(displayMode:)` and its own
    /// collapse methods (4.2, 4.3).
    var callsColumnStyleDelegate: Bool { hasDelegate && style.isColumnStyle }
    var callsViewIsAppearing: Bool { os.callsViewIsAppearing || options.viewIsAppearingBackDeployed }
    var duration: SimDuration { SimDuration.seconds(exactly: metrics.splitViewTransitionDuration) ?? .zero }
    var columnCount: Int { style == .tripleColumn ? 3 : 2 }

    mutating func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    // MARK: Entry point

    /// Feeds one event in at virtual time `now`, with what the machine reads of the world, and
    /// returns what UIKit would do, in order.
    public mutating func handle(_ event: SplitViewEvent, at now: SimInstant, in world: SplitViewContext) -> [SplitViewAction] {
        self.now = now
        switch event {
        case .willEnterWindow(let environment): return enterWindow(environment, world)
        case .environmentChanged(let environment): return environmentChanged(environment, world)
        case .configurationChanged(let configuration, let assigns):
            return configurationChanged(configuration, assignsPreferredDisplayMode: assigns)
        case .showColumn(let column): return column == .inspector ? showInspector(world) : show(column, world)
        case .hideColumn(let column): return column == .inspector ? hideInspector(world) : hide(column, world)
        case .secondaryTapped: return secondaryTapped(world)
        case .displayModeButtonTapped: return displayModeButtonTapped()
        case .secondaryOnlyButtonTapped: return secondaryOnlyButtonTapped()
        case .gestureBegan(let sample): return gestureBegan(sample)
        case .gestureMoved(let sample): return gestureMoved(sample)
        case .gestureEnded(let sample): return gestureEnded(sample)
        case .dividerDragged(let column, let width): return dividerDragged(column, width: width)
        case .showDetail(let controller): return showDetail(controller, world)
        case .show(let controller): return show(controller, world)
        case .setViewController(let controller, let column): return setViewController(controller, for: column, world)
        case .topColumnAnswered(let column): return topColumnAnswered(column, world)
        case .displayModeForExpandingAnswered(let mode): return displayModeForExpandingAnswered(mode, world)
        case .targetDisplayModeAnswered(let mode, let action): return targetDisplayModeAnswered(mode, action: action)
        case .primaryForCollapsingAnswered(let primary): return primaryForCollapsingAnswered(primary, world)
        case .collapseSecondaryAnswered(let handled): return collapseSecondaryAnswered(handled, world)
        case .primaryForExpandingAnswered(let primary): return primaryForExpandingAnswered(primary, world)
        case .separateSecondaryFromAnswered(let secondary): return separateSecondaryFromAnswered(secondary, world)
        case .showDetailAnswered(let controller, let handled): return handled ? [] : route(controller, to: .secondary, world)
        case .showAnswered(let controller, let handled): return handled ? [] : route(controller, to: .primary, world)
        case .primaryForCollapsingChecked(let primary):
            return primaryForCollapsingChecked(primary, isNavigationController: isNavigationController(primary ?? columns[.primary]?.child, world), world)
        case .primaryForExpandingChecked(let primary):
            return primaryForExpandingChecked(primary, isNavigationController: isNavigationController(primary ?? columns[.primary]?.child, world), world)
        case .secondarySeparated(let secondary): return secondarySeparated(secondary)
        case .layoutCommitted: return layoutCommitted(world)
        case .columnChanged(let column, let content):
            columns[column] = content
            return []
        case .animationCompleted(let token): return animationCompleted(token)
        }
    }

    /// `event` for this split view controller, delivered once the actions before it are carried
    /// out: how the machine changes its own state after the engine did what came first.
    func toItself(_ event: SplitViewEvent) -> SplitViewAction {
        .send(.to(name, event, as: SplitViewMachine.self))
    }

    /// `event` for the navigation controller `navigation`.
    func message(_ event: NavigationEvent, to navigation: String) -> SplitViewAction {
        .send(.to(navigation, event, as: NavigationMachine.self))
    }

    /// A call in code refused: nothing changes, and the simulator's method throws `error`.
    func refuse(_ error: SimulationError) -> [SplitViewAction] { [.engine(.refuseCall(error))] }
}

extension SplitExpandStep {
    /// The column on top while the expand has not committed yet.
    var top: SplitViewColumn? {
        switch self {
        case .askingDisplayMode(let top), .askingPrimary(let top, _), .separating(let top, _): return top
        case .committing: return nil
        }
    }
}
