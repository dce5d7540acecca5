/// One touch position reported to the pan recognizer.
public struct TouchSample: Hashable, Sendable, CustomStringConvertible {
    public var time: SimInstant
    public var location: Point

    public init(time: SimInstant, location: Point) {
        self.time = time
        self.location = location
    }

    public var description: String { "\(location) at \(time)" }
}

/// The pan gesture's release velocity.
///
/// GUESS (``UIKitMetrics/panVelocityWindow``): UIKit's pan recognizer does not document how it
/// estimates velocity. SheetSim takes the average velocity across the last window of samples.
public enum PanVelocity {
    /// The velocity in pt/s (y positive downward) from the first sample inside the last `window`
    /// (samples at or after `last.time − window`, inclusive) to the last sample.
    ///
    /// Samples must be in time order. Returns ``Point/zero`` with fewer than two samples, when no
    /// time elapses between the two samples used, or when the result would not be finite; never NaN.
    /// GUESS: the estimation method (see ``PanVelocity``).
    public static func estimate(_ samples: [TouchSample], window: SimDuration) -> Point {
        guard samples.count >= 2, let last = samples.last else { return .zero }
        let span = SimDuration(nanoseconds: max(0, window.nanoseconds))
        let windowStart = SimInstant(nanosecondsSinceStart: last.time.nanosecondsSinceStart &- span.nanoseconds)
        guard let first = samples.first(where: { $0.time >= windowStart }) else { return .zero }
        let elapsed = (last.time - first.time).seconds
        guard elapsed > 0 else { return .zero }
        let vx = (last.location.x - first.location.x) / elapsed
        let vy = (last.location.y - first.location.y) / elapsed
        guard vx.isFinite, vy.isFinite else { return .zero }
        return Point(x: vx, y: vy)
    }

    /// ``estimate(_:window:)`` over ``UIKitMetrics/panVelocityWindow``.
    public static func estimate(_ samples: [TouchSample], metrics: UIKitMetrics) -> Point {
        estimate(samples, window: metrics.span(\.panVelocityWindow))
    }
}
