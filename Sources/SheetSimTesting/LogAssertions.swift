import SheetSim

// Assertions over a simulator's callback log, for Swift Testing and XCTest suites alike.
//
// Each takes the caller's location (so failures point at the test), reports through
// `FailureReporter.current` with a `FailureMessage`, and returns whether it passed, so a test
// can stop early (`guard assertLog(…) else { return }`). Failure diffs show untimed lines unless
// the check compares times.

/// Asserts that the log is exactly these callbacks, in this order: an exhaustive check. Layout
/// callbacks (``CallbackName/isLayout``) are compared only when `expected` names one.
///
/// - Parameters:
///   - log: The simulator's log.
///   - expected: One line per entry, as ``LogText/untimed(_:)`` prints it
///     (`sheet.viewWillAppear(animated: true)`), or as ``LogText/line(_:)`` prints it
///     (`350.000ms sheet.viewWillAppear(animated: true)`) when `timed` is true.
///   - timed: Whether times are compared too.
/// - Returns: Whether the log matched.
@discardableResult
public func assertLog(
    _ log: [LogEntry],
    equals expected: [String],
    timed: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let log = withoutLayoutUnlessNamed(log, expected)
    let actual = log.map(timed ? LogText.line : LogText.untimed)
    guard actual != expected else { return true }
    let subject = timed ? "the expected timed callbacks" : "the expected callbacks"
    report(mismatch(subject, expected: expected, actual: actual, log: log), fileID, filePath, line, column)
    return false
}

/// Asserts that the log is exactly this text, as `sheetsim run` prints it: one
/// ``LogText/line(_:)`` per line, times included.
///
/// So a run's output can be pasted into a test as a multi-line string literal. Blank lines
/// (leading, trailing or between entries), trailing whitespace and lines starting with `#`
/// (comments, after any indentation) are ignored; so are the log's layout callbacks when the text
/// has none (as `sheetsim run --hide layout` prints it).
///
/// - Returns: Whether the log matched.
@discardableResult
public func assertLog(
    _ log: [LogEntry],
    matches text: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let expected = expectedLines(fromLogText: text)
    let log = withoutLayoutUnlessNamed(log, expected)
    let actual = log.map(LogText.line)
    guard actual != expected else { return true }
    report(mismatch("the expected text", expected: expected, actual: actual, log: log), fileID, filePath, line, column)
    return false
}

/// Asserts that these callbacks happen in this order, with any others in between: a
/// non-exhaustive check.
///
/// Each string is a ``CallbackPattern``: `sheet.viewDidAppear` matches that call with any
/// arguments; `sheet.viewWillAppear(animated: true)` matches only an entry whose untimed text is
/// exactly that. Each pattern is matched to the first entry after the previous pattern's match.
///
/// - Returns: Whether every pattern was found in order (true when `expected` is empty).
@discardableResult
public func assertLog(
    _ log: [LogEntry],
    containsInOrder expected: [String],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    var patterns: [CallbackPattern] = []
    for text in expected {
        guard let pattern = parse(text, fileID, filePath, line, column) else { return false }
        patterns.append(pattern)
    }
    var next = 0
    for (index, pattern) in patterns.enumerated() {
        if let found = log[next...].firstIndex(where: pattern.matches) {
            next = found + 1
            continue
        }
        let untimed = log.map { DiffLine.unchanged(LogText.untimed($0)) }
        let hint: String
        if let earlier = log[..<next].lastIndex(where: pattern.matches) {
            hint = "\(pattern) occurs only before \(patterns[index - 1]), last at \(log[earlier].time) "
                + "(entry \(earlier + 1)): check the order of the expected callbacks."
        } else {
            hint = "\(pattern) never occurs: check that the scenario reaches it, or leave it out."
        }
        let message = FailureMessage(
            headline: "The log does not contain the expected callbacks in order: "
                + "\(pattern) (\(index + 1) of \(patterns.count)) is missing.",
            diff: Array(untimed[..<next]) + [.missing(expected[index])] + untimed[next...],
            times: log.map(\.time),
            hint: hint
        )
        report(message, fileID, filePath, line, column)
        return false
    }
    return true
}

/// Asserts how many times a callback is in the log.
///
/// - Parameters:
///   - pattern: A ``CallbackPattern``: `sheet.viewDidAppear`, or with exact arguments.
///   - expected: The number of matching entries; 0 or more.
/// - Returns: Whether the count matched.
@discardableResult
public func assertCount(
    _ log: [LogEntry],
    of pattern: String,
    equals expected: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    guard let parsed = parse(pattern, fileID, filePath, line, column) else { return false }
    guard expected >= 0 else {
        let headline = "assertCount(_:of:equals:) needs a count of 0 or more, not \(expected)."
        report(FailureMessage(headline: headline), fileID, filePath, line, column)
        return false
    }
    let matching = log.indices.filter { parsed.matches(log[$0]) }
    guard matching.count != expected else { return true }
    // Extra calls are the matches after the first `expected`; missing ones go at the end, since
    // nothing says where they should have been.
    var diff = log.map { DiffLine.unchanged(LogText.untimed($0)) }
    for index in matching.dropFirst(expected) { diff[index].kind = .unexpected }
    diff += repeatElement(DiffLine.missing(parsed.description), count: max(0, expected - matching.count))
    let message = FailureMessage(
        headline: "Expected \(counted(expected, "call")) to \(parsed), found \(matching.count).",
        diff: diff,
        times: log.map(\.time),
        hint: "Update the expected count"
            + (parsed.arguments == nil ? ", or add arguments to the pattern to count only some calls." : ".")
    )
    report(message, fileID, filePath, line, column)
    return false
}

/// Asserts that a callback never happens, e.g. that a swipe the delegate refused did not
/// dismiss: `assertNever(log, contains: "sheet.delegate.presentationControllerDidDismiss")`.
///
/// - Parameter pattern: A ``CallbackPattern``.
/// - Returns: Whether no entry matched.
@discardableResult
public func assertNever(
    _ log: [LogEntry],
    contains pattern: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    guard let parsed = parse(pattern, fileID, filePath, line, column) else { return false }
    let diff = log.map { DiffLine(kind: parsed.matches($0) ? .unexpected : .unchanged, text: LogText.untimed($0)) }
    let found = diff.filter { $0.kind == .unexpected }.count
    guard found > 0 else { return true }
    let message = FailureMessage(
        headline: "Expected no calls to \(parsed), found \(found).",
        diff: diff,
        times: log.map(\.time),
        hint: "Each + line is an unwanted call; the lines above it show what led to it."
    )
    report(message, fileID, filePath, line, column)
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

/// The pattern, or nil after reporting why it is malformed: a typo in a test is a failure at
/// the assertion, not a crash.
private func parse(
    _ text: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
) -> CallbackPattern? {
    do {
        return try CallbackPattern(text)
    } catch {
        report(FailureMessage(headline: error.description), fileID, filePath, line, column)
        return nil
    }
}

private func report(
    _ message: FailureMessage, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
) {
    reportFailure(message.text, fileID: fileID, filePath: filePath, line: line, column: column)
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
