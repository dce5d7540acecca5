/// One measured figure of `sheetsim bench`, printed as a `name: value` line.
public enum BenchFigure: Equatable, Sendable {
    /// A measured number, printed with `decimals` places.
    case value(Double, decimals: Int)
    /// Could not be measured on this machine, with the reason (e.g. simpy is not installed).
    case unavailable(String)
    /// Not measurable yet: the feature it times does not exist yet.
    case pending

    /// The text after `name: `.
    public var text: String {
        switch self {
        case .value(let v, let decimals): return BenchFigure.format(v, decimals: decimals)
        case .unavailable(let reason): return "unavailable (\(reason))"
        case .pending: return "pending"
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

/// Hooks for the figures whose subject is being written by someone else. Each returns
/// `.pending` until it is filled in; `sheetsim bench` prints whatever it returns.
public enum BenchHooks {
    /// `commands` REPL lines (present / settle / dismiss / settle) through `REPLSession` in process.
    public static func replCommandsPerSecond(commands: Int) -> BenchFigure {
        REPLBench.commandsPerSecond(commands: commands)
    }

    /// The wall time of `sheetsim run scenarios` over an empty Swift program's start (see ``StartupBench``).
    public static func catalogRunVsEmptyStart() -> BenchFigure {
        StartupBench.ratio()
    }
}
