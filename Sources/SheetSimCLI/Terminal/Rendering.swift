/// A prompt whose visible width is known separately from its bytes, because colour escape
/// codes take bytes but no columns and the cursor arithmetic must only count columns.
public struct Prompt: Equatable, Sendable {
    public let text: String
    public let visibleWidth: Int

    public init(text: String, visibleWidth: Int) {
        self.text = text
        self.visibleWidth = visibleWidth
    }

    /// A plain prompt, optionally coloured; the width is measured on the plain text.
    public init(_ plain: String, style: [SGR] = [], useColor: Bool) {
        self.text = SGR.apply(style, to: plain, useColor: useColor)
        self.visibleWidth = plain.unicodeScalars.reduce(0) { $0 + columnWidth(of: $1) }
    }
}

/// ANSI Select Graphic Rendition codes. Applied only when colour is on, so output piped to a
/// file or a `NO_COLOR` terminal stays free of escape bytes.
public enum SGR: Int, Sendable {
    case reset = 0, bold = 1, dim = 2
    case red = 31, green = 32, yellow = 33, blue = 34, magenta = 35, cyan = 36

    /// `text` wrapped in the codes and a reset, or `text` unchanged when `useColor` is off
    /// or there are no codes.
    public static func apply(_ codes: [SGR], to text: String, useColor: Bool) -> String {
        guard useColor, !codes.isEmpty else { return text }
        let joined = codes.map { String($0.rawValue) }.joined(separator: ";")
        return "\u{1B}[\(joined)m\(text)\u{1B}[0m"
    }
}

/// Terminal columns a scalar occupies: 0 for combining marks and format characters,
/// 2 for East Asian wide and emoji ranges, 1 otherwise. An approximation of `wcwidth`
/// that needs no locale data; good enough to keep the cursor where the user sees it.
public func columnWidth(of scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    switch v {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
         0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
         0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        return 2
    default:
        return 1
    }
}

/// The bytes that redraw the prompt line in place: `\r`, prompt, the visible part of the
/// buffer, `ESC[K` (erase the rest of the old line), then `ESC[<n>D` to put the cursor back
/// over the `n` columns after it. Relative movement means no cursor-position query is needed.
///
/// With `columns` (the terminal width) a line too long to fit is scrolled horizontally so the
/// cursor stays visible (letting it wrap would make `\r` return to the wrong row), and a `<` or
/// `>` in the first or last column says that text is hidden on that side.
public func renderLine(prompt: Prompt, buffer: [Unicode.Scalar], cursor: Int, columns: Int? = nil) -> [UInt8] {
    let cursor = min(max(cursor, 0), buffer.count)
    var window = (start: 0, end: buffer.count)
    if let columns {
        // Keep the last column free so the terminal never auto-wraps.
        window = visibleWindow(widths: buffer.map(columnWidth(of:)), cursor: cursor,
                               room: max(3, columns - prompt.visibleWidth - 1))
    }
    var line = "\r" + prompt.text
    if window.start > 0 { line += "<" }
    line.unicodeScalars.append(contentsOf: buffer[window.start..<window.end])
    var back = buffer[cursor..<window.end].reduce(0) { $0 + columnWidth(of: $1) }
    if window.end < buffer.count {
        line += ">"
        back += 1
    }
    line += "\u{1B}[K"
    if back > 0 { line += "\u{1B}[\(back)D" }
    return Array(line.utf8)
}

/// The part of a line shown in `room` columns: all of it if it fits; else, if the cursor is in
/// it, the longest tail that fits (where typing happens); else from the cursor's left as far as
/// fits. A column is left for each `<`/`>` marker of hidden text.
func visibleWindow(widths: [Int], cursor: Int, room: Int) -> (start: Int, end: Int) {
    var total = widths.reduce(0, +)
    if total <= room { return (0, widths.count) }
    // The tail: drop from the left until the rest fits beside a '<'.
    var start = 0
    while start < widths.count && total > room - 1 {
        total -= widths[start]
        start += 1
    }
    if start <= cursor { return (start, widths.count) }
    // The cursor is further left: the text before it as far as fits, then '>' after.
    start = 0
    var beforeCursor = widths[..<cursor].reduce(0, +)
    func available() -> Int { room - (start > 0 ? 1 : 0) - 1 }
    while start < cursor && beforeCursor > available() {
        beforeCursor -= widths[start]
        start += 1
    }
    var end = cursor, used = beforeCursor
    while end < widths.count && used + widths[end] <= available() {
        used += widths[end]
        end += 1
    }
    return (start, end)
}

/// Candidates laid out in columns for `.listCompletions`, rows ending in `\r\n` because the
/// terminal is in raw mode (no output newline translation is assumed).
public func renderCompletionList(_ candidates: [String], columns: Int = 80) -> [UInt8] {
    guard !candidates.isEmpty else { return [] }
    let (width, perRow) = completionListLayout(candidates, columns: columns)
    var out = ""
    for (i, candidate) in candidates.enumerated() {
        let isRowEnd = (i + 1) % perRow == 0 || i + 1 == candidates.count
        out += candidate
        if isRowEnd {
            out += "\r\n"
        } else {
            let used = candidate.unicodeScalars.reduce(0) { $0 + columnWidth(of: $1) }
            out += String(repeating: " ", count: width - used)
        }
    }
    return Array(out.utf8)
}

/// The column width and the number of candidates per row of a completion list.
func completionListLayout(_ candidates: [String], columns: Int) -> (width: Int, perRow: Int) {
    let width = (candidates.map { $0.unicodeScalars.reduce(0) { $0 + columnWidth(of: $1) } }.max() ?? 0) + 2
    return (width, max(1, columns / width))
}

/// How many rows a completion list takes at this width.
func completionListRows(_ candidates: [String], columns: Int) -> Int {
    let perRow = completionListLayout(candidates, columns: columns).perRow
    return (candidates.count + perRow - 1) / perRow
}
