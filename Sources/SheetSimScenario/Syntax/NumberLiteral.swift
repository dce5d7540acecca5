/// A numeric literal as written: its value, its unit (if any) and its source text.
///
/// The value is a finite `Double`: the lexer rejects anything that parses to infinity (`1e400`)
/// or that underflows to zero (`1e-400`), so later stages never meet a non-finite number.
/// Conversion to typed quantities (durations, points, …) is in `Quantity.swift`.
public struct NumberLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The numeric value, sign included (`-0ms` keeps `-0.0`).
    public var value: Double
    public var unit: Unit?
    /// The source text, sign and unit included, e.g. `-1.5e3pt/s`.
    public var text: String
    /// True when written without a decimal point or exponent (`2`, `-300`, `1_000`).
    public var isInteger: Bool
    /// The exact integer for integer literals that fit in `Int`; nil otherwise.
    public var integerValue: Int?

    public init(value: Double, unit: Unit?, text: String, isInteger: Bool, integerValue: Int?) {
        self.value = value
        self.unit = unit
        self.text = text
        self.isInteger = isInteger
        self.integerValue = integerValue
    }

    public var description: String { text }
}

/// The units a number may carry. Spelling is case-sensitive (`Hz`, not `hz`), like SI; a wrong
/// case is reported with a did-you-mean.
public enum Unit: String, Hashable, Sendable, CaseIterable {
    case points = "pt"
    case milliseconds = "ms"
    case seconds = "s"
    case microseconds = "us"
    case pointsPerSecond = "pt/s"
    case percent = "%"
    case hertz = "Hz"
    /// A multiplier, e.g. a scale or speed factor: `2x`.
    case times = "x"

    /// The unit spelled exactly `text`, or nil.
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
