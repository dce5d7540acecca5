import SheetSim

extension ScenarioSession {
    /// Runs the clock to `deadline`, stopping at every pending `expect state … at T` on the way.
    /// A run stopped at the simulator's ``ScenarioSession/runLimits`` is an error at `location`,
    /// the line that ran the clock.
    mutating func advance(to deadline: SimInstant, at location: SourceLocation) throws {
        guard simulator != nil else { return }
        while let next = stateChecks.first, let at = next.value.at, at <= deadline {
            let stop = simulator!.run(until: at)
            try checkLimits(stop, at: location)
            _ = stateChecks.removeFirst()
            try check(next)
        }
        let stop = simulator!.run(until: deadline)
        try checkLimits(stop, at: location)
    }

    /// Runs until nothing is pending, stopping at state checks that fall before the end.
    mutating func settle(at location: SourceLocation) throws {
        guard simulator != nil else { return }
        while let next = stateChecks.first, let at = next.value.at {
            // Only stop if the simulation is still busy at that instant; a check for the instant
            // the clock already stands at (a second line for the same time) is read there.
            if at > simulator!.now {
                guard let pending = simulator!.nextEventTime, pending <= at else { break }
                let stop = simulator!.run(until: at)
                try checkLimits(stop, at: location)
            }
            _ = stateChecks.removeFirst()
            try check(next)
        }
        let stop = simulator!.runUntilIdle()
        try checkLimits(stop, at: location)
    }

    /// The error for a run the simulator stopped at its limits, at the line that ran the clock.
    /// Called with the run's result in hand, never around the run itself: a method of the session
    /// called with the run as its argument would be handed a copy of the session taken before the
    /// run, and the simulator's log and stack would then be copied whole at the run's first change.
    func checkLimits(_ stop: RunLimitExceeded?, at location: SourceLocation) throws {
        guard let stop else { return }
        throw Diagnostic.runLimit(stop, limits: runLimits, at: location)
    }
}
