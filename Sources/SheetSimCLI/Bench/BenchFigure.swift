/// One measured figure of `sheetsim bench`, printed as a `name: value` line.
public enum BenchFigure: Equatable, Sendable {
    /// A measured number, printed with `decimals` places.
    case value(Double, decimals: Int)
    /// A word rather than a number: how something measured was built (`debug`, `release`).
    case word(String)
    /// Could not be measured on this machine, with the reason (e.g. simpy is not installed).
    case unavailable(String)

    /// The text after `name: `.
    public var text: String {
        switch self {
        case .value(let v, let decimals): return BenchFigure.format(v, decimals: decimals)
        case .word(let word): return word
        case .unavailable(let reason): return "unavailable (\(reason))"
        }
    }

    public var number: Double? {
        if case .value(let v, _) = self { return v }
        return nil
    }

    /// Fixed-point text without Foundation: `1234567`, `12.5`.
    static func format(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return String(v) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let units = Int64((v * scale).rounded())
        let sign = units < 0 ? "-" : ""
        let magnitude = units.magnitude
        guard decimals > 0 else { return sign + String(magnitude) }
        let whole = magnitude / UInt64(scale)
        let fraction = String(magnitude % UInt64(scale))
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
