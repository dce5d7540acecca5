extension Simulator {
    // MARK: Touches, one sample at a time (SheetRules 3)

    /// Where a touch on `target` lands on the front sheet: the grabber's centre, or 100 pt / 200 pt
    /// below the sheet's top for its body and its scroll view.
    public func location(of target: TouchTarget) throws -> Point {
        guard let sheet = stack.last else { throw SimulationError.noSheetPresented }
        let x = environment.containerSize.width / 2
        switch target {
        case .grabber: return Point(x: x, y: sheet.offset + metrics.grabberTopInset + metrics.grabberHeight / 2)
        case .body: return Point(x: x, y: sheet.offset + 100)
        case .scrollView: return Point(x: x, y: sheet.offset + 200)
        }
    }

    /// Puts a finger down on the front sheet now.
    public mutating func touchDown(on target: TouchTarget, at location: Point? = nil) throws {
        guard touchDown == nil else { throw SimulationError.touchAlreadyDown }
        let name = try frontName()
        let point = try location ?? self.location(of: target)
        guard point.x.isFinite, point.y.isFinite else { throw SimulationError.nonFinite(what: "touch location") }
        touchDown = (name, point)
        deliverTouch(.touchBegan(TouchSample(time: now, location: point), target: target), to: name)
    }

    /// Moves the finger to `y` (container coordinates) now.
    public mutating func touchMove(toY y: Double) throws {
        guard let down = touchDown else { throw SimulationError.noTouchDown }
        guard y.isFinite else { throw SimulationError.nonFinite(what: "touch location") }
        deliverTouch(.touchMoved(TouchSample(time: now, location: Point(x: down.location.x, y: y))), to: down.sheet)
    }

    /// Lifts the finger at `y` (or where it is) now; the sheet is released with the velocity of
    /// the recent samples.
    public mutating func touchUp(atY y: Double? = nil) throws {
        guard let down = touchDown else { throw SimulationError.noTouchDown }
        let finalY = y ?? lastTouchY ?? down.location.y
        guard finalY.isFinite else { throw SimulationError.nonFinite(what: "touch location") }
        touchDown = nil
        deliverTouch(.touchEnded(TouchSample(time: now, location: Point(x: down.location.x, y: finalY))), to: down.sheet)
    }

    var lastTouchY: Double? {
        guard let down = touchDown, let sheet = stack.first(where: { $0.name == down.sheet }) else { return nil }
        return sheet.lastTouchLocation?.y
    }

    // MARK: Whole drags

    /// Drags the front sheet by `distance` points (positive = down) over `duration`, one touch sample
    /// per display frame, and lifts the finger. Returns once the finger is up; the sheet then
    /// settles as time runs on.
    public mutating func drag(_ target: TouchTarget, by distance: Double, duration: SimDuration) throws {
        try perform(.drag(target, .distance(distance, duration: duration)))
    }

    /// Drags the front sheet from where it is to the active detent `detent` over `duration`, one
    /// touch sample per display frame, and lifts the finger there: `drag grabber to large over 300ms`
    /// in a scenario. Where the sheet then goes is the release's decision (its velocity may carry it
    /// on). Returns once the finger is up.
    public mutating func drag(_ target: TouchTarget, to detent: DetentIdentifier, duration: SimDuration) throws {
        try perform(.drag(target, .toDetent(detent, duration: duration)))
    }

    /// The samples of a steady drag from where the front sheet is to the active detent `detent`.
    public func steadyDragSamples(_ target: TouchTarget, to detent: DetentIdentifier,
                                  duration: SimDuration) throws -> [(after: SimDuration, y: Double)] {
        guard let sheet = stack.last else { throw SimulationError.noSheetPresented }
        guard let resolved = sheet.resolvedDetents.first(where: { $0.identifier == detent }) else {
            let active = sheet.resolvedDetents.map(\.identifier.description).joined(separator: ", ")
            throw SimulationError.invalidValue(what: "detent '\(detent)'", reason: "is not active now (active: \(active))")
        }
        guard resolved.offset != sheet.offset else {
            throw SimulationError.invalidValue(what: "the sheet", reason: "is already at '\(detent)'; the drag would not move")
        }
        return try steadyDragSamples(target, by: resolved.offset - sheet.offset, duration: duration)
    }

    /// Drags the front sheet by `distance` at a steady `velocity` (pt/s, positive = down), so the
    /// release velocity is `velocity`.
    public mutating func drag(_ target: TouchTarget, by distance: Double, velocity: Double) throws {
        try perform(.drag(target, .velocity(distance: distance, velocity: velocity)))
    }

    /// How long a steady drag by `distance` at `velocity` takes (its release velocity is `velocity`).
    public static func duration(ofDragBy distance: Double, velocity: Double) throws -> SimDuration {
        guard distance.isFinite else { throw SimulationError.nonFinite(what: "drag distance") }
        guard velocity.isFinite else { throw SimulationError.nonFinite(what: "drag velocity") }
        guard distance != 0 else { throw SimulationError.zeroLengthDrag }
        guard velocity != 0 else { throw SimulationError.invalidValue(what: "drag velocity", reason: "must not be zero") }
        guard (distance > 0) == (velocity > 0) else { throw SimulationError.velocityAgainstDistance }
        guard let duration = SimDuration.seconds(exactly: distance / velocity), duration.nanoseconds > 0 else {
            throw SimulationError.invalidValue(what: "drag velocity", reason: "is too fast for the distance")
        }
        return duration
    }

    /// Replays explicit touch samples: `samples[i].y` is the finger's y at `now + samples[i].after`.
    /// The first sample is the touch-down, the last the touch-up. Returns once the finger is up.
    public mutating func drag(_ target: TouchTarget, samples: [(after: SimDuration, y: Double)]) throws {
        try perform(.drag(target, .positions(samples.map { DragSample(after: $0.after, y: $0.y) })))
    }

    /// Queues a drag's touch samples without running the clock, and returns when the finger lifts.
    /// For drivers that must stop inside the drag (say, to check the state at an instant).
    public mutating func scheduleDrag(_ target: TouchTarget, samples: [(after: SimDuration, y: Double)]) throws -> SimInstant {
        guard samples.count >= 2 else {
            throw SimulationError.invalidValue(what: "a drag", reason: "needs at least two touch samples (down and up)")
        }
        for (index, sample) in samples.enumerated() {
            guard sample.y.isFinite else { throw SimulationError.nonFinite(what: "touch sample y") }
            // SheetRules 3, "Release": the release velocity divides by the time between samples, so two samples
            // at one instant would feed it a zero interval.
            guard index == 0 ? sample.after >= .zero : sample.after > samples[index - 1].after else {
                throw SimulationError.invalidValue(what: "touch samples", reason: "must be at increasing times")
            }
        }
        guard touchDown == nil else { throw SimulationError.touchAlreadyDown }
        let name = try frontName()
        let x = try location(of: target).x
        let begin = now
        guard let lift = begin.adding(samples[samples.count - 1].after) else { throw SimulationError.pastClockLimit(what: "the drag") }
        if pendingDrag.isEmpty {
            pendingDrag = PendingDrag(sheet: name, target: target, x: x, begin: begin, samples: samples,
                                      firstSequence: queue.takeSequences(samples.count))
            return lift
        }
        // A second drag scheduled while one still waits: its samples go through the queue, each
        // made as the waiting drag makes its own (the queue numbers them as they come).
        var second = PendingDrag(sheet: name, target: target, x: x, begin: begin, samples: samples, firstSequence: 0)
        queue.reserveCapacity(forMore: samples.count)
        while !second.isEmpty {
            let (time, sheet, event) = second.takeNext()
            queue.schedule(.scheduled(.touch(event, to: sheet)), at: time)
        }
        return lift
    }

    /// The longest steady drag ``steadyDragSamples(_:by:duration:)`` makes: a simulator limit,
    /// not a UIKit number (432,000 samples at 120 Hz).
    public static let longestSteadyDrag = SimDuration.seconds(3600)

    /// The samples of a steady drag by `distance` over `duration`: one per display frame (the touch
    /// rate of the device), starting where `target` is.
    public func steadyDragSamples(_ target: TouchTarget, by distance: Double, duration: SimDuration) throws -> [(after: SimDuration, y: Double)] {
        guard distance.isFinite else { throw SimulationError.nonFinite(what: "drag distance") }
        guard distance != 0 else { throw SimulationError.zeroLengthDrag }
        guard duration.nanoseconds > 0 else { throw SimulationError.nonPositiveDuration(what: "drag duration") }
        let start = try location(of: target)
        return try steadySamples(from: start, dx: 0, dy: distance, duration: duration).map { ($0.after, $0.point.y) }
    }

    /// A steady finger movement by (`dx`, `dy`) over `duration` from `start`: one sample per
    /// display frame (the touch rate of the device), the first at `start`, the last at `duration`.
    func steadySamples(from start: Point, dx: Double, dy: Double, duration: SimDuration) throws -> [(after: SimDuration, point: Point)] {
        // One sample per frame: without a bound, `drag grabber by 100pt over 9e9s` would ask for
        // 10^12 samples. No finger drags for an hour.
        guard duration <= Self.longestSteadyDrag else {
            throw SimulationError.invalidValue(what: "a steady drag", reason: "must last at most an hour (one touch sample per frame)")
        }
        let interval = environment.frameInterval
        let steps = max(1, Int((duration.nanoseconds + interval.nanoseconds - 1) / interval.nanoseconds))
        var samples: [(after: SimDuration, point: Point)] = [(.zero, start)]
        samples.reserveCapacity(steps + 1)
        for step in 1...steps {
            let after = step == steps ? duration : interval * Int64(step)
            let fraction = Double(after.nanoseconds) / Double(duration.nanoseconds)
            samples.append((after, Point(x: start.x + dx * fraction, y: start.y + dy * fraction)))
        }
        return samples
    }

    // MARK: Taps

    /// Taps the front sheet's grabber (SheetRules 2.3).
    public mutating func tapGrabber() throws {
        send(.grabberTapped, to: try frontName())
    }

    /// Taps the dimming view above the front sheet (SheetRules 4.7); where it is undimmed the tap
    /// reaches the presenter, and is logged there.
    public mutating func tapDimmingView(at point: Point? = nil) throws {
        let name = try frontName()
        let p = point ?? Point(x: environment.containerSize.width / 2, y: max(0, (stack.last!.offset) / 2))
        guard p.x.isFinite, p.y.isFinite else { throw SimulationError.nonFinite(what: "tap location") }
        send(.dimmingViewTapped(p), to: name)
    }

    /// Taps the presenter behind the front sheet: the same hit as the dimming view.
    public mutating func tapPresenter(at point: Point? = nil) throws {
        try tapDimmingView(at: point)
    }

    /// Takes the pending drag's next sample when it comes before everything queued (ties by the
    /// sequence numbers, as in the queue); nil, and nothing taken, otherwise. The drag must not
    /// be empty.
    mutating func takeDragSampleIfNext() -> (time: SimInstant, sheet: String, event: SheetEvent)? {
        let key = pendingDrag.nextKey
        if let queued = queue.nextKey, (queued.time, queued.sequence) < (key.time, key.sequence) { return nil }
        return pendingDrag.takeNext()
    }
}
