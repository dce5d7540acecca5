#if canImport(XCTest) && !canImport(Darwin)
import Foundation
import XCTest

/// Follows an XCTest run (swift-corelibs-xctest) to know when no case is running, where an
/// `XCTFail` is dropped: a failure made then is kept, recorded in the next case that starts, and,
/// if no case starts again, printed when the run ends and the run made to fail.
///
/// Such a failure comes from code that outlived its test (a task it never awaited) or ran
/// outside any (a class's `tearDown()`). Recording it in the next case blames the wrong test,
/// but the message and its location say where it came from, and a check that failed cannot
/// leave the run green.
///
/// Registered with `XCTestObservationCenter` the first time the library makes a failure
/// location. Until it has seen a case start or finish, whether one runs is unknown: a failure
/// then goes to `XCTFail`, and is kept if no case reported it to the observers (which a case
/// does at once, on the same thread).
final class XCTestRunFollower: XCTestObservation, @unchecked Sendable {  // State behind the locks.
    static let shared: XCTestRunFollower = {
        let follower = XCTestRunFollower()
        XCTestObservationCenter.shared.addTestObserver(follower)
        return follower
    }()

    enum Phase { case unknown, inCase, betweenCases }

    private let lock = NSLock()
    /// Held across one `XCTFail` while the phase is unknown, so the one failure being looked
    /// for is the only one.
    private let probing = NSLock()
    private(set) var phase = Phase.unknown
    private var kept: [(message: String, location: FailureLocation)] = []
    /// The message of the `XCTFail` made while the phase is unknown, until a case reports it.
    private var awaited: String?

    /// Fails the running case through `xcTestFail`, or keeps the failure for the next one.
    func fail(_ message: String, at location: FailureLocation,
              through xcTestFail: (String, FailureLocation) -> Void) {
        switch lock.withLock({ phase }) {
        case .inCase:
            xcTestFail(message, location)
        case .betweenCases:
            keep(message, location)
        case .unknown:
            probing.withLock {
                lock.withLock { awaited = message }
                xcTestFail(message, location)
                let reported = lock.withLock {
                    defer { awaited = nil }
                    return awaited == nil
                }
                if !reported { keep(message, location) }
            }
        }
    }

    private func keep(_ message: String, _ location: FailureLocation) {
        lock.withLock { kept.append((message, location)) }
    }

    /// The failures kept so far, handed over once.
    private func takeKept() -> [(message: String, location: FailureLocation)] {
        lock.withLock {
            defer { kept = [] }
            return kept
        }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.withLock { phase = .inCase }
        for failure in takeKept() {
            testCase.recordFailure(
                withDescription: Self.outsideAnyCase(failure.message),
                inFile: "\(failure.location.filePath)", atLine: Int(failure.location.line), expected: true)
        }
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
                  atLine lineNumber: Int) {
        lock.withLock {
            if let awaited, description.hasSuffix(awaited) {
                self.awaited = nil
                phase = .inCase
            }
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.withLock { phase = .betweenCases }
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        let failures = takeKept()
        guard !failures.isEmpty else { return }
        for failure in failures {
            let text = "\(failure.location.filePath):\(failure.location.line): error: \(Self.outsideAnyCase(failure.message))\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
        // XCTest exits once its observers return, and no case is left to take the failures.
        exit(1)
    }

    /// The message as recorded away from where it failed.
    static func outsideAnyCase(_ message: String) -> String {
        "A SheetSimTesting check failed while no XCTest case was running "
            + "(after its test had ended, or outside any test):\n" + message
    }
}
#endif
