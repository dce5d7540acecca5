/// Where a popover stands: its content's frame in the window, the direction of its arrow, the
/// arrow's tip and the anchor it points at.
///
/// No source gives UIKit's placement numbers or its choice among directions that fit, so the
/// rule here is SheetSim's (GUESS, <doc:SheetRules> 8.2), built from named metrics and
/// options a scenario can change: ``UIKitMetrics/popoverArrowLength``,
/// ``UIKitMetrics/popoverScreenMargin`` and ``BehaviorOptions/popoverArrowPreference``.
public struct PopoverPlacement: Hashable, Sendable {
    /// The popover's content (the presented controller's view) in window coordinates, without
    /// the arrow.
    public var frame: Rect
    /// Where the arrow points.
    public var direction: PopoverArrowDirection
    /// The arrow's tip, on the anchor's edge that faces the popover.
    public var arrowTip: Point
    /// The anchor, in window coordinates: the source rectangle the arrow points at.
    public var anchor: Rect

    public init(frame: Rect, direction: PopoverArrowDirection, arrowTip: Point, anchor: Rect) {
        self.frame = frame
        self.direction = direction
        self.arrowTip = arrowTip
        self.anchor = anchor
    }

    /// The frame with the arrow: the content frame grown by the arrow's length on the anchor's side.
    public func frameWithArrow(arrowLength: Double) -> Rect {
        switch direction {
        case .up: return Rect(x: frame.x, y: frame.y - arrowLength, width: frame.width, height: frame.height + arrowLength)
        case .down: return Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height + arrowLength)
        case .left: return Rect(x: frame.x - arrowLength, y: frame.y, width: frame.width + arrowLength, height: frame.height)
        case .right: return Rect(x: frame.x, y: frame.y, width: frame.width + arrowLength, height: frame.height)
        case .unknown: return frame
        }
    }

    /// Places a popover of `contentSize` at `anchor` inside `bounds` (the window less its safe
    /// area), pure and total: every input gives a placement, inside `bounds` whenever `bounds`
    /// is larger than twice `margin`.
    ///
    /// For each permitted direction in `preference`'s order, the content goes beyond the anchor's
    /// facing edge by `arrowLength`, centred on the anchor's middle and moved inside `bounds` less
    /// `margin`; the first direction where the whole content fits wins. When none fits, the
    /// permitted direction with the most room wins and the content shrinks to that room. The arrow's
    /// tip is the middle of the anchor's facing edge, moved along that edge to stay over the content.
    public static func resolve(anchor: Rect, contentSize: Size, permitted: PopoverArrowDirections, bounds: Rect,
                               arrowLength: Double, margin: Double, preference: BehaviorOptions.PopoverArrowPreference) -> PopoverPlacement {
        let area = Rect(x: bounds.x + margin, y: bounds.y + margin,
                        width: max(0, bounds.width - 2 * margin), height: max(0, bounds.height - 2 * margin))
        // An anchor reaching outside the area is taken where it lies inside it (or at the nearest
        // point of it): the arrow cannot point off screen (GUESS).
        let anchor = clamped(anchor, into: area)
        let width = max(0, contentSize.width), height = max(0, contentSize.height)
        let permittedInOrder = preference.order.filter { permitted.permits($0) }
        let candidates = permittedInOrder.isEmpty ? preference.order : permittedInOrder
        for direction in candidates where room(direction, anchor: anchor, area: area) >= length(direction, width: width, height: height) + arrowLength
            && across(direction, area: area) >= breadth(direction, width: width, height: height) {
            return place(direction, anchor: anchor, width: width, height: height, area: area, arrowLength: arrowLength)
        }
        // Nothing fits: the most room wins (the first in order on a tie), and the content shrinks to it.
        var best = candidates[0]
        for direction in candidates.dropFirst() where room(direction, anchor: anchor, area: area) > room(best, anchor: anchor, area: area) {
            best = direction
        }
        let available = max(0, room(best, anchor: anchor, area: area) - arrowLength)
        if available < 1 {
            // No side leaves room for the arrow and any content (an anchor as large as the
            // screen): the content covers the anchor, centred on it, the arrow at its edge (GUESS).
            return overlapping(best, anchor: anchor, width: min(width, area.width), height: min(height, area.height), area: area)
        }
        let vertical = best == .up || best == .down
        let shrunkWidth = vertical ? min(width, area.width) : min(width, available)
        let shrunkHeight = vertical ? min(height, available) : min(height, area.height)
        return place(best, anchor: anchor, width: shrunkWidth, height: shrunkHeight, area: area, arrowLength: arrowLength)
    }

    /// `rect` cut to `area`; a rectangle wholly outside becomes an empty one at the nearest point
    /// of `area`.
    static func clamped(_ rect: Rect, into area: Rect) -> Rect {
        let minX = max(area.minX, min(rect.minX, area.maxX)), maxX = max(area.minX, min(rect.maxX, area.maxX))
        let minY = max(area.minY, min(rect.minY, area.maxY)), maxY = max(area.minY, min(rect.maxY, area.maxY))
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Content over its anchor, centred on it inside `area`, its arrow's tip on the anchor's edge
    /// for `direction`.
    static func overlapping(_ direction: PopoverArrowDirection, anchor: Rect, width: Double, height: Double, area: Rect) -> PopoverPlacement {
        let x = max(area.minX, min(anchor.midX - width / 2, area.maxX - width))
        let y = max(area.minY, min(anchor.midY - height / 2, area.maxY - height))
        let tip: Point
        switch direction {
        case .up, .unknown: tip = Point(x: anchor.midX, y: anchor.maxY)
        case .down: tip = Point(x: anchor.midX, y: anchor.minY)
        case .left: tip = Point(x: anchor.maxX, y: anchor.midY)
        case .right: tip = Point(x: anchor.minX, y: anchor.midY)
        }
        return PopoverPlacement(frame: Rect(x: x, y: y, width: width, height: height),
                                direction: direction == .unknown ? .up : direction, arrowTip: tip, anchor: anchor)
    }

    /// The room beyond the anchor on the side the popover goes for `direction`.
    static func room(_ direction: PopoverArrowDirection, anchor: Rect, area: Rect) -> Double {
        switch direction {
        case .up: return area.maxY - anchor.maxY
        case .down: return anchor.minY - area.minY
        case .left: return area.maxX - anchor.maxX
        case .right: return anchor.minX - area.minX
        case .unknown: return 0
        }
    }

    /// The content's extent along the arrow.
    static func length(_ direction: PopoverArrowDirection, width: Double, height: Double) -> Double {
        direction == .up || direction == .down ? height : width
    }

    /// The content's extent across the arrow.
    static func breadth(_ direction: PopoverArrowDirection, width: Double, height: Double) -> Double {
        direction == .up || direction == .down ? width : height
    }

    /// The area's extent across the arrow.
    static func across(_ direction: PopoverArrowDirection, area: Rect) -> Double {
        direction == .up || direction == .down ? area.width : area.height
    }

    static func place(_ direction: PopoverArrowDirection, anchor: Rect, width: Double, height: Double, area: Rect,
                      arrowLength: Double) -> PopoverPlacement {
        func centred(_ middle: Double, _ size: Double, in low: Double, _ high: Double) -> Double {
            max(low, min(middle - size / 2, high - size))
        }
        func along(_ middle: Double, _ low: Double, _ high: Double, over start: Double, _ size: Double) -> Double {
            // The tip stays on the anchor's edge and over the content where the two overlap.
            let lower = max(low, start), upper = min(high, start + size)
            return lower <= upper ? max(lower, min(middle, upper)) : max(low, min(middle, high))
        }
        let frame: Rect, tip: Point
        switch direction {
        case .up, .unknown:
            let x = centred(anchor.midX, width, in: area.minX, area.maxX)
            frame = Rect(x: x, y: anchor.maxY + arrowLength, width: width, height: height)
            tip = Point(x: along(anchor.midX, anchor.minX, anchor.maxX, over: x, width), y: anchor.maxY)
        case .down:
            let x = centred(anchor.midX, width, in: area.minX, area.maxX)
            frame = Rect(x: x, y: anchor.minY - arrowLength - height, width: width, height: height)
            tip = Point(x: along(anchor.midX, anchor.minX, anchor.maxX, over: x, width), y: anchor.minY)
        case .left:
            let y = centred(anchor.midY, height, in: area.minY, area.maxY)
            frame = Rect(x: anchor.maxX + arrowLength, y: y, width: width, height: height)
            tip = Point(x: anchor.maxX, y: along(anchor.midY, anchor.minY, anchor.maxY, over: y, height))
        case .right:
            let y = centred(anchor.midY, height, in: area.minY, area.maxY)
            frame = Rect(x: anchor.minX - arrowLength - width, y: y, width: width, height: height)
            tip = Point(x: anchor.minX, y: along(anchor.midY, anchor.minY, anchor.maxY, over: y, height))
        }
        return PopoverPlacement(frame: frame, direction: direction == .unknown ? .up : direction, arrowTip: tip, anchor: anchor)
    }
}

/// What the engine tells a popover of where it points: its anchor in window coordinates and the
/// room it may use.
public struct PopoverAnchor: Hashable, Sendable {
    /// The source rectangle in window coordinates.
    public var rect: Rect
    /// The window less its safe area: the popover stays inside, less the screen margin.
    public var bounds: Rect
    /// Whether the rectangle is a bar button item's: UIKit re-anchors such a popover with no
    /// `willRepositionPopoverTo` callback (OBS, SheetRules 10.6).
    public var viaBarButtonItem = false

    public init(rect: Rect, bounds: Rect, viaBarButtonItem: Bool = false) {
        self.rect = rect
        self.bounds = bounds
        self.viaBarButtonItem = viaBarButtonItem
    }
}
