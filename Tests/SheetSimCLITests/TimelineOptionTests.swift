import Foundation
import Testing
import SheetSim
import SheetSimScenario
import SheetSimTimeline
@testable import SheetSimCLI

/// `sheetsim run --timeline PATH` and the REPL's `timeline FILE`: which file is produced, that
/// stdout does not change, every usage error with its exact text and exit status, and the write
/// step of the executable.
@Suite struct TimelineOptionTests {
    /// The run-command tests' passing scenario: the cancelled swipe.
    static let passing = RunCommandTests.cancelledSwipe

    static let failing = """
        detents medium large
        present
        wait until settled
        expect sheet.viewDidAppear exactly 3 times

        """

    /// The picture `run` should produce for a file: the same scenario run with a recording.
    static func expectedTimeline(_ file: String) throws -> Timeline {
        let scenario = try #require(try RunCommand.parseAll([file]).get().first)
        let result = try ScenarioRunner.run(scenario.commands, file: file, recordTimeline: true).get()
        let recording = try #require(result.recording, "a scenario that made a simulator has a recording")
        let name = String(file.split(separator: "/").last!)
        // The scenario's marks and failed expectations are marked on the time axis.
        var notes = result.marks.map { Timeline.Note(time: $0.time, kind: .mark($0.name), inputsBefore: $0.inputsBefore) }
        for failure in result.failures {
            notes.append(Timeline.Note(time: try #require(result.time(of: failure)),
                                       kind: .failedExpectation(location: failure.location.description, line: failure.location.line,
                                                                message: failure.message),
                                       inputsBefore: result.inputsBefore(failure)))
        }
        return Timeline(title: result.title ?? name, subtitle: file, log: result.log, recording: recording, end: result.endTime,
                        notes: notes)
    }

    /// An SVG document: its root element is `<svg`, after an optional `<?xml …?>` declaration
    /// (the renderer decides whether to write one).
    static func isSVG(_ text: String?) -> Bool {
        guard var rest = text?[...] else { return false }
        if rest.hasPrefix("<?xml"), let end = rest.range(of: "?>") { rest = rest[end.upperBound...] }
        return rest.drop(while: { $0 == "\n" || $0 == " " }).hasPrefix("<svg")
    }

    @Test func isSVGLooksAtTheRootElement() {
        #expect(Self.isSVG("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>"))
        #expect(Self.isSVG("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg>"))
        #expect(!Self.isSVG("<!DOCTYPE html>\n<svg>"))
        #expect(!Self.isSVG("<?xml version=\"1.0\"?>\n<html>"))
        #expect(!Self.isSVG(nil))
    }

    // MARK: What run produces

    @Test(arguments: [
        [String](),
        ["--frames"],
        ["--quiet"],
        ["--format", "jsonl"],
        ["--format=jsonl", "--frames"],
    ])
    func stdoutIsByteIdenticalToARunWithoutTheOption(_ flags: [String]) throws {
        let folder = ScenarioFolder()
        let file = folder.write("swipe.sheet", Self.passing)
        let plain = CommandLineTool.execute(["run"] + flags + [file])
        let pictured = CommandLineTool.execute(["run"] + flags + ["--timeline", "swipe.svg", file])
        #expect(pictured.standardOutput == plain.standardOutput)
        #expect(pictured.standardError == "")
        #expect(pictured.exitCode == .success)
        #expect(pictured.files.map(\.path) == ["swipe.svg"])
        #expect(plain.files.isEmpty)
    }

    @Test func svgFileIsThePictureOfTheRunTitledByTheScenario() throws {
        let folder = ScenarioFolder()
        let file = folder.write("swipe.sheet", Self.passing)
        let output = CommandLineTool.execute(["run", file, "--timeline", "out.svg"])
        let picture = try #require(output.files.first)
        #expect(output.files.count == 1)
        #expect(picture.path == "out.svg")
        #expect(picture.what == "timeline")
        #expect(Self.isSVG(picture.contents))
        let expected = try Self.expectedTimeline(file)
        #expect(expected.title == "cancelled swipe")
        #expect(expected.subtitle == file)
        #expect(picture.contents == expected.svg())
    }

