import Testing
@testable import SheetSim

/// A SwiftUI `NavigationSplitView`'s bindings over its split view controller: the visibility as a
/// display mode and back, the preferred compact column as a top column and back.
@Suite struct SwiftUINavigationSplitViewTests {
    static let two = SwiftUINavigationSplitView(view: "app", sidebar: "folders", detail: "note",
                                                columnVisibility: "visibility", preferredCompactColumn: "compact")
    static let three = SwiftUINavigationSplitView(view: "app", sidebar: "folders", content: "notes", detail: "note")

    struct Row: Sendable, CustomTestStringConvertible {
        var visibility: NavigationSplitViewVisibility
        var twoColumns: SplitDisplayMode
        var threeColumns: SplitDisplayMode
        var testDescription: String { visibility.rawValue }
    }

    static let modes: [Row] = [
        Row(visibility: .automatic, twoColumns: .automatic, threeColumns: .automatic),
        Row(visibility: .all, twoColumns: .oneBesideSecondary, threeColumns: .twoBesideSecondary),
        Row(visibility: .doubleColumn, twoColumns: .oneBesideSecondary, threeColumns: .oneBesideSecondary),
        Row(visibility: .detailOnly, twoColumns: .secondaryOnly, threeColumns: .secondaryOnly),
    ]

    @Test(arguments: modes) func eachVisibilityIsADisplayMode(_ row: Row) {
        #expect(Self.two.displayMode(for: row.visibility) == row.twoColumns)
        #expect(Self.three.displayMode(for: row.visibility) == row.threeColumns)
    }

    /// What UIKit shows reads back as the visibility that asks for it (two-column `all` and
    /// `doubleColumn` show the same; `all` is written).
    @Test func eachDisplayModeReadsBack() {
        #expect(Self.two.visibility(for: .oneOverSecondary) == .all)
        #expect(Self.three.visibility(for: .oneOverSecondary) == .doubleColumn)
        #expect(Self.three.visibility(for: .twoDisplaceSecondary) == .all)
        #expect(Self.two.visibility(for: .secondaryOnly) == .detailOnly)
        for row in Self.modes where row.visibility != .automatic {
            #expect(Self.three.visibility(for: Self.three.displayMode(for: row.visibility)) == row.visibility)
        }
    }

    @Test func aChangedDisplayModeIsWrittenBackOnce() {
        var split = Self.two
        #expect(split.setColumnVisibility(.all) == .oneBesideSecondary)
        #expect(split.displayModeChanged(to: .oneBesideSecondary) == nil)
        #expect(split.displayModeChanged(to: .secondaryOnly) == .detailOnly)
        #expect(split.columnVisibility == .detailOnly)
        #expect(split.displayModeChanged(to: .secondaryOnly) == nil)
        #expect(split.displayModeChanged(to: .automatic) == nil)
    }

    @Test func theCompactColumnIsTheTopColumnAndFollowsTheCollapsedStack() {
        var split = Self.two
        #expect(split.style == .doubleColumn)
        #expect(Self.three.style == .tripleColumn)
        #expect(split.setPreferredCompactColumn(.detail) == .secondary)
        #expect(split.splitColumn(for: .content) == .primary)
        #expect(Self.three.splitColumn(for: .content) == .supplementary)
        #expect(split.collapsedTopChanged(to: "note") == nil)
        #expect(split.collapsedTopChanged(to: "folders") == .sidebar)
        #expect(split.collapsedTopChanged(to: "pushedFromNote") == .detail)
        #expect(Self.three.compactColumn(forTop: "notes") == .content)
    }
}
