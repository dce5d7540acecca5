import SheetSim

/// A `UIKitMetrics` number a session changes: a `UIKitMetrics.catalog` row's name and a value
/// within its range, a few times smaller or larger than UIKit's. The numbers come from
/// measurements and readings that may be off, so the invariants must hold around them too.
public struct FuzzMetric: Hashable, Sendable {
    public var name: String
    /// In the metric's unit: points, points per second, seconds (whole milliseconds) or a ratio.
    public var value: Double

    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }

    /// The factors a drawn metric is UIKit's value times.
    static let factors = [0.5, 0.8, 1.25, 2]

    /// `info`'s UIKit value times `factor`, rounded to what a scenario line writes exactly
    /// (hundredths of a point or of a point per second, whole milliseconds, ten-thousandths of a
    /// ratio); nil when that is UIKit's value or outside the metric's range.
    static func scaled(_ info: MetricInfo, by factor: Double) -> FuzzMetric? {
        let raw = info.defaultValue * factor
        let value: Double
        switch info.unit {
        case .points: value = (raw * 100).rounded() / 100
        case .pointsPerSecond: value = (raw * 100).rounded() / 100
        case .seconds: value = Double(Int64((raw * 1000).rounded()) * 1_000_000) / 1e9
        case .ratio: value = (raw * 10_000).rounded() / 10_000
        }
        guard value != info.defaultValue, info.problem(with: value) == nil else { return nil }
        return FuzzMetric(name: info.name, value: value)
    }

    /// UIKit's metrics with `settings` made in order; a name the catalog does not know changes
    /// nothing.
    static func metrics(_ settings: [FuzzMetric]) -> UIKitMetrics {
        var metrics = UIKitMetrics.uikit
        for setting in settings {
            if let info = UIKitMetrics.info(named: setting.name) { metrics[keyPath: info.keyPath] = setting.value }
        }
        return metrics
    }

    /// The `metric NAME = VALUE` line that makes the change in a scenario, the value in its unit.
    var scenarioLine: String {
        let text: String
        switch UIKitMetrics.info(named: name)?.unit ?? .ratio {
        case .points: text = "\(value)pt"
        case .pointsPerSecond: text = "\(value)pt/s"
        case .seconds: text = "\(Int64((value * 1000).rounded()))ms"
        case .ratio: text = "\(value)"
        }
        return "metric \(name) = \(text)"
    }
}
