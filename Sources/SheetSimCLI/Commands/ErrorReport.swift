import SheetSimScenario

/// The errors a command prints on stderr: the first ``ScenarioLimits/diagnostics`` in full, then
/// `… and 12 more errors`, so a file of a million bad lines prints a page, not a gigabyte.
struct ErrorReport {
    private(set) var text = ""
    private(set) var shown = 0
    private(set) var omitted = 0

    var isEmpty: Bool { shown == 0 && omitted == 0 }

    /// Adds one error; `render` runs only for one that is shown.
    mutating func add(_ render: @autoclosure () -> String) {
        guard shown < ScenarioLimits.diagnostics else {
            omitted += 1
            return
        }
        text += render() + "\n"
        shown += 1
    }

    /// Counts errors found but not kept.
    mutating func addOmitted(_ count: Int) { omitted += count }

    /// What stderr gets.
    var output: String {
        guard omitted > 0 else { return text }
        return text + "… and \(omitted) more error\(omitted == 1 ? "" : "s")\n"
    }
}
