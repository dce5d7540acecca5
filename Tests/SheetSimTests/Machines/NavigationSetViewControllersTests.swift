import Testing
@testable import SheetSim

/// `popToViewController(_:animated:)` and `setViewControllers(_:animated:)` on the navigation
/// controller's machine: one transition between the old top and the new one, containment calls for
/// the controllers that join or leave beneath them.
@Suite struct NavigationSetViewControllersTests {
    static let t0 = SimInstant.zero

    func machine(_ stack: [String]) -> NavigationMachine {
        var nav = NavigationMachine(name: "nav", root: stack[0], os: .iOS17)
        nav.viewControllers = stack
        return nav
    }

    func vc(_ name: String, _ callback: Callback) -> NavigationAction { .callback(.viewController(name), callback) }
    func delegate(_ callback: Callback) -> NavigationAction { .callback(.delegate(of: "nav"), callback) }

    struct Row: Sendable, CustomTestStringConvertible {
        var old: [String]
        var new: [String]
        /// What the change does as it begins (the completion request left out), then as it ends.
        var begins: [String]
        var ends: [String]
        var testDescription: String { "\(old) → \(new)" }
    }

    /// Each row: the callbacks by receiver and name, in order.
    static let rows: [Row] = [
        // One more: a push, as pushViewController's.
        Row(old: ["root"], new: ["root", "a"],
            begins: ["a.willMove", "root.viewWillDisappear", "a.viewWillAppear", "nav.delegate.navigationControllerWillShow", "a.viewIsAppearing"],
            ends: ["root.viewDidDisappear", "a.viewDidAppear", "a.didMove", "nav.delegate.navigationControllerDidShow"]),
        // Two more at once: one push; the one beneath only joins.
        Row(old: ["root"], new: ["root", "a", "b"],
            begins: ["a.willMove", "b.willMove", "root.viewWillDisappear", "b.viewWillAppear", "nav.delegate.navigationControllerWillShow",
                     "b.viewIsAppearing"],
            ends: ["root.viewDidDisappear", "b.viewDidAppear", "a.didMove", "b.didMove", "nav.delegate.navigationControllerDidShow"]),
        // Back to the root past two: one pop.
        Row(old: ["root", "a", "b"], new: ["root"],
            begins: ["b.willMove", "a.willMove", "b.viewWillDisappear", "root.viewWillAppear", "nav.delegate.navigationControllerWillShow",
                     "root.viewIsAppearing"],
            ends: ["b.viewDidDisappear", "root.viewDidAppear", "b.didMove", "a.didMove", "nav.delegate.navigationControllerDidShow"]),
        // The top replaced: a push of the new one, the old one leaving.
        Row(old: ["root", "a"], new: ["root", "c"],
            begins: ["c.willMove", "a.willMove", "a.viewWillDisappear", "c.viewWillAppear", "nav.delegate.navigationControllerWillShow",
                     "c.viewIsAppearing"],
            ends: ["a.viewDidDisappear", "c.viewDidAppear", "c.didMove", "a.didMove", "nav.delegate.navigationControllerDidShow"]),
        // The same top, the stack beneath changed: containment only, at once.
        Row(old: ["root", "a", "b"], new: ["root", "c", "b"],
            begins: ["c.willMove", "a.willMove", "c.didMove", "a.didMove"], ends: []),
    ]

    static func names(_ actions: [NavigationAction]) -> [String] {
        actions.compactMap { action in
            guard case .callback(let receiver, let callback) = action else { return nil }
            return receiver.description + "." + callback.name
        }
    }

    @Test(arguments: rows) func oneTransitionBetweenTheTops(_ row: Row) {
        var nav = machine(row.old)
        let begun = nav.handle(.setViewControllers(row.new, animated: true), at: Self.t0)
        #expect(Self.names(begun) == row.begins)
        #expect(nav.viewControllers == row.new)
        let ended = nav.handle(.animationCompleted(token: 1), at: Self.t0 + .milliseconds(350))
        #expect(Self.names(ended) == row.ends)
        #expect(nav.state == .idle)
    }

    /// A change while another transition runs is ignored with a warning: the stack stays as that
    /// transition left it (what a path changed faster than the animation meets).
    @Test func aChangeDuringATransitionIsIgnored() {
        var nav = machine(["root"])
        _ = nav.handle(.setViewControllers(["root", "a"], animated: true), at: Self.t0)
        let refused = nav.handle(.setViewControllers(["root", "a", "b"], animated: true), at: Self.t0 + .milliseconds(100))
        guard case .callback(.simulator, .warning(let message)) = refused.first else {
            Issue.record("expected a warning, got \(refused)")
            return
        }
        #expect(message.contains("while a navigation transition is in progress"))
        #expect(nav.viewControllers == ["root", "a"])
    }

    @Test func theSameStackOrAnEmptyOneChangesNothing() {
        var nav = machine(["root", "a"])
        #expect(nav.handle(.setViewControllers(["root", "a"], animated: true), at: Self.t0).isEmpty)
        let empty = nav.handle(.setViewControllers([], animated: true), at: Self.t0)
        #expect(Self.names(empty) == ["simulator.warning"])
        #expect(nav.viewControllers == ["root", "a"])
    }

    @Test func popToViewControllerPopsEverythingAboveIt() {
        var nav = machine(["root", "a", "b", "c"])
        let begun = nav.handle(.popToViewController("a", animated: false), at: Self.t0)
        #expect(Self.names(begun).prefix(3) == ["c.willMove", "b.willMove", "c.viewWillDisappear"])
        #expect(nav.viewControllers == ["root", "a"])
        var top = machine(["root", "a"])
        #expect(top.handle(.popToViewController("a", animated: true), at: Self.t0).isEmpty)
        #expect(Self.names(top.handle(.popToViewController("zzz", animated: true), at: Self.t0)) == ["simulator.warning"])
    }
}
