import SheetSim

/// An expectation that did not hold: where it is written and what went wrong, with a diff.
public struct ExpectationFailure: Sendable, Hashable {
    /// Where the expectation is written; for a block, its `expect callbacks` line.
    public var location: SourceLocation
    /// A headline.
    public var message: String
    /// Extra lines: the diff and its legend, or the entries found.
    public var details: [String]

    /// `file:line:col: error: expectation failed: headline` followed by the details, indented.
    public var formatted: String {
        var text = "\(location): error: expectation failed: \(message)"
        for line in details { text += "\n    " + line }
        return text
    }
}
