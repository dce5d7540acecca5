import SheetSim

extension ScenarioSession {
    // MARK: State at an instant

    /// Checks a state expectation now; a failure is recorded, including a property that cannot be
    /// read (no such sheet on screen now).
    mutating func check(_ located: Located<StateExpectation>) throws {
        let expectation = located.value
        let sim = world()
        let actual: StateExpectation.Value
        switch sim.read(expectation.property, of: expectation.subject) {
        case .failure(let error):
            failures.append(ExpectationFailure(location: located.location, message: "\(error) at \(sim.now)", details: []))
            return
        case .success(.number(let value)): actual = .number(value, tolerance: 0)
        case .success(.bool(let value)): actual = .bool(value)
        case .success(.word(let value)): actual = .word(value)
        }
        if !Self.holds(actual, expectation.comparison, expectation.expected) {
            let subject = expectation.subject.map { " of '\($0)'" } ?? ""
            var details: [String] = []
            if expectation.property.subject == .sheet, let snapshot = expectation.subject.flatMap(sim.state(of:)) ?? sim.state {
                details.append("state: " + snapshot.summary)
            }
            failures.append(ExpectationFailure(
                location: located.location,
                message: "\(expectation.property.name)\(subject) is \(Self.text(actual)) at \(sim.now), expected \(expectation.comparison.rawValue) \(Self.text(expectation.expected))",
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
    /// that can never be evaluated (a mark never reached).
    public mutating func finish() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        makeWorldIfNeeded()
        while !stateChecks.isEmpty {
            let next = stateChecks.removeFirst()
            if simulator != nil, let at = next.value.at {
                simulator!.run(until: at)
            }
            do { try check(next) } catch let error as Diagnostic { diagnostics.append(error) } catch {}
        }
        let log = simulator?.log ?? CallbackLog()
        for located in logExpectations {
            do {
                if let failure = try evaluate(located.value, in: log, at: located.location) {
                    failures.append(failure)
                }
            } catch let error as Diagnostic {
                diagnostics.append(error)
            } catch {}
        }
        logExpectations = []
        failures.sort { $0.location < $1.location }
        return diagnostics
    }

    /// A window bound: an instant compares by time; a mark by log position, so `from MARK` means
    /// exactly the callbacks logged after the `mark` line, even those at the same instant.
    enum ResolvedBound {
        case time(SimInstant)
        case position(Int, SimInstant)
    }

    func resolve(_ bound: TimeBound?) throws -> ResolvedBound? {
        switch bound {
        case nil: return nil
        case .instant(let t)?: return .time(t)
        case .mark(let name, let location)?:
            guard let mark = marks[name] else {
                throw Diagnostic.error("mark '\(name)' is never reached, so the expectation can never be evaluated", at: location,
                                       hint: marks.isEmpty ? "set it with a line 'mark \(name)'" : Suggestions.didYouMean(name, among: marks.keys.sorted()))
            }
            return .position(mark.logIndex, mark.time)
        }
    }

    func window(_ window: LogWindow, of log: CallbackLog) throws -> (entries: [LogEntry], label: String) {
        let from = try resolve(window.from)
        let to = try resolve(window.to)
        var entries: [LogEntry] = []
        for (index, entry) in log.enumerated() {
            switch from {
            case .time(let t)?: if entry.time < t { continue }
            case .position(let p, _)?: if index < p { continue }
            case nil: break
            }
            switch to {
            case .time(let t)?: if entry.time > t { continue }
            case .position(let p, _)?: if index >= p { continue }
            case nil: break
            }
            entries.append(entry)
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
        return (entries, label)
    }

    func evaluate(_ expectation: CallbackExpectation, in log: CallbackLog, at location: SourceLocation) throws -> ExpectationFailure? {
        switch expectation {
        case .exactly(let matchers, let window):
            var (entries, label) = try self.window(window, of: log)
            // Layout callbacks come many per drag: an exact block compares them only when it names
            // one (layout rules 8); otherwise it is about the other callbacks.
            if !matchers.contains(where: { CallbackName(rawValue: $0.name)?.isLayout == true }) {
                entries.removeAll { $0.callback.callbackName.isLayout }
            }
            let matches = entries.count == matchers.count && zip(matchers, entries).allSatisfy { $0.matches($1) }
            guard !matches else { return nil }
            // Show actual entries in the matcher's own form where they match, so the diff shows only
            // real differences.
            let expected = matchers.map(\.description)
            let actual = entries.enumerated().map { index, entry -> String in
                if index < matchers.count, matchers[index].matches(entry) { return matchers[index].description }
                return matchers.contains { $0.time != nil } ? LogText.line(entry) : LogText.untimed(entry)
            }
            var details = (lineDiff(expected: expected, actual: actual) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            details.append("(Expected: -, Actual: +)")
            if let divergence = Self.divergence(matchers, entries) { details.append(divergence) }
            return ExpectationFailure(location: location, message: "callbacks \(label) differ from the expected sequence", details: details)
        case .inOrder(let matchers, let window):
            let (entries, label) = try self.window(window, of: log)
            var index = 0
            for (position, matcher) in matchers.enumerated() {
                guard let found = entries[index...].firstIndex(where: matcher.matches) else {
                    let earlier = entries[..<index].contains(where: matcher.matches)
                    var details = ["expected in order:"] + matchers.enumerated().map { ($0.offset == position ? "> " : "  ") + $0.element.description }
                    details.append(earlier ? "'\(matcher)' happens, but only before '\(position > 0 ? matchers[position - 1].description : "")'"
                                           : "'\(matcher)' never happens \(label)")
                    details += ["actual:"] + entries.map { "  " + LogText.line($0) }
                    return ExpectationFailure(location: location, message: "callbacks \(label) do not contain the expected ones in order", details: details)
                }
                index = found + 1
            }
            return nil
        case .count(let matcher, let comparison, let expected, let window):
            let (entries, label) = try self.window(window, of: log)
            let found = entries.filter(matcher.matches)
            guard !comparison.holds(found.count, expected) else { return nil }
            return ExpectationFailure(location: location,
                message: "\(matcher) happens \(found.count) time\(found.count == 1 ? "" : "s") \(label), expected \(comparison.rawValue) \(expected)",
                details: found.map { "at " + LogText.line($0) })
        case .never(let matcher, let window):
            let (entries, label) = try self.window(window, of: log)
            let found = entries.filter(matcher.matches)
            guard !found.isEmpty else { return nil }
            return ExpectationFailure(location: location,
                message: "\(matcher) happens \(found.count) time\(found.count == 1 ? "" : "s") \(label), expected never",
                details: found.map { "at " + LogText.line($0) })
        }
    }

    /// `Logs diverge at 408.333ms (entry 6).` — the first place the expected and actual differ.
    static func divergence(_ matchers: [CallbackMatcher], _ entries: [LogEntry]) -> String? {
        for index in 0..<max(matchers.count, entries.count) {
            let matched = index < matchers.count && index < entries.count && matchers[index].matches(entries[index])
            if matched { continue }
            if index < entries.count { return "Logs diverge at \(entries[index].time) (entry \(index + 1))." }
            let last = entries.last.map { ", \($0.time)" } ?? ""
            return "Logs diverge after the last entry\(last): the log ends early."
        }
        return nil
    }
}