    @Test(arguments: ["out.html", "out.htm", "OUT.HTML", "nested/dir/Out.Htm"])
    func htmlFileIsThePage(_ path: String) throws {
        let folder = ScenarioFolder()
        let file = folder.write("swipe.sheet", Self.passing)
        let output = CommandLineTool.execute(["run", "--timeline=" + path, file])
        #expect(output.exitCode == .success)
        let picture = try #require(output.files.first)
        #expect(picture.path == path)
        #expect(picture.contents.hasPrefix("<!DOCTYPE html>"))
        let expected = try Self.expectedTimeline(file)
        #expect(picture.contents == expected.html())
    }

    @Test func anUntitledScenarioIsTitledByItsFileName() throws {
        let folder = ScenarioFolder()
        let file = folder.write("plain.sheet", "present\nwait until settled\n")
        let output = CommandLineTool.execute(["run", file, "--timeline", "x.SVG"])
        let expected = try Self.expectedTimeline(file)
        #expect(expected.title == "plain.sheet")
        #expect(output.files.first?.contents == expected.svg())
    }

    /// A picture of a failing run is what a bug report needs: it is written, and the exit status
    /// still says the expectation failed.
    @Test func aFailingRunStillHasItsPicture() throws {
        let folder = ScenarioFolder()
        let file = folder.write("fails.sheet", Self.failing)
        let plain = CommandLineTool.execute(["run", file])
        let output = CommandLineTool.execute(["run", file, "--timeline", "fails.svg"])
        #expect(output.exitCode == .failure)
        #expect(output.standardOutput == plain.standardOutput)
        #expect(output.standardOutput.contains("FAIL \(file) (1 of 1 expectation failed)\n"))
        #expect(output.files.count == 1)
        let expected = try Self.expectedTimeline(file)
        #expect(output.files.first?.contents == expected.svg())
        // The failed expectation is marked where its line ran.
        #expect(expected.notes.count == 1)
        #expect(output.files.first?.contents.contains("expectation failed: ") == true)
    }

    /// Setup lines only: no simulator was ever made, so there is no recording; the picture is
    /// still written (an empty axis), never a crash.
    @Test func aScenarioThatNeverActsStillHasAPicture() {
        let folder = ScenarioFolder()
        let file = folder.write("setup.sheet", "detents medium large\n")
        let output = CommandLineTool.execute(["run", file, "--timeline", "setup.svg"])
        #expect(output.exitCode == .success)
        #expect(output.files.count == 1)
        #expect(Self.isSVG(output.files.first?.contents))
    }

    @Test func aFolderHoldingOneScenarioIsOneFile() {
        let folder = ScenarioFolder()
        folder.write("_setup.sheet", "detents medium large\n")  // include-only: not a scenario
        folder.write("only.sheet", "include \"_setup.sheet\"\npresent\n")
        let output = CommandLineTool.execute(["run", folder.path, "--timeline", "only.svg"])
        #expect(output.exitCode == .success)
        #expect(output.files.map(\.path) == ["only.svg"])
    }

    // MARK: Bad input writes nothing

    @Test func aParseErrorWritesNothing() {
        let folder = ScenarioFolder()
        let file = folder.write("bad.sheet", "presnt\n")
        let plain = CommandLineTool.execute(["run", file])
        let output = CommandLineTool.execute(["run", file, "--timeline", "bad.svg"])
        #expect(output.exitCode == .usage)
        #expect(output.files.isEmpty)
        #expect(output.standardOutput == "")
        #expect(output.standardError == plain.standardError)
        #expect(output.standardError.hasPrefix(file + ":1:1: error: unknown command 'presnt'\n"))
    }

