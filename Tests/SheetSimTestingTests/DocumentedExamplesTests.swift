// Example: begin, shown in README.md, Sources/SheetSimTesting/SheetSimTesting.docc/TestingYourCode.md
import SheetSim
import SheetSimTesting
import Testing

@Test func cancelledSwipeCallsAppearanceAgainBeforeTheTransitionEnds() {
    let tester = TestSimulator(device: .iPhone14Pro)
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
    assertState(tester, "topY", equals: 398.56, tolerance: 0.01)
    tester.finish()
}
// Example: end

// Example: begin, shown in Sources/SheetSimTesting/SheetSimTesting.docc/TestingYourCode.md
/// The app's analytics: one "sheet_shown" event per presentation. viewDidAppear is the natural
/// place for it, but UIKit calls viewDidAppear again when a swipe-to-dismiss is cancelled.
final class SheetAnalytics: SheetObserver {
    private(set) var events: [String] = []
    private var isShown = false

    func handle(_ event: UIKitEvent, in app: AppContext) {
        switch event {
        case .callback(.viewController("sheet"), .viewDidAppear):
            guard !isShown else { return }
            isShown = true
            events.append("sheet_shown")
        case .callback(.viewController("sheet"), .viewDidDisappear):
            isShown = false
        default:
            break
        }
    }
}

@Test func analyticsFireOncePerPresentation() {
    let analytics = SheetAnalytics()
    let tester = TestSimulator(device: .iPhone14Pro, exhaustivity: .off, observer: analytics)
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

    assertCount(tester, of: .callback(.viewDidAppear, of: "sheet"), equals: 3)
    #expect(analytics.events == ["sheet_shown", "sheet_shown"])
}
// Example: end

// Example: begin, shown in Sources/SheetSimTesting/SheetSimTesting.docc/TestingYourCode.md
/// A compose sheet with a draft: a swipe is refused while there are unsaved changes, and the
/// attempt asks "Discard changes?". Here the user discards, and the app dismisses the sheet.
final class ComposeFlow: SheetObserver {
    var hasUnsavedChanges = true
    private(set) var detentsAtAppear: [DetentIdentifier?] = []
    private(set) var discardPrompts = 0

    func handle(_ event: UIKitEvent, in app: AppContext) {
        switch event {
        case .callback(.viewController("compose"), .viewDidAppear):
            detentsAtAppear.append(app.state?.restingDetentIdentifier)
        case .question(.delegate(of: "compose"), .presentationControllerShouldDismiss):
            app.answer(!hasUnsavedChanges)
        case .callback(.delegate(of: "compose"), .presentationControllerDidAttemptToDismiss):
            discardPrompts += 1
            hasUnsavedChanges = false  // the user taps "Discard"
            app.dismiss()
        default:
            break
        }
    }
}

@Test func discardingADraftDismissesAtTheAttempt() {
    let flow = ComposeFlow()
    let tester = TestSimulator(device: .iPhone14Pro, observer: flow)
    var configuration = SheetConfiguration(detents: [.medium(), .large()])
    configuration.prefersGrabberVisible = true

    tester.present("compose", configuration: configuration)
    tester.runUntilIdle()
    tester.receive(
        .callback(.viewWillAppear, of: "compose"),
        .callback(.presentationTransitionWillBegin, of: "compose"),
        .callback(.viewIsAppearing, of: "compose"),
        .callback(.presentationTransitionDidEnd, of: "compose"),
        .callback(.viewDidAppear, of: "compose")
    )

    tester.drag(.grabber, to: .large, duration: .milliseconds(300))
    tester.runUntilIdle()
    tester.receive("compose.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)")
    assertState(tester, "restingDetentIdentifier", equals: "large")

    // A fast swipe down: refused, the app is told of the attempt and dismisses from there.
    tester.drag(.grabber, by: 500, velocity: 2_000)
    tester.runUntilIdle()
    tester.receive(
        "compose.delegate.presentationControllerShouldDismiss(returned: false)",
        "compose.delegate.presentationControllerDidAttemptToDismiss",
        "compose.viewWillDisappear(animated: true)",
        "compose.presentationController.dismissalTransitionWillBegin",
        "compose.presentationController.dismissalTransitionDidEnd(completed: true)",
        "compose.viewDidDisappear(animated: true)"
    )
    assertNever(tester, contains: .delegate(of: "compose", .presentationControllerDidDismiss))
    #expect(flow.discardPrompts == 1)
    #expect(flow.detentsAtAppear == [.medium])
    tester.finish()
}
// Example: end

// Example: begin, shown in Sources/SheetSimTesting/SheetSimTesting.docc/TestingYourCode.md, Sources/SheetSim/SheetSim.docc/SplitViewControllers.md
/// The app's split view delegate: the sidebar, not the detail, stays on top when it collapses.
final class SidebarFirst: SheetObserver {
    private(set) var collapses = 0

