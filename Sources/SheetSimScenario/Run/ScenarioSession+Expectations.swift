import SheetSim

extension ScenarioSession {
    // MARK: State at an instant

    /// Checks a state expectation now; a failure is recorded, including a property that cannot be
    /// read (no such sheet on screen now).
    mutating func check(_ located: Located<StateExpectation>) throws {
        let expectation = located.value
        makeWorldIfNeeded()
        // Read where the simulator is kept: a copy of it (over a kilobyte, and a few dozen
        // references to retain and release) cost more than the reading.
        let now = simulator!.now
        let actual: StateExpectation.Value
        switch simulator!.read(expectation.property, of: expectation.subject) {
        case .failure(let error):
            failures.append(ExpectationFailure(location: located.location, message: "\(error) at \(now)", details: []))
            return
        case .success(.number(let value)): actual = .number(value, tolerance: 0)
        case .success(.bool(let value)): actual = .bool(value)
        case .success(.word(let value)): actual = .word(value)
        }
        if !Self.holds(actual, expectation.comparison, expectation.expected) {
            let subject = expectation.subject.map { " of '\($0)'" } ?? ""
            var details: [String] = []
            if expectation.property.subject == .sheet,
               let snapshot = expectation.subject.flatMap({ simulator!.state(of: $0) }) ?? simulator!.state {
                details.append("state: " + snapshot.summary)
            }
            // A detent property that reads nil is most often `selectedDetentIdentifier` before
            // anything set it: the property's own line says what it reports.
            if case .detent = expectation.property.kind, actual == .word("nil"), expectation.expected != .word("nil") {
                details.append("note: " + expectation.property.summary)
            }
            failures.append(ExpectationFailure(
                location: located.location,
                message: "\(expectation.property.name)\(subject) is \(Self.text(actual)) at \(now), expected \(expectation.comparison.rawValue) \(Self.text(expectation.expected))",
                details: details))
        }
    }

    static func holds(_ actual: StateExpectation.Value, _ comparison: Comparison, _ expected: StateExpectation.Value) -> Bool {
        switch (actual, expected) {
        case (.number(let a, _), .number(let e, let tolerance)):
            switch comparison {
            case .equal: return abs(a - e) <= tolerance + 1e-9
            case .notEqual: return abs(a - e) > tolerance + 1e-9
            default: return comparison.holds(a, e)
            }
        default:
            let equal = actual == expected
            return comparison == .equal ? equal : !equal
        }
    }

    static func text(_ value: StateExpectation.Value) -> String {
        switch value {
        case .number(let v, let tolerance):
            return NumberFormat.ratio(v) + (tolerance > 0 ? " ± " + NumberFormat.ratio(tolerance) : "")
        case .word(let word): return word
        case .bool(let b): return String(b)
        }
    }

    // MARK: Finishing the run

