import Testing
@testable import SheetSim
@testable import SheetSimCLI
import SheetSimScenario
import Foundation

/// The fuzzer's popovers: a stream of their own, popovers really shown (and adapted), sessions
/// that replay as scenarios, and the popover invariants able to fail.
struct FuzzPopoverTests {
    static func isPopoverPresent(_ step: FuzzStep) -> Bool {
        if case .action(.present(_, let configuration, _, _)) = step { return configuration.modalPresentationStyle == .popover }
        return false
    }

    @Test func aQuarterOfTheSessionsShowPopoversWithoutViolations() {
        var drawing = 0, showing = 0, adapting = 0
        for index in 0..<300 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(23, index: index))
            guard session.actions.contains(where: Self.isPopoverPresent) else { continue }
            drawing += 1
            let run = SessionRunner.run(session, checkDeterminism: false)
            #expect(run.violations.isEmpty, "\(run.violations)")
            if run.log.contains(where: { $0.receiver.controller == "pop" && $0.callback == .presentationTransitionWillBegin }) { showing += 1 }
            if run.log.contains(where: { $0.callback.callbackName == .presentationControllerWillPresentWithAdaptiveStyle && $0.receiver.controller == "pop" }) {
                adapting += 1
            }
        }
        #expect((40...110).contains(drawing), "\(drawing) of 300 sessions draw a popover")
        #expect(showing >= drawing / 3, "only \(showing) of \(drawing) sessions showed one")
        #expect(adapting >= 3, "only \(adapting) sessions adapted a popover")
    }

    /// A full-screen presentation from a popover walks up to the sheet below and takes its views
    /// out; the popover's later hand-over to full screen (or back) must not take them out again
    /// or bring them back under it. Two sessions the fuzzer found, on a popover adapting live.
    @Test(arguments: [28067, 77606]) func aHandOverLeavesViewsAnotherFullScreenHoldsOut(index: Int) {
        let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(20261129, index: index))
        #expect(session.actions.contains(where: Self.isPopoverPresent))
        let run = SessionRunner.run(session, checkDeterminism: false)
        #expect(run.violations.isEmpty, "\(run.violations)")
    }

    /// Generated sessions with popovers print as scenario text that parses with no error.
    /// (Exact replay of a random session is not checked: after a nested presentation leaves, the
    /// text still names it for the next configuration line, where the runner changes the front
    /// sheet — a limit of the repro text for any nested presentation, popover or sheet.)
    @Test func popoverSessionsPrintAsScenariosThatParse() {
        var printed = 0
        for index in 0..<120 where printed < 10 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(29, index: index))
            guard session.actions.contains(where: Self.isPopoverPresent) else { continue }
            var parser = ScenarioParser()
            let parsed = parser.parse(SourceFile(name: "fuzz.sheet", text: scenarioText(for: session)))
            #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics.map(\.formatted))\n\(scenarioText(for: session))")
            printed += 1
        }
        #expect(printed == 10)
    }

    /// A popover session replays as a scenario: presented, tapped outside, adapted by a window
    /// change and back, logging exactly what the runner logged.
    @Test func aPopoverSessionReplaysExactly() throws {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: 320, height: 400)
        configuration.shouldDismiss = false
        configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 20, y: 80, width: 44, height: 44),
                                                permittedArrowDirections: [.up, .left])
        let session = FuzzSession(seed: 3, device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17, app: .navigation, actions: [
            .action(.present("sheet", configuration: FuzzSheetSetup().configuration)), .waitUntilSettled, .action(.dismiss()), .waitUntilSettled,
            .action(.present("pop", configuration: configuration)), .waitUntilSettled, .action(.tapOutside(at: Point(x: 1000, y: 700))),
            .action(.setWindow(.slideOver)), .waitUntilSettled, .action(.setWindow(.full)), .waitUntilSettled, .action(.tapOutside()),
        ])
        let run = SessionRunner.run(session)
        #expect(run.violations.isEmpty, "\(run.violations)")
        #expect(run.executed.allSatisfy { $0 })
        #expect(run.logLines.contains { $0.hasSuffix("pop.delegate.presentationControllerPrepare(adaptivePresentationController: \"UISheetPresentationController\")") })
        #expect(try Self.replayed(scenarioText(for: session)) == run.logLines)
    }

    /// The log of `text` run as a scenario; its run reports no error (warnings about the
    /// generated detents' order are expected).
    static func replayed(_ text: String) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-popover-\(ProcessInfo.processInfo.processIdentifier).sheet")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let replay = CommandLineTool.execute(["run", file.path])
        #expect(!replay.standardError.contains("error:"), "\(replay.standardError)")
        return replay.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("ms ") }
    }

    @Test func aPopoverOutsideTheWindowOrPointingElsewhereIsAViolation() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17)
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: 320, height: 400)
        configuration.popover = PopoverSettings(sourceView: "presenter", sourceRect: Rect(x: 20, y: 80, width: 44, height: 44))
        try sim.present("pop", configuration: configuration)
        sim.runUntilIdle()
        #expect(InvariantChecker.checkPopovers(in: sim, now: sim.now).isEmpty)
        let row = try #require(sim.machines.popovers.row(named: "pop"))
        guard case .presented(var placement) = sim.machines.popovers.rows[row].state else { Issue.record("not presented"); return }
        placement.frame.x = 2000
        placement.arrowTip = Point(x: 500, y: 500)
        sim.machines.popovers.rows[row].state = .presented(placement: placement)
        let found = InvariantChecker.checkPopovers(in: sim, now: sim.now).map(\.invariant)
        #expect(found.contains(.popoverInsideWindow))
        #expect(found.contains(.popoverArrowPointsAtSource))
    }
}
