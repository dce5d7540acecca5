import SheetSim

/// Text and numbers as they go into SVG and HTML.
enum XMLText {
    /// `text` safe inside an element or a double-quoted attribute. Characters XML 1.0 does not
    /// allow (control characters other than tab, line feed and carriage return; U+FFFE, U+FFFF)
    /// become U+FFFD, so a scenario title with odd bytes still gives a well-formed document.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A coordinate or length: two decimals at most, the same text on every platform.
    static func number(_ value: Double) -> String {
        NumberFormat.points(value.isFinite ? value : 0)
    }

    /// `text` cut to `limit` characters with an ellipsis. A call's arguments are kept when they
    /// fit — `sheetPresentationControllerDid…(large)` — since they are what tells callbacks apart.
    static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let arguments = text[open...]
            let room = limit - 1 - arguments.count
            if room >= 8 { return String(text[..<open].prefix(room)) + "…" + arguments }
        }
        return String(text.prefix(max(0, limit - 1))) + "…"
    }
}
