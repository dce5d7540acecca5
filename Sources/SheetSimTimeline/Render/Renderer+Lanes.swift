import SheetSim

/// Where each callback's tick and label go: its lane, and the row its label was stacked into
/// (nil when the lane's rows were full there; the tick and its tooltip remain).
struct LanePlacements {
    struct Placement {
        var lane: Int
        var x: Double
        var row: Int?
        var label: String
        /// The label sits left of the tick when it would run off the picture.
        var leftOfTick: Bool
        /// Where the label's text starts.
        var textX: Double
    }

    private(set) var placements: [Placement] = []
    /// Each lane's height.
    private(set) var heights: [Double] = []
    /// Labels left out per lane.
    private(set) var hidden: [Int] = []

    init(log: CallbackLog, lanes: [Lane], axis: TimeAxis) {
        var rows = lanes.map { _ in TickLabels() }
        placements.reserveCapacity(log.count)
        for entry in log {
            let lane = lanes.firstIndex { $0.holds(entry) } ?? lanes.count - 1
            rows[lane].add(x: axis.x(entry.time), text: Lane.label(entry.callback))
            let place = rows[lane].placements.last!
            placements.append(Placement(lane: lane, x: place.x, row: place.row, label: place.label, leftOfTick: place.leftOfTick,
                                        textX: place.textX))
        }
        hidden = rows.map(\.hidden)
        heights = rows.map { Self.height(rows: $0.rowCount) }
    }

    /// A lane's height: its name's line, then its label rows.
    static func height(rows: Int) -> Double {
        Canvas.laneHeaderHeight + Double(max(rows, Canvas.laneMinimumRows)) * Canvas.laneRowHeight + Canvas.lanePadding
    }
}

extension TimelineRenderer {
    /// One lane per receiver, named on its first line, with a tick and a label per callback: one
    /// `g.callback` element per log entry, carrying its log line as a tooltip and its index for the
    /// HTML page's highlighting (and a place in the keyboard's tab order there).
    mutating func callbackLanes() {
        var tops: [Double] = []
        var y = lanesTop
        for height in placements.heights { tops.append(y); y += height }
        svg.open("g", [("class", "lanes")])
        heading("Callbacks", detail: "one lane per receiver; callbacks at one instant stack", plotTop: lanesTop)
        for (index, lane) in lanes.enumerated() {
            let top = tops[index], height = placements.heights[index]
            svg.open("g", [("class", "lane"), ("data-receiver", lane.path)])
            if index % 2 == 0 {
                svg.element("rect", [("x", "4"), ("y", XMLText.number(top)), ("width", XMLText.number(Canvas.width - 8)),
                                     ("height", XMLText.number(height)), ("fill", "#000000"), ("fill-opacity", "0.035")])
            }
            if lane.role == .swiftUIView { swiftUISpans(of: lane, top: top, height: height) }
            laneHeader(lane, top: top, hidden: placements.hidden[index])
            svg.close()
        }
        for (position, (index, entry)) in laneEntries.enumerated() {
            let place = placements.placements[position]
            let top = tops[place.lane], height = placements.heights[place.lane]
            let color = Palette.receiverColor(lanes[place.lane].role)
            svg.open("g", [("class", "callback"), ("data-i", String(index)), ("data-x", XMLText.number(place.x)),
                           ("data-t", entry.time.description), ("tabindex", "0")])
            svg.element("title", content: LogText.line(entry))
            if let row = place.row {
                // The tick spans only its own label's row, so it never crosses another label: rows
                // are packed so that no two labels (each starting at its tick) share any x.
                let rowTop = top + Canvas.laneHeaderHeight + Double(row) * Canvas.laneRowHeight
                if case .binding = entry.callback {
                    bindingMarker(x: place.x, rowTop: rowTop, color: color)
                } else {
                    line(x1: place.x, y1: rowTop + 1, x2: place.x, y2: rowTop + Canvas.laneRowHeight, color: color, width: 1.6)
                }
                label(place.label, x: place.textX, y: rowTop + 11)
            } else {
                // Its label did not fit: a short tick under the rows (crossing no label), and its
                // tooltip names it.
                line(x1: place.x, y1: top + height - Canvas.lanePadding, x2: place.x, y2: top + height, color: color, width: 2)
            }
            svg.close()
        }
        svg.close()
    }

    /// The lane's first line: the receiver as the log writes it, what it is in UIKit's words, and
    /// at the right how many labels did not fit — each cut to leave the others room.
    private mutating func laneHeader(_ lane: Lane, top: Double, hidden: Int) {
        let y = top + 13
        var right = Canvas.width - Canvas.margin
        if hidden > 0 {
            let text = "+\(hidden) labels hidden"
            label(text, x: right, y: y, anchor: .end, size: Canvas.smallSize, color: Palette.mutedInk)
            right -= TextBox.width(text, size: Canvas.smallSize) + Canvas.labelSize
        }
        let path = XMLText.truncated(lane.path, to: TextBox.columns(right - Canvas.margin, size: Canvas.labelSize))
        label(path, x: Canvas.margin, y: y, weight: "bold")
        let x = Canvas.margin + TextBox.width(path, size: Canvas.labelSize) + Canvas.labelSize
        let room = TextBox.columns(right - x, size: Canvas.smallSize)
        if room >= 8 {
            label(XMLText.truncated(lane.kind, to: room), x: x, y: y, size: Canvas.smallSize, color: Palette.mutedInk)
        }
    }
}
