import SheetSim

extension Suggestions {
    /// `a, b, c` — or, for more than ``ScenarioLimits/listedLines`` names, the first of them and
    /// `… and 12 more`.
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(ScenarioLimits.listedLines).joined(separator: ", ")
        return names.count > ScenarioLimits.listedLines ? shown + ", … and \(names.count - ScenarioLimits.listedLines) more" : shown
    }
}
