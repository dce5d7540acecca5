import SheetSim

/// An exhaustive tester around a `Simulator`, in the spirit of TCA's `TestStore`: every
/// callback the simulation makes must be asserted, in order, and the test must end with nothing
/// left to animate.
///
/// Drive it as you would the simulator, then assert what UIKit called with
/// `receive(_:)`:
///
/// ```swift
/// let tester = TestSimulator(device: .iPhone14Pro)
/// tester.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
/// tester.runUntilIdle()
/// tester.receive(
///     "sheet.viewWillAppear(animated: true)",
///     "sheet.presentationController.presentationTransitionWillBegin",
///     "sheet.viewIsAppearing(animated: true)",
///     "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
///     "sheet.viewDidAppear(animated: true)"
/// )
/// tester.finish()
/// ```
///
/// With ``Exhaustivity/on`` (the default) these fail the test, each at the caller's line:
///
/// - a `receive` whose callbacks are not exactly the next unasserted ones;
/// - an action (present, drag, tap, …) while callbacks of earlier ones are unasserted, as TCA's
///   `send` does with unhandled received actions. Running the clock (``advance(by:fileID:filePath:line:column:)``,
///   ``run(until:fileID:filePath:line:column:)``, ``runUntilIdle(fileID:filePath:line:column:)``) is
///   not such an action: it only lets earlier actions finish, so their callbacks may be asserted after it;
/// - ``finish(fileID:filePath:line:column:)`` with callbacks unasserted, or with animations pending.
///
/// With any exhaustivity, a UIKit exception the run raised (a `simulator.error` entry: in an app,
/// a crash) that no `receive` asserted fails the test when it finishes, at the line of the action
/// that raised it, unless ``expectsUIKitExceptions`` says the test means them.
///
/// A tester that is never finished is finished when it is released, and fails at the line that
/// created it: forgetting `finish()` must not make a test pass. An action after `finish()`
/// opens the test again: its callbacks are checked by the next `finish()`, or, if there is none,
/// when the tester is released, at that action's line.
///
/// With ``Exhaustivity/off``, `receive` checks its callbacks in order with any others between
/// them, and nothing fails for callbacks left unasserted or animations still running: for tests
/// that care about one part of a sequence. ``Exhaustivity/off(showSkippedAssertions:)`` with
/// `true` shows what was skipped without failing (see the case). ``skipReceivedCallbacks(strict:fileID:filePath:line:column:)``
/// skips the callbacks so far in an exhaustive test, and ``isRecording`` turns failures into the
/// `receive(...)` calls that would pass, ready to paste.
///
/// Layout callbacks (`viewWillLayoutSubviews`, `viewSafeAreaInsetsDidChange`, …; see
/// `CallbackName.isLayout`) come many per drag. Exhaustivity leaves them out unless a `receive`
/// names one (it then compares every callback it covers) or ``assertsLayoutCallbacks`` is set.
///
/// ## The app's code inside a callback
///
/// Code that runs inside the simulation — a ``SheetObserver``, or `SimulatorHooks` closures —
/// may use the tester as app code uses UIKit. While a callback runs, ``simulator``, ``state``,
/// ``log`` and ``now`` show that instant, and an action (``dismiss(animated:fileID:filePath:line:column:)``,
/// ``present(_:configuration:from:animated:fileID:filePath:line:column:)``, …) is the app calling
/// UIKit from inside the callback: it runs right after the callback returns, at the same instant
/// and before anything else, and is not checked for unasserted callbacks (the test did not make
/// it). Its callbacks are logged in order and asserted with `receive` like any others; an error
/// fails the test at the action's line. What app code cannot do is run the clock or finish the
/// test; inside a delegate question it can only answer.
///
/// ## One tester per test
///
/// A tester belongs to one test: make it in the test, drive it from the test's task, finish it
/// there. It is a class so that it can be shared with the app's code inside callbacks and
/// finished when released; it is not `Sendable`, since the simulator runs that code
/// synchronously, in the tester's own calls. Keep it off other tasks (a failure there is still
/// reported; see ``FailureReporter``) and do not share one between tests.
public final class TestSimulator {
    /// How strictly callbacks must be asserted.
    public enum Exhaustivity: Hashable, Sendable {
        /// Every callback is asserted, in order; none may be left at ``TestSimulator/finish(fileID:filePath:line:column:)``,
        /// nor any animation pending.
        case on
        /// Only the callbacks a test names are checked, in order, with others allowed between.
        ///
        /// With `showSkippedAssertions`, what ``on`` would have failed on is shown without
        /// failing — the callbacks an action or `finish()` found unasserted, those a `receive`
        /// stepped over, animations still pending at the end — as a known issue under Swift
        /// Testing, and as a `note:` line on standard output under XCTest.
        case off(showSkippedAssertions: Bool)

