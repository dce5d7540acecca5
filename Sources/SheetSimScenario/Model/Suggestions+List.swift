import SheetSim

extension Suggestions {
    /// `a, b, c` — or, for more than ``ScenarioLimits/listedLines`` names, the first of them and
    /// `… and 12 more`.
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(ScenarioLimits.listedLines).joined(separator: ", ")
        return names.count > ScenarioLimits.listedLines ? shown + ", … and \(names.count - ScenarioLimits.listedLines) more" : shown
    }

    /// The list an unknown word's hint offers when no name is close enough for a did-you-mean:
    /// every name of a short list; of a long one (a state property among some ninety), the
    /// ``nearestCount`` nearest to `word` by edit distance, ignoring case, in the list's order
    /// among equals, and how many there are in all.
    static func nearestList(to word: String, among names: [String]) -> String {
        guard names.count > longList else { return "one of: " + names.joined(separator: ", ") }
        let lowered = word.lowercased()
        let ranked = names.enumerated().map { (index: $0.offset, name: $0.element, distance: distance(lowered, $0.element.lowercased()) ?? .max) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
        return "the nearest of \(names.count): " + ranked.prefix(nearestCount).map(\.name).joined(separator: ", ")
    }

    /// Past this many names a hint lists the nearest few rather than all of them.
    static let longList = 24
    /// How many names a hint for a long list offers.
    static let nearestCount = 5
}
