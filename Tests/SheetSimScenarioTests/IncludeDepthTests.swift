import Testing
@testable import SheetSimScenario

/// Includes nest at most ``ScenarioLimits/includeDepth`` deep, counted in includes: a scenario
/// whose file includes `_1.sheet`, which includes `_2.sheet`, … down to `_16.sheet` is 16 deep.
@Suite struct IncludeDepthTests {
    /// A loader for `_1.sheet` … `_depth.sheet`, each including the next, the last presenting.
    static func chain(_ depth: Int) -> ScenarioParser.Loader {
        { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard name.hasPrefix("_"), let level = Int(name.dropFirst().dropLast(".sheet".count)) else {
                return .failure(.init("no such file"))
            }
            return .success(Array((level < depth ? "include \"_\(level + 1).sheet\"\n" : "present\n").utf8))
        }
    }

    @Test func includesNestSixteenDeepAndNoDeeper() {
        for (depth, allowed) in [(ScenarioLimits.includeDepth, true), (ScenarioLimits.includeDepth + 1, false)] {
            var parser = ScenarioParser(loader: Self.chain(depth))
            let (commands, diagnostics) = parser.parse(SourceFile(name: "root.sheet", text: "include \"_1.sheet\"\n"))
            if allowed {
                #expect(diagnostics.isEmpty, "\(depth) deep: \(diagnostics)")
                #expect(commands.count == 1)
            } else {
                #expect(diagnostics.map(\.message) == ["includes nest more than 16 deep"], "\(depth) deep")
                #expect(diagnostics.first?.location.file == "_\(depth - 1).sheet")
            }
        }
    }

    /// A line typed at the REPL is the top, as a scenario's own file is.
    @Test func aTypedIncludeNestsAsDeepAsAFiles() {
        for (depth, allowed) in [(ScenarioLimits.includeDepth, true), (ScenarioLimits.includeDepth + 1, false)] {
            var parser = ScenarioParser(loader: Self.chain(depth))
            let result = parser.parseLine(SourceLine(number: 1, text: "include \"_1.sheet\""), file: "<stdin>")
            switch result {
            case .commands(let commands): #expect(allowed && commands.count == 1, "\(depth) deep")
            case .failure(let diagnostics): #expect(!allowed && diagnostics.map(\.message) == ["includes nest more than 16 deep"], "\(depth) deep")
            default: Issue.record("\(depth) deep: \(result)")
            }
        }
    }
}