        /// ``off(showSkippedAssertions:)`` without showing what was skipped.
        public static let off = Exhaustivity.off(showSkippedAssertions: false)

        /// Whether skipped assertions are shown.
        var showsSkippedAssertions: Bool {
            if case .off(true) = self { return true }
            return false
        }
    }

    /// How strictly callbacks must be asserted; may change mid-test, as with TCA's `exhaustivity`.
    public var exhaustivity: Exhaustivity
    /// How many log entries have been asserted (or skipped); the next `receive` starts here.
    public internal(set) var assertedCount = 0
    /// Whether exhaustivity covers the layout callbacks too: every one must then be asserted.
    /// Off by default: a `receive` that names none skips them, and none is left unasserted.
    public var assertsLayoutCallbacks = false
    /// Record mode: a failing exhaustive `receive`, and `finish()` or an action that finds
    /// callbacks unasserted, add to their failure the `receive(...)` call that asserts what came,
    /// ready to paste, and count those callbacks as asserted, so the next one is recorded from
    /// there. Write `tester.receive()` after each action, run once, paste. The test still fails
    /// while recording, so a recording is never left in place unnoticed.
    public var isRecording = false
    /// The names given to ``present(_:configuration:from:animated:fileID:filePath:line:column:)``,
    /// even ones the simulator refused: controllers a pattern may name.
    public private(set) var presentedNames: [String] = []

    /// The simulator between actions. While an action runs it is held by the action, and this
    /// holds `placeholder` (so nothing can read the simulator while it changes).
    private var stored: Simulator
    /// An empty simulator of the same device, swapped in while an action runs.
    private let placeholder: Simulator
    /// The hooks the test installed; the simulator runs them through ``installAppCodeHooks(_:)``.
    private var installedHooks = SimulatorHooks()
    /// Set while the app's code runs inside a callback or question.
    var appCode: AppCodeScope?
    /// The controller names the app's code compared receivers with, checked at `finish()`.
    let patternNames = PatternNames()
    /// The names already reported as near misses, so each fails once.
    var reportedPatternNames: Set<String> = []
    /// The action running now, if any.
    private var running: (action: String, location: FailureLocation)?
    private var reportedReadDuringAction = false
    private var isFinished = false
    /// Where a tester released unfinished reports: where it was made, or the action that opened
    /// it again after `finish()`.
    private var releaseLocation: FailureLocation
    /// How far the callbacks skipped under ``Exhaustivity/off(showSkippedAssertions:)`` have
    /// been shown, so each is shown once.
    var shownSkippedCount = 0
    /// Whether the test means the run to raise UIKit exceptions (`simulator.error`), so that
    /// one no `receive` asserts does not fail it. Off by default: an exception is a crash in an
    /// app, and a test fails for one it did not assert, whatever its ``exhaustivity``. With
    /// ``Exhaustivity/on`` every callback, an exception too, must still be asserted.
    public var expectsUIKitExceptions = false
    /// The `simulator.error` entries no `receive` has asserted yet, in log order.
    var pendingExceptions: [PendingException] = []
    /// How far the log has been looked through for `simulator.error` entries.
    var scannedForExceptions = 0

