import Testing
import SheetSim
import SheetSimScenario

/// What a run's result carries besides the log, for a picture of the run: where its `mark` lines
/// and the expectations that failed were — their instants, and their places among the inputs the
/// simulator recorded at the same instant.
@Suite struct ScenarioResultTests {
    static func run(_ text: String) throws -> ScenarioResult {
        let (commands, diagnostics) = ScenarioRunner.parse(SourceFile(name: "t.sheet", bytes: Array(text.utf8)), loader: nil)
        #expect(diagnostics.isEmpty)
        return try ScenarioRunner.run(commands, file: "t.sheet", recordTimeline: true).get()
    }

    @Test func marksAndFailuresHaveTheirInstants() throws {
        let result = try Self.run("""
            detents medium large
            mark start
            present
            wait 100ms
            expect state topY == 1pt at 250ms
            mark early
            wait until settled
            mark settled
            expect state topY == 2pt
            expect sheet.viewDidAppear exactly 2 times
            expect state topY == 398.56pt
            rotate landscape
            mark turned
            expect state topY == 3pt
            expect state topY == 4pt at 1s
            wait 1s
            """)
        let ms = { (value: Int64) in SimInstant.zero + .milliseconds(value) }
        #expect(result.marks == [ScenarioMark(name: "start", time: .zero), ScenarioMark(name: "early", time: ms(100)),
                                 ScenarioMark(name: "settled", time: ms(400)),
                                 ScenarioMark(name: "turned", time: ms(400), inputsBefore: 1)])
        // Failures in file order: the state check `at 250ms` at 250 ms, the others where their
        // line ran (the callback count is checked against the whole log, but written at 400 ms).
        #expect(result.failures.map(\.location.line) == [5, 9, 10, 14, 15])
        #expect(result.failures.map { result.time(of: $0) } == [ms(250), ms(400), ms(400), ms(400), ms(1000)])
        // Before the rotation at 400 ms, after it, and at 1 s after it.
        #expect(result.failures.map { result.inputsBefore($0) } == [0, 0, 0, 1, 1])
    }
}

/// What a failed state expectation says: the value read and when, what was expected, and for a
/// sheet its state; a property that cannot be read says why.
@Suite struct StateExpectationFailureTests {
    @Test func aFailedStateExpectationSaysWhatWasReadWhenAndTheSheetsState() throws {
        let result = try ScenarioResultTests.run("""
            expect state topY == 1pt
            detents medium large
            present
            wait until settled
            expect state topY == 2pt
            expect state topY of "sheet" == 2pt
            """)
        let state = "state: t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1"
        #expect(result.failures.map(\.message) == [
            "topY cannot be read: there is no presented sheet now at 0.000ms",
            "topY is 398.56 at 400.000ms, expected == 2",
            "topY of 'sheet' is 398.56 at 400.000ms, expected == 2",
        ])
        #expect(result.failures.map(\.details) == [[], [state], [state]])
    }

    /// Two lines for the same instant are both read at it, before a settle runs on: the second
    /// used to wait for the clock's next stop and read the settled state.
    @Test func twoChecksForOneInstantAreBothReadThere() throws {
        let result = try ScenarioResultTests.run("""
            detents medium large
            present
            expect state topY == 1pt at 200ms
            expect state topY == 2pt at 200ms
            wait until settled
            """)
        #expect(result.failures.map(\.message) == [
            "topY is 451.0562 at 200.000ms, expected == 1",
            "topY is 451.0562 at 200.000ms, expected == 2",
        ])
    }

    /// `selectedDetentIdentifier` stays nil until set, as in UIKit: a failure that expected a
    /// detent there says so, and where to read the resting detent instead.
    @Test func aDetentPropertyReadingNilSaysWhatItReports() throws {
        let result = try ScenarioResultTests.run("""
            detents medium large
            present
            wait until settled
            expect state selectedDetentIdentifier == medium
            expect state restingDetentIdentifier == large
            """)
        #expect(result.failures.map(\.message) == [
            "selectedDetentIdentifier is nil at 400.000ms, expected == medium",
            "restingDetentIdentifier is medium at 400.000ms, expected == large",
        ])
        #expect(result.failures.first?.details.last
            == "note: `selectedDetentIdentifier` as UIKit reports it: nil until set (where the sheet rests is `restingDetentIdentifier`)")
        #expect(result.failures.last?.details.count == 1)
    }
}
