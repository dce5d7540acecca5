import SheetSim
import SheetSimScenario

/// What running one session produced.
public struct FuzzRun: Sendable {
    /// Every violation found, in the order found.
    public var violations: [InvariantViolation]
    /// The log of the first run.
    public var log: CallbackLog
    /// The log, one text line per entry. Built on demand: a passing session never needs the text.
    public var logLines: [String] { log.map(\.description) }
    /// Per action: whether the simulator accepted it (refused steps change nothing and are
    /// left out of the written scenario).
    public var executed: [Bool]
}

/// Runs a ``FuzzSession`` on ``Simulator`` with the public API a scenario uses, checking the
/// invariants after every event.
///
/// Time runs one event time at a time (`run(until: nextEventTime)`), so the state checks see every
/// frame and completion. A gesture's touches are queued as `Simulator.begin` queues them, and
/// its events run one event time at a time too, so the checks also see the sheet under the finger.
public enum SessionRunner {
    /// A guard against a session that never settles (the core caps animations at 10 s, so a
    /// session needs far fewer events than this; hitting it is itself reported).
    static let maximumEvents = 200_000
    /// The split view controller of the split view apps.
    static let splitViewName = "split"

    public static func run(_ session: FuzzSession, checkDeterminism: Bool = true) -> FuzzRun {
        var first = Execution(session: session)
        first.runAll()
        var run = FuzzRun(violations: first.violations, log: first.simulator.log, executed: first.executed)
        if checkDeterminism {
            // The second run only logs: its checks would find what the first one's found, and
            // leaving them out also shows that checking does not change what the simulator does.
            var second = Execution(session: session, checksInvariants: false)
            second.runAll()
            if let violation = InvariantChecker.checkDeterminism(run.log, second.simulator.log) {
                run.violations.append(violation)
            }
        }
        return run
    }

    struct Execution {
        let session: FuzzSession
        /// Whether the invariants are checked after every event (a run that only logs skips them).
        let checksInvariants: Bool
        var simulator: Simulator
        /// The simulator's metrics, read once: they are fixed for its life, and reading them
        /// copies all of them.
        let metrics: UIKitMetrics
        var checker: InvariantChecker
        var violations: [InvariantViolation] = []
        var executed: [Bool] = []
        var logged = 0
        /// The log entries read for the context-presentation invariants, and what they say of
        /// each presented controller: whether its presentation is up (SheetRules 10.3).
        var contextLogSeen = 0
        var hasAppeared: [String: Bool] = [:]
        var events = 0
        /// The sheets as the last state check saw them. Nothing runs between that check and the
        /// next action, so the action begins from these without reading the sheets again.
        var observed: [SheetObservation] = []
        /// The split view app's controller, as the last state check saw it.
        var observedSplitView: SplitViewObservation?
        /// The alert controllers' handler rule, fed the log as the other log invariants are.
        var alertHandlers: AlertHandlerChecker
        /// A SwiftUI session's invariants.
        var swiftUIChecks: SwiftUISessionChecks?

