import Testing
@testable import SheetSim

/// Column style collapse and expand on the split view controller's machine alone: the navigation
/// controllers' stacks it reads in a hand-built context, and the events it sends them (split view
/// rules 4.4, 4.5).
@Suite struct SplitViewStackMachineTests {
    static let t0 = SimInstant.zero
    static let regular = SplitViewEnvironment(size: Size(width: 1366, height: 1024), horizontalSizeClass: .regular, idiom: .pad)
    static let compact = SplitViewEnvironment(size: Size(width: 375, height: 1024), horizontalSizeClass: .compact, idiom: .pad)

    /// A triple-column controller whose columns UIKit wrapped (`sidebarNav`, `listNav`,
    /// `detailNav`), with `configure` applied, expanded.
    static func tripleColumn(_ configure: (inout SplitViewConfiguration) -> Void = { _ in }) -> SplitViewMachine {
        var configuration = SplitViewConfiguration()
        configure(&configuration)
        var split = SplitViewMachine(name: "split", style: .tripleColumn, configuration: configuration, environment: regular, os: .iOS17)
        split.columns[.primary] = SplitColumnContent(controller: "sidebar", child: "sidebarNav", isNavigationController: true)
        split.columns[.supplementary] = SplitColumnContent(controller: "list", child: "listNav", isNavigationController: true)
        split.columns[.secondary] = SplitColumnContent(controller: "detail", child: "detailNav", isNavigationController: true)
        return split
    }

    /// The columns' stacks with something pushed in each.
    static let pushedInEach: [String: [String]] = ["sidebarNav": ["sidebar", "folders"], "listNav": ["list", "thread"], "detailNav": ["detail", "message"]]

    /// Collapses `split` without a delegate in `world`, up to the commit, and returns what the
    /// machine did.
    static func collapse(_ split: inout SplitViewMachine, in world: SplitViewContext) -> [SplitViewAction] {
        split.handle(.environmentChanged(compact), at: t0, in: world)
    }

