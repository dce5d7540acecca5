extension SplitViewMachine {
    // MARK: The inspector column (iOS 26, split view rules 12)

    /// The app's controller in the inspector column, if one is set.
    var inspectorController: String? { columns[.inspector]?.controller }

    /// `show(.inspector)` in code: beside the secondary while expanded, presented as a sheet while
    /// collapsed (DOC). In code, so no `willShow`/`didShow` (DOC: those are for changes the system
    /// makes). During a collapse or expand the column comes with the layout the change commits.
    mutating func showInspector(_ world: SplitViewContext) -> [SplitViewAction] {
        guard let controller = inspectorController, inspector == .hidden else { return [] }
        if case .collapsed = state {
            inspector = .sheet
            return [.engine(.present(controller))]
        }
        // Expanded, or in a collapse or expand whose commit moves it where the new layout needs.
        inspector = .column
        return []
    }

    /// `hide(.inspector)` in code: the column leaves, or the sheet is dismissed.
    mutating func hideInspector(_ world: SplitViewContext) -> [SplitViewAction] {
        guard let controller = inspectorController else { return [] }
        switch inspector {
        case .hidden: return []
        case .column:
            inspector = .hidden
            return []
        case .sheet:
            inspector = .hidden
            return world.isPresented(controller) ? [.engine(.dismissPresented(controller))] : []
        }
    }

    /// A collapse committed: a shown inspector column becomes a sheet UIKit presents (DOC).
    mutating func inspectorCollapsed() -> [SplitViewAction] {
        guard inspector == .column, let controller = inspectorController else { return [] }
        inspector = .sheet
        return inspectorMoveCallbacks(showing: false) + [.engine(.present(controller))]
    }

    /// An expand committed: the inspector's sheet is dismissed and it is a column again (DOC:
    /// "back" when expanding). A sheet the user dismissed meanwhile leaves the inspector hidden.
    mutating func inspectorExpanded(_ world: SplitViewContext) -> [SplitViewAction] {
        guard inspector == .sheet, let controller = inspectorController else { return [] }
        guard world.isPresented(controller) else {
            inspector = .hidden
            return []
        }
        inspector = .column
        return [.engine(.dismissPresented(controller))] + inspectorMoveCallbacks(showing: true)
    }

    /// Whether the inspector's move between column and sheet tells the delegate `willHide` and
    /// `didHide` (collapse) or `willShow` and `didShow` (expand): unknown, so
    /// ``BehaviorOptions/splitViewInspectorSheetColumnCallbacks`` decides (GUESS default: no,
    /// since the inspector stays shown).
    func inspectorMoveCallbacks(showing: Bool) -> [SplitViewAction] {
        guard options.splitViewInspectorSheetColumnCallbacks, callsColumnStyleDelegate else { return [] }
        var actions: [SplitViewAction] = [.callback(delegate, showing ? .splitViewControllerWillShow(column: .inspector)
                                                                       : .splitViewControllerWillHide(column: .inspector))]
        if os.callsSplitViewDidShowHide {
            actions.append(.callback(delegate, showing ? .splitViewControllerDidShow(column: .inspector) : .splitViewControllerDidHide(column: .inspector)))
        }
        return actions
    }

    /// The inspector column's width now, from its settings (split view rules 12).
    public var inspectorColumnWidth: Double {
        SplitViewLayout.inspectorWidth(configurationWithDraggedWidths.inspectorColumnWidth, splitWidth: environment.size.width, metrics: metrics)
    }

    // MARK: Resizing a column by its divider (iOS 26)

    /// The settings with each dragged width in place of the preferred one: the layout's.
    var configurationWithDraggedWidths: SplitViewConfiguration {
        guard !draggedColumnWidths.isEmpty else { return configuration }
        var settings = configuration
        if let width = draggedColumnWidths[.primary] { settings.primaryColumnWidth.preferredWidth = width }
        if let width = draggedColumnWidths[.supplementary] { settings.supplementaryColumnWidth.preferredWidth = width }
        if let width = draggedColumnWidths[.inspector] { settings.inspectorColumnWidth.preferredWidth = width }
        return settings
    }

    /// A divider dragged until `column` was `width` wide: the column takes that width clamped by
    /// its minimum and maximum (DOC: each column has a minimum, maximum and preferred width), only
    /// while expanded, at rest and showing the column beside the secondary. No delegate calls and
    /// no `viewWillTransition` (a width change sends none, split view quirk 6).
    mutating func dividerDragged(_ column: SplitViewColumn, width: Double) -> [SplitViewAction] {
        guard case .expanded(let mode) = state else {
            return busy("a divider drag") ?? [.callback(.simulator, .warning("a divider drag on \(name) while collapsed; ignored"))]
        }
        let shown = column == .inspector ? inspector == .column : visibleColumns(mode).contains(column) && column != .secondary
        guard shown, width.isFinite else {
            return [.callback(.simulator, .warning("no divider of the \(column.rawValue) column shows on \(name) now; the drag is ignored"))]
        }
        var settings: ColumnWidthSettings
        switch column {
        case .primary: settings = configuration.primaryColumnWidth
        case .supplementary: settings = configuration.supplementaryColumnWidth
        default: settings = configuration.inspectorColumnWidth
        }
        settings.preferredWidth = max(0, width)
        settings.preferredFraction = nil
        let splitWidth = environment.size.width
        draggedColumnWidths[column] = column == .inspector
            ? SplitViewLayout.inspectorWidth(settings, splitWidth: splitWidth, metrics: metrics)
            : SplitViewLayout.width(settings, splitWidth: splitWidth, metrics: metrics)
        return []
    }

    /// `splitViewControllerLayoutEnvironment`, the trait its descendants read: collapsed from the
    /// commit of a collapse to the commit of the next expand, as `isCollapsed` (GUESS: the
    /// trait follows `isCollapsed`; the session names only the two values).
    public var layoutEnvironment: SplitLayoutEnvironment { isCollapsed ? .collapsed : .expanded }

    /// The inspector's width while it is a column; nil while hidden or a sheet.
    var inspectorColumnShownWidth: Double? { inspector == .column && !isCollapsed ? inspectorColumnWidth : nil }
}
