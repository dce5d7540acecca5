import Testing
@testable import SheetSim

/// The tab bar controller's machine on its own.
@Suite struct TabBarMachineTests {
    func machine() -> TabBarMachine { TabBarMachine(name: "tabs", tabs: ["home", "search"], os: .iOS17) }

    @Test func aTapAsksTheDelegateFirst() {
        var tabs = machine()
        #expect(tabs.handle(.tabTapped(index: 1), at: .zero)
                == [.ask(.delegate(of: "tabs"), .tabBarControllerShouldSelect("search", answer: true), token: 1)])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func anAllowedTapSwitchesTabsThenTellsTheDelegate() {
        var tabs = machine()
        #expect(tabs.handle(.shouldSelectAnswered(true, index: 1), at: .zero) == [
            .callback(.viewController("home"), .viewWillDisappear(animated: false)),
            .callback(.viewController("search"), .viewWillAppear(animated: false)),
            .callback(.viewController("search"), .viewIsAppearing(animated: false)),
            .callback(.viewController("home"), .viewDidDisappear(animated: false)),
            .callback(.viewController("search"), .viewDidAppear(animated: false)),
            .callback(.delegate(of: "tabs"), .tabBarControllerDidSelect("search")),
        ])
        #expect(tabs.selectedViewController == "search")
    }

    @Test func aRefusedTapChangesNothing() {
        var tabs = machine()
        #expect(tabs.handle(.shouldSelectAnswered(false, index: 1), at: .zero) == [])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func tappingTheSelectedTabOnlyTellsTheDelegate() {
        var tabs = machine()
        #expect(tabs.handle(.shouldSelectAnswered(true, index: 0), at: .zero)
                == [.callback(.delegate(of: "tabs"), .tabBarControllerDidSelect("home"))])
    }

    @Test func selectingInCodeMakesNoDelegateCalls() {
        var tabs = machine()
        let actions = tabs.handle(.selectedIndexSet(1), at: .zero)
        #expect(actions.count == 5)
        #expect(!actions.contains { if case .callback(let r, _) = $0 { return r.kind == .delegate }; return false })
    }

    @Test func withoutADelegateATapSelectsAtOnce() {
        var tabs = machine()
        tabs.configuration.hasDelegate = false
        let actions = tabs.handle(.tabTapped(index: 1), at: .zero)
        #expect(actions.first == .callback(.viewController("home"), .viewWillDisappear(animated: false)))
        #expect(actions.count == 5)
    }
}
