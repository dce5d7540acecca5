import SheetSim

/// The layout track: for each controller with a navigation bar or a scroll view, its bar's height,
/// its scroll view's `contentOffset.y` and its safe area's top and bottom over time (layout rules
/// 22, 36–37, 40–44), so a large title folding as the list scrolls, the safe area following the
/// bar, and a rotation's new bars are seen together. A colour per figure, a dash per controller;
/// each line is named at the right, at its last value.
extension TimelineRenderer {
    /// One line of the track.
    struct LayoutSeries {
        var controller: String
        var figure: Figure
        var dash: String?
        var samples: [(time: SimInstant, value: Double)]

        enum Figure: String, CaseIterable {
            case bar, offset, safeTop, safeBottom

            /// What the line's label says after the controller's name.
            var label: String {
                switch self {
                case .bar: return "bar"
                case .offset: return "offset.y"
                case .safeTop: return "safe top"
                case .safeBottom: return "safe bottom"
                }
            }

            var color: String {
                switch self {
                case .bar: return Palette.layoutBar
                case .offset: return Palette.layoutOffset
                case .safeTop: return Palette.layoutSafeTop
                case .safeBottom: return Palette.layoutSafeBottom
                }
            }
        }
    }

    /// The dashes that tell the controllers apart, in the order they were first laid out.
    static let layoutDashes: [String?] = [nil, "6 3", "2 3", "8 3 2 3"]

    /// Every line the recording's layout tracks give: the bar and the offset where there are, the
    /// safe area always.
    static func layoutSeries(of recording: SimulationRecording) -> [LayoutSeries] {
        var all: [LayoutSeries] = []
        for (index, track) in recording.layoutTracks.enumerated() {
            let dash = layoutDashes[index % layoutDashes.count]
            for figure in LayoutSeries.Figure.allCases {
                var samples: [(time: SimInstant, value: Double)] = []
                for sample in track.samples {
                    let value: Double?
                    switch figure {
                    case .bar: value = sample.navigationBarHeight
                    case .offset: value = sample.contentOffsetY
                    case .safeTop: value = sample.safeAreaTop
                    case .safeBottom: value = sample.safeAreaBottom
                    }
                    if let value { samples.append((sample.time, value)) }
                }
                if !samples.isEmpty { all.append(LayoutSeries(controller: track.controller, figure: figure, dash: dash, samples: samples)) }
            }
        }
        return all
    }

    /// From the lowest value (0 at most) to the highest, in whole 50 pt, at least 100 pt.
    var layoutScale: Canvas.Scale {
        var low = 0.0, high = 100.0
        for series in layoutSeries { for sample in series.samples {
            low = min(low, (sample.value / 50).rounded(.down) * 50)
            high = max(high, (sample.value / 50).rounded(.up) * 50)
        } }
        let top = layoutTop ?? 0
        return Canvas.Scale(domain: low...max(high, low + 100), top: top + 8, bottom: top + Canvas.layoutHeight - 8, downward: false)
    }

    mutating func layoutTrack() {
        guard let top = layoutTop else { return }
        let scale = layoutScale
        svg.open("g", [("class", "layout-track")])
        heading("Layout", detail: "pt · bar height, scrollView contentOffset.y, safeAreaInsets top and bottom · a dash per controller",
                plotTop: top)
        plotOutline(top: top, height: Canvas.layoutHeight)
        let span = scale.domain.upperBound - scale.domain.lowerBound
        let step = Self.tickStep(span: span, room: Canvas.layoutHeight - 16, steps: [50, 100, 200, 250, 500, 1000, 2000, 5000])
        valueTicks(scale, step: step)
        if scale.domain.lowerBound < 0 {
            line(x1: axis.left, y1: scale.y(0), x2: axis.right, y2: scale.y(0), color: Palette.grid)
        }
        var names: [(y: Double, text: String, color: String)] = []
        for series in layoutSeries {
            var path = StepPath(frameInterval: timeline.recording.frameInterval)
            for sample in series.samples { path.add(time: sample.time, x: axis.x(sample.time), y: scale.y(sample.value)) }
            path.hold(to: axis.right)
            guard !path.d.isEmpty else { continue }
            var attributes: SVGWriter.Attributes = [("class", "layout-" + series.figure.rawValue), ("data-controller", series.controller),
                                                    ("d", path.d), ("fill", "none"), ("stroke", series.figure.color),
                                                    ("stroke-width", "1.6"), ("stroke-linejoin", "round")]
            if let dash = series.dash { attributes.append(("stroke-dasharray", dash)) }
            svg.open("g", [("class", "layout-series")])
            svg.element("title", content: series.controller + " " + series.figure.label + ": "
                        + series.samples.map { NumberFormat.points($0.value) }.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
                            .prefix(12).joined(separator: " → "))
            svg.element("path", attributes)
            svg.close()
            names.append((scale.y(series.samples[series.samples.count - 1].value), series.controller + " " + series.figure.label,
                          series.figure.color))
        }
        // The names at the right, in the order of their lines' last values, pushed apart to be
        // read, and back up as one if they would run past the plot; those that still do not fit
        // are left to the lines' tooltips.
        names.sort { $0.y < $1.y }
        let spacing = Canvas.smallSize + 2
        let lowest = top + Canvas.layoutHeight
        var ys: [Double] = []
        for name in names { ys.append(max(name.y + 3.5, (ys.last ?? -Double.infinity) + spacing)) }
        if let last = ys.last, last > lowest {
            let shift = min(last - lowest, (ys.first ?? top) - (top + Canvas.smallSize))
            if shift > 0 { ys = ys.map { $0 - shift } }
        }
        for (name, y) in zip(names, ys) where y <= lowest {
            label(XMLText.truncated(name.text, to: Canvas.marginLabelColumns), x: axis.right + 6, y: y, size: Canvas.smallSize, color: name.color)
        }
        svg.close()
        timeAxis(at: top + Canvas.layoutHeight, labelled: false)
    }
}
