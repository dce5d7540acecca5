import Testing
@testable import SheetSim

/// Split view controllers in the engine: the tree, traits, the transition order, the OS profiles,
/// the delegate hooks and the errors a developer meets.
@Suite struct SplitViewSimulationTests {
    /// A launched double-column split view controller (`sidebar`, `detail`) on an iPad.
    static func launched(_ style: SplitViewStyle = .doubleColumn, device: Device = .iPadPro11, orientation: Orientation = .landscapeLeft,
                         window: AppWindow = .full, os: OSProfile = .iOS17, options: BehaviorOptions = .reference,
                         columns: [SplitViewColumn: String] = [.primary: "sidebar", .secondary: "detail"],
                         configuration: SplitViewConfiguration = SplitViewConfiguration(),
                         hooks: SimulatorHooks = SimulatorHooks()) throws -> Simulator {
        var sim = Simulator(environment: ScreenEnvironment(device: device, orientation: orientation, window: window), os: os, options: options)
        sim.hooks = hooks
        try sim.declare("split", .splitViewController(style: style, columns: columns, configuration: configuration))
        try sim.setRootViewController("split")
        sim.runUntilIdle()
        return sim
    }

    // MARK: The tree

    @Test func columnStyleWrapsPlainColumnsInNavigationControllersWithoutDelegates() throws {
        let sim = try Self.launched()
        #expect(sim.tree.kind(of: "sidebarNav") == .navigationController)
        #expect(sim.machine(NavigationMachine.self, named: "detailNav")?.viewControllers == ["detail"])
        #expect(sim.machine(NavigationMachine.self, named: "detailNav")?.configuration.hasDelegate == false)
        #expect(sim.tree.children(of: "split") == ["sidebarNav", "detailNav"])
        #expect(sim.machine(SplitViewMachine.self, named: "split")?.viewController(for: .primary) == "sidebar")
        #expect(sim.tree.parent(of: "detail") == "detailNav")
    }

