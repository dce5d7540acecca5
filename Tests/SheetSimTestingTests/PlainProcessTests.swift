@testable import SheetSimTesting
import Testing
import Foundation

/// A failure in a process no test framework runs is written to standard error and fails the
/// process, instead of going to XCTest and Swift Testing, which would drop it.
@Suite struct PlainProcessTests {
    struct Row: Sendable {
        let executable: String
        let environment: [String: String]
        let isTestRunner: Bool
        let line: Int
    }

    static let rows: [Row] = [
        Row(executable: "/work/app/.build/debug/AppPackageTests.xctest", environment: [:], isTestRunner: true, line: #line),
        Row(executable: "/Applications/Xcode.app/Contents/Developer/usr/bin/xctest", environment: [:], isTestRunner: true, line: #line),
        Row(executable: "/usr/bin/swiftpm-testing-helper", environment: [:], isTestRunner: true, line: #line),
        Row(executable: "/tmp/MyHost.app/MyHost", environment: ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"], isTestRunner: true, line: #line),
        Row(executable: "/work/app/.build/debug/app-tool", environment: [:], isTestRunner: false, line: #line),
        Row(executable: "swift-frontend", environment: ["PATH": "/usr/bin"], isTestRunner: false, line: #line),
        Row(executable: "", environment: [:], isTestRunner: false, line: #line),
    ]

    @Test(arguments: rows) func testRunnersAreKnownByTheirProcess(_ row: Row) {
        #expect(PlainProcess.isTestRunner(executable: row.executable, environment: row.environment) == row.isTestRunner,
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 9))
    }

    /// This suite runs in a test bundle: the live check says so.
    @Test func thisProcessIsATestRunner() {
        #expect(PlainProcess.isTestRunner)
    }

    final class Sink: @unchecked Sendable {  // Behind `lock`.
        private let lock = NSLock()
        private var _plain: [String] = []
        private var _frameworks: [String] = []
        var plain: [String] { lock.withLock { _plain } }
        var frameworks: [String] { lock.withLock { _frameworks } }
        func addPlain(_ message: String) { lock.withLock { _plain.append(message) } }
        func addFramework(_ message: String) { lock.withLock { _frameworks.append(message) } }
    }

    static func frameworks(_ sink: Sink, testRunner: Bool) -> TestFrameworks {
        TestFrameworks(
            isInSwiftTestingTest: { false },
            recordIssue: { message, _ in sink.addFramework("issue: " + message) },
            failXCTestCase: { message, _ in sink.addFramework("XCTFail: " + message) },
            isTestRunner: { testRunner },
            failPlainProcess: { message, _ in sink.addPlain(message) })
    }

    static let location = FailureLocation(fileID: #fileID, filePath: #filePath, line: 1, column: 1)

    @Test func outsideATestRunnerAFailureGoesToThePlainProcessOnly() {
        let sink = Sink()
        Self.frameworks(sink, testRunner: false).record("the binding is false", at: Self.location)
        #expect(sink.plain == ["the binding is false"])
        #expect(sink.frameworks.isEmpty)
    }

    @Test func inATestRunnerAFailureGoesToTheFrameworks() {
        let sink = Sink()
        Self.frameworks(sink, testRunner: true).record("the binding is false", at: Self.location)
        #expect(sink.plain.isEmpty)
        #expect(sink.frameworks == ["issue: the binding is false", "XCTFail: the binding is false"])
    }
}
