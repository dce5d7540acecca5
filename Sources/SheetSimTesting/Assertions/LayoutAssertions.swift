import SheetSim

// Assertions on what a controller's view sees (layout rules 2–6): any state property of
// ``StateProperty/catalog`` by its UIKit key path, as a scenario's `expect state` writes it.

/// Asserts a layout number of a controller now, within a tolerance:
/// `assertLayout(sim, "view.frame.height", of: "sheet", equals: 453.44, tolerance: 0.01)`.
///
/// - Parameters:
///   - simulator: The simulator, at the instant to check.
///   - keyPath: A numeric state property, e.g. `view.safeAreaInsets.bottom`,
///     `scrollView.adjustedContentInset.top`, `navigationBar.frame.height`.
///   - controller: The controller to read (nil: the property's default subject).
///   - expected: The value, in points (or a bare ratio for ratios).
///   - tolerance: The largest difference that still passes; 0 or more.
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether the value is within `tolerance` of `expected`.
@discardableResult
public func assertLayout(
    _ simulator: Simulator,
    _ keyPath: String,
    of controller: String? = nil,
    equals expected: Double,
    tolerance: Double = 0,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID, filePath, line, column)
    func fail(_ message: FailureMessage) -> Bool {
        report(message, at: location)
        return false
    }
    guard tolerance >= 0, expected.isFinite else {
        return fail(FailureMessage(headline: "assertLayout needs a finite expected value and a tolerance of 0 or more."))
    }
    guard let property = StateProperty.named(keyPath) else {
        let numeric = StateProperty.catalog.filter { if case .number = $0.kind { return true } else { return false } }.map(\.name)
        return fail(FailureMessage(headline: "There is no state property \(LogText.quoted(keyPath)).",
                                   hint: Suggestions.closest(to: keyPath, among: numeric).map { "Did you mean \($0)?" }
                                       ?? "Numeric properties: \(numeric.joined(separator: ", "))."))
    }
    let subject = controller.map { " of \(LogText.quoted($0))" } ?? ""
    switch simulator.read(property, of: controller) {
    case .failure(let error):
        return fail(FailureMessage(headline: "\(keyPath)\(subject) cannot be read at \(simulator.now): \(error)."))
    case .success(.number(let actual)):
        let difference = (actual - expected).magnitude
        if difference <= tolerance { return true }
        return fail(FailureMessage(
            headline: "\(keyPath)\(subject) at \(simulator.now) is \(NumberFormat.points(actual)), expected \(NumberFormat.points(expected))"
                + (tolerance > 0 ? " ± \(NumberFormat.points(tolerance))." : "."),
            diff: [.missing("\(keyPath): \(NumberFormat.points(expected))"), .unexpected("\(keyPath): \(NumberFormat.points(actual))")],
            context: stateNow(simulator),
            hint: simulator.nextEventTime.map { "Animations are still running (next event at \($0)): run runUntilIdle() first." }
                ?? "Nothing is pending: this is the resting layout."))
    case .success(let other):
        return fail(FailureMessage(headline: "\(keyPath) is not a number (it is \(other)); compare it with assertLayout(_:_:of:is:)."))
    }
}

/// Asserts a layout word of a controller now: `assertLayout(sim, "navigationBar.activeAppearance",
/// of: "nav", is: "standardAppearance")`.
@discardableResult
public func assertLayout(
    _ simulator: Simulator,
    _ keyPath: String,
    of controller: String? = nil,
    is expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID, filePath, line, column)
    func fail(_ headline: String) -> Bool {
        report(FailureMessage(headline: headline), at: location)
        return false
    }
    guard let property = StateProperty.named(keyPath) else { return fail("There is no state property \(LogText.quoted(keyPath)).") }
    switch simulator.read(property, of: controller) {
    case .failure(let error): return fail("\(keyPath) cannot be read at \(simulator.now): \(error).")
    case .success(let value):
        if value.description == expected { return true }
        return fail("\(keyPath)\(controller.map { " of \(LogText.quoted($0))" } ?? "") at \(simulator.now) is \(value), expected \(expected).")
    }
}

/// ``assertLayout(_:_:of:equals:tolerance:fileID:filePath:line:column:)`` on a tester's simulator.
@discardableResult
public func assertLayout(
    _ tester: TestSimulator,
    _ keyPath: String,
    of controller: String? = nil,
    equals expected: Double,
    tolerance: Double = 0,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    assertLayout(tester.simulator, keyPath, of: controller, equals: expected, tolerance: tolerance,
                 fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``assertLayout(_:_:of:is:fileID:filePath:line:column:)`` on a tester's simulator:
/// `assertLayout(tester, "navigationBar.background", of: "nav", is: "glass")`.
@discardableResult
public func assertLayout(
    _ tester: TestSimulator,
    _ keyPath: String,
    of controller: String? = nil,
    is expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    assertLayout(tester.simulator, keyPath, of: controller, is: expected, fileID: fileID, filePath: filePath, line: line, column: column)
}
