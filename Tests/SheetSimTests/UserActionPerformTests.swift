import SheetSim
import Testing

/// `perform(_:)` is the simulator's one way in: the methods named after UIKit's calls and the
/// user's gestures do exactly what performing their action does, `begin(_:)` stops a gesture at
/// its lift for drivers that run the clock themselves, and a refused action throws the same error
/// by either way.
@Suite struct UserActionPerformTests {
    /// A sheet at its medium detent, with a grabber, a scroll view and trailing swipe actions.
    static func sheet() throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersGrabberVisible = true
        try sim.present("sheet", configuration: configuration)
        try sim.setScrollView(ScrollViewState(contentHeight: 2000))
        sim.setSwipeActions(SwipeActionsConfiguration(actions: ["Delete"]), edge: .trailing, of: "sheet")
        sim.runUntilIdle()
        return sim
    }

    struct Pair: Sendable, CustomTestStringConvertible {
        var action: UserAction
        var method: @Sendable (inout Simulator) throws -> Void
        var testDescription: String { action.description }
    }

    static func ms(_ value: Int64) -> SimDuration { .milliseconds(value) }
    func ms(_ value: Int64) -> SimDuration { .milliseconds(value) }

    /// Each method beside the action it stands for.
    static let pairs: [Pair] = [
        Pair(action: .drag(.grabber, .distance(300, duration: ms(250)))) { try $0.drag(.grabber, by: 300, duration: ms(250)) },
        Pair(action: .drag(.body, .velocity(distance: -200, velocity: -1500))) { try $0.drag(.body, by: -200, velocity: -1500) },
        Pair(action: .drag(.grabber, .toDetent(.large, duration: ms(300)))) { try $0.drag(.grabber, to: .large, duration: ms(300)) },
        Pair(action: .drag(.body, .positions([DragSample(after: .zero, y: 500), DragSample(after: ms(50), y: 560)]))) {
            try $0.drag(.body, samples: [(.zero, 500), (ms(50), 560)])
        },
        Pair(action: .set(.selectedDetentIdentifier(.large), animated: true)) { try $0.setSelectedDetentIdentifier(.large, animated: true) },
        Pair(action: .set(.isModalInPresentation(true))) { try $0.updateConfiguration { $0.isModalInPresentation = true } },
        Pair(action: .touchDown(on: .body, x: 100, y: 600)) { try $0.touchDown(on: .body, at: Point(x: 100, y: 600)) },
        Pair(action: .swipeRow(1, revealing: .trailing, .distance(100, duration: ms(150)))) {
            try $0.swipeRow(1, revealing: .trailing, by: 100, duration: ms(150))
        },
        Pair(action: .showKeyboard(height: 336)) { try $0.showKeyboard(height: 336) },
        Pair(action: .rotate(to: .landscapeLeft)) { $0.rotate(to: .landscapeLeft) },
        Pair(action: .tapDimmingView()) { try $0.tapDimmingView() },
    ]

    @Test(arguments: pairs)
    func aMethodDoesWhatItsActionDoes(_ pair: Pair) throws {
        var performed = try Self.sheet()
        var called = performed
        try performed.perform(pair.action)
        try pair.method(&called)
        #expect(performed.now == called.now)
        #expect(performed.log == called.log)
        performed.runUntilIdle()
        called.runUntilIdle()
        #expect(performed.log == called.log)
        #expect(performed.state(of: "sheet") == called.state(of: "sheet"))
    }

    /// `begin` queues a gesture's touches and returns its lift; running the clock to it is
    /// `perform`. An action done at once returns no lift.
    @Test func beginStopsAGestureAtItsLift() throws {
        let drag = UserAction.drag(.grabber, .distance(300, duration: ms(250)))
        var performed = try Self.sheet()
        var begun = performed
        let start = begun.now
        let lift = try #require(try begun.begin(drag))
        #expect(lift == start + ms(250))
        #expect(begun.now == start, "the clock waits for its driver")
        begun.run(until: lift)
        try performed.perform(drag)
        #expect(begun.now == performed.now)
        #expect(begun.log == performed.log)

        var tapped = try Self.sheet()
        #expect(try tapped.begin(.tapGrabber) == nil)
    }

    /// A refusal is the same error by the method and by the action, and a motion a gesture cannot
    /// make is refused before anything happens.
    @Test func refusalsAreTheMethods() throws {
        var empty = Simulator(device: .iPhone14Pro)
        #expect(throws: SimulationError.noSheetPresented) { try empty.perform(.tapGrabber) }
        #expect(throws: SimulationError.noSheetPresented) { try empty.tapGrabber() }
        #expect(throws: SimulationError.zeroLengthDrag) { try empty.perform(.drag(.grabber, .distance(0, duration: ms(100)))) }

        var sim = try Self.sheet()
        let before = sim.log
        #expect(throws: SimulationError.self) { try sim.perform(.swipeRow(1, revealing: .trailing, .toDetent(.large, duration: ms(100)))) }
        #expect(sim.log == before)
    }

    /// A recording keeps an input as the action carried out, with what the simulator chose filled
    /// in: the keyboard's duration from the metric.
    @Test func aRecordedInputIsTheActionCarriedOut() throws {
        var sim = try Self.sheet()
        sim.recordsTimeline = true
        try sim.perform(.hideKeyboard())
        let duration = try #require(SimDuration.seconds(exactly: sim.metrics.keyboardAnimationDuration))
        #expect(sim.recording?.inputs.map(\.action) == [.hideKeyboard(duration: duration)])
    }

    /// An action is a value: equal when it does the same thing, usable as a key.
    @Test func actionsAreValues() {
        let closure = Detent.custom(identifier: "peek") { _ in 100 }
        let other = Detent.custom(identifier: "peek") { _ in 100 }
        #expect(UserAction.setDetents([closure]) == .setDetents([closure]), "a detent equals its copies")
        #expect(UserAction.setDetents([closure]) != .setDetents([other]), "closures are not compared by what they compute")
        #expect(Set<UserAction>([.tapGrabber, .tapGrabber, .dismiss()]).count == 2)
        #expect(UserAction.present() == .present("sheet", configuration: SheetConfiguration(), from: nil, animated: true))
    }

    /// Who does each action: the app's code never causes a delegate call (UIKit's rule), so the
    /// fuzzer's checks need to know.
    @Test func originsSayWhoActs() {
        #expect(UserAction.push("detail").origin == .appCode)
        #expect(UserAction.tapTab("search").origin == .finger)
        #expect(UserAction.setWindow(.slideOver).origin == .device)
    }
}
