import Foundation
import SheetSim
import Testing
@testable import SheetSimCLI
@testable import SheetSimScenario

/// The language's documentation — `sheetsim help language` and the grammar reference article —
/// names every command, state property, metric-free keyword and option the parser knows, so
/// neither can drift.
@Suite struct LanguageDocumentationTests {
    @Test func helpAndGrammarReferenceNameEveryCommand() {
        let help = Help.language
        let grammar = Documents.grammarReference
        for command in Vocabulary.commands {
            #expect(help.contains(command), "help language does not mention '\(command)'")
            #expect(grammar.contains("'\(command)'") || grammar.contains(command), "the grammar reference does not mention '\(command)'")
        }
    }

    @Test func helpAndGrammarReferenceNameEveryStateProperty() {
        let grammar = Documents.grammarReference
        for property in Vocabulary.stateProperties {
            #expect(Help.language.contains(property), "help language does not list state property '\(property)'")
            #expect(grammar.contains(property), "the grammar reference does not list state property '\(property)'")
        }
    }

    @Test func helpAndGrammarReferenceNameEveryTouchTarget() throws {
        let grammar = try #require(Documents.grammarReference.split(separator: "\n").first { $0.hasPrefix("target :=") })
        for target in Vocabulary.touchTargets {
            #expect(grammar.contains("'\(target)'"), "the grammar reference does not list touch target '\(target)'")
            #expect(Help.language.contains(target), "help language does not mention touch target '\(target)'")
        }
    }

    @Test func languageByExampleNamesEveryOSFact() {
        let missing = OSProfile.facts.map(\.name).filter { !Help.languageByExample.contains(" \($0)") }
        #expect(missing == [], "the os line's facts in 'sheetsim help language' lack \(missing)")
    }

    @Test func grammarReferenceNamesEverySettableProperty() {
        let names = Vocabulary.properties + Vocabulary.layoutProperties + Vocabulary.scrollViewProperties
            + ContainerProperty.allCases.map(\.rawValue) + SplitViewProperty.allCases.map(\.rawValue)
        let grammar = Documents.grammarReference
        for property in names {
            #expect(grammar.contains(property), "the grammar reference does not list '\(property)'")
            #expect(Help.language.contains(property), "help language does not list '\(property)'")
        }
    }
}

/// The grammar's lists of alternatives are the types' cases, each list checked against the type it
/// spells out: the grammar is printed from ``LanguageSyntax``, and a position whose list is written
/// there rather than read from its type (or printed wrongly) fails here.
@Suite struct GrammarAlternativesTests {
    /// The alternatives written after `marker` in the grammar: the words of the parenthesized
    /// group that follows it, or, when no group follows, of the rest of its line and the lines
    /// that go on with `|`.
    static func alternatives(after marker: String) -> [String]? {
        guard let found = Help.grammar.range(of: marker) else { return nil }
        var rest = Help.grammar[found.upperBound...]
        let group: Substring
        // A group may follow on the next line, where a long line is wrapped.
        let start = rest.drop { $0 == " " || $0 == "\n" }
        if start.first == "(" {
            rest = start
            rest = rest.dropFirst()
            var depth = 1, end = rest.startIndex
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 }
                if rest[end] == ")" { depth -= 1 }
                if depth > 0 { end = rest.index(after: end) }
            }
            group = rest[..<end]
        } else {
            // The rest of the line, and the lines after it that go on with '|'.
            var end = rest.firstIndex(of: "\n") ?? rest.endIndex
            while end < rest.endIndex, rest[rest.index(after: end)...].drop(while: { $0 == " " }).first == "|" {
                end = rest[rest.index(after: end)...].firstIndex(of: "\n") ?? rest.endIndex
            }
            group = rest[..<end]
        }
        return group.split(separator: "|").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " '\n")) }
    }

    static let rows: [(marker: String, cases: [String], line: Int)] = [
        ("unit         := ", Unit.spellings, #line),
        ("orientation := ", Vocabulary.orientations, #line),
        ("column := ", SplitViewColumn.allCases.map(\.rawValue), #line),
        ("'preferredSplitBehavior' ['of' controller] '='", SplitBehavior.allCases.map(\.rawValue), #line),
        ("'displayModeButtonVisibility' ['of' controller] '=' ", DisplayModeButtonVisibility.allCases.map(\.rawValue), #line),
        ("'navigationItem.largeTitleDisplayMode' ['of' controller] '='", LargeTitleDisplayMode.allCases.map(\.rawValue), #line),
        ("'contentInsetAdjustmentBehavior' ", ContentInsetAdjustmentBehavior.allCases.map(\.rawValue), #line),
        ("'appearance' ", UserInterfaceStyle.allCases.map(\.rawValue), #line),
        ("'modalPresentationStyle' '=' ", Vocabulary.styles, #line),
        ("mode := ", SplitDisplayMode.allCases.map(\.rawValue), #line),
        ("target := ", TouchTarget.allCases.map(\.rawValue), #line),
        ("'swipeActions' ['of' controller] ", SwipeEdge.allCases.map(\.rawValue), #line),
        ("'transitionCoordinator' ['of' controller] 'in' ", TransitionCoordinatorMoment.allCases.map(\.rawValue), #line),
        ("'presentationDragIndicator' ", SwiftUIPresentation.Visibility.allCases.map(\.rawValue), #line),
        ("'presentationContentInteraction' ", SwiftUIPresentation.ContentInteraction.allCases.map(\.rawValue), #line),
        ("os-fact := ", OSProfile.facts.map(\.name), #line),
    ]

    @Test func everyListIsItsTypesCases() {
        for row in Self.rows {
            let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            guard let listed = Self.alternatives(after: row.marker) else {
                Issue.record("the grammar has no '\(row.marker)'", sourceLocation: location)
                continue
            }
            #expect(Set(listed) == Set(row.cases), "\(row.marker.trimmingCharacters(in: .whitespaces))", sourceLocation: location)
        }
    }
}