    /// Evaluates what is left: state checks after the last step (the clock runs on to them) and
    /// every callback expectation against the final log. Returns the diagnostics of expectations
    /// that can never be evaluated (a mark never reached): the first ``ScenarioLimits/diagnostics``,
    /// the rest counted in ``omittedDiagnosticCount``.
    public mutating func finish() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        makeWorldIfNeeded()
        while !stateChecks.isEmpty {
            let next = stateChecks.removeFirst()
            if simulator != nil, let at = next.value.at, let stop = simulator!.run(until: at) {
                // The clock stopped short of this check and of every later one: none can be read.
                diagnostics.append(.runLimit(stop, limits: runLimits, at: next.location))
                stateChecks = StateCheckQueue()
                break
            }
            do { try check(next) } catch let error as Diagnostic { diagnostics.append(error) } catch {}
        }
        if let lastLocation { noteExceptions(loggedBy: lastLocation) }
        failures += unexpectedExceptionFailures()
        loggedExceptions = []
        let log = simulator?.log ?? CallbackLog()
        var index: LogIndex?
        for (located, countAtLine) in zip(logExpectations, logCountsAtExpectations) {
            do {
                let explain = diagnostics.count < ScenarioLimits.diagnostics
                if var failure = try evaluate(located.value, in: log, index: &index, at: located.location, explain: explain) {
                    if located.value.window.to == nil, log.count > countAtLine {
                        failure.details.append(Self.readsToTheEnd(after: log.count - countAtLine))
                    }
                    failures.append(failure)
                }
            } catch let error as Diagnostic {
                if diagnostics.count < ScenarioLimits.diagnostics { diagnostics.append(error) } else { omittedDiagnosticCount += 1 }
            } catch {}
        }
        logExpectations = []
        logCountsAtExpectations = []
        failures.sort { $0.location < $1.location }
        return diagnostics
    }

    /// What a failure of an expectation whose window runs to the end of the run adds when
    /// callbacks came after its line: a callback expectation is read against the log once the
    /// run is over, not where it stands, and `mark` with `to` is how to stop it there.
    ///
    /// - Parameters:
    ///   - count: how many callbacks were logged after the expectation's line.
    static func readsToTheEnd(after count: Int) -> String {
        "note: this expectation reads the log to the end of the run, including the \(count) callback\(count == 1 ? "" : "s") logged after its line; "
            + "to read only what came before it, put a line 'mark NAME' just above it and bound it with 'to NAME' "
            + "(e.g. 'mark shown' then 'expect no sheet.viewDidDisappear to shown'; a block: 'expect callbacks to shown')"
    }

    /// A window bound: an instant compares by time; a mark by log position, so `from MARK` means
    /// exactly the callbacks logged after the `mark` line, even those at the same instant.
    enum ResolvedBound {
        case time(SimInstant)
        case position(Int, SimInstant)
    }

    /// `explain`: add a did-you-mean to the diagnostic for an unknown mark (false once enough
    /// diagnostics are kept that this one will only be counted).
    func resolve(_ bound: TimeBound?, explain: Bool = true) throws -> ResolvedBound? {
        switch bound {
        case nil: return nil
        case .instant(let t)?: return .time(t)
        case .mark(let name, let location)?:
            guard let mark = marks[name] else {
                let hint = !explain ? nil : marks.isEmpty ? "set it with a line 'mark \(name)'"
                    : Suggestions.didYouMean(name, among: marks.list.map(\.name).sorted())
                throw Diagnostic.error(.unreachedMark, "mark '\(name)' is never reached, so the expectation can never be evaluated", at: location,
                                       hint: hint)
            }
            return .position(mark.logIndex, mark.time)
        }
    }

    /// The log positions a window covers: log times never decrease, so a window is a range,
    /// found by binary search.
    func window(_ window: LogWindow, of log: CallbackLog, explain: Bool = true) throws -> (range: Range<Int>, label: String) {
        let from = try resolve(window.from, explain: explain)
        let to = try resolve(window.to, explain: explain)
        var lower = 0
        var upper = log.count
        switch from {
        case .time(let t)?: lower = Self.firstPosition(in: log) { $0 >= t }
        case .position(let p, _)?: lower = p
        case nil: break
        }
        switch to {
        case .time(let t)?: upper = Self.firstPosition(in: log) { $0 > t }
        case .position(let p, _)?: upper = p
        case nil: break
        }
        func text(_ bound: ResolvedBound, _ original: TimeBound?) -> String {
            switch (bound, original) {
            case (.position(_, let t), .mark(let name, _)?): return "mark '\(name)' (\(t))"
            case (.time(let t), _): return "\(t)"
            case (.position(_, let t), _): return "\(t)"
            }
        }
        let label: String
        switch (from, to) {
        case (nil, nil): label = "in the whole run"
        case (let f?, nil): label = "from \(text(f, window.from)) to the end"
        case (nil, let t?): label = "up to \(text(t, window.to))"
        case (let f?, let t?): label = "from \(text(f, window.from)) to \(text(t, window.to))"
        }
        return (lower..<max(lower, upper), label)
    }

    /// The first log position whose time satisfies `isPast` (a predicate false then true along
    /// the log), or the log's end.
    static func firstPosition(in log: CallbackLog, where isPast: (SimInstant) -> Bool) -> Int {
        var low = 0, high = log.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(log[middle].time) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    mutating func evaluate(_ expectation: CallbackExpectation, in log: CallbackLog, index: inout LogIndex?,
                           at location: SourceLocation, explain: Bool = true) throws -> ExpectationFailure? {
        switch expectation {
        case .exactly(let matchers, let window):
            let (range, label) = try self.window(window, of: log, explain: explain)
            // Layout callbacks come many per drag: an exact block compares them only when it names
            // one (layout rules 8); otherwise it is about the other callbacks.
            let positions: [Int]
            if matchers.contains(where: { CallbackName(rawValue: $0.name)?.isLayout == true }) {
                positions = Array(range)
            } else {
                examinedEntries += range.count
                positions = range.filter { !log[$0].callback.callbackName.isLayout }
            }
            examinedEntries += min(positions.count, matchers.count)
            let matches = positions.count == matchers.count && zip(matchers, positions).allSatisfy { $0.matches(log[$1]) }
            guard !matches else { return nil }
            var details = sequenceDifference(matchers, log, positions)
            details.append("(Expected: -, Actual: +)")
            if let divergence = divergence(matchers, log, positions) { details.append(divergence) }
            return ExpectationFailure(location: location, message: "callbacks \(label) differ from the expected sequence", details: details)
        case .inOrder(let matchers, let window):
            let (range, label) = try self.window(window, of: log, explain: explain)
            var position = range.lowerBound
            for (number, matcher) in matchers.enumerated() {
                var found: Int?
                while position < range.upperBound {
                    examinedEntries += 1
                    defer { position += 1 }
                    if matcher.matches(log[position]) { found = position; break }
                }
                guard found == nil else { continue }
                return inOrderFailure(matchers, failingAt: number, log, range, label: label, at: location)
            }
            return nil
        case .count(let matcher, let comparison, let expected, let window):
            let (range, label) = try self.window(window, of: log, explain: explain)
            let found = occurrences(of: matcher, in: log, range, index: &index)
            guard !comparison.holds(found.count, expected) else { return nil }
            return ExpectationFailure(location: location,
                message: "\(matcher) happens \(found.count) time\(found.count == 1 ? "" : "s") \(label), expected \(comparison.rawValue) \(expected)",
                details: occurrenceLines(found, log))
        case .never(let matcher, let window):
            let (range, label) = try self.window(window, of: log, explain: explain)
            let found = occurrences(of: matcher, in: log, range, index: &index)
            guard !found.isEmpty else { return nil }
            return ExpectationFailure(location: location,
                message: "\(matcher) happens \(found.count) time\(found.count == 1 ? "" : "s") \(label), expected never",
                details: occurrenceLines(found, log))
        }
    }

    // MARK: Occurrences (count, never)

    /// The positions in `range` of the entries `matcher` matches, from the log's index.
    mutating func occurrences(of matcher: CallbackMatcher, in log: CallbackLog, _ range: Range<Int>,
                              index: inout LogIndex?) -> ArraySlice<Int> {
        if index == nil { index = LogIndex(log, names: countedCallbacks, examined: &examinedEntries) }
        let positions = index!.positions(of: matcher)
        var found = positions[positions.firstIndex(notBelow: range.lowerBound)..<positions.firstIndex(notBelow: range.upperBound)]
        if matcher.time != nil {
            examinedEntries += found.count
            found = ArraySlice(found.filter { matcher.matches(log[$0]) })
        }
        return found
    }

    /// The callbacks the `count` and `never` expectations still to evaluate name: what the
    /// ``LogIndex`` needs to cover.
    var countedCallbacks: Set<CallbackName> {
        var names = Set<CallbackName>()
        for expectation in logExpectations {
            switch expectation.value {
            case .count(let matcher, _, _, _), .never(let matcher, _):
                if let name = CallbackName(rawValue: matcher.name) { names.insert(name) }
            case .exactly, .inOrder: break
            }
        }
        return names
    }

    /// `at 0.000ms sheet.viewWillAppear(animated: true)` per occurrence, the first
    /// ``ScenarioLimits/listedLines`` of them.
    mutating func occurrenceLines(_ found: ArraySlice<Int>, _ log: CallbackLog) -> [String] {
        let shown = found.prefix(ScenarioLimits.listedLines)
        examinedEntries += shown.count
        var lines = shown.map { "at " + LogText.line(log[$0]) }
        if found.count > shown.count { lines.append("… and \(found.count - shown.count) more") }
        return lines
    }

    // MARK: In order

    /// The expected callbacks with `>` at the one not found (around it when there are many),
    /// why it was not found, and the window's entries (the first of them when there are many).
    mutating func inOrderFailure(_ matchers: [CallbackMatcher], failingAt number: Int, _ log: CallbackLog,
                                 _ range: Range<Int>, label: String, at location: SourceLocation) -> ExpectationFailure {
        let matcher = matchers[number]
        var earlier = false
        for position in range {
            examinedEntries += 1
            if matcher.matches(log[position]) { earlier = true; break }
        }
        let half = ScenarioLimits.listedLines / 2
        let shown = matchers.count <= ScenarioLimits.listedLines
            ? 0..<matchers.count
            : max(0, number - half)..<min(matchers.count, max(0, number - half) + ScenarioLimits.listedLines)
        var details = ["expected in order:"]
        if shown.lowerBound > 0 { details.append("  … \(shown.lowerBound) before") }
        details += shown.map { ($0 == number ? "> " : "  ") + matchers[$0].description }
        if shown.upperBound < matchers.count { details.append("  … and \(matchers.count - shown.upperBound) more") }
        details.append(earlier ? "'\(matcher)' happens, but only before '\(number > 0 ? matchers[number - 1].description : "")'"
                               : "'\(matcher)' never happens \(label)")
        let entries = range.prefix(ScenarioLimits.listedLines)
        examinedEntries += entries.count
        details += ["actual:"] + entries.map { "  " + LogText.line(log[$0]) }
        if range.count > entries.count { details.append("  … and \(range.count - entries.count) more") }
        return ExpectationFailure(location: location, message: "callbacks \(label) do not contain the expected ones in order", details: details)
    }

    // MARK: Exactly these

    /// `Logs diverge at 408.333ms (entry 6).` — the first place the expected and actual differ.
    mutating func divergence(_ matchers: [CallbackMatcher], _ log: CallbackLog, _ positions: [Int]) -> String? {
        for index in 0..<max(matchers.count, positions.count) {
            examinedEntries += 1
            let matched = index < matchers.count && index < positions.count && matchers[index].matches(log[positions[index]])
            if matched { continue }
            if index < positions.count { return "Logs diverge at \(log[positions[index]].time) (entry \(index + 1))." }
            let last = positions.last.map { ", \(log[$0].time)" } ?? ""
            return "Logs diverge after the last entry\(last): the log ends early."
        }
        return nil
    }
}
