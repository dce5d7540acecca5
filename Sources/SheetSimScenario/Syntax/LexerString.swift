extension LineScanner {
    /// Scans `"…"` starting at the opening quote. Only `\"` and `\\` are escapes: a scenario has
    /// no use for `\n` or `\t` in device names and ids, and guessing at others would turn typos
    /// into silently different ids.
    mutating func scanString() throws(Diagnostic) {
        let start = pos
        var value: [UInt8] = []
        pos += 1
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == .quote {
                pos += 1
                let decoded = String(decoding: value, as: UTF8.self)
                tokens.append(Token(.string(decoded), text: text(start, pos), range: range(start, pos)))
                return
            }
            if byte == .backslash {
                guard let next = peek(1) else { break }
                guard next == .quote || next == .backslash else {
                    let shown = next < 0x80 && next >= 0x20 ? "'\\\(Character(Unicode.Scalar(next)))'" : "after '\\'"
                    throw error(
                        next < 0x80 && next >= 0x20 ? "unknown escape sequence \(shown) in string"
                            : "unknown escape sequence in string",
                        at: pos, length: 2,
                        hint: "the only escapes are \\\" and \\\\; write \\\\ for a backslash")
                }
                value.append(next)
                pos += 2
                continue
            }
            value.append(byte)
            pos += 1
        }
        throw error("unterminated string", at: start, length: 1, hint: "add a closing '\"'")
    }
}
