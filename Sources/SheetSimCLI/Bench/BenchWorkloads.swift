import SheetSim

/// The workloads `sheetsim bench` times, kept free of clocks and I/O so tests can check that each
/// one does exactly the work it claims (the figures are only meaningful if the counts are right).
public enum BenchWorkloads {
    // MARK: Engine: the SimPy frame-clock workload on `EventQueue`

    /// What one run of the engine workload did.
    public struct EngineResult: Equatable, Sendable {
        /// Events popped and handled.
        public var events: Int
        /// The virtual time of the last event.
        public var lastEventTime: SimInstant
    }

    /// The workload of `shared/bench/simpy_frames.py`, on SheetSim's own queue: `processes`
    /// periodic processes, process i waking every 1/120 s + i µs, `steps` wakes each. Each event
    /// is a process id; handling it schedules that process's next wake until its steps run out, as
    /// SimPy's generator does with `yield env.timeout(period)`.
    public static func engine(processes: Int = 100, steps: Int = 10_000) -> EngineResult {
        var queue = EventQueue<Int32>()
        var periods: [Int64] = []
        var remaining: [Int32] = []
        periods.reserveCapacity(processes)
        remaining.reserveCapacity(processes)
        for i in 0..<processes {
            let period = 1_000_000_000 / 120 + Int64(i) * 1_000   // 1/120 s + i µs, in ns
            periods.append(period)
            remaining.append(Int32(steps))
            if steps > 0 { queue.schedule(Int32(i), at: SimInstant(nanosecondsSinceStart: period)) }
        }
        var events = 0
        var last = SimInstant.zero
        while let (time, process) = queue.popNext() {
            events += 1
            last = time
            let p = Int(process)
            remaining[p] -= 1
            if remaining[p] > 0 {
                queue.schedule(process, at: SimInstant(nanosecondsSinceStart: time.nanosecondsSinceStart + periods[p]))
            }
        }
        return EngineResult(events: events, lastEventTime: last)
    }

    // MARK: One complete interaction

    /// What one simulated interaction produced.
    public struct InteractionResult: Equatable, Sendable {
        /// Display frames recorded (`recordsFrames`): one snapshot per presented sheet per frame.
        public var frames: Int
        /// The callback log.
        public var log: CallbackLog
        /// The sheet was gone at the end.
        public var dismissed: Bool

        /// Callback log entries.
        public var logEntries: Int { log.count }
        /// Of those, layout callbacks (layout rules 8): none with the layout passes off.
        public var layoutEntries: Int { log.count(ofCallbacksWhere: { $0.callbackName.isLayout }) }
        /// The drag below the smallest detent was cancelled (`dismissalTransitionDidEnd(completed: false)`).
        public var dismissalCancelled: Bool {
            log.count(ofCallbacksWhere: { $0 == .dismissalTransitionDidEnd(completed: false) }) > 0
        }
    }

    /// Present at medium; drag the grabber from medium to large with 20 touch samples; release and
    /// settle at 120 Hz (iPhone 14 Pro); drag down past the smallest detent and let go so the
    /// dismissal cancels; settle; dismiss in code. Callback log and per-frame state are on, and so
    /// are the layout passes (a pass per sample of the drag between detents) unless `layout` is off.
    /// What the log holds is counted when asked, not here: the bench times this call, and counting
    /// is not simulating.
    public static func interaction(recordsFrames: Bool = true, layout: Bool = true) -> InteractionResult {
        var simulator = Simulator(device: .iPhone14Pro)
        simulator.recordsFrames = recordsFrames
        simulator.logsLayoutCallbacks = layout
        runInteraction(on: &simulator)
        return InteractionResult(frames: simulator.frames.count, log: simulator.log, dismissed: simulator.stack.isEmpty)
    }

    /// The configuration of the benchmarked sheet: medium and large, at medium, with a grabber.
    static let configuration: SheetConfiguration = {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.selectedDetentIdentifier = .medium
        configuration.prefersGrabberVisible = true
        return configuration
    }()

    /// The interaction's steps on an existing simulator (so the log workload can repeat it on one).
    /// The steps are valid by construction; a thrown error would mean the core changed under the
    /// benchmark, and the counts the tests check would then be wrong.
    static func runInteraction(on simulator: inout Simulator) {
        do {
            try simulator.present("sheet", configuration: configuration, animated: true)
            simulator.runUntilIdle()
            guard let sheet = simulator.frontSheet, sheet.resolvedDetents.count == 2 else { return }
            let medium = sheet.resolvedDetents[0].offset
            let large = sheet.resolvedDetents[1].offset
            // Medium to large: 20 samples one 120 Hz frame apart.
            let interval = simulator.environment.frameInterval
            let start = try simulator.location(of: .grabber).y
            let samples = (0..<20).map { k in
                (after: interval * Int64(k), y: start + (large - medium) * Double(k) / 19)
            }
            try simulator.drag(.grabber, samples: samples)
            simulator.runUntilIdle()
            // From large, slowly down to 80 pt below medium: past the smallest detent, then back.
            try simulator.drag(.grabber, by: medium - large + 80, duration: .milliseconds(600))
            simulator.runUntilIdle()
            try simulator.dismiss(animated: true)
            simulator.runUntilIdle()
        } catch {
            return
        }
    }

    // MARK: A long log

    /// Repeats the interaction on one simulator (frames off) until its log holds at least
    /// `entries` entries; returns the simulator so the caller can measure its log.
    public static func longLog(entries: Int) -> Simulator {
        var simulator = Simulator(device: .iPhone14Pro)
        while simulator.log.count < entries {
            let before = simulator.log.count
            runInteraction(on: &simulator)
            if simulator.log.count == before { break }  // nothing logged: do not spin
        }
        return simulator
    }
}
