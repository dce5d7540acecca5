// README: begin
import SheetSim
import SheetSimTesting
import Testing

/// The app's analytics: one "sheet_shown" event per presentation. viewDidAppear is the natural
/// place for it, but UIKit calls viewDidAppear again when a swipe-to-dismiss is cancelled.
final class SheetAnalytics: SheetObserver {
    private(set) var events: [String] = []
    private var isShown = false

    func viewDidAppear(controller: String, animated: Bool) {
        guard controller == "sheet", !isShown else { return }
        isShown = true
        events.append("sheet_shown")
    }

    func viewDidDisappear(controller: String, animated: Bool) {
        if controller == "sheet" { isShown = false }
    }
}

@Test func analyticsFireOncePerPresentation() {
    let analytics = SheetAnalytics()
    let tester = SheetTester(device: .iPhone14Pro, exhaustivity: .off, observer: analytics)
    var configuration = SheetConfiguration(detents: [.medium(), .large()])
    configuration.prefersGrabberVisible = true

    tester.present("sheet", configuration: configuration)
    tester.runUntilIdle()
    // Drag the grabber 120pt down and let go: the dismissal begins, then cancels.
    tester.drag(.grabber, by: 120, duration: .milliseconds(600))
    tester.runUntilIdle()
    tester.dismiss()
    tester.runUntilIdle()
    tester.present("sheet", configuration: configuration)
    tester.runUntilIdle()

    assertCount(tester.log, of: "sheet.viewDidAppear", equals: 3)
    #expect(analytics.events == ["sheet_shown", "sheet_shown"])
}
// README: end

// README: begin
@Test func cancelledSwipeCallsAppearanceAgainBeforeTheTransitionEnds() {
    let tester = SheetTester(device: .iPhone14Pro)
    var configuration = SheetConfiguration(detents: [.medium(), .large()])
    configuration.prefersGrabberVisible = true

    tester.present("sheet", configuration: configuration)
    tester.runUntilIdle()
    tester.receive(
        "sheet.viewWillAppear(animated: true)",
        "sheet.presentationController.presentationTransitionWillBegin",
        "sheet.viewIsAppearing(animated: true)",
        "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
        "sheet.viewDidAppear(animated: true)"
    )

    tester.drag(.grabber, by: 120, duration: .milliseconds(600))
    tester.receive(
        "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
        "sheet.delegate.presentationControllerWillDismiss",
        "sheet.viewWillDisappear(animated: true)",
        "sheet.presentationController.dismissalTransitionWillBegin"
    )

    tester.runUntilIdle()
    tester.receive(
        "sheet.viewWillAppear(animated: true)",
        "sheet.viewIsAppearing(animated: true)",
        "sheet.viewDidAppear(animated: true)",
        "sheet.presentationController.dismissalTransitionDidEnd(completed: false)"
    )
    assertState(tester, \.topY, equals: 398.56, tolerance: 0.01)
    tester.finish()
}
// README: end

// README: begin
/// The app's split view delegate: the sidebar, not the detail, stays on top when it collapses.
final class SidebarFirst: SheetObserver {
    private(set) var collapses = 0

    func splitViewController(_ split: String, topColumnForCollapsingToProposedTopColumn proposed: SplitViewColumn) -> SplitViewColumn {
        .primary
    }

    func splitViewControllerDidCollapse(_ split: String) { collapses += 1 }
}

@Test func theSidebarStaysOnTopInSlideOver() {
    let delegate = SidebarFirst()
    let tester = SheetTester(device: .iPadPro11, orientation: .landscapeLeft, exhaustivity: .off, observer: delegate)
    tester.declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "sidebar", .secondary: "detail"]))
    tester.setRootViewController("split")

    tester.setWindow(.slideOver)
    tester.receive(
        "split.delegate.splitViewControllerTopColumnForCollapsing(proposed: secondary, returned: primary)",
        "split.delegate.splitViewControllerWillHide(column: secondary)",
        "split.delegate.splitViewControllerDidCollapse"
    )
    #expect(delegate.collapses == 1)
    #expect(tester.simulator.tree.splitView("split")?.topColumn == .primary)
    tester.finish()
}
// README: end

// The README shows the examples above; this checks it shows them verbatim, so they compile.
import Foundation

@Suite struct ReadmeExamplesTests {
    /// The code between each pair of marker lines in this file.
    static func examples(in source: String) -> [String] {
        var examples: [String] = []
        var current: [String]?
        for line in source.components(separatedBy: "\n") {
            if line == "// README: begin" {
                current = []
            } else if line == "// README: end", let lines = current {
                examples.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return examples
    }

    @Test func readmeShowsTheseExamplesVerbatim() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = Self.examples(in: try String(contentsOf: thisFile, encoding: .utf8))
        #expect(examples.count == 3)
        for example in examples {
            #expect(readme.contains("```swift\n" + example + "```\n"), "README.md lacks, verbatim:\n\(example)")
        }
    }
}
