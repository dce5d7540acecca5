import SheetSim
import Testing
@testable import SheetSimScenario

/// `set PROPERTY of "name" = VALUE` configures any container declared above, not only the one
/// declared last: a split view controller declared before the navigation controllers of its
/// columns, or a tab bar controller whose tabs are containers, can still be set up.
@Suite struct SetOfContainerTests {
    func parse(_ text: String) -> (commands: [Located<ScenarioCommand>], diagnostics: [Diagnostic]) {
        var parser = ScenarioParser()
        return parser.parse(SourceFile(name: "t.sheet", text: text + "\n"))
    }

    /// A split view controller, then two navigation controllers declared after it.
    static let splitFirst = """
        splitViewController "split" doubleColumn
        navigationController "sidebarNav" root "sidebar"
        navigationController "detailNav" root "detail"
        column primary "sidebarNav"
        column secondary "detailNav"
        """

    /// A tab bar controller, then the navigation controller of one of its tabs.
    static let tabsFirst = """
        tabBarController "tabs" tabs "feedNav", "search"
        navigationController "feedNav" root "feed"
        """

    /// Every property of every container parses with `of` naming a container declared before the
    /// last one, in the declaration's scope that reads it.
    @Test(arguments: SplitViewProperty.allCases.filter { $0.isRead(by: .doubleColumn) })
    func everySplitViewPropertyTakesOf(_ property: SplitViewProperty) throws {
        let value = try #require(SettablePropertyTests.splitViewValues[property])
        let found = parse(Self.splitFirst + "\nset \(property.rawValue) of \"split\" = \(value)").diagnostics
        #expect(found.isEmpty, "\(found.map(\.formatted))")
    }

    @Test(arguments: ContainerProperty.allCases)
    func everyContainerPropertyTakesOf(_ property: ContainerProperty) throws {
        let value = try #require(SettablePropertyTests.containerValues[property])
        for kind in property.containers {
            let name = kind == .tabBarController ? "tabs" : "feedNav"
            // The other container is declared last, so only `of` reaches this one.
            let text = kind == .tabBarController ? Self.tabsFirst : "navigationController \"feedNav\" root \"feed\"\ntabBarController \"tabs\" tabs \"a\""
            let found = parse(text + "\nset \(property.rawValue) of \"\(name)\" = \(value)").diagnostics
            #expect(found.isEmpty, "\(property) of a \(kind): \(found.map(\.formatted))")
        }
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let line: Int
        let text: String
        let id: Diagnostic.ID
        let says: String
        var testDescription: String { text }
    }

    /// What `of` may not name, and what it says.
    static let refusals: [Refusal] = [
        Refusal(line: #line, text: tabsFirst + "\nset hasDelegate of \"tab\" = false", id: .setOfNotAContainer, says: "did you mean 'tabs'?"),
        Refusal(line: #line, text: "set hasDelegate of \"later\" = false\nnavigationController \"later\" root \"a\"", id: .setOfNotAContainer,
                says: "no container 'later' is declared above"),
        Refusal(line: #line, text: "present \"info\"\nset shouldDismiss of \"info\" = false", id: .setOfNotAContainer, says: "sheet \"info\""),
        Refusal(line: #line, text: tabsFirst + "\nset selectedIndex of \"feedNav\" = 1", id: .propertyOfAnotherController,
                says: "is a UITabBarController property"),
        Refusal(line: #line, text: splitFirst + "\nset collapseSecondary of \"split\" = true", id: .propertyNotReadByStyle, says: "classic"),
        Refusal(line: #line, text: splitFirst + "\nset \"split\" preferredDisplayMode = secondaryOnly", id: .setTakesNoControllerName,
                says: "set PROPERTY of \"split\" = VALUE"),
        Refusal(line: #line, text: splitFirst + "\nset hasDelegate of 3 = false", id: .expectedString, says: "a container's name"),
    ]

    @Test(arguments: refusals)
    func ofNamesADeclaredContainerThatHasTheProperty(_ row: Refusal) {
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        let found = parse(row.text).diagnostics
        #expect(found.first?.id == row.id, "\(found.map(\.formatted))", sourceLocation: location)
        #expect(found.first?.formatted.contains(row.says) == true, "\(found.map(\.formatted))", sourceLocation: location)
    }

    func session(_ text: String) throws -> ScenarioSession {
        let (commands, diagnostics) = parse(text)
        try #require(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        var session = ScenarioSession()
        for command in commands {
            if let refusal = session.execute(command) { Issue.record("refused: \(refusal.formatted)") }
        }
        session.makeWorldIfNeeded()
        return session
    }

    /// Before launch, the line changes the named declaration; after it, the running container.
    @Test func aSplitViewDeclaredFirstIsConfiguredAfterItsColumns() throws {
        let before = try session("device \"iPad Pro 11\" landscape\n" + Self.splitFirst + """

            set preferredDisplayMode of "split" = secondaryOnly
            set showsSecondaryOnlyButton of "split" = true
            set interactivePopGestureRecognizer.isEnabled of "sidebarNav" = false
            rootViewController "split"
            wait until settled
            """)
        let sim = try #require(before.simulator)
        let split = try sim.splitViewConfiguration(of: "split")
        #expect(split.preferredDisplayMode == .secondaryOnly)
        #expect(split.showsSecondaryOnlyButton)
        #expect(try sim.navigationConfiguration(of: "sidebarNav")?.interactivePopGestureEnabled == false)
        #expect(try sim.navigationConfiguration(of: "detailNav")?.interactivePopGestureEnabled == true)

        let after = try session("device \"iPad Pro 11\" landscape\n" + Self.splitFirst + """

            rootViewController "split"
            wait until settled
            set primaryEdge of "split" = trailing
            set hasDelegate of "detailNav" = false
            """)
        let running = try #require(after.simulator)
        #expect(try running.splitViewConfiguration(of: "split").primaryEdge == .trailing)
        #expect(try running.navigationConfiguration(of: "detailNav")?.hasDelegate == false)
        #expect(try running.navigationConfiguration(of: "sidebarNav")?.hasDelegate == true)
    }

    @Test func aTabBarControllerDeclaredFirstSelectsATab() throws {
        let session = try session(Self.tabsFirst + "\nset selectedIndex of \"tabs\" = 1\nrootViewController \"tabs\"\nwait until settled")
        let sim = try #require(session.simulator)
        #expect(sim.machine(TabBarMachine.self, named: "tabs")?.selectedViewController == "search")
    }
}
