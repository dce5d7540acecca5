import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// Files in the REPL: `load FILE` and `sheetsim repl FILE` run a file's lines with its own line
/// numbers and include folder; standard input's includes start from its own folder; failed lines
/// decide the exit status; Ctrl-C cancels a block.
struct REPLLoadTests {
    static func disk() -> REPLSessionTests.Disk {
        let disk = REPLSessionTests.Disk()
        disk.files["/cat/_setup.sheet"] = "detents medium large\nset selectedDetentIdentifier = medium\n"
        disk.files["/cat/life/swipe.sheet"] = "include \"../_setup.sheet\"\npresent\nwait until settled\nexpect state restingDetentIdentifier == medium\n"
        disk.files["/cat/life/bad.sheet"] = "wait 10ms\nbogus\nwait until settled\n"
        disk.files["/cat/life/open.sheet"] = "present\nexpect callbacks\n  sheet.viewWillAppear\n"
        disk.files["/cat/life/self.sheet"] = "load self.sheet\n"
        return disk
    }

    /// The disk's environment, with `..` resolved in paths as a file system does.
    static func environment(_ disk: REPLSessionTests.Disk) -> REPLSession.Environment {
        var environment = disk.environment
        let loader = environment.loader!
        environment.loader = { path in
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == ".." { _ = parts.popLast() } else { parts.append(part) }
            }
            return loader((path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/"))
        }
        return environment
    }

    @Test func loadRunsTheFileWithItsOwnFolderAndLineNumbers() {
        let disk = Self.disk()
        var repl = REPLSession(environment: Self.environment(disk))
        let output = repl.handleAll(line: "load /cat/life/swipe.sheet")
        #expect(output.standardError == "")
        #expect(output.standardOutput.contains("400.000ms sheet.viewDidAppear(animated: true)"))
        #expect(repl.session.simulator?.state?.restingDetentIdentifier == .medium)
        let bad = repl.handleAll(line: "load /cat/life/bad.sheet")
        #expect(bad.standardError.hasPrefix("/cat/life/bad.sheet:2:1: error: unknown command 'bogus'\n2 | bogus\n"))
        #expect(repl.failedLines == 1)
        #expect(repl.firstFailure == SourceLocation(file: "/cat/life/bad.sheet", line: 2, column: 1))
        // Standard input's own numbering went on: this is its third line.
        #expect(repl.handle(line: "bogus").standardError.hasPrefix("<stdin>:3:1: error: unknown command 'bogus'"))
        // The saved session replays anywhere: the include is absolute.
        _ = repl.handle(line: "save /out.sheet")
        #expect(disk.saved["/out.sheet"]?.contains("\ninclude \"/cat/life/../_setup.sheet\"\npresent\n") == true)
        let end = repl.finish()
        #expect(end.exitCode == .usage)
        #expect(end.output.standardError.hasSuffix("sheetsim repl: 2 lines failed (first at /cat/life/bad.sheet:2)\n"))
    }

    @Test func aFileThatEndsInsideABlockIsAnErrorThere() {
        var repl = REPLSession(environment: Self.environment(Self.disk()))
        let output = repl.handleAll(line: "load /cat/life/open.sheet")
        #expect(output.standardError == """
            /cat/life/open.sheet:2:1: error: 'expect callbacks' block is not closed
            /cat/life/open.sheet:2:1: note: end the block with a line 'end'

            """)
        #expect(!repl.isInsideBlock)
        #expect(repl.handle(line: "wait until settled").standardError == "")
    }

    @Test func loadProblemsAreErrors() {
        var repl = REPLSession(environment: Self.environment(Self.disk()))
        #expect(repl.handleAll(line: "load /cat/missing.sheet").standardError
                == "<stdin>:1:6: error: cannot read '/cat/missing.sheet': no such file or directory\n")
        #expect(repl.handleAll(line: "load /cat/life/self.sheet").standardError.hasPrefix(
            "/cat/life/self.sheet:1:6: error: 'self.sheet' loads itself\n"))
        #expect(repl.handleAll(line: "load").standardError.hasPrefix("<stdin>:3:5: error: load needs a file name"))
        _ = repl.handle(line: "expect callbacks")
        #expect(repl.handleAll(line: "load /cat/life/swipe.sheet").standardError.hasPrefix(
            "<stdin>:5:6: error: cannot load a file inside an 'expect callbacks' block"))
    }

    /// Lines from standard input resolve `include` against its folder (the folder of the file
    /// it is redirected from), not the working directory.
    @Test func standardInputIncludesStartFromItsFolder() {
        let disk = Self.disk()
        var environment = Self.environment(disk)
        environment.inputDirectory = "/cat/life"
        var repl = REPLSession(environment: environment)
        #expect(repl.handle(line: "include \"../_setup.sheet\"").standardError == "")
        _ = repl.handle(line: "save /out.sheet")
        #expect(disk.saved["/out.sheet"]?.contains("\ninclude \"/cat/life/../_setup.sheet\"\n") == true)
        // load takes the same folder.
        #expect(repl.handleAll(line: "load swipe.sheet").standardError == "")
    }

    @Test func homeFolderInPaths() {
        let disk = Self.disk()
        var environment = Self.environment(disk)
        environment.homeDirectory = "/cat"
        var repl = REPLSession(environment: environment)
        #expect(repl.handleAll(line: "load ~/life/swipe.sheet").standardError == "")
        _ = repl.handle(line: "save ~/bug.sheet")
        #expect(disk.saved["/cat/bug.sheet"] != nil)
    }

    /// The loop: Ctrl-C cancels an open block, says how to quit on an empty line, and never
    /// ends the session; piped failures give status 2; `repl FILE` names the file in the verdict.
    @Test func theDriverHandlesInterruptsAndFiles() {
        var inputs: [LineInput] = [.line("expect callbacks"), .line("  sheet.viewWillAppear"), .interrupt(""),
                                   .line("present"), .interrupt(""), .interrupt("wait"), .line("wait until settled"), .end]
        var out = ""
        let driver = REPLDriver(session: REPLSession(interactive: true, environment: Self.environment(Self.disk())), strict: false) {
            out += $0.standardOutput + $0.standardError
        }
        let status = driver.run(file: nil) { _ in inputs.removeFirst() }
        #expect(status == .success)
        #expect(out.contains("# cancelled the 'expect callbacks' block begun at line 1 (2 lines)\n"))
        #expect(out.components(separatedBy: REPLDriver.quitHint).count == 2, "the hint once, for the empty line")
        #expect(out.contains("400.000ms sheet.viewDidAppear"))
        #expect(!out.contains("not closed"))

        var fileOut = ""
        let fileDriver = REPLDriver(session: REPLSession(environment: Self.environment(Self.disk())), strict: false) {
            fileOut += $0.standardOutput + $0.standardError
        }
        #expect(fileDriver.run(file: "/cat/life/swipe.sheet") { _ in .end } == .success)
        #expect(fileOut.hasSuffix("PASS /cat/life/swipe.sheet (1 expectation)\n"))

        let strict = REPLDriver(session: REPLSession(environment: Self.environment(Self.disk())), strict: true) { _ in }
        var lines = ["present"]
        #expect(strict.run(file: "/cat/life/bad.sheet") { _ in lines.isEmpty ? .end : .line(lines.removeFirst()) } == .usage)
        #expect(lines == ["present"], "strict stops at the file's error")
    }
}
