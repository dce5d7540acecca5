import Testing
import SheetSim
import SheetSimTesting

/// The testing library sets and reads iOS 26's bars (SheetRules 9.7): a glass navigation bar, the
/// edge effects resolved per edge; on iOS 18 the setter fails the test at its line.
@Suite struct BarsTesterTests {
    static func tester(os: OSProfile) -> TestSimulator {
        let tester = TestSimulator(Simulator(device: .iPhone16Pro, os: os), exhaustivity: .off)
        tester.declare("nav", .navigationController(root: "list"))
        tester.present("nav", configuration: SheetConfiguration(detents: [.large()]))
        tester.setScrollView(ScrollViewState(contentHeight: 3000))
        tester.runUntilIdle()
        return tester
    }

    @Test func anIOS26BarIsGlassAndItsEdgeEffectCanBeSet() {
        let tester = Self.tester(os: .iOS26)
        #expect(tester.navigationBarBackground(of: "nav") == .glass)
        #expect(tester.scrollEdgeEffect(.top, of: "list") == .soft)
        #expect(tester.scrollEdgeEffect(.bottom, of: "list") == ScrollEdgeEffect.none)
        tester.setEdgeEffectStyle(.hard, for: .top, of: "list")
        #expect(tester.scrollEdgeEffect(.top, of: "list") == .hard)
        #expect(recording { assertLayout(tester.simulator, "scrollView.topEdgeEffect.style", of: "list", is: "hard") }.passed)
        #expect(recording { assertLayout(tester, "navigationBar.background", of: "nav", is: "glass") }.passed)
        #expect(!recording { assertLayout(tester, "scrollView.topEdgeEffect.style", of: "list", is: "soft") }.passed)
        let wrong = recording { assertLayout(tester.simulator, "navigationBar.background", of: "nav", is: "default") }
        #expect(!wrong.passed)
        #expect(wrong.messages.first?.contains("glass") == true, "\(wrong.messages)")
        #expect(tester.scrollEdgeEffect(.top, of: "nobody") == nil)
        #expect(tester.navigationBarBackground(of: "list") == nil)
    }

    @Test func anIOS18BarFollowsTheScrollAndRefusesEdgeEffects() {
        let tester = Self.tester(os: .iOS18)
        #expect(tester.navigationBarBackground(of: "nav") == .transparent)
        #expect(tester.scrollEdgeEffect(.top, of: "list") == ScrollEdgeEffect.none)
        let refused = recording {
            tester.setEdgeEffectStyle(.hard, for: .top, of: "list")
            return true
        }
        #expect(refused.messages.count == 1)
        #expect(refused.messages.first?.contains("came with iOS 26") == true, "\(refused.messages)")
        #expect(refused.messages.first?.contains("setEdgeEffectStyle(.hard, for: .top, of: \"list\")") == true, "\(refused.messages)")
    }
}
