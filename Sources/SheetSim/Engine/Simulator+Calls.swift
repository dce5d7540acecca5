extension Simulator {
    // MARK: Calls in code a machine decides

    /// Sends `event`, a call in code (`showDetailViewController`, `setViewController(_:for:)`), to
    /// the machine of kind `M` named `name`, and throws when the machine refuses it
    /// (``EngineService/refuseCall(_:)``). The machine is a value: it is tried first on a copy, so a
    /// call it refuses at once changes nothing. One it refuses only later (after its delegate's
    /// answer) throws once the event is over; the caller undoes what it did
    /// (``allOrNothing(_:)``).
    mutating func call<M: Machine>(_ event: M.Event, to name: String, as kind: M.Type) throws {
        guard var trial = machine(kind, named: name) else { return }
        for case .engine(.refuseCall(let error)) in trial.handle(event, at: now, in: M.context(of: name, in: self)) { throw error }
        let refusedBefore = services.refusedCalls.count
        send(event, to: name, as: kind)
        if services.refusedCalls.count > refusedBefore {
            let error = services.refusedCalls[refusedBefore]
            services.refusedCalls.removeSubrange(refusedBefore...)
            throw error
        }
    }

    /// Runs `change`, which may fail after changing things (a delegate asked and logged, a
    /// controller declared, before a machine finds it cannot go on), on a copy, kept only if it
    /// succeeds. The copy shares the simulator's storage until `change` writes to it, so this costs
    /// a copy of what the call changes: for the rare `show` and `showDetail` only.
    mutating func allOrNothing(_ change: (inout Simulator) throws -> Void) throws {
        var attempt = self
        try change(&attempt)
        self = attempt
    }
}
