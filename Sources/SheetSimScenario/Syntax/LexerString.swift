extension LineScanner {
    /// Scans `"…"` starting at the opening quote. Only `\"` and `\\` are escapes: a scenario has
    /// no use for `\n` or `\t` in device names and ids, and guessing at others would turn typos
    /// into silently different ids.
    mutating func scanString() throws(Diagnostic) {
        let start = pos
        // The decoded bytes, gathered only from the first escape on: until then they are the
        // source's own, and a string without escapes (nearly all) is read straight from the line.
        var escaped: [UInt8]?
        pos += 1
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == .quote {
                let decoded = escaped.map { String(decoding: $0, as: UTF8.self) } ?? text(start + 1, pos)
                pos += 1
                tokens.append(Token(.string(decoded), text: text(start, pos), range: range(start, pos)))
                return
            }
            if byte == .backslash {
                guard let next = peek(1) else { break }
                guard next == .quote || next == .backslash else {
                    let shown = next < 0x80 && next >= 0x20 ? "'\\\(Character(Unicode.Scalar(next)))'" : "after '\\'"
                    throw error(.unknownEscape,
                        next < 0x80 && next >= 0x20 ? "unknown escape sequence \(shown) in string"
                            : "unknown escape sequence in string",
                        at: pos, length: 2,
                        hint: "the only escapes are \\\" and \\\\; write \\\\ for a backslash")
                }
                if escaped == nil { escaped = Array(bytes[(start + 1)..<pos]) }
                escaped?.append(next)
                pos += 2
                continue
            }
            escaped?.append(byte)
            pos += 1
        }
        throw error(.unterminatedString, "unterminated string", at: start, length: 1, hint: "add a closing '\"'")
    }
}
