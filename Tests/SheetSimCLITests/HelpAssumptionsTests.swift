@testable import SheetSim
@testable import SheetSimCLI
import Testing

/// `sheetsim help metric` and `help option` (and the REPL's) list every catalog entry with its
/// value or values, unit, range, confidence and source.
@Suite struct HelpAssumptionsTests {
    @Test func helpMetricListsEveryMetricWithItsFigures() {
        let output = CommandLineTool.execute(["help", "metric"])
        #expect(output.exitCode == .success)
        let text = output.standardOutput
        #expect(text.contains("metric NAME = VALUE"), "the language's line for the command comes first")
        for info in UIKitMetrics.catalog {
            let block = text.components(separatedBy: "\n\n").first { $0.hasPrefix(info.name + "\n") || $0.contains("\n" + info.name + "\n") }
            guard let block else {
                Issue.record("help metric does not list \(info.name)")
                continue
            }
            let flat = block.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let unit = info.unit == .ratio ? "ratio" : info.unit.rawValue
            for fact in ["UIKit value: \(UIKitMetrics.tableText(info.defaultValue));", "Unit: \(unit);",
                         "Reference: \(info.section);", "Confidence: \(info.confidence.rawValue);",
                         "Valid range: \(info.range.description)"] {
                #expect(flat.contains(fact), "help metric's \(info.name) lacks '\(fact)': \(flat)")
            }
        }
    }

    @Test func helpOptionListsEveryOptionWithItsValues() {
        let output = CommandLineTool.execute(["help", "option"])
        #expect(output.exitCode == .success)
        let flat = output.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for info in BehaviorOptions.catalog {
            let others = info.values.filter { $0 != info.defaultValue }.joined(separator: ", ")
            let row = "\(info.name) Default: \(info.defaultValue); Other values: \(others); Reference: \(info.section); Confidence: \(info.confidence.rawValue)"
            #expect(flat.contains(row), "help option lacks '\(row)'")
        }
    }

    @Test func oneNameShowsItsRowAndAnUnknownNameIsAnError() {
        let one = CommandLineTool.execute(["help", "metric", "flickSpeed"])
        #expect(one.exitCode == .success)
        #expect(one.standardOutput.hasPrefix("flickSpeed\n"))
        #expect(one.standardOutput.contains("pt/s"))
        #expect(!one.standardOutput.contains("mediumFraction"))
        let option = CommandLineTool.execute(["help", "option", "detentChangeTiming"])
        #expect(option.standardOutput.contains("Default: atRelease; Other values: afterSettle"))
        let typo = CommandLineTool.execute(["help", "metric", "flikSpeed"])
        #expect(typo.exitCode == .usage)
        #expect(typo.standardError.contains("no metric 'flikSpeed'"))
        #expect(typo.standardError.contains("flickSpeed"))
    }

    @Test func theREPLPrintsTheSameTables() {
        let output = REPLCommand.run([], lines: ["help option", "help metric"])
        #expect(output.standardOutput.contains(Help.withProfiles(BehaviorOptions.table, topic: "option").text))
        #expect(output.standardOutput.contains(Help.withProfiles(UIKitMetrics.table, topic: "metric").text))
    }
}
