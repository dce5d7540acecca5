/// One line of the callback log: when, to whom, what.
public struct LogEntry: Hashable, Sendable, CustomStringConvertible {
    public var time: SimInstant
    public var receiver: Receiver
    public var callback: Callback

    public init(time: SimInstant, receiver: Receiver, callback: Callback) {
        self.time = time
        self.receiver = receiver
        self.callback = callback
    }

    /// The line as `sheetsim run` prints it and `SheetSimTesting` compares it:
    /// `350.000ms sheet.viewWillAppear(animated: true)`.
    public var description: String { LogText.line(self) }
}

/// The text forms of log entries, shared by every printer so they can never disagree.
public enum LogText {
    /// `TIME RECEIVER.CALLBACK`: time in milliseconds with three decimals, one space, then the
    /// receiver path and the callback joined by a dot, as Swift member access reads.
    public static func line(_ entry: LogEntry) -> String {
        time(entry.time) + untimed(entry)
    }

    /// The same line without the time, for comparisons that ignore timing.
    public static func untimed(_ entry: LogEntry) -> String {
        untimed(receiver: entry.receiver, callback: entry.callback)
    }

    /// A line's time and the space after it.
    static func time(_ time: SimInstant) -> String { time.description + " " }

    /// A line without its time, made of its parts.
    static func untimed(receiver: Receiver, callback: Callback) -> String {
        var text = receiver.description
        text += "."
        text += callback.description
        return text
    }

    /// A JSON object with time (ns and ms text), receiver, name and arguments, keys in fixed order.
    public static func json(_ entry: LogEntry) -> String {
        jsonTime(entry.time) + jsonUntimed(receiver: entry.receiver, callback: entry.callback)
    }

    /// A JSON object's opening and its time fields, up to the comma before the receiver.
    static func jsonTime(_ time: SimInstant) -> String {
        "{\"time_ns\":" + String(time.nanosecondsSinceStart) + ",\"time\":" + jsonString(time.description) + ","
    }

    /// A JSON object's fields from the receiver on, and its closing brace.
    static func jsonUntimed(receiver: Receiver, callback: Callback) -> String {
        var out = "\"receiver\":" + jsonString(receiver.description)
        out += ",\"name\":" + jsonString(callback.name)
        out += ",\"arguments\":{"
        out += callback.arguments.map { jsonString($0.label) + ":" + jsonString($0.value) }.joined(separator: ",")
        out += "}}"
        return out
    }

    /// A Swift-style quoted string: `"a \"b\""`, control characters as `\u{1b}`.
    public static func quoted(_ text: String) -> String {
        escaped(text) { "\\u{" + String($0.value, radix: 16) + "}" }
    }

    /// A JSON string literal with the escapes JSON requires (control characters as `\u001b`).
    public static func jsonString(_ text: String) -> String {
        escaped(text) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// The one escaping loop both literal forms share; they differ only in how a control
    /// character is written.
    ///
    /// Everything escaped is ASCII, so the text is read as bytes and the runs between escapes are
    /// copied whole: most texts are one run, and appending one character at a time costs about a
    /// hundred instructions a character.
    static func escaped(_ text: String, control: (Unicode.Scalar) -> String) -> String {
        var source = text
        return source.withUTF8 { bytes in
            var out = "\""
            var runStart = 0
            for (offset, byte) in bytes.enumerated() {
                let escape: String
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case ..<0x20: escape = control(Unicode.Scalar(byte))
                default: continue
                }
                // A run ends before an ASCII byte, so it is whole UTF-8.
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), as: UTF8.self)
                out += escape
                runStart = offset + 1
            }
            out += runStart == 0 ? text : String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
            out += "\""
            return out
        }
    }
}
