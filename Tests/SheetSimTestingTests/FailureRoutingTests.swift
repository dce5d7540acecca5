import SheetSim
@testable import SheetSimTesting
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Where the live reporter sends a failure, wherever the assertion runs: never nowhere.
///
/// The frameworks' own entry points are replaced by recorders, since a real issue of no known
/// test would fail this suite (`withKnownIssue` cannot catch one: its scope is a task-local,
/// which `Task.detached` does not inherit). What is real is the question of where the code runs.
@Suite struct FailureRoutingTests {
    final class Sinks: @unchecked Sendable {  // Behind `lock`.
        private let lock = NSLock()
        private var _issues: [String] = []
        private var _xcTestFailures: [String] = []
        var issues: [String] { lock.withLock { _issues } }
        var xcTestFailures: [String] { lock.withLock { _xcTestFailures } }

        func frameworks() -> TestFrameworks {
            TestFrameworks(
                isInSwiftTestingTest: TestFrameworks.installed.isInSwiftTestingTest,
                recordIssue: { message, _ in self.lock.withLock { self._issues.append(message) } },
                failXCTestCase: { message, _ in self.lock.withLock { self._xcTestFailures.append(message) } })
        }
    }

    static let location = FailureLocation(fileID: #fileID, filePath: #filePath, line: 1, column: 1)

    @Test func onTheTestsTask_aFailureIsAnIssueOfThisTest_only() {
        let sinks = Sinks()
        sinks.frameworks().record("on the test's task", at: Self.location)
        #expect(sinks.issues == ["on the test's task"])
        #expect(sinks.xcTestFailures.isEmpty)
    }

    @Test func inADetachedTask_aFailureGoesToSwiftTestingAndXCTest() async {
        let sinks = Sinks()
        let frameworks = sinks.frameworks()
        await Task.detached { () -> Void in frameworks.record("in a detached task", at: Self.location) }.value
        // No test is current there: Swift Testing records it as an issue of no known test, which
        // fails a Swift Testing run; XCTest records it in the XCTest case running, if any.
        #expect(sinks.issues == ["in a detached task"])
        #expect(sinks.xcTestFailures == ["in a detached task"])
    }

    #if canImport(XCTest) && !canImport(Darwin)
    final class RecordingCase: XCTestCase, @unchecked Sendable {
        var recorded: [(description: String, file: String, line: Int)] = []
        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            recorded.append((description, filePath, lineNumber))
        }
    }

    /// `XCTFail` as corelibs XCTest makes it while a case runs: the case tells the observers.
    static func reportedBy(_ testCase: XCTestCase, to follower: XCTestRunFollower) -> (String, FailureLocation) -> Void {
        { message, _ in follower.testCase(testCase, didFailWithDescription: "failed - " + message, inFile: nil, atLine: 1) }
    }

    @Test func theXCTestFollower_keepsAFailureMadeBetweenCases_forTheNextCase() {
        let follower = XCTestRunFollower()
        let testCase = RecordingCase(name: "next", testClosure: { _ in })
        follower.testCaseWillStart(testCase)
        var passedOn: [String] = []
        follower.fail("during a case", at: Self.location) { message, _ in passedOn.append(message) }
        #expect(passedOn == ["during a case"])
        follower.testCaseDidFinish(testCase)
        follower.fail("after the case", at: Self.location) { message, _ in passedOn.append(message) }
        #expect(passedOn == ["during a case"])
        follower.testCaseWillStart(testCase)
        #expect(testCase.recorded.map(\.description) == [XCTestRunFollower.outsideAnyCase("after the case")])
        #expect(testCase.recorded.first?.file == "\(Self.location.filePath)")
        #expect(testCase.recorded.first?.line == 1)
    }

    @Test func theXCTestFollower_beforeSeeingACase_keepsAFailureNoCaseReported() {
        let follower = XCTestRunFollower()
        let testCase = RecordingCase(name: "next", testClosure: { _ in })
        // A case running reports the failure to the observers: it is not kept, and a case is running.
        follower.fail("reported", at: Self.location, through: Self.reportedBy(testCase, to: follower))
        #expect(follower.phase == .inCase)
        let other = XCTestRunFollower()
        // No case running: XCTFail drops it, so the follower keeps it for the next case.
        other.fail("dropped", at: Self.location) { _, _ in }
        #expect(other.phase == .unknown)
        other.testCaseWillStart(testCase)
        #expect(testCase.recorded.map(\.description) == [XCTestRunFollower.outsideAnyCase("dropped")])
    }
    #endif
}

#if canImport(XCTest) && !canImport(Darwin)
/// The XCTest side, end to end: an assertion in a detached task fails the running XCTest case.
final class DetachedFailureXCTests: XCTestCase, @unchecked Sendable {
    private var recorded: [String] = []

    /// Follows the run from before this class's first case, so the follower knows a case runs
    /// (it would otherwise look for the failure among the observers, which the override below
    /// keeps from them).
    override class func setUp() {
        TestFrameworks.follow()
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        recorded.append(description)
    }

    func testAnAssertionInADetachedTask_failsTheRunningCase() async {
        await Task.detached { () -> Void in
            assertNever(presentation, contains: "sheet.viewDidAppear")
        }.value
        // Checked with the real XCTest: recording is replaced above, so read it back directly.
        let recorded = self.recorded
        self.recorded = []
        if recorded.count != 1 || !recorded[0].hasPrefix("failed - Expected no calls to sheet.viewDidAppear") {
            super.recordFailure(withDescription: "expected one failure from the detached assertion, got \(recorded)",
                                inFile: #filePath, atLine: #line, expected: true)
        }
    }
}
#endif
