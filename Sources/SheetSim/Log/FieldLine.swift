/// A line of text made of plain pieces and ` name=value` fields, gathered as UTF-8 bytes: what a
/// frame's line and a sheet's one-line summary are written with.
///
/// Interpolating the pieces into a string appends each through the runtime, and formatting each
/// number makes a string of its own; these lines are printed once per display frame (`--frames`)
/// and once per REPL command, so their numbers are written straight into the line.
struct FieldLine {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(96)
    }

    /// Appends `text` as it is.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a time as the log writes it (`8.333ms`).
    mutating func append(_ time: SimInstant) {
        TimeFormat.append(milliseconds: time.nanosecondsSinceStart, to: &bytes)
    }

    /// Appends ` name=text`.
    mutating func field(_ name: StaticString, _ text: String) {
        fieldName(name)
        append(text)
    }

    /// Appends ` name=` and `value` as ``NumberFormat/points(_:)`` prints it.
    mutating func field(_ name: StaticString, points value: Double) {
        fieldName(name)
        NumberFormat.append(points: value, to: &bytes)
    }

    /// Appends ` name=` and `value` as ``NumberFormat/ratio(_:)`` prints it.
    mutating func field(_ name: StaticString, ratio value: Double) {
        fieldName(name)
        NumberFormat.append(ratio: value, to: &bytes)
    }

    private mutating func fieldName(_ name: StaticString) {
        bytes.append(UInt8(ascii: " "))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "="))
    }

    /// The line. Every piece was a whole string's bytes, so the line is valid UTF-8.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
