import SheetSim
import SheetSimScenario

extension Help {
    /// `sheetsim help metric` and `sheetsim help option` (and the REPL's `help metric`/`help option`):
    /// what the language says about the command, then every row of the catalog's table, printed
    /// from ``AssumptionTable`` as the DocC articles Metrics and UnconfirmedBehaviour print it.
    /// With `name`, that one row; nil for a topic other than the two, or a name the catalog lacks.
    static func assumptions(_ topic: String, named name: String? = nil) -> String? {
        let table: AssumptionTable
        let introduction: String
        switch topic {
        case "metric":
            table = UIKitMetrics.table
            introduction = """
            METRICS: UIKit's numbers, each with its unit (write a value in it; a ratio has none),
            the rules section it comes from (a bare number is SheetRules'; split, layout and
            containers name SplitViewRules, LayoutRules and ContainerRules), its confidence
            (DOC, RE, OBS or GUESS) and the values it may take. The DocC article Metrics
            holds the same table.

            """
        case "option":
            table = BehaviorOptions.table
            introduction = """
            OPTIONS: the facts no source settles, each with its default (the rules' best
            reading), the other values, the rules section (a bare number is SheetRules';
            split and layout name SplitViewRules and LayoutRules) and its confidence
            (DISPUTED: sources disagree; GUESS: suggested, unconfirmed; UNKNOWN: no source).
            The DocC article UnconfirmedBehaviour holds the same table and the sources.

            """
        default:
            return nil
        }
        let profiled = withProfiles(table, topic: topic)
        if let name { return profiled.text(forRowNamed: name) }
        return (commandText(for: topic) ?? "") + "\n" + introduction + "\n" + profiled.text
    }

    /// The table with a column, before the summary, giving the value each OS profile runs with:
    /// consecutive releases with the same value share a range (`iOS 12–18: —; iOS 26–26.1: 8`).
    /// A dash marks a release the setting has no part in (the iOS 26 sheet's settings before 26);
    /// an option left to the release (`osProfile`) gets the release's choice.
    static func withProfiles(_ table: AssumptionTable, topic: String) -> AssumptionTable {
        let header = Array(table.header.dropLast()) + ["Per OS profile", table.header[table.header.count - 1]]
        let rows = table.rows.map { row -> [String] in
            let name = row[0]
            let values: [String] = OSProfile.all.map { os in
                if topic == "metric" {
                    guard let info = UIKitMetrics.catalog.first(where: { $0.name == name }) else { return "?" }
                    if info.section.hasPrefix("9."), os.majorVersion < 26 { return "—" }
                    return UIKitMetrics.tableText(info.defaultValue) + (info.unit == .ratio ? "" : " " + info.unit.rawValue)
                }
                guard let info = BehaviorOptions.catalog.first(where: { $0.name == name }) else { return "?" }
                let value = info.defaultValue
                guard value == "osProfile" else { return info.section.hasPrefix("9.") && os.majorVersion < 26 ? "—" : value }
                switch name {
                case "presenterScaleBehindLargeSheet":
                    return BehaviorOptions.reference.presenterScalesBehindLargeSheet(on: os) ? "scales" : "staysPut"
                case "launchTraitCollectionDidChange":
                    return os.predictsInitialTraits ? "mispredictedOnly" : "everyController"
                default: return value
                }
            }
            var groups: [(first: OSProfile, last: OSProfile, value: String)] = []
            for (os, value) in zip(OSProfile.all, values) {
                if let last = groups.last, last.value == value { groups[groups.count - 1].last = os } else { groups.append((os, os, value)) }
            }
            let text = groups.map { group in
                let range = group.first == group.last ? group.first.description
                    : "\(group.first.description)–\(group.last.versionText)"
                return "\(range): \(group.value)"
            }.joined(separator: ", ")
            return Array(row.dropLast()) + [text, row[row.count - 1]]
        }
        return AssumptionTable(header: header, rows: rows)
    }

    /// The error for `help metric NAME` with a name the catalog does not have.
    static func unknownAssumption(_ topic: String, _ name: String) -> String {
        let names = topic == "metric" ? UIKitMetrics.catalog.map(\.name) : BehaviorOptions.catalog.map(\.name)
        let hint = Suggestions.didYouMean(name, among: names) ?? "'sheetsim help \(topic)' lists them"
        return "sheetsim help: error: no \(topic) '\(name)'; \(hint)\n"
    }
}
