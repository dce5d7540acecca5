extension Diagnostic {
    /// The diagnostic with the offending line quoted under it and a caret under the column, in
    /// the spirit of swift-syntax's `DiagnosticsFormatter` but plain ASCII so it survives any
    /// terminal and log file. The hint, if any, follows as a `note:` line:
    ///
    ///     drag.sheet:3:10: error: unknown unit 'parsecs' in '3parsecs'
    ///     3 | drag by 3parsecs
    ///       |          ^~~~~~~
    ///     drag.sheet:3:10: note: units are pt, ms, s, us, pt/s, %, Hz, x
    ///
    /// `line` is the text of line ``location``'s line, without its line terminator (what
    /// ``SourceFile/lines`` holds). Columns are UTF-8 bytes; the caret is placed by counting
    /// characters instead, so it lines up under non-ASCII text too. Tabs before the caret are
    /// copied so the caret lines up whatever the tab width. (East Asian wide characters and emoji
    /// may still shift it by a cell; terminals disagree about their width anyway.)
    ///
    /// A line longer than ``ScenarioLimits/excerptBytes`` is quoted in part: a window of that many
    /// bytes around the column, with `…` where it was cut, so a megabyte line costs a short excerpt.
    ///
    /// - Parameters:
    ///   - line: the text of the line the diagnostic is about.
    public func formatted(withSourceLine line: some StringProtocol) -> String {
        let gutter = String(location.line)
        let blank = String(repeating: " ", count: gutter.count)
        let all = Array(line.utf8)
        let startByte = min(max(0, location.column - 1), all.count)
        let endByte = min(max(startByte, startByte + range.length), all.count)

        // The bytes shown: the whole line, or a window that starts a little before the column.
        var from = 0, to = all.count
        if all.count > ScenarioLimits.excerptBytes {
            from = Self.scalarStart(all, max(0, startByte - ScenarioLimits.excerptBytes / 4))
            to = Self.scalarStart(all, min(all.count, from + ScenarioLimits.excerptBytes))
        }
        let shown = String(decoding: all[from..<to], as: UTF8.self)
        let quoted = (from > 0 ? "…" : "") + shown + (to < all.count ? "…" : "")

        // Padding: one space per character before the caret (a tab for a tab), then one more
        // space per byte the column points past the end of the line (e.g. "expected ... here").
        var padding = from > 0 ? " " : ""
        for character in String(decoding: all[from..<min(max(from, startByte), to)], as: UTF8.self) {
            padding.append(character == "\t" ? "\t" : " ")
        }
        padding += String(repeating: " ", count: max(0, location.column - 1 - all.count))
        let underlined = String(decoding: all[min(max(from, startByte), to)..<min(max(from, endByte), to)], as: UTF8.self).count
        let marker = "^" + String(repeating: "~", count: max(0, underlined - 1))

        var text = "\(location): \(severity.rawValue): \(message)\n"
        text += "\(gutter) | \(quoted)\n"
        text += "\(blank) | \(padding)\(marker)"
        if let hint { text += "\n\(location): note: \(hint)" }
        return text
    }

    /// `offset`, moved back to the start of the UTF-8 sequence it falls in.
    private static func scalarStart(_ bytes: [UInt8], _ offset: Int) -> Int {
        var offset = offset
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}
