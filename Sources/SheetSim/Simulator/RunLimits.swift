/// How much one run of the clock may do before the simulator stops it: ``Simulator/runUntilIdle()``,
/// ``Simulator/run(until:)`` and ``Simulator/advance(by:)`` each count from their own
/// start.
///
/// App code can keep a simulation busy for ever: a sheet dismissed in `viewDidAppear` and
/// presented again in `viewDidDisappear` never lets the queue run dry, and `runUntilIdle()` would
/// never return (on a device the app would loop the same way, at 60 presentations a minute). So
/// every run stops once it has carried out ``events`` events, or once ``busyTime`` of virtual time
/// has gone by with work still queued, and says so (``RunLimitExceeded``).
///
/// Neither limit touches a run with nothing to do: `advance(by: .seconds(86_400))` on an idle
/// simulator moves the clock at once, however far. The display frames that only keep a held
/// finger's sheet on screen (``Simulator/isTouchDown``, nothing moving) count as events — each
/// costs the same as any other — but not as busy time: nothing is left to happen until the finger
/// moves or lifts.
///
/// The defaults are far above what a real interaction needs — the longest SheetSim allows, a
/// steady drag of an hour, is about 864,000 events (a touch sample and a display frame every
/// 120 Hz vsync) over an hour of virtual time — and low enough that a runaway stops in seconds.
public struct RunLimits: Hashable, Sendable, CustomStringConvertible {
    /// The most events one run carries out: touch samples, display frames, animation completions,
    /// callbacks delivered. 10,000,000 by default (about a second of display frames in a release
    /// build; 23 hours of them at 120 Hz).
    public var events: Int
    /// The most virtual time one run spends with work still queued. 2 hours by default: twice the
    /// longest drag a scenario may make.
    public var busyTime: SimDuration

    /// Limits of `events` events and `busyTime` of busy virtual time per run.
    ///
    /// - Parameters:
    ///   - events: the most events one run carries out; at least 1.
    ///   - busyTime: the most virtual time one run spends with work queued; above zero.
    public init(events: Int, busyTime: SimDuration) {
        self.events = events
        self.busyTime = busyTime
    }

    /// The defaults: 10,000,000 events and 2 hours of busy virtual time per run. Change one with
    /// `var limits = RunLimits.standard; limits.busyTime = .seconds(14_400)`.
    public static let standard = RunLimits(events: 10_000_000, busyTime: .seconds(7_200))

    /// `10000000 events, 7200s busy`.
    public var description: String { "\(events) events, \(RunLimits.text(busyTime)) busy" }

    /// Why these limits cannot be used, if they cannot: a limit of no events or no time would stop
    /// every run before it starts.
    public var refusal: String? {
        if events < 1 { return "a run's event limit must be at least 1 (it is \(events))" }
        if busyTime.nanoseconds <= 0 { return "a run's busy-time limit must be longer than zero (it is \(RunLimits.text(busyTime)))" }
        return nil
    }

    /// A duration as a scenario writes it: whole seconds as `7200s`, else milliseconds.
    public static func text(_ duration: SimDuration) -> String {
        if duration.nanoseconds % 1_000_000_000 == 0 { return "\(duration.nanoseconds / 1_000_000_000)s" }
        return duration.description
    }
}

/// A run of the clock the simulator stopped at one of its ``RunLimits``: what it ran, what it
/// was still busy with, and the app code that kept queueing work.
///
/// The simulator is left as it was when it stopped: the clock at the last event run, the rest of
/// the work still queued. Running the clock again carries on from there, with a fresh allowance.
public struct RunLimitExceeded: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which limit the run reached.
    public enum Limit: Hashable, Sendable {
        /// It carried out this many events.
        case events(Int)
        /// It spent this much virtual time with work queued.
        case busyTime(SimDuration)
    }

    /// The limit reached.
    public var limit: Limit
    /// The clock when the run started, and when it stopped.
    public var started: SimInstant
    public var stopped: SimInstant
    /// Events the run carried out.
    public var events: Int
    /// The last callbacks logged before the run stopped, oldest first (at most ``recentCount``).
    public var recentCallbacks: [LogEntry]
    /// The app code that asked for work during the run, most often first: what the app's
    /// `SimulatorHooks/onCallbackWithSimulator` returned, by the callback it ran in and the
    /// work's own description (``AppWork/label``) when it has one (at most ``listedCount``).
    public var appCode: [AppCodeCount]
    /// What is still queued, in the order it would run: `events for sheet 'sheet'`,
    /// `display frames`, `touch samples of a drag` (at most ``listedCount`` kinds).
    public var stillQueued: [String]
    /// Whether a finger is held down: its sheet's display frames keep running.
    public var isTouchDown: Bool

    /// How many of the last callbacks are kept.
    public static let recentCount = 8
    /// How many kinds of app code and queued work are listed.
    public static let listedCount = 5

    /// One kind of app code that asked for work during a run, and how often.
    public struct AppCodeCount: Hashable, Sendable, CustomStringConvertible {
        /// The callback the app code ran in, as the log prints it without arguments:
        /// `sheet.viewDidAppear`.
        public var callback: String
        /// What the work says it is (``AppWork/label``), e.g. `dismiss(animated: true) at
        /// MyTests.swift:12:9`; nil for work without one.
        public var work: String?
        /// How many times.
        public var count: Int

        /// `dismiss(animated: true) at MyTests.swift:12:9 from sheet.viewDidAppear (1800 times)`.
        public var description: String {
            (work.map { "\($0) from " } ?? "work from ") + callback + " (\(count) time\(count == 1 ? "" : "s"))"
        }
    }

    /// One sentence: which limit the run reached, over what stretch of virtual time.
    public var summary: String {
        let span = "from \(started) to \(stopped)"
        switch limit {
        case .events(let limit):
            return "it carried out \(limit) events (\(span)) and the simulation was still busy"
        case .busyTime(let limit):
            return "\(RunLimits.text(limit)) of virtual time went by with work still queued (\(span), \(events) events)"
        }
    }

    /// What kept the run busy, in a sentence: the app code first, else what is queued.
    public var cause: String {
        if !appCode.isEmpty {
            return "app code kept queueing work: " + appCode.map(\.description).joined(separator: "; ")
        }
        if isTouchDown, stillQueued == ["display frames"] {
            return "a finger is held down, and the display keeps running while it is"
        }
        return "still queued: " + (stillQueued.isEmpty ? "nothing" : stillQueued.joined(separator: ", "))
    }

    /// The run's limit as the hint to raise it names it.
    public var limitName: String {
        switch limit {
        case .events: return "events"
        case .busyTime: return "busyTime"
        }
    }

    public var description: String {
        var text = "the run was stopped: \(summary); \(cause)"
        if let last = recentCallbacks.last { text += "; the last callback was \(last)" }
        return text
    }
}
