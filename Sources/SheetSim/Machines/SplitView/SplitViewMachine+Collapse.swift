extension SplitViewMachine {
    // MARK: Collapsing (split view rules 4.2, 4.4, 5.4 step 5)

    /// Starts a collapse. `entering`: the controller is only now entering a compact window (the
    /// launch), so no column was on screen to hide and nothing has appeared yet.
    mutating func beginCollapse(entering: Bool, _ world: SplitViewContext) -> [SplitViewAction] {
        let from = lastExpandedMode
        var actions: [SplitViewAction] = entering ? [] : [.engine(.beginChildrenChange)]
        guard style.isColumnStyle else {
            state = .collapsing(.askingPrimary(from: from, entering: entering))
            guard hasDelegate, columns[.primary] != nil else {
                return actions + primaryForCollapsingChecked(nil, isNavigationController: columns[.primary]?.isNavigationController ?? false, world)
            }
            return actions + [.askUnlogged(delegate, .primaryViewControllerForCollapsing(answer: configuration.primaryViewControllerForCollapsing))]
        }
        let proposed = proposedTopColumn
        state = .collapsing(.askingTopColumn(from: from, entering: entering))
        if options.splitViewCollapseCallbackOrder == .columnsFirst, !entering {
            actions += hidingColumns(from: from, top: proposed)
        }
        guard hasDelegate else { return actions + topColumnAnswered(proposed, world) }
        actions.append(.ask(delegate, .splitViewControllerTopColumnForCollapsing(proposed: proposed, answer: configuration.topColumnForCollapsing ?? proposed)))
        return actions
    }

    /// `.compact` when a compact column's controller is set (DOC [S23]), else the secondary or what
    /// ``BehaviorOptions/splitViewProposedTopColumn`` says (U3).
    var proposedTopColumn: SplitViewColumn {
        if columns[.compact] != nil { return .compact }
        let proposed = options.splitViewProposedTopColumn.column
        return columns[proposed] != nil ? proposed : .primary
    }

    /// `willHide` for each column the collapse takes off the screen: every column shown, except the
    /// one that stays on top.
    func hidingColumns(from mode: SplitDisplayMode, top: SplitViewColumn) -> [SplitViewAction] {
        guard callsColumnStyleDelegate else { return [] }
        return visibleColumns(mode).filter { $0 != top && columns[$0] != nil }
            .map { .callback(delegate, .splitViewControllerWillHide(column: $0)) }
    }

    /// Column style: the delegate chose the top column; the stacks are rebuilt and `isCollapsed` set.
    mutating func topColumnAnswered(_ answer: SplitViewColumn, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .collapsing(.askingTopColumn(let from, let entering)) = state else { return [] }
        let top = collapsedTop(answering: answer)
        state = .collapsing(.committing(top: top, entering: entering))
        var actions: [SplitViewAction] = []
        if options.splitViewCollapseCallbackOrder == .delegateTopicOrder, !entering {
            actions += hidingColumns(from: from, top: top)
        }
        if top != .compact { actions += arrangeColumnStacks(top: top, world) }
        if !entering {
            actions.append(.engine(.finishChildrenChange))
            actions += didColumnCallbacks(from: visibleColumns(from), to: [top])
        }
        actions.append(toItself(.layoutCommitted))
        return actions
    }

    /// The column on top of a collapse for the delegate's answer. With a compact column's
    /// controller set it is that controller, whatever the answer: the compact column shows whenever
    /// the controller is collapsed, instead of the stacked columns (split view rules 7 and 4.4, DOC
    /// [S2, S7, S10]); the answer is still asked and logged, but nothing documents a way for it to
    /// bring the stacked columns back (GUESS: it has no effect). Otherwise the answer, unless its
    /// column has no controller, which cannot be on top (UIKit's behaviour is undefined; SheetSim
    /// keeps the proposed column).
    func collapsedTop(answering answer: SplitViewColumn) -> SplitViewColumn {
        if columns[.compact] != nil { return .compact }
        return columns[answer] != nil ? answer : proposedTopColumn
    }

    /// Classic: `primaryViewController(forCollapsing:)` answered: the answer is checked and logged
    /// (``usablePrimary(_:current:_:)``), and the collapse goes on with it.
    mutating func primaryForCollapsingAnswered(_ returned: String?, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .collapsing(.askingPrimary) = state, let current = columns[.primary]?.child else { return [] }
        let (answer, warning) = usablePrimary(returned, current: current, world)
        return warning + [.callback(delegate, .primaryViewControllerForCollapsing(answer: answer)),
                          toItself(.primaryForCollapsingChecked(answer))]
    }

    /// Classic: the primary the collapse goes on with (nil keeps the primary), and whether it is a
    /// navigation controller (which pushes the secondary).
    mutating func primaryForCollapsingChecked(_ answer: String?, isNavigationController: Bool, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .collapsing(.askingPrimary(let from, let entering)) = state else { return [] }
        if let answer, answer != columns[.primary]?.child {
            columns[.primary] = SplitColumnContent(controller: answer, child: answer, isNavigationController: isNavigationController)
        }
        guard let primary = columns[.primary], let secondary = columns[.secondary] else {
            state = .collapsing(.committing(top: .primary, entering: entering))
            return (entering ? [] : [.engine(.finishChildrenChange)]) + [toItself(.layoutCommitted)]
        }
        state = .collapsing(.askingCollapseSecondary(from: from, entering: entering, primary: primary))
        guard hasDelegate else { return collapseSecondaryAnswered(false, world) }
        return [.ask(delegate, .splitViewControllerCollapseSecondary(secondary.child, onto: primary.child, answer: configuration.collapseSecondary))]
    }

    /// Classic: `collapseSecondary:onto:` answered. Unless the delegate handled it, the primary's
    /// `collapseSecondaryViewController(_:for:)` runs: a navigation controller pushes the secondary
    /// (which is then on top), a plain controller does nothing. Either way the secondary leaves
    /// `viewControllers` (split view rules 4.2).
    mutating func collapseSecondaryAnswered(_ handled: Bool, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .collapsing(.askingCollapseSecondary(_, let entering, let primary)) = state,
              let secondary = columns[.secondary] else { return [] }
        columns[.secondary] = nil
        let pushed = !handled && primary.isNavigationController
        state = .collapsing(.committing(top: pushed ? .secondary : .primary, entering: entering, secondary: secondary.child))
        var actions: [SplitViewAction] = []
        if !handled { actions += collapseSecondary(secondary.child, onto: primary.child, world) }
        if !entering { actions.append(.engine(.finishChildrenChange)) }
        actions.append(toItself(.layoutCommitted))
        return actions
    }

    /// The engine set `isCollapsed`: the collapse or expand is over.
    mutating func layoutCommitted(_ world: SplitViewContext) -> [SplitViewAction] {
        switch state {
        case .collapsing(.committing(let top, _, let secondary)):
            state = .collapsed(top: top, secondary: secondary)
            return (callsColumnStyleDelegate ? [.callback(delegate, .splitViewControllerDidCollapse)] : []) + inspectorCollapsed()
        case .expanding(.committing(let mode)):
            state = .expanded(mode)
            lastExpandedMode = mode
            return (callsColumnStyleDelegate ? [.callback(delegate, .splitViewControllerDidExpand)] : []) + inspectorExpanded(world)
        default:
            return []
        }
    }

    // MARK: Expanding (split view rules 4.3, 4.5)

    /// The mode an expand proposes: what the preferred mode resolves to at the new size, or the one
    /// shown before the collapse (``BehaviorOptions/splitViewExpandProposal``, U4).
    var proposedExpandMode: SplitDisplayMode {
        options.splitViewExpandProposal == .lastExpandedMode ? lastExpandedMode : resolved.displayMode
    }

    mutating func beginExpand(entering: Bool, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .collapsed(let top, let secondary) = state else { return [] }
        var actions: [SplitViewAction] = entering ? [] : [.engine(.beginChildrenChange)]
        guard style.isColumnStyle else {
            state = .expanding(.askingPrimary(top: top, secondary: secondary))
            guard hasDelegate, columns[.primary] != nil else {
                return actions + primaryForExpandingChecked(nil, isNavigationController: columns[.primary]?.isNavigationController ?? false, world)
            }
            return actions + [.askUnlogged(delegate, .primaryViewControllerForExpanding(answer: configuration.primaryViewControllerForExpanding))]
        }
        let proposed = proposedExpandMode
        state = .expanding(.askingDisplayMode(top: top))
        if options.splitViewCollapseCallbackOrder == .columnsFirst { actions += showingColumns(to: proposed, top: top) }
        guard hasDelegate else { return actions + displayModeForExpandingAnswered(proposed, world) }
        let answer = configuration.displayModeForExpanding == .automatic ? proposed : configuration.displayModeForExpanding
        actions.append(.ask(delegate, .splitViewControllerDisplayModeForExpanding(proposed: proposed, answer: answer)))
        return actions
    }

    /// `willShow` for each column an expand brings back: every column of the mode but the one that
    /// was on top (all of them after the compact column).
    func showingColumns(to mode: SplitDisplayMode, top: SplitViewColumn) -> [SplitViewAction] {
        guard callsColumnStyleDelegate else { return [] }
        return visibleColumns(mode).filter { $0 != top && columns[$0] != nil }
            .map { .callback(delegate, .splitViewControllerWillShow(column: $0)) }
    }

    /// Column style: the delegate chose the mode (`.automatic` is the proposed one; a mode the
    /// behaviour does not allow is translated, split view rules 3.2).
    mutating func displayModeForExpandingAnswered(_ answer: SplitDisplayMode, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .expanding(.askingDisplayMode(let top)) = state else { return [] }
        let mode = answer == .automatic ? proposedExpandMode
            : SplitViewResolution.resolve(style: style, configuration: configuration, preferred: answer, environment: environment,
                                          metrics: metrics, options: options).displayMode
        var actions: [SplitViewAction] = []
        if hasDelegate, mode != displayMode { actions.append(.callback(delegate, .splitViewControllerWillChangeTo(displayMode: mode))) }
        state = .expanding(.committing(mode: mode))
        if options.splitViewCollapseCallbackOrder == .delegateTopicOrder { actions += showingColumns(to: mode, top: top) }
        if top != .compact { actions += arrangeColumnStacks(top: nil, world) }
        actions.append(.engine(.finishChildrenChange))
        actions += didColumnCallbacks(from: [top], to: visibleColumns(mode))
        actions.append(toItself(.layoutCommitted))
        return actions
    }

    /// Classic: `primaryViewController(forExpanding:)` answered: the answer is checked and logged,
    /// and the expand goes on with it.
    mutating func primaryForExpandingAnswered(_ returned: String?, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .expanding(.askingPrimary) = state, let current = columns[.primary]?.child else { return [] }
        let (answer, warning) = usablePrimary(returned, current: current, world)
        return warning + [.callback(delegate, .primaryViewControllerForExpanding(answer: answer)),
                          toItself(.primaryForExpandingChecked(answer))]
    }

    /// Classic: the primary the expand goes on with; the secondary is separated next
    /// (``separation(from:delegateReturned:remembered:_:)``).
    mutating func primaryForExpandingChecked(_ answer: String?, isNavigationController: Bool, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .expanding(.askingPrimary(let top, let secondary)) = state else { return [] }
        if let answer, answer != columns[.primary]?.child {
            columns[.primary] = SplitColumnContent(controller: answer, child: answer, isNavigationController: isNavigationController)
        }
        state = .expanding(.separating(top: top, secondary: secondary))
        guard let primary = columns[.primary] else { return secondarySeparated(nil) }
        guard hasDelegate else { return separation(from: primary.child, delegateReturned: nil, remembered: secondary, world) }
        let proposed: String? = if case .controller(let controller) = configuration.separateSecondary { controller } else { nil }
        return [.askUnlogged(delegate, .splitViewControllerSeparateSecondaryFrom(primary.child, answer: proposed))]
    }

    /// Classic: `splitViewController(_:separateSecondaryFrom:)` answered; the separation goes on.
    mutating func separateSecondaryFromAnswered(_ returned: String?, _ world: SplitViewContext) -> [SplitViewAction] {
        guard case .expanding(.separating(_, let secondary)) = state, let primary = columns[.primary] else { return [] }
        return separation(from: primary.child, delegateReturned: .some(returned), remembered: secondary, world)
    }

    /// Classic: the separation gave the new secondary (or none); the expand commits.
    mutating func secondarySeparated(_ secondary: String?) -> [SplitViewAction] {
        guard case .expanding(.separating) = state else { return [] }
        columns[.secondary] = secondary.map { SplitColumnContent(controller: $0, child: $0, isNavigationController: false) }
        let mode = proposedExpandMode
        var actions: [SplitViewAction] = []
        if hasDelegate, mode != displayMode { actions.append(.callback(delegate, .splitViewControllerWillChangeTo(displayMode: mode))) }
        state = .expanding(.committing(mode: mode))
        return actions + [.engine(.finishChildrenChange), toItself(.layoutCommitted)]
    }
}
