extension NumberFormat {
    /// A ratio (alpha, scale, fraction) with up to four decimals and no trailing zeros:
    /// `0.9`, `0.1234`, `1`. Integer arithmetic only, so the text never depends on the platform.
    public static func ratio(_ v: Double) -> String {
        guard let units = units(of: v, scale: 10_000) else { return points(v) }
        return FixedPointText.text(units.magnitude, negative: units < 0, places: 4, trimsZeros: true)
    }

    /// Appends ``ratio(_:)`` to a line's bytes.
    static func append(ratio v: Double, to bytes: inout [UInt8]) {
        guard let units = units(of: v, scale: 10_000) else { return append(points: v, to: &bytes) }
        FixedPointText.append(units.magnitude, negative: units < 0, places: 4, trimsZeros: true, to: &bytes)
    }
}
