import SheetSim
import Testing
@testable import SheetSimCLI
@testable import SheetSimScenario

/// Every API a release lacks is bad input that `check` finds without running: on a sheet set up
/// before it is presented, after the first action, in a declaration, wherever the `os` line
/// stands. Each is reported at the line that uses the API, with the words the run uses there,
/// and the run reports it before it runs anything.
@Suite struct ReleaseCheckTests {
    struct Case: Sendable, CustomStringConvertible {
        let line: Int
        let scenario: String
        /// The first line of stderr, after the file's path.
        let error: String
        var description: String { "line \(line)" }
    }

    /// One row per release-gated API (``ScenarioCommand/releaseRefusal(on:currentSheet:)``,
    /// ``ScenarioCommand/sheetAPIs``, the set-up lines checked on scratch simulators).
    static let cases: [Case] = [
        // A sheet's configuration before it is presented.
        Case(line: #line, scenario: "os 26\nset backgroundEffect = blur\npresent\n",
             error: ":2:1: error: backgroundEffect needs iOS 26.1 or later; this simulation runs iOS 26"),
        Case(line: #line, scenario: "device \"iPad Pro 13-inch (M4)\" landscape\nos 26.1\nset preferredPlacement = leading\npresent\n",
             error: ":3:1: error: preferredPlacement needs iOS 27 or later; this simulation runs iOS 26.1"),
        Case(line: #line, scenario: "device \"iPad Pro 11\"\nos 16\nset prefersPageSizing = true\npresent\n",
             error: ":3:1: error: prefersPageSizing needs iOS 17 or later; this simulation runs iOS 16"),
        Case(line: #line, scenario: "os 15\ndetents custom(\"peek\", 100pt)\npresent\n",
             error: ":2:1: error: custom detents need iOS 16 or later; this simulation runs iOS 15 (reference quirk 9)"),
        Case(line: #line, scenario: "os 15\npresentationDetents medium large\npresent\n",
             error: ":2:1: error: presentationDetents needs iOS 16 or later; this simulation runs iOS 15"),
        Case(line: #line, scenario: "os 16 presentationCustomization off\npresentationCornerRadius 20pt\npresent\n",
             error: ":2:1: error: presentationCornerRadius needs iOS 16.4 or later; this simulation runs iOS 16"),
        // The `os` line below the line it refuses: it applies to the whole scenario.
        Case(line: #line, scenario: "set backgroundEffect = blur\nos 26\npresent\n",
             error: ":1:1: error: backgroundEffect needs iOS 26.1 or later; this simulation runs iOS 26"),
        Case(line: #line, scenario: "device \"iPad Pro 11\" landscape\nmultitasking windowedApps\nos 18\npresent\n",
             error: ":2:1: error: multitasking windowedApps is iPadOS 26's setting; this simulation runs iPadOS 18, where Split View and Slide Over are the multitasking"),
        Case(line: #line, scenario: "device \"iPad Pro 11\" landscape\nsplitViewController \"split\" doubleColumn\ncolumn inspector \"panel\"\nos 18\nwait 1s\n",
             error: ":3:1: error: the inspector column needs iOS 26 or later (UISplitViewController.Column.inspector); this simulation runs iOS 18: add 'os 26'"),
        // A sheet set up and presented after the first action.
        Case(line: #line, scenario: "os 26\npresent\nsheet \"b\"\nset backgroundEffect = blur\npresent \"b\"\n",
             error: ":4:1: error: backgroundEffect needs iOS 26.1 or later; this simulation runs iOS 26"),
        Case(line: #line, scenario: "os 26\npresent\ndetents custom(\"peek\", 100pt)\nset preferredPlacement = leading\n",
             error: ":4:1: error: preferredPlacement needs iOS 27 or later; this simulation runs iOS 26"),
        Case(line: #line, scenario: "os 15\npresent\npresentationDragIndicator visible\n",
             error: ":3:1: error: presentationDragIndicator needs iOS 16 or later; this simulation runs iOS 15"),
        Case(line: #line, scenario: "os 15\npresent\ninvalidateDetents\n",
             error: ":3:1: error: invalidateDetents() needs iOS 16 or later; this simulation runs iOS 15"),
        Case(line: #line, scenario: "os 13\npresent\n",
             error: ":2:1: error: presenting 'sheet' needs iOS 15 or later (UISheetPresentationController); this simulation runs iOS 13, which SheetSim models for split view controllers only"),
        // Containers and their settings after the first action.
        Case(line: #line, scenario: "os 17\ntabBarController \"tabs\" tabs \"a\", \"b\"\nrootViewController \"tabs\"\nwait 1s\nset sidebar.isHidden of \"tabs\" = true\n",
             error: ":5:1: error: UITabBarController.sidebar came with iOS 18; this simulation runs iOS 17"),
        Case(line: #line, scenario: "os 17\ntabBarController \"tabs\" tabs \"a\", \"b\"\nrootViewController \"tabs\"\nwait 1s\nset mode of \"tabs\" = tabSidebar\n",
             error: ":5:1: error: UITabBarController.mode came with iOS 18; this simulation runs iOS 17"),
        Case(line: #line, scenario: "os 18\ntabBarController \"tabs\" tabs \"a\", \"b\"\nrootViewController \"tabs\"\nwait 1s\nset tabBarMinimizeBehavior of \"tabs\" = onScrollDown\n",
             error: ":5:1: error: UITabBarController.tabBarMinimizeBehavior came with iOS 26; this simulation runs iOS 18"),
        Case(line: #line, scenario: "os 18\ntabBarController \"tabs\" tabs \"a\", \"b\"\nrootViewController \"tabs\"\nwait 1s\nset bottomAccessory of \"tabs\" = true\n",
             error: ":5:1: error: UITabBarController.bottomAccessory came with iOS 26; this simulation runs iOS 18"),
        Case(line: #line, scenario: "os 13\ndevice \"iPad Pro 11\" landscape\nwait 1s\nsplitViewController \"split\" tripleColumn\n",
             error: ":4:1: error: a tripleColumn split view controller needs iOS 14 or later (init(style:)); this simulation runs iOS 13: declare it classic"),
        Case(line: #line, scenario: "os 18\ndevice \"iPad Pro 11\" landscape\nsplitViewController \"split\" doubleColumn\ncolumn primary \"a\"\ncolumn secondary \"b\"\nrootViewController \"split\"\nwait 1s\ndrag divider of column primary to 300pt\n",
             error: ":8:1: error: dragging a column's divider needs iOS 26 or later (interactive column resizing); this simulation runs iOS 18: add 'os 26'"),
        Case(line: #line, scenario: "os 18\nnavigationController \"nav\" root \"list\"\nrootViewController \"nav\"\nwait 1s\nset scrollView.topEdgeEffect.style of \"list\" = hard\n",
             error: ":5:1: error: UIScrollView.topEdgeEffect (SheetRules 9.7) came with iOS 26; this simulation runs iOS 18"),
        // SwiftUI views declared after the first action.
        Case(line: #line, scenario: "os 16\nswiftUI view \"root\"\nwait 1s\nswiftUI view \"later\" inspector isPresented \"shown\" content \"panel\"\n",
             error: ":4:1: error: inspector on 'later' needs iOS 17 or later; this simulation runs iOS 16: add 'os 17'"),
        Case(line: #line, scenario: "os 16 presentationCustomization off\nswiftUI view \"root\"\nwait 1s\nswiftUI view \"later\" presentationCompactAdaptation none\n",
             error: ":4:1: error: the SwiftUI view 'later' presentationCompactAdaptation needs iOS 16.4 or later; this simulation runs iOS 16; leave it out, as an 'if #available' would"),
        // SwiftUI's presentationDetents modifier is iOS 16 API, as the UIKit-style line is.
        Case(line: #line, scenario: "os 15\nswiftUI view \"detail\" presentationDetents medium, large selection \"detent\"\n",
             error: ":2:1: error: presentationDetents needs iOS 16 or later; this simulation runs iOS 15"),
        Case(line: #line, scenario: "os 15\nswiftUI view \"root\"\nwait 1s\nswiftUI view \"later\" presentationDetents medium\n",
             error: ":4:1: error: presentationDetents needs iOS 16 or later; this simulation runs iOS 15"),
    ]

