import SheetSim

/// A split view controller's column track: y is the position across the controller (its leading
/// edge at the top, in points), x is time; each visible column is a band between its edges, so a
/// sidebar sliding in, a collapse to one column and a window that narrows all show as shapes
/// (split view rules 3.1, 4). Overlay sidebars are outlined over the secondary; a dimmed column is
/// shaded; an animated change is drawn as the band moving from one sample to the next. While the
/// controller is off screen (an unselected tab) its bands are faint.
extension TimelineRenderer {
    /// The columns, dimming and floating sidebars the split view tracks show: what the legend lists.
    static func splitViewContents(of recording: SimulationRecording) -> Legend.SplitViewContents {
        var contents = Legend.SplitViewContents()
        var columns = Set<SplitViewColumn>()
        for track in recording.splitViewTracks {
            for sample in track.samples {
                for frame in sample.frames {
                    columns.insert(sample.isCollapsed ? .secondary : frame.column)
                    if sample.isCollapsed, frame.column == .compact { columns.insert(.compact) }
                    if frame.isDimmed { contents.dimmed = true }
                    if frame.isFloating { contents.floating = true }
                }
            }
        }
        contents.columns = SplitViewColumn.allCases.filter(columns.contains)
        return contents
    }

    /// The colour a collapsed controller's single column is drawn in: the compact column's, or the
    /// secondary's for the stacked navigation controller.
    static func color(of frame: SplitViewLayout.ColumnFrame, collapsed: Bool) -> String {
        guard collapsed else { return Palette.column(frame.column) }
        return Palette.column(frame.column == .compact ? .compact : .secondary)
    }

    mutating func splitViewTrack(_ track: SplitViewTrack, top: Double) {
        let widest = track.samples.map(\.splitWidth).max() ?? 1
        let scale = Canvas.Scale(domain: 0...max(widest, 1), top: top, bottom: top + Canvas.splitViewHeight, downward: true)
        let style = track.style == .unspecified ? "classic" : track.style.rawValue
        svg.open("g", [("class", "split-view-track"), ("data-split-view", track.splitView)])
        heading("Columns of \(track.splitView)", detail: "\(style): each column's extent across the controller, pt from its leading edge",
                plotTop: top)
        plotOutline(top: top, height: Canvas.splitViewHeight)
        splitViewAxis(scale)
        for (index, sample) in track.samples.enumerated() {
            let next = index + 1 < track.samples.count ? track.samples[index + 1] : nil
            let x0 = axis.x(sample.time), x1 = next.map { axis.x($0.time) } ?? axis.right
            guard x1 > x0 else { continue }
            let ordered = sample.frames.filter { !$0.isFloating } + sample.frames.filter(\.isFloating)
            for frame in ordered {
                let from = frame.visibleRange(in: sample.splitWidth)
                var to = from
                if sample.isAnimating, let next {
                    to = next.frames.first { $0.column == frame.column }.map { $0.visibleRange(in: next.splitWidth) } ?? from.lowerBound...from.lowerBound
                }
                columnShape(x0: x0, x1: x1, from: from, to: to, scale: scale, color: Self.color(of: frame, collapsed: sample.isCollapsed),
                            dimmed: frame.isDimmed, floating: frame.isFloating, faint: !sample.isOnScreen)
            }
            if sample.isAnimating, let next {
                // Columns the change brings in grow from their leading edge.
                for frame in next.frames where !sample.frames.contains(where: { $0.column == frame.column }) {
                    let to = frame.visibleRange(in: next.splitWidth)
                    columnShape(x0: x0, x1: x1, from: to.lowerBound...to.lowerBound, to: to, scale: scale,
                                color: Self.color(of: frame, collapsed: next.isCollapsed), dimmed: frame.isDimmed,
                                floating: frame.isFloating, faint: !sample.isOnScreen)
                }
            }
        }
        modeLabels(track, top: top)
        svg.close()
        timeAxis(at: top + Canvas.splitViewHeight, labelled: false)
    }

    /// Ticks in points across the controller on the left.
    private mutating func splitViewAxis(_ scale: Canvas.Scale) {
        let span = scale.domain.upperBound
        let step = [100.0, 200.0, 250.0, 500.0, 1000.0].first { Canvas.splitViewHeight / max(1, (span / $0).rounded(.down)) >= 2.2 * Canvas.smallSize } ?? 1000
        var value = 0.0
        while value <= span + 1e-9 {
            valueTick(value, at: scale.y(value))
            value += step
        }
    }

    /// One column over one step of time: a rectangle, or the shape of its edges moving.
    private mutating func columnShape(x0: Double, x1: Double, from: ClosedRange<Double>, to: ClosedRange<Double>, scale: Canvas.Scale,
                                      color: String, dimmed: Bool, floating: Bool, faint: Bool, className: String = "column") {
        let n = XMLText.number
        let d = "M" + n(x0) + " " + n(scale.y(from.lowerBound)) + " L" + n(x1) + " " + n(scale.y(to.lowerBound))
            + " L" + n(x1) + " " + n(scale.y(to.upperBound)) + " L" + n(x0) + " " + n(scale.y(from.upperBound)) + " Z"
        var attributes: SVGWriter.Attributes = [("class", className), ("d", d), ("fill", color), ("fill-opacity", faint ? "0.18" : "0.55")]
        if floating { attributes += [("stroke", Palette.ink), ("stroke-width", "1")] }
        svg.element("path", attributes)
        if dimmed { svg.element("path", [("class", "dimmed"), ("d", d), ("fill", "#000000"), ("fill-opacity", "0.28")]) }
    }

    /// The legend's swatch of a column band.
    mutating func columnBand(x0: Double, x1: Double, y0: Double, y1: Double, color: String, dimmed: Bool, floating: Bool) {
        let scale = Canvas.Scale(domain: 0...1, top: y0, bottom: y1, downward: true)
        columnShape(x0: x0, x1: x1, from: 0...1, to: 0...1, scale: scale, color: color, dimmed: dimmed, floating: floating, faint: false,
                    className: "column-swatch")
    }

    /// The display mode (or the collapse) of each stretch of the run, written at its start inside
    /// the track where it fits; stretches never share x, so the labels never meet.
    private mutating func modeLabels(_ track: SplitViewTrack, top: Double) {
        var stretches: [(start: SimInstant, text: String)] = []
        for sample in track.samples {
            let text: String
            if sample.isCollapsed {
                text = "collapsed"
            } else {
                text = sample.displayMode.rawValue
            }
            if stretches.last?.text != text { stretches.append((sample.time, text)) }
        }
        for (index, stretch) in stretches.enumerated() {
            let x0 = axis.x(stretch.start) + 3
            let x1 = index + 1 < stretches.count ? axis.x(stretches[index + 1].start) - 3 : axis.right - 3
            guard TextBox.width(stretch.text, size: Canvas.smallSize) <= x1 - x0 else { continue }
            label(stretch.text, x: x0, y: top + Canvas.splitViewHeight - 5, size: Canvas.smallSize)
        }
    }
}
