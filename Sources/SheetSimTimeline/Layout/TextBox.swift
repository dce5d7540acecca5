/// Where a line of text goes. The picture's font is monospace, so a text's box follows from its
/// size, anchor and character count, and labels are laid out so no two boxes meet.
struct TextBox: Equatable {
    enum Anchor: String {
        case start, middle, end
    }

    /// Characters are at most this many em wide: DejaVu Sans Mono and Menlo advance 0.602 em,
    /// Consolas 0.55; a little more keeps the layout safe on each.
    static let advance = 0.61
    /// Glyphs reach this far above the baseline, in em (with room to spare)…
    static let ascent = 0.8
    /// …and this far below it.
    static let descent = 0.25
    /// The least room between two boxes: the white halo behind text is 1.5 px wide.
    static let clearance = 2.0

    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box of `text` drawn at `x` and baseline `y`.
    init(_ text: String, x: Double, y: Double, size: Double, anchor: Anchor = .start) {
        let width = Self.width(text, size: size)
        let left: Double = switch anchor {
        case .start: x
        case .middle: x - width / 2
        case .end: x - width
        }
        self.init(minX: left, minY: y - Self.ascent * size, maxX: left + width, maxY: y + Self.descent * size)
    }

    static func width(_ text: String, size: Double) -> Double {
        Double(text.count) * size * advance
    }

    /// How many characters of text `size` fit in `width`.
    static func columns(_ width: Double, size: Double) -> Int {
        max(0, Int((width / (size * advance)).rounded(.down)))
    }

    /// Whether the two boxes come closer than ``clearance``; on one line (overlapping rows), closer
    /// than `sameLine`, since a narrow gap reads as a space between two words of one label.
    func crowds(_ other: TextBox, sameLine: Double = clearance) -> Bool {
        guard other.minY < maxY + Self.clearance, minY < other.maxY + Self.clearance else { return false }
        return other.minX < maxX + sameLine && minX < other.maxX + sameLine
    }

    func isInside(_ bounds: TextBox) -> Bool {
        minX >= bounds.minX && maxX <= bounds.maxX && minY >= bounds.minY && maxY <= bounds.maxY
    }
}

/// Room for labels that can go in several places (a release's note, the name of a line that ended):
/// each takes the first of its candidate places inside ``bounds`` that crowds nothing placed yet —
/// no other label (by ``TextBox/crowds(_:sameLine:)``), and no mark they should keep off (by
/// ``TextBox/clearance`` alone): lines where it can, and always the marks that must stay in sight
/// (a release's diamonds).
struct FreeSpace {
    let bounds: TextBox
    private var labels = BoxGrid()
    private var lines = BoxGrid()
    private var marks = BoxGrid()

    init(bounds: TextBox) {
        self.bounds = bounds
    }

    /// Marks `box` as taken by a label placed elsewhere.
    mutating func take(_ box: TextBox) {
        labels.insert(box)
    }

    /// Marks `box` as taken by a mark labels should keep off: `always`, or else unless there is
    /// no other place (a line, a touch ring).
    mutating func avoid(_ box: TextBox, always: Bool = false) {
        if always { marks.insert(box) } else { lines.insert(box) }
    }

    func fits(_ box: TextBox, crossingLines: Bool = false) -> Bool {
        // Marks first: where notes cannot go at all is the commonest answer in a crowded plot.
        box.isInside(bounds) && !marks.crowds(box, sameLine: TextBox.clearance)
            && !labels.crowds(box, sameLine: Canvas.labelSize)
            && (crossingLines || !lines.crowds(box, sameLine: TextBox.clearance))
    }

    /// The first candidate that fits, now taken; nil if none does.
    mutating func place<Candidate>(_ candidates: [Candidate], box: (Candidate) -> TextBox, crossingLines: Bool = false) -> Candidate? {
        for candidate in candidates {
            let b = box(candidate)
            if fits(b, crossingLines: crossingLines) {
                take(b)
                return candidate
            }
        }
        return nil
    }
}

/// Boxes filed by the cells of a grid over the picture they reach into, so a check looks only at
/// the boxes near its own: placing a note among thousands of release marks stays cheap.
struct BoxGrid {
    private var boxes: [TextBox] = []
    private var cells: [Int: [Int]] = [:]
    private static let cell = 24.0
    /// How far beyond its box a box can crowd another (two labels on one line).
    private static let reach = Canvas.labelSize + TextBox.clearance

    mutating func insert(_ box: TextBox) {
        let index = boxes.count
        boxes.append(box)
        Self.forEachCell(box, margin: Self.reach) { cells[$0, default: []].append(index) }
    }

    /// Whether any box crowds `box` (``TextBox/crowds(_:sameLine:)``).
    func crowds(_ box: TextBox, sameLine: Double) -> Bool {
        var found = false
        Self.forEachCell(box, margin: 0) { key in
            guard !found, let list = cells[key] else { return }
            found = list.contains { boxes[$0].crowds(box, sameLine: sameLine) }
        }
        return found
    }

    /// Calls `body` with each grid cell `box`, grown by `margin`, reaches into (clamped to the
    /// picture and a little beyond, so a stray coordinate cannot make a huge loop).
    private static func forEachCell(_ box: TextBox, margin: Double, _ body: (Int) -> Void) {
        func index(_ value: Double) -> Int { Int((min(max(value, -cell), 100_000) / cell).rounded(.down)) }
        let columns = index(box.minX - margin)...index(box.maxX + margin)
        for row in index(box.minY - margin)...index(box.maxY + margin) {
            for column in columns { body(row * 8192 + column) }
        }
    }
}

/// Boxes along a polyline, each at most `piece` px on a side, so labels can keep off the line.
enum LineBoxes {
    static func boxes(_ points: [(x: Double, y: Double)], piece: Double = 8, halfWidth: Double = 1.5) -> [TextBox] {
        var boxes: [TextBox] = []
        guard var last = points.first else { return [] }
        if points.count == 1 { return [TextBox(minX: last.x - halfWidth, minY: last.y - halfWidth, maxX: last.x + halfWidth, maxY: last.y + halfWidth)] }
        for point in points.dropFirst() {
            let dx = point.x - last.x, dy = point.y - last.y
            // A level or upright segment is one box; a slanted one, pieces along it.
            let count = dx == 0 || dy == 0 ? 1 : max(1, Int((max(abs(dx), abs(dy)) / piece).rounded(.up)))
            for i in 0..<count {
                let a = (x: last.x + dx * Double(i) / Double(count), y: last.y + dy * Double(i) / Double(count))
                let b = (x: last.x + dx * Double(i + 1) / Double(count), y: last.y + dy * Double(i + 1) / Double(count))
                boxes.append(TextBox(minX: min(a.x, b.x) - halfWidth, minY: min(a.y, b.y) - halfWidth,
                                     maxX: max(a.x, b.x) + halfWidth, maxY: max(a.y, b.y) + halfWidth))
            }
            last = point
        }
        return boxes
    }
}

enum TextWrap {
    /// `text` in lines of at most `columns` characters, broken at spaces where it can be and
    /// mid-word where a word is longer than a line.
    static func lines(_ text: String, columns: Int) -> [String] {
        let columns = max(1, columns)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            if !line.isEmpty, line.count + 1 + word.count <= columns {
                line += " " + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while word.count > columns {
                lines.append(String(word.prefix(columns)))
                word = String(word.dropFirst(columns))
            }
            line = word
        }
        lines.append(line)
        return lines
    }
}
