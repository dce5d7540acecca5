/// The touch history of the finger on a sheet, as its pan gesture recognizer keeps it: the samples
/// the release velocity is estimated from (SheetRules 3, "Release"); and the detent the sheet
/// rested on when the finger went down.
///
/// It sits beside the machine's ``SheetState`` rather than inside the finger's ``DragState``. Every
/// touch sample adds to it, and a value inside an enum's payload can only be changed by taking the
/// payload out and putting it back: a history in there would be copied, retained and released at
/// every sample. It describes the finger of ``SheetState/finger`` while there is one, and is
/// started afresh when the next finger goes down.
struct PanTracker: Sendable {
    private(set) var samples: [TouchSample] = []
    /// Room the history starts with: a second of samples at 120 Hz.
    static var initialCapacity: Int { 128 }
    /// The detent the sheet rested on when the finger went down, to tell at release whether the
    /// drag changed it. Kept here, not in the finger's ``DragState``: the finger is taken out of
    /// the state and put back at every sample, and with an identifier in it (a string) each copy
    /// retained and released it; without one, the finger is plain bytes.
    private(set) var detentAtStart: DetentIdentifier?

    /// The sample at touch-down, replacing the last finger's history, and the detent the sheet
    /// rests on then.
    mutating func begin(_ sample: TouchSample, restingOn detent: DetentIdentifier?) {
        samples.removeAll(keepingCapacity: true)
        // Allocated once, rather than grown by doubling from one sample.
        if samples.capacity < Self.initialCapacity { samples.reserveCapacity(Self.initialCapacity) }
        samples.append(sample)
        detentAtStart = detent
    }

    /// Adds a sample, keeping the list short: only the velocity window matters at release. The
    /// window is worked out only when the list is trimmed, not at every sample.
    mutating func append(_ sample: TouchSample, window: @autoclosure () -> SimDuration) {
        samples.append(sample)
        if samples.count > 256 {
            let cutoff = sample.time + SimDuration(nanoseconds: -window().nanoseconds)
            samples.removeAll { $0.time < cutoff }
            if samples.count > 256 { samples.removeFirst(samples.count - 256) }
        }
    }

    /// Where the finger was last seen.
    var lastLocation: Point? { samples.last?.location }

    /// The release velocity over `window` (see ``PanVelocity``).
    func velocity(window: SimDuration) -> Point { PanVelocity.estimate(samples, window: window) }
}
