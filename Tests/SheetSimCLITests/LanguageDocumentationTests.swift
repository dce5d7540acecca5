import Foundation
import Testing
@testable import SheetSimCLI
@testable import SheetSimScenario

/// The language's documentation — `sheetsim help language` and README's grammar — names every
/// command, state property, metric-free keyword and option the parser knows, so neither can drift.
@Suite struct LanguageDocumentationTests {
    static var readme: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    @Test func helpAndReadmeNameEveryCommand() {
        let help = Help.language
        let readme = Self.readme
        for command in Vocabulary.commands {
            #expect(help.contains(command), "help language does not mention '\(command)'")
            #expect(readme.contains("'\(command)'") || readme.contains(command), "README does not mention '\(command)'")
        }
    }

    @Test func helpAndReadmeNameEveryStateProperty() {
        let readme = Self.readme
        for property in Vocabulary.stateProperties {
            #expect(Help.language.contains(property), "help language does not list state property '\(property)'")
            #expect(readme.contains(property), "README's grammar does not list state property '\(property)'")
        }
    }

    @Test func helpAndReadmeNameEveryTouchTarget() throws {
        let grammar = try #require(Self.readme.split(separator: "\n").first { $0.hasPrefix("target       :=") })
        for target in Vocabulary.touchTargets {
            #expect(grammar.contains("'\(target)'"), "README's grammar does not list touch target '\(target)'")
            #expect(Help.language.contains(target), "help language does not mention touch target '\(target)'")
        }
    }

    @Test func readmeNamesEveryConfigurationProperty() {
        for property in Vocabulary.properties {
            #expect(Self.readme.contains(property), "README does not list '\(property)'")
            #expect(Help.language.contains(property), "help language does not list '\(property)'")
        }
    }
}
