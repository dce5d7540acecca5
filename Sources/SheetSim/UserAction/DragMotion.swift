/// How a finger moves in a whole gesture, from touch-down to lift: a sheet's drag, the
/// navigation controller's swipe back, the split view controller's sidebar drag, a row swipe.
///
/// A sheet's drag takes every motion; the straight gestures on containers and table rows move by
/// a distance, over a duration or at a velocity.
public enum DragMotion: Hashable, Sendable {
    /// By `distance` points (for a sheet, positive is down) over `duration`, at a steady speed:
    /// one touch sample per display frame.
    case distance(Double, duration: SimDuration)
    /// By `distance` points at a steady `velocity` (pt/s, the distance's sign), which is also the
    /// release velocity; the gesture lasts `distance / velocity`.
    case velocity(distance: Double, velocity: Double)
    /// From where the sheet is to the resting position of one of its active detents, over
    /// `duration` at a steady speed (a sheet's drag only).
    case toDetent(DetentIdentifier, duration: SimDuration)
    /// Explicit samples, each the finger's offset from the spot where it goes down (the target's
    /// own: ``Simulator/location(of:)``), at times after touch-down: the first is the
    /// touch-down, the last the lift (a sheet's drag only).
    case samples([DragSample])
    /// Explicit samples, each the finger's y in the window's coordinates, at times after
    /// touch-down: the first is the touch-down, the last the lift (a sheet's drag only).
    case positions([DragSample])
}

/// One touch sample of a drag given sample by sample: where the finger is (see
/// ``DragMotion/samples(_:)`` and ``DragMotion/positions(_:)`` for what `y` is measured from) at
/// `after`, counted from touch-down.
public struct DragSample: Hashable, Sendable {
    /// The sample's time after touch-down.
    public var after: SimDuration
    /// The finger's y: an offset from where it went down, or a position in the window.
    public var y: Double

    /// A sample at `after`, at `y`.
    ///
    /// - Parameters:
    ///   - after: the time after touch-down.
    ///   - y: the finger's y, an offset or a position as the motion says.
    public init(after: SimDuration, y: Double) {
        self.after = after
        self.y = y
    }
}
