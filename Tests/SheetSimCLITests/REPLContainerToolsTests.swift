@testable import SheetSimCLI
import SheetSimScenario
import Testing

/// The REPL with containers: `state` shows navigation, tab bar and split view controllers, not
/// only sheets.
@Suite struct REPLContainerToolsTests {
    static let splitApp = [
        "device \"iPad Pro 12.9\" landscape",
        "splitViewController \"split\" doubleColumn",
        "column primary \"sidebar\"",
        "column secondary \"detail\"",
        "navigationController \"nav\" root \"inbox\"",
        "tabBarController \"tabs\" tabs \"home\", \"search\"",
        "rootViewController \"split\"",
        "wait until settled",
    ]

    static func session(_ lines: [String]) -> REPLSession {
        var repl = REPLSession()
        for line in lines {
            let output = repl.handle(line: line)
            #expect(output.standardError.isEmpty, "\(line): \(output.standardError)")
        }
        return repl
    }

    @Test func stateShowsTheWindowAndEveryContainer() {
        var repl = Self.session(Self.splitApp)
        let state = repl.handle(line: "state").standardOutput
        #expect(state.contains("\nwindow: windowWidth=1366 windowHeight=1024 orientation=landscape"), "\(state)")
        #expect(state.contains("\nroot: \"split\"\n"))
        #expect(state.contains("\nsplitViewController \"split\":\n  children: \"sidebarNav\", \"detailNav\"\n"), "\(state)")
        #expect(state.contains("\n  displayMode: oneBesideSecondary\n"), "\(state)")
        #expect(state.contains("\n  isCollapsed: false\n"))
        #expect(state.contains("\nnavigationController \"nav\":\n  children: \"inbox\"\n  inWindow: false\n"), "\(state)")
        #expect(state.contains("\n  topViewController: inbox\n"), "\(state)")
        #expect(state.contains("\ntabBarController \"tabs\":\n  children: \"home\", \"search\"\n"), "\(state)")
    }
}

/// The prompt, the help and the `#` line speak of the app, not only of sheets.
@Suite struct REPLNotSheetOnlyTests {
    @Test func theHashLineNamesTheContainerOnScreen() {
        var repl = REPLSession()
        _ = repl.handle(line: "navigationController \"nav\" root \"inbox\"")
        _ = repl.handle(line: "rootViewController \"nav\"")
        #expect(repl.handle(line: "wait until settled").standardOutput.hasSuffix("# t=0.000ms navigation \"nav\" top \"inbox\" (1 deep)\n"))
        let pushed = repl.handle(line: "push \"message\"").standardOutput
        #expect(pushed.hasSuffix("navigation \"nav\" top \"message\" (2 deep)\n"), "\(pushed)")

        var tabs = REPLSession()
        _ = tabs.handle(line: "tabBarController \"tabs\" tabs \"home\", \"search\"")
        _ = tabs.handle(line: "rootViewController \"tabs\"")
        _ = tabs.handle(line: "wait until settled")
        let selected = tabs.handle(line: "select tab \"search\"").standardOutput
        #expect(selected.hasSuffix("# t=0.000ms tabs \"tabs\" selected \"search\"\n"), "\(selected)")
    }

    @Test func thePromptAndHelpAreTheApps() {
        #expect(REPLDriver.prompt == "sheetsim> ")
        #expect(REPLDriver.continuationPrompt.count == REPLDriver.prompt.count)
        var repl = REPLSession()
        let help = repl.handle(line: "help").standardOutput
        #expect(help.contains("navigation, tab bar or\npage view controller's on screen"))
        #expect(!Help.repl.contains("Explores a sheet one command"))
        #expect(Help.overview.contains("explore an app's sheets and containers"))
    }
}

/// Completion after `RECEIVER.delegate.` offers that receiver's delegate callbacks, as the parser
/// will accept them, before and after the app launches.
@Suite struct REPLDelegateCompletionTests {
    static func delegateCallbacks(_ repl: REPLSession, _ receiver: String) -> [String] {
        repl.completions(for: "expect no \(receiver).delegate.").candidates.map(\.text)
    }

