import Foundation
import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// Issue 7, hostile input: `sheetsim run` and the REPL never crash, trap or hang, whatever the
/// bytes. Everything runs in-process, so a trap would take the test process down: getting to the
/// assertions at all is the check. Each case also asserts the output contract — exit status 0, 1
/// or 2, and for 2 nothing on stdout and every error line `<path>:<line>:<col>: error: `.
///
/// Every random choice comes from a seeded ``SplitMix64``, so a failure names a reproducible input.
@Suite("Hostile input")
struct HostileInputTests {
    // MARK: Checks

    /// Runs `bytes` as a scenario file through `sheetsim run` and through the REPL, line by line.
    static func survives(_ bytes: [UInt8], _ what: @autoclosure () -> String, in folder: ScenarioFolder,
                         repl: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = folder.writeBytes("case.sheet", bytes)
        let output = CommandLineTool.execute(["run", file])
        checkContract(exitCode: output.exitCode.rawValue, stdout: output.standardOutput, stderr: output.standardError,
                      path: file, what: what(), sourceLocation: sourceLocation)
        guard repl else { return }
        var session = REPLSession()
        var stderr = ""
        for line in SourceFile(name: REPLSession.fileName, bytes: bytes).lines {
            let out = session.handle(line: String(line.text))
            stderr += out.standardError
            if out.quit { break }
        }
        let (end, exitCode) = session.finish(strict: true)
        stderr += end.standardError
        // The REPL prints as it goes, so only the error lines' shape is checked, not an empty stdout.
        checkContract(exitCode: exitCode.rawValue, stdout: "", stderr: stderr, path: REPLSession.fileName,
                      what: "REPL: " + what(), sourceLocation: sourceLocation)
    }

