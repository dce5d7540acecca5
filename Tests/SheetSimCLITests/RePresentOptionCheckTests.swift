import Testing
@testable import SheetSimCLI
@testable import SheetSimScenario

/// `option swiftUIRePresentAfterDismissAndPop = stateDriven` where no pushed view presents a sheet:
/// a warning at the option's line, since the setting can never take effect; none where it can, or
/// where the option is off.
@Suite struct RePresentOptionCheckTests {
    func warnings(_ text: String) -> [Diagnostic] {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text + "\n"), loader: nil)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        return ScenarioChecker.warnings(in: parsed.commands)
    }

    static let stack = "swiftUI view \"app\" navigationStack root \"home\" path \"path\""
    static let pushedSheet = "swiftUI view \"detail\" sheet isPresented \"show\" content \"sheet\""

    struct Row: Sendable, CustomTestStringConvertible {
        let line: Int
        let lines: [String]
        let warns: Bool
        var testDescription: String { lines.joined(separator: " / ") }
    }

    static let rows: [Row] = [
        Row(line: #line, lines: ["option swiftUIRePresentAfterDismissAndPop = stateDriven", stack, pushedSheet, "set path \"path\" = \"detail\""], warns: false),
        // The view with the sheet is never pushed.
        Row(line: #line, lines: ["option swiftUIRePresentAfterDismissAndPop = stateDriven", stack, pushedSheet, "set path \"path\" = \"list\""], warns: true),
        // A pushed view, but its presentation is a popover, not a sheet.
        Row(line: #line, lines: ["option swiftUIRePresentAfterDismissAndPop = stateDriven", stack,
                                 "swiftUI view \"detail\" popover isPresented \"show\" content \"info\" size 300pt x 200pt", "set path \"path\" = \"detail\""], warns: true),
        // No navigation at all.
        Row(line: #line, lines: ["option swiftUIRePresentAfterDismissAndPop = stateDriven", pushedSheet], warns: true),
        // Off: nothing to warn about.
        Row(line: #line, lines: ["option swiftUIRePresentAfterDismissAndPop = off", stack], warns: false),
        Row(line: #line, lines: [stack], warns: false),
    ]

    @Test(arguments: rows) func theOptionWarnsWhereItCanNeverTakeEffect(_ row: Row) {
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        let found = warnings(row.lines.joined(separator: "\n")).filter { $0.id == .rePresentOptionCannotApply }
        #expect(found.count == (row.warns ? 1 : 0), "\(found)", sourceLocation: location)
        if let warning = found.first {
            #expect(warning.severity == .warning, sourceLocation: location)
            #expect(warning.range.start.line == 1, sourceLocation: location)
            #expect(warning.hint?.contains("set path") == true, sourceLocation: location)
        }
    }
}
