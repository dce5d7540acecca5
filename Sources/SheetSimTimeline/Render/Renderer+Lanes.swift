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
    }

    private(set) var placements: [Placement] = []
    /// Each lane's height.
    private(set) var heights: [Double] = []
    /// Labels left out per lane.
    private(set) var hidden: [Int] = []

    init(log: CallbackLog, lanes: [Lane], axis: TimeAxis) {
        var rows = lanes.map { _ in LabelRows(maximumRows: Canvas.laneMaximumRows) }
        hidden = lanes.map { _ in 0 }
        placements.reserveCapacity(log.count)
        for entry in log {
            let lane = lanes.firstIndex { $0.holds(entry) } ?? lanes.count - 1
            let x = axis.x(entry.time)
            var text = Lane.label(entry.callback)
            // Right of the tick if it fits, else left of it (not over the lane names), else
            // cut to the wider side.
            let roomRight = Canvas.width - 8 - (x + 4), roomLeft = x - 4 - (Canvas.plotLeft - 6)
            var width = Palette.textWidth(text, size: Canvas.labelSize)
            let leftOfTick = width > roomRight && (width <= roomLeft || roomLeft > roomRight)
            let room = leftOfTick ? roomLeft : roomRight
            if width > room {
                text = XMLText.truncated(text, to: Int(room / (Canvas.labelSize * 0.6)))
                width = Palette.textWidth(text, size: Canvas.labelSize)
            }
            let from = leftOfTick ? x - 4 - width : x - 1
            let row = rows[lane].place(from: from, to: leftOfTick ? x + 1 : x + 4 + width)
            if row == nil { hidden[lane] += 1 }
            placements.append(Placement(lane: lane, x: x, row: row, label: text, leftOfTick: leftOfTick))
        }
        heights = rows.map { Double(max($0.count, Canvas.laneMinimumRows)) * Canvas.laneRowHeight + 12 }
    }
}

extension TimelineRenderer {
    /// One lane per receiver, with a tick and a label per callback: one `g.callback` element per log
    /// entry, carrying its log line as a tooltip and its index for the HTML page's highlighting.
    mutating func callbackLanes() {
        var tops: [Double] = []
        var y = lanesTop
        for height in placements.heights { tops.append(y); y += height }
        svg.open("g", [("class", "lanes")])
        label("Callbacks", x: 16, y: lanesTop - 10, weight: "bold")
        for (index, lane) in lanes.enumerated() {
            let top = tops[index], height = placements.heights[index]
            svg.open("g", [("class", "lane"), ("data-receiver", lane.path)])
            if index % 2 == 0 {
                svg.element("rect", [("x", "8"), ("y", XMLText.number(top)), ("width", XMLText.number(Canvas.width - 16)),
                                     ("height", XMLText.number(height)), ("fill", "#000000"), ("fill-opacity", "0.035")])
            }
            label(lane.path, x: 16, y: top + 14, weight: "bold")
            label(lane.kind, x: 16, y: top + 27, size: Canvas.smallSize, color: Palette.mutedInk)
            if placements.hidden[index] > 0 {
                label("+\(placements.hidden[index]) labels hidden", x: Canvas.width - 12, y: top + height - 4, anchor: "end",
                      size: Canvas.smallSize, color: Palette.mutedInk)
            }
            svg.close()
        }
        for (index, entry) in timeline.log.enumerated() {
            let place = placements.placements[index]
            let top = tops[place.lane], height = placements.heights[place.lane]
            let color = Palette.receiverColor(lanes[place.lane].role)
            svg.open("g", [("class", "callback"), ("data-i", String(index)), ("data-x", XMLText.number(place.x)),
                           ("data-t", entry.time.description)])
            svg.element("title", content: LogText.line(entry))
            if let row = place.row {
                // The tick spans only its own label's row, so it never crosses another label: rows
                // are packed so that no two labels (each starting at its tick) share any x.
                let rowTop = top + 3 + Double(row) * Canvas.laneRowHeight
                line(x1: place.x, y1: rowTop, x2: place.x, y2: rowTop + Canvas.laneRowHeight, color: color, width: 1.6)
                let baseline = top + 13 + Double(row) * Canvas.laneRowHeight
                label(place.label, x: place.leftOfTick ? place.x - 4 : place.x + 4, y: baseline,
                      anchor: place.leftOfTick ? "end" : "start")
            } else {
                // Its label did not fit: the tick spans the lane, and its tooltip names it.
                line(x1: place.x, y1: top + 3, x2: place.x, y2: top + height - 3, color: color, width: 1.6)
            }
            svg.close()
        }
        svg.close()
    }
}
