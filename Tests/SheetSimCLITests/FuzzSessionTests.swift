import Foundation
import Testing
import SheetSim
@testable import SheetSimCLI
import SheetSimScenario

struct FuzzSessionTests {
    @Test func fuzzerFindsNoViolationsOnManySeeds() {
        for failure in FuzzCommand.fuzz(seed: 2024, count: 300) {
            Issue.record("session \(failure.index): \(failure.violation)\n\(scenarioText(for: failure.minimized))")
        }
    }

    @Test func runnerExecutesAndLogs() {
        let session = FuzzSession(seed: 0, device: .iPhone14Pro, orientation: .portrait, os: .iOS17, actions: [
            .action(.present("sheet", configuration: { var s = FuzzSheetSetup(); s.detents = [.medium, .large]; return s }().configuration)),
            .waitUntilSettled,
            .action(.drag(.grabber, .distance(-300, duration: .milliseconds(200)))),
            .waitUntilSettled,
            .action(.present("sheet", configuration: FuzzSheetSetup().configuration)),  // duplicate name: refused, skipped
            .action(.dismiss()),
            .waitUntilSettled,
            .action(.tapGrabber),  // nothing presented: refused
        ])
        let run = SessionRunner.run(session)
        #expect(run.violations.isEmpty)
        #expect(run.executed == [true, true, true, true, false, true, true, false])
        #expect(run.logLines.contains { $0.hasSuffix("sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)") })
        #expect(run.logLines.last?.hasSuffix("sheet.viewDidDisappear(animated: true)") == true)
    }

