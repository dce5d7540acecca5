import Testing
@testable import SheetSim

/// The placement rule on its own (SheetRules 8.2), table-driven: which direction wins, where the
/// content goes, where the arrow's tip is.
@Suite struct PopoverPlacementTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let anchor: Rect
        let size: Size
        let permitted: PopoverArrowDirections
        let preference: BehaviorOptions.PopoverArrowPreference
        let direction: PopoverArrowDirection
        let frame: Rect
        let tip: Point
        let line: Int
        var testDescription: String { "line \(line): \(direction)" }
    }

    /// An 11-inch iPad in landscape less a 24 pt status bar: (0, 24, 1194, 810); margin 10, arrow 13.
    static let bounds = Rect(x: 0, y: 24, width: 1194, height: 810)
    static let content = Size(width: 320, height: 400)

    static let rows: [Row] = [
        // Room below: the arrow points up, the content clamped to the margin on the left.
        Row(anchor: Rect(x: 20, y: 80, width: 44, height: 44), size: content, permitted: .any, preference: .upFirst,
            direction: .up, frame: Rect(x: 10, y: 137, width: 320, height: 400), tip: Point(x: 42, y: 124), line: #line),
        // Near the bottom: no room below, so down.
        Row(anchor: Rect(x: 500, y: 700, width: 40, height: 40), size: content, permitted: .any, preference: .upFirst,
            direction: .down, frame: Rect(x: 360, y: 287, width: 320, height: 400), tip: Point(x: 520, y: 700), line: #line),
        // Only down permitted, though up fits.
        Row(anchor: Rect(x: 500, y: 500, width: 40, height: 40), size: content, permitted: .down, preference: .upFirst,
            direction: .down, frame: Rect(x: 360, y: 87, width: 320, height: 400), tip: Point(x: 520, y: 500), line: #line),
        // The down-first preference.
        Row(anchor: Rect(x: 500, y: 500, width: 40, height: 40), size: content, permitted: .any, preference: .downFirst,
            direction: .down, frame: Rect(x: 360, y: 87, width: 320, height: 400), tip: Point(x: 520, y: 500), line: #line),
        // Sideways first: to the anchor's right, centred on it vertically.
        Row(anchor: Rect(x: 100, y: 400, width: 40, height: 40), size: content, permitted: .any, preference: .sidewaysFirst,
            direction: .left, frame: Rect(x: 153, y: 220, width: 320, height: 400), tip: Point(x: 140, y: 420), line: #line),
        // Right only, at the right edge: to the anchor's left.
        Row(anchor: Rect(x: 1100, y: 400, width: 40, height: 40), size: content, permitted: .right, preference: .upFirst,
            direction: .right, frame: Rect(x: 767, y: 220, width: 320, height: 400), tip: Point(x: 1100, y: 420), line: #line),
        // Too tall for any side: the most room (below) wins and the content shrinks to it.
        Row(anchor: Rect(x: 500, y: 100, width: 40, height: 40), size: Size(width: 320, height: 2000), permitted: .any, preference: .upFirst,
            direction: .up, frame: Rect(x: 360, y: 153, width: 320, height: 671), tip: Point(x: 520, y: 140), line: #line),
        // An anchor as large as the screen leaves no side for the arrow: the content covers it,
        // centred, the arrow's tip on the anchor's edge.
        Row(anchor: Rect(x: 10, y: 34, width: 1174, height: 790), size: content, permitted: .any, preference: .upFirst,
            direction: .up, frame: Rect(x: 437, y: 229, width: 320, height: 400), tip: Point(x: 597, y: 824), line: #line),
    ]

    @Test(arguments: rows)
    func placesThePopover(_ row: Row) {
        let placement = PopoverPlacement.resolve(anchor: row.anchor, contentSize: row.size, permitted: row.permitted, bounds: Self.bounds,
                                                 arrowLength: 13, margin: 10, preference: row.preference)
        #expect(placement.direction == row.direction, "line \(row.line)")
        #expect(placement.frame == row.frame, "line \(row.line)")
        #expect(placement.arrowTip == row.tip, "line \(row.line)")
        #expect(placement.anchor == row.anchor, "line \(row.line)")
    }

    /// Every placement of a grid of anchors and sizes stays inside the bounds less the margin,
    /// arrow included, and its tip lies on the anchor's facing edge.
    @Test func everyPlacementStaysInsideAndPointsAtItsAnchor() {
        let area = Rect(x: 10, y: 34, width: 1174, height: 790)
        for x in stride(from: 10.0, through: 1140, by: 113) {
            for y in stride(from: 40.0, through: 780, by: 97) {
                for size in [Size(width: 200, height: 150), Size(width: 320, height: 400), Size(width: 600, height: 900)] {
                    for preference in BehaviorOptions.PopoverArrowPreference.allCases {
                        let anchor = Rect(x: x, y: y, width: 44, height: 44)
                        let placement = PopoverPlacement.resolve(anchor: anchor, contentSize: size, permitted: .any, bounds: Self.bounds,
                                                                 arrowLength: 13, margin: 10, preference: preference)
                        let whole = placement.frameWithArrow(arrowLength: 13)
                        #expect(whole.minX >= area.minX - 1e-9 && whole.maxX <= area.maxX + 1e-9
                                && whole.minY >= area.minY - 1e-9 && whole.maxY <= area.maxY + 1e-9,
                                "\(anchor) \(size) \(preference): \(whole)")
                        let tip = placement.arrowTip
                        switch placement.direction {
                        case .up: #expect(tip.y == anchor.maxY && tip.x >= anchor.minX && tip.x <= anchor.maxX)
                        case .down: #expect(tip.y == anchor.minY && tip.x >= anchor.minX && tip.x <= anchor.maxX)
                        case .left: #expect(tip.x == anchor.maxX && tip.y >= anchor.minY && tip.y <= anchor.maxY)
                        case .right: #expect(tip.x == anchor.minX && tip.y >= anchor.minY && tip.y <= anchor.maxY)
                        case .unknown: Issue.record("a placement always has a direction")
                        }
                    }
                }
            }
        }
    }

    /// An anchor reaching off screen is taken where it lies inside the screen, less the margin.
    @Test func anAnchorOffScreenIsTakenInside() {
        let placement = PopoverPlacement.resolve(anchor: Rect(x: 1150, y: -50, width: 100, height: 100), contentSize: Self.content,
                                                 permitted: .any, bounds: Self.bounds, arrowLength: 13, margin: 10, preference: .upFirst)
        #expect(placement.anchor == Rect(x: 1150, y: 34, width: 34, height: 16))
        #expect(placement.direction == .up)
        #expect(placement.arrowTip == Point(x: 1167, y: 50))
    }

    @Test func permittedDirectionsKeepUIKitsRawValues() {
        #expect(PopoverArrowDirections.any.rawValue == 15)
        #expect(PopoverArrowDirection.unknown.uikitRawValue == UInt.max)
        #expect(PopoverArrowDirections.any.words == ["any"])
        #expect(PopoverArrowDirections([.up, .left]).words == ["up", "left"])
        #expect(!PopoverArrowDirections.any.permits(.unknown))
    }
}
