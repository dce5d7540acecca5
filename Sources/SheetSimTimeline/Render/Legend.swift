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
    }

    struct Entry: Equatable {
        var swatch: Swatch
        var text: String
    }

    static let rowHeight = 18.0
    static let swatchWidth = 22.0
    static let entryGap = 22.0

    /// The entries this run needs (a sheet's line per presented controller, idle breaks only when
    /// there are some).
    /// - Parameter names: the presented controllers, in the order they were first presented.
    static func entries(sheets names: [String], hasIdleBreaks: Bool) -> [Entry] {
        var entries = names.enumerated().map { index, name in
            let stroke = Palette.sheetStroke(index)
            return Entry(swatch: .line(color: stroke.color, dash: stroke.dash, width: 2.2), text: "\(name) top edge")
        }
        entries += [
            Entry(swatch: .line(color: Palette.detent, dash: "6 3", width: 1.2), text: "detent"),
            Entry(swatch: .line(color: Palette.offScreen, dash: "1.5 3", width: 1.4), text: "off screen"),
            Entry(swatch: .hatch, text: "rubber band"),
            Entry(swatch: .ring, text: "touch sample"),
            Entry(swatch: .diamond, text: "release → projection"),
            Entry(swatch: .shade, text: "finger down"),
        ]
        // One dim and one scale entry per sheet when several are stacked: which line is whose.
        for (index, name) in names.enumerated() {
            let suffix = names.count > 1 ? " behind \(name)" : ""
            let style = AppearanceStyle(sheetIndex: index)
            entries.append(Entry(swatch: .line(color: Palette.dim, dash: style.dimDash, width: 1.8), text: "dim alpha" + suffix))
            entries.append(Entry(swatch: .line(color: Palette.scale, dash: style.scaleDash, width: 1.8),
                                 text: (names.count > 1 ? "scale beneath \(name)" : "presenter scale")))
        }
        if hasIdleBreaks {
            entries.append(Entry(swatch: .idle, text: "idle (time squeezed)"))
        }
        return entries
    }

    static func width(of entry: Entry) -> Double {
        swatchWidth + 6 + Palette.textWidth(entry.text, size: Canvas.labelSize)
    }

    /// Where each entry goes: (row, x), flowing left to right within the picture's width.
    static func layout(_ entries: [Entry]) -> [(row: Int, x: Double)] {
        var result: [(row: Int, x: Double)] = []
        var row = 0, x = 16.0
        for entry in entries {
            let w = width(of: entry)
            if x + w > Canvas.width - 16, x > 16 {
                row += 1
                x = 16
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
        label(timeline.title, x: 16, y: 26, size: 16, weight: "bold")
        if !timeline.subtitle.isEmpty {
            label(timeline.subtitle, x: 16, y: 44, color: Palette.mutedInk)
        }
        svg.open("g", [("class", "legend")])
        for (entry, place) in zip(legend, Legend.layout(legend)) {
            let x = place.x, y = legendTop + Double(place.row) * Legend.rowHeight
            swatch(entry.swatch, x: x, y: y)
            label(entry.text, x: x + Legend.swatchWidth + 6, y: y + 4)
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
