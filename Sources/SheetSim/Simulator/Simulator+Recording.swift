extension Simulator {
    /// Record a ``SimulationRecording`` — every sheet's position, dimming and presenter scale after
    /// each event that changed them, its detents and limits, touches and releases — for a picture of
    /// the run (`sheetsim run --timeline`). Off by default: a plain run keeps only the log.
    public var recordsTimeline: Bool {
        get { recording != nil }
        set {
            guard newValue != recordsTimeline else { return }
            recording = newValue ? SimulationRecording(frameInterval: environment.frameInterval, presenterName: presenterName) : nil
            if newValue { recordChanges() }
        }
    }

    /// Appends a sample (and a layout record) to each presented sheet's track where something
    /// changed since its last one. Runs after every event, so it sees non-animated changes too.
    /// A display frame moves sheets but never changes what they rest on (the layout follows the
    /// environment, the configuration, the keyboard and the stack, each its own event), so frames
    /// skip the layout check: `layouts: false`.
    mutating func recordChanges(layouts: Bool = true) {
        guard recording != nil else { return }
        for index in stack.indices where stack[index].phase != .notPresented {
            let name = stack[index].name
            let track: Int
            if let open = recording!.openTracks[name] {
                track = open
            } else {
                track = recording!.tracks.count
                recording!.tracks.append(SheetTrack(sheet: name))
                recording!.openTracks[name] = track
            }
            let sample = frameRecord(ofSheetAt: index)
            var sampled = false
            if let last = recording!.tracks[track].samples.last, last.sameFigures(as: sample) {
                // Nothing moved.
            } else if recording!.admitSample() {
                recording!.tracks[track].samples.append(sample)
                sampled = true
            }
            guard layouts || recording!.tracks[track].layouts.isEmpty else { continue }
            var layout = layoutRecord(ofSheetAt: index)
            // From this event's sample, or from the next one when nothing moved.
            layout.firstSample = recording!.tracks[track].samples.count - (sampled ? 1 : 0)
            if let last = recording!.tracks[track].layouts.last, last.sameLayout(as: layout) {
                // Same lines as before.
            } else {
                recording!.tracks[track].layouts.append(layout)
            }
        }
    }

    /// Closes the sheet's track: it left the stack now.
    mutating func recordRemoval(of name: String) {
        guard let track = recording?.openTracks.removeValue(forKey: name) else { return }
        recording!.tracks[track].end = now
    }

    /// Notes an input other than a touch (the keyboard, a rotation) at the current instant, as
    /// carried out (see ``InputRecord/action``). The action that takes it calls this once it has
    /// been accepted.
    mutating func recordInput(_ action: UserAction, windowSize: Size? = nil, transitionDuration: SimDuration? = nil) {
        recording?.inputs.append(InputRecord(time: now, action: action, windowSize: windowSize, transitionDuration: transitionDuration))
    }

    /// Notes the window's new size at the current instant; the first change also notes the size
    /// it had, from the start of the run.
    mutating func recordWindowSize(from old: Size, to new: Size) {
        guard recording != nil, old != new else { return }
        if recording!.windowSizes.isEmpty { recording!.windowSizes.append(WindowSizeRecord(time: .zero, size: old)) }
        recording!.windowSizes.append(WindowSizeRecord(time: now, size: new))
    }

    /// A touch sample as the sheet will see it: clamped to the screen by the sheet's own rule.
    mutating func recordTouch(_ event: SheetEvent, toSheetAt index: Int) {
        let kind: TouchRecord.Kind, sample: TouchSample
        switch event {
        case .touchBegan(let s, _): (kind, sample) = (.began, s)
        case .touchMoved(let s): (kind, sample) = (.moved, s)
        case .touchEnded(let s): (kind, sample) = (.ended, s)
        default: return
        }
        let seen = stack[index].onScreen(sample)
        guard recording!.admitSample() else { return }
        recording!.touches.append(TouchRecord(time: now, sheet: stack[index].name, kind: kind, y: seen.location.y))
    }

    /// The sheet's resting lines and limits now (SheetRules 2.1 for detents; SheetRules 3,
    /// "Tracking" and "Keyboard", for the rubber-band limits and the keyboard's raised position).
    func layoutRecord(ofSheetAt index: Int) -> LayoutRecord {
        let sheet = stack[index]
        var lines: [LayoutRecord.Line] = []
        if !sheet.isFullScreen {
            lines = sheet.resolvedDetents.reversed().map { LayoutRecord.Line(name: $0.identifier.description, offset: $0.offset) }
            if let raised = sheet.keyboardHeldOffset, !lines.contains(where: { $0.offset == raised }) {
                lines.append(LayoutRecord.Line(name: "keyboard", offset: raised))
                lines.sort { $0.offset < $1.offset }
            }
        }
        let layout = sheet.layout
        let largest = sheet.isFullScreen ? nil : sheet.resolvedDetents.last?.offset
        // The band below the smallest detent holds only while a pull-down cannot dismiss.
        let smallest = sheet.isFullScreen || !sheet.refusesPullDownAhead ? nil : sheet.resolvedDetents.first?.offset
        return LayoutRecord(
            time: now, detents: lines,
            topRubberBand: largest.map { ($0 - RubberBand.topExtent(layout: layout, largestDetentOffset: $0))...$0 },
            bottomRubberBand: smallest.map { $0...($0 + RubberBand.bottomExtent(layout: layout)) },
            dismissedOffset: sheet.dismissedOffset)
    }
}

extension FrameRecord {
    /// Whether two records show the same figures (their times aside).
    func sameFigures(as other: FrameRecord) -> Bool {
        topY == other.topY && dimmingAlpha == other.dimmingAlpha && presenterScale == other.presenterScale
            && phase == other.phase && cornerRadius == other.cornerRadius && sheet == other.sheet
            && viewHeight == other.viewHeight && sheetInset == other.sheetInset
    }
}
