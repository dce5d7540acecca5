import SheetSim

/// An expectation that did not hold: where it is written and what went wrong, with a diff.
public struct ExpectationFailure: Sendable, Hashable {
    /// Where the expectation is written; for a block, its `expect callbacks` line.
    public var location: SourceLocation
    /// A headline.
    public var message: String
    /// Extra lines: the diff and its legend, or the entries found.
    public var details: [String]
    /// Whether this is a UIKit exception the run raised and nothing expected, which fails the
    /// scenario without being one of its expectations.
    public var isUnexpectedException = false

    /// `file:line:col: error: expectation failed: headline` followed by the details, indented.
    public var formatted: String {
        var text = "\(location): error: expectation failed: \(message)"
        for line in details { text += "\n    " + line }
        return text
    }
}

extension Array where Element == ExpectationFailure {
    /// The parenthesised outcome of a failed run: `2 of 5 expectations failed`, followed by
    /// `, 1 UIKit exception` when exceptions nothing expected failed it too (they are not
    /// expectations, so the first count leaves them out).
    public func failedSummary(expectationCount: Int) -> String {
        let exceptions = lazy.filter(\.isUnexpectedException).count
        var text = "\(count - exceptions) of \(expectationCount) expectation\(expectationCount == 1 ? "" : "s") failed"
        if exceptions > 0 { text += ", \(exceptions) UIKit exception\(exceptions == 1 ? "" : "s")" }
        return text
    }
}
