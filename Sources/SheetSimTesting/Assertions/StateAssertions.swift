import SheetSim

// Assertions on how the screen looks at one instant: a ``SheetSnapshot`` property of a presented
// sheet, now. Numbers compare within a tolerance, because positions come out of spring curves
// and display-scale rounding; anything else compares with `==`.

/// Asserts a number in the state of a presented sheet now, within a tolerance (see also the
/// catalog form, `assertState(_:_:equals:tolerance:of:)`,
/// which takes the names scenarios use):
/// `assertState(sim, \.topY, equals: 398.56, tolerance: 0.01)`.
///
/// - Parameters:
///   - simulator: The simulator, at the instant to check.
///   - keyPath: The `SheetSnapshot` property: `\.topY`, `\.dimmingAlpha`, `\.presenterScale`, …
///   - expected: The value.
///   - tolerance: The largest difference that still passes; 0 or more (0: exactly equal).
///   - sheet: The presented controller's name, or nil for the front sheet.
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether the value is within `tolerance` of `expected`.
@discardableResult
public func assertState(
    _ simulator: Simulator,
    _ keyPath: KeyPath<SheetSnapshot, Double>,
    equals expected: Double,
    tolerance: Double = 0,
    sheet: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID, filePath, line, column)
    guard tolerance >= 0, expected.isFinite else {
        let problem = expected.isFinite ? "a tolerance of 0 or more, not \(tolerance)" : "a finite expected value, not \(expected)"
        report(FailureMessage(headline: "assertState(_:_:equals:tolerance:) needs \(problem)."), at: location)
        return false
    }
    guard let snapshot = snapshot(simulator, sheet, naming: keyPath, at: location) else { return false }
    let actual = snapshot[keyPath: keyPath]
    let difference = (actual - expected).magnitude
    if difference <= tolerance { return true }
    let name = propertyName(keyPath)
    let off = difference.isNaN ? "is \(actual)" : "is off by \(rounded(difference))"
    let (expectedText, actualText) = numberTexts(expected, actual)
    reportStateMismatch(simulator, snapshot, name,
                        headline: "\(off)" + (tolerance > 0 ? " (tolerance \(tolerance))." : " (compared exactly)."),
                        expected: expectedText, actual: actualText, at: location)
    return false
}

/// Two numbers as the log prints state values (``NumberFormat/ratio(_:)``: `398.56`, not
/// `398.55999999999995`), or with all their digits when that format would show them equal — then
/// the digits are the difference.
func numberTexts(_ expected: Double, _ actual: Double) -> (String, String) {
    let short = (NumberFormat.ratio(expected), NumberFormat.ratio(actual))
    return short.0 == short.1 ? ("\(expected)", "\(actual)") : short
}

/// The failure both `assertState` forms report: a headline naming the sheet, property and time,
/// the expected and actual values as a diff, the state now, and how to fix it.
func reportStateMismatch(_ simulator: Simulator, _ snapshot: SheetSnapshot, _ name: String,
                         headline: String, expected: String, actual: String, at location: FailureLocation) {
    let message = FailureMessage(
        headline: "\(snapshot.name).\(name) at \(simulator.now) " + headline,
        diff: [.missing("\(name): \(expected)"), .unexpected("\(name): \(actual)")],
        context: "State now: \(snapshot.summary)",
        hint: stateHint(simulator)
    )
    report(message, at: location)
}

/// Asserts any other property in the state of a presented sheet now:
/// `assertState(sim, \.restingDetentIdentifier, equals: .medium)`, `\.phase`, `\.isGrabberVisible`.
///
/// - Parameters:
///   - simulator: The simulator, at the instant to check.
///   - keyPath: The `SheetSnapshot` property.
///   - expected: The value, compared with `==`.
///   - sheet: The presented controller's name, or nil for the front sheet.
///   - fileID: The file a failure is reported in; the caller's, by default.
///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
///   - line: The line a failure is reported at; the caller's, by default.
///   - column: The column a failure is reported at; the caller's, by default.
/// - Returns: Whether the value equals `expected`.
@discardableResult
public func assertState<Value: Equatable>(
    _ simulator: Simulator,
    _ keyPath: KeyPath<SheetSnapshot, Value>,
    equals expected: Value,
    sheet: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let location = FailureLocation(fileID, filePath, line, column)
    guard let snapshot = snapshot(simulator, sheet, naming: keyPath, at: location) else { return false }
    let actual = snapshot[keyPath: keyPath]
    if actual == expected { return true }
    let name = propertyName(keyPath)
    reportStateMismatch(simulator, snapshot, name, headline: "is not the expected value.",
                        expected: rendered(expected), actual: rendered(actual), at: location)
    return false
}

