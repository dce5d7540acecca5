extension StateProperty {
    // MARK: A split view controller (split view rules 2.2)

    /// A split view controller property read from its machine.
    static func split(_ name: String, _ kind: StateKind, _ summary: String, wordAliases: [(word: String, means: String)] = [],
                      _ read: @escaping @Sendable (SplitViewMachine) -> StateValue) -> StateProperty {
        StateProperty(name, .splitViewController, kind, summary, wordAliases: wordAliases) { sim, split in sim.splitViewMachine(split).map(read) }
    }

    static let splitView: [StateProperty] = [
        split("isCollapsed", .bool, "`isCollapsed`: one column (split view rules 4.1)") { .bool($0.isCollapsed) },
        split("style", .word(SplitViewStyle.allCases.map(\.rawValue)), "`style` (`unspecified` is the classic form)") { .word($0.style.rawValue) },
        split("displayMode", .word(SplitDisplayMode.allCases.map(\.rawValue)), "`displayMode`, never automatic",
              wordAliases: SplitDisplayMode.deprecatedWords) { .word($0.displayMode.rawValue) },
        split("preferredDisplayMode", .word(SplitDisplayMode.allCases.map(\.rawValue)), "`preferredDisplayMode`",
              wordAliases: SplitDisplayMode.deprecatedWords) {
            .word($0.configuration.preferredDisplayMode.rawValue)
        },
        split("splitBehavior", .word(SplitBehavior.allCases.map(\.rawValue)), "`splitBehavior`, the behaviour in effect") { .word($0.splitBehavior.rawValue) },
        split("preferredSplitBehavior", .word(SplitBehavior.allCases.map(\.rawValue)), "`preferredSplitBehavior`") {
            .word($0.configuration.preferredSplitBehavior.rawValue)
        },
        split("topColumn", .word(SplitViewColumn.stackableColumns.map(\.rawValue) + ["nil"]),
              "the column on top while collapsed (`compact` for the compact column; nil while expanded)") {
            .word($0.topColumn?.rawValue ?? "nil")
        },
        split("viewControllers", .controller, "`viewControllers`, names joined by \", \" (column style: the wrapping navigation controllers)") {
            .word($0.viewControllers.joined(separator: ", "))
        },
        split("presentsWithGesture", .bool, "`presentsWithGesture`") { .bool($0.configuration.presentsWithGesture) },
        split("showsSecondaryOnlyButton", .bool, "`showsSecondaryOnlyButton`") { .bool($0.configuration.showsSecondaryOnlyButton) },
        split("displayModeButtonVisibility", .word(DisplayModeButtonVisibility.allCases.map(\.rawValue)), "`displayModeButtonVisibility`") {
            .word($0.configuration.displayModeButtonVisibility.rawValue)
        },
        split("primaryEdge", .word(SplitPrimaryEdge.allCases.map(\.rawValue)), "`primaryEdge`") { .word($0.configuration.primaryEdge.rawValue) },
        split("isDisplayModeButtonShown", .bool, "whether the display-mode button shows now (split view rules 8)") { .bool($0.showsDisplayModeButton) },
        split("isSecondaryOnlyButtonShown", .bool, "whether the secondary-only button shows now") { .bool($0.showsSecondaryOnlyButton) },
        split("primaryColumnWidth", .number(unit: .points), "`primaryColumnWidth`: the primary's width when shown") { .number($0.layout.primaryColumnWidth) },
        split("supplementaryColumnWidth", .number(unit: .points), "`supplementaryColumnWidth` (triple column)") {
            .number($0.layout.supplementaryColumnWidth)
        },
        split("secondaryColumnFrame.x", .number(unit: .points), "where the secondary column starts (a displaced one past the sidebars)") {
            .number($0.layout.frame(of: .secondary)?.x ?? 0)
        },
        split("secondaryColumnFrame.width", .number(unit: .points), "the secondary column's width (0 while another column is on top)") {
            .number($0.layout.frame(of: .secondary)?.width ?? 0)
        },
        split("isShowingInspector", .bool, "`isShowing(.inspector)` (iOS 26): the inspector shows, as a column or as a sheet (split view rules 12)") {
            .bool($0.inspector.isShown)
        },
        split("inspector", .word(SplitInspectorState.allCases.map(\.rawValue)),
              "where the inspector is: hidden, a column beside the secondary, or presented as a sheet (split view rules 12)") {
            .word($0.inspector.rawValue)
        },
        split("inspectorColumnWidth", .number(unit: .points), "the inspector column's width when shown as a column (iOS 26)") {
            .number($0.inspectorColumnWidth)
        },
        split("splitViewControllerLayoutEnvironment", .word(SplitLayoutEnvironment.allCases.map(\.rawValue)),
              "the iOS 26 trait its descendants read: collapsed or expanded (split view rules 12)") {
            .word($0.layoutEnvironment.rawValue)
        },
    ]
}