    @Test func splitDelegateOffersTheSplitViewDelegatesCallbacks() {
        var repl = REPLSession()
        for line in ["device \"iPad Pro 12.9\" landscape", "splitViewController \"split\" doubleColumn",
                     "column primary \"sidebar\"", "column secondary \"detail\"", "rootViewController \"split\"",
                     "navigationController \"nav\" root \"inbox\"", "tabBarController \"tabs\" tabs \"home\", \"search\""] {
            #expect(repl.handle(line: line).standardError.isEmpty, "\(line)")
        }
        for moment in ["before launch", "after launch"] {
            let split = Self.delegateCallbacks(repl, "split")
            #expect(split.contains("split.delegate.splitViewControllerDidCollapse"), "\(moment): \(split)")
            #expect(split.contains("split.delegate.splitViewControllerWillChangeTo"), "\(moment): \(split)")
            #expect(!split.contains { $0.hasSuffix("presentationControllerDidDismiss") }, "\(moment): \(split)")
            let nav = Self.delegateCallbacks(repl, "nav")
            #expect(nav.contains("nav.delegate.navigationControllerWillShow"), "\(moment): \(nav)")
            let tabs = Self.delegateCallbacks(repl, "tabs")
            #expect(tabs.contains("tabs.delegate.tabBarControllerShouldSelect"), "\(moment): \(tabs)")
            // A plain column is not presented: it has no delegate to offer.
            #expect(Self.delegateCallbacks(repl, "sidebar").isEmpty, "\(moment)")
            // Whatever is offered, the parser takes.
            for candidate in split + nav + tabs {
                var check = repl
                let output = check.handle(line: "expect no \(candidate)")
                #expect(output.standardError.isEmpty, "\(candidate): \(output.standardError)")
            }
            _ = repl.handle(line: "wait until settled")
        }
    }

    /// A column-style split view's delegate and columns are not offered the classic-only methods,
    /// which the parser refuses for them; a classic one's are.
    @Test func aColumnStyleSplitViewIsNotOfferedTheClassicOnlyMethods() {
        for style in ["doubleColumn", "classic"] {
            var repl = REPLSession()
            for line in ["device \"iPad Pro 12.9\" landscape", "splitViewController \"split\" \(style)",
                         "column primary \"sidebar\"", "column secondary \"detail\"", "rootViewController \"split\""] {
                #expect(repl.handle(line: line).standardError.isEmpty, "\(line)")
            }
            let delegate = Self.delegateCallbacks(repl, "split")
            let column = repl.completions(for: "expect no sidebar.").candidates.map(\.text)
            let classic = style == "classic"
            #expect(delegate.contains("split.delegate.primaryViewControllerForCollapsing") == classic, "\(style): \(delegate)")
            #expect(delegate.contains("split.delegate.targetDisplayModeForAction") == classic, "\(style): \(delegate)")
            #expect(column.contains("sidebar.collapseSecondaryViewController") == classic, "\(style): \(column)")
            for candidate in delegate + column where !candidate.hasSuffix(".") {
                var check = repl
                let output = check.handle(line: "expect no \(candidate)")
                #expect(output.standardError.isEmpty, "\(style) \(candidate): \(output.standardError)")
            }
        }
    }
}

/// `save` reports the number of callbacks it wrote, which `hide layout` makes fewer than the log's.
@Suite struct REPLSaveCountTests {
    @Test(arguments: [false, true])
    func theReportedCountIsTheWrittenOne(hidingLayout: Bool) throws {
        var saved: [String: String] = [:]
        var repl = REPLSession(environment: REPLSession.Environment(writer: { path, contents in saved[path] = contents; return nil }))
        if hidingLayout { _ = repl.handle(line: "hide layout") }
        for line in ["detents medium large", "present", "wait until settled"] { _ = repl.handle(line: line) }
        let note = repl.handle(line: "save out.sheet").standardOutput
        let file = try #require(saved["out.sheet"])
        let block = try #require(file.components(separatedBy: "expect callbacks\n").last)
        let written = block.split(separator: "\n").filter { $0.hasPrefix("  ") }.count
        #expect(written > 0)
        #expect(note.hasPrefix("# saved 3 lines and \(written) callbacks to out.sheet"), "\(note)")
        #expect(note.contains("(layout callbacks left out)") == hidingLayout)
        #expect(hidingLayout == (written < repl.scenario.log.count))
    }
}

