import SheetSim

/// The popover track: each popover's frame over time, as the band of window y it covers (its
/// content frame, without the arrow), with its arrow's direction and tip (SheetRules 8.2, 8.5),
/// so a popover placed again after a rotation, or handed to its adaptive sheet and back, shows
/// where it went and which way it pointed. Drawn only when a popover was on screen.
extension TimelineRenderer {
    /// The popovers' tracks that were on screen at some point.
    static func popoverTracks(of recording: SimulationRecording) -> [PopoverTrack] {
        recording.popoverTracks.filter { track in track.samples.contains { $0.placement != nil } }
    }

    /// Window y, downward: 0 to the lowest frame, tip or anchor, in whole 100 pt.
    var popoverScale: Canvas.Scale {
        var high = 100.0
        for track in Self.popoverTracks(of: timeline.recording) {
            for placement in track.samples.compactMap(\.placement) {
                high = max(high, (max(placement.frame.y + placement.frame.height, placement.arrowTip.y,
                                      placement.anchor.y + placement.anchor.height) / 100).rounded(.up) * 100)
            }
        }
        let top = popoverTop ?? 0
        return Canvas.Scale(domain: 0...high, top: top + 6, bottom: top + Canvas.popoverHeight - 6, downward: true)
    }

    /// `arrow up · 320×400 at (20, 140)`: one placement, as its band's label and tooltip say it.
    static func describe(_ placement: PopoverPlacement) -> String {
        let f = placement.frame
        return "arrow \(placement.direction.rawValue) · \(NumberFormat.points(f.width))×\(NumberFormat.points(f.height))"
            + " at (\(NumberFormat.points(f.x)), \(NumberFormat.points(f.y)))"
    }

    /// The arrow as a small triangle at `x`, `y` pointing its way.
    static func arrowGlyph(_ direction: PopoverArrowDirection, x: Double, y: Double) -> String {
        let s = 4.0
        let points: [(Double, Double)]
        switch direction {
        case .up: points = [(x, y - s), (x - s, y + s), (x + s, y + s)]
        case .down: points = [(x, y + s), (x - s, y - s), (x + s, y - s)]
        case .left: points = [(x - s, y), (x + s, y - s), (x + s, y + s)]
        case .right: points = [(x + s, y), (x - s, y - s), (x - s, y + s)]
        case .unknown: points = [(x - s, y), (x, y - s), (x + s, y), (x, y + s)]
        }
        return points.map { XMLText.number($0.0) + "," + XMLText.number($0.1) }.joined(separator: " ")
    }

    mutating func popoverTrack() {
        guard let top = popoverTop else { return }
        let scale = popoverScale
        let bottom = top + Canvas.popoverHeight
        svg.open("g", [("class", "popover-track")])
        heading("Popover", detail: "window y, pt · band: the content frame · triangle: the arrow's tip and direction", plotTop: top)
        plotOutline(top: top, height: Canvas.popoverHeight)
        let step = Self.tickStep(span: scale.domain.upperBound, room: Canvas.popoverHeight - 12, steps: [100, 200, 250, 500, 1000])
        valueTicks(scale, step: step)
        for (trackIndex, track) in Self.popoverTracks(of: timeline.recording).enumerated() {
            let color = Palette.popovers[trackIndex % Palette.popovers.count]
            var lastLabelX = -Double.infinity
            for (index, sample) in track.samples.enumerated() {
                guard let placement = sample.placement else { continue }
                let x0 = axis.x(sample.time)
                let x1 = index + 1 < track.samples.count ? axis.x(track.samples[index + 1].time) : axis.right
                let y0 = scale.y(placement.frame.y), y1 = scale.y(placement.frame.y + placement.frame.height)
                svg.open("g", [("class", "popover-frame"), ("data-popover", track.popover), ("data-arrow", placement.direction.rawValue)])
                svg.element("title", content: "\(sample.time): \(track.popover) \(sample.phase.rawValue), " + Self.describe(placement))
                svg.element("rect", [("x", XMLText.number(x0)), ("y", XMLText.number(y0)),
                                     ("width", XMLText.number(max(1, x1 - x0))), ("height", XMLText.number(max(1, y1 - y0))),
                                     ("fill", color), ("fill-opacity", sample.phase == .idle ? "0.22" : "0.1"),
                                     ("stroke", color), ("stroke-width", "1")])
                svg.element("polygon", [("class", "popover-arrow"),
                                        ("points", Self.arrowGlyph(placement.direction, x: x0 + 6, y: scale.y(placement.arrowTip.y))),
                                        ("fill", color)])
                let previous = index > 0 ? track.samples[index - 1].placement : nil
                if previous?.frame != placement.frame || previous?.direction != placement.direction, x0 - lastLabelX > 150 {
                    label(XMLText.truncated(Self.describe(placement), to: 40), x: x0 + 13, y: min(bottom - 3, max(top + 11, y0 + 11)),
                          size: Canvas.smallSize, color: Palette.ink)
                    lastLabelX = x0
                }
                svg.close()
            }
            label(XMLText.truncated(track.popover, to: Canvas.marginLabelColumns), x: axis.right + 6, y: top + 14 + Double(trackIndex) * 13,
                  size: Canvas.smallSize, color: color)
        }
        svg.close()
        timeAxis(at: bottom, labelled: false)
    }
}
