// Keeping each run of the clock within ``RunLimits``. The run loops count in a local
// ``RunWatch`` — an add and two compares an event, in registers — and leave the loop only when a
// limit looks reached; everything else here runs then, or once per run.

/// What one run of the clock has done so far, against the limits it started with. The run loops
/// keep the count down and the busy-time instant in locals while they run, and hand them here
/// only when a limit looks reached.
struct RunWatch {
    let eventLimit: Int
    let busyLimit: Int64
    let started: SimInstant
    /// Events the run may still carry out before the event limit is reached.
    var eventsLeft: Int
    /// Past this instant (in nanoseconds) the run has spent ``busyLimit`` busy: counted from the
    /// run's start, or from the last moment only a held finger's display frames were left.
    var busyUntil: Int64
    /// The tally of the run this one runs inside (app work may run the clock), put back at its end.
    let outerTally: AppWorkTally?

    init(eventLimit: Int, busyLimit: Int64, started: SimInstant, outerTally: AppWorkTally?) {
        self.eventLimit = eventLimit
        self.busyLimit = busyLimit
        self.started = started
        self.eventsLeft = eventLimit
        self.outerTally = outerTally
        busyUntil = 0
        busySince(started)
    }

    /// Events the run has carried out.
    var events: Int { eventLimit - eventsLeft }

    /// Counts busy time from `instant` on.
    mutating func busySince(_ instant: SimInstant) {
        let (sum, overflow) = instant.nanosecondsSinceStart.addingReportingOverflow(busyLimit)
        busyUntil = overflow ? .max : sum
    }

}

/// The app code that asked for work during one run, by the callback it ran in and the work's
/// label: what a run stopped at its limits names as what kept it busy.
struct AppWorkTally {
    struct Key: Hashable {
        var receiver: Receiver
        var callback: CallbackName
        var label: String?
    }

    private(set) var counts: [Key: Int] = [:]
    /// The keys in the order first seen, so that equal counts list in a fixed order.
    private(set) var order: [Key] = []

    /// Kinds kept; app code naming a new controller at every callback adds no more past this.
    static let kinds = 64

    mutating func note(_ work: [AppWork], from entry: LogEntry) {
        let name = entry.callback.callbackName
        for item in work {
            let key = Key(receiver: entry.receiver, callback: name, label: item.label)
            if let count = counts[key] {
                counts[key] = count + 1
            } else if counts.count < Self.kinds {
                counts[key] = 1
                order.append(key)
            }
        }
    }

    /// The most frequent kinds, most often first (first seen first among equals).
    func top(_ count: Int) -> [RunLimitExceeded.AppCodeCount] {
        order.enumerated()
            .sorted { (counts[$0.element]!, -$0.offset) > (counts[$1.element]!, -$1.offset) }
            .prefix(count)
            .map { RunLimitExceeded.AppCodeCount(callback: "\($0.element.receiver).\($0.element.callback)",
                                                 work: $0.element.label, count: counts[$0.element]!) }
    }
}

extension Simulator {
    /// Starts counting a run against ``runLimits``; the app work of the run is tallied only when
    /// there are hooks to ask for it.
    mutating func beginRun() -> RunWatch {
        let watch = RunWatch(eventLimit: max(1, runLimits.events), busyLimit: max(1, runLimits.busyTime.nanoseconds),
                             started: now, outerTally: appWorkTally)
        appWorkTally = hooks.onCallbackWithSimulator == nil ? nil : AppWorkTally()
        return watch
    }

    /// Ends a run: the tally goes back to the run this one ran inside, if any.
    mutating func endRun(_ watch: RunWatch) {
        appWorkTally = watch.outerTally
    }

    /// Decides, once a run loop finds a limit reached — its events used up, or its busy time past
    /// — with work of the run still to do (`next`: the next event of a run to a deadline; nil for
    /// a run until idle), whether the run stops here. The time only a held finger's frames were
    /// left is no work: busy time then starts again from the next event. Returns what stopped
    /// the run, having ended it, or nil to go on.
    @inline(never)
    mutating func checkLimits(_ watch: inout RunWatch, next: SimInstant?) -> RunLimitExceeded? {
        let limit: RunLimitExceeded.Limit
        if watch.eventsLeft <= 0 {
            limit = .events(watch.eventLimit)
        } else if isTouchDown, onlyHeldFramesRemain {
            watch.busySince(next ?? now)
            return nil
        } else {
            limit = .busyTime(SimDuration(nanoseconds: watch.busyLimit))
        }
        let stop = RunLimitExceeded(
            limit: limit, started: watch.started, stopped: now, events: watch.events,
            recentCallbacks: Array(log.suffix(RunLimitExceeded.recentCount)),
            appCode: appWorkTally?.top(RunLimitExceeded.listedCount) ?? [],
            stillQueued: stillQueued(RunLimitExceeded.listedCount), isTouchDown: isTouchDown)
        endRun(watch)
        return stop
    }

    /// The kinds of work still queued, in the order they would run (at most `count`).
    func stillQueued(_ count: Int) -> [String] {
        var kinds: [String] = []
        func add(_ kind: String) {
            if kinds.count < count, !kinds.contains(kind) { kinds.append(kind) }
        }
        if !pendingDrag.isEmpty { add("touch samples of a drag") }
        if queue.hasFrame { add("display frames") }
        for (_, event) in queue.queue.pendingInOrder {
            guard kinds.count < count else { break }
            switch event {
            case .completion(let kind, let name, _): add("events for \(kind.noun) '\(name)'")
            case .scheduled(let scheduled): add("events for \(scheduled.noun) '\(scheduled.name)'")
            case .deliver(let receiver, let callback): add("a call to deliver: \(receiver).\(callback.callbackName)")
            case .windowTransitionEnded: add("the end of the window's transition")
            }
        }
        return kinds
    }
}
