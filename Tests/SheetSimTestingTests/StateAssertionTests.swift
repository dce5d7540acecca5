import SheetSim
import SheetSimTesting
import Testing

/// `assertState`: passing and failing, with the failure text checked exactly.
@Suite struct StateAssertionTests {
    /// A sheet 100ms into its presentation (still moving) and one at rest.
    static func simulator(at span: SimDuration?) -> Simulator {
        var simulator = Simulator(device: .iPhone14Pro)
        try! simulator.present("sheet", configuration: mediumLarge)
        if let span { simulator.advance(by: span) } else { simulator.runUntilIdle() }
        return simulator
    }

    @Test func passing() {
        let resting = Self.simulator(at: nil)
        let reported = recording {
            // 852 − 453.44 (medium: half the safe-area height, SheetRules 2.1), within a hundredth.
            assertState(resting, \.topY, equals: 398.56, tolerance: 0.01)
                && assertState(resting, \.topY, equals: 398.5, tolerance: 0.1)
                && assertState(resting, \.restingDetentIdentifier, equals: .medium)
                && assertState(resting, \.selectedDetentIdentifier, equals: nil)
                && assertState(resting, \.phase, equals: .idle)
                && assertState(resting, \.isGrabberVisible, equals: true)
                && assertState(resting, \.dimmingAlpha, equals: 0.2, tolerance: 0.0001)
                && assertState(resting, \.topY, equals: 398.56, tolerance: 0.01, sheet: "sheet")
        }
        #expect(reported.passed)
        #expect(reported.messages.isEmpty)
    }

    @Test func numberOutsideTheTolerance_whileMoving() {
        let moving = Self.simulator(at: .milliseconds(100))
        let reported = recording { assertState(moving, \.topY, equals: 398.56, tolerance: 0.01) }
        #expect(!reported.passed)
        #expect(reported.locations.map(\.line) == [#line - 2])
        #expect(reported.messages == ["""
            sheet.topY at 100.000ms is off by 205.02647 (tolerance 0.01).

              - topY: 398.56
              + topY: 603.5865

            (Expected: -, Actual: +)

            State now: t=100.000ms sheet phase=presenting detent=medium topY=603.59 dim=0.11 scale=1
            Animations are still running (next event at 108.333ms): run runUntilIdle() first to check the resting state, or update the expected value.
            """])
    }

    /// Numbers print as the log prints them, without float noise.
    @Test func numberComparedExactly_atRest() {
        let resting = Self.simulator(at: nil)
        let reported = recording { assertState(resting, \.topY, equals: 398.5) }
        #expect(reported.messages == ["""
            sheet.topY at 400.000ms is off by 0.06 (compared exactly).

              - topY: 398.5
              + topY: 398.56

            (Expected: -, Actual: +)

            State now: t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1
            Nothing is pending: this is the resting state. Update the expected value.
            """])
    }

    /// Where the log's format would print both the same, all the digits show: they are the difference.
    @Test func numberThatOnlyFloatNoiseSeparates_showsEveryDigit() {
        let resting = Self.simulator(at: nil)
        let reported = recording { assertState(resting, \.topY, equals: 398.56) }
        #expect(reported.messages.first?.contains("  - topY: 398.56\n  + topY: 398.55999999999995\n") == true)
    }

    @Test func otherValues_renderWithoutOptional() {
        let resting = Self.simulator(at: nil)
        let reported = recording {
            assertState(resting, \.restingDetentIdentifier, equals: .large)
                || assertState(resting, \.scrollView, equals: ScrollViewSnapshot(contentOffset: Point(x: 0, y: 3)))
        }
        #expect(!reported.passed)
        #expect(reported.messages == ["""
            sheet.restingDetentIdentifier at 400.000ms is not the expected value.

              - restingDetentIdentifier: large
              + restingDetentIdentifier: medium

            (Expected: -, Actual: +)

            State now: t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1
            Nothing is pending: this is the resting state. Update the expected value.
            """, """
            sheet.scrollView at 400.000ms is not the expected value.

              - scrollView: ScrollViewSnapshot(contentOffset: (0, 3))
              + scrollView: nil

            (Expected: -, Actual: +)

            State now: t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1
            Nothing is pending: this is the resting state. Update the expected value.
            """])
    }

    @Test func noSuchSheet() {
        let resting = Self.simulator(at: nil)
        let reported = recording {
            assertState(Simulator(), \.topY, equals: 398.56, tolerance: 0.01)
                || assertState(resting, \.phase, equals: .idle, sheet: "child")
        }
        #expect(reported.messages == [
            """
            No sheet is presented at 0.000ms, so its topY cannot be checked.

            Present one first; a dismissed sheet is gone once its dismissal transition ends.
            """,
            """
            No sheet named "child" is presented at 400.000ms, so its phase cannot be checked.

            Presented now: sheet.
            """,
        ])
    }

    @Test func badToleranceOrExpectation() {
        let resting = Self.simulator(at: nil)
        let reported = recording {
            assertState(resting, \.topY, equals: 398.56, tolerance: -1)
                || assertState(resting, \.topY, equals: .nan, tolerance: 1)
        }
        #expect(reported.messages == [
            "assertState(_:_:equals:tolerance:) needs a tolerance of 0 or more, not -1.0.",
            "assertState(_:_:equals:tolerance:) needs a finite expected value, not nan.",
        ])
    }

    @Test func throughATester() {
        let reported = recording {
            let tester = TestSimulator(exhaustivity: .off)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            return assertState(tester, \.topY, equals: 398.56, tolerance: 0.01)
                && assertState(tester, \.restingDetentIdentifier, equals: .medium)
                && !assertState(tester, \.presenterScale, equals: 0.5, tolerance: 0.1)
        }
        #expect(reported.passed)
        #expect(reported.messages.count == 1)
        #expect(reported.messages.first?.hasPrefix("sheet.presenterScale at 400.000ms is off by 0.5 (tolerance 0.1).") == true)
    }
}
