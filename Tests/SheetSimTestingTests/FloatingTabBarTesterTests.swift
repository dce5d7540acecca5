import Testing
import SheetSim
import SheetSimTesting

/// The testing library sets an iPhone's iOS 26 tab bar minimize behavior and reads whether the
/// bar is minimized and where the bottom accessory sits; on iOS 18 the setter fails the test.
@Suite struct FloatingTabBarTesterTests {
    static func tester(os: OSProfile) -> TestSimulator {
        let tester = TestSimulator(Simulator(device: .iPhone16Pro, os: os), exhaustivity: .off)
        tester.declare("tabs", .tabBarController(tabs: ["feed", "profile"]))
        tester.setRootViewController("tabs")
        tester.send(.scrollView(ScrollViewState(contentHeight: 3000), of: "feed"))
        tester.runUntilIdle()
        return tester
    }

    @Test func aScrollDownMinimizesTheBar() {
        let tester = Self.tester(os: .iOS26)
        tester.setTabBarMinimizeBehavior(.onScrollDown, of: "tabs")
        #expect(tester.isTabBarMinimized("tabs") == false)
        tester.send(.scroll(toContentOffsetY: 400, of: "feed"))
        #expect(tester.isTabBarMinimized("tabs") == true)
        #expect(tester.bottomAccessoryPlacement(of: "tabs") == TabAccessoryPlacement.none)
        #expect(tester.isTabBarMinimized("nobody") == nil)
    }

    @Test func theSetterFailsBeforeIOS26() {
        let tester = Self.tester(os: .iOS18)
        let refused = recording {
            tester.setTabBarMinimizeBehavior(.onScrollDown, of: "tabs")
            return true
        }
        #expect(refused.messages.count == 1)
        #expect(refused.messages.first?.contains("came with iOS 26") == true, "\(refused.messages)")
    }
}
