/// The display's vsync grid: frame k starts at `k · 10⁹ / hz` ns after the grid's start, computed
/// exactly in integers (truncated toward zero), so frame 120 at 120 Hz is exactly 1 s later with no
/// drift and no overflow for any realistic index.
///
/// A value of its own (one integer) so the simulator's per-frame scheduling reads the refresh rate
/// and nothing else of the environment.
public struct FrameGrid: Hashable, Sendable {
    /// Frames a second, at least 1.
    public let hz: Int64

    public init(refreshRate: Int) { hz = Int64(max(refreshRate, 1)) }

    /// The start of frame `index` counted from `start`.
    public func time(index: Int64, from start: SimInstant) -> SimInstant {
        start + SimDuration(nanoseconds: nanoseconds(second: index / hz, frame: index % hz))
    }

    /// The start of frame `frame` (0 ..< hz) of whole second `second`, in ns from the grid's start:
    /// where the truncation rule is written, for ``time(index:from:)`` and the simulator's
    /// ``FrameCursor``.
    @inline(__always)
    func nanoseconds(second: Int64, frame: Int64) -> Int64 {
        second * 1_000_000_000 + frame * 1_000_000_000 / hz
    }

    /// The first frame index whose ``time(index:from:)`` is at or after `instant` (0 when `instant`
    /// is at or before `start`).
    public func index(atOrAfter instant: SimInstant, from start: SimInstant) -> Int64 {
        let elapsed = (instant - start).nanoseconds
        guard elapsed > 0 else { return 0 }
        // Smallest i with floor(i·10⁹/hz) ≥ elapsed, i.e. i·10⁹ ≥ elapsed·hz (hz divides into ns exactly here).
        let secs = elapsed / 1_000_000_000
        let restNs = elapsed % 1_000_000_000
        var index = secs * hz + (restNs * hz) / 1_000_000_000
        while time(index: index, from: start) < instant { index += 1 }
        return index
    }

    /// The first frame strictly after `instant` on the global grid that starts at zero.
    ///
    /// Closed form, no search: frame k starts after t exactly when `floor(k·10⁹/hz) ≥ t + 1`, that
    /// is `k ≥ (t + 1)·hz / 10⁹`; the smallest such k is that quotient rounded up, worked out per
    /// whole second so nothing overflows. Runs once per display frame.
    public func nextFrame(after instant: SimInstant) -> SimInstant {
        time(index: indexOfNextFrame(after: instant), from: .zero)
    }

    /// The index of ``nextFrame(after:)`` on the global grid.
    func indexOfNextFrame(after instant: SimInstant) -> Int64 {
        let t = instant.nanosecondsSinceStart
        guard t >= 0 else { return 0 }
        let next = t + 1
        return next / 1_000_000_000 * hz + (next % 1_000_000_000 * hz + 999_999_999) / 1_000_000_000
    }
}

/// The display frame the simulator scheduled last, as a place on the global vsync grid, so that
/// the frame after it is one step on.
///
/// A display frame schedules the next one at its own instant, 120 times a simulated second, and
/// ``FrameGrid/nextFrame(after:)`` worked out afresh takes four integer divisions. Stepping from
/// the last frame takes one, and gives the same instant: frame k + 1 is the first frame strictly
/// after frame k whenever frames are at least a nanosecond apart.
struct FrameCursor {
    private var hz: Int64 = 0
    private var second: Int64 = 0
    private var frameInSecond: Int64 = 0
    private var time = SimInstant.zero

    /// ``FrameGrid/nextFrame(after:)`` on `grid`.
    mutating func nextFrame(after instant: SimInstant, on grid: FrameGrid) -> SimInstant {
        if grid.hz == hz, instant == time, hz <= 1_000_000_000 {
            frameInSecond += 1
            if frameInSecond == hz {
                frameInSecond = 0
                second += 1
            }
        } else {
            let index = grid.indexOfNextFrame(after: instant)
            hz = grid.hz
            second = index / hz
            frameInSecond = index % hz
        }
        time = SimInstant(nanosecondsSinceStart: grid.nanoseconds(second: second, frame: frameInSecond))
        return time
    }
}

extension ScreenEnvironment {
    /// The device's vsync grid.
    public var frameGrid: FrameGrid { FrameGrid(refreshRate: device.refreshRate) }

    /// The first display frame strictly after `instant`, on the global vsync grid that starts at
    /// zero and ticks at the device's refresh rate (frame k at `k · 1e9 / hz` ns, rounded down).
    public func nextFrame(after instant: SimInstant) -> SimInstant { frameGrid.nextFrame(after: instant) }

    /// The start of frame `index` counted from `start` (``FrameGrid/time(index:from:)``).
    public func frameTime(index: Int64, from start: SimInstant) -> SimInstant {
        frameGrid.time(index: index, from: start)
    }

    /// The first frame index whose ``frameTime(index:from:)`` is at or after `instant`
    /// (0 when `instant` is at or before `start`).
    public func frameIndex(atOrAfter instant: SimInstant, from start: SimInstant) -> Int64 {
        frameGrid.index(atOrAfter: instant, from: start)
    }
}
