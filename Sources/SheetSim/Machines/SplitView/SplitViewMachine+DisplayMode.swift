extension SplitViewMachine {
    /// Why the display mode changes, which decides its animation and whether the columns'
    /// `willShow`/`willHide` are sent (split view rules 3.2, 3.5, 5.4, 8).
    enum ChangeCause {
        /// `preferredDisplayMode` (or another setting) set in code: not animated, no column calls.
        case code
        /// `show(_:)`/`hide(_:)` in code: animated, no column calls (DOC [S16]).
        case columnAPI
        /// A button, a tap on the dimmed secondary: animated, column calls.
        case user
        /// Inside a rotation or window change: not animated, column calls per
        /// ``BehaviorOptions/splitViewColumnCallbacksOnRotation`` (U17).
        case environment
    }

    // MARK: Changing the display mode

    /// Changes the expanded display mode to `target` for `cause`: `willChangeTo`, the columns' will
    /// calls, then the appearance of the column controllers that come and go; animated changes end
    /// at their completion.
    mutating func changeMode(to target: SplitDisplayMode, cause: ChangeCause) -> [SplitViewAction] {
        let from = lastExpandedMode
        guard target != from else { return [] }
        let animated = cause == .columnAPI || cause == .user
        var actions: [SplitViewAction] = []
        if hasDelegate { actions.append(.callback(delegate, .splitViewControllerWillChangeTo(displayMode: target))) }
        let columnCalls = cause == .user || (cause == .environment && options.splitViewColumnCallbacksOnRotation)
        if columnCalls { actions += columnCallbacks(from: visibleColumns(from), to: visibleColumns(target)) }
        var change = SplitDisplayModeChange(from: from, to: target, animated: animated, token: makeToken())
        change.toldColumns = columnCalls
        actions += willAppearance(change)
        lastExpandedMode = target
        if animated {
            state = .changingDisplayMode(change)
            actions.append(.completeAnimation(token: change.token, after: duration))
        } else {
            state = .expanded(target)
            actions += didAppearance(change) + columnsShown(change)
        }
        return actions
    }

    /// `willShow` for each column coming, `willHide` for each going, primary first (column style
    /// only, ``callsColumnStyleDelegate``).
    func columnCallbacks(from old: [SplitViewColumn], to new: [SplitViewColumn]) -> [SplitViewAction] {
        guard callsColumnStyleDelegate else { return [] }
        var actions: [SplitViewAction] = []
        for column in old where !new.contains(column) && columns[column] != nil {
            actions.append(.callback(delegate, .splitViewControllerWillHide(column: column)))
        }
        for column in new where !old.contains(column) && columns[column] != nil {
            actions.append(.callback(delegate, .splitViewControllerWillShow(column: column)))
        }
        return actions
    }

    /// iOS 26: `didHide` for each column gone, `didShow` for each column come, once a change the
    /// system made is over, after its `willShow`/`willHide` (DOC: the delegate's `didShow`/`didHide`
    /// pages; not for `show(_:)`/`hide(_:)` in code).
    func didColumnCallbacks(from old: [SplitViewColumn], to new: [SplitViewColumn]) -> [SplitViewAction] {
        guard callsColumnStyleDelegate, os.callsSplitViewDidShowHide else { return [] }
        var actions: [SplitViewAction] = []
        for column in old where !new.contains(column) && columns[column] != nil {
            actions.append(.callback(delegate, .splitViewControllerDidHide(column: column)))
        }
        for column in new where !old.contains(column) && columns[column] != nil {
            actions.append(.callback(delegate, .splitViewControllerDidShow(column: column)))
        }
        return actions
    }

    /// ``didColumnCallbacks(from:to:)`` at the end of `change`, if the system made it.
    func columnsShown(_ change: SplitDisplayModeChange) -> [SplitViewAction] {
        change.toldColumns ? didColumnCallbacks(from: visibleColumns(change.from), to: visibleColumns(change.to)) : []
    }

    /// The column controllers a change hides and shows.
    func appearanceSets(_ change: SplitDisplayModeChange) -> (disappearing: [String], appearing: [String]) {
        let old = children(showing: visibleColumns(change.from)), new = children(showing: visibleColumns(change.to))
        return (old.filter { !new.contains($0) }, new.filter { !old.contains($0) })
    }

    /// `viewWillDisappear` of the controllers leaving, then `viewWillAppear` (and `viewIsAppearing`)
    /// of those coming; a container forwards them to what it shows.
    func willAppearance(_ change: SplitDisplayModeChange) -> [SplitViewAction] {
        let (disappearing, appearing) = appearanceSets(change)
        var actions = disappearing.map { SplitViewAction.callback(.viewController($0), .viewWillDisappear(animated: change.animated)) }
        actions += appearing.map { .callback(.viewController($0), .viewWillAppear(animated: change.animated)) }
        if callsViewIsAppearing { actions += appearing.map { .callback(.viewController($0), .viewIsAppearing(animated: change.animated)) } }
        return actions
    }

    /// `viewDidDisappear`, then `viewDidAppear`, at the change's end.
    func didAppearance(_ change: SplitDisplayModeChange) -> [SplitViewAction] {
        let (disappearing, appearing) = appearanceSets(change)
        return disappearing.map { .callback(.viewController($0), .viewDidDisappear(animated: change.animated)) }
            + appearing.map { .callback(.viewController($0), .viewDidAppear(animated: change.animated)) }
    }

    /// A change that was under way and is undone (a cancelled gesture): the controllers that were
    /// coming disappear again and those that were going appear again (as a cancelled pop does).
    func reversedAppearance(_ change: SplitDisplayModeChange) -> [SplitViewAction] {
        let (disappearing, appearing) = appearanceSets(change)
        var actions: [SplitViewAction] = []
        for child in appearing {
            actions.append(.callback(.viewController(child), .viewWillDisappear(animated: true)))
            actions.append(.callback(.viewController(child), .viewDidDisappear(animated: true)))
        }
        for child in disappearing {
            actions.append(.callback(.viewController(child), .viewWillAppear(animated: true)))
            if callsViewIsAppearing { actions.append(.callback(.viewController(child), .viewIsAppearing(animated: true))) }
            actions.append(.callback(.viewController(child), .viewDidAppear(animated: true)))
        }
        return actions
    }

    /// Ends whatever change is under way at once: an animation's completion runs now, an
    /// interactive gesture is cancelled. Used before a window change or a setting in code.
    mutating func finishRunningChange() -> [SplitViewAction] {
        switch state {
        case .changingDisplayMode(let change):
            state = .expanded(change.to)
            return didAppearance(change) + columnsShown(change)
        case .finishingGesture(let change, let completes):
            return finishGesture(change, completes: completes)
        case .changingInteractively(let change, _):
            return finishGesture(change, completes: false)
        case .gestureTouched:
            state = .expanded(lastExpandedMode)
            return []
        default:
            return []
        }
    }

    mutating func animationCompleted(_ token: Int) -> [SplitViewAction] {
        switch state {
        case .changingDisplayMode(let change) where change.token == token:
            state = .expanded(change.to)
            return didAppearance(change) + columnsShown(change)
        case .finishingGesture(let change, let completes) where change.token == token:
            return finishGesture(change, completes: completes)
        default:
            return []  // superseded
        }
    }

    // MARK: The window and settings in code

    /// The controller's view enters the window: it takes the window's size, and collapses or
    /// expands without column callbacks, before anything appears (split view rules 4.1, 5.3).
    mutating func enterWindow(_ environment: SplitViewEnvironment, _ world: SplitViewContext) -> [SplitViewAction] {
        var actions = finishRunningChange()
        self.environment = environment
        if environment.horizontalSizeClass == .compact {
            if !isCollapsed { actions += beginCollapse(entering: true, world) }
        } else if case .collapsed = state {
            actions += beginExpand(entering: true, world)
        } else {
            let mode = resolved.displayMode
            lastExpandedMode = mode
            state = .expanded(mode)
        }
        return actions
    }

    /// The animation phase of a window transition (split view rules 5.4 step 5): a crossing to
    /// compact collapses, one to regular expands; otherwise `.automatic` may pick another mode.
    mutating func environmentChanged(_ environment: SplitViewEnvironment, _ world: SplitViewContext) -> [SplitViewAction] {
        var actions = finishRunningChange()
        self.environment = environment
        switch (environment.horizontalSizeClass, isCollapsed) {
        case (.compact, false): actions += beginCollapse(entering: false, world)
        case (.regular, true): actions += beginExpand(entering: false, world)
        case (.compact, true): break  // the display mode has no effect while collapsed
        case (.regular, false): actions += changeMode(to: resolved.displayMode, cause: .environment)
        }
        return actions
    }

    /// Settings changed in code: the mode in effect follows, not animated, with `willChangeTo`
    /// only when it changes (or on every assignment of `preferredDisplayMode`, U9). While
    /// collapsed the settings wait for the expand (the display mode has no effect, split view
    /// rules 3.3). A setting the resolution does not depend on (a delegate's answer, the buttons'
    /// visibility) leaves alone a mode the user chose with a button or the gesture (GUESS: UIKit
    /// documents the mode following `preferredDisplayMode` and the split behaviour, section 3.2).
    mutating func configurationChanged(_ configuration: SplitViewConfiguration, assignsPreferredDisplayMode: Bool) -> [SplitViewAction] {
        let before = resolved
        if configuration.primaryColumnWidth != self.configuration.primaryColumnWidth { draggedColumnWidths[.primary] = nil }
        if configuration.supplementaryColumnWidth != self.configuration.supplementaryColumnWidth { draggedColumnWidths[.supplementary] = nil }
        if configuration.inspectorColumnWidth != self.configuration.inspectorColumnWidth { draggedColumnWidths[.inspector] = nil }
        self.configuration = configuration
        guard !isCollapsed, !isCollapsingOrExpanding else { return [] }
        var actions = finishRunningChange()
        let target = resolved.displayMode
        if target != lastExpandedMode, assignsPreferredDisplayMode || resolved != before {
            actions += changeMode(to: target, cause: .code)
        } else if assignsPreferredDisplayMode, options.splitViewWillChangeOnEveryAssignment, hasDelegate {
            actions.append(.callback(delegate, .splitViewControllerWillChangeTo(displayMode: target)))
        }
        return actions
    }

    var isCollapsingOrExpanding: Bool {
        switch state {
        case .collapsing, .expanding: return true
        default: return false
        }
    }

    /// Refuses a user action or `show`/`hide` that cannot start now, with a warning (UIKit ignores
    /// it while another change runs).
    func busy(_ what: String) -> [SplitViewAction]? {
        guard case .expanded = state else {
            return [.callback(.simulator, .warning("\(what) on \(name) while a display-mode change is in progress; ignored"))]
        }
        return nil
    }

    // MARK: The user's buttons and taps (split view rules 3.4, 8)

    mutating func displayModeButtonTapped() -> [SplitViewAction] {
        if let refused = busy("a tap on the display-mode button") { return refused }
        let mode = lastExpandedMode
        guard style.isColumnStyle else { return askTarget(for: .displayModeButton, from: mode) }
        guard let target = SplitViewButtons.displayModeButtonTarget(style: style, mode: mode, behavior: splitBehavior) else { return [] }
        return changeMode(to: target, cause: .user)
    }

    /// Classic: the button and the gesture go where `targetDisplayModeForAction(in:)` says.
    mutating func askTarget(for action: SplitUserAction, from mode: SplitDisplayMode) -> [SplitViewAction] {
        guard hasDelegate else { return targetDisplayModeAnswered(.automatic, action: action, from: mode) }
        state = .askingTarget(action, from: mode)
        return [.ask(delegate, .targetDisplayModeForAction(answer: configuration.targetDisplayModeForAction), token: action.token)]
    }

    mutating func targetDisplayModeAnswered(_ answer: SplitDisplayMode, action: SplitUserAction) -> [SplitViewAction] {
        guard case .askingTarget(_, let from) = state else { return [] }
        return targetDisplayModeAnswered(answer, action: action, from: from)
    }

    mutating func targetDisplayModeAnswered(_ answer: SplitDisplayMode, action: SplitUserAction, from: SplitDisplayMode) -> [SplitViewAction] {
        state = .expanded(from)
        return changeMode(to: classicTarget(answer: answer, from: from), cause: .user)
    }

    /// Classic: where the button and the gesture lead from `mode` for the delegate's `answer`
    /// (split view rules 3.4), at the current size.
    func classicTarget(answer: SplitDisplayMode, from mode: SplitDisplayMode) -> SplitDisplayMode {
        SplitViewButtons.classicTarget(answer: answer, from: mode, wide: SplitViewResolution.isWide(environment.size, metrics: metrics))
    }

    /// A tap on the secondary: on a dimmed secondary it closes the sidebars (split view rules 8);
    /// otherwise it reaches the content.
    mutating func secondaryTapped(_ world: SplitViewContext) -> [SplitViewAction] {
        switch state {
        case .expanded(let mode):
            if let target = SplitViewButtons.dimmedSecondaryTapTarget(mode) { return changeMode(to: target, cause: .user) }
            return [tapOnSecondaryContent(world)]
        case .collapsed:
            return [tapOnSecondaryContent(world)]
        case .collapsing, .expanding:
            return []
        default:
            return busy("a tap on the secondary") ?? []
        }
    }

    /// The secondary-only button toggles to `secondaryOnly` and back to the mode it left.
    mutating func secondaryOnlyButtonTapped() -> [SplitViewAction] {
        if let refused = busy("a tap on the secondary-only button") { return refused }
        let mode = lastExpandedMode
        if mode != .secondaryOnly {
            modeBeforeSecondaryOnly = mode
            return changeMode(to: .secondaryOnly, cause: .user)
        }
        // Back to the mode it left; with none (launched in secondaryOnly), to the mode the
        // behaviour in effect shows its sidebars in, never one the behaviour does not allow
        // (split view rules 3.1): under overlay the button's GUESS option decides.
        var back = modeBeforeSecondaryOnly ?? resolved.displayMode
        if back == .secondaryOnly {
            back = SplitViewResolution.automaticMode(columns: columnCount, behavior: splitBehavior, options: options)
            if back == .secondaryOnly { back = options.splitViewSecondaryOnlyButtonOverlayMode.mode }
        }
        // A mode left under another behaviour (the window changed meanwhile) comes back in this
        // behaviour's form (split view rules 3.2).
        if !splitBehavior.allowedModes(columns: columnCount).contains(back) {
            back = SplitViewResolution.mode(sidebars: back.sidebarCount, columns: columnCount, behavior: splitBehavior)
        }
        modeBeforeSecondaryOnly = nil
        return changeMode(to: back, cause: .user)
    }

    /// The tap lands on the content the secondary column shows (or the collapsed controller's),
    /// in the middle of the column's visible part.
    func tapOnSecondaryContent(_ world: SplitViewContext) -> SplitViewAction {
        let layout = self.layout
        let frame = layout.frame(of: .secondary) ?? layout.frames.first
        let holder = isCollapsed ? name : (columns[.secondary]?.child ?? name)
        let point = Point(x: (frame.map { $0.visibleRange(in: layout.splitWidth) }.map { ($0.lowerBound + $0.upperBound) / 2 }) ?? 0,
                          y: world.layerSize.height / 2)
        return .engine(.passTap(to: holder, at: point))
    }

    // MARK: show(_:) and hide(_:) (column style, split view rules 3.5)

    mutating func show(_ column: SplitViewColumn, _ world: SplitViewContext) -> [SplitViewAction] {
        if case .collapsed(let top, _) = state { return showCollapsed(column, top: top, world) }
        if let refused = busy("show(.\(column.rawValue))") { return refused }
        let mode = lastExpandedMode
        if column == .secondary {
            guard options.splitViewShowSecondaryWhenExpanded == .documentation, mode == .twoDisplaceSecondary else { return [] }
            return changeMode(to: .oneBesideSecondary, cause: .columnAPI)
        }
        guard columns[column] != nil, !visibleColumns(mode).contains(column) else { return [] }
        let sidebars: Int
        switch column {
        case .primary: sidebars = style == .tripleColumn ? 2 : 1
        default: sidebars = max(mode.sidebarCount, 1)
        }
        return changeMode(to: SplitViewResolution.mode(sidebars: sidebars, columns: columnCount, behavior: splitBehavior), cause: .columnAPI)
    }

    mutating func hide(_ column: SplitViewColumn, _ world: SplitViewContext) -> [SplitViewAction] {
        if case .collapsed(let top, _) = state { return hideCollapsed(column, top: top, world) }
        if let refused = busy("hide(.\(column.rawValue))") { return refused }
        let mode = lastExpandedMode
        guard column != .secondary, visibleColumns(mode).contains(column) else { return [] }
        let sidebars = column == .primary && style == .tripleColumn ? 1 : 0
        return changeMode(to: SplitViewResolution.mode(sidebars: sidebars, columns: columnCount, behavior: splitBehavior), cause: .columnAPI)
    }

    /// Collapsed: showing a column brings it to the top of the stack, pushing it (and the columns
    /// between) or popping what covers it (split view rules 3.5). The compact column's controller
    /// has no stack to change.
    mutating func showCollapsed(_ column: SplitViewColumn, top: SplitViewColumn, _ world: SplitViewContext) -> [SplitViewAction] {
        guard top != .compact, column != top, columns[column] != nil else { return [] }
        state = .collapsed(top: column, secondary: collapsedSecondary)
        return [.engine(.beginChildrenChange)] + arrangeColumnStacks(top: column, world) + [.engine(.finishChildrenChange)]
    }

    /// Collapsed: hiding the top column pops it; the primary, and a column not on top, stay.
    mutating func hideCollapsed(_ column: SplitViewColumn, top: SplitViewColumn, _ world: SplitViewContext) -> [SplitViewAction] {
        guard top != .compact, column == top, column != .primary else { return [] }
        let below = SplitViewColumn.expandedColumns.filter { $0 < column && columns[$0] != nil }.last ?? .primary
        state = .collapsed(top: below, secondary: collapsedSecondary)
        return [.engine(.beginChildrenChange)] + arrangeColumnStacks(top: below, world) + [.engine(.finishChildrenChange)]
    }
}