/// A drag's layout passes fold into one line at a terminal, unless asked for.
@Suite struct REPLLayoutFoldingTests {
    static let lines = ["detents medium large", "present", "wait until settled"]
    static let drag = "drag grabber by -100pt over 200ms"

    @Test func aDragsLayoutPassesFoldAtATerminal() {
        var repl = REPLSession(interactive: true)
        for line in Self.lines { _ = repl.handle(line: line) }
        let before = repl.scenario.log.count
        let output = repl.handle(line: Self.drag).standardOutput
        let layoutEntries = repl.scenario.log[before...].filter { $0.callback.callbackName.isLayout }
        #expect(layoutEntries.count > 10, "the drag lays out every frame")
        #expect(!output.contains("viewWillLayoutSubviews\n"), "\(output)")
        let folded = output.split(separator: "\n").filter { $0.contains("layout passes") }
        #expect(folded.count >= 1, "\(output)")
        #expect(folded.first?.hasPrefix("# ") == true)
        #expect(folded.first?.contains("sheet.viewWillLayoutSubviews") == true)
        // `log` shows every entry.
        #expect(repl.handle(line: "log").standardOutput.contains("sheet.viewWillLayoutSubviews\n"))
    }

    @Test func askingForThemShowsEachPass() {
        var repl = REPLSession(interactive: true)
        for line in Self.lines { _ = repl.handle(line: line) }
        #expect(repl.handle(line: "hide none").standardOutput == "# every callback shown\n")
        let output = repl.handle(line: Self.drag).standardOutput
        #expect(output.contains("sheet.viewWillLayoutSubviews\n"))
        #expect(!output.contains("layout passes"))
        #expect(repl.handle(line: "hide passes").standardOutput.contains("folded"))
        #expect(repl.handle(line: Self.drag).standardOutput.contains("layout passes"))
    }

    /// Piped, the output minus its `#` lines is `run`'s log: nothing folds.
    @Test func pipedOutputIsNotFolded() {
        var repl = REPLSession()
        for line in Self.lines { _ = repl.handle(line: line) }
        let output = repl.handle(line: Self.drag).standardOutput
        #expect(output.contains("sheet.viewWillLayoutSubviews\n"))
        #expect(!output.contains("layout passes"))
    }

    /// One pass (one instant) prints as it is.
    @Test func aSinglePassIsNotFolded() {
        var repl = REPLSession(interactive: true)
        _ = repl.handle(line: "detents medium large")
        #expect(repl.handle(line: "present").standardOutput.contains("0.000ms sheet.viewWillLayoutSubviews\n"))
    }
}

/// `layout ["name"]` prints the layout figures: view frame, safe area, margins, bar height.
@Suite struct REPLLayoutDumpTests {
    @Test func layoutPrintsTheFrontControllersFigures() {
        var repl = REPLSession()
        for line in ["navigationController \"nav\" root \"list\"", "rootViewController \"nav\"", "wait until settled"] {
            _ = repl.handle(line: line)
        }
        let output = repl.handle(line: "layout").standardOutput
        for line in ["view.frame.width: 393", "view.frame.height: 852", "view.safeAreaInsets.top: 103",
                     "view.safeAreaInsets.bottom: 34", "view.directionalLayoutMargins.leading: 16",
                     "navigationBar.frame.height: 44"] {
            #expect(output.contains("\n" + line + "\n"), "\(line): \(output)")
        }
        #expect(repl.handle(line: "layout \"list\"").standardOutput.hasPrefix("# t=0.000ms layout of \"list\"\nview.frame.width: 393\n"))
        let unknown = repl.handle(line: "layout \"lst\"")
        #expect(unknown.standardError.contains("error: no controller is named 'lst'"))
        #expect(unknown.standardError.contains("did you mean 'list'?"))
    }

    @Test func aSheetsFiguresFollowItsDetent() {
        var repl = REPLSession()
        for line in ["detents medium large", "present", "wait until settled"] { _ = repl.handle(line: line) }
        let output = repl.handle(line: "layout \"sheet\"").standardOutput
        #expect(output.contains("\nview.frame.height: 453.44\n"), "\(output)")
    }

}