        init(session: FuzzSession, checksInvariants: Bool = true) {
            self.session = session
            self.checksInvariants = checksInvariants
            // The environment takes its size-class threshold from the session's metrics, as a
            // scenario's does: a session that scales padCompactWidthThreshold moves the cut.
            let sessionMetrics = FuzzMetric.metrics(session.metrics)
            var environment = ScreenEnvironment(device: session.device, orientation: session.orientation,
                                                window: session.device.idiom == .pad ? session.window : .full, metrics: sessionMetrics)
            environment.multitasking = session.multitasking
            environment.appSDK = session.appSDK
            if let style = session.windowingControlStyle { environment.preferredWindowingControlStyle = style }
            simulator = Simulator(environment: environment, os: session.os, metrics: sessionMetrics,
                                       options: BehaviorSetting.options(session.options))
            metrics = simulator.metrics
            alertHandlers = AlertHandlerChecker(order: simulator.options.alertActionHandlerOrder)
            checker = InvariantChecker(presenterName: simulator.presenterName,
                                       splitViewStyles: session.app.splitViewStyle.map { [SessionRunner.splitViewName: $0] } ?? [:])
            switch session.app {
            case .plain: break
            case .navigation:
                try? simulator.declare("nav", .navigationController(root: "inbox"))
                try? simulator.setRootViewController("nav")
            case .tabs:
                try? simulator.declare("homeNav", .navigationController(root: "feed"))
                var tabs = TabBarConfiguration()
                if session.hasTabGroup {
                    tabs.uiTabs = [.tab("homeNav"), .tab("search"), .group("library", children: ["albums", "artists"])]
                }
                if let minimize = session.tabBarMinimize {
                    tabs.minimizeBehavior = minimize.behavior
                    tabs.hasBottomAccessory = minimize.hasBottomAccessory
                }
                try? simulator.declare("tabs", .tabBarController(tabs: tabs.uiTabs?.leaves ?? ["homeNav", "search"], configuration: tabs))
                try? simulator.setRootViewController("tabs")
            case .doubleColumnSplit, .tripleColumnSplit, .classicSplit:
                if let navigation = session.app.navigationController {
                    try? simulator.declare(navigation, .navigationController(root: "master"))
                }
                var columns = Dictionary(uniqueKeysWithValues: session.app.splitViewColumns.map { ($0.column, $0.controller) })
                if session.hasInspector { columns[.inspector] = "info" }
                try? simulator.declare(SessionRunner.splitViewName, .splitViewController(style: session.app.splitViewStyle!, columns: columns,
                                                                                          configuration: session.splitView.configuration))
                try? simulator.setRootViewController(SessionRunner.splitViewName)
            }
            if let setup = session.swiftUI {
                for view in setup.views { try? simulator.declareSwiftUIView(view) }
                swiftUIChecks = SwiftUISessionChecks(setup)
            }
            if checksInvariants { observe(settled: simulator.isIdle) }
        }

        /// Reads the sheets into ``observed``. Mutating, so it reads the simulator where it lies:
        /// a non-mutating getter on this large value copies all of it first.
        mutating func observe(settled: Bool) {
            observed = simulator.stack.map { SheetObservation($0, metrics: metrics, settled: settled) }
            if session.app.splitViewStyle != nil {
                // Read in place from the split view controllers' own table: a generic lookup
                // across the module boundary, and a copy of the machine, after every event cost
                // the fuzzer a tenth of its speed.
                let table = simulator.machines.splitViewControllers
                observedSplitView = table.row(named: SessionRunner.splitViewName).map { SplitViewObservation(table.rows[$0]) }
            }
        }

        mutating func runAll() {
            for action in session.actions {
                if checksInvariants { checker.beginAction(action.cause, sheets: observed) }
                let logged = simulator.log.count
                let accepted = (try? perform(action)) != nil
                if checksInvariants, !accepted, simulator.log.count != logged {
                    violations.append(InvariantViolation(invariant: .refusedStepLogsNothing, time: simulator.now,
                                                         message: "a refused \(scenarioLines(for: action, app: session.app).joined(separator: "; ")) logged \(simulator.log.count - logged) entries"))
                }
                executed.append(accepted)
                drain(action.cause)
                checkState()
            }
            settle()
        }

        /// Checks the log entries added since the last call, as caused by `cause`.
        mutating func drain(_ cause: FuzzCause) {
            guard checksInvariants else { return }
            let log = simulator.log
            while logged < log.count {
                let found = checker.record(log[logged], cause: cause)
                if !found.isEmpty { violations += found }
                if let violation = alertHandlers.record(log[logged]) { violations.append(violation) }
                if swiftUIChecks != nil, let violation = swiftUIChecks!.record(log[logged]) { violations.append(violation) }
                logged += 1
            }
        }

        mutating func checkState() {
            guard checksInvariants else { return }
            let isIdle = simulator.isIdle
            observe(settled: isIdle)
            var found = checker.check(observed, now: simulator.now, isIdle: isIdle)
            if let split = observedSplitView { found += checker.check(split, now: simulator.now, isIdle: isIdle) }
            if let layers = InvariantChecker.checkPresentationLayers(simulator.presentations.sheetNames,
                                                                     sheets: simulator.stack.map(\.name), now: simulator.now) {
                found.append(layers)
            }
            if simulator.environment.device.idiom == .pad,
               let window = InvariantChecker.checkWindow(WindowObservation(simulator.environment, metrics: metrics), now: simulator.now) {
                found.append(window)
            }
            if simulator.presentations.nonSheetCount > 0 || !simulator.machines.popovers.rows.isEmpty {
                found += InvariantChecker.checkPopovers(in: simulator, now: simulator.now)
            }
            // The bars when the session rests: reading a layout takes a layout computation.
            if isIdle, let navigation = session.app.navigationController, let bar = BarObservation(navigation, in: simulator) {
                found += InvariantChecker.checkBars([bar], now: simulator.now)
            }
            if session.tabBarMinimize != nil, let bar = TabBarMinimizeObservation("tabs", in: simulator) {
                found += InvariantChecker.checkTabBarMinimize(bar, now: simulator.now)
            }
            if isIdle, session.hasInspector, let inspector = InspectorObservation(SessionRunner.splitViewName, in: simulator) {
                found += InvariantChecker.checkInspector(inspector, now: simulator.now)
            }
            if simulator.machines.contextPresentations.rows.isEmpty {
                contextLogSeen = simulator.log.count
            } else {
                found += InvariantChecker.checkContextPresentations(observeContextPresentations(settled: isIdle), now: simulator.now)
            }
            if !simulator.machines.alerts.rows.isEmpty || simulator.presentations.nonSheetCount > 0 {
                found += InvariantChecker.checkAlerts(in: simulator, now: simulator.now)
            }
            if swiftUIChecks != nil { found += swiftUIChecks!.check(in: simulator, now: simulator.now, isIdle: isIdle) }
            if !found.isEmpty { violations += found }
        }

