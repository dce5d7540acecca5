import Testing
@testable import SheetSim

/// `showDetailViewController`, `show` and `setViewController(_:for:)` on the split view
/// controller's machine alone (split view rules 2.2, split view quirks 3 and 12): what each call
/// does, as the actions the machine returns, and the calls it refuses before changing anything.
@Suite struct SplitViewRoutingMachineTests {
    static let t0 = SimInstant.zero
    static let regular = SplitViewEnvironment(size: Size(width: 1194, height: 834), horizontalSizeClass: .regular, idiom: .pad)
    static let compact = SplitViewEnvironment(size: Size(width: 375, height: 834), horizontalSizeClass: .compact, idiom: .pad)

    /// A double-column controller UIKit wrapped (`sidebarNav`, `detailNav`), or a classic one (the
    /// app's `profileNav`, root `profile`, and `detail`), expanded.
    static func split(_ style: SplitViewStyle = .doubleColumn, _ configure: (inout SplitViewConfiguration) -> Void = { _ in }) -> SplitViewMachine {
        var configuration = SplitViewConfiguration()
        configure(&configuration)
        var split = SplitViewMachine(name: "split", style: style, configuration: configuration, environment: regular, os: .iOS17)
        if style.isColumnStyle {
            split.columns[.primary] = SplitColumnContent(controller: "sidebar", child: "sidebarNav", isNavigationController: true)
            if style == .tripleColumn {
                split.columns[.supplementary] = SplitColumnContent(controller: "list", child: "listNav", isNavigationController: true)
            }
            split.columns[.secondary] = SplitColumnContent(controller: "detail", child: "detailNav", isNavigationController: true)
        } else {
            split.columns[.primary] = SplitColumnContent(controller: "profileNav", child: "profileNav", isNavigationController: true)
            split.columns[.secondary] = SplitColumnContent(controller: "detail", child: "detail", isNavigationController: false)
        }
        return split
    }

    /// `split` collapsed without a delegate, with `top` on top (column style).
    static func collapsed(_ split: SplitViewMachine, top: SplitViewColumn = .secondary) -> SplitViewMachine {
        var split = split
        split.configuration.hasDelegate = false
        _ = split.handle(.environmentChanged(compact), at: t0)
        _ = split.handle(.layoutCommitted, at: t0)
        if split.topColumn != top { _ = split.handle(.showColumn(top), at: t0) }
        if split.topColumn != top { _ = split.handle(.hideColumn(.secondary), at: t0) }
        #expect(split.topColumn == top)
        return split
    }

    static func noDelegate(_ configuration: inout SplitViewConfiguration) { configuration.hasDelegate = false }

    // MARK: The delegate first

    @Test func theDelegateIsAskedFirstAndMayShowItItself() {
        var split = Self.split()
        let world = SplitWorld.of(split, kinds: ["post": .viewController])
        #expect(split.handle(.showDetail("post"), at: Self.t0, in: world) == [SplitWorld.ask(.splitViewControllerShowDetail("post", answer: false))])
        #expect(split.handle(.showDetailAnswered("post", handled: true), at: Self.t0, in: world).isEmpty)
        #expect(split.handle(.show("post"), at: Self.t0, in: world) == [SplitWorld.ask(.splitViewControllerShow("post", answer: false))])
        #expect(split.handle(.showAnswered("post", handled: true), at: Self.t0, in: world).isEmpty)
        var configured = Self.split { $0.showDetail = true }
        #expect(configured.handle(.showDetail("post"), at: Self.t0, in: world) == [SplitWorld.ask(.splitViewControllerShowDetail("post", answer: true))])
    }

    // MARK: Expanded

