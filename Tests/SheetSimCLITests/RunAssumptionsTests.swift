import Foundation
import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// `run --assumptions` and the REPL's `assumptions`: the list the run read, in text and JSON Lines,
/// and nothing new without the flag.
@Suite struct RunAssumptionsTests {
    static let scenario = """
        os 26
        device "iPhone 16 Pro" portrait
        detents medium large
        present
        wait until settled

        """

    static func withFile<T>(_ body: (String) -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("assumptions-\(UUID().uuidString).sheet").path
        try scenario.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return body(path)
    }

    @Test func textListsTheSettingsAfterTheResult() throws {
        let (plain, listed) = try Self.withFile { path in
            (CommandLineTool.execute(["run", "--quiet", path]), CommandLineTool.execute(["run", "--quiet", "--assumptions", path]))
        }
        #expect(listed.exitCode == .success)
        #expect(!plain.standardOutput.contains("assumptions"))
        #expect(listed.standardOutput.contains("\n  metric floatingSheetAttachFraction = 0.9  GUESS  SheetRules 9.1: "))
        #expect(listed.standardOutput.contains("\n  option presenterScaleBehindLargeSheet = osProfile (iOS 26: scales)  UNKNOWN  SheetRules 9.3: "))
        let lines = listed.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  metric") || $0.hasPrefix("  option") }
        #expect(listed.standardOutput.hasPrefix("assumptions: \(lines.count) unconfirmed settings read\n"))
        // Metrics before options.
        #expect(lines.firstIndex { $0.hasPrefix("  option") }! > lines.lastIndex { $0.hasPrefix("  metric") }!)
    }

    @Test func jsonLinesCarryTheSameList() throws {
        let (text, json) = try Self.withFile { path in
            (CommandLineTool.execute(["run", "--quiet", "--assumptions", path]),
             CommandLineTool.execute(["run", "--quiet", "--format", "jsonl", "--assumptions", path]))
        }
        let result = try #require(json.standardOutput.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any])
        let list = try #require(object["assumptions"] as? [[String: String]])
        let textNames = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .map { $0.split(separator: " ")[1] }.map(String.init)
        #expect(list.map { $0["name"]! } == textNames)
        #expect(list.first { $0["name"] == "floatingSheetSideInset" }?["value"] == "8pt")
        #expect(list.first { $0["name"] == "floatingSheetSideInset" }?["confidence"] == "GUESS")
    }

    @Test func theREPLListsWhatTheSessionRead() {
        let before = REPLCommand.run([], lines: ["assumptions"])
        #expect(before.standardOutput.contains("none yet"))
        let after = REPLCommand.run([], lines: ["os 26", "detents medium large", "present", "wait until settled", "assumptions"])
        #expect(after.standardOutput.contains("metric floatingSheetAttachFraction = 0.9  GUESS"))
        let old = REPLCommand.run([], lines: ["os 18", "detents medium large", "present", "wait until settled", "assumptions"])
        #expect(old.standardOutput.contains("metric settleDistance = 0.5pt  GUESS"))
        #expect(!old.standardOutput.contains("floatingSheetAttachFraction"))
    }
}
