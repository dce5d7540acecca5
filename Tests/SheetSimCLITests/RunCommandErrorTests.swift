import Testing
@testable import SheetSimCLI

/// Every bad-input path of `sheetsim run`: exact stderr, exit status 2, and on stdout nothing when
/// the input is bad without running (`check` finds it), else the file's report up to the line.
@Suite struct RunCommandErrorTests {
    struct Case: Sendable {
        let line: Int
        let scenario: String
        let stderr: String
    }

    static let cases: [Case] = [
        // A window wider than the screen, at launch and once running (iPad windows: split view rules 6).
        Case(line: #line, scenario: "device \"iPad Pro 11\" landscape\nwindow width 5000pt\n", stderr: """
            F:2:1: error: window width 5000pt is wider than the screen: the iPad Pro 11 is 1194 pt wide in landscape
            2 | window width 5000pt
              | ^
            F:2:1: note: a window width runs from above 0 up to 1194pt here; 'window full' is the whole screen

            """),
        Case(line: #line, scenario: "device \"iPad Pro 11\"\nwait 1s\nwindow width 1e308pt\n", stderr: """
            F:3:1: error: window width 1e+308pt is wider than the screen: the iPad Pro 11 is 834 pt wide in portrait
            3 | window width 1e308pt
              | ^
            F:3:1: note: a window width runs from above 0 up to 834pt here; 'window full' is the whole screen

            """),
        // Scrolling needs a presented sheet, then a scroll view in it: a dismissed sheet's scroll
        // view is not there to scroll.
        Case(line: #line, scenario: "scrollView contentHeight 2000pt\npresent\nwait until settled\ndismiss\nwait until settled\nscroll to bottom\n",
             stderr: """
            F:6:1: error: no sheet is presented: 'scroll' moves the front sheet's scroll view
            6 | scroll to bottom
              | ^
            F:6:1: note: present one first

            """),
        Case(line: #line, scenario: "present\nscroll to top\n", stderr: """
            F:2:1: error: the front sheet has no scroll view
            2 | scroll to top
              | ^
            F:2:1: note: add one first, e.g. 'scrollView contentHeight 2000pt'

            """),
        // Tabs of iOS 18: the release, the tab bar controller a tab line names, the one search tab.
        Case(line: #line, scenario: "os 17\ntabBarController \"tabs\" tabs \"home\"\ntabGroup \"library\" in \"tabs\" tabs \"albums\"\n", stderr: """
            F:3:1: error: UITab, UITabGroup and UISearchTab came with iOS 18; this simulation runs iOS 17
            3 | tabGroup "library" in "tabs" tabs "albums"
              | ^
            F:3:1: note: choose 'os 18' or later

            """),
        Case(line: #line, scenario: "os 17\ntabBarController \"tabs\" tabs \"home\"\nset mode = tabSidebar\n", stderr: """
            F:3:1: error: UITabBarController.mode came with iOS 18; this simulation runs iOS 17
            3 | set mode = tabSidebar
              | ^
            F:3:1: note: choose 'os 18' or later

            """),
        Case(line: #line, scenario: "os 18\ntabBarController \"tabs\" tabs \"home\"\ntabGroup \"library\" in \"tab\" tabs \"albums\"\n", stderr: """
            F:3:23: error: no tab bar controller 'tab' is declared above this line
            3 | tabGroup "library" in "tab" tabs "albums"
              |                       ^~~~~
            F:3:23: note: did you mean 'tabs'?

            """),
        Case(line: #line, scenario: "os 18\ntabBarController \"tabs\" tabs \"home\", \"find\"\nsearchTab \"find\" in \"tabs\"\nsearchTab \"home\" in \"tabs\"\n", stderr: """
            F:4:1: error: 'tabs' already has the search tab 'find'
            4 | searchTab "home" in "tabs"
              | ^
            F:4:1: note: a tab bar controller has one UISearchTab

            """),
        Case(line: #line, scenario: "os 18\ntabBarController \"tabs\" tabs \"home\"\nrootViewController \"tabs\"\nwait 1s\ntabGroup \"library\" in \"tabs\" tabs \"albums\"\n", stderr: """
            F:5:1: error: 'tabGroup' must come before the first action
            5 | tabGroup "library" in "tabs" tabs "albums"
              | ^
            F:5:1: note: move it above the first action, 'wait' at F:4:1

            """),
        Case(line: #line, scenario: "os 18\ntabBarController \"tabs\" tabs \"home\"\ntabGroup \"library\" in \"tabs\" tabs \"albums\"\nrootViewController \"tabs\"\nselect tab \"albums\"\n", stderr: """
            F:5:1: error: 'albums' is a tab of the group 'library', which a compact tab bar shows as one item: select tab "library"
            5 | select tab "albums"
              | ^

            """),
        Case(line: #line, scenario: "os 18\ntabBarController \"tabs\" tabs \"home\"\nsearchTab \"find\" in \"tabs\"\nset compactTabIdentifiers = \"home\", \"library\"\n", stderr: """
            F:4:1: error: compactTabIdentifiers of 'tabs' names 'library', which is not one of its root tabs (home, find)
            4 | set compactTabIdentifiers = "home", "library"
              | ^

            """),
        // Split view controllers.
        Case(line: #line, scenario: "os 13\npresent\n", stderr: """
            F:2:1: error: presenting 'sheet' needs iOS 15 or later (UISheetPresentationController); this simulation runs iOS 13, which SheetSim models for split view controllers only
            2 | present
              | ^

            """),
        Case(line: #line, scenario: "os 13\ndevice \"iPad Pro 11\"\nsplitViewController \"split\" tripleColumn\n", stderr: """
            F:3:1: error: a tripleColumn split view controller needs iOS 14 or later (init(style:)); this simulation runs iOS 13: declare it classic
            3 | splitViewController "split" tripleColumn
              | ^

            """),
        Case(line: #line, scenario: "device \"iPad Pro 11\"\ntap secondary\n", stderr: """
            F:2:1: error: a split view action needs a split view controller on screen; declare one and show it, or name one with 'in'
            2 | tap secondary
              | ^

            """),
        Case(line: #line, scenario: "splitViewController \"s\" classic\nset preferredSplitBehavior = tile\n", stderr: """
            F:2:5: error: preferredSplitBehavior is column-style API; 's' is classic and would ignore it
            2 | set preferredSplitBehavior = tile
              |     ^~~~~~~~~~~~~~~~~~~~~~
            F:2:5: note: declare it doubleColumn or tripleColumn (iOS 14) to use it

            """),
        Case(line: #line, scenario: "column primary \"x\"\n", stderr: """
            F:1:8: error: 'column' sets up a split view controller, and none is declared above
            1 | column primary "x"
              |        ^
            F:1:8: note: declare one first, e.g. 'splitViewController "split" doubleColumn'

            """),
        Case(line: #line, scenario: "device \"iPad Pro 11\"\nsplitViewController \"s\" doubleColumn\ncolumn primary \"a\"\nrootViewController \"s\"\nwait 1s\ntap displayModeButton\ntap displayModeButton\n", stderr: """
            F:7:1: error: the display-mode button of 's' is not shown now (a display-mode change is under way)
            7 | tap displayModeButton
              | ^

            """),
        Case(line: #line, scenario: "presnt\n", stderr: """
            F:1:1: error: unknown command 'presnt'
            1 | presnt
              | ^~~~~~
            F:1:1: note: did you mean 'present'?

            """),
        Case(line: #line, scenario: "present\nwait 300\n", stderr: """
            F:2:6: error: missing unit in duration '300'
            2 | wait 300
              |      ^~~
            F:2:6: note: write a unit, e.g. 300ms

            """),
        Case(line: #line, scenario: "present\ndrag grabber by 3parsecs over 1s\n", stderr: """
            F:2:18: error: unknown unit 'parsecs' in '3parsecs'
            2 | drag grabber by 3parsecs over 1s
              |                  ^~~~~~~
            F:2:18: note: units are pt, ms, s, us, pt/s, %, Hz, x

            """),
        Case(line: #line, scenario: "detents medium large\nset selectedDetentIdentifier = meduim\n", stderr: """
            F:2:32: error: unknown detent identifier 'meduim' for 'sheet'
            2 | set selectedDetentIdentifier = meduim
              |                                ^~~~~~
            F:2:32: note: did you mean 'medium'?

            """),
        Case(line: #line, scenario: "present\nwait 1s\nexpect state topY == 100pt at 500ms\n", stderr: """
            F:3:1: error: this expectation can never be evaluated: 500.000ms is before the current time 1000.000ms
            3 | expect state topY == 100pt at 500ms
              | ^
            F:3:1: note: move it above the step that passes 500.000ms, or drop 'at'

            """),
        Case(line: #line, scenario: "present\nexpect callbacks from 2s to 1s\nend\n", stderr: """
            F:2:29: error: this window ends before it starts, so the expectation can never be evaluated
            2 | expect callbacks from 2s to 1s
              |                             ^~

            """),
        Case(line: #line, scenario: "present\nexpect no sheet.viewDidAppear from later\n", stderr: """
            F:2:36: error: mark 'later' is never reached, so the expectation can never be evaluated
            2 | expect no sheet.viewDidAppear from later
              |                                    ^
            F:2:36: note: set it with a line 'mark later'

            """),
        Case(line: #line, scenario: "present\nexpect sheet.viewDidApear count == 1\n", stderr: """
            F:2:8: error: unknown callback 'viewDidApear'
            2 | expect sheet.viewDidApear count == 1
              |        ^~~~~~~~~~~~~~~~~~
            F:2:8: note: did you mean 'viewDidAppear'?

            """),
        Case(line: #line, scenario: "present\ndevice \"iPhone 14 Pro\"\n", stderr: """
            F:2:1: error: 'device' must come before the first action
            2 | device "iPhone 14 Pro"
              | ^
            F:2:1: note: move it above the first action, 'present' at F:1:1

            """),
        Case(line: #line, scenario: "sheet \"a\"\nwait 100ms\nos 17\n", stderr: """
            F:3:1: error: 'os' must come before the first action
            3 | os 17
              | ^
            F:3:1: note: move it above the first action, 'wait' at F:2:1

            """),
        Case(line: #line, scenario: "dismiss\n", stderr: """
            F:1:1: error: no sheet is presented
            1 | dismiss
              | ^

            """),
        Case(line: #line, scenario: "present\ndrag grabber by 0pt over 1s\n", stderr: """
            F:2:17: error: a drag must move: its distance is zero
            2 | drag grabber by 0pt over 1s
              |                 ^~~

            """),
        Case(line: #line, scenario: "present\ndrag grabber by 100pt with velocity -500pt/s\n", stderr: """
            F:2:37: error: the velocity points the other way from the drag
            2 | drag grabber by 100pt with velocity -500pt/s
              |                                     ^~~~~~~~
            F:2:37: note: a downward drag needs a positive velocity

            """),
        // An API a release lacks is reported at the line that used it (SheetRules 1.2, 1.4, quirk 9).
        Case(line: #line, scenario: "os 15\ndetents custom(\"peek\", 100pt)\npresent\n", stderr: """
            F:2:1: error: custom detents need iOS 16 or later; this simulation runs iOS 15 (reference quirk 9)
            2 | detents custom("peek", 100pt)
              | ^
            F:2:1: note: iOS 15 has only medium and large; or choose 'os 16' or later

            """),
        Case(line: #line, scenario: "detents custom(\"peek\", 100pt)\nos 15\npresent\n", stderr: """
            F:1:1: error: custom detents need iOS 16 or later; this simulation runs iOS 15 (reference quirk 9)
            1 | detents custom("peek", 100pt)
              | ^
            F:1:1: note: iOS 15 has only medium and large; or choose 'os 16' or later

            """),
        Case(line: #line, scenario: "os 15\npresentationDetents medium large\npresent\n", stderr: """
            F:2:1: error: presentationDetents needs iOS 16 or later; this simulation runs iOS 15
            2 | presentationDetents medium large
              | ^
            F:2:1: note: leave presentationDetents out on this release, as an 'if #available' would, or choose 'os 16' or later

            """),
        Case(line: #line, scenario: "os 15\npresent\npresentationDragIndicator visible\n", stderr: """
            F:3:1: error: presentationDragIndicator needs iOS 16 or later; this simulation runs iOS 15
            3 | presentationDragIndicator visible
              | ^
            F:3:1: note: leave presentationDragIndicator out on this release, as an 'if #available' would, or choose 'os 16' or later

            """),
        Case(line: #line, scenario: "os 16 presentationCustomization off\npresentationCornerRadius 20pt\npresent\n", stderr: """
            F:2:1: error: presentationCornerRadius needs iOS 16.4 or later; this simulation runs iOS 16
            2 | presentationCornerRadius 20pt
              | ^
            F:2:1: note: leave presentationCornerRadius out on this release, as an 'if #available' would, or choose 'os 16' or later

            """),
        Case(line: #line, scenario: "present\nwait until settled\ntouch down grabber\ntouch move to 300pt\nwait until settled\n", stderr: """
            F:5:1: error: 'wait until settled' cannot settle while a finger is down: the display runs as long as it holds the sheet
            5 | wait until settled
              | ^
            F:5:1: note: lift it first with 'touch up', or wait a duration, e.g. 'wait 500ms'

            """),
        Case(line: #line, scenario: "device \"iPad Pro 11\"\nos 16\nset prefersPageSizing = true\npresent\n", stderr: """
            F:3:1: error: prefersPageSizing needs iOS 17 or later; this simulation runs iOS 16
            3 | set prefersPageSizing = true
              | ^
            F:3:1: note: before iOS 17, modalPresentationStyle alone sizes an iPad sheet; or choose 'os 17' or later

            """),
        Case(line: #line, scenario: "os 15\ndetents medium large\npresent\ninvalidateDetents\n", stderr: """
            F:4:1: error: invalidateDetents() needs iOS 16 or later; this simulation runs iOS 15
            4 | invalidateDetents
              | ^
            F:4:1: note: iOS 15 has no custom detents to re-evaluate; or choose 'os 16' or later

            """),
        Case(line: #line, scenario: "metric flickSpeed = nan\n", stderr: """
            F:1:21: error: expected a value for flickSpeed, found 'nan'
            1 | metric flickSpeed = nan
              |                     ^~~
            F:1:21: note: numbers must be finite

            """),
        Case(line: #line, scenario: "include \"missing.sheet\"\n", stderr: """
            F:1:9: error: cannot read included file 'missing.sheet': no such file or directory
            1 | include "missing.sheet"
              |         ^~~~~~~~~~~~~~~
            F:1:9: note: looked for 'FOLDER/missing.sheet': an include is relative to the folder of the file that includes it

            """),
    ]

    @Test(arguments: cases)
    func badInputIsReportedWithItsLocation(_ c: Case) {
        let folder = ScenarioFolder()
        let file = folder.write("case.sheet", c.scenario)
        let output = CommandLineTool.execute(["run", file])
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        #expect(output.exitCode == .usage, sourceLocation: location)
        let expected = c.stderr.replacingOccurrences(of: "F:", with: file + ":").replacingOccurrences(of: "FOLDER/", with: folder.path + "/")
        #expect(output.standardError == expected, sourceLocation: location)
        let violation = badInputContractViolation(stdout: output.standardOutput, stderr: output.standardError, file: file)
        #expect(violation == nil, "\(violation ?? "")", sourceLocation: location)
    }

    @Test func anUnreadableFileIsBadInput() {
        let output = CommandLineTool.execute(["run", "/nonexistent/folder/x.sheet"])
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "/nonexistent/folder/x.sheet:1:1: error: cannot read '/nonexistent/folder/x.sheet': no such file or directory\n")
    }

    @Test func aBadFileStopsTheWholeRunBeforeAnythingRuns() {
        let folder = ScenarioFolder()
        folder.write("a-good.sheet", "present\nwait until settled\n")
        folder.write("b-bad.sheet", "presnt\n")
        let output = CommandLineTool.execute(["run", folder.path])
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix(folder.path + "/b-bad.sheet:1:1: error: unknown command 'presnt'"))
    }

    @Test func diagnosticsOfFilesParsedTogetherComeInTheFilesOrder() {
        // The files are parsed on every core and share their include; what stderr shows is
        // still each file's diagnostics in turn, as parsing them one by one gives.
        let folder = ScenarioFolder()
        folder.write("_setup.sheet", "detents medium large\n")
        var files: [String] = []
        for index in 0..<24 {
            let name = String(index + 100) + ".sheet"
            files.append(folder.write(name, "include \"_setup.sheet\"\npresnt \(index)\nexpect state phse == idle\n"))
        }
        files.append(folder.write("199.sheet", "include \"_missing.sheet\"\n"))
        let together = CommandLineTool.execute(["run", folder.path])
        #expect(together.exitCode == .usage)
        #expect(together.standardOutput == "")
        let oneByOne = files.map { CommandLineTool.execute(["run", $0]).standardError }
        #expect(together.standardError == oneByOne.joined())
    }

    @Test func unknownCommandAndOption() {
        let unknown = CommandLineTool.execute(["rnu"])
        #expect(unknown.exitCode == .usage)
        #expect(unknown.standardError == "sheetsim: error: unknown command 'rnu' (did you mean 'run'?)\nusage: sheetsim <command> [options]; see 'sheetsim --help'\n")
        let option = CommandLineTool.execute(["run", "--formt", "jsonl", "x"])
        #expect(option.exitCode == .usage)
        #expect(option.standardError == "sheetsim run: error: unknown option '--formt' (did you mean '--format'?)\nsee 'sheetsim help run'\n")
        let format = CommandLineTool.execute(["run", "--format", "xml", "x"])
        #expect(format.standardError == "sheetsim run: error: --format takes 'text' or 'jsonl'\nsee 'sheetsim help run'\n")
        let none = CommandLineTool.execute(["run"])
        #expect(none.exitCode == .usage)
        #expect(none.standardError == "sheetsim run: error: run needs at least one file or folder, e.g. 'sheetsim run scenarios'\nsee 'sheetsim help run'\n")
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() {
        let folder = ScenarioFolder()
        let file = folder.writeBytes("bytes.sheet", Array("present\nwait 1".utf8) + [0xFF, 0xFE] + Array("ms\n".utf8))
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardError.hasPrefix(file + ":2:7: error:"))
    }
}
