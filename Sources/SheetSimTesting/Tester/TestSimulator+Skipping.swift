import SheetSim

// Skipping callbacks on purpose, and showing what was skipped.

extension TestSimulator {
    /// Counts every callback so far as asserted, without naming them: for an exhaustive test
    /// that does not care what an action called, as TCA's `skipReceivedActions()`. Later
    /// callbacks are checked as before.
    ///
    /// With ``Exhaustivity/off(showSkippedAssertions:)`` showing skipped assertions, the
    /// callbacks skipped are shown, without failing.
    ///
    /// - Parameters:
    ///   - strict: Whether to fail when there is nothing to skip (no unasserted callback that
    ///     exhaustivity counts), so a skip left behind after the test changed is noticed.
    ///   - fileID: The file a failure is reported in; the caller's, by default.
    ///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
    ///   - line: The line a failure is reported at; the caller's, by default.
    ///   - column: The column a failure is reported at; the caller's, by default.
    /// - Returns: Whether it passed: false only when `strict` and there was nothing to skip.
    @discardableResult
    public func skipReceivedCallbacks(
        strict: Bool = true,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID, filePath, line, column)
        let skipped = unassertedFailure(from: shownSkippedCount,
            { "\(counted($0, "callback")) skipped by skipReceivedCallbacks()." },
            hint: "Skipped on purpose; assert them with receive(...) to check them.")
        let anyToSkip = !checked(includingLayout: false).isEmpty
        let end = current.log.count
        assertedCount = end
        shownSkippedCount = end
        guard anyToSkip || !strict else {
            report(FailureMessage(headline: "skipReceivedCallbacks() found no callbacks to skip.",
                                  hint: "Remove it, or pass strict: false where there may be none."), at: location)
            return false
        }
        if exhaustivity.showsSkippedAssertions, let skipped { notice(skipped, at: location) }
        return true
    }

    /// The callbacks a non-exhaustive receive stepped over to reach its matches (those
    /// exhaustivity counts, not shown before), as a notice; nil when there are none.
    func steppedOver(_ search: InOrderSearch) -> FailureMessage? {
        let matched = Set(search.matched)
        var diff: [DiffLine] = []
        var shown: [(position: Int, entry: LogEntry)] = []
        var skipped = 0
        for index in 0..<search.next {
            let entry = search.entries[index]
            let position = assertedCount + index
            if matched.contains(index) {
                diff.append(.unchanged(LogText.untimed(entry)))
            } else if position >= shownSkippedCount, assertsLayoutCallbacks || !entry.callback.callbackName.isLayout {
                diff.append(.unexpected(LogText.untimed(entry)))
                skipped += 1
            } else {
                continue
            }
            shown.append((position, entry))
        }
        guard skipped > 0 else { return nil }
        return FailureMessage(
            headline: "receive(...) stepped over \(counted(skipped, "callback")) (exhaustivity: .off).",
            diff: diff, times: shown.map(\.entry.time), positions: shown.map(\.position),
            hint: "Skipped, as exhaustivity: .off allows; with .on this would fail.")
    }

    /// At `finish()` without exhaustivity: the callbacks never asserted and the animations still
    /// pending, shown without failing.
    func showSkippedAtFinish(at location: FailureLocation) {
        let simulator = current
        if let skipped = unassertedFailure(from: shownSkippedCount,
            { "The test finished with \(counted($0, "callback")) not asserted (exhaustivity: .off)." },
            hint: "Skipped, as exhaustivity: .off allows; with .on this would fail.") {
            notice(skipped, at: location)
            shownSkippedCount = simulator.log.count
        }
        if let due = simulator.nextEventTime {
            notice(FailureMessage(
                headline: "The test finished at \(simulator.now) with animations still pending: "
                    + "the next event is due at \(due)" + Self.windowTransitionNote(simulator) + " (exhaustivity: .off).",
                hint: "Skipped, as exhaustivity: .off allows; with .on this would fail."), at: location)
        }
    }
}

extension TestSimulator {
    /// `; the window's transition (rotation by a quarter turn) runs until 400.000ms`, while a rotation or a
    /// window change animates: after one, a test must run the clock on before it finishes, and the
    /// message says why when nothing else moves.
    static func windowTransitionNote(_ simulator: Simulator) -> String {
        guard let transition = simulator.windowTransition else { return "" }
        return "; the window's transition (\(transition.cause)) runs until \(transition.ends)"
    }
}
