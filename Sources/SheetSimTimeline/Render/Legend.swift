import SheetSim

/// The key under the heading: one swatch per kind of mark, laid out in rows.
enum Legend {
    enum Swatch: Equatable {
        case line(color: String, dash: String?, width: Double)
        case ring
        case diamond
        case hatch
        case shade
        case idle
        case marker(InputMarker.Style)
        case clip
        /// A split view column's band: its colour, dimmed or floating.
        case column(color: String, dimmed: Bool, floating: Bool)
    }

    struct Entry: Equatable {
        var swatch: Swatch
        var text: String
    }

    static let rowHeight = 16.0
    static let swatchWidth = 22.0
    static let entryGap = 18.0
    static let textSize = Canvas.smallSize

    /// What a run drew, beyond a sheet's line per presented controller: the legend lists only that.
    struct Contents {
        var idleBreaks = false
        var markers: [InputMarker] = []
        var screenTop = false
        var clippedProjections = false
        var touches = false
        var releases = false
        var rubberBands = false
        /// Whether the sheet-position track is drawn (its detent and off-screen lines).
        var sheetTracks = true
        /// What the split view column tracks show: the columns, and whether any was dimmed or floated.
        var splitViewColumns = SplitViewContents()
    }

    struct SplitViewContents: Equatable {
        var columns: [SplitViewColumn] = []
        var dimmed = false
        var floating = false
    }

    /// The entries this run needs: a sheet's line per presented controller, the detent and
    /// off-screen lines, and each other kind of mark only when the picture has one.
    /// - Parameter names: the presented controllers, in the order they were first presented.
    static func entries(sheets names: [String], contents: Contents) -> [Entry] {
        var entries = names.enumerated().map { index, name in
            let stroke = Palette.sheetStroke(index)
            return Entry(swatch: .line(color: stroke.color, dash: stroke.dash, width: 2.2), text: "\(name) top edge")
        }
        for column in contents.splitViewColumns.columns {
            entries.append(Entry(swatch: .column(color: Palette.column(column), dimmed: false, floating: false), text: "\(column.rawValue) column"))
        }
        if contents.splitViewColumns.floating {
            entries.append(Entry(swatch: .column(color: Palette.column(.primary), dimmed: false, floating: true), text: "floating over the secondary"))
        }
        if contents.splitViewColumns.dimmed {
            entries.append(Entry(swatch: .column(color: Palette.column(.secondary), dimmed: true, floating: false), text: "dimmed"))
        }
        if contents.sheetTracks {
            entries += [
                Entry(swatch: .line(color: Palette.detent, dash: "6 3", width: 1.2), text: "detent"),
                Entry(swatch: .line(color: Palette.offScreen, dash: "1.5 3", width: 1.4), text: "off screen"),
            ]
        }
        if contents.screenTop {
            entries.append(Entry(swatch: .line(color: Palette.screenTop, dash: nil, width: 1), text: "screen top"))
        }
        if contents.rubberBands { entries.append(Entry(swatch: .hatch, text: "rubber band (finger down)")) }
        if contents.touches { entries.append(Entry(swatch: .ring, text: "touch sample")) }
        if contents.releases { entries.append(Entry(swatch: .diamond, text: "release → projection")) }
        if contents.clippedProjections { entries.append(Entry(swatch: .clip, text: "projection beyond the axis")) }
        if contents.touches { entries.append(Entry(swatch: .shade, text: "finger down")) }
        // One dim and one scale entry per sheet when several are stacked: which line is whose.
        for (index, name) in names.enumerated() {
            let suffix = names.count > 1 ? " behind \(name)" : ""
            let style = AppearanceStyle(sheetIndex: index)
            entries.append(Entry(swatch: .line(color: Palette.dim, dash: style.dimDash, width: 1.8), text: "dim alpha" + suffix))
            entries.append(Entry(swatch: .line(color: Palette.scale, dash: style.scaleDash, width: 1.8),
                                 text: (names.count > 1 ? "scale beneath \(name)" : "presenter scale")))
        }
        if contents.idleBreaks {
            entries.append(Entry(swatch: .idle, text: "idle, squeezed (+time skipped)"))
        }
        // Scene-phase marks are named only in a picture that has one, so every other picture's legend stays as it was.
        let inputs = contents.markers.contains(where: \.isScenePhase) ? "input (keyboard, rotation, scene phase)" : "input (keyboard, rotation)"
        let styles: [(InputMarker.Style, String)] = [(.input, inputs), (.mark, "mark"),
                                                      (.failure, "failed expectation")]
        for (style, text) in styles where contents.markers.contains(where: { $0.style == style }) {
            entries.append(Entry(swatch: .marker(style), text: text))
        }
        // A name too long for a row is cut to fit one.
        let room = TextBox.columns(Canvas.width - 2 * Canvas.margin - swatchWidth - 6, size: textSize)
        return entries.map { Entry(swatch: $0.swatch, text: XMLText.truncated($0.text, to: room)) }
    }