    @Test func aNavigationControllerColumnIsUsedAsItIsAndTheCompactColumnIsNeverWrapped() throws {
        var sim = Simulator(device: .iPadPro11)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "nav", .secondary: "detail", .compact: "tabs"]))
        #expect(sim.tree.children(of: "split") == ["nav", "detailNav", "tabs"])
        #expect(!sim.tree.contains("tabsNav"))
    }

    @Test(arguments: [
        ([SplitViewColumn.primary: "tabs", .secondary: "detail"], "cannot be the primary column"),
        ([.primary: "sidebar", .secondary: "sidebar"], "must be different controllers"),
        ([.primary: "sidebar", .supplementary: "list"], "does not exist in a doubleColumn"),
    ])
    func badColumnsAreRefusedWithAReason(columns: [SplitViewColumn: String], reason: String) throws {
        var sim = Simulator(device: .iPadPro11)
        try sim.declare("tabs", .tabBarController(tabs: ["a", "b"]))
        #expect {
            try sim.declare("split", .splitViewController(style: .doubleColumn, columns: columns))
        } throws: { error in
            "\(error)".contains(reason)
        }
        #expect(!sim.tree.contains("split"))
    }

    @Test func aNameTakenByAWrapperIsRefused() throws {
        var sim = Simulator(device: .iPadPro11)
        try sim.declare("sidebarNav", .viewController)
        #expect {
            try sim.declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "sidebar"]))
        } throws: { error in
            "\(error)".contains("'sidebarNav' is already declared")
        }
    }

    // MARK: Traits and the transition order

    @Test func theClassicPrimaryIsAlwaysCompactAndHearsNoWidthChange() throws {
        var sim = try Self.launched(.unspecified, columns: [.primary: "master", .secondary: "detail"])
        #expect(sim.traitCollection(of: "master").horizontalSizeClass == .compact)
        #expect(sim.traitCollection(of: "detail").horizontalSizeClass == .regular)
        let start = sim.log.count
        try sim.setWindow(.oneThird)
        let lines = sim.untimed(from: start)
        #expect(lines.contains("detail.willTransition(to: wC hR)"))
        #expect(!lines.contains { $0.hasPrefix("master.willTransition") || $0.hasPrefix("master.traitCollectionDidChange") })
    }

    @Test func isCollapsedIsStillFalseInsideWillTransitionAndTrueAtDidCollapse() throws {
        var seen: [String] = []
        var hooks = SimulatorHooks()
        hooks.onCallbackWithSimulator = { entry, sim in
            if entry.callback.name == "willTransition" || entry.callback.name == "splitViewControllerDidCollapse"
                || entry.callback.name == "splitViewControllerWillHide" {
                seen.append("\(entry.receiver).\(entry.callback.name): \(sim.machine(SplitViewMachine.self, named: "split")!.isCollapsed)")
            }
            return []
        }
        var sim = try Self.launched(hooks: hooks)
        try sim.setWindow(.oneThird)
        #expect(seen == [
            "split.willTransition: false", "sidebarNav.willTransition: false", "sidebar.willTransition: false",
            "detailNav.willTransition: false", "detail.willTransition: false",
            "split.delegate.splitViewControllerWillHide: false",
            "split.delegate.splitViewControllerDidCollapse: true",
        ])
    }

    @Test func theDelegateHooksAnswerTheQuestions() throws {
        var hooks = SimulatorHooks()
        hooks.splitViewTopColumnForCollapsing = { split, proposed in
            #expect(split == "split" && proposed == .secondary)
            return .primary
        }
        hooks.splitViewDisplayModeForExpanding = { _, _ in .secondaryOnly }
        var sim = try Self.launched(hooks: hooks)
        try sim.setWindow(.oneThird)
        #expect(sim.machine(SplitViewMachine.self, named: "split")?.topColumn == .primary)
        try sim.setWindow(.full)
        #expect(sim.machine(SplitViewMachine.self, named: "split")?.displayMode == .secondaryOnly)
        #expect(sim.untimed().contains("split.delegate.splitViewControllerDisplayModeForExpanding(proposed: oneBesideSecondary, returned: secondaryOnly)"))
    }

    @Test func aSplitViewInAnUnselectedTabCollapsesQuietly() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft)
        try sim.declare("tabs", .tabBarController(tabs: ["home", "split"]))
        try sim.declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "sidebar", .secondary: "detail"]))
        try sim.setRootViewController("tabs")
        let start = sim.log.count
        try sim.setWindow(.oneThird)
        let lines = sim.untimed(from: start)
        #expect(sim.machine(SplitViewMachine.self, named: "split")?.isCollapsed == true)
        #expect(lines.contains("split.delegate.splitViewControllerDidCollapse"))
        #expect(!lines.contains { $0.contains("viewWillDisappear") || $0.contains("viewDidDisappear") })
    }

    // MARK: OS profiles

    @Test(arguments: [OSProfile.iOS12, .iOS13, .iOS14])
    func profilesBeforeIOS15RefuseSheets(os: OSProfile) throws {
        var sim = Simulator(device: .iPadPro11, os: os)
        #expect {
            try sim.present("sheet")
        } throws: { error in
            "\(error)" == "presenting 'sheet' needs iOS 15 or later (UISheetPresentationController); this simulation runs \(os), which SheetSim models for split view controllers only"
        }
        #expect(sim.stack.isEmpty)
    }

    @Test func columnStyleNeedsIOS14() throws {
        var sim = Simulator(device: .iPadPro11, os: .iOS13)
        #expect(throws: SimulationError.invalidValue(what: "a tripleColumn split view controller",
                                                     reason: "needs iOS 14 or later (init(style:)); this simulation runs iOS 13: declare it classic")) {
            try sim.declare("split", .splitViewController(style: .tripleColumn))
        }
        var newer = Simulator(device: .iPadPro11, os: .iOS14)
        try newer.declare("split", .splitViewController(style: .tripleColumn))
    }

    @Test func theBuiltInProfilesSayWhichQuirksTheyHave() {
        let rows: [(OSProfile, columnStyle: Bool, leak: Bool, exception: Bool, sheets: Bool, line: Int)] = [
            (.iOS12, false, true, true, false, #line), (.iOS13, false, true, false, false, #line),
            (.iOS14, true, false, false, false, #line), (.iOS15, true, false, false, true, #line),
            (.iOS17, true, false, false, true, #line),
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(row.0.supportsColumnStyleSplitView == row.columnStyle, sourceLocation: location)
            #expect(row.0.splitViewSecondaryNavigationItemLeaks == row.leak, sourceLocation: location)
            #expect(row.0.splitViewHierarchyInconsistencyOnRotationPop == row.exception, sourceLocation: location)
            #expect(row.0.supportsSheetPresentation == row.sheets, sourceLocation: location)
        }
        #expect(OSProfile.version(12) == .iOS12 && OSProfile.version(11) == nil)
        #expect(OSProfile.builtIn.allSatisfy { $0.supportsSheetPresentation })
    }

    // MARK: Errors a developer meets

    @Test func aHiddenButtonCannotBeTapped() throws {
        var configuration = SplitViewConfiguration()
        configuration.presentsWithGesture = false
        var sim = try Self.launched(configuration: configuration)
        #expect {
            try sim.tapDisplayModeButton()
        } throws: { error in
            "\(error)" == "the display-mode button of 'split' is not shown now (presentsWithGesture is false and displayModeButtonVisibility is automatic)"
        }
        #expect {
            try sim.dragSidebar(by: 200, duration: .milliseconds(300))
        } throws: { error in
            "\(error)".contains("presentsWithGesture is false")
        }
    }

    @Test func pushingOntoAStackTheCollapseEmptiedSaysWhereToPush() throws {
        var sim = try Self.launched()
        try sim.setWindow(.oneThird)
        #expect(sim.machine(NavigationMachine.self, named: "detailNav")?.viewControllers == [])
        #expect {
            try sim.push("post", onto: "detailNav")
        } throws: { error in
            "\(error)" == "'detailNav' holds no view controllers now: its split view controller collapsed its stack into sidebarNav; push there"
        }
    }

    @Test func showAndHideAreColumnStyleAPI() throws {
        var sim = try Self.launched(.unspecified, columns: [.primary: "master", .secondary: "detail"])
        #expect {
            try sim.showColumn(.primary)
        } throws: { error in
            "\(error)" == "show(_:) is column-style API; 'split' is classic and would ignore it"
        }
        var column = try Self.launched()
        #expect {
            try column.hideColumn(.compact)
        } throws: { error in
            "\(error)".hasPrefix("hide(.compact) is not accepted")
        }
    }

    // MARK: showDetailViewController and show (split view rules 2.2)

    /// `showDetail` of the controller it would replace does nothing: the secondary column's
    /// controller, or the navigation controller wrapping it.
    @Test(arguments: [(SplitViewStyle.unspecified, "detail"), (.doubleColumn, "detail"), (.doubleColumn, "detailNav")])
    func showDetailOfTheSecondaryDoesNothing(style: SplitViewStyle, controller: String) throws {
        var sim = try Self.launched(style, columns: [.primary: "master", .secondary: "detail"])
        let machine = sim.machine(SplitViewMachine.self, named: "split")
        let logged = sim.log.count
        try sim.showDetailViewController(controller)
        sim.runUntilIdle()
        #expect(sim.machine(SplitViewMachine.self, named: "split")?.columns == machine?.columns)
        #expect(sim.log.dropFirst(logged).map(\.callback) == [.splitViewControllerShowDetail(controller, answer: false)])
    }

    /// A `showDetail` or `show` the route refuses (here: during a display-mode animation) leaves the
    /// simulator as it was: no delegate question logged, no controller declared.
    @Test(arguments: [true, false])
    func aRefusedShowChangesNothing(detail: Bool) throws {
        var sim = try Self.launched(.tripleColumn, columns: [.primary: "sidebar", .supplementary: "list", .secondary: "detail"])
        try sim.tapDisplayModeButton()
        let logged = sim.log.count
        #expect(throws: SimulationError.self) {
            if detail { try sim.showDetailViewController("post") } else { try sim.show("post") }
        }
        #expect(sim.log.count == logged)
        #expect(!sim.tree.contains("post"))
    }

    /// `show` of a controller already in the primary column makes it the secondary: a navigation
    /// controller's children are its stack.
    @Test func showOfAControllerInThePrimaryStackMakesItTheSecondary() throws {
        var sim = Simulator(environment: ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft, window: .full), os: .iOS17)
        try sim.declare("nav", .navigationController(root: "master"))
        try sim.declare("split", .splitViewController(style: .unspecified, columns: [.primary: "nav", .secondary: "detail"]))
        try sim.setRootViewController("split")
        sim.runUntilIdle()
        try sim.push("item", onto: "nav", animated: false)
        sim.runUntilIdle()
        try sim.show("item")
        sim.runUntilIdle()
        #expect(sim.machine(NavigationMachine.self, named: "nav")?.viewControllers == ["master"])
        #expect(sim.machine(SplitViewMachine.self, named: "split")?.viewControllers == ["nav", "item"])
        #expect(sim.tree.parent(of: "item") == "split")
        #expect(sim.tree.parent(of: "detail") == nil)
        // The root stays: a navigation controller cannot give it up.
        #expect {
            try sim.show("master")
        } throws: { error in
            "\(error)".contains("is the root of 'nav'")
        }
    }

    @Test func columnStyleShowOfThePrimarysTopJoinsTheSecondaryStack() throws {
        var sim = try Self.launched()
        try sim.show("settings")
        sim.runUntilIdle()
        try sim.push("about", onto: "sidebarNav", animated: false)
        sim.runUntilIdle()
        #expect {
            try sim.show("settings")
        } throws: { error in
            "\(error)".contains("is under 'about' in 'sidebarNav'")
        }
        try sim.show("about")
        sim.runUntilIdle()
        #expect(sim.machine(NavigationMachine.self, named: "sidebarNav")?.viewControllers == ["sidebar", "settings"])
        #expect(sim.machine(NavigationMachine.self, named: "detailNav")?.viewControllers == ["detail", "about"])
        #expect(sim.isOnScreen("about"))
    }

    // MARK: State

    @Test func viewControllersFollowsTheOptionForWrappers() throws {
        var options = BehaviorOptions.reference
        #expect(try Self.launched(options: options).machine(SplitViewMachine.self, named: "split")?.viewControllers == ["sidebarNav", "detailNav"])
        options.splitViewViewControllersReportsWrappers = false
        #expect(try Self.launched(options: options).machine(SplitViewMachine.self, named: "split")?.viewControllers == ["sidebar", "detail"])
    }

    /// A column a collapse does not show is off screen, and a property of its view says so (split
    /// view rules 4.4, 7) rather than that there is no such controller.
    @Test func aColumnOffScreenWhileCollapsedSaysSo() throws {
        var configuration = SplitViewConfiguration()
        configuration.topColumnForCollapsing = .primary
        var sim = try Self.launched(.tripleColumn, device: .iPadPro12_9,
                                    columns: [.primary: "sidebar", .supplementary: "list", .secondary: "detail"], configuration: configuration)
        let width = StateProperty.named("view.frame.width")!
        #expect(try sim.read(width, of: "list").get() == .number(320))
        try sim.setWindow(.oneThird)
        for (name, column) in [("list", "supplementary"), ("listNav", "supplementary"), ("detail", "secondary")] {
            let expected = "view.frame.width cannot be read: '\(name)' is off screen (its column, the \(column), is not shown while 'split' is collapsed)"
            #expect(throws: (any Error).self) { try sim.read(width, of: name).get() }
            #expect((try? sim.read(width, of: name).get()) == nil)
            if case .failure(let error) = sim.read(width, of: name) { #expect("\(error)" == expected) }
        }
        #expect(try sim.read(width, of: "sidebar").get() == .number(375))
    }

    @Test func stateReadsTheSplitViewProperties() throws {
        let sim = try Self.launched()
        func read(_ name: String) -> StateValue? { try? sim.read(StateProperty.named(name)!, of: "split").get() }
        #expect(read("isCollapsed") == .bool(false))
        #expect(read("displayMode") == .word("oneBesideSecondary"))
        #expect(read("splitBehavior") == .word("tile"))
        #expect(read("topColumn") == .word("nil"))
        #expect(read("viewControllers") == .word("sidebarNav, detailNav"))
        #expect(read("primaryColumnWidth") == .number(320))
        #expect(read("style") == .word("doubleColumn"))
        // Without a name: the split view controller on screen.
        #expect((try? sim.read(StateProperty.named("displayMode")!).get()) == .word("oneBesideSecondary"))
    }
}
