extension Simulator {
    /// Takes a batch of recorded frames as they are recorded (``Simulator/frameSink``).
    ///
    /// - Parameters:
    ///   - frames: the records taken since the last batch, in order. Every one is at `now` or
    ///     earlier.
    ///   - log: the whole log so far. Entries still to come are at `now` or later, so a record
    ///     before `now` has every entry it follows already logged; one at `now` may still be
    ///     followed by entries at `now`.
    ///   - now: the clock.
    public typealias FrameSink = (_ frames: FrameLog, _ log: CallbackLog, _ now: SimInstant) -> Void

    /// Records handed to a ``frameSink`` at a time: a few seconds of one sheet's frames at 120 Hz,
    /// a few hundred kilobytes at most.
    public static let frameSinkBatch = 4_096

    /// Hands ``frames`` to the ``frameSink`` and empties it. Out of line: it runs once a batch.
    @inline(never)
    mutating func handFramesToSink() {
        guard let frameSink else { return }
        let batch = frames
        frames = FrameLog()
        frameSink(batch, log, now)
    }
}
