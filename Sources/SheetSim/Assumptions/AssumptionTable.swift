/// The metrics or the options as a table: one header and one row of cells per catalog entry,
/// printed as Markdown for the DocC articles and as aligned text for `sheetsim help metric` and
/// `sheetsim help option`. Both readers take their text from here, so the articles, the command
/// line and the catalogs cannot drift apart (a documentation test compares the checked-in tables).
public struct AssumptionTable: Sendable, Equatable {
    /// The column titles.
    public let header: [String]
    /// One row per catalog entry, in catalog order; the first cell is the name, the last the summary.
    public let rows: [[String]]

    /// A table of `rows` under `header`; each row has a cell per column, the summary last.
    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    /// A Markdown table (names in code voice), one line per row, each ending in a newline.
    public var markdown: String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + String(repeating: "---|", count: header.count) + "\n"
        for row in rows {
            let cells = ["`\(row[0])`"] + row.dropFirst()
            out += "| " + cells.map { $0.replacingAll("|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// Plain text for a terminal: per row, the name and the short cells on one line (each titled by
    /// its column), then the summary wrapped at 80 columns and indented.
    public var text: String {
        rows.map { Self.text(of: $0, header: header) }.joined(separator: "\n")
    }

    /// The row named `name` as ``text`` prints it, or nil.
    public func text(forRowNamed name: String) -> String? {
        rows.first { $0.first == name }.map { Self.text(of: $0, header: header) }
    }

    static func text(of row: [String], header: [String]) -> String {
        let facts = zip(header.dropFirst(), row.dropFirst()).dropLast().map { "\($0.0): \($0.1)" }
        var out = row[0] + "\n"
        out += PlainText.wrapped(facts.joined(separator: "; ").split(separator: " ").map(String.init), indent: "    ") + "\n"
        out += PlainText.wrapped(row[row.count - 1].split(separator: " ").map(String.init), indent: "    ") + "\n"
        return out
    }
}

extension String {
    /// Every `target` replaced by `replacement` (the core has no Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}

extension UIKitMetrics {
    /// How the table writes a metric's value: integers without a decimal point, others as Swift
    /// prints them (the shortest text that reads back as the same number).
    public static func tableText(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Every metric of ``catalog``: UIKit's value, unit, rules section, confidence, valid range and
    /// what it is. A section without an article prefix is SheetRules'; `split`, `layout` and
    /// `containers` name SplitViewRules, LayoutRules and ContainerRules.
    public static var table: AssumptionTable {
        AssumptionTable(
            header: ["Name", "UIKit value", "Unit", "Reference", "Confidence", "Valid range", "What it is"],
            rows: catalog.map { info in
                [info.name, tableText(info.defaultValue), info.unit == .ratio ? "ratio" : info.unit.rawValue,
                 info.section, info.confidence.rawValue, info.range.description, info.summary]
            })
    }
}

extension BehaviorOptions {
    /// Every option of ``catalog``: its default (the reference reading), the other values, the
    /// rules section, how far the sources go, and the fact it stands for. A section without an
    /// article prefix is SheetRules'; `split` and `layout` name SplitViewRules and LayoutRules.
    public static var table: AssumptionTable {
        AssumptionTable(
            header: ["Name", "Default", "Other values", "Reference", "Confidence", "The fact"],
            rows: catalog.map { info in
                [info.name, info.defaultValue, info.values.filter { $0 != info.defaultValue }.joined(separator: ", "),
                 info.section, info.confidence.rawValue, info.summary]
            })
    }
}
