import Testing
import Foundation

/// The built `sheetsim` binary, fed through a pipe: what a user or a script sees.
struct REPLEndToEndTests {
    /// `sheetsim` next to the test bundle (the build folder `swift test` used), or else under a
    /// `.build/debug` above this file. `SHEETSIM_TEST_BINARY` names another one (an older build,
    /// to see a test fail without its fix).
    static let binary: String? = {
        if let path = ProcessInfo.processInfo.environment["SHEETSIM_TEST_BINARY"] { return path }
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates += [bundle.appendingPathComponent("sheetsim"), bundle.deletingLastPathComponent().appendingPathComponent("sheetsim")]
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("sheetsim"))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sheetsim"))
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            candidates.append(folder.appendingPathComponent(".build/debug/sheetsim"))
            folder.deleteLastPathComponent()
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }()

    static let repository: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    struct Result { var stdout: String; var stderr: String; var status: Int32 }

    /// Runs `sheetsim`, its standard input `input` through a pipe or, with `inputFile`, that file
    /// itself (as a shell's `< file` does).
    static func sheetsim(_ arguments: [String], input: String = "", inputFile: URL? = nil, in directory: URL? = nil,
                         environment: [String: String] = [:]) throws -> Result {
        let binary = try #require(binary, "build the sheetsim executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        if let inputFile {
            process.standardInput = try FileHandle(forReadingFrom: inputFile)
        } else {
            process.standardInput = stdin
        }
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if inputFile == nil {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                      status: process.terminationStatus)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetsim-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static var catalog: [String] {
        let root = repository.appendingPathComponent("scenarios")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".sheet") && !($0 as NSString).lastPathComponent.hasPrefix("_") }.sorted()
    }

    /// `sheetsim repl < file.sheet` prints the same callback log as `sheetsim run file.sheet`
    /// (the REPL's own lines start with `#`), with the same verdict.
    @Test func pipingAScenarioGivesTheSameLogAsRun() throws {
        #expect(Self.catalog.count >= 10)
        for path in Self.catalog {
            let file = Self.repository.appendingPathComponent("scenarios").appendingPathComponent(path)
            let folder = file.deletingLastPathComponent()
            let text = try String(contentsOf: file, encoding: .utf8)
            let run = try Self.sheetsim(["run", file.lastPathComponent], in: folder)
            let repl = try Self.sheetsim(["repl"], input: text, in: folder)
            // A file `run` rejects as bad input (a scenario written ahead of the language) is an
            // error in the REPL too, reported on stderr; there is no log to compare.
            if run.status == 2 {
                #expect(repl.stderr.contains("<stdin>:"), "\(path)")
                continue
            }
            let runLog = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("== ") && !$0.hasPrefix("PASS ") && !$0.hasPrefix("FAIL ") && !$0.contains(" passed, ") }
            let replLog = repl.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("PASS ") && !$0.hasPrefix("FAIL ") }
            #expect(replLog == runLog, "\(path)")
            #expect(!runLog.isEmpty, "\(path)")
            #expect(repl.status == run.status, "\(path)")
            #expect(Self.onlyWarnings(repl.stderr, as: run.stderr), "\(path): \(repl.stderr)")
            #expect(!repl.stdout.contains("\u{1B}"), "\(path): no escape codes when piped")
        }
    }

    /// A bad line is reported and changes nothing; the session goes on. At the end of piped
    /// input a one-line summary says how many lines failed, and the exit status is 2.
    @Test func badLineGoesToStderrAndTheSessionContinues() throws {
        let result = try Self.sheetsim(["repl"], input: "presnt\npresent\n")
        #expect(result.stderr == """
            <stdin>:1:1: error: unknown command 'presnt'
            1 | presnt
              | ^~~~~~
            <stdin>:1:1: note: did you mean 'present'?
            sheetsim repl: 1 line failed (first at <stdin>:1)

            """)
        #expect(result.stdout == REPLSessionTests.presentOutput)
        #expect(result.status == 2)
    }

    /// Piped input whose lines fail exits 2 at the end, with a summary naming the first, even
    /// when every expectation held; a clean session exits 0.
    @Test func failedLinesMakeTheExitStatusTwo() throws {
        let failed = try Self.sheetsim(["repl"], input: "present\nwait until setled\nwait until settled\ndrag grabber by 0pt over 1s\nexpect sheet.viewDidAppear exactly 1 time\n")
        #expect(failed.status == 2)
        #expect(failed.stderr.hasSuffix("\nsheetsim repl: 2 lines failed (first at <stdin>:2)\n"))
        #expect(failed.stdout.hasSuffix("PASS <stdin> (1 expectation)\n"))
        let clean = try Self.sheetsim(["repl"], input: "present\nwait until settled\n")
        #expect(clean.status == 0)
        #expect(clean.stderr == "")
    }

    /// Whether the REPL's stderr holds nothing but warnings and their notes, the same warnings
    /// `run` printed (a catalog scenario on a model newer than its OS profile warns; it never errs).
    static func onlyWarnings(_ repl: String, as run: String) -> Bool {
        func messages(_ text: String) -> [String] {
            text.split(separator: "\n").compactMap { line in line.range(of: ": warning: ").map { String(line[$0.upperBound...]) } }
        }
        let lines = repl.split(separator: "\n")
        return lines.allSatisfy { $0.contains(": warning: ") || $0.contains(": note: ") } && messages(repl) == messages(run)
    }

    static func log(ofRun output: String) -> [Substring] {
        output.split(separator: "\n").filter { !$0.hasPrefix("== ") && !$0.contains(" passed, ") }
    }

    static func log(ofREPL output: String) -> [Substring] {
        output.split(separator: "\n").filter { !$0.hasPrefix("#") }
    }

    /// `sheetsim repl FILE` runs FILE with its includes relative to its own folder: from the
    /// repository root, every catalog scenario logs what `sheetsim run` logs, with the same
    /// PASS line and exit status.
    @Test func fileFormGivesTheSameLogAsRun() throws {
        for path in Self.catalog {
            let file = "scenarios/" + path
            let run = try Self.sheetsim(["run", file], in: Self.repository)
            let repl = try Self.sheetsim(["repl", file], in: Self.repository)
            #expect(run.status != 2, "\(path): \(run.stderr)")
            #expect(Self.log(ofREPL: repl.stdout) == Self.log(ofRun: run.stdout), "\(path)")
            #expect(repl.status == run.status, "\(path)")
            #expect(Self.onlyWarnings(repl.stderr, as: run.stderr), "\(path): \(repl.stderr)")
        }
    }

    /// `sheetsim repl < scenarios/…/f.sheet` from the repository root: standard input is the
    /// file, so its includes resolve against its folder, as `run`'s do.
    @Test func redirectedFileGivesTheSameLogAsRun() throws {
        for path in Self.catalog {
            let file = Self.repository.appendingPathComponent("scenarios").appendingPathComponent(path)
            let run = try Self.sheetsim(["run", "scenarios/" + path], in: Self.repository)
            let repl = try Self.sheetsim(["repl"], inputFile: file, in: Self.repository)
            #expect(Self.log(ofREPL: repl.stdout) == Self.log(ofRun: run.stdout).map { $0.replacingOccurrences(of: "PASS scenarios/" + path, with: "PASS <stdin>")[...] }
                        .map { $0.replacingOccurrences(of: "FAIL scenarios/" + path, with: "FAIL <stdin>")[...] }, "\(path)")
            #expect(repl.status == run.status, "\(path)")
            #expect(Self.onlyWarnings(repl.stderr, as: run.stderr), "\(path): \(repl.stderr)")
        }
    }

    /// `load FILE` at the prompt: the file's lines run as if typed, includes from its folder,
    /// errors located in it; then the session goes on.
    @Test func loadRunsAFileInTheSession() throws {
        let result = try Self.sheetsim(["repl"], input: "load scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet\nlog\n",
                                       in: Self.repository)
        let run = try Self.sheetsim(["run", "scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet"], in: Self.repository)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let logged = Self.log(ofRun: run.stdout).filter { !$0.hasPrefix("PASS") }
        #expect(Array(Self.log(ofREPL: result.stdout).prefix(logged.count)) == logged)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "present\nwait until setled\n".write(to: folder.appendingPathComponent("bad.sheet"), atomically: true, encoding: .utf8)
        let bad = try Self.sheetsim(["repl"], input: "load \(folder.path)/bad.sheet\nload missing.sheet\n")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(folder.path)/bad.sheet:2:12: error: "))
        #expect(bad.stderr.contains("<stdin>:2:6: error: cannot read 'missing.sheet': no such file or directory"))
        #expect(bad.stderr.hasSuffix("sheetsim repl: 2 lines failed (first at \(folder.path)/bad.sheet:2)\n"))
    }

    /// `~` in the paths given to save, timeline and load is the home folder.
    @Test func tildeIsTheHomeFolder() throws {
        let home = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Self.sheetsim(["repl"], input: "present\nsave ~/bug.sheet\ntimeline ~/bug.svg\nreset\nload ~/bug.sheet\n",
                                       environment: ["HOME": home.path])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("bug.sheet").path))
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("bug.svg").path))
        #expect(result.stdout.contains("PASS <stdin> (1 expectation)"))
        // Piped input never writes a history.
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".sheetsim_history").path))
    }

    /// Piped, `show` draws at a fixed 80 × 24 (less the prompt's row), so its output is the same
    /// everywhere; `show WxH` draws for another size.
    @Test func showFitsTheStandardSizeWhenPiped() throws {
        let result = try Self.sheetsim(["repl"], input: "detents medium large\nset selectedDetentIdentifier = large\npresent\nwait until settled\nshow\n")
        let drawing = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("╭") }.dropLast()
        #expect(drawing.count == 23)
        #expect(drawing.allSatisfy { $0.count <= 80 })
        #expect(drawing.contains { $0.contains("╭─presenter") })
        let small = try Self.sheetsim(["repl"], input: "present\nshow 40x12\nshow 20x5\n")
        let lines = small.stdout.split(separator: "\n").drop { !$0.hasPrefix("╭") }
        #expect(lines.count == 12)
        #expect(lines.dropLast().allSatisfy { $0.count <= 40 })
        #expect(lines.last == "# show needs a terminal of at least 40x12; this one is 20x5")
    }

    @Test func strictStopsAtTheFirstErrorWithStatusTwo() throws {
        let result = try Self.sheetsim(["repl", "--strict"], input: "dismiss\npresent\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("<stdin>:1:1: error: "))
    }

    @Test func failedExpectationExitsOne() throws {
        let result = try Self.sheetsim(["repl"], input: "present\nwait until settled\nexpect sheet.viewDidAppear exactly 2 times\n")
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("""
            <stdin>:3:1: error: expectation failed: sheet.viewDidAppear happens 1 time in the whole run, expected == 2
                at 400.000ms sheet.viewDidAppear(animated: true)
            FAIL <stdin> (1 of 1 expectation failed)

            """))
    }

    @Test func deviceAndOSOptions() throws {
        let result = try Self.sheetsim(["repl", "--device", "iPhone SE 3", "--os", "16"], input: "present\nshow\n")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("viewIsAppearing"))  // iOS 16 has no viewIsAppearing
        #expect(result.stdout.contains("iPhone SE 3 portrait, 375 × 667pt"))
        let bad = try Self.sheetsim(["repl", "--device", "iPhone 99"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("sheetsim repl: error: unknown device 'iPhone 99'"))
    }

    /// A session saved with `save` passes under `sheetsim run`: a bug report that replays.
    @Test func saveThenRunRoundTrips() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "detents medium large\nset selectedDetentIdentifier = medium\n".write(to: folder.appendingPathComponent("_setup.sheet"), atomically: true, encoding: .utf8)
        let session = """
            include "_setup.sheet"
            set prefersGrabberVisible = true
            present
            wait until settled
            drag grabber by 120pt over 600ms
            wait until settled
            tap dimmingView
            wait 200ms
            rotate landscape
            wait until settled
            save session.sheet
            """
        let repl = try Self.sheetsim(["repl"], input: session, in: folder)
        #expect(repl.status == 0)
        #expect(repl.stderr == "")
        let saved = try String(contentsOf: folder.appendingPathComponent("session.sheet"), encoding: .utf8)
        #expect(saved.contains("\nexpect callbacks\n  0.000ms sheet.viewWillAppear(animated: true)\n"))
        // Run it from another folder: the include was saved with an absolute path.
        let run = try Self.sheetsim(["run", folder.appendingPathComponent("session.sheet").path], in: Self.repository)
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("1 passed, 0 failed\n"))
        let replayed = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("== ") && !$0.hasPrefix("PASS ") && !$0.contains(" passed, ") }
        let observed = repl.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(replayed == observed)
    }

    @Test func helpPage() throws {
        let result = try Self.sheetsim(["help", "repl"])
        #expect(result.stdout.hasPrefix("sheetsim repl [--device NAME] [--os N] [--strict] [--no-history] [FILE]\n"))
    }
}
