import SheetSim

// Assertions over a simulator's callback log, for Swift Testing and XCTest suites alike.
//
// Each takes the caller's location (so failures point at the test), reports through
// `FailureReporter.current` with a `FailureMessage`, and returns whether it passed, so a test
// can stop early (`guard assertLog(…) else { return }`). Failure diffs show untimed lines unless
// the check compares times.

/// Asserts that the log is exactly these callbacks, in this order: an exhaustive check. Layout
/// callbacks (`CallbackName.isLayout`) are compared only when `expected` names one.
///
/// - Parameters:
///   - log: A log, or the tester or simulator that made it.
///   - expected: One line per entry, as `LogText.untimed(_:)` prints it
///     (`sheet.viewWillAppear(animated: true)`), or as `LogText.line(_:)` prints it
///     (`350.000ms sheet.viewWillAppear(animated: true)`) when `timed` is true.
///   - timed: Whether times are compared too.
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether the log matched.
@discardableResult
public func assertLog(
    _ log: some AssertableLog,
    equals expected: [String],
    timed: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let log = withoutLayoutUnlessNamed(log.entriesToAssert, expected)
    let actual = log.map(timed ? LogText.line : LogText.untimed)
    guard actual != expected else { return true }
    let subject = timed ? "the expected timed callbacks" : "the expected callbacks"
    report(mismatch(subject, expected: expected, actual: actual, log: log), at: FailureLocation(fileID, filePath, line, column))
    return false
}

/// Asserts that the log is exactly this text, as `sheetsim run` prints it: one
/// `LogText.line(_:)` per line, times included.
///
/// So a run's output can be pasted into a test as a multi-line string literal. Blank lines
/// (leading, trailing or between entries), trailing whitespace and lines starting with `#`
/// (comments, after any indentation) are ignored; so are the log's layout callbacks when the text
/// has none (as `sheetsim run --hide layout` prints it).
///
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether the log matched.
@discardableResult
public func assertLog(
    _ log: some AssertableLog,
    matches text: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let expected = expectedLines(fromLogText: text)
    let log = withoutLayoutUnlessNamed(log.entriesToAssert, expected)
    let actual = log.map(LogText.line)
    guard actual != expected else { return true }
    report(mismatch("the expected text", expected: expected, actual: actual, log: log), at: FailureLocation(fileID, filePath, line, column))
    return false
}

/// Asserts that these callbacks happen in this order, with any others in between: a
/// non-exhaustive check.
///
/// Each string is a ``CallbackPattern``: `sheet.viewDidAppear` matches that call with any
/// arguments; `sheet.viewWillAppear(animated: true)` matches only an entry whose untimed text is
/// exactly that. Each pattern is matched to the first entry after the previous pattern's match.
/// A pattern that can never match fails with a did-you-mean (``KnownReceivers``).
///
/// - Parameters:
///   - log: A log, or the tester or simulator that made it (which check patterns against every
///     controller they know).
///   - expected: The patterns, in the order they must occur.
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether every pattern was found in order (true when `expected` is empty).
@discardableResult
public func assertLog(
    _ log: some AssertableLog,
    containsInOrder expected: [String],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID, filePath, line, column)
    guard let patterns = parsed(expected, at: location) else { return false }
    return assertInOrder(log, patterns, at: location)
}

/// `assertLog(_:containsInOrder:)` with typed
/// patterns: `[.callback(.viewWillAppear, of: "sheet"), .callback(.viewDidAppear, of: "sheet")]`.
@discardableResult
public func assertLog(
    _ log: some AssertableLog,
    containsInOrder expected: [CallbackPattern],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    assertInOrder(log, expected, at: FailureLocation(fileID, filePath, line, column))
}

private func assertInOrder(_ subject: some AssertableLog, _ patterns: [CallbackPattern], at location: FailureLocation) -> Bool {
    guard canMatch(patterns, in: subject, at: location) else { return false }
    let search = InOrderSearch(patterns, in: subject.entriesToAssert)
    guard let missing = search.missing else { return true }
    let view = search.failureView()
    var message = FailureMessage(
        headline: "The log does not contain the expected callbacks in order: \(search.missingPattern) is missing.",
        diff: view.diff,
        times: view.shown.map { search.entries[$0].time },
        positions: view.shown,
        elided: view.elided,
        hint: (search.nearestSentence().map { $0 + " " } ?? "")
            + "\(patterns[missing]) never occurs: check that the scenario reaches it, or leave it out."
    )
    if let sentence = search.outOfOrder() {
        message.headline = "The log does not contain the expected callbacks in order: \(search.missingPattern) is out of order."
        message.context = sentence
        message.hint = "Check the order of the expected callbacks."
    }
    report(message, at: location)
    return false
}

/// Asserts how many times a callback is in the log.
///
/// - Parameters:
///   - log: A log, or the tester or simulator that made it.
///   - pattern: A ``CallbackPattern``: `sheet.viewDidAppear`, or with exact arguments.
///   - expected: The number of matching entries; 0 or more.
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether the count matched.
@discardableResult
public func assertCount(
    _ log: some AssertableLog,
    of pattern: String,
    equals expected: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID, filePath, line, column)
    guard let parsed = parsed([pattern], at: location)?.first else { return false }
    return assertCount(log, parsed, expected, at: location)
}

/// `assertCount(_:of:equals:)` with a typed
/// pattern: `assertCount(tester, of: .callback(.viewDidAppear, of: "sheet"), equals: 3)`.
@discardableResult
public func assertCount(
    _ log: some AssertableLog,
    of pattern: CallbackPattern,
    equals expected: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    assertCount(log, pattern, expected, at: FailureLocation(fileID, filePath, line, column))
}

