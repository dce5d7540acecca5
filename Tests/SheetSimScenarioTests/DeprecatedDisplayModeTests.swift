import SheetSim
import Testing
@testable import SheetSimScenario

/// UIKit's display-mode names from before iOS 14 (`allVisible`, `primaryHidden`,
/// `primaryOverlay`) read as the modes they were renamed to, in a `set` line and in a state
/// expectation alike: one list of them serves both.
@Suite struct DeprecatedDisplayModeTests {
    static func run(_ expectation: String) throws -> ScenarioResult {
        let text = """
            device "iPad Air 10.9" landscape
            splitViewController "split" doubleColumn
            column primary "sidebar"
            column secondary "detail"
            set preferredDisplayMode = allVisible
            rootViewController "split"
            wait until settled
            \(expectation)

            """
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text), loader: nil)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.formatted))")
        return try ScenarioRunner.run(parsed.commands, file: "t.sheet").get()
    }

    @Test func aDeprecatedNameMeansTheModeItWasRenamedTo() throws {
        #expect(try Self.run("expect state displayMode of \"split\" == allVisible").passed)
        #expect(try Self.run("expect state displayMode of \"split\" == oneBesideSecondary").passed)
        #expect(try Self.run("expect state preferredDisplayMode of \"split\" == allVisible").passed)
        #expect(try Self.run("expect state displayMode of \"split\" != primaryHidden").passed)
        let failed = try Self.run("expect state displayMode of \"split\" == primaryOverlay")
        #expect(failed.failures.first?.message.contains("oneOverSecondary") == true, "\(failed.failures.map(\.formatted))")
    }

    /// Every deprecated name is read, and only in a display-mode property.
    @Test func theOneListServesBoth() {
        let displayMode = StateProperty.named("displayMode")!
        for (name, mode) in SplitDisplayMode.deprecatedNames {
            #expect(displayMode.canonicalWord(name) == mode.rawValue)
            #expect(SplitDisplayMode.named(name) == mode)
            #expect(WordChoice.displayMode.aliases.contains(name))
        }
        #expect(StateProperty.named("splitBehavior")!.wordAliases.isEmpty)
        var parser = ScenarioParser()
        let diagnostics = parser.parse(SourceFile(name: "t.sheet", text: "expect state splitBehavior == allVisible\n")).diagnostics
        #expect(diagnostics.first?.id == .unknownWord)
    }
}
