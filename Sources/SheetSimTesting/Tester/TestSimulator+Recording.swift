import SheetSim

// Record mode: failures that come with the code that would pass.

extension TestSimulator {
    /// The `receive(...)` call that asserts `entries`, ready to paste in place of the failing
    /// one (or before the action or `finish()` that found them unasserted).
    func pasteableReceive(_ entries: [LogEntry]) -> String {
        guard !entries.isEmpty else { return "Recorded: no callbacks; remove the receive(...)." }
        let lines = entries.map { "        " + LogText.quoted(LogText.untimed($0)) }
        return "Recorded, ready to paste:\n\n    tester.receive(\n" + lines.joined(separator: ",\n") + "\n    )"
    }
}
