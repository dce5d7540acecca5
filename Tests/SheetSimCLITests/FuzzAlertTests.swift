import Testing
@testable import SheetSim
@testable import SheetSimCLI
import SheetSimScenario

/// The fuzzer's alert controllers: a stream of their own, alerts really shown and tapped, sessions
/// that print as scenarios, and the alert invariants able to fail.
struct FuzzAlertTests {
    static func isAlertPresent(_ step: FuzzStep) -> Bool {
        if case .action(.present(_, let configuration, _, _)) = step { return configuration.alert != nil }
        return false
    }

    @Test func aQuarterOfTheSessionsShowAlertsWithoutViolations() {
        var drawing = 0, showing = 0, handled = 0
        for index in 0..<300 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(31, index: index))
            guard session.actions.contains(where: Self.isAlertPresent) else { continue }
            drawing += 1
            let run = SessionRunner.run(session, checkDeterminism: false)
            #expect(run.violations.isEmpty, "\(run.violations)")
            if run.log.contains(where: { $0.receiver.controller == "alert" && $0.callback == .presentationTransitionWillBegin }) { showing += 1 }
            if run.log.contains(where: { $0.callback.callbackName == .alertActionHandler }) { handled += 1 }
        }
        #expect((40...110).contains(drawing), "\(drawing) of 300 sessions draw an alert")
        #expect(showing >= drawing / 3, "only \(showing) of \(drawing) sessions showed one")
        #expect(handled >= 5, "only \(handled) sessions ran an action's handler")
    }

    @Test func alertSessionsPrintAsScenariosThatParse() {
        var printed = 0
        for index in 0..<200 where printed < 10 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(37, index: index))
            guard session.actions.contains(where: Self.isAlertPresent) else { continue }
            var parser = ScenarioParser()
            let parsed = parser.parse(SourceFile(name: "fuzz.sheet", text: scenarioText(for: session)))
            #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics.map(\.formatted))\n\(scenarioText(for: session))")
            printed += 1
        }
        #expect(printed == 10)
    }

    /// The main stream never draws the alerts' settings: a session's alert options are exactly
    /// those its alert stream drew, and its metrics never name an alert metric, so the main
    /// stream's draws over the catalogs are what they were before alert controllers.
    @Test func theMainStreamDrawsNoAlertSetting() {
        var withAlertOptions = 0
        for index in 0..<400 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(41, index: index))
            #expect(!session.metrics.contains { SessionGenerator.alertMetricNames.contains($0.name) })
            var steps: [FuzzStep] = [.waitUntilSettled, .waitUntilSettled]
            let drawn = SessionGenerator.alertSteps(seed: session.seed, app: session.app, into: &steps)
            let alertOptions = session.options.filter { SessionGenerator.alertOptionNames.contains($0.name) }
            #expect(alertOptions.map(\.name) == drawn.map(\.name))
            if !drawn.isEmpty { withAlertOptions += 1 }
        }
        #expect(withAlertOptions > 0)
    }

    static func entry(_ callback: Callback, _ ms: Int64) -> LogEntry {
        LogEntry(time: .zero + .milliseconds(ms), receiver: .viewController("alert"), callback: callback)
    }

    @Test func aHandlerBeforeViewDidDisappearOrTwiceIsAViolation() {
        var checker = AlertHandlerChecker(order: .afterViewDidDisappear)
        #expect(checker.record(Self.entry(.viewWillAppear(animated: true), 0)) == nil)
        #expect(checker.record(Self.entry(.viewDidAppear(animated: true), 250)) == nil)
        #expect(checker.record(Self.entry(.viewWillDisappear(animated: true), 300)) == nil)
        #expect(checker.record(Self.entry(.alertActionHandler(title: "OK"), 300))?.invariant == .alertHandlerOnceAfterItLeft)
        var twice = AlertHandlerChecker(order: .afterViewDidDisappear)
        for callback in [Callback.viewWillAppear(animated: true), .viewDidAppear(animated: true), .viewWillDisappear(animated: true), .viewDidDisappear(animated: true)] {
            _ = twice.record(Self.entry(callback, 0))
        }
        #expect(twice.record(Self.entry(.alertActionHandler(title: "OK"), 1)) == nil)
        #expect(twice.record(Self.entry(.alertActionHandler(title: "OK"), 2))?.invariant == .alertHandlerOnceAfterItLeft)
        var before = AlertHandlerChecker(order: .beforeViewWillDisappear)
        _ = before.record(Self.entry(.viewWillAppear(animated: true), 0))
        #expect(before.record(Self.entry(.alertActionHandler(title: "OK"), 1))?.invariant == .alertHandlerOnceAfterItLeft)
    }

    @Test func anAlertOutsideTheWindowOrAHiddenCancelShownIsAViolation() {
        let window = Rect(x: 0, y: 0, width: 393, height: 852)
        let cancel = AlertButton(action: AlertAction("Cancel", style: .cancel), frame: .zero)
        let outside = AlertLayout(form: .centred, frame: Rect(x: 300, y: 10, width: 270, height: 100), buttons: [], showsCancelButton: false, tapOutside: .ignored)
        #expect(InvariantChecker.checkAlert("alert", layout: outside, window: window, anchoredPhone: false, now: .zero).map(\.invariant) == [.alertInsideWindow])
        let placement = PopoverPlacement(frame: Rect(x: 10, y: 100, width: 200, height: 100), direction: .up, arrowTip: Point(x: 50, y: 90), anchor: Rect(x: 40, y: 80, width: 20, height: 10))
        let anchored = AlertLayout(form: .popover(placement), frame: placement.frame, buttons: [cancel], showsCancelButton: true, tapOutside: .dismisses(runsCancelHandler: true))
        #expect(InvariantChecker.checkAlert("alert", layout: anchored, window: window, anchoredPhone: true, now: .zero).map(\.invariant) == [.alertInsideWindow])
        #expect(InvariantChecker.checkAlert("alert", layout: anchored, window: window, anchoredPhone: false, now: .zero).isEmpty)
    }
}
