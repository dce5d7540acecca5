import Testing
@testable import SheetSimScenario
import SheetSim

/// A refused command leaves the session as it was: its settings put back, and a simulator the
/// command made dropped again, so the next line runs as if the refused one had not been written
/// (the REPL goes on after an error).
@Suite struct SessionRollbackTests {
    /// Runs `lines` (one command each) and returns the session and the lines it refused.
    func run(_ lines: [String]) throws -> (ScenarioSession, refused: [Int]) {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: lines.joined(separator: "\n") + "\n"))
        try #require(diagnostics.isEmpty, "\(diagnostics)")
        var session = ScenarioSession()
        var refused: [Int] = []
        for command in commands where session.execute(command) != nil { refused.append(command.location.line) }
        return (session, refused)
    }

    @Test func aRefusedPresentKeepsTheCurrentSheet() throws {
        // The second `present "a"` names its sheet before the simulator refuses it.
        let (session, refused) = try run(["present \"a\"", "sheet \"b\"", "present \"a\""])
        #expect(refused == [3])
        #expect(session.currentSheet == "b")
    }

    @Test func aRefusedFirstActionDropsTheWorldItMade() throws {
        // The drag makes the simulator, then finds no sheet; a `device` line after it is still
        // set-up (the parser would refuse it in a file; the REPL's session takes it).
        var (session, refused) = try run(["drag grabber by 100pt over 300ms"])
        #expect(refused == [1])
        #expect(session.simulator == nil)
        let device = Located(ScenarioCommand.device(.iPadPro11, .landscapeLeft), at: SourceLocation(file: "t.sheet", line: 2, column: 1))
        #expect(session.execute(device) == nil)
        #expect(session.device.name == Device.iPadPro11.name)
    }

    @Test func aRefusedCommandKeepsWhatTheScenarioGathered() throws {
        let (session, refused) = try run(["present", "mark m", "expect no sheet.viewDidDisappear", "present"])
        #expect(refused == [4])
        #expect(session.marks["m"] != nil)
        #expect(session.logExpectations.count == 1)
        #expect(session.simulator?.stack.count == 1)
    }
}