    static func width(of entry: Entry) -> Double {
        swatchWidth + 6 + TextBox.width(entry.text, size: textSize)
    }

    /// Where each entry goes: (row, x), flowing left to right within the picture's width.
    static func layout(_ entries: [Entry]) -> [(row: Int, x: Double)] {
        var result: [(row: Int, x: Double)] = []
        var row = 0, x = Canvas.margin
        for entry in entries {
            let w = width(of: entry)
            if x + w > Canvas.width - Canvas.margin, x > Canvas.margin {
                row += 1
                x = Canvas.margin
            }
            result.append((row, x))
            x += w + entryGap
        }
        return result
    }

    static func rowCount(_ entries: [Entry]) -> Int {
        (layout(entries).last?.row ?? 0) + 1
    }
}

extension TimelineRenderer {
    /// The heading, the subtitle and the legend.
    mutating func header() {
        svg.open("g", [("class", "header")])
        for (index, text) in titleLines.enumerated() {
            label(text, x: Canvas.margin, y: 22 + Double(index) * Self.titleLineHeight, size: Canvas.titleSize, weight: "bold")
        }
        let subtitleTop = 22 + Double(titleLines.count - 1) * Self.titleLineHeight + 4
        for (index, text) in subtitleLines.enumerated() {
            label(text, x: Canvas.margin, y: subtitleTop + Double(index + 1) * Self.subtitleLineHeight, size: Canvas.smallSize,
                  color: Palette.mutedInk)
        }
        svg.open("g", [("class", "legend")])
        for (entry, place) in zip(legend, Legend.layout(legend)) {
            let x = place.x, y = legendTop + Double(place.row) * Legend.rowHeight
            swatch(entry.swatch, x: x, y: y)
            label(entry.text, x: x + Legend.swatchWidth + 6, y: y + 3.5, size: Legend.textSize)
        }
        svg.close()
        svg.close()
    }

    /// One legend swatch, centred on `y`, drawn the way the chart draws the mark.
    mutating func swatch(_ swatch: Legend.Swatch, x: Double, y: Double) {
        let w = Legend.swatchWidth
        switch swatch {
        case .line(let color, let dash, let width):
            line(x1: x, y1: y, x2: x + w, y2: y, color: color, width: width, dash: dash)
        case .ring:
            touchRing(x: x + w / 2, y: y, radius: 3.5)
        case .diamond:
            diamond(x: x + 5, y: y, filled: true)
            line(x1: x + 9, y1: y, x2: x + w - 6, y2: y, color: Palette.release, dash: "3 2")
            diamond(x: x + w - 3, y: y, filled: false)
        case .hatch:
            svg.element("rect", [("x", XMLText.number(x)), ("y", XMLText.number(y - 6)), ("width", XMLText.number(w)),
                                 ("height", "12"), ("fill", "url(#band-hatch)"), ("stroke", Palette.band)])
        case .shade:
            svg.element("rect", [("x", XMLText.number(x)), ("y", XMLText.number(y - 6)), ("width", XMLText.number(w)),
                                 ("height", "12"), ("fill", Palette.drag), ("fill-opacity", "0.12")])
        case .idle:
            svg.element("rect", [("x", XMLText.number(x)), ("y", XMLText.number(y - 6)), ("width", XMLText.number(w)),
                                 ("height", "12"), ("fill", "url(#idle-hatch)"), ("stroke", Palette.idle)])
        case .marker(let style):
            let look = Palette.marker(style)
            line(x1: x + w / 2, y1: y - 7, x2: x + w / 2, y2: y + 7, color: look.color, dash: look.dash == "none" ? nil : look.dash)
            markerSymbol(style, x: x + w / 2, rowTop: y - 7)
        case .clip:
            line(x1: x + 2, y1: y, x2: x + w - 6, y2: y, color: Palette.release, width: 1.4, dash: "3 2")
            clipMark(x: x + w - 4, y: y, upward: false, horizontal: true, className: nil)
        case .column(let color, let dimmed, let floating):
            columnBand(x0: x, x1: x + w, y0: y - 6, y1: y + 6, color: color, dimmed: dimmed, floating: floating)
        }
    }