    /// Wraps a simulator.
    ///
    /// - Parameters:
    ///   - simulator: The simulator, possibly already set up (environment, hooks, recorded frames).
    ///     Its existing log counts as asserted.
    ///   - exhaustivity: ``Exhaustivity/on`` unless a test opts out.
    ///   - fileID: The file where a tester that goes away unfinished reports what it left
    ///     unasserted; the caller's, by default.
    ///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
    ///   - line: The line of that report; the caller's, by default.
    ///   - column: The column of that report; the caller's, by default.
    public init(
        _ simulator: Simulator,
        exhaustivity: Exhaustivity = .on,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.stored = simulator
        self.placeholder = Simulator(environment: simulator.environment, os: simulator.os, metrics: simulator.metrics,
                                          options: simulator.options, presenterName: simulator.presenterName)
        self.exhaustivity = exhaustivity
        self.assertedCount = simulator.log.count
        self.releaseLocation = FailureLocation(fileID, filePath, line, column)
        self.shownSkippedCount = simulator.log.count
        self.scannedForExceptions = simulator.log.count
        installAppCodeHooks(simulator.hooks)
    }

    /// A fresh simulator of `device`, with the user's code in `observer` if given.
    ///
    /// - Parameters:
    ///   - device: The device profile, `.iPhone14Pro` by default.
    ///   - orientation: Portrait by default.
    ///   - os: The iOS version profile.
    ///   - exhaustivity: ``Exhaustivity/on`` unless a test opts out.
    ///   - observer: Code to run at each callback and delegate question (see ``SheetObserver``).
    ///   - fileID: The file where a tester that goes away unfinished reports what it left
    ///     unasserted; the caller's, by default.
    ///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
    ///   - line: The line of that report; the caller's, by default.
    ///   - column: The column of that report; the caller's, by default.
    public convenience init(
        device: Device = .iPhone14Pro,
        orientation: Orientation = .portrait,
        os: OSProfile = .default,
        exhaustivity: Exhaustivity = .on,
        observer: (any SheetObserver)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        var simulator = Simulator(device: device, orientation: orientation, os: os)
        if let observer { simulator.hooks = SimulatorHooks(observer: observer) }
        self.init(simulator, exhaustivity: exhaustivity, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    deinit {
        guard !isFinished else { return }
        let location = releaseLocation
        finish(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }

    // MARK: Reading

    /// The simulator being driven: as it is now, or, while the app's code runs inside a callback,
    /// as it is at that instant. Read it freely (state, log, frames); change it only through the
    /// tester, so that callbacks are tracked. Its `Simulator.hooks` are the test's own.
    public var simulator: Simulator {
        var simulator = current
        simulator.hooks = installedHooks
        return simulator
    }

    /// The whole log so far, asserted or not.
    public var log: [LogEntry] {
        let log = current.log
        LogReadMeter.note(log.count)
        return log.entries
    }
    /// The entries not yet asserted.
    public var unasserted: ArraySlice<LogEntry> {
        let log = current.log
        let start = min(assertedCount, log.count)
        LogReadMeter.note(log.count - start)
        return ArraySlice(log[start...])
    }

    /// `failure`, about the unasserted entries up to `end`, with ``exceptionNote`` in its hint when
    /// one of them is an exception (which then counts as reported: it fails once).
    func withExceptionNote(_ failure: FailureMessage, coveringTo end: Int) -> FailureMessage {
        var failure = failure
        if exceptionsReported(in: assertedCount..<max(assertedCount, end)) > 0 {
            failure.hint = (failure.hint.map { $0 + "\n" } ?? "") + Self.exceptionNote
        }
        return failure
    }

    /// The callbacks exhaustivity still waits for (from `start` on, by default the first
    /// unasserted entry), each a `+` line, as a failure with the headline made from their
    /// count; nil when there are none.
    func unassertedFailure(from start: Int? = nil, _ headline: (Int) -> String, hint: String) -> FailureMessage? {
        let remaining = checked(includingLayout: false, from: start)
        guard !remaining.isEmpty else { return nil }
        var message = FailureMessage(
            headline: headline(remaining.count),
            diff: remaining.map { .unexpected(LogText.untimed($0.entry)) },
            times: remaining.map(\.entry.time),
            entriesBefore: assertedCount,
            positions: remaining.map { assertedCount + $0.offset },
            hint: hint)
        if isRecording { message.hint = hint + "\n" + pasteableReceive(remaining.map(\.entry)) }
        return message
    }

    /// Before an action from the test: with ``Exhaustivity/on``, fails if callbacks are
    /// unasserted (then counts them as asserted, so the failure is not repeated); with skipped
    /// assertions shown, shows the ones not shown yet.
    private func checkUnasserted(before action: String, at location: FailureLocation) {
        if exhaustivity == .on, let failure = unassertedFailure(
            { "\(counted($0, "callback")) must be asserted before \(action)." },
            hint: "Assert them with receive(...) first, or use exhaustivity: .off to check only some callbacks.") {
            report(withExceptionNote(failure, coveringTo: stored.log.count), at: location)
            assertedCount = stored.log.count
        } else if exhaustivity.showsSkippedAssertions, let skipped = unassertedFailure(from: shownSkippedCount,
            { "\(counted($0, "callback")) not asserted before \(action) (exhaustivity: .off)." },
            hint: "Skipped, as exhaustivity: .off allows; with .on this would fail.") {
            notice(skipped, at: location)
            shownSkippedCount = stored.log.count
        }
    }

    /// The unasserted entries exhaustivity cares about, with their positions among ``unasserted``:
    /// all of them, or all but the layout callbacks. With `start`, only those from that position
    /// of the log on are read.
    func checked(includingLayout: Bool, from start: Int? = nil) -> [(offset: Int, entry: LogEntry)] {
        let includes = includingLayout || assertsLayoutCallbacks
        let log = current.log
        let first = min(max(start ?? 0, assertedCount), log.count)
        LogReadMeter.note(log.count - first)
        return log[first...].enumerated().compactMap { index, entry in
            includes || !entry.callback.callbackName.isLayout ? (first - assertedCount + index, entry) : nil
        }
    }
    /// The virtual clock.
    public var now: SimInstant { current.now }
    /// The front sheet's state now, or nil when nothing is presented.
    public var state: SheetSnapshot? { current.state }
    /// The named sheet's state now.
    public func state(of name: String) -> SheetSnapshot? { current.state(of: name) }

    /// The user's code that runs inside the simulation; see also ``SheetObserver``. Set it between
    /// actions, not from inside a callback.
    public var hooks: SimulatorHooks {
        get { installedHooks }
        set {
            if let running {
                report(FailureMessage(headline: "The tester's hooks were set while \(running.action) was running.",
                                      hint: "Set hooks between actions."), at: running.location)
                return
            }
            installAppCodeHooks(newValue)
        }
    }

    /// The simulator as code here reads it: the instant of the callback running the app's code,
    /// else the simulator between actions. Read while an action runs outside any callback (by a
    /// hook the core calls without the state of that moment, such as ``SimulatorHooks/shouldDismiss``),
    /// it is a failure: the state is changing, and an empty simulator is all there is to show.
    var current: Simulator {
        if let appCode { return appCode.simulator }
        if let running, !reportedReadDuringAction {
            reportedReadDuringAction = true
            report(FailureMessage(
                headline: "The tester was read while \(running.action) was running, outside any callback: "
                    + "there is no state of that moment to show.",
                hint: "Read it from a SheetObserver, or from hooks.onCallbackWithSimulator or hooks.onQuestion, "
                    + "which run at each callback and question with the state of that instant."), at: running.location)
        }
        return stored
    }

    // MARK: Running actions

    /// Runs `body` on the simulator as one action. During it the simulator is out of `stored`,
    /// so reads come from the callback running app code, never from a simulator mid-change.
    private func run(_ action: String, at location: FailureLocation, _ body: (inout Simulator) -> Void) {
        var simulator = placeholder
        swap(&stored, &simulator)
        running = (action, location)
        defer {
            swap(&stored, &simulator)
            running = nil
            reportedReadDuringAction = false
            noteExceptions(in: stored.log, loggedBy: action, at: location)
        }
        body(&simulator)
    }

    /// Runs one action (``send(_:fileID:filePath:line:column:)``, or a declaration), named
    /// `action` in failures: from the test, first (with ``Exhaustivity/on``) fails if earlier
    /// callbacks are unasserted (and counts them as asserted, so the failure is not repeated), then
    /// reports an error the simulator throws as a failure at the caller's line. From the app's code
    /// inside a callback, queues it to run when the callback returns.
    func runAction(
        _ action: String,
        checksUnasserted: Bool = true,
        at location: FailureLocation,
        _ body: @escaping (inout Simulator) throws -> Void
    ) {
        if let appCode {
            guard case .callback = appCode.event else {
                report(AppContext.callDuringQuestion(action, appCode.event), at: location)
                return
            }
            appCode.collector.append(action, at: location, body)
            return
        }
        guard mayRun(action, at: location) else { return }
        reopenIfFinished(at: location)
        if checksUnasserted {
            checkUnasserted(before: action, at: location)
        }
        run(action, at: location) { simulator in
            do {
                try body(&simulator)
            } catch {
                report(FailureMessage(headline: "The simulator refused \(action) at \(simulator.now): \(error)."), at: location)
            }
        }
    }

    /// Runs the clock, which is never checked for unasserted callbacks; app code inside a callback
    /// cannot run it. A run the simulator stops at its `Simulator.runLimits` (app code that
    /// never lets it go idle) fails the test at the caller's line.
    func runClock(_ action: String, at location: FailureLocation, _ body: (inout Simulator) -> RunLimitExceeded?) {
        if let appCode {
            report(FailureMessage(
                headline: "\(action) was called from app code inside \(appCode.event): app code cannot run the clock.",
                hint: "Run the clock from the test, after the action."), at: location)
            return
        }
        guard mayRun(action, at: location) else { return }
        reopenIfFinished(at: location)
        run(action, at: location) { simulator in
            if let stop = body(&simulator) { report(Self.stopped(action, stop, limits: simulator.runLimits), at: location) }
        }
    }

    /// The failure for a run stopped at its limits: what it ran, its last callbacks, and the app
    /// code that kept queueing work.
    static func stopped(_ action: String, _ stop: RunLimitExceeded, limits: RunLimits) -> FailureMessage {
        var lines = ["Last callbacks:"]
        lines += stop.recentCallbacks.isEmpty ? ["  (none)"] : stop.recentCallbacks.map { "  \($0)" }
        lines.append("")
        lines.append(stop.cause.prefix(1).uppercased() + stop.cause.dropFirst() + ".")
        let raise: String
        switch stop.limit {
        case .events: raise = "tester.runLimits.events (now \(limits.events))"
        case .busyTime: raise = "tester.runLimits.busyTime (now \(RunLimits.text(limits.busyTime)))"
        }
        lines.append("Stop the app code from queueing work at every callback; if the run really needs more, raise \(raise).")
        return FailureMessage(headline: "\(action) was stopped before the simulation went idle: \(stop.summary).",
                              hint: lines.joined(separator: "\n"))
    }

    /// How much one run of the clock may do (`Simulator.runLimits`): a run that goes past
    /// them fails the test at its line. Set it between actions.
    public var runLimits: RunLimits {
        get { current.runLimits }
        set {
            if let running {
                report(FailureMessage(headline: "The tester's runLimits were set while \(running.action) was running.",
                                      hint: "Set them between actions."), at: running.location)
                return
            }
            stored.runLimits = newValue
        }
    }

    /// An action from the test after `finish()` opens the test again: what it does must be
    /// checked by another `finish()`, or when the tester is released, at this action's line.
    private func reopenIfFinished(at location: FailureLocation) {
        guard isFinished else { return }
        isFinished = false
        releaseLocation = location
    }

    /// False, after reporting, when an action is asked for while another runs outside any
    /// callback (from a hook such as ``SimulatorHooks/shouldDismiss``).
    private func mayRun(_ action: String, at location: FailureLocation) -> Bool {
        guard let running else { return true }
        report(FailureMessage(
            headline: "\(action) was called while \(running.action) was running, outside any callback: it cannot run there.",
            hint: "Call it from a SheetObserver or hooks.onCallbackWithSimulator, which run at each callback."), at: location)
        return false
    }

    /// Notes a name given to `present`, which patterns may then name.
    func notePresented(_ name: String) {
        if !presentedNames.contains(name) { presentedNames.append(name) }
    }

    /// Marks the tester finished; false (after reporting) when app code inside a callback asks.
    func beginFinishing(at location: FailureLocation) -> Bool {
        if let appCode {
            report(FailureMessage(headline: "finish() was called from app code inside \(appCode.event).",
                                  hint: "Finish the test from the test, after its last action."), at: location)
            return false
        }
        isFinished = true
        return true
    }

    // MARK: App code

    /// Installs `hooks` so that the app's code in them runs with the state of its instant and
    /// can use this tester: callbacks (``SimulatorHooks/onCallback`` and
    /// ``SimulatorHooks/onCallbackWithSimulator``) and questions (``SimulatorHooks/onQuestion``)
    /// run inside ``runAppCode(_:_:_:)``. The answer hooks are left as they are.
    private func installAppCodeHooks(_ hooks: SimulatorHooks) {
        installedHooks = hooks
        var wrapped = hooks
        wrapped.onCallback = nil
        if hooks.onCallback != nil || hooks.onCallbackWithSimulator != nil {
            wrapped.onCallbackWithSimulator = { [weak self] entry, simulator in
                func userCode() -> [AppWork] {
                    hooks.onCallback?(entry)
                    return hooks.onCallbackWithSimulator?(entry, simulator) ?? []
                }
                guard let self else { return userCode() }
                let (returned, work) = self.runAppCode(.callback(entry.receiver, entry.callback), simulator, userCode)
                return work + returned
            }
        }
        if let onQuestion = hooks.onQuestion {
            wrapped.onQuestion = { [weak self] entry, simulator in
                guard let self else { return onQuestion(entry, simulator) }
                return self.runAppCode(.question(entry.receiver, entry.callback), simulator) { onQuestion(entry, simulator) }.0
            }
        }
        stored.hooks = wrapped
    }

    /// Runs app code for one callback or question with `simulator` as the instant to read; returns
    /// what it returned and the calls into UIKit it made through the tester or an ``AppContext``.
    private func runAppCode<Result>(
        _ event: UIKitEvent, _ simulator: Simulator, _ body: () -> Result
    ) -> (Result, [AppWork]) {
        let collector = AppWorkCollector()
        let outer = appCode
        appCode = AppCodeScope(event: event, simulator: simulator, collector: collector)
        defer { appCode = outer }
        let result = AppWorkCollector.$current.withValue(collector) {
            PatternNames.$current.withValue(patternNames) { body() }
        }
        return (result, collector.work)
    }
}

/// The app's code running inside one callback or question: the instant it reads, and where its
/// calls into UIKit gather.
struct AppCodeScope {
    var event: UIKitEvent
    var simulator: Simulator
    var collector: AppWorkCollector
}
