/// One popover's geometry over a run: a sample at each instant its frame, arrow or phase changed
/// (SheetRules 8.2, 8.5), for the timeline's popover track.
public struct PopoverTrack: Sendable {
    /// The presented controller's name.
    public var popover: String
    public var samples: [PopoverSample] = []

    public init(popover: String) {
        self.popover = popover
    }
}

/// Where a popover was from ``time`` on.
public struct PopoverSample: Hashable, Sendable {
    public var time: SimInstant
    /// Where it is in its life; `notPresented` also while it is handed over to its adaptive
    /// sheet (the sheet's own track draws that).
    public var phase: SheetPhase
    /// Its placement while on screen: content frame, arrow direction and tip; nil off screen.
    public var placement: PopoverPlacement?

    public init(time: SimInstant, phase: SheetPhase, placement: PopoverPlacement?) {
        self.time = time
        self.phase = phase
        self.placement = placement
    }
}

extension Simulator {
    /// Samples the popover `name`'s geometry for its track when it changed since the last sample
    /// (after each of its events while recording), from when it first comes on screen; a popover no
    /// longer in the table (handed over to its adaptive sheet) is sampled off screen.
    mutating func recordPopover(_ name: String) {
        guard recording != nil else { return }
        let popover = machines.machine(PopoverMachine.self, named: name)
        let sample = PopoverSample(time: now, phase: popover.map { $0.state.phase } ?? .notPresented, placement: popover?.state.placement)
        let index: Int
        if let found = recording!.popoverTracks.lastIndex(where: { $0.popover == name }) {
            index = found
            if let last = recording!.popoverTracks[index].samples.last, last.phase == sample.phase, last.placement == sample.placement { return }
        } else {
            guard sample.placement != nil else { return }  // the track starts when it comes on screen
            index = recording!.popoverTracks.count
            recording!.popoverTracks.append(PopoverTrack(popover: name))
        }
        guard recording!.admitSample() else { return }
        recording!.popoverTracks[index].samples.append(sample)
    }
}