    @Test func aCommandThatCannotRunWritesNothing() {
        let folder = ScenarioFolder()
        let file = folder.write("dismiss.sheet", "dismiss\n")
        let output = CommandLineTool.execute(["run", file, "--timeline", "dismiss.svg"])
        #expect(output == CommandOutput(standardOutput: "== \(file)\nERROR \(file) (stopped at \(file):1:1: no sheet is presented)\n"
                                            + "0 passed, 0 failed, 1 stopped by an error\n",
                                        standardError: "\(file):1:1: error: no sheet is presented\n1 | dismiss\n  | ^\n",
                                        exitCode: .usage))
    }

    @Test func anUnreadableFileWritesNothing() {
        let output = CommandLineTool.execute(["run", "/nonexistent/x.sheet", "--timeline", "x.svg"])
        #expect(output == CommandOutput(standardError: "/nonexistent/x.sheet:1:1: error: cannot read '/nonexistent/x.sheet': no such file or directory\n",
                                        exitCode: .usage))
    }

    // MARK: Usage errors

    struct UsageCase: Sendable, CustomTestStringConvertible {
        let line: Int
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(line: #line, arguments: ["--timeline", "out.png", "F"], message: "--timeline writes .svg or .html, not 'out.png'"),
        UsageCase(line: #line, arguments: ["--timeline=out", "F"], message: "--timeline writes .svg or .html, not 'out'"),
        UsageCase(line: #line, arguments: ["--timeline", "out.svg.txt", "F"], message: "--timeline writes .svg or .html, not 'out.svg.txt'"),
        UsageCase(line: #line, arguments: ["--timeline", "pictures.svg/", "F"], message: "--timeline writes .svg or .html, not 'pictures.svg/'"),
        UsageCase(line: #line, arguments: ["F", "--timeline"], message: "--timeline needs a file name, e.g. '--timeline run.svg'"),
        UsageCase(line: #line, arguments: ["--timeline", "--quiet", "F"], message: "--timeline needs a file name, e.g. '--timeline run.svg'"),
        UsageCase(line: #line, arguments: ["--timeline=", "F"], message: "--timeline needs a file name, e.g. '--timeline run.svg'"),
        UsageCase(line: #line, arguments: ["--timeline", "a.svg", "--timeline", "b.html", "F"],
                  message: "--timeline is given twice; it writes one picture of one scenario"),
        UsageCase(line: #line, arguments: ["--timline", "x.svg", "F"], message: "unknown option '--timline' (did you mean '--timeline'?)"),
        UsageCase(line: #line, arguments: ["--timelin=x.svg", "F"], message: "unknown option '--timelin=x.svg' (did you mean '--timeline'?)"),
    ]

    /// Argument mistakes are found before any file is read: exit 2, the message and the pointer
    /// to the help, nothing on stdout, no file.
    @Test(arguments: usageCases)
    func usageErrors(_ c: UsageCase) {
        let folder = ScenarioFolder()
        let file = folder.write("ok.sheet", "present\n")
        let output = CommandLineTool.execute(["run"] + c.arguments.map { $0 == "F" ? file : $0 })
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        #expect(output == CommandOutput(standardError: "sheetsim run: error: \(c.message)\nsee 'sheetsim help run'\n", exitCode: .usage),
                sourceLocation: location)
    }

    @Test func twoFilesAreAUsageError() {
        let folder = ScenarioFolder()
        let first = folder.write("a.sheet", "present\n")
        let second = folder.write("b.sheet", "present\n")
        let output = CommandLineTool.execute(["run", first, second, "--timeline", "x.svg"])
        #expect(output == CommandOutput(standardError: """
            sheetsim run: error: --timeline draws one scenario, but 2 files were found in \(first), \(second); \
            run one file at a time, e.g. 'sheetsim run \(first) --timeline x.svg'
            see 'sheetsim help run'

            """, exitCode: .usage))
    }

    /// Checked before parsing: the mistake is the number of files, whatever they hold.
    @Test func aFolderOfManyScenariosIsAUsageErrorEvenWhenOneDoesNotParse() {
        let folder = ScenarioFolder()
        folder.write("a.sheet", "present\n")
        folder.write("b/c.sheet", "presnt\n")
        folder.write("d.sheet", "present\n")
        let output = CommandLineTool.execute(["run", "--timeline", "x.html", folder.path])
        #expect(output == CommandOutput(standardError: """
            sheetsim run: error: --timeline draws one scenario, but 3 files were found in \(folder.path); \
            run one file at a time, e.g. 'sheetsim run \(folder.path)/a.sheet --timeline x.html'
            see 'sheetsim help run'

            """, exitCode: .usage))
    }

    @Test func aFolderWithNoScenariosIsTheUsualError() {
        let folder = ScenarioFolder()
        let output = CommandLineTool.execute(["run", folder.path, "--timeline", "x.svg"])
        #expect(output == CommandOutput(standardError: "sheetsim run: error: no *.sheet files found in \(folder.path)\nsee 'sheetsim help run'\n",
                                        exitCode: .usage))
    }

    @Test(arguments: [
        ("a.svg", TimelineFile.Format.svg), ("A.SVG", .svg), ("dir.d/a.Svg", .svg),
        ("a.html", .html), ("a.HTM", .html), ("./x/a.b.html", .html),
    ])
    func formatComesFromTheExtensionInAnyCase(_ path: String, _ format: TimelineFile.Format) {
        #expect(TimelineFile.format(of: path) == format)
    }

    @Test(arguments: ["a.png", "a", "svg", ".svg", "a.svg/", "a.svgz", "dir.svg/a", ""])
    func otherNamesHaveNoFormat(_ path: String) {
        #expect(TimelineFile.format(of: path) == nil)
    }

    // MARK: Writing the files (the executable's step)

    @Test func writtenFilesAreReportedOnStderrAndStdoutIsUnchanged() throws {
        let folder = ScenarioFolder()
        let file = folder.write("fails.sheet", Self.failing)
        let picture = folder.path + "/fails.svg"
        let output = CommandLineTool.execute(["run", file, "--timeline", picture])
        let printed = CommandLineTool.writeFiles(of: output, command: "run", writer: SystemIO.writeFile)
        #expect(printed == CommandOutput(standardOutput: output.standardOutput, standardError: "wrote timeline \(picture)\n",
                                         exitCode: .failure))
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == output.files[0].contents)
        // Atomic: no temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fails.sheet", "fails.svg"])
    }

    /// A path that cannot be written is bad input (exit 2), but the run happened: its report is
    /// still printed.
    @Test func anUnwritablePathIsExitTwoWithTheReportStillPrinted() {
        let folder = ScenarioFolder()
        let file = folder.write("swipe.sheet", Self.passing)
        let picture = folder.path + "/no-such-folder/swipe.svg"
        let output = CommandLineTool.execute(["run", file, "--timeline", picture])
        #expect(output.exitCode == .success)
        let printed = CommandLineTool.writeFiles(of: output, command: "run", writer: SystemIO.writeFile)
        #expect(printed == CommandOutput(standardOutput: output.standardOutput,
                                         standardError: "sheetsim run: error: cannot write '\(picture)': no such file or directory\n",
                                         exitCode: .usage))
        #expect(FileManager.default.fileExists(atPath: picture) == false)
    }

    @Test func aWriteFailureOutranksAFailedExpectation() {
        let output = CommandOutput(standardOutput: "report\n", exitCode: .failure,
                                   files: [OutputFile(path: "a.svg", contents: "<svg/>", what: "timeline")])
        let printed = CommandLineTool.writeFiles(of: output, command: "run") { path, _ in
            .failure(FileError(path: path, reason: "permission denied"))
        }
        #expect(printed == CommandOutput(standardOutput: "report\n",
                                         standardError: "sheetsim run: error: cannot write 'a.svg': permission denied\n",
                                         exitCode: .usage))
    }

    @Test func outputWithoutFilesIsPrintedAsItIs() {
        let output = CommandOutput(standardOutput: "out\n", standardError: "err\n", exitCode: .failure)
        let printed = CommandLineTool.writeFiles(of: output, command: "run") { _, _ in
            Issue.record("nothing to write")
            return .success(())
        }
        #expect(printed == output)
    }

    /// Through the built binary: what a user sees.
    @Test func theExecutableWritesThePictureBeforePrintingTheReport() throws {
        let folder = ScenarioFolder()
        let file = folder.write("swipe.sheet", Self.passing)
        let picture = folder.path + "/swipe.html"
        let plain = try REPLEndToEndTests.sheetsim(["run", file])
        let result = try REPLEndToEndTests.sheetsim(["run", file, "--timeline", picture])
        #expect(result.status == 0)
        #expect(result.stdout == plain.stdout)
        #expect(result.stderr == "wrote timeline \(picture)\n")
        #expect(try String(contentsOfFile: picture, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let unwritable = try REPLEndToEndTests.sheetsim(["run", file, "--timeline", folder.path + "/missing/x.svg"])
        #expect(unwritable.status == 2)
        #expect(unwritable.stdout == plain.stdout)
        #expect(unwritable.stderr == "sheetsim run: error: cannot write '\(folder.path)/missing/x.svg': no such file or directory\n")
    }

    // MARK: Documentation

    @Test func helpDocumentsTheOptionAndTheExitStatuses() {
        let help = CommandLineTool.execute(["help", "run"]).standardOutput
        #expect(help.hasPrefix("""
            sheetsim run [--format text|jsonl] [--frames] [--quiet] [--hide layout] PATH...
            sheetsim run [OPTIONS] --timeline OUT.svg|OUT.html FILE

            """))
        #expect(help.contains("\n  --timeline PATH       also write a picture of the run to PATH"))
        #expect(help.contains("\nEXIT STATUS:\n  0  every expectation held\n  1  an expectation failed\n  2  bad input:"))
        #expect(help.contains("--timeline file that cannot be\n     written"))
        for line in help.split(separator: "\n") { #expect(line.count <= 80, "help run is for an 80-column terminal: \(line)") }
    }

    /// The article on running scenarios shows the same synopsis as `sheetsim help run`, so
    /// neither drifts; it names the option, and the REPL article the REPL's command.
    @Test func theRunArticleShowsTheRunSynopsisOfTheHelp() {
        let synopsis = Help.run.split(separator: "\n").prefix(while: { $0.hasPrefix("sheetsim run") })
        #expect(synopsis.count == 2)
        for line in synopsis {
            #expect(Documents.runningScenarios.contains("\n" + line + "\n"), "the run article lacks '\(line)'")
        }
        #expect(Documents.runningScenarios.contains("`--timeline PATH`"))
        #expect(Documents.repl.contains("`timeline FILE`"))
    }
}

/// The REPL's `timeline FILE`: a picture of the session so far.
@Suite struct REPLTimelineTests {
    @Test func timelineWritesThePictureOfTheSessionSoFar() throws {
        let disk = REPLSessionTests.Disk()
        var repl = REPLSession(environment: disk.environment)
        _ = repl.handle(line: "detents medium large")
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "wait until settled")
        #expect(repl.handle(line: "timeline \"session one.svg\"") == REPLOutput(standardOutput:
            "# wrote timeline session one.svg: 9 callbacks up to 400.000ms\n"))
        // The session itself records nothing (a long piped session would pay for every frame);
        // the picture replays its lines, so it is the picture of the same lines run as a scenario.
        #expect(repl.session.simulator?.recording == nil)
        let lines = SourceFile(name: "same.sheet", bytes: Array("detents medium large\npresent\nwait until settled\n".utf8))
        let run = try ScenarioRunner.run(ScenarioRunner.parse(lines, loader: nil).commands, file: "same.sheet", recordTimeline: true).get()
        #expect(run.log.count == 9)  // 5 lifecycle callbacks and 4 of the layout pass
        let expected = Timeline(title: "sheetsim repl", subtitle: "", log: run.log, recording: try #require(run.recording), end: run.endTime)
        #expect(disk.saved["session one.svg"] == expected.svg())
        #expect(repl.handle(line: "timeline page.HTML").standardOutput == "# wrote timeline page.HTML: 9 callbacks up to 400.000ms\n")
        #expect(disk.saved["page.HTML"] == expected.html())
        // Built-ins are not part of the session: `save` does not write the timeline line.
        _ = repl.handle(line: "save s.sheet")
        #expect(disk.saved["s.sheet"]?.contains("timeline") == false)
        #expect(repl.errorCount == 0)
    }

    @Test func beforeTheFirstActionThePictureIsEmptyNotAnError() {
        let disk = REPLSessionTests.Disk()
        var repl = REPLSession(environment: disk.environment)
        #expect(repl.handle(line: "timeline empty.svg") == REPLOutput(standardOutput: "# wrote timeline empty.svg: 0 callbacks up to 0.000ms\n"))
        #expect(TimelineOptionTests.isSVG(disk.saved["empty.svg"]))
    }

    /// After `reset` the picture is of the new session only.
    @Test func afterResetThePictureIsOfTheNewSession() throws {
        let disk = REPLSessionTests.Disk()
        var repl = REPLSession(environment: disk.environment)
        _ = repl.handle(line: "present")
        _ = repl.handle(line: "wait until settled")
        _ = repl.handle(line: "dismiss")
        _ = repl.handle(line: "reset")
        _ = repl.handle(line: "present notAnimated")
        _ = repl.handle(line: "timeline after.svg")
        let svg = try #require(disk.saved["after.svg"])
        #expect(svg.components(separatedBy: "class=\"sheet-line\"").count - 1 == 1)
        // One mark per callback but the layout callbacks, which are the view-height track's ticks.
        #expect(svg.components(separatedBy: "class=\"callback\"").count - 1
                == repl.session.log.filter { !$0.callback.callbackName.isLayout }.count)
        #expect(repl.errorCount == 0)
    }

    @Test func timelineProblemsAreErrors() {
        let disk = REPLSessionTests.Disk()
        var repl = REPLSession(environment: disk.environment)
        #expect(repl.handle(line: "timeline").standardError ==
            "<stdin>:1:9: error: timeline needs a file name\n<stdin>:1:9: note: e.g. 'timeline session.svg'\n")
        #expect(repl.handle(line: "timeline  out.png").standardError == """
            <stdin>:2:11: error: timeline writes .svg or .html, not 'out.png'
            <stdin>:2:11: note: e.g. 'timeline session.svg', or 'timeline session.html' for the picture with the log

            """)
        #expect(repl.handle(line: "timeline /readonly/x.svg").standardError ==
            "<stdin>:3:10: error: cannot write '/readonly/x.svg': read-only file system\n")
        #expect(repl.errorCount == 3)
        #expect(disk.saved.isEmpty)
    }

    @Test func helpAndCompletionKnowTimeline() {
        var repl = REPLSession()
        #expect(repl.handle(line: "help").standardOutput.contains(
            "\n  timeline FILE   write a picture of the session so far: FILE.svg, or FILE.html with the log\n"))
        #expect(repl.handle(line: "help timeline").standardOutput ==
            "  timeline FILE\n      write a picture of the session so far: FILE.svg, or FILE.html with the log\n")
        #expect(repl.completions(for: "timel").candidates.map(\.text) == ["timeline"])
        #expect(Help.repl.contains("\n  timeline FILE    write a picture of the session so far"))
    }

    /// The real writer, through `sheetsim repl`'s in-process runner: files on disk.
    @Test func realFilesOnDisk() throws {
        let folder = ScenarioFolder()
        let output = REPLCommand.run(["--strict"], lines: [
            "present", "wait until settled",
            "timeline \(folder.path)/repl.svg", "timeline \(folder.path)/repl.htm",
        ])
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        #expect(output.files.isEmpty, "the REPL writes as it goes")
        #expect(output.standardOutput.hasSuffix("# wrote timeline \(folder.path)/repl.htm: 9 callbacks up to 400.000ms\n"))
        #expect(TimelineOptionTests.isSVG(try String(contentsOfFile: folder.path + "/repl.svg", encoding: .utf8)))
        #expect(try String(contentsOfFile: folder.path + "/repl.htm", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let failed = REPLCommand.run(["--strict"], lines: ["timeline \(folder.path)/missing/x.svg", "present"])
        #expect(failed.exitCode == .usage)
        #expect(failed.standardError == "<stdin>:1:10: error: cannot write '\(folder.path)/missing/x.svg': no such file or directory\n")
    }
}