    /// Where an arrow leaves the plot: two short slanted strokes across it, as an axis break is
    /// drawn — the value it points at is beyond the axis (the label gives it).
    mutating func clipMark(x: Double, y: Double, upward: Bool, horizontal: Bool = false, className: String? = "off-chart") {
        let n = XMLText.number
        let d: String
        if horizontal {
            d = "M" + n(x - 3) + " " + n(y + 5) + " L" + n(x) + " " + n(y - 5) + " M" + n(x + 1) + " " + n(y + 5) + " L" + n(x + 4) + " " + n(y - 5)
        } else {
            let s = upward ? 1.0 : -1.0
            d = "M" + n(x - 5) + " " + n(y + s * 1) + " L" + n(x + 5) + " " + n(y - s * 2) + " M" + n(x - 5) + " " + n(y + s * 4)
                + " L" + n(x + 5) + " " + n(y + s * 1)
        }
        svg.element("path", (className.map { [("class", $0)] } ?? []) + [("d", d), ("fill", "none"), ("stroke", Palette.release),
                                                                         ("stroke-width", "1.6")])
    }

    /// An input marker's symbol at the top of its row: a triangle pointing down at the tracks for
    /// an input, a flag for a mark, a cross for a failed expectation.
    mutating func markerSymbol(_ style: InputMarker.Style, x: Double, rowTop: Double) {
        let n = XMLText.number, color = Palette.marker(style).color
        switch style {
        case .input:
            let d = "M" + n(x - 4.5) + " " + n(rowTop + 3) + " L" + n(x + 4.5) + " " + n(rowTop + 3) + " L" + n(x) + " " + n(rowTop + 11) + " Z"
            svg.element("path", [("d", d), ("fill", color)])
        case .mark:
            line(x1: x, y1: rowTop + 2, x2: x, y2: rowTop + 13, color: color, width: 1.4)
            let d = "M" + n(x) + " " + n(rowTop + 2) + " L" + n(x + 7) + " " + n(rowTop + 4.5) + " L" + n(x) + " " + n(rowTop + 7) + " Z"
            svg.element("path", [("d", d), ("fill", color)])
        case .failure:
            let d = "M" + n(x - 4) + " " + n(rowTop + 3) + " L" + n(x + 4) + " " + n(rowTop + 11) + " M" + n(x + 4) + " " + n(rowTop + 3)
                + " L" + n(x - 4) + " " + n(rowTop + 11)
            svg.element("path", [("d", d), ("fill", "none"), ("stroke", color), ("stroke-width", "2.2")])
        }
    }

    mutating func touchRing(x: Double, y: Double, radius: Double) {
        svg.element("circle", [("cx", XMLText.number(x)), ("cy", XMLText.number(y)), ("r", XMLText.number(radius)),
                               ("fill", "#ffffff"), ("stroke", Palette.touch), ("stroke-width", "1.2")])
    }

    mutating func diamond(x: Double, y: Double, filled: Bool, extra: SVGWriter.Attributes = []) {
        let r = 5.0
        let d = "M" + XMLText.number(x) + " " + XMLText.number(y - r) + " L" + XMLText.number(x + r) + " " + XMLText.number(y)
            + " L" + XMLText.number(x) + " " + XMLText.number(y + r) + " L" + XMLText.number(x - r) + " " + XMLText.number(y) + " Z"
        svg.element("path", extra + [("d", d), ("fill", filled ? Palette.release : "#ffffff"),
                                     ("stroke", Palette.release), ("stroke-width", "1.4")])
    }
}
