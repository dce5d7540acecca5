import Testing
@testable import SheetSimCLI

/// The REPL draws a tab bar controller's sidebar while it shows, and says in its `#` line whether
/// a sidebar is available and shown.
@Suite struct REPLTabSidebarTests {
    static let setup = ["device \"iPad Pro 11\" landscape", "os 18", "tabBarController \"tabs\" tabs \"home\", \"search\"",
                        "tabGroup \"library\" in \"tabs\" tabs \"albums\", \"artists\"", "rootViewController \"tabs\""]

    @Test func showDrawsTheSidebarWithTheSelectedTabMarked() {
        var repl = REPLSession()
        for line in Self.setup { #expect(repl.handle(line: line).standardError == "", "\(line)") }
        let selected = repl.handle(line: "select tab \"artists\"").standardOutput
        #expect(selected.contains("# t=0.000ms tabs \"tabs\" selected \"artists\" (tabSidebar, sidebar shown)"), "\(selected)")
        let drawing = repl.handle(line: "show 80x24").standardOutput
        #expect(drawing.contains("╭─sidebar"), "\(drawing)")
        #expect(drawing.contains("›   artists"), "\(drawing)")
        #expect(drawing.contains("  library"), "\(drawing)")
    }

    @Test func aHiddenSidebarIsNotDrawn() {
        var repl = REPLSession()
        for line in Self.setup + ["wait until settled"] { _ = repl.handle(line: line) }
        let hidden = repl.handle(line: "set sidebar.isHidden of \"tabs\" = true").standardOutput
        #expect(hidden.contains("(tabSidebar, sidebar hidden)"), "\(hidden)")
        #expect(!repl.handle(line: "show 80x24").standardOutput.contains("sidebar"))
    }

    @Test func aClassicTabBarControllersLineIsUnchanged() {
        var repl = REPLSession()
        _ = repl.handle(line: "tabBarController \"tabs\" tabs \"home\", \"search\"")
        _ = repl.handle(line: "rootViewController \"tabs\"")
        #expect(repl.handle(line: "select tab \"search\"").standardOutput.contains("# t=0.000ms tabs \"tabs\" selected \"search\"\n"))
    }
}
