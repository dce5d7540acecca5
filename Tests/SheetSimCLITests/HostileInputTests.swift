import Foundation
import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// Hostile input: `sheetsim run` and the REPL never crash, trap or hang, whatever the bytes, and
/// what they cost stays bounded by size (the last section). Everything runs in-process, so a trap would take the test process down: getting to the
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
        // A run prints nothing for bad input found without running, which `check` finds too; a
        // file a line of which only running finds bad ends its report with an ERROR line.
        if path != REPLSession.fileName, let violation = badInputContractViolation(stdout: stdout, stderr: stderr, file: path) {
            Issue.record("\(what): \(violation)", sourceLocation: sourceLocation)
        }
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

    /// The waits alone reach past the clock's limit: found before anything runs.
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

    // MARK: Files that never end, loop or multiply

    @Test(arguments: ["/dev/zero", "/dev/urandom"])
    func includingADeviceIsRefusedAtTheLine(_ device: String) {
        let folder = ScenarioFolder()
        let file = folder.write("device.sheet", "include \"\(device)\"\npresent\n")
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix(
            "\(file):1:9: error: cannot read included file '\(device)': not a regular file (a character device)\n"))
    }

    @Test func runningADeviceOrAPipeIsAUsageError() throws {
        let output = CommandLineTool.execute(["run", "/dev/zero"])
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput == "")
        #expect(output.standardError == """
            sheetsim run: error: '/dev/zero' is a character device, not a regular file; scenarios are read from files
            see 'sheetsim help run'

            """)
        // A pipe named like a scenario, in a folder: refused before it is opened (opening one
        // waits for a writer).
        let folder = ScenarioFolder()
        folder.write("a.sheet", "present\n")
        #expect(mkfifo(folder.path + "/b.sheet", 0o600) == 0)
        let piped = CommandLineTool.execute(["check", folder.path])
        #expect(piped.exitCode == .usage)
        #expect(piped.standardError.hasPrefix("sheetsim run: error: '\(folder.path)/b.sheet' is a pipe, not a regular file"))
        let included = folder.write("c.sheet", "include \"b.sheet\"\n")
        #expect(CommandLineTool.execute(["check", included]).standardError.hasPrefix(
            "\(included):1:9: error: cannot read included file 'b.sheet': not a regular file (a pipe)\n"))
    }

    @Test func aFileLargerThanTheLimitIsRefused() {
        let folder = ScenarioFolder()
        let big = folder.write("big.sheet", String(repeating: "# padding\n", count: ScenarioLimits.fileBytes / 10 + 1))
        let output = CommandLineTool.execute(["run", big])
        #expect(output.exitCode == .usage)
        #expect(output.standardError == """
            \(big):1:1: error: cannot read '\(big)': it is larger than 8 MiB, the most a scenario file may hold
            \(big):1:1: note: split it into scenarios, or move a long setup into a shared include

            """)
        let includer = folder.write("includes-big.sheet", "include \"big.sheet\"\n")
        #expect(CommandLineTool.execute(["run", includer]).standardError.hasPrefix(
            "\(includer):1:9: error: cannot read included file 'big.sheet': it is larger than 8 MiB, the most a scenario file may hold\n"))
    }

    /// `include "./itself"` three times, and the same through a symbolic link: one error per line,
    /// nothing read again.
    @Test func aFileIncludingItselfUnderAnotherNameIsACycle() throws {
        let folder = ScenarioFolder()
        let file = folder.write("self.sheet", String(repeating: "include \"./self.sheet\"\n", count: 3) + "present\n")
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardError.components(separatedBy: ": error: './self.sheet' includes itself\n").count == 4)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.sheet", withDestinationPath: "self.sheet")
        let linked = folder.write("linked.sheet", "include \"link.sheet\"\n")
        folder.write("self.sheet", "include \"linked.sheet\"\n")
        let viaLink = CommandLineTool.execute(["check", linked])
        #expect(viaLink.exitCode == .usage)
        #expect(viaLink.standardError.contains("error: 'linked.sheet' includes itself"), "\(viaLink.standardError)")
    }

    /// Four files each including the next level four times, ten levels: a million inclusions,
    /// stopped once the scenario has taken in 8 MiB.
    @Test func includesThatMultiplyAreStopped() {
        let folder = ScenarioFolder()
        for level in 0..<10 { folder.write("_l\(level).sheet", String(repeating: "include \"_l\(level + 1).sheet\"\n", count: 4)) }
        folder.write("_l10.sheet", "# " + String(repeating: "x", count: 4_000) + "\nwait 1ms\n")
        let root = folder.write("root.sheet", "include \"_l0.sheet\"\npresent\n")
        let output = CommandLineTool.execute(["run", root])
        #expect(output.exitCode == .usage)
        #expect(output.standardError.contains(": error: including '_l10.sheet' takes this scenario past 8 MiB of text\n"))
        #expect(output.standardError.utf8.count <= 64 << 10)
    }

    @Test func folderLoopsThroughSymbolicLinksAreWalkedOnce() throws {
        let folder = ScenarioFolder()
        folder.write("only.sheet", "present\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/b", withDestinationPath: ".")
        let output = CommandLineTool.execute(["check", folder.path])
        #expect(output.exitCode == .success)
        #expect(output.standardOutput == "OK \(folder.path)/only.sheet (1 commands)\n1 file checked, no errors\n")
    }

    /// `sheetsim repl < /dev/zero`: a line that never ends is dropped as it arrives, not kept.
    @Test func aReplLineLongerThanTheLimitIsSkippedWithoutBeingKept() {
        let input = Array("present\n".utf8) + [UInt8](repeating: 0x78, count: ScenarioLimits.fileBytes + (1 << 20))
            + Array("\nwait 1ms\n".utf8) + [UInt8](repeating: 0, count: 3 * ScenarioLimits.fileBytes)
        var offset = 0
        var lines = StandardInputLines { buffer in
            let count = min(buffer.count, input.count - offset)
            input.withUnsafeBytes { source in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + count)]))
            }
            offset += count
            return count
        }
        #expect(lines.next() == .text("present"))
        #expect(lines.next() == .tooLong(ScenarioLimits.fileBytes + (1 << 20)))
        #expect(lines.next() == .text("wait 1ms"))
        #expect(lines.next() == .tooLong(3 * ScenarioLimits.fileBytes))
        #expect(lines.next() == nil)
        #expect(lines.peakBufferBytes <= ScenarioLimits.fileBytes + 2 * (1 << 16), "held \(lines.peakBufferBytes) bytes")

        var session = REPLSession()
        _ = session.handle(line: "present")
        #expect(session.skipLine(of: 9_000_000).standardError
                == "<stdin>:2:1: error: this line is 9000000 bytes, longer than the 8 MiB a line may be; it was skipped\n")
        #expect(session.handle(line: "wait 1ms").standardError == "")
    }

    // MARK: Output that stays bounded

    /// A million bad lines: the first hundred errors, then a count, not a gigabyte of them.
    @Test func aMillionBadLinesPrintAHundredErrors() {
        let folder = ScenarioFolder()
        let file = folder.write("bad.sheet", String(repeating: "x\n", count: 1_000_000))
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput == "")
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.filter { $0.contains(": error: ") }.count == ScenarioLimits.diagnostics)
        #expect(lines.last == "… and \(1_000_000 - ScenarioLimits.diagnostics) more errors")
        #expect(output.standardError.utf8.count <= ScenarioLimits.diagnostics * 1_024)
    }

    /// `--frames` is written in pieces as it is produced: each piece about 64 KiB, together
    /// byte-for-byte the report, and none at all for bad input.
    @Test func framesAreWrittenInPieces() throws {
        let folder = ScenarioFolder()
        let file = folder.write("frames.sheet", "present\nwait until settled\n"
            + String(repeating: "drag grabber by 100pt over 2s\nwait until settled\ndrag grabber by -100pt over 2s\nwait until settled\n", count: 60))
        for format in ["text", "jsonl"] {
            var pieces: [String] = []
            let rest = RunCommand.run(["--frames", "--format", format, file], writeFiles: { $0 }, standardOutput: { pieces.append($0) })
            let whole = CommandLineTool.execute(["run", "--frames", "--format", format, file])
            #expect(rest.exitCode == .success && rest.standardOutput.isEmpty && rest.standardError.isEmpty)
            #expect(pieces.joined() == whole.standardOutput, "the pieces are not the report")
            #expect(whole.standardOutput.utf8.count > 6 * ChunkedWriter.chunkBytes)
            #expect(pieces.count >= 6)
            let longestLine = whole.standardOutput.split(separator: "\n").map(\.utf8.count).max() ?? 0
            for piece in pieces { #expect(piece.utf8.count < ChunkedWriter.chunkBytes + longestLine + 1) }
        }
        // A file that does not parse: nothing is run or written.
        let unparsed = folder.write("unparsed.sheet", "presnt\n")
        var written: [String] = []
        let refused = RunCommand.run(["--frames", file, unparsed], writeFiles: { $0 }, standardOutput: { written.append($0) })
        #expect(refused.exitCode == .usage)
        #expect(written.count == 0, "bad input wrote \(written.count) pieces")
        // A file a line of which cannot run stops there; the other files' reports are written whole.
        let bad = folder.write("bad.sheet", "dismiss\n")  // nothing is presented: it cannot run
        let stopped = RunCommand.run(["--frames", file, bad], writeFiles: { $0 }, standardOutput: { written.append($0) })
        let whole = CommandLineTool.execute(["run", "--frames", file]).standardOutput
        #expect(stopped.exitCode == .usage)
        #expect(written.joined() == whole.replacingOccurrences(of: "1 passed, 0 failed\n", with: "")
            + "== \(bad)\nERROR \(bad) (stopped at \(bad):1:1: no sheet is presented)\n1 passed, 0 failed, 1 stopped by an error\n")
        #expect(stopped.standardError == "\(bad):1:1: error: no sheet is presented\n1 | dismiss\n  | ^\n")
    }
}

