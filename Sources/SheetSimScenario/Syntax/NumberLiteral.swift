/// A numeric literal as written: its value, its unit (if any) and its source text.
///
/// The value is a finite `Double`: the lexer rejects anything that parses to infinity (`1e400`)
/// or that underflows to zero (`1e-400`), so later stages never meet a non-finite number.
/// Conversion to typed quantities (durations, points, …) is in `Quantity.swift`.
public struct NumberLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The numeric value, sign included (`-0ms` keeps `-0.0`).
    public var value: Double
    /// The unit written right after the digits (`pt` in `200pt`), or nil for a bare number.
    public var unit: Unit?
    /// The source text, sign and unit included, e.g. `-1.5e3pt/s`.
    public var text: String
    /// True when written without a decimal point or exponent (`2`, `-300`, `1_000`).
    public var isInteger: Bool
    /// The exact integer for integer literals that fit in `Int`; nil otherwise.
    public var integerValue: Int?

    /// A literal as the lexer reads it.
    ///
    /// - Parameters:
    ///   - value: the numeric value, sign included.
    ///   - unit: the unit written after it, or nil.
    ///   - text: the source text, sign and unit included.
    ///   - isInteger: whether it is written without a decimal point or exponent.
    ///   - integerValue: the exact integer, when it is one that fits in `Int`.
    public init(value: Double, unit: Unit?, text: String, isInteger: Bool, integerValue: Int?) {
        self.value = value
        self.unit = unit
        self.text = text
        self.isInteger = isInteger
        self.integerValue = integerValue
    }

    /// The source text, as written.
    public var description: String { text }
}

/// The units a number may carry. Spelling is case-sensitive (`Hz`, not `hz`), like SI; a wrong
/// case is reported with a did-you-mean.
public enum Unit: String, Hashable, Sendable, CaseIterable {
    /// `pt`: a length or a position, in points.
    case points = "pt"
    /// `ms`: a duration in milliseconds.
    case milliseconds = "ms"
    /// `s`: a duration in seconds.
    case seconds = "s"
    /// `us`: a duration in microseconds (ASCII for µs).
    case microseconds = "us"
    /// `pt/s`: a speed, such as a release velocity.
    case pointsPerSecond = "pt/s"
    /// `%`: a ratio (`50%` is 0.5).
    case percent = "%"
    /// `Hz`: a frequency, such as a display's refresh rate.
    case hertz = "Hz"
    /// A multiplier, e.g. a scale or speed factor: `2x`.
    case times = "x"

    /// The unit spelled exactly `text`, or nil.
    ///
    /// - Parameters:
    ///   - text: a unit as written after a number: `pt`, `ms`, `pt/s`.
    public init?(spelling text: String) { self.init(rawValue: text) }

    /// How the unit is written in scenarios.
    public var spelling: String { rawValue }

    /// What kind of quantity the unit measures, for messages such as
    /// "'300pt' is a length, but a duration is expected here".
    public var dimension: String {
        switch self {
        case .points: "a length"
        case .milliseconds, .seconds, .microseconds: "a duration"
        case .pointsPerSecond: "a speed"
        case .percent: "a ratio"
        case .hertz: "a frequency"
        case .times: "a multiplier"
        }
    }

    /// All spellings in table order, for did-you-mean and "units are …" hints. `pt` comes before
    /// `pt/s` so that ties (e.g. `pts`) suggest the plain length.
    public static let spellings: [String] = allCases.map(\.rawValue)
}
