/// Where in the caller's source a failure belongs: the assertion's call site.
///
/// Not named `SourceLocation`, so a test file importing both Swift Testing and SheetSimTesting
/// has no ambiguous type. `StaticString` is kept because `XCTFail` requires it.
public struct FailureLocation: Sendable, CustomStringConvertible {
    /// The file as `#fileID` gives it (`MyAppTests/ComposeTests.swift`): what Swift Testing reports.
    public var fileID: StaticString
    /// The file's full path, as `#filePath` gives it: what `XCTFail` reports.
    public var filePath: StaticString
    /// The 1-based line.
    public var line: UInt
    /// The 1-based column.
    public var column: UInt

    /// A location from the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    ///
    /// Every assertion and tester action makes one first, so this is also where the library
    /// starts following XCTest's run: before a failure needs to know whether an XCTest case is
    /// running.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        TestFrameworks.follow()
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12:5`.
    public var description: String { "\(fileID):\(line):\(column)" }
}

/// Turns a failure message into a test failure. Swappable, so the library's own tests can read
/// the exact text of a failure without failing.
///
/// The assertions report through ``current``, a task-local value, so a replacement applies to
/// one test's task tree only and parallel tests do not see each other's reporters:
///
/// ```
/// FailureReporter.$current.withValue(FailureReporter { message, _ in messages.append(message) }) {
///     assertNever(log, contains: "sheet.delegate.presentationControllerDidDismiss")
/// }
/// ```
public struct FailureReporter: Sendable {
    /// Records one failure.
    public var report: @Sendable (_ message: String, _ location: FailureLocation) -> Void
    /// Shows what a check would have failed on, without failing: the callbacks a
    /// `TestSimulator` with `exhaustivity: .off(showSkippedAssertions: true)` left unchecked.
    public var notice: @Sendable (_ message: String, _ location: FailureLocation) -> Void

    /// A reporter that hands each failure's text and location to `report`, and each notice's
    /// to `notice` (by default, nowhere).
    public init(
        report: @escaping @Sendable (_ message: String, _ location: FailureLocation) -> Void,
        notice: @escaping @Sendable (_ message: String, _ location: FailureLocation) -> Void = { _, _ in }
    ) {
        self.report = report
        self.notice = notice
    }

    /// Records the failure in whichever test framework runs the code: an
    /// issue of the current Swift Testing test; off a test's task (in `Task.detached`, say), an
    /// XCTest failure of the running XCTest case and a Swift Testing issue of no known test,
    /// which fails a Swift Testing run. Whatever the task, the failure is never lost.
    ///
    /// Its notices are known issues of the current Swift Testing test (shown, not failing), and
    /// elsewhere lines on standard output.
    public static let live = FailureReporter(
        report: { TestFrameworks.installed.record($0, at: $1) },
        notice: { TestFrameworks.installed.notice($0, at: $1) })

    /// The reporter assertions use; ``live`` unless a test binds another.
    @TaskLocal public static var current: FailureReporter = .live
}

/// Reports `message` as a test failure at the given location through ``FailureReporter/current``.
///
/// For helpers built on SheetSimTesting: pass your own caller's location through, as the
/// assertions here do, so the failure points at the test rather than the helper.
public func reportFailure(
    _ message: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    FailureReporter.current.report(message, location)
}

/// Reports a ``FailureMessage`` at `location`: the one way this library's checks fail a test.
func report(_ message: FailureMessage, at location: FailureLocation) {
    FailureReporter.current.report(message.text, location)
}

/// Shows a ``FailureMessage`` at `location` without failing: an assertion skipped on purpose.
func notice(_ message: FailureMessage, at location: FailureLocation) {
    FailureReporter.current.notice(message.text, location)
}

extension FailureLocation {
    init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.init(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
