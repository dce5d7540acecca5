import Testing
@testable import SheetSim

/// What the layout passes keep per controller, and what they find changed against it.
@Suite struct KeptLayoutsTests {
    static func layout(height: Double = 400, safeTop: Double = 0, margin: Double = 16,
                       inset: Double? = nil) -> ViewLayout {
        ViewLayout(frameInWindow: Rect(x: 0, y: 0, width: 390, height: height),
                   safeAreaInsets: EdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0),
                   systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                   directionalLayoutMargins: DirectionalEdgeInsets(top: 8, leading: margin, bottom: 8, trailing: margin),
                   readableContentWidth: 358, navigationBar: nil, tabBarHeight: nil,
                   scrollView: inset.map {
                       ScrollViewLayout(contentInsetAdjustmentBehavior: .automatic,
                                        adjustedContentInset: EdgeInsets(top: 0, left: 0, bottom: $0, right: 0),
                                        contentOffsetY: 0, contentHeight: 1000, boundsHeight: height,
                                        visibleContentMinY: 0, visibleContentMaxY: height, maximumContentOffsetY: 600)
                   })
    }

    struct Case: Sendable {
        var kept: ViewLayout?
        var new: ViewLayout
        var any, safeArea, margins, size, adjustedContentInset: Bool
        var line: Int
    }

    static let cases: [Case] = [
        // First report: everything but a zero safe area and a zero content inset is news.
        Case(kept: nil, new: layout(), any: true, safeArea: false, margins: true, size: true, adjustedContentInset: false, line: #line),
        Case(kept: nil, new: layout(safeTop: 20, inset: 34), any: true, safeArea: true, margins: true, size: true, adjustedContentInset: true, line: #line),
        // Against a kept layout: only what differs.
        Case(kept: layout(), new: layout(), any: false, safeArea: false, margins: false, size: false, adjustedContentInset: false, line: #line),
        Case(kept: layout(), new: layout(height: 600), any: true, safeArea: false, margins: false, size: true, adjustedContentInset: false, line: #line),
        Case(kept: layout(), new: layout(safeTop: 20), any: true, safeArea: true, margins: false, size: false, adjustedContentInset: false, line: #line),
        Case(kept: layout(), new: layout(margin: 20), any: true, safeArea: false, margins: true, size: false, adjustedContentInset: false, line: #line),
        Case(kept: layout(inset: 0), new: layout(inset: 34), any: true, safeArea: false, margins: false, size: false, adjustedContentInset: true, line: #line),
        Case(kept: layout(), new: layout(inset: 0), any: true, safeArea: false, margins: false, size: false, adjustedContentInset: false, line: #line),
    ]

    @Test(arguments: cases)
    func reportComparesWithWhatWasKeptAndKeepsTheNew(_ c: Case) {
        var kept = KeptLayouts()
        kept.append(Self.layout(height: 1))  // a neighbour that must stay as it is
        kept.append(c.kept)
        #expect(kept.hasLayout(at: 1) == (c.kept != nil), sourceLocation: .init(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
        let change = kept.report(c.new, at: 1)
        let found = [change.any, change.safeArea, change.margins, change.size, change.adjustedContentInset]
        #expect(found == [c.any, c.safeArea, c.margins, c.size, c.adjustedContentInset],
                sourceLocation: .init(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
        #expect(kept[1] == c.new && kept.hasLayout(at: 1))
        #expect(kept[0] == Self.layout(height: 1))
        #expect(kept.report(c.new, at: 1).any == false, "the new layout is what is kept now")
    }

    @Test func aRebuiltOrderBringsAlongWhatWasKeptAndWhatWasNot() {
        var old = KeptLayouts()
        old.append(nil)
        old.append(Self.layout(height: 600))
        var rebuilt = KeptLayouts()
        rebuilt.append(from: old, at: 1)
        rebuilt.append(from: old, at: 0)
        #expect(rebuilt[0] == Self.layout(height: 600))
        #expect(rebuilt[1] == nil && !rebuilt.hasLayout(at: 1))
        #expect(rebuilt.report(Self.layout(height: 600), at: 0).any == false)
        #expect(rebuilt.report(Self.layout(height: 600), at: 1).size, "nothing was kept for it: its first layout")
    }
}
