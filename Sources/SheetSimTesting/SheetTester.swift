import SheetSim

/// An exhaustive tester around a ``SheetSimulator``, in the spirit of TCA's `TestStore`: every
/// callback the simulation makes must be asserted, in order, and the test must end with nothing
/// left to animate.
///
/// Drive it as you would the simulator, then assert what UIKit called with
/// ``receive(_:fileID:filePath:line:column:)``:
///
/// ```swift
/// let tester = SheetTester(device: .iPhone14Pro)
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
///   `send` does with unhandled received actions. Running the clock (``advance(by:)``,
///   ``run(until:)``, ``runUntilIdle()``) is not such an action: it only lets earlier actions
///   finish, so their callbacks may be asserted after it;
/// - ``finish()`` with callbacks unasserted, or with animations still pending.
///
/// A tester that is never finished is finished when it is released, and fails at the line that
/// created it: forgetting `finish()` must not make a test pass.
///
/// With ``Exhaustivity/off``, `receive` checks its callbacks in order with any others between
/// them, and nothing fails for callbacks left unasserted or animations still running: for tests
/// that care about one part of a sequence.
///
/// Layout callbacks (`viewWillLayoutSubviews`, `viewSafeAreaInsetsDidChange`, …; see
/// ``CallbackName/isLayout``) come many per drag. Exhaustivity leaves them out unless a `receive`
/// names one (it then compares every callback it covers) or ``assertsLayoutCallbacks`` is set.
///
/// - Note: The tester is a class so that it can be shared with user code and finished on
///   release; it is not `Sendable`, since the simulator runs user hooks synchronously.
public final class SheetTester {
    /// How strictly callbacks must be asserted.
    public enum Exhaustivity: Hashable, Sendable {
        /// Every callback is asserted, in order; none may be left at ``SheetTester/finish()``,
        /// nor any animation pending.
        case on
        /// Only the callbacks a test names are checked, in order, with others allowed between.
        case off
    }

    /// The simulator being driven. Read it freely (state, log, frames); change it only through
    /// the tester, so that callbacks are tracked.
    public private(set) var simulator: SheetSimulator
    /// How strictly callbacks must be asserted; may change mid-test, as with TCA's `exhaustivity`.
    public var exhaustivity: Exhaustivity
    /// How many log entries have been asserted (or skipped); the next `receive` starts here.
    public private(set) var assertedCount = 0
    /// Whether exhaustivity covers the layout callbacks too: every one must then be asserted.
    /// Off by default: a `receive` that names none skips them, and none is left unasserted.
    public var assertsLayoutCallbacks = false
    private var isFinished = false
    private let creation: FailureLocation