    func handle(_ event: UIKitEvent, in app: AppContext) {
        switch event {
        case .question(.delegate(of: "split"), .splitViewControllerTopColumnForCollapsing(let proposed, _)):
            app.answer(.splitViewControllerTopColumnForCollapsing(proposed: proposed, answer: .primary))
        case .callback(.delegate(of: "split"), .splitViewControllerDidCollapse):
            collapses += 1
        default:
            break
        }
    }
}

@Test func theSidebarStaysOnTopInSlideOver() {
    let delegate = SidebarFirst()
    let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft, exhaustivity: .off, observer: delegate)
    tester.declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "sidebar", .secondary: "detail"]))
    tester.setRootViewController("split")

    tester.setWindow(.slideOver)
    tester.receive(
        "split.delegate.splitViewControllerTopColumnForCollapsing(proposed: secondary, returned: primary)",
        "split.delegate.splitViewControllerWillHide(column: secondary)",
        "split.delegate.splitViewControllerDidCollapse"
    )
    #expect(delegate.collapses == 1)
    #expect(tester.simulator.machine(SplitViewMachine.self, named: "split")?.topColumn == .primary)
    tester.finish()
}
// Example: end

// The documents named above show these examples verbatim, so every Swift example they show
// compiles and passes as a test.
import Foundation

@Suite struct DocumentedExamplesTests {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    static let beginMarker = "// Example: begin, shown in "
    static let endMarker = "// Example: end"

    /// The code between each pair of marker lines in `source`, with the documents its begin line
    /// names.
    static func examples(in source: String) -> [(code: String, documents: [String])] {
        var examples: [(code: String, documents: [String])] = []
        var current: (lines: [String], documents: [String])?
        for line in source.components(separatedBy: "\n") {
            if line.hasPrefix(beginMarker) {
                current = ([], line.dropFirst(beginMarker.count).components(separatedBy: ", "))
            } else if line == endMarker, let open = current {
                examples.append((open.lines.joined(separator: "\n") + "\n", open.documents))
                current = nil
            } else {
                current?.lines.append(line)
            }
        }
        return examples
    }

    static var thisFile: String {
        get throws { try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8) }
    }

    @Test func theDocumentsShowTheseExamplesVerbatim() throws {
        let examples = Self.examples(in: try Self.thisFile)
        #expect(examples.count == 4)
        for (code, documents) in examples {
            #expect(!documents.isEmpty)
            for document in documents {
                let text = try Self.read(document)
                #expect(text.contains("```swift\n" + code + "```\n"), "\(document) lacks, verbatim:\n\(code)")
            }
        }
    }

    /// The testing guide shows every example, and README's worked example is one of them.
    @Test func theGuideShowsEveryExampleAndReadmeShowsOne() throws {
        let examples = Self.examples(in: try Self.thisFile)
        let guide = "Sources/SheetSimTesting/SheetSimTesting.docc/TestingYourCode.md"
        #expect(examples.allSatisfy { $0.documents.contains(guide) })
        #expect(examples.contains { $0.documents.contains("README.md") })
        // README's Swift blocks are all examples of this file: none goes unchecked.
        let readme = try Self.read("README.md")
        let shown = readme.components(separatedBy: "```swift\n").count - 1
        #expect(shown == examples.filter { $0.documents.contains("README.md") }.count)
    }

    /// The failure message the guide shows is what a tester reports when a presentation's first
    /// two callbacks are asserted the wrong way round.
    @Test func theGuidesFailureMessageIsReal() throws {
        let guide = try Self.read("Sources/SheetSimTesting/SheetSimTesting.docc/TestingYourCode.md")
        let reported = failures {
            let tester = TestSimulator(device: .iPhone14Pro, exhaustivity: .on)
            tester.present("sheet", configuration: mediumLarge)
            tester.receive("sheet.presentationController.presentationTransitionWillBegin", "sheet.viewWillAppear(animated: true)")
            tester.skipReceivedCallbacks(strict: false)
            tester.runUntilIdle()
            tester.skipReceivedCallbacks()
            tester.finish()
        }
        #expect(reported.count == 1)
        let message = try #require(reported.first).message
        #expect(guide.contains("```\n" + message + "\n```\n"), "the guide does not show, verbatim:\n\(message)")
    }

    /// The guide's lines for depending on SheetSim name this package and its testing product.
    @Test func theGuidesDependencyLinesNameThisPackage() throws {
        let guide = try Self.read("Sources/SheetSimTesting/SheetSimTesting.docc/TestingYourCode.md")
        let manifest = try Self.read("Package.swift")
        #expect(manifest.contains("name: \"SheetSim\","))
        #expect(manifest.contains(".library(name: \"SheetSimTesting\", targets: [\"SheetSimTesting\"])"))
        #expect(guide.contains(".product(name: \"SheetSimTesting\", package: \"SheetSim\")"))
        #expect(guide.contains(".package(path: \"../SheetSim\")"))
        let platforms = try #require(manifest.split(separator: "\n").first { $0.contains("platforms:") })
        #expect(guide.contains(platforms.trimmingCharacters(in: .whitespaces)), "the guide should show \(platforms)")
    }
}
