import Foundation
import SheetSim
import SheetSimTesting
import Testing

// The examples of the DocC article "The app's controllers and window"
// (Sources/SheetSimTesting/SheetSimTesting.docc/ControllersAndWindows.md), word for word between
// the markers, so the article's code compiles and its callbacks are the simulator's.

@Suite struct ControllerExamplesTests {
    @Test func navigationController() {
        let reported = failures {
            // Article: navigation
            let tester = TestSimulator()
            tester.declare("nav", .navigationController(root: "inbox"))
            tester.setRootViewController("nav")
            tester.skipReceivedCallbacks()   // the launch's appearance callbacks

            tester.push("detail")
            tester.runUntilIdle()
            tester.receive(
                "detail.willMove(toParent: nav)",
                "inbox.viewWillDisappear(animated: true)",
                "detail.viewWillAppear(animated: true)",
                "nav.delegate.navigationControllerWillShow(detail, animated: true)",
                "detail.viewIsAppearing(animated: true)",
                "inbox.viewDidDisappear(animated: true)",
                "detail.viewDidAppear(animated: true)",
                "detail.didMove(toParent: nav)",
                "nav.delegate.navigationControllerDidShow(detail, animated: true)"
            )
            tester.finish()
            // Article: end
        }
        #expect(reported.isEmpty, "\(reported)")
    }

    @Test func tabBarControllerOfUITabs() {
        let reported = failures {
            // Article: tab bar of UITabs
            let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS18)
            var tabs = TabBarConfiguration()
            tabs.uiTabs = [.tab("inbox"), .group("library", children: ["albums", "artists"])]
            tester.declare("tabs", .tabBarController(tabs: tabs.uiTabs!.leaves, configuration: tabs))
            tester.setRootViewController("tabs")
            tester.skipReceivedCallbacks()

            tester.tapTab("artists")   // a row of the sidebar
            tester.receive(
                "tabs.delegate.tabBarControllerShouldSelectTab(artists, returned: true)",
                "inbox.viewWillDisappear(animated: false)",
                "artists.viewWillAppear(animated: false)",
                "artists.viewIsAppearing(animated: false)",
                "inbox.viewDidDisappear(animated: false)",
                "artists.viewDidAppear(animated: false)",
                "tabs.delegate.tabBarControllerDidSelectTab(artists, previousTab: inbox)"
            )
            tester.setSidebarHidden(true)
            tester.receive("tabs.delegate.tabBarControllerSidebarVisibilityWillChange(isHidden: true)")
            tester.finish()
            // Article: end
        }
        #expect(reported.isEmpty, "\(reported)")
    }

    @Test func tabBarController() {
        let reported = failures {
            // Article: tab bar
            let tester = TestSimulator()
            tester.declare("tabs", .tabBarController(tabs: ["inbox", "search"]))
            tester.setRootViewController("tabs")
            tester.skipReceivedCallbacks()

            tester.tapTab("search")
            tester.receive(
                "tabs.delegate.tabBarControllerShouldSelect(search, returned: true)",
                "inbox.viewWillDisappear(animated: false)",
                "search.viewWillAppear(animated: false)",
                "search.viewIsAppearing(animated: false)",
                "inbox.viewDidDisappear(animated: false)",
                "search.viewDidAppear(animated: false)",
                "tabs.delegate.tabBarControllerDidSelect(search)"
            )
            tester.finish()
            // Article: end
        }
        #expect(reported.isEmpty, "\(reported)")
    }

    @Test func splitViewController() {
        let reported = failures {
            // Article: split view
            let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft)
            tester.declare("split", .splitViewController(style: .doubleColumn,
                                                         columns: [.primary: "list", .secondary: "detail"]))
            tester.setRootViewController("split")
            tester.skipReceivedCallbacks()

            tester.hideColumn(.primary)
            tester.runUntilIdle()
            tester.receive(
                "split.delegate.splitViewControllerWillChangeTo(displayMode: secondaryOnly)",
                "listNav.viewWillDisappear(animated: true)",
                "list.viewWillDisappear(animated: true)",
                "listNav.viewDidDisappear(animated: true)",
                "list.viewDidDisappear(animated: true)"
            )
            tester.finish()
            // Article: end
        }
        #expect(reported.isEmpty, "\(reported)")
    }

    @Test func window() {
        let reported = failures {
            // Article: window
            let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft, exhaustivity: .off)
            tester.declare("split", .splitViewController(style: .doubleColumn,
                                                         columns: [.primary: "list", .secondary: "detail"]))
            tester.setRootViewController("split")

            tester.setWindow(.oneThird)     // a third of the screen: a compact width, so it collapses
            tester.runUntilIdle()
            tester.receive(
                "split.willTransition(to: wC hR)",
                "split.viewWillTransition(to: 375 x 834)",
                "split.traitCollectionDidChange",
                "split.delegate.splitViewControllerDidCollapse"
            )
            tester.finish()
            // Article: end
        }
        #expect(reported.isEmpty, "\(reported)")
    }

    /// Each example in the article is this file's, between its markers, line for line.
    @Test func theArticleShowsTheseExamples() throws {
        let here = #filePath
        let root = String(here[..<here.range(of: "/Tests/")!.lowerBound])
        let article = try String(contentsOf: URL(fileURLWithPath: root + "/Sources/SheetSimTesting/SheetSimTesting.docc/ControllersAndWindows.md"),
                                 encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: here), encoding: .utf8)
        for name in ["navigation", "tab bar", "split view", "window"] {
            let start = "// Article: " + name + "\n"
            guard let from = source.range(of: start) else { Issue.record("no example \(name)"); continue }
            let rest = source[from.upperBound...]
            let body = rest[..<rest.range(of: "// Article: end")!.lowerBound]
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                .map { $0.count >= 12 ? String($0.dropFirst(12)) : String($0.drop { $0 == " " }) }
            let example = "```swift\n" + lines.joined(separator: "\n") + "\n```"
            #expect(article.contains(example), "the article's \(name) example differs from the test's:\n\(example)")
        }
    }
}
