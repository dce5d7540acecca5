#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Swift Testing and XCTest as the live reporter reaches them: where a failure goes, wherever
/// the assertion ran.
///
/// On a Swift Testing test's task (`Test.current` is set) the failure is an issue of that test.
/// Anywhere else — in `Task.detached`, on another thread, in an XCTest case — `Test.current` is
/// nil and nothing says which framework is running, so the failure goes to both:
///
/// - XCTest's `XCTFail`, which the running XCTest case records (it reaches every task and
///   thread of the process) and which is dropped when no case runs;
/// - Swift Testing's `Issue.record`, which, with no current test, a running Swift Testing run
///   records as an issue of an unknown test and fails, and which is dropped when no such run is
///   under way.
///
/// `swift test` runs XCTest and Swift Testing in separate processes, so exactly one of the two
/// takes the failure. (Where both run in one process, as Xcode can, a failure off a test's task
/// may be recorded by both: reported twice, never lost.)
///
/// In a process no test framework runs (a plain executable, a script), neither would take it:
/// there ``PlainProcess`` writes it to standard error and makes the process exit with status 1.
///
/// Within a test run, the one place neither takes it is an XCTest run while no case runs: an unawaited task that
/// outlives its test, a class's `tearDown()`. There ``XCTestRunFollower`` keeps the failure,
/// records it in the next case that starts, and if none does, prints it and makes the run fail.
struct TestFrameworks: Sendable {
    /// Whether the code runs on a Swift Testing test's task.
    var isInSwiftTestingTest: @Sendable () -> Bool
    /// Swift Testing's `Issue.record`: an issue of the current test, or of no known test.
    var recordIssue: @Sendable (_ message: String, _ location: FailureLocation) -> Void
    /// XCTest's `XCTFail`: a failure of the running XCTest case, or, while none runs, of the next.
    var failXCTestCase: @Sendable (_ message: String, _ location: FailureLocation) -> Void
    /// Whether a test framework runs this process (``PlainProcess/isTestRunner``).
    var isTestRunner: @Sendable () -> Bool = { true }
    /// Where a failure goes in a process no test framework runs (``PlainProcess/fail(_:at:)``).
    var failPlainProcess: @Sendable (_ message: String, _ location: FailureLocation) -> Void = { _, _ in }

    /// Records one failure; see the type's description for where it goes.
    func record(_ message: String, at location: FailureLocation) {
        if isInSwiftTestingTest() {
            recordIssue(message, location)
            return
        }
        guard isTestRunner() else {
            failPlainProcess(message, location)
            return
        }
        recordIssue(message, location)
        failXCTestCase(message, location)
    }

    /// Shows `message` without failing: a known issue of the current Swift Testing test, or,
    /// off a test's task and under XCTest (which has no known issues on every platform), a
    /// `file:line:column: note:` line on standard output.
    func notice(_ message: String, at location: FailureLocation) {
        #if canImport(Testing)
        if isInSwiftTestingTest() {
            withKnownIssue("An assertion skipped with exhaustivity: .off(showSkippedAssertions: true)") {
                recordIssue(message, location)
            }
            return
        }
        #endif
        print("\(location.filePath):\(location.line):\(location.column): note: \(message)")
    }

    /// The frameworks this build links.
    static let installed = TestFrameworks(
        isInSwiftTestingTest: {
            #if canImport(Testing)
            return Test.current != nil
            #else
            return false
            #endif
        },
        recordIssue: { message, location in
            #if canImport(Testing)
            let sourceLocation = Testing.SourceLocation(
                fileID: "\(location.fileID)",
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            #endif
        },
        failXCTestCase: { message, location in
            #if canImport(XCTest) && !canImport(Darwin)
            XCTestRunFollower.shared.fail(message, at: location, through: xcTestFail)
            #elseif canImport(XCTest)
            xcTestFail(message, location)
            #endif
        },
        isTestRunner: { PlainProcess.isTestRunner },
        failPlainProcess: { PlainProcess.fail($0, at: $1) }
    )

    #if canImport(XCTest)
    /// `XCTFail` at the location's file path and line.
    @Sendable static func xcTestFail(_ message: String, _ location: FailureLocation) {
        XCTFail(message, file: location.filePath, line: location.line)
    }
    #endif

    /// Starts following XCTest's run, once per process, so that a failure while no XCTest case
    /// runs is known to be one. Cheap after the first call.
    static func follow() {
        #if canImport(XCTest) && !canImport(Darwin)
        _ = XCTestRunFollower.shared
        #endif
    }
}
