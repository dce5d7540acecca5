import Testing
@testable import SheetSim

/// The navigation controller's machine under a split view controller's changes (split view rules
/// 4.2–4.5): the stack rebuilt, pushed or popped with no transition of its own, a running
/// transition cut short, and the stale bar item of split view quirk 1.
@Suite struct NavigationContainerEventsTests {
    static let t0 = SimInstant.zero
    static func at(_ ms: Int64) -> SimInstant { t0 + .milliseconds(ms) }

    func machine() -> NavigationMachine { NavigationMachine(name: "nav", root: "inbox", os: .iOS17) }

    @Test func aContainersChangesMoveTheStackWithoutCallbacks() {
        var nav = machine()
        #expect(nav.handle(.pushedByContainer("detailNav"), at: Self.t0).isEmpty)
        #expect(nav.viewControllers == ["inbox", "detailNav"])
        #expect(nav.handle(.poppedByContainer, at: Self.t0).isEmpty)
        #expect(nav.viewControllers == ["inbox"])
        #expect(nav.handle(.stackRebuilt(["inbox", "list", "thread"]), at: Self.t0).isEmpty)
        #expect(nav.viewControllers == ["inbox", "list", "thread"])
        #expect(nav.handle(.stackRebuilt([]), at: Self.t0).isEmpty)
        #expect(nav.topViewController == "nil")
        #expect(nav.state == .idle)
    }

    /// The engine leaves the appearance of a container's changes to the change that makes them (a
    /// change of settings changes no children); the app's push and pop, and a transition cut
    /// short, settle their own.
    @Test func onlyTheContainersChangesLeaveTheirAppearanceToOthers() {
        let told: [NavigationEvent] = [.stackRebuilt(["a"]), .pushedByContainer("a"), .poppedByContainer, .barKeptItem("a"),
                                       .configurationChanged(NavigationConfiguration())]
        let own: [NavigationEvent] = [.push("a", animated: true), .pop(animated: true), .popToRoot(animated: false), .transitionCutShort,
                                      .animationCompleted(token: 1)]
        #expect(told.allSatisfy(NavigationMachine.leavesChildChangesToOthers))
        #expect(!own.contains(where: NavigationMachine.leavesChildChangesToOthers))
    }

    /// A push under way ends at once, with the callbacks of its completion; at rest nothing happens.
    @Test func aTransitionCutShortEndsAsItsCompletionWould() {
        var nav = machine()
        #expect(nav.handle(.transitionCutShort, at: Self.t0).isEmpty)
        _ = nav.handle(.push("message", animated: true), at: Self.t0)
        #expect(nav.transitionToCutShort?.to == "message")
        var completed = nav
        #expect(nav.handle(.transitionCutShort, at: Self.at(100)) == completed.handle(.animationCompleted(token: 1), at: Self.at(100)))
        #expect(nav.state == .idle)
        #expect(nav.handle(.transitionCutShort, at: Self.at(100)).isEmpty)
    }

    /// A pop a finger moves is not cut short; once the finger lifts it is, and a cancelled one puts
    /// its controller back, as the stack the split view controller reads says beforehand.
    @Test func anInteractivePopIsCutShortOnlyOnceTheFingerLifts() {
        var nav = machine()
        _ = nav.handle(.push("message", animated: false), at: Self.t0)
        _ = nav.handle(.animationCompleted(token: 1), at: Self.t0)
        _ = nav.handle(.edgeSwipeBegan(TouchSample(time: Self.at(10), location: Point(x: 4, y: 400)), width: 400), at: Self.at(10))
        _ = nav.handle(.edgeSwipeMoved(TouchSample(time: Self.at(500), location: Point(x: 40, y: 400))), at: Self.at(500))
        #expect(nav.state.transition != nil)
        #expect(nav.transitionToCutShort == nil)
        #expect(nav.handle(.transitionCutShort, at: Self.at(500)).isEmpty)
        _ = nav.handle(.edgeSwipeEnded(TouchSample(time: Self.at(1000), location: Point(x: 44, y: 400))), at: Self.at(1000))
        #expect(nav.viewControllers == ["inbox"])
        #expect(nav.viewControllersOnceTransitionEnds == ["inbox", "message"])
        let cut = nav.handle(.transitionCutShort, at: Self.at(1000))
        #expect(cut.first == .callback(.viewController("inbox"), .viewWillDisappear(animated: true)))
        #expect(nav.viewControllers == ["inbox", "message"])
    }

    /// Split view quirk 1: the bar keeps another controller's item until a push or pop updates it
    /// (even one refused while a transition runs); a container's push or pop does not, a rebuilt
    /// stack with a controller in it does.
    @Test func theStaleBarItemGoesAtTheNextPushOrPop() {
        var nav = machine()
        _ = nav.handle(.barKeptItem("comments"), at: Self.t0)
        #expect(nav.navigationBarTopItem == "comments")
        _ = nav.handle(.pushedByContainer("x"), at: Self.t0)
        _ = nav.handle(.poppedByContainer, at: Self.t0)
        _ = nav.handle(.stackRebuilt([]), at: Self.t0)
        #expect(nav.navigationBarTopItem == "comments")
        _ = nav.handle(.stackRebuilt(["inbox"]), at: Self.t0)
        #expect(nav.navigationBarTopItem == "inbox")
        for event in [NavigationEvent.push("a", animated: true), .push("b", animated: true), .pop(animated: true), .popToRoot(animated: true)] {
            var stale = nav
            _ = stale.handle(.barKeptItem("comments"), at: Self.t0)
            _ = stale.handle(event, at: Self.t0)
            #expect(stale.staleBarItem == nil, "\(event)")
            nav = stale
        }
    }
}
