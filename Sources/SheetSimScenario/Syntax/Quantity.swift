import SheetSim

/// Which signs a quantity accepts. Callers ask for what the statement means: `wait` needs a
/// non-negative duration, `drag … by` any length, a frame rate a positive frequency.
public enum SignRequirement: Sendable {
    /// Any sign: a drag's distance, a finger's position.
    case any
    /// Zero or more: a `wait`, an inset, a tolerance, a count.
    case nonNegative
    /// More than zero: a width, a drag's duration, a metric.
    case positive
}

/// Typed readings of number tokens. Each either returns the value in the simulator's unit or
/// throws a ``Diagnostic`` at the token, quoting what the user wrote and, where it helps, how to
/// write it instead. Use `Result { try token.duration() }` where a `Result` reads better.
///
/// Units are never guessed: a bare `300` where a duration is expected is an error with the hint
/// `write a unit, e.g. 300ms`, because `wait 300` could mean 300 ms or 300 s. Only ratios and
/// multipliers, which are dimensionless, may be bare.
extension Token {
    /// A span of virtual time from `ms`, `s` or `us`, rounded to the nearest nanosecond.
    /// Nanoseconds are computed in one multiplication from the written unit (not via seconds),
    /// so `300ms` is exactly 300,000,000 ns.
    ///
    /// - Parameters:
    ///   - sign: the signs the statement allows.
    public func duration(_ sign: SignRequirement = .any) throws(Diagnostic) -> SimDuration {
        let (value, unit) = try quantity(QuantityKind.duration, sign: sign)
        let nanosecondsPerUnit: Double = switch unit {
        case .seconds: 1e9
        case .microseconds: 1e3
        default: 1e6
        }
        let nanoseconds = (value * nanosecondsPerUnit).rounded()
        // Same bound as `SimDuration.seconds(exactly:)`: just inside Int64.
        guard nanoseconds.magnitude < 9.2e18 else {
            throw Diagnostic.error(.durationTooLong, "duration '\(Quote.shorten(text))' is too long for the simulator's clock",
                                   range: range, hint: "durations are limited to about 292 years")
        }
        return SimDuration(nanoseconds: Int64(nanoseconds))
    }

    /// A length in points (`pt`).
    ///
    /// - Parameters:
    ///   - sign: the signs the statement allows.
    public func points(_ sign: SignRequirement = .any) throws(Diagnostic) -> Double {
        try quantity(QuantityKind.length, sign: sign).value
    }

    /// A speed in points per second (`pt/s`).
    ///
    /// - Parameters:
    ///   - sign: the signs the statement allows.
    public func speed(_ sign: SignRequirement = .any) throws(Diagnostic) -> Double {
        try quantity(QuantityKind.speed, sign: sign).value
    }

    /// A ratio: bare (`0.5`) or a percentage (`50%` → 0.5).
    ///
    /// - Parameters:
    ///   - sign: the signs the statement allows.
    public func ratio(_ sign: SignRequirement = .any) throws(Diagnostic) -> Double {
        let (value, unit) = try quantity(QuantityKind.ratio, sign: sign)
        return unit == .percent ? value / 100 : value
    }

    /// A frequency in hertz (`Hz`), e.g. a display refresh rate. Positive by default: a zero or
    /// negative rate has no meaning.
    ///
    /// - Parameters:
    ///   - sign: the signs the statement allows.
    public func frequency(_ sign: SignRequirement = .positive) throws(Diagnostic) -> Double {
        try quantity(QuantityKind.frequency, sign: sign).value
    }

    /// A multiplier: bare (`2`) or with `x` (`2x`).
    ///
    /// - Parameters:
    ///   - sign: the signs the statement allows.
    public func multiplier(_ sign: SignRequirement = .any) throws(Diagnostic) -> Double {
        try quantity(QuantityKind.multiplier, sign: sign).value
    }

