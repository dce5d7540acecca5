import SheetSim

/// Where everything goes: fixed widths (the picture is meant to be read on a screen or a printed
/// page, not stretched), heights that follow from what the run holds.
struct Canvas {
    static let width = 1240.0
    /// Room left of the plots for the lane names and axis labels.
    static let plotLeft = 260.0
    /// Room right of the plots for the detent names.
    static let plotRight = 1080.0
    static let positionHeight = 330.0
    static let appearanceHeight = 110.0
    static let trackGap = 44.0
    static let laneRowHeight = 14.0
    static let laneMinimumRows = 2
    static let laneMaximumRows = 6
    static let labelSize = 11.0
    static let smallSize = 9.5

    /// A value range mapped onto a vertical span of the picture.
    struct Scale {
        var domain: ClosedRange<Double>
        var top: Double
        var bottom: Double
        /// Larger values lower (screen y: the screen's top at the top).
        var downward: Bool

        func y(_ value: Double) -> Double {
            let span = domain.upperBound - domain.lowerBound
            let fraction = span > 0 ? (value - domain.lowerBound) / span : 0
            let clamped = min(max(fraction, 0), 1)
            return downward ? top + clamped * (bottom - top) : bottom - clamped * (bottom - top)
        }
    }
}

/// An SVG path through samples held between events: the simulation is discrete, so a value stays
/// put until the next event changes it. Samples a frame apart are joined straight (one motion);
/// further apart, the line holds, then steps.
struct StepPath {
    private(set) var d = ""
    private var last: (time: SimInstant, x: Double, y: Double)?
    let frameInterval: SimDuration

    init(frameInterval: SimDuration) {
        self.frameInterval = frameInterval
    }

    mutating func add(time: SimInstant, x: Double, y: Double) {
        if let last {
            if (time - last.time).nanoseconds * 2 > frameInterval.nanoseconds * 3 {
                d += " L" + XMLText.number(x) + " " + XMLText.number(last.y)
            }
            d += " L" + XMLText.number(x) + " " + XMLText.number(y)
        } else {
            d = "M" + XMLText.number(x) + " " + XMLText.number(y)
        }
        last = (time, x, y)
    }

    /// Holds the last value out to `x`.
    mutating func hold(to x: Double) {
        guard let last, x > last.x else { return }
        d += " L" + XMLText.number(x) + " " + XMLText.number(last.y)
    }
}
