import SheetSim
import SheetSimTesting
import Testing

/// A SwiftUI NavigationStack through ``TestSimulator``: the app's path writes, the user's swipe
/// written back, and the path read over time.
@Suite struct SwiftUINavigationTesterTests {
    @Test func thePathFollowsTheAppAndTheUser() {
        let tester = TestSimulator(device: .iPhone15Pro, orientation: .portrait)
        tester.declare(SwiftUIViewDeclaration("app", modifiers: [.navigationStack(root: "home", path: "path", customBinding: false)]))
        tester.setRootViewController("app")
        tester.exhaustivity = .off
        tester.setPath("path", to: ["list", "detail"])
        tester.receive(.pathWrite(of: "app", "path", ["list", "detail"]), .callback(.onAppear, of: "detail"))
        tester.runUntilIdle()
        #expect(tester.path("path") == ["list", "detail"])
        tester.swipeBack(by: 300, duration: .milliseconds(200))
        tester.runUntilIdle()
        tester.receive(.callback(.onDisappear, of: "detail"), .pathWrite(of: "app", "path", ["list"]))
        #expect(tester.path("path") == ["list"])
        #expect(tester.columnVisibility("path") == nil)
    }
}
