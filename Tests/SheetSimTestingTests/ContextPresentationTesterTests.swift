import SheetSim
import SheetSimTesting
import Testing

/// Context presentations and bar button items from a test: the presentation-context setters,
/// the reads, and patterns on the context's appearance callbacks (SheetRules 10).
@Suite struct ContextPresentationTesterTests {
    static func configuration(_ style: ModalPresentationStyle) -> SheetConfiguration {
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = style
        return configuration
    }

    static func tester() -> TestSimulator {
        let tester = TestSimulator(Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17), exhaustivity: .off)
        tester.declare("tabs", .tabBarController(tabs: ["home", "search"]))
        tester.setRootViewController("tabs")
        tester.runUntilIdle()
        return tester
    }

    @Test func aCurrentContextPresentationInATabRemovesTheTab() {
        let reported = failures {
            let tester = Self.tester()
            tester.setDefinesPresentationContext(true, of: "home")
            tester.setProvidesPresentationContextTransitionStyle(true, of: "home")
            tester.setModalTransitionStyle(.crossDissolve, of: "home")
            #expect(tester.presentationContext(from: "home") == "home")
            tester.present("detail", configuration: Self.configuration(.currentContext), from: "home")
            tester.runUntilIdle()
            tester.receive(
                .viewController("home", .viewWillDisappear),
                .viewController("detail", .viewDidAppear),
                .viewController("home", .viewDidDisappear)
            )
            #expect(tester.contextPresentation(named: "detail")?.contextName == "home")
            #expect(tester.contextPresentation(named: "detail")?.transitionStyle == .crossDissolve)
            assertState(tester, "isOnScreen", equals: false, of: "home")
            assertState(tester, "presentationContext", equals: "home", of: "detail")
            tester.dismiss()
            tester.runUntilIdle()
            tester.receive(.viewController("home", .viewDidAppear))
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
    }

    /// The patterns can fail: overCurrentContext gives the tab no callbacks.
    @Test func aPatternForTheContextFailsUnderOverCurrentContext() {
        let reported = failures {
            let tester = Self.tester()
            tester.setDefinesPresentationContext(true, of: "home")
            tester.present("overlay", configuration: Self.configuration(.overCurrentContext), from: "home")
            tester.runUntilIdle()
            tester.receive(.viewController("home", .viewWillDisappear))
            tester.finish()
        }
        #expect(reported.count == 1, "\(reported.map(\.message))")
    }

    @Test func aBarButtonItemHasAFrameInTheBar() {
        let tester = TestSimulator(Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17), exhaustivity: .off)
        tester.declare("nav", .navigationController(root: "inbox"))
        tester.setRootViewController("nav")
        tester.runUntilIdle()
        let frame = tester.barButtonItemFrame(BarButtonItemReference(owner: "inbox", side: .right))
        #expect(frame?.maxX == 1194 - UIKitMetrics.uikit.barButtonItemEdgeInset)
        #expect(tester.barButtonItemFrame(BarButtonItemReference(owner: "nav", side: .right)) == nil)
    }
}