        /// Runs every event due up to `deadline`, one event time at a time, checking after each.
        mutating func advance(to deadline: SimInstant) {
            while let next = simulator.nextEventTime, next <= deadline, events < SessionRunner.maximumEvents {
                simulator.run(until: next)
                events += 1
                drain(.time)
                checkState()
            }
            simulator.run(until: deadline)
        }

        /// Runs until nothing is left (`wait until settled`).
        mutating func settle() {
            while let next = simulator.nextEventTime, events < SessionRunner.maximumEvents {
                simulator.run(until: next)
                events += 1
                drain(.time)
                checkState()
            }
            if events >= SessionRunner.maximumEvents && !simulator.isIdle {
                violations.append(InvariantViolation(invariant: .restsOnDetentWhenSettled, time: simulator.now,
                                                     message: "still running after \(SessionRunner.maximumEvents) events"))
            }
        }

        mutating func perform(_ step: FuzzStep) throws {
            switch step {
            case .wait(let milliseconds):
                advance(to: simulator.now + .milliseconds(Int64(milliseconds)))
            case .waitUntilSettled:
                settle()
            case .action(.dismiss(let animated)):
                // The front presentation, a sheet or a popover: its DidDismiss must not come now.
                guard let name = simulator.presentations.last?.name else { throw SimulationError.noSheetPresented }
                let before = simulator.phase(of: name)
                _ = try simulator.begin(.dismiss(animated: animated))
                let after = simulator.phase(of: name)
                if before != .dismissing && (after == .dismissing || after == .dismissed) { checker.noteDismissedInCode(name) }
            case .action(.drag(let target, let motion)):
                try drag(target, motion)
            case .action(let action):
                // Mid-transition presents are sent too: the core must refuse them with a warning
                // as UIKit does, and the appearance checks see that it did.
                if let lift = try simulator.begin(action) { runUserEvents(until: lift) }
            }
        }

        /// A drag exactly as `Simulator.perform` and `sheetsim run` drive it: the same samples
        /// (one per display frame, the last at its end) queued with `scheduleDrag`, so the
        /// touch-down runs after work already queued for this instant (an instant keyboard
        /// change's completion, say) and each touch in the queue's order with the frames. The
        /// invariants are checked after every event time up to the touch-up, so they still see
        /// the sheet under the finger. (Sending the touches directly, as this runner once did, ran
        /// the touch-down before that queued work: a different session from the scenario's.)
        mutating func drag(_ target: TouchTarget, _ motion: DragMotion) throws {
            let samples = try simulator.dragSamples(target, motion)
            // A finger stays on the screen: a drag that would leave it is not a valid gesture.
            let height = simulator.environment.containerSize.height
            guard let first = samples.first?.y, let last = samples.last?.y,
                  first >= 0, first <= height, last >= 0, last <= height else {
                throw SimulationError.invalidValue(what: "drag", reason: "leaves the screen")
            }
            let end = try simulator.scheduleDrag(target, samples: samples)
            runUserEvents(until: end)
        }

        /// Runs the events of a gesture up to its lift at `end`, one event time at a time, checking
        /// after each, as caused by the user.
        mutating func runUserEvents(until end: SimInstant) {
            while let next = simulator.nextEventTime, next <= end, events < SessionRunner.maximumEvents {
                simulator.run(until: next)
                events += 1
                drain(.user)
                checkState()
            }
        }
    }
}
