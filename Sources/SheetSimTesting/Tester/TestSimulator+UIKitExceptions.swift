import SheetSim

/// A `simulator.error` entry is an exception UIKit raises at that point (a sheet left with no
/// active detent on iOS 15, a view controller hierarchy inconsistency on iOS 12): in an app, a
/// crash. A test fails for one it did not assert, whatever its exhaustivity, as `sheetsim run`
/// and the REPL fail a scenario that does not expect one: at the line of the action whose run
/// raised it, when the test finishes. A test asserts one as it asserts any callback, with a
/// `receive` that names it (`"simulator.error"`, `.simulator(.error)`); or it says that it means
/// them all with ``TestSimulator/expectsUIKitExceptions``. Skipping callbacks
/// (``TestSimulator/skipReceivedCallbacks(strict:fileID:filePath:line:column:)``, a
/// non-exhaustive `receive` stepping over one) does not assert it.
extension TestSimulator {
    /// A `simulator.error` entry no `receive` has asserted yet: where it is in the log, and the
    /// action whose run logged it.
    struct PendingException {
        var position: Int
        var entry: LogEntry
        var action: String
        var location: FailureLocation
    }

    /// Notes the `simulator.error` entries logged since the last call, as logged by `action` at
    /// `location`. Each entry is looked at once, through the log's table of distinct callbacks,
    /// so the cost over a test is the log's length; a log with no error is not looked through.
    func noteExceptions(in log: CallbackLog, loggedBy action: String, at location: FailureLocation) {
        defer { scannedForExceptions = log.count }
        guard scannedForExceptions < log.count, log.contains(callbackNamed: .error) else { return }
        let positions = log.positions(from: scannedForExceptions) { if case .error = $0 { return true } else { return false } }
        for position in positions where log[position].receiver.kind == .simulator {
            pendingExceptions.append(PendingException(position: position, entry: log[position], action: action, location: location))
        }
    }

    /// Counts the exceptions at `positions` as asserted: a `receive` matched them.
    func assertExceptions(at positions: some Sequence<Int>) {
        guard !pendingExceptions.isEmpty else { return }
        let matched = Set(positions)
        pendingExceptions.removeAll { matched.contains($0.position) }
    }

    /// Counts the exceptions in `range` as reported: a failure already showed them (an
    /// exhaustive test's unasserted callbacks, a `receive` that failed over them). Returns how
    /// many there were, for the failure's hint.
    @discardableResult
    func exceptionsReported(in range: Range<Int>) -> Int {
        let before = pendingExceptions.count
        pendingExceptions.removeAll { range.contains($0.position) }
        return before - pendingExceptions.count
    }

    /// The sentence an exhaustive failure that lists a `simulator.error` adds to its hint.
    static let exceptionNote = "simulator.error is an exception UIKit raises: in an app, a crash. "
        + "Assert it with receive(\"simulator.error\") if the test means it."

    /// At `finish()`: one failure for each action whose run raised exceptions no `receive`
    /// asserted, at the action's line, unless ``expectsUIKitExceptions``. Returns whether there
    /// were none.
    func reportUnassertedExceptions() -> Bool {
        defer { pendingExceptions = [] }
        guard !pendingExceptions.isEmpty, !expectsUIKitExceptions else { return true }
        var index = 0
        while index < pendingExceptions.count {
            let first = pendingExceptions[index]
            var end = index + 1
            while end < pendingExceptions.count, pendingExceptions[end].location.description == first.location.description,
                  pendingExceptions[end].action == first.action { end += 1 }
            let group = pendingExceptions[index..<end]
            let count = group.count == 1 ? "an exception" : "\(group.count) exceptions"
            report(FailureMessage(
                headline: "UIKit raised \(count) during \(first.action), which the test did not assert: in an app this is a crash.",
                diff: group.map { .unexpected(LogText.untimed($0.entry)) },
                times: group.map(\.entry.time),
                positions: group.map(\.position),
                context: "Raised at \(first.entry.time) (entry \(first.position + 1)).",
                hint: "If the test means it, assert it with receive(\"simulator.error\") after the action "
                    + "(or set expectsUIKitExceptions = true); otherwise change what raised it."), at: first.location)
            index = end
        }
        return false
    }
}
