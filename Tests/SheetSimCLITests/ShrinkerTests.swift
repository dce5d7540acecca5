import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

struct ShrinkerTests {
    @Test func reducesToTheFailingCore() {
        // Fails whenever 3 and 17 are both present, 3 first.
        let items = Array(0..<40)
        var calls = 0
        let minimal = Shrinker.minimize(items) { candidate in
            calls += 1
            guard let a = candidate.firstIndex(of: 3), let b = candidate.firstIndex(of: 17) else { return false }
            return a < b
        }
        #expect(minimal == [3, 17])
        #expect(calls < 200)
    }

    @Test func singleCauseAndNoCause() {
        #expect(Shrinker.minimize(Array(0..<10)) { $0.contains(9) } == [9])
        #expect(Shrinker.minimize([1, 2, 3]) { _ in true } == [])
    }

    @Test func shrinksASyntheticFailingSession() {
        // A session padded with noise; "fails" when it contains a dismiss after a present.
        var rng = SplitMix64(seed: 3)
        let dismiss = FuzzStep.action(.dismiss())
        var actions: [FuzzStep] = (0..<30).map { _ in SessionGenerator.step(&rng, app: .tabs, pad: true) }.filter { $0 != dismiss }
        actions.insert(dismiss, at: 20)
        let minimal = Shrinker.minimize(actions) { candidate in
            guard let d = candidate.firstIndex(of: dismiss) else { return false }
            return candidate[..<d].contains { if case .action(.present) = $0 { return true } else { return false } }
        }
        #expect(minimal.count == 2)
        #expect(minimal.last == dismiss)
    }

    /// The options and metrics a failure does not need are dropped after the actions.
    @Test func minimizeDropsTheOptionsAFailureDoesNotNeed() {
        let needed = BehaviorSetting(name: "detentChangeTiming", value: "afterSettle")!
        let session = FuzzSession(seed: 0, device: .iPhone14Pro, orientation: .portrait, os: .iOS17,
                                  options: [needed, BehaviorSetting(name: "detentViewSizing", value: "keepsFullHeight")!,
                                            BehaviorSetting(name: "grabberInsetsContent", value: "true")!],
                                  actions: [.action(.present("sheet", configuration: FuzzSheetSetup().configuration)), .wait(milliseconds: 100),
                                            .action(.tapGrabber), .action(.dismiss()), .waitUntilSettled])
        let minimal = FuzzCommand.minimize(session) { candidate in
            candidate.options.contains(needed) && candidate.actions.contains(.action(.dismiss()))
        }
        #expect(minimal.options == [needed])
        #expect(minimal.actions == [.action(.dismiss())])

        var withMetrics = session
        withMetrics.metrics = [FuzzMetric(name: "topOffset", value: 12.5), FuzzMetric(name: "flickSpeed", value: 800)]
        let needsTopOffset = FuzzCommand.minimize(withMetrics) { candidate in
            candidate.metrics.contains { $0.name == "topOffset" } && candidate.actions.contains(.action(.dismiss()))
        }
        #expect(needsTopOffset.metrics == [FuzzMetric(name: "topOffset", value: 12.5)])
        #expect(needsTopOffset.options.isEmpty)
    }

    @Test func minimizeSessionKeepsTheViolation() {
        // The real pipeline on a session with an invariant that always "fails": the settle check
        // after a wait shorter than the presentation keeps just the present.
        let session = FuzzSession(seed: 0, device: .iPhone14Pro, orientation: .portrait, os: .iOS17, actions: [
            .action(.present("sheet", configuration: FuzzSheetSetup().configuration)), .wait(milliseconds: 100), .action(.tapGrabber),
            .waitUntilSettled,
        ])
        #expect(SessionRunner.run(session).violations.isEmpty)
    }
}
