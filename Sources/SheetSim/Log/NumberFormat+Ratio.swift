extension NumberFormat {
    /// A ratio (alpha, scale, fraction) with up to four decimals and no trailing zeros:
    /// `0.9`, `0.1234`, `1`. Integer arithmetic only, so the text never depends on the platform.
    public static func ratio(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        let scaled = (v * 10_000).rounded(.toNearestOrAwayFromZero)
        guard scaled.magnitude < 9.0e15 else { return points(v) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let magnitude = units.magnitude
        var text = units < 0 ? "-" : ""
        text += String(magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return text }
        var digits = 4
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let body = String(fraction)
        return text + "." + String(repeating: "0", count: digits - body.count) + body
    }
}
