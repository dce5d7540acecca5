import SheetSim
@testable import SheetSimTesting
import Testing

/// A modelled UIKit exception (`simulator.error`) fails a test that did not assert it, whatever
/// its exhaustivity, as `sheetsim run` and the REPL fail a scenario that does not expect one; a
/// test that asserts it, or says it means it, passes.
@Suite struct UIKitExceptionTesterTests {
    /// Quirk 12: on iOS 15 a medium-only, edge-attached sheet rotated to landscape has no active
    /// detent, and UIKit raises an exception. Returns the tester after the rotation settled, and
    /// the line of the rotation.
    static func raise(_ exhaustivity: TestSimulator.Exhaustivity) -> (TestSimulator, UInt) {
        let tester = TestSimulator(device: .iPhone14Pro, os: .iOS15, exhaustivity: exhaustivity)
        var configuration = SheetConfiguration(detents: [.medium()])
        configuration.prefersEdgeAttachedInCompactHeight = true
        tester.present("sheet", configuration: configuration)
        tester.runUntilIdle()
        tester.skipReceivedCallbacks()
        let line: UInt = #line + 1
        tester.rotate(to: .landscapeLeft)
        tester.runUntilIdle()
        return (tester, line)
    }

    static let error = CallbackPattern.simulator(.error)

    /// The exception is there to assert: the test's premise.
    @Test func theRotationRaises() {
        let (tester, _) = Self.raise(.off)
        #expect(tester.log.contains { Self.error.matches($0) })
        tester.expectsUIKitExceptions = true
        tester.finish()
    }

    @Test(arguments: [TestSimulator.Exhaustivity.off, .off(showSkippedAssertions: true)])
    func anUnassertedExceptionFailsANonExhaustiveTest(_ exhaustivity: TestSimulator.Exhaustivity) {
        var rotation: UInt = 0
        let reported = recording {
            let (tester, line) = Self.raise(exhaustivity)
            rotation = line
            tester.receive("sheet.viewWillTransition")
            return tester.finish()
        }
        #expect(!reported.passed)
        let failures = reported.messages.filter { $0.hasPrefix("UIKit raised an exception during rotate") }
        #expect(failures.count == 1, "\(reported.messages)")
        #expect(failures.first?.contains("which the test did not assert: in an app this is a crash.") == true)
        #expect(failures.first?.contains("+ simulator.error(") == true, "\(failures)")
        #expect(failures.first?.contains("assert it with receive(\"simulator.error\")") == true)
        // At the line of the action that raised it.
        #expect(zip(reported.messages, reported.locations).contains { $0.0 == failures.first && $0.1.line == rotation })
    }

    /// Skipping callbacks on purpose does not assert an exception among them.
    @Test func skippingDoesNotAssertIt() {
        let reported = recording {
            let (tester, _) = Self.raise(.on)
            tester.skipReceivedCallbacks()
            return tester.finish()
        }
        #expect(!reported.passed)
        #expect(reported.messages.count == 1, "\(reported.messages)")
        #expect(reported.messages.first?.hasPrefix("UIKit raised an exception during rotate") == true, "\(reported.messages)")
    }

    /// Released without `finish()`, the tester still fails for it.
    @Test func aReleasedTesterFailsForIt() {
        let reported = recording {
            _ = Self.raise(.off)
            return true
        }
        #expect(reported.messages.contains { $0.hasPrefix("UIKit raised an exception during rotate") }, "\(reported.messages)")
    }

    /// An exhaustive test that leaves it unasserted fails once, for the unasserted callbacks,
    /// with a hint that says what the entry is.
    @Test func anExhaustiveTestFailsOnceForIt() {
        let reported = recording {
            let (tester, _) = Self.raise(.on)
            return tester.finish()
        }
        #expect(!reported.passed)
        #expect(reported.messages.count == 1, "\(reported.messages)")
        #expect(reported.messages.first?.contains("simulator.error is an exception UIKit raises: in an app, a crash.") == true,
                "\(reported.messages)")
    }

    /// Asserted with `receive`, in either exhaustivity, or meant with `expectsUIKitExceptions`:
    /// the test passes.
    @Test func aTestThatAssertsItPasses() {
        let nonExhaustive = recording {
            let (tester, _) = Self.raise(.off)
            tester.receive(Self.error)
            return tester.finish()
        }
        #expect(nonExhaustive.passed && nonExhaustive.messages.isEmpty, "\(nonExhaustive.messages)")
        // The string form, as the documentation writes it.
        let written = recording {
            let (tester, _) = Self.raise(.off)
            tester.receive("simulator.error")
            return tester.finish()
        }
        #expect(written.passed && written.messages.isEmpty, "\(written.messages)")
        let exhaustive = recording {
            let (tester, _) = Self.raise(.on)
            let entries = tester.unasserted.filter { !$0.callback.callbackName.isLayout }.map(LogText.untimed)
            #expect(entries.contains { $0.hasPrefix("simulator.error(") })
            tester.receive(entries)
            return tester.finish()
        }
        #expect(exhaustive.passed && exhaustive.messages.isEmpty, "\(exhaustive.messages)")
        let meant = recording {
            let (tester, _) = Self.raise(.off)
            tester.expectsUIKitExceptions = true
            return tester.finish()
        }
        #expect(meant.passed && meant.messages.isEmpty, "\(meant.messages)")
    }

    /// A test without an exception is not touched.
    @Test func aTestWithoutAnExceptionPasses() {
        let reported = recording {
            let tester = TestSimulator(device: .iPhone14Pro, os: .iOS16, exhaustivity: .off)
            var configuration = SheetConfiguration(detents: [.medium()])
            configuration.prefersEdgeAttachedInCompactHeight = true
            tester.present("sheet", configuration: configuration)
            tester.rotate(to: .landscapeLeft)
            tester.runUntilIdle()
            return tester.finish()
        }
        #expect(reported.passed && reported.messages.isEmpty, "\(reported.messages)")
    }
}
