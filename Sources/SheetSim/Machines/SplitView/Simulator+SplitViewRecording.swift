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
        if let last = recording!.splitViewTracks[index].samples.last, last.sameColumns(as: sample) { return }
        if let last = recording!.splitViewTracks[index].samples.last, last.time == now {
            recording!.splitViewTracks[index].samples[recording!.splitViewTracks[index].samples.count - 1] = sample
        } else {
            recording!.splitViewTracks[index].samples.append(sample)
        }
    }
}
