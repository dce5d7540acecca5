import SheetSim

/// A `simulator.error` entry is an exception UIKit raises at that point (a sheet with no active
/// detent on iOS 15, a view controller hierarchy inconsistency on iOS 12): in an app, a crash. A
/// run that logs one fails unless the scenario expects it, that is, unless one of its callback
/// expectations names `simulator.error` (`expect simulator.error exactly 1 times`, an `expect
/// callbacks` block listing it, or `expect no simulator.error`, which fails on its own).
extension ScenarioSession {
    /// A `simulator.error` the run logged: the line whose run logged it, and the entry.
    struct LoggedException {
        var location: SourceLocation
        var entry: LogEntry
    }

    /// Notes the `simulator.error` entries logged since the last call, as logged by the line at
    /// `location`. Each entry is looked at once, through the log's table of distinct callbacks
    /// (no entry is made for the others), so the cost over a run is the log's length.
    mutating func noteExceptions(loggedBy location: SourceLocation) {
        guard let log = simulator?.log else { return }
        // Almost every run logs no error at all: then nothing is looked through.
        guard log.contains(callbackNamed: .error) else {
            scannedForExceptions = log.count
            return
        }
        let errors = log.positions(from: scannedForExceptions) { if case .error = $0 { return true } else { return false } }
        scannedForExceptions = log.count
        for position in errors {
            let entry = log[position]
            guard entry.receiver.kind == .simulator else { continue }
            loggedExceptions.append(LoggedException(location: location, entry: entry))
        }
    }

    /// Whether an expectation about the log names `simulator.error`.
    var expectsExceptions: Bool {
        logExpectations.contains { located in
            let matchers: [CallbackMatcher]
            switch located.value {
            case .exactly(let list, _), .inOrder(let list, _): matchers = list
            case .count(let matcher, _, _, _), .never(let matcher, _): matchers = [matcher]
            }
            return matchers.contains { $0.receiver == Receiver.simulator.description && $0.name == "error" }
        }
    }

    /// One failure per line whose run logged an exception nothing expects.
    func unexpectedExceptionFailures() -> [ExpectationFailure] {
        guard !loggedExceptions.isEmpty, !expectsExceptions else { return [] }
        var failures: [ExpectationFailure] = []
        for exception in loggedExceptions where failures.last?.location != exception.location {
            let count = loggedExceptions.lazy.filter { $0.location == exception.location }.count
            let more = count > 1 ? " (and \(count - 1) more from this line)" : ""
            failures.append(ExpectationFailure(
                location: exception.location,
                message: "UIKit raised an exception, which nothing expects\(more)",
                details: [LogText.line(exception.entry),
                          "in an app this is a crash; if the scenario means it, say so: expect simulator.error exactly \(count) times"],
                isUnexpectedException: true))
        }
        return failures
    }
}