    /// Split view quirk 12: a controller that is not a navigation controller, shown in an occupied
    /// column of a column-style controller, is pushed onto the column's navigation controller.
    @Test func aPlainControllerIsPushedOntoAnOccupiedColumn() {
        var split = Self.split()
        let world = SplitWorld.of(split, kinds: ["post": .viewController])
        #expect(split.handle(.showDetailAnswered("post", handled: false), at: Self.t0, in: world) == [
            SplitWorld.warning("setViewController(post, for: .secondary) pushes post onto detailNav instead of replacing the column's controller (split view quirk 12)"),
            SplitWorld.to("detailNav", .push("post", animated: false)),
        ])
        #expect(split.columns[.secondary]?.controller == "detail")
    }

    /// A navigation controller replaces the column's controller, in one change of the children; a
    /// plain controller in a column that has none is wrapped in a navigation controller UIKit makes.
    @Test func aColumnsControllerIsReplacedInOneChangeOfTheChildren() {
        var split = Self.split(.doubleColumn, Self.noDelegate)
        let world = SplitWorld.of(split, more: [("postNav", ["post"])])
        let content = SplitColumnContent(controller: "postNav", child: "postNav", isNavigationController: true, root: "post")
        #expect(split.handle(.showDetail("postNav"), at: Self.t0, in: world) ==
                [SplitWorld.begin, SplitWorld.toSplit(.columnChanged(.secondary, content)), SplitWorld.finish])
        var triple = Self.split(.tripleColumn, Self.noDelegate)
        triple.columns[.supplementary] = nil
        var wrapper = NavigationConfiguration()
        wrapper.hasDelegate = false
        #expect(triple.handle(.setViewController("list", for: .supplementary), at: Self.t0, in: SplitWorld.of(triple, kinds: ["list": .viewController])) == [
            SplitWorld.begin,
            .engine(.declare("listNav", .navigationController(root: "list", configuration: wrapper))),
            SplitWorld.toSplit(.columnChanged(.supplementary, SplitColumnContent(controller: "list", child: "listNav", isNavigationController: true))),
            SplitWorld.finish,
        ])
    }

    @Test func theClassicSecondaryIsReplaced() {
        var split = Self.split(.unspecified, Self.noDelegate)
        let world = SplitWorld.of(split, kinds: ["post": .viewController])
        #expect(split.handle(.showDetail("post"), at: Self.t0, in: world) == [
            SplitWorld.begin,
            SplitWorld.toSplit(.columnChanged(.secondary, SplitColumnContent(controller: "post", child: "post", isNavigationController: false))),
            SplitWorld.finish,
        ])
    }

    /// `showDetail` of the secondary column's controller, or of the navigation controller wrapping
    /// it, does nothing (DOC [S2, S12]); `setViewController` of a column's own does nothing either.
    @Test func showingTheSecondaryAgainDoesNothing() {
        var split = Self.split(.doubleColumn, Self.noDelegate)
        let world = SplitWorld.of(split)
        #expect(split.handle(.showDetail("detail"), at: Self.t0, in: world).isEmpty)
        #expect(split.handle(.showDetail("detailNav"), at: Self.t0, in: world).isEmpty)
        #expect(split.handle(.setViewController("sidebar", for: .primary), at: Self.t0, in: world).isEmpty)
    }

    /// `show` of the top of the primary's stack makes it the secondary, in one change: column style
    /// pushes a plain controller onto the secondary's stack (split view quirk 12), after ending
    /// the push under way there; classic makes it the secondary column's.
    @Test func showOfThePrimarysTopMovesItToTheSecondary() {
        var split = Self.split(.doubleColumn, Self.noDelegate)
        let world = SplitWorld.of(split, stacks: ["sidebarNav": ["sidebar", "folder"], "detailNav": ["detail", "mail"]],
                                  running: ["detailNav": (SplitWorld.transition(.push, from: "detail", to: "mail"), false)])
        #expect(split.handle(.show("folder"), at: Self.t0, in: world) == [
            SplitWorld.begin,
            SplitWorld.to("sidebarNav", .poppedByContainer),
            SplitWorld.warning("show(folder) moves folder from sidebarNav onto detailNav instead of replacing the secondary column's controller (split view quirk 12)"),
            SplitWorld.to("detailNav", .transitionCutShort),
            SplitWorld.to("detailNav", .pushedByContainer("folder")),
            SplitWorld.finish,
        ])
        var classic = Self.split(.unspecified, Self.noDelegate)
        let classicWorld = SplitWorld.of(classic, stacks: ["profileNav": ["profile", "settings"]])
        #expect(classic.handle(.show("settings"), at: Self.t0, in: classicWorld) == [
            SplitWorld.begin,
            SplitWorld.to("profileNav", .poppedByContainer),
            SplitWorld.toSplit(.columnChanged(.secondary, SplitColumnContent(controller: "settings", child: "settings", isNavigationController: false))),
            SplitWorld.finish,
        ])
    }

    // MARK: Collapsed

    /// Collapsed, column style: `showDetail` brings the secondary column to the top and pushes the
    /// controller there, onto the primary's navigation controller, which holds the stacked columns;
    /// `show` pushes it where it is. With the compact column on top there is nowhere to push: it is
    /// presented.
    @Test func collapsedColumnStylePushesOntoThePrimarysStack() {
        var onPrimary = Self.collapsed(Self.split(.doubleColumn, Self.noDelegate), top: .primary)
        let world = SplitWorld.of(onPrimary, kinds: ["post": .viewController])
        #expect(onPrimary.handle(.showDetail("post"), at: Self.t0, in: world) ==
                [SplitWorld.toSplit(.showColumn(.secondary)), SplitWorld.to("sidebarNav", .push("post", animated: true))])
        #expect(onPrimary.handle(.show("post"), at: Self.t0, in: world) == [SplitWorld.to("sidebarNav", .push("post", animated: true))])
        var withCompact = Self.split(.doubleColumn, Self.noDelegate)
        withCompact.columns[.compact] = SplitColumnContent(controller: "tabs", child: "tabs", isNavigationController: false)
        withCompact = Self.collapsed(withCompact, top: .compact)
        #expect(withCompact.handle(.showDetail("post"), at: Self.t0, in: SplitWorld.of(withCompact, kinds: ["post": .viewController])) ==
                [.engine(.present("post"))])
    }

    /// Collapsed, classic: the primary's navigation controller pushes the controller, even a
    /// navigation controller (split view quirk 3); a primary that is no navigation controller has
    /// nowhere to push, and the controller is presented.
    @Test func collapsedClassicPushesOntoThePrimaryOrPresents() {
        var split = Self.split(.unspecified, Self.noDelegate)
        _ = split.handle(.environmentChanged(Self.compact), at: Self.t0)
        _ = split.handle(.layoutCommitted, at: Self.t0)
        let world = SplitWorld.of(split, stacks: ["profileNav": ["profile", "detail"]], more: [("postNav", ["post"])], kinds: ["article": .viewController])
        #expect(split.handle(.showDetail("article"), at: Self.t0, in: world) == [SplitWorld.to("profileNav", .push("article", animated: true))])
        #expect(split.handle(.showDetail("postNav"), at: Self.t0, in: world) == [
            SplitWorld.warning("profileNav pushes the navigation controller postNav: a navigation controller nested in another (split view quirk 3)"),
            SplitWorld.to("profileNav", .push("postNav", animated: true)),
        ])
        var plain = Self.split(.unspecified, Self.noDelegate)
        plain.columns[.primary] = SplitColumnContent(controller: "profile", child: "profile", isNavigationController: false)
        _ = plain.handle(.environmentChanged(Self.compact), at: Self.t0)
        _ = plain.handle(.layoutCommitted, at: Self.t0)
        #expect(plain.handle(.showDetail("post"), at: Self.t0, in: SplitWorld.of(plain, kinds: ["post": .viewController])) == [.engine(.present("post"))])
    }

    // MARK: Refused

    /// A call the machine cannot carry out is refused before it changes anything: the simulator's
    /// method throws the error.
    @Test func aCallThatCannotGoOnIsRefused() {
        var split = Self.split(.doubleColumn, Self.noDelegate)
        let world = SplitWorld.of(split, stacks: ["sidebarNav": ["sidebar", "folder", "mail"]],
                                  more: [("archiveNav", ["archive", "old"])], kinds: ["tabs": .tabBarController])
        let rows: [(event: SplitViewEvent, error: SimulationError, line: Int)] = [
            (.showDetail("old"), .controllerTree(.alreadyHasParent("old", parent: "archiveNav")), #line),
            (.show("sidebar"), .invalidValue(what: "'sidebar'", reason: "is the root of 'sidebarNav', the primary column's navigation controller, which cannot give up its root; show another controller"), #line),
            (.show("folder"), .invalidValue(what: "'folder'", reason: "is under 'mail' in 'sidebarNav'; SheetSim moves a controller from the primary's stack to the secondary only from its top: pop to it first"), #line),
            (.setViewController("tabs", for: .primary), .invalidValue(what: "the tab bar controller 'tabs'", reason: "cannot be the primary column: UIKit allows one in the secondary column only"), #line),
            (.setViewController("x", for: .supplementary), .invalidValue(what: "the supplementary column", reason: "does not exist in a doubleColumn split view controller"), #line),
            (.showDetail("split"), .controllerTree(.cycle("split")), #line),
            (.setViewController("sidebarNav", for: .secondary), .controllerTree(.alreadyHasParent("sidebarNav", parent: "split")), #line),
        ]
        for row in rows {
            var trial = split
            #expect(trial.handle(row.event, at: Self.t0, in: world) == SplitWorld.refused(row.error),
                    sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
            #expect(trial.columns == split.columns && trial.state == split.state)
        }
        _ = split.handle(.displayModeButtonTapped, at: Self.t0)
        #expect(split.handle(.setViewController("post", for: .secondary), at: Self.t0, in: world) ==
                SplitWorld.refused(.invalidValue(what: "'split'", reason: "changes its columns in SheetSim only while expanded and at rest")))
        // Collapsed, the expand waits for the delegate's display mode when the call comes.
        var expanding = Self.collapsed(Self.split())
        expanding.configuration.hasDelegate = true
        _ = expanding.handle(.environmentChanged(Self.regular), at: Self.t0)
        #expect(expanding.isCollapsed && expanding.topColumn == nil)
        #expect(expanding.handle(.showDetailAnswered("post", handled: false), at: Self.t0, in: SplitWorld.of(expanding, kinds: ["post": .viewController])) ==
                SplitWorld.refused(.invalidValue(what: "'split'", reason: "is in the middle of a collapse or expand")))
    }
}
