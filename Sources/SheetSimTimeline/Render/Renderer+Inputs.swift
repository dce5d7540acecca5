import SheetSim

/// The inputs strip, above the sheet-position track: a marker for each input other than a touch
/// (the keyboard, a rotation) and each note of the script (a mark, a failed expectation), labelled
/// in rows like callbacks (the first of an instant on top), each marker's stem reaching down to the
/// strip's axis line past no other label, and a guide on down through every track at its instant.
enum InputStrip {
    static let symbolWidth = 9.0
    static let maximumRows = 6

    /// The strip's height: its heading line and its label rows.
    static func height(rows: Int) -> Double {
        Canvas.laneHeaderHeight + 2 + Double(max(rows, 1)) * Canvas.laneRowHeight + Canvas.lanePadding
    }
}

extension TimelineRenderer {
    mutating func inputStrip() {
        guard let top = inputsTop else { return }
        svg.open("g", [("class", "inputs")])
        let headingY = top + 13
        label("Inputs", x: Canvas.margin, y: headingY, size: Canvas.headingSize, weight: "bold")
        let detailX = Canvas.margin + TextBox.width("Inputs", size: Canvas.headingSize) + Canvas.headingSize
        var detail = "keyboard, rotation, marks, failed expectations (touches: on the track below)"
        if markerLabels.hidden > 0 { detail = "+\(markerLabels.hidden) labels hidden; every input is in its tooltip" }
        label(XMLText.truncated(detail, to: TextBox.columns(Canvas.width - Canvas.margin - detailX, size: Canvas.smallSize)),
              x: detailX, y: headingY, size: Canvas.smallSize, color: Palette.mutedInk)
        line(x1: axis.left, y1: inputsBottom, x2: axis.right, y2: inputsBottom, color: Palette.mutedInk, width: 0.8)
        for (index, marker) in markers.enumerated() {
            let place = markerLabels.placements[index]
            let look = Palette.marker(marker.style)
            svg.open("g", [("class", "input"), ("data-m", String(index)), ("data-x", XMLText.number(place.x)),
                           ("data-t", marker.time.description), ("tabindex", "0")])
            svg.element("title", content: marker.time.description + " " + marker.description)
            if let span = marker.span, let end = marker.time.adding(span) {
                // The transition the input started: a bar along the axis line to its end.
                line(x1: axis.x(marker.time), y1: inputsBottom - 2, x2: axis.x(end), y2: inputsBottom - 2,
                     color: look.color, width: 3, extra: [("class", "transition")])
            }
            if let row = place.row {
                let rowTop = top + Canvas.laneHeaderHeight + 2 + Double(row) * Canvas.laneRowHeight
                line(x1: place.x, y1: rowTop + 2, x2: place.x, y2: inputsBottom, color: look.color, width: 1,
                     dash: look.dash == "none" ? nil : look.dash)
                markerSymbol(marker.style, x: place.x, rowTop: rowTop)
                label(place.label, x: place.textX, y: rowTop + 11, color: marker.style == .failure ? Palette.failure : Palette.ink)
            } else {
                // No row left for its label: a short tick on the axis line, and the tooltip.
                line(x1: place.x, y1: inputsBottom - 6, x2: place.x, y2: inputsBottom, color: look.color, width: 2)
            }
            svg.close()
        }
        svg.close()
    }

    /// A faint guide at each marker's instant, from the strip down through every track.
    mutating func inputGuides() {
        guard !markers.isEmpty else { return }
        svg.open("g", [("class", "input-guides")])
        for marker in markers {
            let x = axis.x(marker.time), look = Palette.marker(marker.style)
            line(x1: x, y1: inputsBottom, x2: x, y2: lanesBottom, color: look.color, width: 0.8,
                 dash: look.dash == "none" ? nil : look.dash, extra: [("stroke-opacity", "0.55")])
        }
        svg.close()
    }
}
