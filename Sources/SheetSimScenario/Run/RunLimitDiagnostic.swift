import SheetSim

extension Diagnostic {
    /// The error for a line whose run of the clock the simulator stopped at its `RunLimits`: what
    /// the run did and what kept it busy, and, as the note, the limit to raise if the scenario
    /// really needs more (`sheetsim run` and `sheetsim repl` take `--max-events N` and
    /// `--max-busy-time DURATION`).
    ///
    /// - Parameters:
    ///   - stop: what the simulator reported.
    ///   - limits: the limits the run had.
    ///   - location: the line that ran the clock.
    static func runLimit(_ stop: RunLimitExceeded, limits: RunLimits, at location: SourceLocation) -> Diagnostic {
        var message = "this line's run was stopped before the simulation went idle: \(stop.summary); \(stop.cause)"
        if let last = stop.recentCallbacks.last { message += "; the last callback was \(last)" }
        let flag: String
        switch stop.limit {
        case .events(let events):
            flag = "--max-events \(events.multipliedReportingOverflow(by: 2).overflow ? Int.max : events * 2)"
                + " (the limit is \(limits.events) events a run)"
        case .busyTime(let busy):
            let doubled = busy.nanoseconds.multipliedReportingOverflow(by: 2)
            flag = "--max-busy-time \(RunLimits.text(SimDuration(nanoseconds: doubled.overflow ? Int64.max : doubled.partialValue)))"
                + " (the limit is \(RunLimits.text(limits.busyTime)) of busy virtual time a run)"
        }
        return .error(.runLimitReached, message, at: location, hint: "if the scenario really needs more, raise the limit, e.g. \(flag)")
    }
}
