import SheetSim

/// The floating-sheet track: an iOS 26 sheet's side inset and top corner radius over time
/// (SheetRules 9.1), so the change from floating (inset, rounder corners) to edge-attached
/// (inset 0) as the sheet reaches full height, and back, is seen with the drag or settle that
/// makes it. Drawn only when a sheet of the run could float.
extension TimelineRenderer {
    /// The sheets' tracks that carry a floating sheet's figures.
    static func floatingTracks(of recording: SimulationRecording) -> [SheetTrack] {
        recording.tracks.filter { track in track.samples.contains { $0.sheetInset != nil } }
    }

    /// 0 to the largest inset or radius, in whole 10 pt, at least 10 pt.
    var floatingScale: Canvas.Scale {
        var high = 10.0
        for track in Self.floatingTracks(of: timeline.recording) {
            for sample in track.samples {
                high = max(high, ((sample.sheetInset ?? 0) / 10).rounded(.up) * 10, (sample.cornerRadius / 10).rounded(.up) * 10)
            }
        }
        let top = floatingTop ?? 0
        return Canvas.Scale(domain: 0...high, top: top + 8, bottom: top + Canvas.floatingHeight - 8, downward: false)
    }

    /// Where each sheet attaches (its inset reaches 0 from above) and floats again: `(time, attached)`.
    static func attachChanges(of track: SheetTrack) -> [(time: SimInstant, attached: Bool)] {
        var changes: [(time: SimInstant, attached: Bool)] = []
        var attached: Bool?
        for sample in track.samples {
            guard let inset = sample.sheetInset, sample.phase != .notPresented else { continue }
            let now = inset == 0
            if let before = attached, before != now { changes.append((sample.time, now)) }
            attached = now
        }
        return changes
    }

    mutating func floatingTrack() {
        guard let top = floatingTop else { return }
        let scale = floatingScale
        let bottom = top + Canvas.floatingHeight
        svg.open("g", [("class", "floating-track")])
        heading("Floating sheet", detail: "pt · solid: side inset (sheetInsets.left), dashed: corner radius · inset 0: attached",
                plotTop: top)
        plotOutline(top: top, height: Canvas.floatingHeight)
        let step = Self.tickStep(span: scale.domain.upperBound, room: Canvas.floatingHeight - 16, steps: [5, 10, 20, 25, 50, 100])
        valueTicks(scale, step: step)
        var names: [(y: Double, text: String, color: String)] = []
        for track in Self.floatingTracks(of: timeline.recording) {
            let dash = Self.layoutDashes[styleIndex(of: track.sheet) % Self.layoutDashes.count]
            var inset = StepPath(frameInterval: timeline.recording.frameInterval)
            var radius = StepPath(frameInterval: timeline.recording.frameInterval)
            for sample in track.samples {
                guard let value = sample.sheetInset else { continue }
                inset.add(time: sample.time, x: axis.x(sample.time), y: scale.y(value))
                radius.add(time: sample.time, x: axis.x(sample.time), y: scale.y(sample.cornerRadius))
            }
            if let x = heldEnd(of: track) {
                inset.hold(to: x)
                radius.hold(to: x)
            }
            guard !inset.d.isEmpty else { continue }
            var insetAttributes: SVGWriter.Attributes = [("class", "floating-inset"), ("data-sheet", track.sheet), ("d", inset.d),
                                                         ("fill", "none"), ("stroke", Palette.floatingInset), ("stroke-width", "1.8"),
                                                         ("stroke-linejoin", "round")]
            if let dash { insetAttributes.append(("stroke-dasharray", dash)) }
            svg.element("path", insetAttributes)
            svg.element("path", [("class", "floating-corner-radius"), ("data-sheet", track.sheet), ("d", radius.d),
                                 ("fill", "none"), ("stroke", Palette.floatingCorner), ("stroke-width", "1.4"),
                                 ("stroke-dasharray", "5 3"), ("stroke-linejoin", "round")])
            // Where the sheet attaches and floats again: a short tick and a word, kept apart.
            var lastLabelX = -Double.infinity
            for change in Self.attachChanges(of: track) {
                let x = axis.x(change.time)
                let word = change.attached ? "attached" : "floating"
                svg.open("g", [("class", "attach-change"), ("data-sheet", track.sheet)])
                svg.element("title", content: "\(change.time): \(track.sheet) \(word)")
                line(x1: x, y1: top, x2: x, y2: bottom, color: Palette.floatingInset, width: 0.8, dash: "2 2")
                if x - lastLabelX > 60 {
                    // Left of the tick when the word would run past the plot's right edge.
                    let fits = x + 3 + TextBox.width(word, size: Canvas.smallSize) <= axis.right
                    label(word, x: fits ? x + 3 : x - 3, y: top + Canvas.smallSize + 2, anchor: fits ? .start : .end,
                          size: Canvas.smallSize, color: Palette.floatingInset)
                    lastLabelX = x
                }
                svg.close()
            }
            if let last = track.samples.last(where: { $0.sheetInset != nil }) {
                names.append((scale.y(last.sheetInset ?? 0), track.sheet + " inset", Palette.floatingInset))
                names.append((scale.y(last.cornerRadius), track.sheet + " corners", Palette.floatingCorner))
            }
        }
        names.sort { $0.y < $1.y }
        var previous = -Double.infinity
        for name in names {
            let y = max(name.y + 3.5, previous + Canvas.smallSize + 2)
            guard y <= bottom else { break }
            label(XMLText.truncated(name.text, to: Canvas.marginLabelColumns), x: axis.right + 6, y: y, size: Canvas.smallSize, color: name.color)
            previous = y
        }
        svg.close()
        timeAxis(at: bottom, labelled: false)
    }
}
