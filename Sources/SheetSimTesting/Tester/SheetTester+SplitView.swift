import SheetSim

// The simulator's split view controller actions, through the tester: each takes the caller's
// location, and an error the simulator throws fails the test at that line.

extension SheetTester {
    /// `SheetSimulator.setPreferredDisplayMode(_:in:)`.
    public func setPreferredDisplayMode(
        _ mode: SplitDisplayMode, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("setPreferredDisplayMode(.\(mode))", at: .init(fileID, filePath, line, column)) {
            try $0.setPreferredDisplayMode(mode, in: split)
        }
    }

    /// `SheetSimulator.updateSplitViewConfiguration(_:_:)`.
    public func updateSplitViewConfiguration(
        _ split: String, _ change: @escaping (inout SplitViewConfiguration) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("updateSplitViewConfiguration(\(LogText.quoted(split)))", at: .init(fileID, filePath, line, column)) {
            try $0.updateSplitViewConfiguration(split, change)
        }
    }

    /// `SheetSimulator.setViewController(_:for:in:)`.
    public func setViewController(
        _ controller: String, for splitColumn: SplitViewColumn, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("setViewController(\(LogText.quoted(controller)), for: .\(splitColumn))", at: .init(fileID, filePath, line, column)) {
            try $0.setViewController(controller, for: splitColumn, in: split)
        }
    }

    /// `SheetSimulator.showColumn(_:in:)`: `show(_:)` in code.
    public func showColumn(
        _ splitColumn: SplitViewColumn, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("show(.\(splitColumn))", at: .init(fileID, filePath, line, column)) { try $0.showColumn(splitColumn, in: split) }
    }

    /// `SheetSimulator.hideColumn(_:in:)`: `hide(_:)` in code.
    public func hideColumn(
        _ splitColumn: SplitViewColumn, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("hide(.\(splitColumn))", at: .init(fileID, filePath, line, column)) { try $0.hideColumn(splitColumn, in: split) }
    }

    /// `SheetSimulator.tapSecondary(in:)`.
    public func tapSecondary(
        in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("tapSecondary()", at: .init(fileID, filePath, line, column)) { try $0.tapSecondary(in: split) }
    }

    /// `SheetSimulator.tapDisplayModeButton(in:)`.
    public func tapDisplayModeButton(
        in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("tapDisplayModeButton()", at: .init(fileID, filePath, line, column)) { try $0.tapDisplayModeButton(in: split) }
    }

    /// `SheetSimulator.tapSecondaryOnlyButton(in:)`.
    public func tapSecondaryOnlyButton(
        in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("tapSecondaryOnlyButton()", at: .init(fileID, filePath, line, column)) { try $0.tapSecondaryOnlyButton(in: split) }
    }

    /// `SheetSimulator.dragSidebar(in:by:duration:)`: the sidebar gesture; returns when the finger lifts.
    public func dragSidebar(
        in split: String? = nil, by distance: Double, duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("dragSidebar(by: \(distance))", at: .init(fileID, filePath, line, column)) {
            try $0.dragSidebar(in: split, by: distance, duration: duration)
        }
    }

    /// `SheetSimulator.showDetailViewController(_:in:)`.
    public func showDetailViewController(
        _ controller: String, in split: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("showDetailViewController(\(LogText.quoted(controller)))", at: .init(fileID, filePath, line, column)) {
            try $0.showDetailViewController(controller, in: split)
        }
    }
}
