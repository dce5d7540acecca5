import Foundation
import Testing
import SheetSim
import SheetSimScenario

/// A modelled UIKit exception (`simulator.error`) fails the run unless the scenario expects it.
@Suite struct UIKitExceptionTests {
    /// Quirk 12: on iOS 15 a medium-only, edge-attached sheet rotated to landscape has no active
    /// detent, and UIKit raises an exception.
    static let raising = """
        device "iPhone 14 Pro" portrait
        os 15
        detents medium
        set prefersEdgeAttachedInCompactHeight = true
        present
        wait until settled
        rotate landscape
        wait until settled
        expect state phase == idle

        """

    static func run(_ text: String) throws -> ScenarioResult {
        let (commands, diagnostics) = ScenarioRunner.parse(SourceFile(name: "t.sheet", bytes: Array(text.utf8)), loader: nil)
        #expect(diagnostics.isEmpty)
        return try ScenarioRunner.run(commands, file: "t.sheet").get()
    }

    @Test func anExceptionNothingExpectsFailsAtTheLineThatRaisedIt() throws {
        let result = try Self.run(Self.raising)
        #expect(result.failures.count == 1)
        let failure = try #require(result.failures.first)
        #expect(failure.location.line == 7, "the rotation raised it")
        #expect(failure.message == "UIKit raised an exception, which nothing expects")
        #expect(failure.details.first?.contains("simulator.error(\"sheet has no active detent") == true, "\(failure.details)")
        #expect(failure.details.last == "in an app this is a crash; if the scenario means it, say so: expect simulator.error exactly 1 times")
    }

    /// A run's failed summary counts failed expectations among the scenario's expectations and
    /// the exceptions nothing expected apart: an exception is no expectation.
    @Test func theFailedSummaryCountsExceptionsApartFromExpectations() throws {
        let both = try Self.run(Self.raising + "expect state phase == dismissing\n")
        #expect(both.failures.count == 2)
        #expect(both.failures.failedSummary(expectationCount: both.expectationCount) == "1 of 2 expectations failed, 1 UIKit exception")
        let exceptionOnly = try Self.run(Self.raising)
        #expect(exceptionOnly.failures.failedSummary(expectationCount: exceptionOnly.expectationCount) == "0 of 1 expectation failed, 1 UIKit exception")
        let expected = try Self.run(Self.raising + "expect simulator.error exactly 1 times\nexpect state phase == dismissing\n")
        #expect(expected.failures.failedSummary(expectationCount: expected.expectationCount) == "1 of 3 expectations failed")
    }

    @Test(arguments: ["expect simulator.error exactly 1 times", "expect simulator.error count >= 1",
                      "expect callbacks in order\n  simulator.error\nend"])
    func anExpectedExceptionPasses(expectation: String) throws {
        #expect(try Self.run(Self.raising + expectation + "\n").failures.isEmpty)
    }

    @Test func expectNoFailsOnceOnItsOwn() throws {
        let result = try Self.run(Self.raising + "expect no simulator.error\n")
        #expect(result.failures.map(\.location.line) == [10])
    }

    @Test func aRunWithoutExceptionsIsUntouched() throws {
        #expect(try Self.run(Self.raising.replacingOccurrences(of: "os 15", with: "os 16")).failures.isEmpty)
    }
}

/// The drop-shadow warning and the `shadowShowsThroughCorners` state agree: a sheet whose state
/// can never show the quirk gets no warning, and the warning says it holds while the shadow shows.
@Suite struct ShadowQuirkWarningTests {
    static func warnings(_ result: ScenarioResult) -> [String] {
        result.log.filter { $0.receiver.kind == .simulator && $0.callback.name == "warning" }.map(LogText.line)
    }

    @Test func aFullScreenSheetIsNotWarnedAbout() throws {
        // Compact height, not edge-attached: the sheet is full screen and its radius is not in effect.
        let result = try UIKitExceptionTests.run("""
            device "iPhone 14 Pro" landscape
            set preferredCornerRadius = 30pt
            set backgroundTranslucent = true
            present
            wait until settled
            expect state shadowShowsThroughCorners == false
            expect state cornerRadius == 0pt

            """)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.formatted))")
        #expect(Self.warnings(result).isEmpty, "\(Self.warnings(result))")
    }

    @Test func theWarningSaysWhenTheCornersShow() throws {
        let result = try UIKitExceptionTests.run("""
            detents medium large
            set largestUndimmedDetentIdentifier = medium
            set preferredCornerRadius = 30pt
            set backgroundTranslucent = true
            present
            expect state shadowShowsThroughCorners == false
            wait until settled
            expect state shadowShowsThroughCorners == true

            """)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.formatted))")
        let warnings = Self.warnings(result)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("shows through the bottom corners whenever the shadow is visible") == true, "\(warnings)")
    }
}
