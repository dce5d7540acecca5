import SheetSim
import SheetSimTesting
import Testing

/// The re-presentation after dismiss-and-pop through ``TestSimulator``: the option is set on the
/// simulator the tester drives, as every option is, and the sheet's return is asserted with the
/// tester's patterns.
@Suite struct SwiftUIRePresentTesterTests {
    static func tester(os: OSProfile) -> TestSimulator {
        var options = BehaviorOptions.reference
        options.swiftUIRePresentAfterDismissAndPop = .stateDriven
        let tester = TestSimulator(Simulator(device: .iPhone15Pro, os: os, options: options))
        tester.declare(SwiftUIViewDeclaration("app", modifiers: [.navigationStack(root: "home", path: "path", customBinding: false)]))
        tester.declare(SwiftUIViewDeclaration("detail", .sheet(isPresented: "showSheet", onDismiss: true, content: "sheet")))
        tester.setRootViewController("app")
        tester.exhaustivity = .off
        tester.setPath("path", to: ["detail"])
        tester.runUntilIdle()
        tester.setBinding("showSheet", true)
        tester.runUntilIdle()
        // The app's state dismisses the sheet and pops its presenter in one change.
        tester.setBinding("showSheet", false)
        tester.setPath("path", to: [])
        tester.runUntilIdle()
        return tester
    }

    @Test func onIOS18TheSheetComesBackWithItsBindingFalse() {
        let tester = Self.tester(os: .iOS18)
        tester.receive(.callback(.onDismiss, of: "detail"), .callback(.onAppear, of: "sheet"), .viewController("sheet", .viewDidAppear))
        tester.assertBinding("showSheet", equals: .bool(false))
        #expect(tester.simulator.isRePresentedAfterPop("sheet"))
        #expect(tester.simulator.presentations.last?.name == "sheet")
    }

    @Test func onIOS17UIKitRefusesItWithAWarning() {
        let tester = Self.tester(os: .iOS17)
        tester.receive(.callback(.onDismiss, of: "detail"))
        #expect(!tester.simulator.isOnScreen("sheet"))
        #expect(tester.simulator.log.contains { $0.callback == .warning("attempt to present sheet on detail, whose view is not in the window hierarchy; ignored") })
    }
}
