/// A scheduled drag's touch samples still to come, waiting beside the event queue.
///
/// A drag knows every sample when it is scheduled (one per display frame, in time order), so the
/// samples need not go through the heap one by one: each would cost a sift down when it comes
/// out, and an event of its own (the sheet's name, the sample, the heap's keys) while it waits.
/// They stay here as the list the caller made, and each takes its turn exactly where the queue
/// would have given it: by time, ties by the sequence number it was given when the drag was
/// scheduled (a block of consecutive numbers drawn from the queue's counter).
///
/// Not an optional: with nothing to come it is simply empty, so the simulator's every step asks a
/// stored count rather than an optional's tag through the generic value witnesses an optional of
/// this type needs.
@usableFromInline struct PendingDrag {
    /// The sheet the finger is on, and where on it the finger went down.
    let sheet: String
    let target: TouchTarget
    /// Where the finger is across the container: a drag moves it only up and down.
    let x: Double
    /// When the drag was scheduled: each sample comes `after` this.
    let begin: SimInstant
    let samples: [(after: SimDuration, y: Double)]
    /// The first sample's sequence number; sample `i` has the `i`-th after it.
    let firstSequence: UInt64
    /// The next sample to deliver.
    @usableFromInline private(set) var next = 0
    /// One past the last sample to deliver: a dismissal cuts the drag short.
    @usableFromInline private(set) var end: Int

    init(sheet: String, target: TouchTarget, x: Double, begin: SimInstant,
         samples: [(after: SimDuration, y: Double)], firstSequence: UInt64) {
        self.sheet = sheet
        self.target = target
        self.x = x
        self.begin = begin
        self.samples = samples
        self.firstSequence = firstSequence
        self.end = samples.count
    }

    /// No drag: nothing to come.
    init() {
        self.init(sheet: "", target: .grabber, x: 0, begin: .zero, samples: [], firstSequence: 0)
    }

    /// Whether every sample still to come has been taken (or there was no drag).
    @usableFromInline var isEmpty: Bool { next >= end }

    /// The next sample's time and sequence number: its key in the queue's order (while not empty).
    @usableFromInline var nextKey: (time: Int64, sequence: UInt64) {
        (begin.nanosecondsSinceStart + samples[next].after.nanoseconds, firstSequence &+ UInt64(next))
    }

    /// Sample `index` as the sheet receives it.
    func sample(_ index: Int) -> TouchSample {
        TouchSample(time: begin + samples[index].after, location: Point(x: x, y: samples[index].y))
    }

    /// Takes the next sample as its event, with the sheet it is for: the first puts the finger
    /// down, the last lifts it.
    mutating func takeNext() -> (time: SimInstant, sheet: String, event: SheetEvent) {
        let index = next
        next += 1
        let sample = sample(index)
        let event: SheetEvent = index == 0 ? .touchBegan(sample, target: target)
            : index == samples.count - 1 ? .touchEnded(sample) : .touchMoved(sample)
        let taken = (sample.time, sheet, event)
        letGoIfFinished()
        return taken
    }

    /// Drops the moves and the lift still to come, as a dismissal does with a finger's queued
    /// samples; a touch-down not yet delivered still comes.
    mutating func dropMovesAndLift() {
        end = Swift.min(end, next == 0 ? 1 : next)
        letGoIfFinished()
    }

    /// With nothing left to come, lets the samples go rather than keep them until the next drag.
    private mutating func letGoIfFinished() {
        if isEmpty { self = PendingDrag() }
    }
}
