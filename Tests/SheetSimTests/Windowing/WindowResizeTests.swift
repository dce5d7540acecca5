import Testing
@testable import SheetSim

/// A live iPadOS 26 window resize (split view rules 13): the geometry callbacks around it, the
/// sizes it commits under each reading of ``BehaviorOptions/windowResizeCommits``, and what it
/// refuses.
@Suite struct WindowResizeTests {
    static func windowed(_ mode: MultitaskingMode? = .windowedApps, commits: BehaviorOptions.WindowResizeCommits = .perFrame,
                         os: OSProfile = .iOS26) throws -> Simulator {
        var environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)
        environment.multitasking = mode
        var options = BehaviorOptions()
        options.windowResizeCommits = commits
        var sim = Simulator(environment: environment, os: os, options: options)
        try sim.setRootViewController("canvas")
        sim.runUntilIdle()
        return sim
    }

    static func count(_ name: CallbackName, in sim: Simulator, after start: Int) -> Int {
        sim.log.entries.dropFirst(start).filter { $0.callback.callbackName == name }.count
    }

    @Test func aResizeIsInteractiveUntilTheLiftAndCommitsEveryFrame() throws {
        var sim = try Self.windowed()
        let start = sim.log.entries.count
        let lift = try sim.beginWindowResize(to: Size(width: 700, height: 500), over: .milliseconds(100))
        #expect(sim.environment.isInteractivelyResizing)
        sim.run(until: .zero + .milliseconds(50))
        #expect(sim.environment.isInteractivelyResizing)
        #expect(sim.environment.containerSize.width < 1366 && sim.environment.containerSize.width > 700)
        sim.run(until: lift)
        #expect(!sim.environment.isInteractivelyResizing)
        #expect(sim.environment.containerSize == Size(width: 700, height: 500))
        // 100 ms at 120 Hz: twelve frames, each a committed size.
        #expect(Self.count(.viewWillTransition, in: sim, after: start) == 12)
        // One geometry callback at the start, one per commit, one at the lift.
        #expect(Self.count(.windowSceneDidUpdateEffectiveGeometry, in: sim, after: start) == 14)
        #expect(Self.count(.sceneWillResignActive, in: sim, after: start) == 1)
        #expect(Self.count(.sceneDidBecomeActive, in: sim, after: start) == 1)
        sim.runUntilIdle()
        #expect(sim.isIdle)
    }

    /// A Slide Over window narrower than the smallest window (the minimum metric raised, as the
    /// fuzzer does) becomes a free-form window as the drag begins: every committed size is at
    /// least the minimum, and the last is the target.
    @Test func aResizeFromSlideOverCommitsNoSizeBelowTheMinimum() throws {
        var environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)
        environment.multitasking = .windowedApps
        var slideOver = environment
        slideOver.window = .slideOver
        var metrics = UIKitMetrics.uikit
        metrics.windowMinimumWidth = slideOver.containerSize.width + 20
        var sim = Simulator(environment: environment, os: .iOS26_1, metrics: metrics)
        try sim.setRootViewController("canvas")
        try sim.setWindow(.slideOver)
        sim.runUntilIdle()
        let minimum = Simulator.minimumWindowSize(in: sim.environment, metrics: sim.metrics)
        let lift = try sim.beginWindowResize(to: Size(width: 700, height: 500), over: .milliseconds(300))
        var committed: [Size] = []
        var time = sim.now
        while time < lift {
            time = time + .milliseconds(1)
            sim.run(until: time)
            if sim.environment.window.isFreeForm, committed.last != sim.environment.containerSize {
                committed.append(sim.environment.containerSize)
            }
        }
        #expect(committed.count > 10)
        #expect(committed.allSatisfy { $0.width >= minimum.width && $0.height >= minimum.height }, "\(committed)")
        #expect(sim.environment.containerSize == Size(width: 700, height: 500))
    }

    @Test func atEndCommitsOneSize() throws {
        var sim = try Self.windowed(commits: .atEnd)
        let start = sim.log.entries.count
        try sim.perform(.resizeWindow(to: Size(width: 700, height: 500), over: .milliseconds(400)))
        #expect(Self.count(.viewWillTransition, in: sim, after: start) == 1)
        #expect(Self.count(.windowSceneDidUpdateEffectiveGeometry, in: sim, after: start) == 3)
        #expect(sim.environment.containerSize == Size(width: 700, height: 500))
    }

    /// Work grows with the drag's length, one commit a frame: 8× the duration, 8× the commits.
    @Test func commitsGrowLinearlyWithTheDuration() throws {
        var counts: [Int] = []
        for milliseconds: Int64 in [100, 800] {
            var sim = try Self.windowed()
            let start = sim.log.entries.count
            let lift = try sim.beginWindowResize(to: Size(width: 700, height: 500), over: .milliseconds(milliseconds))
            #expect(sim.nextEventTime != nil)
            sim.run(until: lift)
            counts.append(Self.count(.viewWillTransition, in: sim, after: start))
        }
        #expect(counts == [12, 96])
    }

    @Test func aResizeIsRefusedWhereAWindowOfItsSizeIs() throws {
        var fullScreen = try Self.windowed(.fullScreenApps)
        #expect(throws: SimulationError.self) { _ = try fullScreen.beginWindowResize(to: Size(width: 700, height: 500), over: .milliseconds(100)) }
        var windowed = try Self.windowed()
        #expect(throws: SimulationError.self) { _ = try windowed.beginWindowResize(to: Size(width: 200, height: 500), over: .milliseconds(100)) }
        #expect(throws: SimulationError.self) { _ = try windowed.beginWindowResize(to: Size(width: 700, height: 500), over: .zero) }
        let before = windowed.log.entries.count
        _ = try windowed.beginWindowResize(to: Size(width: 700, height: 500), over: .milliseconds(100))
        let during = windowed.log.entries.count
        #expect(during > before)
        #expect(throws: SimulationError.self) { _ = try windowed.beginWindowResize(to: Size(width: 800, height: 500), over: .milliseconds(100)) }
        #expect(windowed.log.entries.count == during)
    }

    @Test func withoutAMultitaskingSettingNoGeometryCallbackIsLogged() throws {
        var sim = try Self.windowed(nil)
        let start = sim.log.entries.count
        try sim.setWindow(.oneThird)
        sim.runUntilIdle()
        #expect(Self.count(.windowSceneDidUpdateEffectiveGeometry, in: sim, after: start) == 0)
        var windowed = try Self.windowed()
        let launched = windowed.log.entries.count
        try windowed.setWindow(.size(width: 700, height: 600))
        #expect(Self.count(.windowSceneDidUpdateEffectiveGeometry, in: windowed, after: launched) == 1)
    }
}