    /// The stacks of each top column, stacked into the primary's up to it (split view rules 4.4):
    /// the columns above it keep theirs.
    static let collapses: [(top: SplitViewColumn, sidebar: [String], list: [String], detail: [String], line: Int)] = [
        (.primary, ["sidebar", "folders"], ["list", "thread"], ["detail", "message"], #line),
        (.supplementary, ["sidebar", "folders", "list", "thread"], [], ["detail", "message"], #line),
        (.secondary, ["sidebar", "folders", "list", "thread", "detail", "message"], [], [], #line),
    ]

    @Test func theDelegatesTopColumnDecidesHowFarTheStacksGo() {
        for row in Self.collapses {
            var split = Self.tripleColumn()
            let world = SplitWorld.of(split, stacks: Self.pushedInEach)
            _ = Self.collapse(&split, in: world)
            let rebuild = split.handle(.topColumnAnswered(row.top), at: Self.t0, in: world)
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(SplitViewMachineTests.navigationMessages(rebuild) == [
                .to("sidebarNav", .stackRebuilt(row.sidebar), as: NavigationMachine.self),
                .to("listNav", .stackRebuilt(row.list), as: NavigationMachine.self),
                .to("detailNav", .stackRebuilt(row.detail), as: NavigationMachine.self),
            ], sourceLocation: location)
            #expect(Array(rebuild.suffix(2)) == [SplitWorld.finish, SplitWorld.committed], sourceLocation: location)
        }
    }

    /// An expand cuts the primary's stack at each later column's root: what was pushed while
    /// collapsed goes with the column it was pushed on (split view rules 4.5, OBS [S40]).
    @Test func anExpandCutsThePrimarysStackAtEachColumnsRoot() {
        var split = Self.tripleColumn { $0.hasDelegate = false }
        _ = Self.collapse(&split, in: SplitWorld.of(split, stacks: Self.pushedInEach))
        _ = split.handle(.layoutCommitted, at: Self.t0)
        #expect(split.topColumn == .secondary)
        let collapsed = SplitWorld.of(split, stacks: [
            "sidebarNav": ["sidebar", "folders", "list", "thread", "detail", "message", "reply"], "listNav": [], "detailNav": [],
        ])
        let actions = split.handle(.environmentChanged(Self.regular), at: Self.t0, in: collapsed)
        #expect(SplitViewMachineTests.navigationMessages(actions) == [
            .to("sidebarNav", .stackRebuilt(["sidebar", "folders"]), as: NavigationMachine.self),
            .to("listNav", .stackRebuilt(["list", "thread"]), as: NavigationMachine.self),
            .to("detailNav", .stackRebuilt(["detail", "message", "reply"]), as: NavigationMachine.self),
        ])
        #expect(actions.first == SplitWorld.begin)
        #expect(Array(actions.suffix(2)) == [SplitWorld.finish, SplitWorld.committed])
    }

    /// A push or pop running in a column ends before its stack moves; a pop a finger moves is left
    /// to run. A cancelled interactive pop that ends puts its controller back, and the stacks are
    /// arranged from there.
    @Test func aRunningTransitionIsCutShortFirstAndTheStacksReadAfterIt() {
        var split = Self.tripleColumn { $0.hasDelegate = false }
        let push = SplitWorld.transition(.push, from: "list", to: "thread")
        let pop = SplitWorld.transition(.pop, from: "message", to: "detail")
        let world = SplitViewContext(kinds: ["split": .splitViewController], parents: ["sidebarNav": "split", "listNav": "split", "detailNav": "split"],
                                     navigationControllers: [
                                         ("sidebarNav", .init(viewControllers: ["sidebar", "folders"], transition: SplitWorld.transition(.pop, from: "inbox", to: "folders"),
                                                              isInteractive: true)),
                                         ("listNav", .init(viewControllers: ["list", "thread"], transition: push)),
                                         ("detailNav", .init(viewControllers: ["detail"], transition: pop,
                                                             viewControllersOnceTransitionEnds: ["detail", "message"])),
                                     ])
        let actions = Self.collapse(&split, in: world)
        #expect(actions == [
            SplitWorld.begin,
            SplitWorld.to("listNav", .transitionCutShort),
            SplitWorld.to("detailNav", .transitionCutShort),
            SplitWorld.rebuilt("sidebarNav", ["sidebar", "folders", "list", "thread", "detail", "message"]),
            SplitWorld.rebuilt("listNav", []),
            SplitWorld.rebuilt("detailNav", []),
            SplitWorld.finish, SplitWorld.committed,
        ])
    }

    /// A column held by the app's own navigation controller is cut out at the root that
    /// controller had when the column was set, though its stack is empty while collapsed; a root
    /// popped off while collapsed comes back to its column, one held elsewhere does not.
    @Test func anAppsNavigationControllerGetsItsRootBack() {
        var configuration = SplitViewConfiguration()
        configuration.hasDelegate = false
        var split = SplitViewMachine(name: "split", style: .doubleColumn, configuration: configuration, environment: Self.compact, os: .iOS17)
        split.columns[.primary] = SplitColumnContent(controller: "sidebar", child: "sidebarNav", isNavigationController: true)
        split.columns[.secondary] = SplitColumnContent(controller: "inboxNav", child: "inboxNav", isNavigationController: true, root: "inbox")
        let entering = split.handle(.willEnterWindow(Self.compact), at: Self.t0, in: SplitWorld.of(split))
        #expect(entering == [SplitWorld.rebuilt("sidebarNav", ["sidebar", "inbox"]), SplitWorld.rebuilt("inboxNav", []), SplitWorld.committed])
        _ = split.handle(.layoutCommitted, at: Self.t0)
        let rows: [(sidebar: [String], inboxHolds: String?, expanded: [String], line: Int)] = [
            (["sidebar", "inbox", "mail"], nil, ["inbox", "mail"], #line),
            (["sidebar"], nil, ["inbox"], #line),          // popped while collapsed: free, it comes back
            (["sidebar"], "archiveNav", [], #line),        // pushed elsewhere: it stays there
        ]
        for row in rows {
            var expanding = split
            let world = SplitWorld.of(expanding, stacks: ["sidebarNav": row.sidebar, "inboxNav": []],
                                      more: row.inboxHolds.map { [($0, ["archive", "inbox"])] } ?? [])
            let actions = expanding.handle(.environmentChanged(Self.regular), at: Self.t0, in: world)
            #expect(SplitViewMachineTests.navigationMessages(actions).last == .to("inboxNav", .stackRebuilt(row.expanded), as: NavigationMachine.self),
                    sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    /// The compact column's controller shows whenever the controller is collapsed: no stack moves.
    @Test func aCompactColumnMovesNoStack() {
        var split = Self.tripleColumn { $0.hasDelegate = false }
        split.columns[.compact] = SplitColumnContent(controller: "tabs", child: "tabs", isNavigationController: false)
        let actions = Self.collapse(&split, in: SplitWorld.of(split, stacks: Self.pushedInEach))
        #expect(actions == [SplitWorld.begin, SplitWorld.finish, SplitWorld.committed])
    }

    /// The context answers as the actions planned so far leave the world: a transition cut short
    /// is over, a stack rebuilt holds its new controllers, and those it no longer holds are free.
    @Test func theContextReadsTheWorldAsThePlannedActionsLeaveIt() {
        var world = SplitViewContext(navigationControllers: [
            ("nav", .init(viewControllers: ["root"], transition: SplitWorld.transition(.pop, from: "top", to: "root"),
                          viewControllersOnceTransitionEnds: ["root", "top"])),
        ])
        #expect(world.navigationPopping("top") == "nav")
        let first = world.planCutShort(of: "nav"), second = world.planCutShort(of: "nav")
        #expect(first)
        #expect(!second)
        #expect(world.navigationPopping("top") == nil)
        #expect(world.parent(of: "top") == "nav")
        world.planStack(["root"], of: "nav")
        #expect(world.parent(of: "top") == nil)
        #expect(world.parent(of: "root") == "nav")
        #expect(world.navigation("nav")?.viewControllers == ["root"])
    }
}
