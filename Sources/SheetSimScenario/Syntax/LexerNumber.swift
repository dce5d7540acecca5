import SheetSim

extension LineScanner {
    /// Scans a number and its unit, starting at a digit or at a sign directly followed by one.
    ///
    /// Grammar: `[+-] digits [. digits] [(e|E) [+-] digits] [unit]` where `digits` is
    /// `[0-9][0-9_]*`. The value is parsed with the standard library's `Double(_:)` (correctly
    /// rounded) and must be finite and, if any digit is non-zero, non-zero — `1e400` and
    /// `1e-400` are errors, `1e308` is fine.
    mutating func scanNumber() throws(Diagnostic) {
        let start = pos
        var mantissa: [UInt8] = []  // sign, digits, '.', exponent; no underscores, no unit
        var isInteger = true
        var hasNonZeroDigit = false

        if bytes[pos] == .minus || bytes[pos] == .plus {
            mantissa.append(bytes[pos])
            pos += 1
        }
        scanDigits(into: &mantissa, nonZero: &hasNonZeroDigit)

        if peek(0) == .dot, peek(1) != .dot {
            guard let next = peek(1), next.isDigit else {
                throw error(.malformedNumber, "malformed number '\(quotedRun(from: start))'", at: start,
                            length: runEnd(from: pos) - start,
                            hint: "a decimal point must be followed by digits, e.g. 1.0")
            }
            isInteger = false
            mantissa.append(.dot)
            pos += 1
            scanDigits(into: &mantissa, nonZero: &hasNonZeroDigit)
            if peek(0) == .dot, let next = peek(1), next.isDigit {
                let end = runEnd(from: pos)
                throw error(.malformedNumber, "malformed number '\(Quote.shorten(text(start, end)))'", at: start,
                            length: end - start, hint: "a number has at most one decimal point")
            }
        }

        if let e = peek(0), e == .lowerE || e == .upperE {
            let signed = peek(1) == .minus || peek(1) == .plus
            if let digit = peek(signed ? 2 : 1), digit.isDigit {
                isInteger = false
                mantissa.append(.lowerE)
                if signed { mantissa.append(bytes[pos + 1]) }
                pos += signed ? 2 : 1
                var ignored = false
                scanDigits(into: &mantissa, nonZero: &ignored)
            }
        }

        let numberEnd = pos
        let unit = try scanUnit(numberStart: start)
        let source = text(start, pos)
        let numeric = String(decoding: mantissa, as: UTF8.self)

        guard let value = Double(numeric), value.isFinite else {
            throw error(.numberTooLarge, "number '\(Quote.shorten(text(start, numberEnd)))' is too large", at: start,
                        length: numberEnd - start,
                        hint: "numbers must be finite, at most about 1.8e308 in magnitude")
        }
        if value == 0, hasNonZeroDigit {
            throw error(.numberTooSmall, "number '\(Quote.shorten(text(start, numberEnd)))' is too small and would round to zero",
                        at: start, length: numberEnd - start)
        }
        let literal = NumberLiteral(value: value, unit: unit, text: source, isInteger: isInteger,
                                    integerValue: isInteger ? Int(numeric) : nil)
        tokens.append(Token(.number(literal), text: source, range: range(start, pos)))
    }

    /// `[0-9][0-9_]*` at `pos` (the caller guarantees a digit is there, except after a sign
    /// where ``scanSignOrSymbol`` checked it).
    private mutating func scanDigits(into mantissa: inout [UInt8], nonZero: inout Bool) {
        while pos < bytes.count, bytes[pos].isDigit || bytes[pos] == .underscore {
            if bytes[pos] != .underscore {
                mantissa.append(bytes[pos])
                if bytes[pos] != .zero { nonZero = true }
            }
            pos += 1
        }
    }

    /// An optional unit directly after the number: `%`, or letters optionally followed by
    /// `/letters` (for `pt/s`). Digits and `_` are swallowed into the unit so `3pt5` is reported
    /// as one bad unit rather than lexing as `3pt` `5`.
    private mutating func scanUnit(numberStart: Int) throws(Diagnostic) -> Unit? {
        let start = pos
        if peek(0) == .percent {
            pos += 1
        } else if let first = peek(0), first.isLetter {
            while pos < bytes.count, bytes[pos].isWordByte { pos += 1 }
            if peek(0) == .slash, let next = peek(1), next.isLetter {
                pos += 1
                while pos < bytes.count, bytes[pos].isWordByte { pos += 1 }
            }
        } else {
            return nil
        }
        let spelling = text(start, pos)
        if let unit = Unit(spelling: spelling) { return unit }
        let hint = Suggestions.closest(to: spelling, among: Unit.spellings).map { "did you mean '\($0)'?" }
            ?? "units are " + Unit.spellings.joined(separator: ", ")
        throw error(.unknownUnit, "unknown unit '\(Quote.shorten(spelling))' in '\(Quote.shorten(text(numberStart, pos)))'",
                    at: start, length: pos - start, hint: hint)
    }
}
