/// Decimal text of a number held as an integer count of units (hundredths, ten-thousandths,
/// microseconds): the digits that ``NumberFormat`` and the log's times print.
///
/// The digits are written right to left into a buffer on the stack, then made into one string or
/// appended to a line's bytes. Every log line and frame line holds a time and a few such numbers,
/// and building each from `String(Int)` pieces joined with `+` makes a string per piece.
enum FixedPointText {
    /// `[-]whole[.fraction]` and then `suffix`, for `magnitude` units of `10^-places` (`places`
    /// from 0 to 19, so that a unit fits in 64 bits); with `trimsZeros`, the fraction's trailing
    /// zeros are left out, and the point with them when none are left.
    static func text(_ magnitude: UInt64, negative: Bool, places: Int, trimsZeros: Bool, suffix: StaticString = "") -> String {
        withDigits(magnitude, negative: negative, places: places, trimsZeros: trimsZeros, suffix: suffix) {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Appends ``text(_:negative:places:trimsZeros:suffix:)`` to `bytes`.
    static func append(_ magnitude: UInt64, negative: Bool, places: Int, trimsZeros: Bool, suffix: StaticString = "",
                       to bytes: inout [UInt8]) {
        withDigits(magnitude, negative: negative, places: places, trimsZeros: trimsZeros, suffix: suffix) {
            bytes.append(contentsOf: $0)
        }
    }

    private static func withDigits<Result>(_ magnitude: UInt64, negative: Bool, places: Int, trimsZeros: Bool,
                                           suffix: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // At most a sign, the whole part's 20 digits, a point, `places` digits and the suffix.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 22 + places + suffix.utf8CodeUnitCount) { buffer in
            var start = buffer.count
            func prepend(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            suffix.withUTF8Buffer { for byte in $0.reversed() { prepend(byte) } }
            var unit: UInt64 = 1
            for _ in 0..<places { unit *= 10 }
            var whole = magnitude / unit
            var fraction = magnitude % unit
            var digits = places
            if trimsZeros {
                while digits > 0, fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
            }
            if digits > 0 {
                for _ in 0..<digits {
                    prepend(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                prepend(UInt8(ascii: "."))
            }
            repeat {
                prepend(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if negative { prepend(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