    /// A whole number without a unit, e.g. a count in `count == 2`.
    ///
    /// - Parameters:
    ///   - sign: the signs the statement allows.
    public func integer(_ sign: SignRequirement = .any) throws(Diagnostic) -> Int {
        let (_, _) = try quantity(QuantityKind.count, sign: sign)
        guard let literal = number, literal.isInteger else {
            throw Diagnostic.error(.notWholeNumber, "expected a whole number, found '\(Quote.shorten(text))'", range: range)
        }
        guard let value = literal.integerValue else {
            throw Diagnostic.error(.numberTooLarge, "number '\(Quote.shorten(text))' is too large", range: range,
                                   hint: "whole numbers are limited to \(Int.max)")
        }
        return value
    }

    /// Checks kind, unit and sign; returns the literal's value and unit.
    private func quantity(_ kind: QuantityKind, sign: SignRequirement) throws(Diagnostic) -> (value: Double, unit: Unit?) {
        guard let literal = number else {
            let isNonFinite = word.map { ["nan", "inf", "infinity"].contains($0.lowercased()) } ?? false
            throw Diagnostic.error(.expectedNumber, "expected \(kind.name) such as \(kind.example), found '\(Quote.shorten(text))'",
                                   range: range,
                                   hint: isNonFinite ? "NaN and infinity are not allowed; write a finite number" : nil)
        }
        if let unit = literal.unit {
            guard kind.units.contains(unit) else {
                throw Diagnostic.error(.wrongUnit, "'\(Quote.shorten(text))' is \(unit.dimension), but \(kind.name) is expected here",
                                       range: range, hint: kind.unitHint)
            }
        } else if !kind.allowsBare {
            throw Diagnostic.error(.missingUnit, "missing unit in \(kind.noun) '\(Quote.shorten(text))'", range: range,
                                   hint: "write a unit, e.g. \(text)\(kind.units[0].spelling)")
        }
        switch sign {
        case .any:
            break
        case .nonNegative where literal.value < 0:
            throw Diagnostic.error(.negativeNumber, "\(kind.noun) must not be negative, found '\(Quote.shorten(text))'", range: range)
        case .positive where !(literal.value > 0):
            throw Diagnostic.error(.nonPositiveNumber, "\(kind.noun) must be greater than zero, found '\(Quote.shorten(text))'", range: range)
        default:
            break
        }
        return (literal.value, literal.unit)
    }
}

/// What a typed reading accepts, and how to talk about it in messages.
struct QuantityKind {
    /// With article, for "expected a duration such as 300ms".
    var name: String
    /// Without article, for "missing unit in duration '300'".
    var noun: String
    var example: String
    /// Accepted units; the first is the one suggested for a bare number.
    var units: [Unit]
    var allowsBare: Bool

    /// The grammar's word for a slot of this kind: the noun, or `integer` for a whole number.
    var term: String { units.isEmpty ? "integer" : noun }

    /// Every kind, in the order the grammar's text defines them.
    static let all: [QuantityKind] = [.duration, .length, .speed, .ratio, .frequency, .multiplier, .count]

    var unitHint: String {
        let spellings = units.map(\.spelling)
        if spellings.isEmpty { return "write the number without a unit" }
        let listed = spellings.count == 1 ? spellings[0]
            : spellings.dropLast().joined(separator: ", ") + " or " + spellings.last!
        return allowsBare ? "write a bare number or use \(listed)" : "write \(noun)s in \(listed)"
    }

    static let duration = QuantityKind(name: "a duration", noun: "duration", example: "300ms",
                                       units: [.milliseconds, .seconds, .microseconds], allowsBare: false)
    static let length = QuantityKind(name: "a length", noun: "length", example: "200pt",
                                     units: [.points], allowsBare: false)
    static let speed = QuantityKind(name: "a speed", noun: "speed", example: "1500pt/s",
                                    units: [.pointsPerSecond], allowsBare: false)
    static let ratio = QuantityKind(name: "a ratio", noun: "ratio", example: "50%",
                                    units: [.percent], allowsBare: true)
    static let frequency = QuantityKind(name: "a frequency", noun: "frequency", example: "120Hz",
                                        units: [.hertz], allowsBare: false)
    static let multiplier = QuantityKind(name: "a multiplier", noun: "multiplier", example: "2x",
                                         units: [.times], allowsBare: true)
    static let count = QuantityKind(name: "a whole number", noun: "whole number", example: "2",
                                    units: [], allowsBare: true)
}
