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
