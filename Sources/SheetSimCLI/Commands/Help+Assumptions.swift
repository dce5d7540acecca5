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
        if let name { return table.text(forRowNamed: name) }
        return (commandText(for: topic) ?? "") + "\n" + introduction + "\n" + table.text
    }

    /// The error for `help metric NAME` with a name the catalog does not have.
    static func unknownAssumption(_ topic: String, _ name: String) -> String {
        let names = topic == "metric" ? UIKitMetrics.catalog.map(\.name) : BehaviorOptions.catalog.map(\.name)
        let hint = Suggestions.didYouMean(name, among: names) ?? "'sheetsim help \(topic)' lists them"
        return "sheetsim help: error: no \(topic) '\(name)'; \(hint)\n"
    }
}