private func assertCount(_ subject: some AssertableLog, _ pattern: CallbackPattern, _ expected: Int,
                         at location: FailureLocation) -> Bool {
    guard expected >= 0 else {
        report(FailureMessage(headline: "assertCount(_:of:equals:) needs a count of 0 or more, not \(expected)."), at: location)
        return false
    }
    guard canMatch([pattern], in: subject, at: location) else { return false }
    let log = subject.entriesToAssert
    let matching = log.indices.filter { pattern.matches(log[$0]) }
    guard matching.count != expected else { return true }
    // Extra calls are the matches after the first `expected`; missing ones go at the end, since
    // nothing says where they should have been.
    var diff = log.map { DiffLine.unchanged(LogText.untimed($0)) }
    for index in matching.dropFirst(expected) { diff[index].kind = .unexpected }
    diff += repeatElement(DiffLine.missing(pattern.description), count: max(0, expected - matching.count))
    let message = FailureMessage(
        headline: "Expected \(counted(expected, "call")) to \(pattern), found \(matching.count).",
        diff: diff,
        times: log.map(\.time),
        hint: "Update the expected count"
            + (pattern.arguments == nil ? ", or add arguments to the pattern to count only some calls." : ".")
    )
    report(message, at: location)
    return false
}

/// Asserts that a callback never happens, e.g. that a swipe the delegate refused did not
/// dismiss: `assertNever(log, contains: "sheet.delegate.presentationControllerDidDismiss")`.
///
/// - Parameters:
///   - log: A log, or the tester or simulator that made it.
///   - pattern: A ``CallbackPattern``.
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether no entry matched.
@discardableResult
public func assertNever(
    _ log: some AssertableLog,
    contains pattern: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID, filePath, line, column)
    guard let parsed = parsed([pattern], at: location)?.first else { return false }
    return assertNever(log, parsed, at: location)
}

/// `assertNever(_:contains:)` with a typed
/// pattern: `assertNever(tester, contains: .callback(.presentationControllerDidDismiss, of: "compose"))`.
@discardableResult
public func assertNever(
    _ log: some AssertableLog,
    contains pattern: CallbackPattern,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    assertNever(log, pattern, at: FailureLocation(fileID, filePath, line, column))
}

private func assertNever(_ subject: some AssertableLog, _ pattern: CallbackPattern, at location: FailureLocation) -> Bool {
    guard canMatch([pattern], in: subject, at: location) else { return false }
    let log = subject.entriesToAssert
    let diff = log.map { DiffLine(kind: pattern.matches($0) ? .unexpected : .unchanged, text: LogText.untimed($0)) }
    let found = diff.filter { $0.kind == .unexpected }.count
    guard found > 0 else { return true }
    let message = FailureMessage(
        headline: "Expected no calls to \(pattern), found \(found).",
        diff: diff,
        times: log.map(\.time),
        hint: "Each + line is an unwanted call; the lines above it show what led to it."
    )
    report(message, at: location)
    return false
}

// MARK: - Shared steps

/// The failure for an exhaustive comparison: diff of every line, counted in the headline.
private func mismatch(_ subject: String, expected: [String], actual: [String], log: [LogEntry]) -> FailureMessage {
    let diff = diffLines(expected: expected, actual: actual)
    let missing = diff.filter { $0.kind == .missing }.count
    let unexpected = diff.filter { $0.kind == .unexpected }.count
    let counts = [missing > 0 ? "\(missing) missing" : nil, unexpected > 0 ? "\(unexpected) unexpected" : nil]
    return FailureMessage(
        headline: "The log does not match \(subject) (\(counts.compactMap { $0 }.joined(separator: ", "))).",
        diff: diff,
        times: log.map(\.time),
        hint: "Update the expectation, or check only some callbacks with assertLog(_:containsInOrder:)."
    )
}

/// The lines of a pasted `sheetsim run` output that are entries (see ``assertLog(_:matches:fileID:filePath:line:column:)``).
func expectedLines(fromLogText text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).compactMap { raw in
        var line = raw
        while let last = line.last, last.isWhitespace { line.removeLast() }
        if line.isEmpty || line.drop(while: \.isWhitespace).first == "#" { return nil }
        return String(line)
    }
}

/// The patterns, or nil after reporting why one is malformed: a typo in a test is a failure at
/// the assertion, not a crash.
func parsed(_ texts: [String], at location: FailureLocation) -> [CallbackPattern]? {
    var patterns: [CallbackPattern] = []
    for text in texts {
        do {
            patterns.append(try CallbackPattern(text))
        } catch {
            report(FailureMessage(headline: error.description), at: location)
            return nil
        }
    }
    return patterns
}

/// Whether every pattern can ever match in `subject`; reports the first that cannot.
func canMatch(_ patterns: [CallbackPattern], in subject: some AssertableLog, at location: FailureLocation) -> Bool {
    let known = subject.knownReceivers
    for pattern in patterns {
        if let problem = known.problem(with: pattern) {
            report(problem, at: location)
            return false
        }
    }
    return true
}

/// `log` without its layout callbacks, unless one of the `expected` lines names one: an exact
/// comparison is about the layout callbacks only when it lists them (layout rules 8).
func withoutLayoutUnlessNamed(_ log: [LogEntry], _ expected: [String]) -> [LogEntry] {
    let namesLayout = expected.contains { line in
        let head = line.prefix { $0 != "(" }
        let name = head.split(separator: ".").last.map(String.init) ?? ""
        return CallbackName(rawValue: name)?.isLayout == true
    }
    return namesLayout ? log : log.filter { !$0.callback.callbackName.isLayout }
}
