import Testing
@testable import SheetSim

/// The split view controller's column slots: each column its own slot, found in column order.
@Suite struct SplitColumnsTests {
    static func content(_ name: String) -> SplitColumnContent {
        SplitColumnContent(controller: name, child: name + "Nav", isNavigationController: true)
    }

    @Test func eachColumnKeepsItsOwnController() {
        var columns = SplitColumns()
        for column in SplitViewColumn.allCases { #expect(columns[column] == nil) }
        for column in SplitViewColumn.allCases { columns[column] = Self.content(column.rawValue) }
        for column in SplitViewColumn.allCases { #expect(columns[column]?.controller == column.rawValue) }
        columns[.supplementary] = nil
        #expect(columns[.supplementary] == nil)
        #expect(columns[.primary]?.controller == "primary")
        #expect(columns[.secondary]?.controller == "secondary")
        #expect(columns[.compact]?.controller == "compact")
    }

    @Test func theColumnHoldingAChildIsFoundByItsChild() {
        var columns = SplitColumns()
        columns[.primary] = Self.content("sidebar")
        columns[.secondary] = Self.content("detail")
        columns[.compact] = SplitColumnContent(controller: "tabs", child: "tabs", isNavigationController: false)
        #expect(columns.column(holding: "detailNav") == .secondary)
        #expect(columns.column(holding: "tabs") == .compact)
        // By its child, not its controller: a wrapped controller is not what the column holds.
        #expect(columns.column(holding: "detail") == nil)
        #expect(columns.column(holding: "tabs", where: { $0 != .compact }) == nil)
        #expect(columns.column(holding: "sidebarNav", where: { $0 == .primary }) == .primary)
    }
}