    /// The determinism check's second run only logs: it drives the simulator exactly as the
    /// checked run does (the same log, the same accepted steps) and checks nothing.
    @Test func theRunThatOnlyLogsDrivesTheSimulatorAlike() {
        for index in 0..<40 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(77, index: index))
            var checked = SessionRunner.Execution(session: session)
            checked.runAll()
            var logging = SessionRunner.Execution(session: session, checksInvariants: false)
            logging.runAll()
            #expect(logging.simulator.log == checked.simulator.log)
            #expect(logging.executed == checked.executed)
            #expect(checked.logged == checked.simulator.log.count, "the checked run read every entry")
            #expect(logging.logged == 0 && logging.observed.isEmpty, "the run that only logs checked nothing")
        }
    }

    /// Sessions run in batches across the cores; what fails comes back in session order, each
    /// session once, whether or not they run in parallel, and for counts around a batch's size.
    @Test(arguments: [0, 1, FuzzCommand.batchSize - 1, FuzzCommand.batchSize, FuzzCommand.batchSize * 2 + 37])
    func batchesKeepTheSessionOrder(count: Int) {
        let violation = InvariantViolation(invariant: .dimAlphaInRange, time: .zero, message: "")
        let session = SessionGenerator.session(seed: 1)
        // Every index but the multiples of 5 fails, so a skipped, repeated or misplaced session
        // anywhere, batch edges included, shows.
        let failing: @Sendable (Int) -> FuzzCommand.Failure? = { index in
            index % 5 == 0 ? nil : FuzzCommand.Failure(index: index, violation: violation, minimized: session)
        }
        let expected = (0..<count).filter { $0 % 5 != 0 }
        #expect(FuzzCommand.failures(count: count, inParallel: true, failing).map(\.index) == expected)
        #expect(FuzzCommand.failures(count: count, inParallel: false, failing).map(\.index) == expected)
    }

    @Test func scenarioTextUsesTheScenarioSyntax() {
        var setup = FuzzSheetSetup()
        setup.detents = [.medium, .large]
        setup.selectedDetentIdentifier = .medium
        setup.isModalInPresentation = true
        let session = FuzzSession(seed: 1, device: .iPhone14Pro, orientation: .portrait, os: .iOS17, actions: [
            .action(.present("sheet", configuration: setup.configuration)),
            .action(.drag(.grabber, .distance(300, duration: .milliseconds(250)))),
            .action(.drag(.body, .velocity(distance: -200, velocity: -1500))),
            .action(.tapGrabber), .action(.tapDimmingView()),
            .action(.rotate(to: .landscapeLeft)),
            .action(.showKeyboard(height: 336, duration: .milliseconds(250))), .action(.hideKeyboard()),
            .wait(milliseconds: 300), .waitUntilSettled,
            .action(.set(.selectedDetentIdentifier(.large), animated: true)),
            .action(.present("child", configuration: FuzzSheetSetup().configuration)),
            .action(.dismiss()),
        ])
        #expect(scenarioText(for: session) == """
        device "iPhone 14 Pro" portrait
        os 17
        detents medium large
        set selectedDetentIdentifier = medium
        set isModalInPresentation = true
        present
        drag grabber by 300pt over 250ms
        drag body by -200pt with velocity -1500pt/s
        tap grabber
        tap dimmingView
        rotate landscape
        keyboard show 336pt over 250ms
        keyboard hide
        wait 300ms
        wait until settled
        animateChanges set selectedDetentIdentifier = large
        sheet "child"
        detents large
        present "child"
        dismiss
        wait until settled

        """)
    }

    /// The log lines `sheetsim run` prints for scenario `text`, written to a temporary file named
    /// after `name`; a run that prints an error records it.
    static func replayed(_ text: String, as name: String) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(ProcessInfo.processInfo.processIdentifier).sheet")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let replay = CommandLineTool.execute(["run", file.path])
        #expect(replay.standardError.isEmpty, "\(replay.standardError)")
        return replay.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("ms ") }
    }

    @Test func sessionsInAnAppReplayAsScenarios() throws {
        // The app's containers come first; each sheet's setup then starts with its `sheet` line,
        // or it would configure the last container declared. Replayed, the text logs what the
        // runner logged.
        var session = FuzzSession(seed: 7, device: .iPadAir10_9, orientation: .landscapeLeft, os: .iOS17, app: .tabs,
                                  window: .half, actions: [
            .action(.present("sheet", configuration: FuzzSheetSetup().configuration)),
            .action(.tapTab("search")), .action(.push("thread", onto: "homeNav", animated: false)), .waitUntilSettled, .action(.dismiss()), .waitUntilSettled,
            .action(.tapTab("search")), .action(.tapTab("homeNav")), .action(.swipeBack(in: "homeNav", .distance(300, duration: .milliseconds(200)))),
            .action(.setWindow(.slideOver)), .action(.pop("homeNav", animated: true)),
        ])
        let run = SessionRunner.run(session)
        // The presentation catches the tap; the push under it is the app's own code.
        #expect(run.executed == [true, false, true, true, true, true, true, true, true, true, true])
        session.actions = zip(session.actions, run.executed).filter(\.1).map(\.0)
        let text = scenarioText(for: session)
        #expect(text == """
        device "iPad Air 10.9" landscape
        os 17
        window half
        navigationController "homeNav" root "feed"
        tabBarController "tabs" tabs "homeNav", "search"
        rootViewController "tabs"
        sheet "sheet"
        detents large
        present
        push "thread" in "homeNav" notAnimated
        wait until settled
        dismiss
        wait until settled
        select tab "search"
        select tab "homeNav"
        swipe back in "homeNav" by 300pt over 200ms
        window slideOver
        pop in "homeNav"
        wait until settled

        """)
        #expect(try Self.replayed(text, as: "fuzz-app") == SessionRunner.run(session).logLines)
    }

    /// Tab bar app sessions on iOS 18 and later may have a tab group and steps on it and the
    /// sidebar: they break no invariant, and their text replays what the runner logged.
    @Test func tabGroupSessionsRunAndReplay() throws {
        let sessions = (0..<400).map { SessionGenerator.session(seed: SplitMix64.sessionSeed(5, index: $0)) }.filter(\.hasTabGroup)
        #expect(sessions.count >= 3, "too few sessions with a tab group to say anything")
        var groupStepsDone = 0
        for var session in sessions.prefix(8) {
            #expect(session.app == .tabs && session.os.majorVersion >= 18)
            let run = SessionRunner.run(session)
            for (step, done) in zip(session.actions, run.executed) where done {
                switch step {
                case .action(.tapTab("albums", _)), .action(.tapTab("artists", _)), .action(.tapTab("library", _)),
                     .action(.tapSidebarButton), .action(.setSidebarHidden): groupStepsDone += 1
                default: break
                }
            }
            #expect(run.violations.isEmpty, "\(run.violations)")
            session.actions = zip(session.actions, run.executed).filter(\.1).map(\.0)
            let text = scenarioText(for: session)
            #expect(text.contains("tabGroup \"library\" in \"tabs\" tabs \"albums\", \"artists\""))
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-tab-group-\(ProcessInfo.processInfo.processIdentifier).sheet")
            try text.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            // A random sheet's detents may be written out of order, which is only a warning.
            let replay = CommandLineTool.execute(["run", file.path])
            #expect(!replay.standardError.contains("error:"), "\(replay.standardError)")
            let lines = replay.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("ms ") }
            #expect(lines == SessionRunner.run(session).logLines, "\(text)")
        }
        #expect(groupStepsDone >= 3, "the tab group's steps were refused almost everywhere")
    }

    /// Two sessions in five set one to three behaviour options, each to a value other than the
    /// reference reading; one in five changes one or two metrics to a value within its range, a
    /// simple multiple of UIKit's that a scenario line writes exactly. Each once and in its
    /// catalog's order; the world and actions of a seed are drawn before them.
    @Test func sessionsSetOptionsAndChangeMetrics() throws {
        func inCatalogOrder(_ names: [String], _ catalog: [String]) throws -> Bool {
            let positions = try names.map { name in try #require(catalog.firstIndex(of: name)) }
            return positions == positions.sorted() && Set(positions).count == positions.count
        }
        var withOptions = 0, withMetrics = 0
        for index in 0..<400 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(1, index: index))
            if !session.options.isEmpty {
                withOptions += 1
                // One to three from the main stream, and one more from the alerts' own stream.
                #expect((1...4).contains(session.options.count))
                #expect(try inCatalogOrder(session.options.map(\.name), BehaviorOptions.catalog.map(\.name)))
            }
            for option in session.options {
                let info = try #require(BehaviorOptions.option(named: option.name))
                #expect(info.values.contains(option.value) && option.value != info.defaultValue, "\(option)")
            }
            if !session.metrics.isEmpty {
                withMetrics += 1
                #expect((1...2).contains(session.metrics.count))
                #expect(try inCatalogOrder(session.metrics.map(\.name), UIKitMetrics.catalog.map(\.name)))
            }
            for metric in session.metrics {
                let info = try #require(UIKitMetrics.info(named: metric.name))
                #expect(info.problem(with: metric.value) == nil && metric.value != info.defaultValue, "\(metric)")
                let ratio = metric.value / info.defaultValue
                #expect(FuzzMetric.factors.contains { abs(ratio - $0) < 0.02 }, "\(metric): \(ratio) × UIKit's")
            }
        }
        #expect((120...200).contains(withOptions), "\(withOptions) of 400")
        #expect((50...110).contains(withMetrics), "\(withMetrics) of 400")
    }

    /// Each unit's line parses back to the very number the runner used: the replay logs the same.
    @Test func sessionsWithMetricsReplayAsScenarios() throws {
        // In catalog order: a point, a ratio, seconds, points per second.
        let metrics = UIKitMetrics.catalog.compactMap { info -> FuzzMetric? in
            let factors = ["topOffset": 1.25, "mediumFraction": 0.8, "springResponse": 2, "flickSpeed": 0.8]
            return factors[info.name].flatMap { FuzzMetric.scaled(info, by: $0) }
        }
        #expect(metrics.count == 4)
        var setup = FuzzSheetSetup()
        setup.detents = [.medium, .large]
        let session = FuzzSession(seed: 11, device: .iPhone14Pro, orientation: .portrait, os: .iOS17, metrics: metrics,
                                  actions: [.action(.present("sheet", configuration: setup.configuration)), .waitUntilSettled,
                                            .action(.drag(.body, .velocity(distance: -200, velocity: -1500))), .waitUntilSettled])
        let run = SessionRunner.run(session)
        #expect(run.violations.isEmpty)
        let text = scenarioText(for: session)
        for line in ["metric topOffset = 12.5pt", "metric mediumFraction = 0.448", "metric springResponse = 688ms"] {
            #expect(text.contains(line + "\n"), "\(text)")
        }
        #expect(text.contains("metric flickSpeed = "), "\(text)")
        // Parsed back, each line is the very number the runner used.
        var parser = ScenarioParser()
        let parsed = parser.parse(SourceFile(name: "m.sheet", text: text)).commands.compactMap { command -> FuzzMetric? in
            guard case .metric(let name, let value) = command.value else { return nil }
            return FuzzMetric(name: name, value: value)
        }
        #expect(parsed == session.metrics)
        #expect(try Self.replayed(text, as: "fuzz-metrics") == run.logLines)
        // They reach the simulator the runner builds.
        let used = SessionRunner.Execution(session: session).simulator.metrics
        #expect(used.topOffset == 12.5 && used.mediumFraction == 0.448 && used.springResponse == 0.688 && used.flickSpeed == 800)
    }

    @Test func sessionsWithOptionsReplayAsScenarios() throws {
        var setup = FuzzSheetSetup()
        setup.detents = [.medium, .large]
        let session = FuzzSession(seed: 9, device: .iPhone14Pro, orientation: .portrait, os: .iOS17,
                                  options: [BehaviorSetting(name: "detentChangeTiming", value: "afterSettle")!,
                                            BehaviorSetting(name: "detentViewSizing", value: "keepsFullHeight")!],
                                  actions: [.action(.present("sheet", configuration: setup.configuration)), .waitUntilSettled,
                                            .action(.drag(.body, .distance(-300, duration: .milliseconds(300))))])
        let run = SessionRunner.run(session)
        #expect(run.violations.isEmpty)
        #expect(run.logLines.contains { $0.hasSuffix("sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)") })
        let text = scenarioText(for: session)
        #expect(text.hasPrefix("""
        device "iPhone 14 Pro" portrait
        os 17
        option detentChangeTiming = afterSettle
        option detentViewSizing = keepsFullHeight

        """))
        #expect(try Self.replayed(text, as: "fuzz-options") == run.logLines)
        // Without the options the same session logs differently: they reach the simulator.
        var plain = session
        plain.options = []
        #expect(SessionRunner.run(plain).logLines != run.logLines)
    }

    @Test func splitViewSessionsReplayAsScenarios() throws {
        // The split view controller is declared with its columns and settings; its steps are the
        // scenario's split view commands. Replayed, the text logs what the runner logged.
        var setup = FuzzSplitViewSetup()
        setup.preferredSplitBehavior = .overlay
        setup.showsSecondaryOnlyButton = true
        var session = FuzzSession(seed: 9, device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17, app: .tripleColumnSplit,
                                  splitView: setup, actions: [
            .action(.tapDisplayModeButton()), .waitUntilSettled, .action(.tapSecondary()), .action(.dragSidebar(.distance(400, duration: .milliseconds(300)))),
            .waitUntilSettled, .action(.hideColumn(.primary)), .action(.showColumn(.supplementary)), .action(.tapSecondaryOnlyButton()),
            .waitUntilSettled, .action(.tapSecondaryOnlyButton()), .waitUntilSettled, .action(.showDetailViewController("post")), .action(.setWindow(.oneThird)),
            .waitUntilSettled,
        ])
        let run = SessionRunner.run(session)
        #expect(run.violations.isEmpty, "\(run.violations)")
        // The secondary-only button is not there while the tapped sidebar is still coming.
        #expect(run.executed == [true, true, true, true, true, true, true, false, true, true, true, true, true, true])
        session.actions = zip(session.actions, run.executed).filter(\.1).map(\.0)
        let text = scenarioText(for: session)
        #expect(text.hasPrefix("""
        device "iPad Pro 11" landscape
        os 17
        splitViewController "split" tripleColumn
        column primary "sidebar"
        column supplementary "list"
        column secondary "detail"
        set preferredSplitBehavior = overlay
        set showsSecondaryOnlyButton = true
        rootViewController "split"
        tap displayModeButton
        wait until settled
        tap secondary
        drag sidebar by 400pt over 300ms
        wait until settled
        hide column primary
        show column supplementary
        wait until settled
        tap secondaryOnlyButton
        wait until settled
        showDetail "post"
        window oneThird

        """))
        #expect(try Self.replayed(text, as: "fuzz-split") == run.logLines)
        #expect(run.logLines.contains { $0.hasSuffix("split.delegate.splitViewControllerDidCollapse") })
    }

    /// A step the simulator refuses must log nothing: the runner checks it after every refusal.
    @Test func aRefusedStepLogsNothing() {
        let session = FuzzSession(seed: 3, device: .iPhone14Pro, orientation: .portrait, os: .iOS18, app: .classicSplit, actions: [
            .action(.push("thread", onto: "masterNav", animated: true)), .action(.showDetailViewController("thread")),  // already in the primary's stack
        ])
        let run = SessionRunner.run(session)
        #expect(run.executed == [true, false])
        #expect(run.violations.isEmpty, "\(run.violations)")
    }

    @Test func commandArguments() {
        #expect(FuzzCommand.run(["--seed", "x", "--count", "1"]).exitCode == .usage)
        #expect(FuzzCommand.run(["--count", "1"]).exitCode == .usage)
        #expect(FuzzCommand.run(["--seed", "1"]).exitCode == .usage)
        #expect(FuzzCommand.run(["--seed", "1", "--count", "-3"]).exitCode == .usage)
        #expect(FuzzCommand.run(["--seed", "1", "--bogus", "2"]).standardError.contains("unknown option '--bogus'"))
        let ok = CommandLineTool.execute(["fuzz", "--seed", "5", "--count", "3"])
        #expect(ok.standardOutput.hasSuffix("sessions: 3\nviolations: 0\n"))
        #expect(ok.exitCode == .success)
    }
}
