import Testing
import Foundation
import SheetSimScenario
@testable import SheetSimCLI

/// The README's REPL transcript is what the REPL prints, and `sheetsim help repl` and the README
/// name every REPL command and option.
struct REPLDocumentationTests {
    /// The transcript under "Exploring interactively", split into the command line and the rest.
    static func transcript() throws -> (arguments: [String], text: String) {
        let readme = LanguageDocumentationTests.readme
        let section = try #require(readme.range(of: "## Exploring interactively"))
        let start = try #require(readme.range(of: "```\n$ sheetsim repl", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        let block = readme[readme.index(start.lowerBound, offsetBy: 4)..<end.lowerBound]
        let command = block.prefix { $0 != "\n" }
        var arguments: [String] = []
        var word = "", quoted = false
        for character in command.dropFirst("$ sheetsim repl".count) {
            if character == "\"" { quoted.toggle(); continue }
            if character == " " && !quoted {
                if !word.isEmpty { arguments.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { arguments.append(word) }
        return (arguments, String(block.dropFirst(command.count + 1)) + "\n")
    }

    /// Typed at an 80 × 24 terminal (colour off), the README's lines print exactly the README's
    /// answers, banner included.
    @Test func readmeTranscriptIsRealOutput() throws {
        let (arguments, expected) = try Self.transcript()
        guard case .success(let options) = REPLCommand.parseArguments(arguments) else {
            Issue.record("the README's command line does not parse: \(arguments)")
            return
        }
        var saved: [String: String] = [:]
        var session = REPLSession(device: options.device, os: options.os, interactive: true,
                                  environment: REPLSession.Environment(writer: { path, contents in saved[path] = contents; return nil },
                                                                       screenSize: { .standard }))
        var actual = REPLCommand.banner
        for line in expected.split(separator: "\n") where line.hasPrefix(REPLDriver.prompt) {
            let input = String(line.dropFirst(REPLDriver.prompt.count))
            let output = session.handleAll(line: input)
            actual += REPLDriver.prompt + input + "\n" + output.standardOutput + output.standardError
        }
        #expect(actual == expected)
        #expect(saved.count == 1)
    }

    @Test func helpAndReadmeNameEveryCommandAndOption() {
        let readme = LanguageDocumentationTests.readme
        for (name, usage, _) in REPLSession.builtinHelp {
            #expect(Help.repl.contains("\n  " + usage + " "), "sheetsim help repl lacks '\(usage)'")
            #expect(readme.contains("`\(usage)`") || readme.contains("`\(name)`"), "README lacks '\(name)'")
        }
        for option in REPLCommand.knownOptions where option != "--help" {
            #expect(Help.repl.contains(option), "sheetsim help repl lacks '\(option)'")
        }
        #expect(readme.contains("--no-history") && readme.contains(HistoryFile.environmentVariable))
        #expect(Help.repl.contains(HistoryFile.defaultName) && readme.contains(HistoryFile.defaultName))
    }
}
