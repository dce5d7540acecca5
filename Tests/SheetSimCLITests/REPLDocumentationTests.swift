import Testing
import Foundation
import SheetSimScenario
@testable import SheetSimCLI

/// The REPL transcripts of README and of the REPL article are what the REPL prints, and
/// `sheetsim help repl` and the REPL article name every REPL command and option.
struct REPLDocumentationTests {
    /// The documents showing a transcript, each with the heading the transcript follows.
    static let transcripts: [(document: String, heading: String)] = [
        (Documents.replPath, "# Exploring in the REPL"),
        (Documents.readmePath, "### 3. Explore in the REPL"),
    ]

    /// The transcript under `heading` in `document`, split into the command line and the rest.
    static func transcript(in document: String, after heading: String) throws -> (arguments: [String], text: String) {
        let text = Documents.read(document)
        let section = try #require(text.range(of: heading))
        let start = try #require(text.range(of: "```\n$ sheetsim repl", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```\n", range: start.upperBound..<text.endIndex))
        let block = text[text.index(start.lowerBound, offsetBy: 4)..<end.lowerBound]
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

    /// Typed at an 80 × 24 terminal (colour off), each document's lines print exactly the
    /// document's answers, banner included, and the session saves one file.
    @Test(arguments: transcripts.map(\.document))
    func transcriptIsRealOutput(_ document: String) throws {
        let heading = try #require(Self.transcripts.first { $0.document == document }).heading
        let (arguments, expected) = try Self.transcript(in: document, after: heading)
        guard case .success(let options) = REPLCommand.parseArguments(arguments) else {
            Issue.record("\(document)'s command line does not parse: \(arguments)")
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

    @Test func helpAndTheREPLArticleNameEveryCommandAndOption() {
        let article = Documents.repl
        for (name, usage, _) in REPLSession.builtinHelp {
            #expect(Help.repl.contains("\n  " + usage + " "), "sheetsim help repl lacks '\(usage)'")
            #expect(article.contains("`\(usage)`") || article.contains("`\(name)`"), "the REPL article lacks '\(name)'")
        }
        for option in REPLCommand.knownOptions where option != "--help" {
            #expect(Help.repl.contains(option), "sheetsim help repl lacks '\(option)'")
        }
        #expect(article.contains("--no-history") && article.contains(HistoryFile.environmentVariable))
        #expect(Help.repl.contains(HistoryFile.defaultName) && article.contains(HistoryFile.defaultName))
    }
}