/// ``assertState(_:_:equals:tolerance:sheet:fileID:filePath:line:column:)`` on a tester's simulator.
@discardableResult
public func assertState(
    _ tester: TestSimulator,
    _ keyPath: KeyPath<SheetSnapshot, Double>,
    equals expected: Double,
    tolerance: Double = 0,
    sheet: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    assertState(
        tester.simulator, keyPath, equals: expected, tolerance: tolerance, sheet: sheet,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``assertState(_:_:equals:sheet:fileID:filePath:line:column:)`` on a tester's simulator.
@discardableResult
public func assertState<Value: Equatable>(
    _ tester: TestSimulator,
    _ keyPath: KeyPath<SheetSnapshot, Value>,
    equals expected: Value,
    sheet: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    assertState(
        tester.simulator, keyPath, equals: expected, sheet: sheet,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

// MARK: - Shared steps

/// The sheet's snapshot, or nil after reporting that no such sheet is presented.
private func snapshot(
    _ simulator: Simulator, _ sheet: String?, naming keyPath: AnyKeyPath, at location: FailureLocation
) -> SheetSnapshot? {
    if let found = sheet.map(simulator.state(of:)) ?? simulator.state { return found }
    let subject = sheet.map { "No sheet named \(LogText.quoted($0)) is presented" } ?? "No sheet is presented"
    let presented = simulator.stack.map(\.name)
    let message = FailureMessage(
        headline: "\(subject) at \(simulator.now), so its \(propertyName(keyPath)) cannot be checked.",
        hint: presented.isEmpty
            ? "Present one first; a dismissed sheet is gone once its dismissal transition ends."
            : "Presented now: \(presented.joined(separator: ", "))."
    )
    report(message, at: location)
    return nil
}

private func stateHint(_ simulator: Simulator) -> String {
    guard let due = simulator.nextEventTime else {
        return "Nothing is pending: this is the resting state. Update the expected value."
    }
    return "Animations are still running (next event at \(due)): "
        + "run runUntilIdle() first to check the resting state, or update the expected value."
}

/// The property's name as written after `\.`; Swift does not print key paths reliably on every
/// platform, so the snapshot's properties are named here.
func propertyName(_ keyPath: AnyKeyPath) -> String {
    let names: [AnyKeyPath: String] = [
        \SheetSnapshot.time: "time", \SheetSnapshot.name: "name", \SheetSnapshot.phase: "phase",
        \SheetSnapshot.topY: "topY", \SheetSnapshot.visibleHeight: "visibleHeight",
        \SheetSnapshot.selectedDetentIdentifier: "selectedDetentIdentifier",
        \SheetSnapshot.restingDetentIdentifier: "restingDetentIdentifier",
        \SheetSnapshot.percentDimmed: "percentDimmed", \SheetSnapshot.dimmingAlpha: "dimmingAlpha",
        \SheetSnapshot.cornerRadius: "cornerRadius", \SheetSnapshot.isGrabberVisible: "isGrabberVisible",
        \SheetSnapshot.shadowOpacity: "shadowOpacity", \SheetSnapshot.presenterScale: "presenterScale",
        \SheetSnapshot.presenterFrame: "presenterFrame", \SheetSnapshot.presenterCornerRadius: "presenterCornerRadius",
        \SheetSnapshot.scrollView: "scrollView", \SheetSnapshot.isFullScreen: "isFullScreen",
        \SheetSnapshot.presentationStyle: "presentationStyle", \SheetSnapshot.sheetFrame: "sheetFrame",
        \SheetSnapshot.grabberAlpha: "grabberAlpha", \SheetSnapshot.shadowCornerRadius: "shadowCornerRadius",
        \SheetSnapshot.shadowShowsThroughCorners: "shadowShowsThroughCorners",
        \SheetSnapshot.isHeldByKeyboard: "isHeldByKeyboard", \SheetSnapshot.resolvedDetents: "resolvedDetents",
        \SheetSnapshot.activeDetentIdentifiers: "activeDetentIdentifiers",
        \SheetSnapshot.isFloating: "isFloating", \SheetSnapshot.attachProgress: "attachProgress",
        \SheetSnapshot.sheetInsets: "sheetInsets", \SheetSnapshot.bottomCornerRadius: "bottomCornerRadius",
        \SheetSnapshot.clipsBottomCorners: "clipsBottomCorners", \SheetSnapshot.background: "background",
    ]
    return names[keyPath] ?? "\(keyPath)"
}

/// A value as a person writes it: `nil` and `medium` rather than `Optional(medium)`.
func rendered(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return rendered(wrapped)
    }
    return "\(value)"
}

/// A difference to six decimals, so a headline shows `0.226667` rather than float noise.
private func rounded(_ value: Double) -> Double {
    value < 1e9 ? (value * 1_000_000).rounded() / 1_000_000 : value
}
