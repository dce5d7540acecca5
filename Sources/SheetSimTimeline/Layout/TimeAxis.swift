import SheetSim

/// Maps virtual time to x. Linear where something happens; a stretch longer than ``idleGap`` where
/// nothing does (no callback, no sample, no touch) is squeezed into a fixed-width break, so one
/// `wait 5s` does not push the drag that matters into a sliver.
struct TimeAxis {
    struct Segment {
        var start: SimInstant
        var end: SimInstant
        var x0: Double
        var x1: Double
        var isBreak: Bool
    }

    /// Quiet stretches longer than this become breaks.
    static let idleGap = SimDuration.milliseconds(1000)
    /// Time kept on each side of a break, so motion is not cut at its edges.
    static let breakPadding = SimDuration.milliseconds(150)
    static let breakWidth = 34.0
    /// The shortest axis: a run that ends at 0 ms still gets room for its labels.
    static let minimumSpan = SimDuration.milliseconds(100)
    /// Tick labels at least this far apart.
    static let minimumTickSpacing = 64.0

    let segments: [Segment]
    let end: SimInstant
    /// The tick step, a 1-2-5 multiple of a millisecond.
    let tickStep: SimDuration

    var left: Double { segments.first?.x0 ?? 0 }
    var right: Double { segments.last?.x1 ?? 0 }
    var breaks: [Segment] { segments.filter(\.isBreak) }

    /// - Parameters:
    ///   - activity: every instant something happens, in any order.
    ///   - end: the clock at the end of the run.
    init(activity: [SimInstant], end runEnd: SimInstant, left: Double, width: Double) {
        let times = activity.sorted()
        let start = SimInstant.zero
        let lastActivity = times.last ?? .zero
        var end = max(runEnd, lastActivity)
        if end - start < Self.minimumSpan { end = start + Self.minimumSpan }
        // Quiet stretches between things that happen, each kept `breakPadding` away from them.
        var quiet: [(SimInstant, SimInstant)] = []
        var previous = start
        for time in times {
            if time - previous > Self.idleGap + Self.breakPadding * 2 {
                quiet.append((previous + Self.breakPadding, SimInstant(nanosecondsSinceStart: time.nanosecondsSinceStart - Self.breakPadding.nanoseconds)))
            }
            previous = max(previous, time)
        }
        // Room after the last thing that happens, so its tick is not on the frame's edge: a 25th of
        // the time drawn to scale (not of the run: squeezed waits would make it a wide empty strip).
        let squeezed = quiet.reduce(Int64(0)) { $0 + ($1.1 - $1.0).nanoseconds }
        let drawnToScale = (lastActivity - start).nanoseconds - squeezed
        let margin = SimDuration(nanoseconds: max(drawnToScale, Self.minimumSpan.nanoseconds) / 25)
        if end - lastActivity > margin + Self.idleGap {
            // A long quiet end is one break from just after the last activity to the end: nothing
            // follows it, so it needs no padding on its far side.
            quiet.append((lastActivity + margin, end))
        } else if end - lastActivity < margin {
            end = lastActivity + margin
        }
        let quietSpan = quiet.reduce(Int64(0)) { $0 + ($1.1 - $1.0).nanoseconds }
        let linearSpan = Double((end - start).nanoseconds - quietSpan)
        let linearWidth = max(1, width - Double(quiet.count) * Self.breakWidth)
        let pxPerNanosecond = linearWidth / max(1, linearSpan)
        var segments: [Segment] = []
        var x = left
        var cursor = start
        func linear(to time: SimInstant) {
            guard time > cursor || segments.isEmpty else { return }
            let w = Double((time - cursor).nanoseconds) * pxPerNanosecond
            segments.append(Segment(start: cursor, end: time, x0: x, x1: x + w, isBreak: false))
            x += w
            cursor = time
        }
        for (from, to) in quiet {
            linear(to: from)
            segments.append(Segment(start: from, end: to, x0: x, x1: x + Self.breakWidth, isBreak: true))
            x += Self.breakWidth
            cursor = to
        }
        linear(to: end)
        // The axis ends exactly at the plot's right edge, whatever the rounding on the way.
        segments[segments.count - 1].x1 = left + width
        self.segments = segments
        self.end = end
        self.tickStep = Self.niceStep(atLeast: Self.minimumTickSpacing / (pxPerNanosecond * 1_000_000))
    }

    /// x for `time`; inside a break, proportionally across it.
    func x(_ time: SimInstant) -> Double {
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].start <= time { low = mid } else { high = mid - 1 }
        }
        let segment = segments[low]
        let span = Double((segment.end - segment.start).nanoseconds)
        guard span > 0 else { return segment.x0 }
        let fraction = min(max(Double((time - segment.start).nanoseconds) / span, 0), 1)
        return segment.x0 + fraction * (segment.x1 - segment.x0)
    }

    /// Tick instants on the linear stretches, every ``tickStep``, none crowding a break.
    var ticks: [SimInstant] {
        let step = tickStep.nanoseconds
        var result: [SimInstant] = []
        var lastX = -Double.infinity
        for segment in segments where !segment.isBreak {
            var n = (segment.start.nanosecondsSinceStart + step - 1) / step
            while n * step <= segment.end.nanosecondsSinceStart, result.count < 400 {
                let time = SimInstant.zero + SimDuration(nanoseconds: n * step)
                let x = self.x(time)
                if x - lastX >= Self.minimumTickSpacing * 0.75 {
                    result.append(time)
                    lastX = x
                }
                n += 1
            }
        }
        return result
    }

    /// The smallest 1-2-5 step of at least `milliseconds`, and never below 1 ms.
    static func niceStep(atLeast milliseconds: Double) -> SimDuration {
        var magnitude: Int64 = 1
        while true {
            for factor: Int64 in [1, 2, 5] where Double(factor * magnitude) >= milliseconds {
                return .milliseconds(factor * magnitude)
            }
            guard magnitude < 1_000_000_000_000 else { return .milliseconds(magnitude) }
            magnitude *= 10
        }
    }
}
