import SheetSim

// Assertions on the state by the names scenarios use: one catalog (``StateProperty/catalog``) —
// the window (`windowWidth`), any controller's traits (`horizontalSizeClass`), a sheet (`topY`,
// `restingDetentIdentifier`, `scrollView.contentOffset.y`), navigation and tab bar controllers
// (`topViewController`, `selectedIndex`) — so `expect state topY of "sheet" == 398.56pt ± 0.01`
// in a scenario is `assertState(tester, "topY", equals: 398.56, tolerance: 0.01, of: "sheet")`
// in Swift. The ``SheetSnapshot`` properties carry the same names.

/// Asserts a number in the state catalog now, within a tolerance, as a scenario's
/// `expect state NAME [of "x"] == V ± T` does: `assertState(tester, "topY", equals: 398.56, tolerance: 0.01)`.
///
/// - Parameters:
///   - simulator: The simulator, at the instant to check.
///   - name: A `StateProperty.catalog` name: `topY`, `dimmingAlpha`, `windowWidth`, `viewControllers.count`, …
///   - expected: The value, in the property's unit (points for lengths).
///   - tolerance: The largest difference that still passes; 0 or more.
///   - subject: The controller to read (`of "x"` in a scenario); nil reads the property's default
///     subject: the front sheet, the front controller, the innermost container on screen.
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether the value is within `tolerance` of `expected`.
@discardableResult
public func assertState(
    _ simulator: Simulator, _ name: String, equals expected: Double, tolerance: Double = 0, of subject: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID, filePath, line, column)
    guard tolerance >= 0, expected.isFinite else {
        let problem = expected.isFinite ? "a tolerance of 0 or more, not \(tolerance)" : "a finite expected value, not \(expected)"
        report(FailureMessage(headline: "assertState(_:_:equals:tolerance:of:) needs \(problem)."), at: location)
        return false
    }
    return assertCatalogState(simulator, name, .number(expected), tolerance: tolerance, of: subject, at: location)
}

/// Asserts a yes-or-no state property: `assertState(tester, "isGrabberVisible", equals: true)`.
@discardableResult
public func assertState(
    _ simulator: Simulator, _ name: String, equals expected: Bool, of subject: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    assertCatalogState(simulator, name, .bool(expected), tolerance: 0, of: subject, at: FailureLocation(fileID, filePath, line, column))
}

/// Asserts a state property that is a name — a phase, a size class, a style, a detent identifier
/// (`"nil"` for none), a controller: `assertState(tester, "restingDetentIdentifier", equals: "medium")`.
/// A deprecated display mode (`"allVisible"`) means the iOS 14 one it stands for.
@discardableResult
public func assertState(
    _ simulator: Simulator, _ name: String, equals expected: String, of subject: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    assertCatalogState(simulator, name, .word(expected), tolerance: 0, of: subject, at: FailureLocation(fileID, filePath, line, column))
}

/// `assertState(_:_:equals:tolerance:of:)` on a tester.
@discardableResult
public func assertState(
    _ tester: TestSimulator, _ name: String, equals expected: Double, tolerance: Double = 0, of subject: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    assertState(tester.simulator, name, equals: expected, tolerance: tolerance, of: subject,
                fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertState(_:_:equals:of:)` on a tester.
@discardableResult
public func assertState(
    _ tester: TestSimulator, _ name: String, equals expected: Bool, of subject: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    assertState(tester.simulator, name, equals: expected, of: subject, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertState(_:_:equals:of:)` on a tester.
@discardableResult
public func assertState(
    _ tester: TestSimulator, _ name: String, equals expected: String, of subject: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    assertState(tester.simulator, name, equals: expected, of: subject, fileID: fileID, filePath: filePath, line: line, column: column)
}

// MARK: - Shared steps

private func assertCatalogState(
    _ simulator: Simulator, _ name: String, _ expected: StateValue, tolerance: Double, of subject: String?,
    at location: FailureLocation
) -> Bool {
    guard let property = StateProperty.named(name) else {
        let names = StateProperty.catalog.map(\.name)
        let suggestion = Suggestions.closest(to: name, among: names).map { "Did you mean \(LogText.quoted($0))? " } ?? ""
        report(FailureMessage(headline: "No state property is named \(LogText.quoted(name)).",
                              hint: suggestion + "The catalog: \(names.joined(separator: ", "))."), at: location)
        return false
    }
    // A property's older names (a deprecated display mode) mean the word they stand for.
    var expected = expected
    if case .word(let word) = expected { expected = .word(property.canonicalWord(word)) }
    if let problem = property.kind.problem(with: expected) {
        report(FailureMessage(headline: "\(name) \(problem)."), at: location)
        return false
    }
    let actual: StateValue
    switch simulator.read(property, of: subject) {
    case .failure(let error):
        report(FailureMessage(headline: "\(name) cannot be checked at \(simulator.now): \(error).",
                              hint: subject == nil ? "Present or show what it is read from first."
                                  : "Name a controller \(name) can be read from."), at: location)
        return false
    case .success(let value):
        actual = value
    }
    let reading = name + (subject.map { " of \(LogText.quoted($0))" } ?? "")
    let headline: String
    let texts: (String, String)
    switch (expected, actual) {
    case (.number(let want), .number(let got)):
        let difference = (got - want).magnitude
        if difference <= tolerance { return true }
        headline = "\(reading) at \(simulator.now) is off by \(NumberFormat.ratio(difference))"
            + (tolerance > 0 ? " (tolerance \(NumberFormat.ratio(tolerance)))." : " (compared exactly).")
        texts = numberTexts(want, got)
    default:
        if expected == actual { return true }
        headline = "\(reading) at \(simulator.now) is not the expected value."
        texts = (expected.description, actual.description)
    }
    report(FailureMessage(headline: headline, diff: [.missing("\(name): \(texts.0)"), .unexpected("\(name): \(texts.1)")],
                          context: stateNow(simulator),
                          hint: simulator.nextEventTime.map {
                              "Animations are still running (next event at \($0)): "
                                  + "run runUntilIdle() first to check the resting state, or update the expected value."
                          } ?? "Nothing is pending: this is the resting state. Update the expected value."), at: location)
    return false
}

extension StateKind {
    /// Why `value` can never be this kind of property's value, as a clause, or nil when it can.
    func problem(with value: StateValue) -> String? {
        switch (self, value) {
        case (.number, .number): return nil
        case (.bool, .bool), (.detent, .word), (.controller, .word), (.item, .word): return nil
        case (.word(let words), .word(let word)):
            guard !words.contains(word) else { return nil }
            let suggestion = Suggestions.closest(to: word, among: words).map { " (did you mean \(LogText.quoted($0))?)" } ?? ""
            return "is one of \(words.joined(separator: ", ")), never \(LogText.quoted(word))\(suggestion)"
        case (.number, _): return "is a number: compare it with a Double"
        case (.bool, _): return "is true or false: compare it with a Bool"
        case (.word, _), (.detent, _), (.controller, _): return "is a name: compare it with a String"
        case (.item, _): return "is an item, quoted, or nil: compare it with a String such as \"\\\"42\\\"\" or \"nil\""
        }
    }
}
