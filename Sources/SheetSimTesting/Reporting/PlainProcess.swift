import Foundation

/// A process that no test framework runs — a plain executable's `main`, a script — where
/// `XCTFail` and `Issue.record` would both drop a failure and the process would exit 0.
///
/// There a failed check is written to standard error at once, as `path:line:column: error: …`,
/// and the process ends with exit status 1 whatever its code returns: a check that failed is
/// never silent, wherever it runs.
enum PlainProcess {
    /// Whether this process is a test runner: the test bundle `swift test` runs on Linux
    /// (`…PackageTests.xctest`, for XCTest and Swift Testing alike), the `xctest` tool and
    /// `swiftpm-testing-helper` on macOS, or a process Xcode started for tests (its `XCTest…`
    /// environment variables). Worked out once.
    static let isTestRunner: Bool = isTestRunner(
        executable: CommandLine.arguments.first ?? "", environment: ProcessInfo.processInfo.environment)

    static func isTestRunner(executable: String, environment: [String: String]) -> Bool {
        let name = executable.split(separator: "/").last.map(String.init) ?? executable
        if name.hasSuffix(".xctest") || name == "xctest" || name == "swiftpm-testing-helper" { return true }
        return environment.keys.contains { $0.hasPrefix("XCTest") }
    }

    private static let exitStatus = NSLock()
    nonisolated(unsafe) private static var exitsWithFailure = false  // Behind `exitStatus`.

    /// Writes the failure to standard error and, the first time, arranges for the process to
    /// exit with status 1 when it ends.
    static func fail(_ message: String, at location: FailureLocation) {
        let text = "\(location.filePath):\(location.line):\(location.column): error: \(message)\n"
        FileHandle.standardError.write(Data(text.utf8))
        exitStatus.withLock {
            guard !exitsWithFailure else { return }
            exitsWithFailure = true
            atexit {
                fflush(nil)
                _exit(1)
            }
        }
    }
}
