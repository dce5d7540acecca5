import Foundation
import Testing
@testable import SheetSimScenario

/// Every diagnostic identifier is one some code reports: an identifier no diagnostic is made
/// with would be documented for nothing. (Most are also produced in DiagnosticIDTests; the rest
/// are the REPL's own, or ones the parser keeps from being reached, still made by the code.)
@Suite struct DiagnosticIDUseTests {
    @Test func everyIdentifierIsReportedSomewhere() throws {
        let sources = Documents.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") })
        var code = ""
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            // The identifiers' own file declares and describes each; only its mapping of simulator
            // errors reports one.
            code += file.hasSuffix("DiagnosticID.swift") ? text.split(separator: "\n").filter { $0.contains("self = .") }.joined(separator: "\n")
                : text
        }
        #expect(files.count > 100)
        for id in Diagnostic.ID.allCases {
            #expect(code.contains(".\(id.rawValue),") || code.contains(".\(id.rawValue)\n") || code.contains(".\(id.rawValue) ")
                        || code.contains(".\(id.rawValue))"),
                    "no diagnostic is made with .\(id.rawValue)")
        }
    }
}
