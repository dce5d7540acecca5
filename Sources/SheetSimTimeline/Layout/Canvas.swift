import SheetSim

/// Where everything goes. The width is fixed at 830 — about a README column on GitHub — so the
/// picture is shown at its drawn size there, and the smallest text (``smallSize``) is 10 px; the
/// heights follow from what the run holds.
struct Canvas {
    static let width = 830.0
    /// The left and right edge of any text.
    static let margin = 12.0
    /// Room left of the plots for the value axes' labels.
    static let plotLeft = 50.0
    /// Room right of the plots for the detent names and the scale axis (``marginLabelColumns``
    /// characters of small text).
    static let plotRight = 694.0
    static let marginLabelColumns = 18
    static let positionHeight = 280.0
    static let appearanceHeight = 96.0
    /// A split view controller's column track.
    static let splitViewHeight = 150.0
    /// The presented view's height track.
    static let viewHeightHeight = 96.0
    /// The layout track (bar heights, scroll offsets, safe areas).
    static let layoutHeight = 110.0
    /// The floating-sheet track (an iOS 26 sheet's inset and corner radius).
    static let floatingHeight = 80.0
    /// The popover track (frames and arrows).
    static let popoverHeight = 110.0
    /// The window track (its width and height).
    static let windowHeight = 90.0
    /// From a section's top to its plot: the heading's line.
    static let headingHeight = 22.0
    /// Under a plot: the time axis's labels.
    static let axisHeight = 24.0
    static let sectionGap = 12.0
    /// A lane's (or the input strip's) first line names it; its label rows follow.
    static let laneHeaderHeight = 17.0
    static let laneRowHeight = 14.0
    static let lanePadding = 4.0
    static let laneMinimumRows = 1
    static let laneMaximumRows = 6
    static let titleSize = 15.0
    static let headingSize = 12.0
    static let labelSize = 11.0
    /// The smallest text: 10 px when the picture is shown at its own width.
    static let smallSize = 10.0

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

        /// Whether `value` is on the axis (not clamped to an end).
        func contains(_ value: Double) -> Bool {
            domain.contains(value)
        }
    }
}

/// An SVG path through samples held between events: the simulation is discrete, so a value stays
/// put until the next event changes it. Samples a frame apart are joined straight (one motion);
/// further apart, the line holds, then steps. Points that would land within ``resolution`` of the
/// last one drawn are folded into the next, and so are level stretches (a presenter that does not
/// scale, a sheet at rest through a frame-by-frame animation of something else), so an hour-long
/// drag is a few hundred points, not 432,000, and the line is never more than that far from a
/// sample.
struct StepPath {
    static let resolution = 0.4

    private var text = ""
    /// The points drawn, in order (for labels to keep off the line).
    private(set) var points: [(x: Double, y: Double)] = []
    /// The last sample seen, drawn or not.
    private var last: (time: SimInstant, x: Double, y: Double)?
    /// The last point drawn.
    private var drawn: (x: Double, y: Double)?
    /// A sample seen but not drawn yet: too close to `drawn` (it can be dropped), or level with
    /// it (`level`: it must be drawn before the line leaves that level).
    private var pending: (x: Double, y: Double, level: Bool)?
    let frameInterval: SimDuration

    init(frameInterval: SimDuration) {
        self.frameInterval = frameInterval
    }

    /// The path data.
    var d: String {
        guard let pending else { return text }
        return text + Self.lineTo(pending.x, pending.y)
    }

    /// Every point of the path, its last included.
    var allPoints: [(x: Double, y: Double)] {
        guard let pending else { return points }
        return points + [(pending.x, pending.y)]
    }

    mutating func add(time: SimInstant, x: Double, y: Double) {
        defer { last = (time, x, y) }
        guard let last, let drawn else {
            text = "M" + XMLText.number(x) + " " + XMLText.number(y)
            drawn = (x, y)
            points.append((x, y))
            return
        }
        // A point not drawn is within `resolution` of the last one drawn, so the next segment
        // passes within that distance of it: it can be dropped, except as the path's end (`d`).
        if (time - last.time).nanoseconds * 2 > frameInterval.nanoseconds * 3 {
            pending = nil  // the hold runs level at last.y, within `resolution` of any pending point
            lineTo(x, last.y)
            lineTo(x, y)
        } else if abs(y - drawn.y) < Self.resolution {
            pending = (x, y, level: abs(x - drawn.x) >= Self.resolution)
        } else {
            if let pending, pending.level { lineTo(pending.x, pending.y) }
            pending = nil
            lineTo(x, y)
        }
    }

    /// Holds the last value out to `x`.
    mutating func hold(to x: Double) {
        guard let last, x > last.x else { return }
        pending = nil
        lineTo(x, last.y)
    }

    private mutating func lineTo(_ x: Double, _ y: Double) {
        text += Self.lineTo(x, y)
        drawn = (x, y)
        points.append((x, y))
    }

    private static func lineTo(_ x: Double, _ y: Double) -> String {
        " L" + XMLText.number(x) + " " + XMLText.number(y)
    }
}
