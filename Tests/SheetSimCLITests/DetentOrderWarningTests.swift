import Testing
@testable import SheetSimCLI
@testable import SheetSimScenario

/// `detents` written other than smallest first: a warning (UIKit's documentation asks for the
/// order), printed by `check` and `run` alike, that changes no exit status; and none where the
/// order cannot be known without a screen.
@Suite struct DetentOrderWarningTests {
    func warnings(_ text: String) -> [Diagnostic] {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text + "\n"), loader: nil)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        return ScenarioChecker.warnings(in: parsed.commands)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let line: Int
        let detents: String
        /// The hint's advice, or nil for no warning.
        let says: String?
        var testDescription: String { detents }
    }

    static let rows: [Row] = [
        Row(line: #line, detents: "large medium", says: "write 'detents medium large'"),
        Row(line: #line, detents: "medium large", says: nil),
        Row(line: #line, detents: "custom(\"b\", 300pt) custom(\"a\", 100pt)", says: "write 'detents custom(\"a\", 100pt) custom(\"b\", 300pt)'"),
        Row(line: #line, detents: "large custom(\"f\", fraction: 0.3)", says: "write 'detents custom(\"f\", fraction: 0.3) large'"),
        Row(line: #line, detents: "custom(\"f\", fraction: 0.6) custom(\"g\", fraction: 0.3)", says: "write 'detents custom(\"g\", fraction: 0.3) custom(\"f\", fraction: 0.6)'"),
        // Medium, a fraction and a fixed height on one line: which pair to swap.
        Row(line: #line, detents: "custom(\"h\", 90pt) large medium", says: "write 'medium' before 'large'"),
        // Unknowable without a screen: a fixed height beside a system detent, a fraction beside medium.
        Row(line: #line, detents: "large custom(\"peek\", 100pt)", says: nil),
        Row(line: #line, detents: "custom(\"peek\", 900pt) medium", says: nil),
        Row(line: #line, detents: "custom(\"f\", fraction: 0.9) medium", says: nil),
    ]

    @Test(arguments: rows)
    func aDetentsLineOutOfOrderWarns(_ row: Row) {
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        let found = warnings("detents " + row.detents)
        guard let says = row.says else {
            #expect(found.isEmpty, "\(found)", sourceLocation: location)
            return
        }
        #expect(found.count == 1, sourceLocation: location)
        guard let warning = found.first else { return }
        #expect(warning.id == .detentsOutOfOrder, sourceLocation: location)
        #expect(warning.severity == .warning, sourceLocation: location)
        #expect(warning.formatted.hasPrefix("t.sheet:1:1: warning: detents are not in order from smallest to largest"), "\(warning.formatted)", sourceLocation: location)
        #expect(warning.hint?.contains(says) == true, "\(warning.formatted)", sourceLocation: location)
    }

    /// `check` and `run` print it on stderr, and both succeed.
    @Test func checkAndRunPrintItWithoutFailing() {
        let folder = ScenarioFolder()
        let file = folder.write("order.sheet", "detents large medium\npresent\nwait until settled\nexpect state phase == idle\n")
        let check = CommandLineTool.execute(["check", file])
        #expect(check.exitCode == .success)
        #expect(check.standardError.contains("order.sheet:1:1: warning: detents are not in order"), "\(check.standardError)")
        let run = CommandLineTool.execute(["run", file])
        #expect(run.exitCode == .success)
        #expect(run.standardError.contains("order.sheet:1:1: warning: detents are not in order"), "\(run.standardError)")
        #expect(run.standardError.components(separatedBy: "warning: detents").count == 2, "once: \(run.standardError)")
    }
}
