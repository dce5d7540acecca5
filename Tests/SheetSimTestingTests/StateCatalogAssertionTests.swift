import SheetSim
import SheetSimTesting
import Testing

/// `assertState` by the state catalog's names — the names scenarios use — and the Swift
/// snapshot's names agreeing with them.
@Suite struct StateCatalogAssertionTests {
    static func resting() -> Simulator {
        var simulator = Simulator(device: .iPhone14Pro)
        try! simulator.present("sheet", configuration: mediumLarge)
        try! simulator.setScrollView(ScrollViewState(contentOffset: 40))
        simulator.runUntilIdle()
        return simulator
    }

    @Test func passing() {
        let simulator = Self.resting()
        let reported = recording {
            assertState(simulator, "topY", equals: 398.56, tolerance: 0.01)
                && assertState(simulator, "topY", equals: 398.56, tolerance: 0.01, of: "sheet")
                && assertState(simulator, "restingDetentIdentifier", equals: "medium")
                && assertState(simulator, "selectedDetentIdentifier", equals: "nil")
                && assertState(simulator, "isGrabberVisible", equals: true)
                && assertState(simulator, "dimmingAlpha", equals: 0.2)
                && assertState(simulator, "phase", equals: "idle")
                && assertState(simulator, "windowWidth", equals: 393)
                && assertState(simulator, "horizontalSizeClass", equals: "compact")
                && assertState(simulator, "scrollView.contentOffset.y", equals: 40)
        }
        #expect(reported.messages == [])
        #expect(reported.passed)
    }

    @Test func throughATester() {
        let reported = recording {
            let tester = TestSimulator(exhaustivity: .off)
            tester.declare("tabs", .tabBarController(tabs: ["home", "search"]))
            tester.setRootViewController("tabs")
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            return assertState(tester, "topY", equals: 398.56, tolerance: 0.01)
                && assertState(tester, "selectedViewController", equals: "home", of: "tabs")
                && assertState(tester, "selectedIndex", equals: 0, of: "tabs")
                && assertState(tester, "isOnScreen", equals: true, of: "home")
        }
        #expect(reported.messages == [])
    }

    struct Failing {
        var assertion: @Sendable (Simulator) -> Bool
        var message: String
        var line: Int
        init(_ message: String, line: Int = #line, _ assertion: @escaping @Sendable (Simulator) -> Bool) {
            (self.assertion, self.message, self.line) = (assertion, message, line)
        }
    }

    static let failing: [Failing] = [
        Failing("""
            topY at 400.000ms is off by 0.06 (compared exactly).

              - topY: 398.5
              + topY: 398.56

            (Expected: -, Actual: +)

            State now: t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1
            Nothing is pending: this is the resting state. Update the expected value.
            """) { assertState($0, "topY", equals: 398.5) },
        Failing("""
            restingDetentIdentifier of "sheet" at 400.000ms is not the expected value.

              - restingDetentIdentifier: large
              + restingDetentIdentifier: medium

            (Expected: -, Actual: +)

            State now: t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1
            Nothing is pending: this is the resting state. Update the expected value.
            """) { assertState($0, "restingDetentIdentifier", equals: "large", of: "sheet") },
        Failing("""
            No state property is named "topy".

            Did you mean "topY"? The catalog: \(StateProperty.catalog.map(\.name).joined(separator: ", ")).
            """) { assertState($0, "topy", equals: 398.56) },
        Failing("topY is a number: compare it with a Double.") { assertState($0, "topY", equals: "398.56") },
        Failing("isGrabberVisible is true or false: compare it with a Bool.") { assertState($0, "isGrabberVisible", equals: 1) },
        Failing("""
            phase is one of notPresented, presenting, idle, dragging, settling, dismissing, dismissed, never "idel" (did you mean "idle"?).
            """) { assertState($0, "phase", equals: "idel") },
        Failing("""
            topViewController cannot be checked at 400.000ms: topViewController cannot be read: there is no navigation controller on screen now.

            Present or show what it is read from first.
            """) { assertState($0, "topViewController", equals: "inbox") },
        Failing("""
            topY cannot be checked at 400.000ms: topY is read from a presented sheet, and 'child' is not one now.

            Name a controller topY can be read from.
            """) { assertState($0, "topY", equals: 1, of: "child") },
        Failing("assertState(_:_:equals:tolerance:of:) needs a tolerance of 0 or more, not -1.0.") {
            assertState($0, "topY", equals: 1, tolerance: -1)
        },
    ]

    @Test func failing() {
        let simulator = Self.resting()
        for check in Self.failing {
            let reported = recording { check.assertion(simulator) }
            #expect(!reported.passed, sourceLocation: row(check.line))
            #expect(reported.messages == [check.message], sourceLocation: row(check.line))
        }
    }

    /// Every sheet property of the catalog is the ``SheetSnapshot`` member path of the same
    /// name, holding the same value: `topY` is `snapshot.topY`, `sheetFrame.height` is
    /// `snapshot.sheetFrame.height`, `scrollView.contentOffset.y` is `snapshot.scrollView?.contentOffset.y`.
    @Test func snapshotNamesAreTheCatalogsNames() throws {
        let simulator = Self.resting()
        let snapshot = try #require(simulator.state)
        for property in StateProperty.catalog where property.subject == .sheet {
            var value: Any = snapshot
            for component in property.name.split(separator: ".") {
                let child = Mirror(reflecting: value).children.first { $0.label == String(component) }
                guard let child else {
                    Issue.record("SheetSnapshot has no member path \(property.name)")
                    break
                }
                value = unwrapped(child.value)
            }
            guard case .success(let read) = simulator.read(property) else {
                Issue.record("\(property.name) cannot be read")
                continue
            }
            switch read {
            case .number(let number): #expect(value as? Double == number, "\(property.name)")
            case .bool(let bool): #expect(value as? Bool == bool, "\(property.name)")
            case .word(let word): #expect("\(value)" == word, "\(property.name)")
            }
        }
    }

    private func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? "nil"
    }
}