    @Test(arguments: cases)
    func checkFindsItWhereTheRunWould(_ c: Case) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let folder = ScenarioFolder()
        let file = folder.write("case.sheet", c.scenario)
        let check = CommandLineTool.execute(["check", file])
        #expect(check.exitCode == .usage, sourceLocation: location)
        #expect(check.standardOutput == "", sourceLocation: location)
        #expect(check.standardError.hasPrefix(file + c.error + "\n"), "\(check.standardError)", sourceLocation: location)
        let run = CommandLineTool.execute(["run", file])
        #expect(run.exitCode == .usage, sourceLocation: location)
        #expect(run.standardError == check.standardError, sourceLocation: location)
        // Run line by line without the checks made before a run starts, the line is refused
        // where it stands, in the same words.
        let parsed = ScenarioRunner.parseFile(SourceFile(name: file, text: c.scenario), loader: nil, checks: false)
        #expect(parsed.diagnostics.isEmpty, sourceLocation: location)
        let ran = ScenarioRunner.runToEnd(parsed.commands, file: file).errors?.diagnostics.first
        #expect(ran.map { file + ":\($0.location.line):\($0.location.column): error: \($0.message)" } == file + c.error,
                sourceLocation: location)
    }

    /// `check` lists every line after the first action that the release refuses, not only the first.
    @Test func everyRefusedLineIsListed() {
        let folder = ScenarioFolder()
        let file = folder.write("many.sheet", "os 26\npresent\nset backgroundEffect = blur\nwait 1s\nset preferredPlacement = center\n")
        let check = CommandLineTool.execute(["check", file])
        #expect(check.exitCode == .usage)
        #expect(check.standardError.contains(file + ":3:1: error: backgroundEffect needs iOS 26.1 or later"))
        #expect(check.standardError.contains(file + ":5:1: error: preferredPlacement needs iOS 27 or later; this simulation runs iOS 26"))
    }

    /// Set-up lines above the `os` or `device` line are checked against its release or device,
    /// not iOS 17's or the iPhone 14 Pro's: these run.
    static let orderIndependent: [(line: Int, scenario: String)] = [
        (#line, "window half\ndevice \"iPad Pro 11\" landscape\npresent\nwait until settled\n"),
        (#line, "device \"iPad Pro 11\" landscape\nmultitasking windowedApps\nwindow width 700pt height 500pt\nos 26\npresent\nwait until settled\n"),
        (#line, "device \"iPad Pro 11\" landscape\nsplitViewController \"split\" doubleColumn\ncolumn primary \"a\"\ncolumn secondary \"b\"\ncolumn inspector \"panel\"\nrootViewController \"split\"\nos 26\nwait 1s\n"),
        (#line, "set backgroundEffect = blur\nos 26.1\npresent\nwait until settled\n"),
        (#line, "device \"iPad Pro 13-inch (M4)\" landscape\nset preferredPlacement = leading\nos 27\npresent\nwait until settled\n"),
        (#line, "tabBarController \"tabs\" tabs \"a\", \"b\"\nset mode = tabSidebar\nos 18\nrootViewController \"tabs\"\nwait 1s\n"),
    ]

    @Test func setUpAboveTheOSOrDeviceLineRunsOnThem() {
        for c in Self.orderIndependent {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
            let folder = ScenarioFolder()
            let file = folder.write("ok.sheet", c.scenario)
            let check = CommandLineTool.execute(["check", file])
            #expect(check.exitCode == .success, "\(check.standardError)", sourceLocation: location)
            let run = CommandLineTool.execute(["run", file])
            #expect(run.exitCode == .success, "\(run.standardError)", sourceLocation: location)
        }
    }

    /// The checks after the set-up are one pass over the lines: every line refused (100 kept,
    /// the rest counted) and a wait before the clock at the end cost about 8 times as much at 8N
    /// lines as at N, not 64 times.
    @Test func theChecksAfterTheSetUpCostLinearly() {
        func commands(_ count: Int) -> [Located<ScenarioCommand>] {
            let text = "os 26\npresent\n" + String(repeating: "set backgroundEffect = blur\nwait 1ms\n", count: count) + "wait until 0ms\n"
            let parsed = ScenarioRunner.parseFile(SourceFile(name: "big.sheet", text: text), loader: nil, checks: false)
            return parsed.commands
        }
        func seconds(_ commands: [Located<ScenarioCommand>]) -> (Double, Int) {
            let start = ContinuousClock.now
            let (diagnostics, omitted) = ScenarioChecker.problemsAfterSetUp(in: commands)
            let elapsed = ContinuousClock.now - start
            return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, diagnostics.count + omitted)
        }
        let (smallInput, largeInput) = (commands(4_000), commands(32_000))
        // The best of five runs each, taken in turn, so a pause of the machine's other work
        // does not land on one size only.
        var (small, large) = (Double.infinity, Double.infinity)
        for _ in 0..<5 {
            let (smallTime, smallFound) = seconds(smallInput)
            let (largeTime, largeFound) = seconds(largeInput)
            #expect(smallFound == 4_001)
            #expect(largeFound == 32_001)
            (small, large) = (min(small, smallTime), min(large, largeTime))
        }
        #expect(large < small * 24)
    }

    /// On a point release the messages name it as the `os` line writes it.
    @Test func aPointReleaseIsNamedAsWritten() {
        #expect(OSProfile.version(named: "26.1")!.refusal(of: .preferredPlacement)?.description
                == "preferredPlacement needs iOS 27 or later; this simulation runs iOS 26.1")
        var early = OSProfile.version(named: "26.1")!
        early.barsFloatOnGlass = false
        var settings = ViewLayoutSettings()
        settings.edgeEffectStyles[.top] = .hard
        #expect(early.edgeEffectRefusal(of: settings)?.description
                == "UIScrollView.topEdgeEffect (SheetRules 9.7) came with iOS 26; this simulation runs iOS 26.1")
    }
}
