import Testing
@testable import SheetSim

/// The iOS 26 inspector column (split view rules 12): the machine's answers to `show(.inspector)`,
/// `hide(.inspector)`, a collapse and an expand; its widths; `didShow`/`didHide` after the
/// system's `willShow`/`willHide`; and the release that has it.
@Suite struct SplitInspectorTests {
    static func launched(os: OSProfile = .iOS26, window: AppWindow = .full, inspector: Bool = true,
                         configuration: SplitViewConfiguration = SplitViewConfiguration()) throws -> Simulator {
        var sim = Simulator(environment: ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft, window: window), os: os)
        var columns: [SplitViewColumn: String] = [.primary: "sidebar", .secondary: "detail"]
        if inspector { columns[.inspector] = "info" }
        try sim.declare("split", .splitViewController(style: .doubleColumn, columns: columns, configuration: configuration))
        try sim.setRootViewController("split")
        sim.runUntilIdle()
        return sim
    }

    // MARK: The machine, event by event

    struct Row {
        var window: AppWindow
        var shownFirst: Bool
        var event: SplitViewEvent
        var inspector: SplitInspectorState
        var actions: [SplitViewAction]
        var line: Int
    }

    static let rows: [Row] = [
        // Expanded: a column beside the secondary, in code, with no delegate calls (DOC).
        Row(window: .full, shownFirst: false, event: .showColumn(.inspector), inspector: .column, actions: [], line: #line),
        Row(window: .full, shownFirst: true, event: .showColumn(.inspector), inspector: .column, actions: [], line: #line),
        Row(window: .full, shownFirst: true, event: .hideColumn(.inspector), inspector: .hidden, actions: [], line: #line),
        Row(window: .full, shownFirst: false, event: .hideColumn(.inspector), inspector: .hidden, actions: [], line: #line),
        // Collapsed: UIKit presents it as a sheet, and dismisses it when hidden.
        Row(window: .slideOver, shownFirst: false, event: .showColumn(.inspector), inspector: .sheet,
            actions: [.engine(.present("info"))], line: #line),
        Row(window: .slideOver, shownFirst: true, event: .hideColumn(.inspector), inspector: .hidden,
            actions: [.engine(.dismissPresented("info"))], line: #line),
        Row(window: .slideOver, shownFirst: true, event: .showColumn(.inspector), inspector: .sheet, actions: [], line: #line),
    ]

    @Test func showAndHideInCode() throws {
        for row in Self.rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            var sim = try Self.launched(window: row.window)
            if row.shownFirst {
                try sim.showColumn(.inspector, in: "split")
                sim.runUntilIdle()
            }
            var machine = try #require(sim.splitViewMachine("split"), sourceLocation: location)
            let actions = machine.handle(row.event, at: sim.now, in: SplitViewContext(sim, split: "split"))
            #expect(actions == row.actions, sourceLocation: location)
            #expect(machine.inspector == row.inspector, sourceLocation: location)
        }
    }

    @Test func hiddenWhenTheSplitViewFirstAppears() throws {
        let sim = try Self.launched()
        #expect(sim.splitViewMachine("split")?.inspector == .hidden)
        #expect(sim.splitViewMachine("split")?.layout.frame(of: .inspector) == nil)
    }

    @Test func aCollapsePresentsTheInspectorAsASheetAndAnExpandTakesItBack() throws {
        var sim = try Self.launched()
        try sim.showColumn(.inspector, in: "split")
        sim.runUntilIdle()
        let frame = try #require(sim.splitViewMachine("split")?.layout.frame(of: .inspector))
        #expect(frame.x + frame.width == 1366)
        #expect(sim.splitViewMachine("split")?.layout.frame(of: .secondary).map { $0.x + $0.width } == frame.x)

        try sim.setWindow(.slideOver)
        sim.runUntilIdle()
        #expect(sim.splitViewMachine("split")?.inspector == .sheet)
        #expect(sim.presentations.last?.name == "info")
        #expect(sim.splitViewMachine("split")?.layoutEnvironment == .collapsed)

        try sim.setWindow(.full)
        sim.runUntilIdle()
        #expect(sim.splitViewMachine("split")?.inspector == .column)
        #expect(sim.presentations.last?.name != "info")
        #expect(sim.splitViewMachine("split")?.layoutEnvironment == .expanded)
    }

    @Test func aSheetTheUserDismissedLeavesTheInspectorHiddenAtTheExpand() throws {
        var sim = try Self.launched(window: .slideOver)
        try sim.showColumn(.inspector, in: "split")
        sim.runUntilIdle()
        try sim.dismiss()
        sim.runUntilIdle()
        try sim.setWindow(.full)
        sim.runUntilIdle()
        #expect(sim.splitViewMachine("split")?.inspector == .hidden)
    }

    // MARK: Widths

    struct WidthRow {
        var settings: ColumnWidthSettings
        var splitWidth: Double
        var width: Double
        var line: Int
    }

    static let widthRows: [WidthRow] = [
        WidthRow(settings: ColumnWidthSettings(), splitWidth: 1366, width: 320, line: #line),
        WidthRow(settings: ColumnWidthSettings(preferredWidth: 380), splitWidth: 1366, width: 380, line: #line),
        WidthRow(settings: ColumnWidthSettings(preferredWidth: 900), splitWidth: 1366, width: 420, line: #line),
        WidthRow(settings: ColumnWidthSettings(preferredWidth: 100), splitWidth: 1366, width: 270, line: #line),
        WidthRow(settings: ColumnWidthSettings(preferredFraction: 0.25), splitWidth: 1366, width: 341.5, line: #line),
        WidthRow(settings: ColumnWidthSettings(preferredFraction: 0.25, preferredWidth: 300), splitWidth: 1366, width: 300, line: #line),
        WidthRow(settings: ColumnWidthSettings(preferredWidth: 600, maximum: 700), splitWidth: 1366, width: 600, line: #line),
        WidthRow(settings: ColumnWidthSettings(preferredWidth: 100, minimum: 50), splitWidth: 1366, width: 100, line: #line),
        WidthRow(settings: ColumnWidthSettings(minimum: 500, maximum: 400), splitWidth: 1366, width: 500, line: #line),
        WidthRow(settings: ColumnWidthSettings(), splitWidth: 200, width: 200, line: #line),
    ]

    @Test func widthsAreClampedByTheMinimumAndMaximum() {
        for row in Self.widthRows {
            let width = SplitViewLayout.inspectorWidth(row.settings, splitWidth: row.splitWidth, metrics: .uikit)
            #expect(width == row.width, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    @Test func theConfiguredWidthIsTheColumns() throws {
        var configuration = SplitViewConfiguration()
        configuration.inspectorColumnWidth.preferredWidth = 400
        var sim = try Self.launched(configuration: configuration)
        try sim.showColumn(.inspector, in: "split")
        sim.runUntilIdle()
        #expect(sim.splitViewMachine("split")?.layout.frame(of: .inspector)?.width == 400)
        let secondary: Double = 1366 - 320 - 400
        #expect(sim.splitViewMachine("split")?.layout.frame(of: .secondary)?.width == secondary)
    }

    @Test func aNegativeWidthIsRefused() throws {
        var configuration = SplitViewConfiguration()
        configuration.inspectorColumnWidth.maximum = -1
        #expect(throws: SimulationError.self) { _ = try Self.launched(configuration: configuration) }
    }

    // MARK: The release

    @Test func releasesBeforeiOS26RefuseTheInspector() throws {
        for os in OSProfile.all where os.majorVersion < 26 && os.supportsColumnStyleSplitView {
            #expect(throws: SimulationError.self, "\(os)") { _ = try Self.launched(os: os) }
        }
        #expect(OSProfile.iOS26.supportsInspectorColumn && OSProfile.iOS26_1.supportsInspectorColumn)
    }

    @Test func showWithoutAnInspectorIsRefused() throws {
        var sim = try Self.launched(inspector: false)
        #expect(throws: SimulationError.self) { try sim.showColumn(.inspector, in: "split") }
    }

    // MARK: didShow and didHide (iOS 26)

    static func delegateCalls(_ sim: Simulator, from start: Int) -> [String] {
        sim.log[start...].filter { $0.receiver == .delegate(of: "split") }.map(\.callback.name)
    }

    @Test func didHideFollowsTheButtonsChangeOnlyOniOS26() throws {
        for (os, expected) in [(OSProfile.iOS26, ["splitViewControllerWillChangeTo", "splitViewControllerWillHide", "splitViewControllerDidHide"]),
                               (OSProfile.iOS18, ["splitViewControllerWillChangeTo", "splitViewControllerWillHide"])] {
            var sim = try Self.launched(os: os, inspector: false)
            let start = sim.log.count
            try sim.tapDisplayModeButton(in: "split")
            sim.runUntilIdle()
            #expect(Self.delegateCalls(sim, from: start) == expected, "\(os)")
        }
    }

    @Test func showAndHideInCodeSendNoDidCalls() throws {
        var sim = try Self.launched(inspector: false)
        let start = sim.log.count
        try sim.hideColumn(.primary, in: "split")
        sim.runUntilIdle()
        try sim.showColumn(.primary, in: "split")
        sim.runUntilIdle()
        #expect(!Self.delegateCalls(sim, from: start).contains { $0.hasPrefix("splitViewControllerDid") })
    }

    @Test func aCollapseTellsDidHideAfterWillHide() throws {
        var sim = try Self.launched(inspector: false)
        let start = sim.log.count
        try sim.setWindow(.slideOver)
        sim.runUntilIdle()
        let calls = Self.delegateCalls(sim, from: start)
        let willHide = try #require(calls.firstIndex(of: "splitViewControllerWillHide"))
        let didHide = try #require(calls.firstIndex(of: "splitViewControllerDidHide"))
        #expect(willHide < didHide)
        #expect(calls.last == "splitViewControllerDidCollapse")
    }

    // MARK: Dragging a divider

    struct DividerRow {
        var column: SplitViewColumn
        var inspectorShown: Bool
        var to: Double
        var width: Double?
        var line: Int
    }

    /// Clamped by each column's minimum and maximum: the sidebar's automatic 0…320 pt, the
    /// inspector's GUESS 270…420 pt; a column not shown keeps no width.
    static let dividerRows: [DividerRow] = [
        DividerRow(column: .primary, inspectorShown: false, to: 250, width: 250, line: #line),
        DividerRow(column: .primary, inspectorShown: false, to: 900, width: 320, line: #line),
        DividerRow(column: .inspector, inspectorShown: true, to: 350, width: 350, line: #line),
        DividerRow(column: .inspector, inspectorShown: true, to: 100, width: 270, line: #line),
        DividerRow(column: .inspector, inspectorShown: true, to: 800, width: 420, line: #line),
        DividerRow(column: .inspector, inspectorShown: false, to: 350, width: nil, line: #line),
    ]

    @Test func aDividerDragIsClampedByTheColumnsMinimumAndMaximum() throws {
        for row in Self.dividerRows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            var sim = try Self.launched()
            if row.inspectorShown {
                try sim.showColumn(.inspector, in: "split")
                sim.runUntilIdle()
            }
            var machine = try #require(sim.splitViewMachine("split"), sourceLocation: location)
            let actions = machine.handle(.dividerDragged(row.column, width: row.to), at: sim.now, in: SplitViewContext(sim, split: "split"))
            #expect(machine.draggedColumnWidths[row.column] == row.width, sourceLocation: location)
            #expect(actions.isEmpty == (row.width != nil), sourceLocation: location)
            if let width = row.width {
                #expect(machine.layout.frame(of: row.column)?.width == width, sourceLocation: location)
            }
        }
    }

    @Test func newWidthSettingsForgetTheDraggedWidth() throws {
        var sim = try Self.launched()
        try sim.dragDivider(of: .primary, to: 250, in: "split")
        #expect(sim.splitViewMachine("split")?.layout.primaryColumnWidth == 250)
        try sim.updateSplitViewConfiguration("split") { $0.primaryColumnWidth.preferredWidth = 300 }
        #expect(sim.splitViewMachine("split")?.layout.primaryColumnWidth == 300)
    }

    @Test func dividerDragsNeediOS26AndARealDivider() throws {
        var old = try Self.launched(os: .iOS18, inspector: false)
        #expect(throws: SimulationError.self) { try old.dragDivider(of: .primary, to: 250) }
        var sim = try Self.launched()
        #expect(throws: SimulationError.self) { try sim.dragDivider(of: .secondary, to: 250) }
        #expect(throws: SimulationError.self) { try sim.dragDivider(of: .primary, to: -.infinity) }
    }
}
