import Foundation
import SheetSim
import Testing
@testable import SheetSimScenario

/// A callback expectation is read against the whole log once the run is over, wherever it
/// stands. When one that stands before later steps fails, the failure says so, and how to stop
/// it where it stands: `mark` and `to`.
@Suite struct WholeRunExpectationNoteTests {
    static func failures(_ text: String) throws -> [ExpectationFailure] {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text), loader: nil)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.formatted))")
        return try ScenarioRunner.run(parsed.commands, file: "t.sheet").get().failures
    }

    static let presentThenDismiss = """
        present
        wait until settled
        expect no sheet.viewWillDisappear
        dismiss
        wait until settled

        """

    @Test func aFailureOfAnExpectationBeforeLaterStepsSaysItReadsTheWholeRun() throws {
        let failure = try #require(try Self.failures(Self.presentThenDismiss).first)
        let note = try #require(failure.details.last)
        #expect(note.hasPrefix("note: this expectation reads the log to the end of the run, including the "), "\(failure.formatted)")
        #expect(note.contains("put a line 'mark NAME' just above it and bound it with 'to NAME'"), "\(note)")
    }

    /// The advice works: bounded by a mark where it stands, the same expectation holds.
    @Test func boundedByAMarkItReadsOnlyWhatCameBefore() throws {
        let bounded = Self.presentThenDismiss.replacingOccurrences(of: "expect no sheet.viewWillDisappear",
                                                                   with: "mark shown\nexpect no sheet.viewWillDisappear to shown")
        #expect(try Self.failures(bounded).isEmpty)
    }

    /// At the end of the file, or bounded with `to`, there is nothing after it to explain.
    @Test func noNoteWhenNothingCameAfterIt() throws {
        let atTheEnd = "present\nwait until settled\ndismiss\nwait until settled\nexpect no sheet.viewWillDisappear\n"
        let failure = try #require(try Self.failures(atTheEnd).first)
        #expect(!failure.details.contains { $0.hasPrefix("note:") }, "\(failure.formatted)")
        let bounded = "present\nwait until settled\nmark shown\nexpect sheet.viewWillDisappear exactly 1 times to shown\ndismiss\nwait until settled\n"
        let other = try #require(try Self.failures(bounded).first)
        #expect(!other.details.contains { $0.hasPrefix("note:") }, "\(other.formatted)")
    }
}
