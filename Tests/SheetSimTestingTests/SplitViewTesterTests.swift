import SheetSim
import SheetSimTesting
import Testing

/// Split view controllers through ``TestSimulator`` and ``SheetObserver``: the actions, the
/// exhaustive assertion of a collapse, and the delegate's callbacks reaching the app's code.
@Suite struct SplitViewTesterTests {
    /// The sidebar app's split view: double column with a compact tab bar, on an iPad Pro 11 in landscape.
    static func sidebarApp(_ tester: TestSimulator) {
        tester.declare("tabs", .tabBarController(tabs: ["homeTab", "searchTab"]))
        tester.declare("split", .splitViewController(style: .doubleColumn,
                                                     columns: [.primary: "sidebar", .secondary: "home", .compact: "tabs"]))
        tester.setRootViewController("split")
    }

    @Test func aCollapseToTheCompactTabBarAssertedExhaustively() {
        let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft)
        Self.sidebarApp(tester)
        // The launch, up to its last callback.
        tester.exhaustivity = .off
        tester.receive("home.viewDidAppear(animated: false)")
        tester.exhaustivity = .on
        tester.setWindow(.slideOver)
        tester.receive(
            "scene.delegate.sceneWillResignActive",
            "split.willTransition(to: wC hR)",
            "sidebarNav.willTransition(to: wC hR)",
            "sidebar.willTransition(to: wC hR)",
            "homeNav.willTransition(to: wC hR)",
            "home.willTransition(to: wC hR)",
            "split.viewWillTransition(to: 375 x 786)",
            "sidebarNav.viewWillTransition(to: 375 x 786)",
            "sidebar.viewWillTransition(to: 375 x 786)",
            "homeNav.viewWillTransition(to: 375 x 786)",
            "home.viewWillTransition(to: 375 x 786)",
            "split.traitCollectionDidChange",
            "sidebarNav.traitCollectionDidChange",
            "sidebar.traitCollectionDidChange",
            "homeNav.traitCollectionDidChange",
            "home.traitCollectionDidChange",
            "split.delegate.splitViewControllerTopColumnForCollapsing(proposed: compact, returned: compact)",
            "split.delegate.splitViewControllerWillHide(column: primary)",
            "split.delegate.splitViewControllerWillHide(column: secondary)",
            "sidebarNav.viewWillDisappear(animated: false)",
            "sidebar.viewWillDisappear(animated: false)",
            "homeNav.viewWillDisappear(animated: false)",
            "home.viewWillDisappear(animated: false)",
            "tabs.viewWillAppear(animated: false)",
            "homeTab.viewWillAppear(animated: false)",
            "tabs.viewIsAppearing(animated: false)",
            "homeTab.viewIsAppearing(animated: false)",
            "sidebarNav.viewDidDisappear(animated: false)",
            "sidebar.viewDidDisappear(animated: false)",
            "homeNav.viewDidDisappear(animated: false)",
            "home.viewDidDisappear(animated: false)",
            "tabs.viewDidAppear(animated: false)",
            "homeTab.viewDidAppear(animated: false)",
            "split.delegate.splitViewControllerDidCollapse"
        )
        // The window's transition still runs; it ends with nothing more to assert: in Slide Over
        // the scene stays inactive.
        tester.runUntilIdle()
        tester.finish()
    }

    /// Records the split view delegate's calls and answers the top column.
    final class SplitDelegate: SheetObserver {
        var calls: [String] = []
        var topColumn: SplitViewColumn?

        func handle(_ event: UIKitEvent, in app: AppContext) {
            guard case .delegate = event.receiver.kind else { return }
            let split = event.receiver.controller
            switch event {
            case .callback(_, .splitViewControllerWillChangeTo(let mode)): calls.append("\(split) willChangeTo \(mode)")
            case .callback(_, .splitViewControllerWillShow(let column)): calls.append("\(split) willShow \(column)")
            case .callback(_, .splitViewControllerWillHide(let column)): calls.append("\(split) willHide \(column)")
            case .callback(_, .splitViewControllerDidCollapse): calls.append("\(split) didCollapse")
            case .callback(_, .splitViewControllerDidExpand): calls.append("\(split) didExpand")
            case .question(_, .splitViewControllerTopColumnForCollapsing(let proposed, _)):
                calls.append("\(split) topColumnForCollapsing \(proposed)")
                if let topColumn { app.answer(.splitViewControllerTopColumnForCollapsing(proposed: proposed, answer: topColumn)) }
            default:
                break
            }
        }
    }

    @Test func theDelegatesCallbacksReachTheObserverAndItsAnswerDecides() {
        let delegate = SplitDelegate()
        delegate.topColumn = .primary
        let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft, exhaustivity: .off, observer: delegate)
        tester.declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "sidebar", .secondary: "detail"]))
        tester.setRootViewController("split")
        tester.setWindow(.oneThird)
        tester.setWindow(.full)
        tester.tapDisplayModeButton()
        tester.runUntilIdle()
        #expect(delegate.calls == [
            "split topColumnForCollapsing secondary", "split willHide secondary", "split didCollapse",
            "split willShow secondary", "split didExpand",
            "split willChangeTo secondaryOnly", "split willHide primary",
        ])
        #expect(tester.simulator.machine(NavigationMachine.self, named: "sidebarNav")?.viewControllers == ["sidebar"])
        tester.receive("split.delegate.splitViewControllerTopColumnForCollapsing(proposed: secondary, returned: primary)")
        tester.finish()
    }

    /// The state-restoration gap of split view rules 7, closed by the app: at the collapse, its
    /// code selects the tab that matches the sidebar's selection (Apple's advice, DOC [S23]).
    @Test func theAppSelectsTheMatchingTabWhenItCollapses() {
        let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft, exhaustivity: .off)
        var hooks = tester.hooks
        hooks.onCallbackWithSimulator = { entry, _ in
            guard case .splitViewControllerTopColumnForCollapsing = entry.callback else { return [] }
            return [AppWork { try? $0.setSelectedIndex(1, of: "tabs") }]
        }
        tester.hooks = hooks
        Self.sidebarApp(tester)
        tester.showDetailViewController("search")
        tester.setWindow(.slideOver)
        tester.receive("searchTab.viewWillAppear(animated: false)", "split.delegate.splitViewControllerDidCollapse")
        #expect(tester.log.allSatisfy { LogText.untimed($0) != "homeTab.viewWillAppear(animated: false)" })
        tester.finish()
    }

    @Test func aRefusedActionFailsAtTheCallersLine() {
        let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft, exhaustivity: .off)
        tester.declare("split", .splitViewController(style: .unspecified, columns: [.primary: "master", .secondary: "detail"]))
        tester.setRootViewController("split")
        let reported = recording {
            tester.showColumn(.primary)
            return true
        }
        #expect(reported.messages.count == 1)
        #expect(reported.messages.first?.contains("show(_:) is column-style API; 'split' is classic and would ignore it") == true)
        tester.finish()
    }

    /// The inspector's divider dragged past its maximum, through the tester: the column takes its
    /// maximum width (the GUESS metric), read back as state.
    @Test func aDividerDraggedPastItsMaximumIsClamped() throws {
        let tester = TestSimulator(device: .iPadPro12_9, orientation: .landscapeLeft, os: .iOS26, exhaustivity: .off)
        tester.declare("split", .splitViewController(style: .doubleColumn,
                                                     columns: [.primary: "sidebar", .secondary: "detail", .inspector: "info"]))
        tester.setRootViewController("split")
        tester.showColumn(.inspector, in: "split")
        tester.runUntilIdle()
        tester.dragDivider(of: .inspector, to: 10_000, in: "split")
        tester.runUntilIdle()
        let width = try #require(StateProperty.named("inspectorColumnWidth"))
        #expect(try tester.simulator.read(width, of: "split").get() == .number(UIKitMetrics.uikit.splitViewInspectorMaximumColumnWidth))
    }
}