    /// Wraps a simulator.
    ///
    /// - Parameters:
    ///   - simulator: The simulator, possibly already set up (environment, hooks, recorded frames).
    ///     Its existing log counts as asserted.
    ///   - exhaustivity: ``Exhaustivity/on`` unless a test opts out.
    public init(
        _ simulator: SheetSimulator,
        exhaustivity: Exhaustivity = .on,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.simulator = simulator
        self.exhaustivity = exhaustivity
        self.assertedCount = simulator.log.count
        self.creation = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A fresh simulator of `device`, with the user's code in `observer` if given.
    ///
    /// - Parameters:
    ///   - device: The device profile, `.iPhone14Pro` by default.
    ///   - orientation: Portrait by default.
    ///   - os: The iOS version profile.
    ///   - exhaustivity: ``Exhaustivity/on`` unless a test opts out.
    ///   - observer: Code to run at each callback (see ``SheetObserver``).
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
        var simulator = SheetSimulator(device: device, orientation: orientation, os: os)
        if let observer { simulator.hooks = SimulatorHooks(observer: observer) }
        self.init(simulator, exhaustivity: exhaustivity, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    deinit {
        guard !isFinished else { return }
        finish(fileID: creation.fileID, filePath: creation.filePath, line: creation.line, column: creation.column)
    }

    // MARK: Reading

    /// The whole log so far, asserted or not.
    public var log: [LogEntry] { simulator.log.entries }
    /// The entries not yet asserted.
    public var unasserted: ArraySlice<LogEntry> { ArraySlice(simulator.log[assertedCount...]) }

    /// The unasserted entries exhaustivity cares about, with their positions among ``unasserted``:
    /// all of them, or all but the layout callbacks.
    private func checked(includingLayout: Bool) -> [(offset: Int, entry: LogEntry)] {
        let includes = includingLayout || assertsLayoutCallbacks
        return unasserted.enumerated().compactMap { offset, entry in
            includes || !entry.callback.callbackName.isLayout ? (offset, entry) : nil
        }
    }
    /// The virtual clock.
    public var now: SimInstant { simulator.now }
    /// The front sheet's state now, or nil when nothing is presented.
    public var state: SheetSnapshot? { simulator.state }
    /// The named sheet's state now.
    public func state(of name: String) -> SheetSnapshot? { simulator.state(of: name) }
    /// The user's code that runs inside the simulation; see also ``SheetObserver``.
    public var hooks: SimulatorHooks {
        get { simulator.hooks }
        set { simulator.hooks = newValue }
    }

    // MARK: Asserting callbacks

    /// Asserts the next unasserted callbacks, in order.
    ///
    /// Each string is a ``CallbackPattern``: a line of `sheetsim run` output without its time
    /// (`sheet.viewWillAppear(animated: true)`) matches that entry exactly; `sheet.viewDidAppear`
    /// matches the call with any arguments. With ``Exhaustivity/on`` the patterns must match the
    /// next entries one for one (later entries may be asserted by a later `receive`); with
    /// ``Exhaustivity/off`` entries between matches are skipped.
    ///
    /// On a failure the entries the diff covers count as asserted, so one mistake fails once.
    ///
    /// - Returns: Whether the callbacks matched.
    @discardableResult
    public func receive(
        _ expected: String...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        receive(expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts the next unasserted callbacks, in order: the array form of
    /// ``receive(_:fileID:filePath:line:column:)-(String...)``.
    @discardableResult
    public func receive(
        _ expected: [String],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        var patterns: [CallbackPattern] = []
        for text in expected {
            do {
                patterns.append(try CallbackPattern(text))
            } catch {
                report(FailureMessage(headline: error.description), at: location)
                return false
            }
        }
        let result: ReceiveResult
        switch exhaustivity {
        case .on: result = receiveExhaustively(patterns)
        case .off: result = receiveInOrder(patterns)
        }
        assertedCount += result.consumed
        guard let failure = result.failure else { return true }
        report(failure, at: location)
        return false
    }

    /// Ends the test: with ``Exhaustivity/on``, fails if callbacks were never asserted or
    /// animations are still pending, one failure for each. Call it last, as TCA's `finish()`.
    ///
    /// - Returns: Whether the test ended cleanly (always true with ``Exhaustivity/off``).
    @discardableResult
    public func finish(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        isFinished = true
        guard exhaustivity == .on else { return true }
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        var passed = true
        if !checked(includingLayout: false).isEmpty {
            passed = false
            let remaining = checked(includingLayout: false).map(\.entry)
            report(
                FailureMessage(
                    headline: "The test finished with \(counted(remaining.count, "callback")) not asserted.",
                    diff: remaining.map { .unexpected(LogText.untimed($0)) },
                    times: remaining.map(\.time),
                    entriesBefore: assertedCount,
                    hint: "Assert them with receive(...), or use exhaustivity: .off to check only some callbacks."
                ),
                at: location
            )
            assertedCount = simulator.log.count
        }
        if let due = simulator.nextEventTime {
            passed = false
            let fix = "Run them with runUntilIdle() (or advance(by:)) and assert what they call with receive(...), "
                + "or use exhaustivity: .off."
            report(
                FailureMessage(
                    headline: "The test finished at \(simulator.now) with animations still pending: "
                        + "the next event is due at \(due).",
                    hint: (simulator.state.map { "Front sheet now: \($0.summary)\n" } ?? "") + fix
                ),
                at: location
            )
        }
        return passed
    }

    // MARK: Matching

    private struct ReceiveResult {
        /// How many unasserted entries now count as asserted.
        var consumed: Int
        var failure: FailureMessage?
    }

    /// The patterns against the next entries, one for one; later entries are left for later.
    ///
    /// Exactly as many entries as patterns are compared (fewer if fewer were logged), and the
    /// diff only displays the difference: a callback out of place shows as `-` where it was
    /// expected and `+` where it came.
    private func receiveExhaustively(_ patterns: [CallbackPattern]) -> ReceiveResult {
        let namesLayout = patterns.contains { CallbackName(rawValue: $0.name)?.isLayout == true }
        let candidates = checked(includingLayout: namesLayout).prefix(patterns.count)
        let compared = candidates.map(\.entry)
        let consumed = candidates.last.map { $0.offset + 1 } ?? 0
        let entriesBefore = assertedCount + (candidates.first?.offset ?? 0)
        // Where a pattern matches the entry in its own position it is shown as that entry's text,
        // so a name-only pattern that matched is not shown as a change.
        let expected = patterns.enumerated().map { index, pattern in
            index < compared.count && pattern.matches(compared[index])
                ? LogText.untimed(compared[index]) : pattern.description
        }
        let diff = diffLines(expected: expected, actual: compared.map(LogText.untimed))
        let missing = diff.filter { $0.kind == .missing }.count
        let unexpected = diff.filter { $0.kind == .unexpected }.count
        guard missing + unexpected > 0 else { return ReceiveResult(consumed: consumed) }
        let counts = [missing > 0 ? "\(missing) missing" : nil, unexpected > 0 ? "\(unexpected) unexpected" : nil]
        let hint: String
        if compared.count < patterns.count, let due = simulator.nextEventTime {
            hint = "More may come later: the next event is due at \(due). "
                + "Run the clock (advance(by:), runUntilIdle()) before receive(...)."
        } else {
            hint = "Assert the callbacks in the order they happen, or use exhaustivity: .off to skip some."
        }
        let failure = FailureMessage(
            headline: "The received callbacks do not match the expected ones "
                + "(\(counts.compactMap { $0 }.joined(separator: ", "))).",
            diff: diff,
            times: compared.map(\.time),
            entriesBefore: entriesBefore,
            hint: hint
        )
        return ReceiveResult(consumed: consumed, failure: failure)
    }

    /// The patterns in order, skipping the entries between them.
    private func receiveInOrder(_ patterns: [CallbackPattern]) -> ReceiveResult {
        let remaining = Array(unasserted)
        var next = 0
        for (index, pattern) in patterns.enumerated() {
            if let found = remaining[next...].firstIndex(where: pattern.matches) {
                next = found + 1
                continue
            }
            let untimed = remaining.map { DiffLine.unchanged(LogText.untimed($0)) }
            let hint = simulator.nextEventTime.map {
                "It may come later: the next event is due at \($0). Run the clock before receive(...)."
            } ?? "Nothing is pending: check that the test reaches it, and the order of the expected callbacks."
            let failure = FailureMessage(
                headline: "The expected callbacks were not received in order: "
                    + "\(pattern) (\(index + 1) of \(patterns.count)) is missing.",
                diff: Array(untimed[..<next]) + [.missing(pattern.description)] + untimed[next...],
                times: remaining.map(\.time),
                entriesBefore: assertedCount,
                hint: hint
            )
            return ReceiveResult(consumed: next, failure: failure)
        }
        return ReceiveResult(consumed: next)
    }

    // MARK: Performing

    /// Runs one action: first, with ``Exhaustivity/on``, fails if earlier callbacks are
    /// unasserted (and counts them as asserted, so the failure is not repeated); then reports
    /// an error the simulator throws as a failure at the caller's line.
    func perform(
        _ action: String,
        checksUnasserted: Bool = true,
        at location: FailureLocation,
        _ body: (inout SheetSimulator) throws -> Void
    ) {
        if checksUnasserted, exhaustivity == .on, !checked(includingLayout: false).isEmpty {
            let remaining = checked(includingLayout: false).map(\.entry)
            report(
                FailureMessage(
                    headline: "\(counted(remaining.count, "callback")) must be asserted before \(action).",
                    diff: remaining.map { .unexpected(LogText.untimed($0)) },
                    times: remaining.map(\.time),
                    entriesBefore: assertedCount,
                    hint: "Assert them with receive(...) first, or use exhaustivity: .off to check only some callbacks."
                ),
                at: location
            )
            assertedCount = simulator.log.count
        }
        do {
            try body(&simulator)
        } catch {
            report(FailureMessage(headline: "The simulator refused \(action) at \(simulator.now): \(error)."), at: location)
        }
    }

    /// Runs the clock, which cannot fail and is never checked for unasserted callbacks.
    func runClock(_ body: (inout SheetSimulator) -> Void) {
        body(&simulator)
    }

    private func report(_ message: FailureMessage, at location: FailureLocation) {
        reportFailure(
            message.text, fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column)
    }
}
