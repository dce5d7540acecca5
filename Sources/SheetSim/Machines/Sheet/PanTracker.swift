/// The sheet's pan gesture recognizer, as far as SheetSim needs it: whether it tracks a finger,
/// and that finger's touch history, which the release velocity is estimated from (SheetRules 3,
/// "Release"), with the detent the sheet rested on when the finger went down.
///
/// A machine of its own beside ``SheetState``, as `UIPanGestureRecognizer` is an object of its own
/// beside the presentation controller: it holds samples only while it tracks (``State/tracking(detentAtStart:)``),
/// and the sheet ends it whenever its state lets the finger go. Its history is not part of the
/// finger's ``DragState``, which the sheet's state carries: that state is copied on every display
/// frame, and a history inside it would make each copy retain and release an array.
struct PanTracker: Sendable {
    /// Whether a finger is being tracked.
    enum State: Sendable, Equatable {
        /// No finger: no history.
        case possible
        /// A finger is down; the sheet rested on `detentAtStart` when it went down.
        case tracking(detentAtStart: DetentIdentifier?)
    }

    private(set) var state: State = .possible
    /// The tracked finger's samples, oldest first; empty while ``State/possible``. Its storage is
    /// kept from one finger to the next (a cache of capacity, not of samples).
    private(set) var samples: [TouchSample] = []
    /// Room the history starts with: a second of samples at 120 Hz.
    static var initialCapacity: Int { 128 }

    /// Starts tracking a finger that went down with `sample` on a sheet resting on `detent`.
    mutating func begin(_ sample: TouchSample, restingOn detent: DetentIdentifier?) {
        samples.removeAll(keepingCapacity: true)
        // Allocated once, rather than grown by doubling from one sample.
        if samples.capacity < Self.initialCapacity { samples.reserveCapacity(Self.initialCapacity) }
        samples.append(sample)
        state = .tracking(detentAtStart: detent)
    }

    /// Adds a sample of the tracked finger, keeping the list short: only the velocity window
    /// matters at release. The window is worked out only when the list is trimmed, not at every
    /// sample. Without a tracked finger, nothing is kept.
    mutating func append(_ sample: TouchSample, window: @autoclosure () -> SimDuration) {
        guard isTracking else { return }
        samples.append(sample)
        if samples.count > 256 {
            let cutoff = sample.time + SimDuration(nanoseconds: -window().nanoseconds)
            samples.removeAll { $0.time < cutoff }
            if samples.count > 256 { samples.removeFirst(samples.count - 256) }
        }
    }

    /// Stops tracking: the finger lifted, or the sheet let it go. The history is gone.
    mutating func reset() {
        guard isTracking else { return }
        samples.removeAll(keepingCapacity: true)
        state = .possible
    }

    var isTracking: Bool {
        if case .tracking = state { return true }
        return false
    }

    /// The detent the sheet rested on when the tracked finger went down.
    var detentAtStart: DetentIdentifier? {
        if case .tracking(let detent) = state { return detent }
        return nil
    }

    /// Where the tracked finger was last seen.
    var lastLocation: Point? { samples.last?.location }

    /// The release velocity over `window` (see ``PanVelocity``).
    func velocity(window: SimDuration) -> Point { PanVelocity.estimate(samples, window: window) }
}
