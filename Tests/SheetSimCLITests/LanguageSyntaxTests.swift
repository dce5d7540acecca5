import Testing
import Foundation
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// The grammar completion walks (``LanguageSyntax``) says what the parser says: every command has
/// an entry, every line of the catalog matches its entry, and every sentence an entry generates is
/// one the parser accepts.
struct LanguageSyntaxTests {
    @Test func everyCommandHasASyntaxEntry() {
        let names = LanguageSyntax.commands.map(\.name)
        for command in Vocabulary.commands {
            #expect(names.contains(command), "no syntax entry for '\(command)'")
        }
        #expect(Set(names) == Set(Vocabulary.commands), "entries for words that are not commands")
        #expect(names.count == Set(names).count, "a command with two entries")
        for builtin in REPLSession.builtins where builtin != "exit" {
            #expect(REPLSession.builtinHelp.contains { $0.name == builtin }, "no help for '\(builtin)'")
        }
    }

    static var catalogFiles: [URL] {
        let root = REPLEndToEndTests.repository.appendingPathComponent("scenarios")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".sheet") }.sorted().map { root.appendingPathComponent($0) }
    }

    /// The grammar accepts every line the catalog's scenarios are written in, in the context the
    /// lines before it make (what a `set` configures, an open callback block), as the REPL sees it.
    @Test func everyCatalogLineMatchesItsEntry() throws {
        #expect(Self.catalogFiles.count >= 40)
        var checked = 0
        for file in Self.catalogFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            // Includes are read, as they set up what the lines after them configure.
            var parser = ScenarioParser(loader: { path in
                (try? Data(contentsOf: URL(fileURLWithPath: path))).map { .success([UInt8]($0)) } ?? .failure(.init("cannot read"))
            })
            parser.checksReceivers = false
            var context = CompletionContext()
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = String(line.prefix { $0 != "#" })
                if !code.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    context.configured = parser.configuredForCompletion
                    context.isInsideCallbackBlock = parser.isInsideBlock
                    #expect(SyntaxCompleter.accepts(code, context: context), "\(file.lastPathComponent):\(number + 1): \(code)")
                    checked += 1
                }
                _ = parser.parseLine(SourceLine(number: number + 1, text: line), file: file.path)
            }
        }
        #expect(checked > 300)
    }

    /// Sentences that take every alternative of every entry at least once, with sample values;
    /// the parser must not reject any as malformed (it may still refuse one for its meaning,
    /// such as a custom device without a height).
    @Test func everyGeneratedSentenceParses() {
        var count = 0
        for command in LanguageSyntax.commands {
            for sentence in Self.sentences(.sequence([.keyword(command.name), command.arguments])) {
                let line = sentence.joined(separator: " ")
                var parser = ScenarioParser(loader: { _ in .success([]) })
                let prelude = ["detents medium large custom(\"peek\", 150pt) height(2pt) fraction(0.5)"]
                for (index, text) in prelude.enumerated() {
                    _ = parser.parseLine(SourceLine(number: index + 1, text: Substring(text)), file: "/g.sheet")
                }
                if case .failure(let diagnostics) = parser.parseLine(SourceLine(number: 9, text: Substring(line)), file: "/g.sheet") {
                    for diagnostic in diagnostics {
                        let malformed = ["expected", "unknown", "unexpected", "missing"].contains { diagnostic.message.hasPrefix($0) }
                        #expect(!malformed, "\(line): \(diagnostic.message)")
                    }
                }
                count += 1
            }
        }
        #expect(count > 150)
    }

    /// Enumerations the grammar spells out are the parser's: the hint of an unknown word lists them.
    @Test(arguments: [
        ("os 17 bogus on", ["viewIsAppearing", "customDetents", "automaticFormSheetOnPad", "prefersPageSizing",
                            "presentationDetents", "presentationCustomization", "noActiveDetentException", "sceneLifecycle",
                            "floatingSheets", "customDetentCardStack", "presenterScale", "updateProperties", "inspectorColumn", "splitViewDidShow",
                            "glassBars", "anchoredActionSheets", "sheetPlacement", "dismissPopsSplitView", "customBindingStackOnAppear",
                            "rePresentAfterDismissAndPop", "scenePhaseSheetReopen"]),
        ("appearance bogus", ["light", "dark"]),
        ("presentationDragIndicator bogus", ["automatic", "visible", "hidden"]),
        ("presentationContentInteraction bogus", ["automatic", "resizes", "scrolls"]),
        ("keyboard bogus", ["show", "hide"]),
        ("touch bogus", ["down", "move", "up"]),
    ])
    func enumerationsAreTheParsers(line: String, words: [String]) {
        var parser = ScenarioParser()
        guard case .failure(let diagnostics) = parser.parseLine(SourceLine(number: 1, text: Substring(line)), file: "f") else {
            Issue.record("\(line) parsed")
            return
        }
        let listed = diagnostics.first?.hint.flatMap { $0.hasPrefix("one of: ") ? String($0.dropFirst(8)) : nil }
        #expect(listed == words.joined(separator: ", "), "\(line)")
        let completed = SyntaxCompleter.complete(String(line.dropLast(line.hasSuffix(" on") ? 8 : 5)), context: CompletionContext())
        #expect(Set(completed.candidates.map(\.text)) == Set(words), "\(line)")
    }

    // MARK: Sentence generation

    /// Token texts for sentences covering every alternative; sequences pair their parts'
    /// sentences round-robin rather than multiplying them.
    static func sentences(_ pattern: SyntaxPattern) -> [[String]] {
        switch pattern {
        case .keyword(let word): return [[word]]
        case .oneOf(let words, let aliases, _): return (words.isEmpty ? aliases : words).map { [$0] }
        case .symbol(let symbol): return [[symbol.rawValue]]
        case .call(let name, let arguments):
            return sentences(.sequence(arguments)).map { [name + "("] + $0 + [")"] }
        case .string: return [["\"a title\""]]
        case .number(let syntax):
            if syntax.units.isEmpty { return [["2"]] }
            if syntax.allowsBare { return [["0.5"]] }
            return [["2" + syntax.units[0].spelling]]
        case .value(let value), .rest(let value):
            switch value {
            case .deviceName: return [["\"iPhone 14 Pro\""]]
            case .controllerName: return [["\"sheet\""]]
            case .customDetentIdentifier: return [["\"peek\""]]
            case .swiftUIName: return [["\"a title\""]]
            case .markName, .newName: return [["m1"]]
            case .callback: return [["sheet.viewDidAppear"], ["sheet.viewDidAppear(animated: true)"]]
            case .filePath: return [["\"_setup.sheet\""]]
            case .helpTopic: return [["present"]]
            case .terminalSize: return [["80x24"]]
            }
        case .sequence(let parts):
            var result: [[String]] = [[]]
            for part in parts {
                let next = sentences(part)
                let count = max(result.count, next.count)
                result = (0..<count).map { result[$0 % result.count] + next[$0 % next.count] }
            }
            return result
        case .optional(let inner): return [[]] + sentences(inner)
        case .rule(let rule): return sentences(rule.pattern)
        case .anyOf(let choices): return choices.flatMap(sentences)
        case .repeated(let inner, let separator):
            let once = sentences(inner)
            let separators = separator.map(sentences) ?? [[]]
            return once + once.indices.map { once[$0] + separators[$0 % separators.count] + once[($0 + 1) % once.count] }
        }
    }
}
