import SheetSim

// The simulator's split view controller actions, through the tester: each sends its `UserAction`
// with the caller's location, and an error the simulator throws fails the test at that line.

extension TestSimulator {
    /// `Simulator.setPreferredDisplayMode(_:in:)`.
    public func setPreferredDisplayMode(
        _ mode: SplitDisplayMode, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setPreferredDisplayMode(mode, in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.updateSplitViewConfiguration(_:_:)`: sends `UserAction.updateSplitViewConfiguration`
    /// with the configuration `change` makes of the controller's when the action runs.
    public func updateSplitViewConfiguration(
        _ split: String, _ change: @escaping (inout SplitViewConfiguration) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send("updateSplitViewConfiguration(\(LogText.quoted(split)))", at: .init(fileID, filePath, line, column)) {
            var configuration = try $0.splitViewConfiguration(of: split)
            change(&configuration)
            return .updateSplitViewConfiguration(split, configuration)
        }
    }

    /// `Simulator.setViewController(_:for:in:)`.
    public func setViewController(
        _ controller: String, for splitColumn: SplitViewColumn, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setViewController(controller, for: splitColumn, in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.showColumn(_:in:)`: `show(_:)` in code.
    public func showColumn(
        _ splitColumn: SplitViewColumn, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.showColumn(splitColumn, in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.dragDivider(of:to:in:)`: the user drags a column's divider until the column is
    /// `width` points wide, clamped by its minimum and maximum (iOS 26).
    public func dragDivider(
        of splitColumn: SplitViewColumn, to width: Double, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.dragDivider(splitColumn, to: width, in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.beginDividerDrag(of:to:over:in:)`: the user drags a column's divider to `width`
    /// over `duration`, the width following the finger every display frame, clamped by the
    /// column's minimum and maximum (iOS 26); returns once the finger lifts.
    public func dragDivider(
        of splitColumn: SplitViewColumn, to width: Double, over duration: SimDuration, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.dragDividerOver(splitColumn, to: width, over: duration, in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.hideColumn(_:in:)`: `hide(_:)` in code.
    public func hideColumn(
        _ splitColumn: SplitViewColumn, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.hideColumn(splitColumn, in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.tapSecondary(in:)`.
    public func tapSecondary(
        in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapSecondary(in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.tapDisplayModeButton(in:)`.
    public func tapDisplayModeButton(
        in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapDisplayModeButton(in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.tapSecondaryOnlyButton(in:)`.
    public func tapSecondaryOnlyButton(
        in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapSecondaryOnlyButton(in: split), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.dragSidebar(in:by:duration:)`: the sidebar gesture; returns when the finger lifts.
    public func dragSidebar(
        in split: String? = nil, by distance: Double, duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.dragSidebar(in: split, .distance(distance, duration: duration)), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.showDetailViewController(_:in:)`.
    public func showDetailViewController(
        _ controller: String, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.showDetailViewController(controller, in: split), at: .init(fileID, filePath, line, column))
    }
}
