extension Simulator {
    // MARK: Recording

    /// Samples every split view controller's columns where they changed (for a timeline).
    mutating func recordSplitViews() {
        for name in tree.declarationOrder where tree.kind(of: name) == .splitViewController { recordSplitView(name) }
    }

    /// Appends a sample of `name`'s columns to its track if they changed since the last one.
    mutating func recordSplitView(_ name: String) {
        guard recording != nil, let machine = splitViewMachine(name) else { return }
        let animating: Bool
        var mode = machine.displayMode
        switch machine.state {
        case .changingDisplayMode(let change), .changingInteractively(let change, _): animating = true; mode = change.from
        case .finishingGesture(let change, _): animating = true; mode = change.from
        default: animating = false
        }
        let layout = machine.isCollapsed ? machine.layout
            : SplitViewLayout.expanded(style: machine.style, configuration: machine.configuration, mode: mode,
                                       splitWidth: machine.environment.size.width, metrics: metrics)
        let sample = SplitViewSample(time: now, splitWidth: layout.splitWidth, displayMode: machine.displayMode, isCollapsed: machine.isCollapsed,
                                     frames: layout.frames, isAnimating: animating, isOnScreen: isOnScreen(name))
        let index: Int
        if let found = recording!.splitViewTracks.firstIndex(where: { $0.splitView == name }) {
            index = found
        } else {
            index = recording!.splitViewTracks.count
            recording!.splitViewTracks.append(SplitViewTrack(splitView: name, style: machine.style))
        }
        let metrics = self.metrics, now = self.now  // read before the recording is written
        recording!.splitViewTracks[index].append(sample, endOfAnimation: { last in
            // Where an animated change ends: the mode it was going to (a cut-short change is
            // finished at once, split view rules 5.4; a cancelled gesture returns to the mode it
            // left, which the sample also names), at the width it ran at.
            let end = SplitViewLayout.expanded(style: machine.style, configuration: machine.configuration, mode: last.displayMode,
                                               splitWidth: last.splitWidth, metrics: metrics)
            return SplitViewSample(time: now, splitWidth: end.splitWidth, displayMode: last.displayMode, isCollapsed: false,
                                   frames: end.frames, isAnimating: false, isOnScreen: last.isOnScreen)
        })
    }
}

extension SplitViewTrack {
    /// Appends `sample`, keeping the track true to what was shown: a sample that repeats the last
    /// one's columns is dropped; one at the same instant as the last replaces it (several changes at
    /// one instant show as their result), except the state an animated change ended in, which the
    /// band before it moves to. When an animated change is followed by something other than its
    /// own end (a window change at the instant it ends, or one that cuts it short), the end state
    /// (`endOfAnimation`) is put in first, so the band moves to where the change went, not into the
    /// next state: a timeline draws only transitions that happened.
    mutating func append(_ sample: SplitViewSample, endOfAnimation: (SplitViewSample) -> SplitViewSample) {
        guard let last = samples.last else {
            samples.append(sample)
            return
        }
        if last.sameColumns(as: sample) { return }
        if last.isAnimating, sample.time > last.time {
            let end = endOfAnimation(last)
            if !end.sameFrames(as: sample) {
                samples.append(end)
                samples.append(sample)
                return
            }
        }
        if last.time == sample.time, !endsAnimation(at: samples.count - 1) {
            samples[samples.count - 1] = sample
        } else {
            samples.append(sample)
        }
    }

    /// Whether the sample at `index` is where the animated change of the sample before it ended.
    func endsAnimation(at index: Int) -> Bool {
        index > 0 && samples[index - 1].isAnimating && samples[index - 1].time < samples[index].time
    }
}