    static func checkContract(exitCode: Int32, stdout: String, stderr: String, path: String, what: String,
                              sourceLocation: Testing.SourceLocation) {
        #expect([0, 1, 2].contains(exitCode), "\(what): exit status \(exitCode)", sourceLocation: sourceLocation)
        guard exitCode == 2 else { return }
        #expect(stdout.isEmpty, "\(what): stdout not empty on exit 2", sourceLocation: sourceLocation)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { isErrorLine($0, path: path) }, "\(what): exit 2 without an error line:\n\(stderr)",
                sourceLocation: sourceLocation)
        for line in lines where !isExcerpt(line) && line.contains(": error: ") {
            #expect(isErrorLine(line, path: path), "\(what): malformed error line: \(line)", sourceLocation: sourceLocation)
        }
    }

    /// `<path>:<digits>:<digits>: error: `, by hand (no regex dependency).
    static func isErrorLine(_ line: Substring, path: String) -> Bool {
        guard line.hasPrefix(path + ":") else { return false }
        var rest = line.dropFirst(path.count + 1)
        for _ in 0..<2 {
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty, rest.dropFirst(digits.count).first == ":" else { return false }
            rest = rest.dropFirst(digits.count + 1)
        }
        return rest.hasPrefix(" error: ")
    }

    /// The quoted source under a diagnostic: `12 | text` or `   | ^~~`.
    static func isExcerpt(_ line: Substring) -> Bool {
        line.drop(while: { $0 == " " }).drop(while: { $0.isASCII && $0.isNumber }).drop(while: { $0 == " " }).hasPrefix("|")
    }

    static let catalog: [(name: String, bytes: [UInt8])] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios")
        let paths = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".sheet") }.sorted()
        return paths.map { ($0, Array(FileManager.default.contents(atPath: root.path + "/" + $0)!)) }
    }()

    // MARK: Random bytes and invalid UTF-8

    @Test func randomBytes() {
        let folder = ScenarioFolder()
        var rng = SplitMix64(seed: 7)
        for index in 0..<300 {
            let count = rng.int(in: 0...2000)
            // Half the files draw from printable ASCII and newlines, so they get past the lexer.
            let printable = rng.chance(50)
            let bytes = (0..<count).map { _ in
                printable ? (rng.chance(5) ? 0x0A : UInt8(rng.int(in: 0x20...0x7E))) : UInt8(truncatingIfNeeded: rng.next())
            }
            Self.survives(bytes, "random file \(index) (seed 7)", in: folder, repl: index % 3 == 0)
        }
    }

    @Test func invalidUTF8() {
        let folder = ScenarioFolder()
        let cases: [[UInt8]] = [
            [0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80, 0x80, 0x80],
            Array("present\n".utf8) + [0xFE, 0xFF] + Array("\nwait until settled\n".utf8),
            Array("scenario \"".utf8) + [0xC3] + Array("\"\npresent\n".utf8),
            Array("# comment ".utf8) + [0xF0, 0x9F, 0x98] + Array("\npresent\n".utf8),
            [0xEF, 0xBB, 0xBF] + Array("present\n".utf8),  // a byte-order mark
            Array("present\u{0}\nwait 1ms\n".utf8),
        ]
        for (index, bytes) in cases.enumerated() {
            Self.survives(bytes, "invalid UTF-8 case \(index)", in: folder)
        }
    }

    // MARK: The catalog, cut and mutated

    @Test func truncatedCatalogFiles() {
        let folder = ScenarioFolder()
        var rng = SplitMix64(seed: 11)
        #expect(Self.catalog.count >= 40)
        for (name, bytes) in Self.catalog {
            for cut in 0..<3 {
                let at = rng.int(in: 0...bytes.count)
                Self.survives(Array(bytes[..<at]), "\(name) cut at byte \(at) (seed 11, cut \(cut))", in: folder, repl: cut == 0)
            }
        }
    }

    static let hostileTokens = ["NaN", "nan", "inf", "-inf", "1e308pt", "1e309pt", "-0ms", "-5ms", "0pt", "0ms",
                                "1e300pt/s", "1e-300pt/s", "1e18s", "9e9s", "-1e308pt", "0%", "1e308", "0", "medium",
                                "nil", "\"\"", "end", "at", "over", "samples", ",", "=", "(", ")", "#"]

    @Test func mutatedCatalogFiles() {
        let folder = ScenarioFolder()
        var rng = SplitMix64(seed: 13)
        for (name, original) in Self.catalog {
            for round in 0..<3 {
                var lines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                var edits: [String] = []
                for _ in 0..<rng.int(in: 1...4) {
                    let index = rng.int(in: 0...(lines.count - 1))
                    switch rng.int(in: 0...4) {
                    case 0:
                        lines.insert(lines[index], at: rng.int(in: 0...lines.count))
                        edits.append("duplicate \(index)")
                    case 1 where lines.count > 1:
                        lines.remove(at: index)
                        edits.append("delete \(index)")
                    case 2:
                        var words = lines[index].split(separator: " ").map(String.init)
                        if words.isEmpty { words = [""] }
                        words[rng.int(in: 0...(words.count - 1))] = rng.pick(Self.hostileTokens)
                        lines[index] = words.joined(separator: " ")
                        edits.append("token \(index)")
                    case 3:
                        var bytes = Array(lines[index].utf8)
                        if !bytes.isEmpty { bytes[rng.int(in: 0...(bytes.count - 1))] ^= UInt8(1 << rng.int(in: 0...7)) }
                        lines[index] = String(decoding: bytes, as: UTF8.self)
                        edits.append("flip \(index)")
                    default:
                        lines[index] = String(lines[index].map { $0.isASCII && $0.isNumber ? Character(String(rng.int(in: 0...9))) : $0 })
                        edits.append("digits \(index)")
                    }
                }
                Self.survives(Array(lines.joined(separator: "\n").utf8), "\(name) mutated (seed 13, round \(round)): \(edits)",
                              in: folder, repl: round == 0)
            }
        }
    }

    @Test func byteFlippedCatalogFiles() {
        let folder = ScenarioFolder()
        var rng = SplitMix64(seed: 17)
        for (name, original) in Self.catalog {
            var bytes = original
            for _ in 0..<rng.int(in: 1...8) where !bytes.isEmpty {
                bytes[rng.int(in: 0...(bytes.count - 1))] = UInt8(truncatingIfNeeded: rng.next())
            }
            Self.survives(bytes, "\(name) with bytes replaced (seed 17)", in: folder, repl: false)
        }
    }

    // MARK: Absurd numbers

    struct Absurd: Sendable, CustomStringConvertible {
        let line: Int
        let text: String
        /// The exit status it must give (nil: any of 0, 1, 2).
        let exit: Int32?
        var description: String { text }
    }

    static let absurd: [Absurd] = [
        Absurd(line: #line, text: "present\nwait NaN\n", exit: 2),
        Absurd(line: #line, text: "present\nwait nan\n", exit: 2),
        Absurd(line: #line, text: "present\ndrag grabber by inf over 1s\n", exit: 2),
        Absurd(line: #line, text: "present\ndrag grabber by -inf over 1s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait until settled\ndrag grabber by 1e308pt over 1s\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "present\nwait until settled\ndrag grabber by -1e308pt over 16ms\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "present\ndrag grabber by 1e309pt over 1s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait -0ms\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "present\nwait -5ms\n", exit: 2),
        Absurd(line: #line, text: "present\ndrag grabber by 100pt over -1s\n", exit: 2),
        Absurd(line: #line, text: "present\ndrag grabber by 100pt over 0ms\n", exit: 2),
        Absurd(line: #line, text: "present\ndrag grabber by 0pt over 1s\n", exit: 2),
        Absurd(line: #line, text: "present\ndrag grabber samples 0ms 0pt, 10ms 0pt\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "present\ndrag grabber samples 0ms 0pt, 0ms 100pt\n", exit: 2),
        Absurd(line: #line, text: "present\ndrag grabber by 100pt with velocity 1e300pt/s\n", exit: 2),
        Absurd(line: #line, text: "present\ndrag grabber by 100pt with velocity 1e-300pt/s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait 1e18s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait until 9e18s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait 1e-300s\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "present\nkeyboard show 1e308pt\n", exit: 2),
        Absurd(line: #line, text: "present\nkeyboard show 300pt over 1e-300s\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "present\ntouch down grabber at 1e308pt\ntouch move to -1e308pt\ntouch up\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "present\ntap dimmingView at 1e308pt 1e308pt\n", exit: 0),
        Absurd(line: #line, text: "present\nscrollView contentHeight 1e308pt contentOffset 1e308pt\ndrag scrollView by 100pt over 100ms\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "device custom width 1e308pt height 1e308pt\npresent\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "device custom width 1e-300pt height 1e-300pt\npresent\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "detents custom(\"a\", 1e308pt)\npresent\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "set preferredCornerRadius = 1e308pt\npresent\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "metric springResponse = 1e-300s\npresent\nwait until settled\n", exit: 2),  // rounds to 0 ns
        Absurd(line: #line, text: "metric springDampingRatio = 1e-300\npresent\nwait until settled\ndrag grabber by 100pt over 100ms\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "metric mediumFraction = 1e300\npresent\nwait until settled\n", exit: 2),  // outside its range, 0 to 1
        Absurd(line: #line, text: "metric transitionDuration = 9e9s\npresent\nwait until settled\ndismiss\nwait until settled\n", exit: 0),
        Absurd(line: #line, text: "metric keyboardAnimationDuration = 9e9s\npresent\nkeyboard show 300pt\nwait until settled\n", exit: 0),
        // Regressions: each of these trapped (Int64 overflow of the clock) or aborted (10^12 samples).
        Absurd(line: #line, text: "present\nwait 9e9s\nwait 9e9s\n", exit: 2),
        Absurd(line: #line, text: "wait 4e9s\nwait 4e9s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait 4.6e9s\ndrag grabber samples 0ms 0pt, 9.1e9s 100pt\n", exit: 2),
        Absurd(line: #line, text: "present\nexpect state topY == 1pt at 9.19e9s\nwait 9.19e9s\nwait 9e9s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait 4.6e9s\nkeyboard show 300pt over 9e9s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait until settled\ndrag grabber by 100pt over 9e9s\n", exit: 2),
        Absurd(line: #line, text: "present\nwait until 4.6e9s\nwait until settled\n", exit: 0),
    ]

    @Test(arguments: absurd)
    func absurdNumbers(_ c: Absurd) {
        let folder = ScenarioFolder()
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        Self.survives(Array(c.text.utf8), c.text, in: folder, sourceLocation: location)
        if let exit = c.exit {
            let output = CommandLineTool.execute(["run", folder.path + "/case.sheet"])
            #expect(output.exitCode.rawValue == exit, "\(output.standardError)", sourceLocation: location)
        }
    }

    @Test func theClockLimitIsReportedAtTheLine() {
        let folder = ScenarioFolder()
        let file = folder.write("clock.sheet", "present\nwait 4e9s\nwait 4e9s\n")
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput == "")
        #expect(output.standardError == """
            \(file):3:1: error: this would run the clock past its limit of about 146 years
            3 | wait 4e9s
              | ^
            \(file):3:1: note: the clock starts at 0 and stops at 4611686018427.387ms

            """)
    }

    // MARK: Size

    @Test func megabyteLines() {
        let folder = ScenarioFolder()
        let megabyte = 1 << 20
        let lines = [
            "# " + String(repeating: "x", count: megabyte),
            "wait " + String(repeating: "9", count: megabyte) + "ms",
            "present " + String(repeating: "animated ", count: megabyte / 9),
            "scenario \"" + String(repeating: "a", count: megabyte) + "\"",
            "scenario \"" + String(repeating: "a", count: megabyte),
            String(repeating: "wait 1ms ", count: megabyte / 9),
            "drag grabber samples " + (0..<(megabyte / 16)).map { "\($0)ms \($0 % 50)pt" }.joined(separator: ", "),
            String(repeating: "\u{00E9}", count: megabyte / 2),
        ]
        for (index, line) in lines.enumerated() {
            Self.survives(Array(("present\n" + line + "\nwait until settled\n").utf8), "1 MB line \(index)", in: folder)
        }
    }

    @Test func millionLineFileRunsToTheEnd() {
        let folder = ScenarioFolder()
        var text = "present\n"
        text.reserveCapacity(20_000_000)
        for index in 1..<1_000_000 {
            text += index % 20 == 0 ? "wait 1ms\n" : index % 2 == 0 ? "# a comment\n" : "\n"
        }
        let file = folder.write("big.sheet", text)
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .success, "\(output.standardError.prefix(500))")
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasSuffix("1 passed, 0 failed\n"))
    }
}
