import Testing
@testable import SheetSimCLI
import SheetSimScenario

/// `help COMMAND` prints the command's forms from the grammar, for every command of the language,
/// so a command added to the grammar cannot go without help.
@Suite struct HelpCommandFormsTests {
    /// Every command keyword: its help has each of its grammar forms, and never the bare pointer
    /// to `help language` that a command without by-example lines used to get.
    @Test(arguments: CommandKeyword.allCases)
    func everyCommandShowsItsGrammarForms(_ keyword: CommandKeyword) throws {
        let text = try #require(Help.commandText(for: keyword.rawValue))
        #expect(!text.contains("see 'help language'"))
        let syntax = try #require(LanguageSyntax.commands.first { $0.name == keyword.rawValue })
        let grammar = GrammarText.render(command: syntax)
        #expect(text.contains("'\(keyword.rawValue)'"))
        for line in grammar.split(separator: "\n") {
            #expect(text.contains(String(line)), "\(keyword.rawValue): \(line)")
        }
    }

    /// The by-example lines come only from the by-example part: a grammar line whose note starts
    /// with the command's word (`dismiss(animated:) of the front sheet`) is not taken for one.
    @Test func examplesComeOnlyFromTheByExamplePart() throws {
        let text = try #require(Help.commandText(for: "dismiss"))
        let examples = text.components(separatedBy: "\n  grammar (")[0]
        #expect(!examples.contains("'dismiss'"))
        #expect(examples.contains("dismiss from \"detail\""))
    }

    /// The SwiftUI forms the grammar lists, as `help` shows them.
    static let swiftUIForms: [(command: String, shows: String)] = [
        ("scenePhase", "'scenePhase' ('active'|'inactive')"),
        ("swiftUI", "'swiftUI' 'view' string swiftui-modifier*"),
        ("set", "'set' 'binding' string '='"),
        ("set", "'set' 'item' string '='"),
        ("set", "'set' 'path' string '='"),
        ("set", "'set' 'presentationDetents' 'of' string '='"),
        ("dismiss", "'dismiss' 'from' string"),
    ]

    @Test func swiftUIFormsAreInTheirCommandsHelp() throws {
        for row in Self.swiftUIForms {
            let text = try #require(Help.commandText(for: row.command))
            #expect(text.contains(row.shows), "\(row.command): \(row.shows)\n\(text)")
        }
    }

    /// The by-example part of `help language` shows SwiftUI views and the scene phase.
    @Test func languageByExampleShowsSwiftUI() {
        for line in ["swiftUI view \"content\" sheet isPresented", "set binding \"showDetail\" = true",
                     "dismiss from \"detail\"", "scenePhase inactive|active", "set presentationDetents of \"detail\""] {
            #expect(Help.languageByExample.contains(line), "\(line)")
        }
    }
}
