import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// Issue 7's physics guards: zero or negative durations, simultaneous samples, NaN velocities,
/// empty detent lists and NaN-producing metrics are refused with a clear error at the API and in
/// the language, and the sheet's state holds no NaN afterwards.
@Suite("Physics guards")
struct PhysicsGuardTests {
    /// A presented, settled sheet (medium and large, at medium).
    static func settled(metrics: UIKitMetrics = .uikit) throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro, metrics: metrics)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.selectedDetentIdentifier = .medium
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        return sim
    }

    /// Every number in the front sheet's snapshot is finite.
    static func expectFinite(_ sim: Simulator, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let s = sim.state else { return }
        let rects = [s.presenterFrame, s.sheetFrame, s.dimmingFrame, s.grabberFrame, s.grabberHitArea, s.cardFrame]
        let numbers = [s.topY, s.visibleHeight, s.percentDimmed, s.dimmingAlpha, s.cornerRadius, s.shadowOpacity,
                       s.presenterScale, s.presenterCornerRadius, s.scrollView?.contentOffset.y ?? 0, s.bottomCornerRadius,
                       s.shadowCornerRadius, s.shadowRadius, s.grabberAlpha, s.cardScale, s.percentFullHeight,
                       s.keyboardHeight, s.keyboardRaisedDetentValue ?? 0]
            + rects.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        #expect(numbers.allSatisfy { $0.isFinite }, "non-finite state: \(s.summary)", sourceLocation: sourceLocation)
    }

    /// Runs the API call on a settled sheet: it must throw `message`, leave the state as it was
    /// and finite, and the sheet must still settle.
    static func refuses(_ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
                        _ body: (inout Simulator) throws -> Void) throws {
        var sim = try settled()
        let before = sim.state
        #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try body(&sim) }
        do { try body(&sim) } catch {
            #expect(String(describing: error) == message, sourceLocation: sourceLocation)
        }
        #expect(sim.state == before, "a refused call changed the state", sourceLocation: sourceLocation)
        sim.runUntilIdle()
        expectFinite(sim, sourceLocation: sourceLocation)
    }

    // MARK: API level

    @Test func simultaneousTouchSamples() throws {
        try Self.refuses("touch samples must be at increasing times") { sim in
            let y = try sim.location(of: .grabber).y
            _ = try sim.scheduleDrag(.grabber, samples: [(.zero, y), (.milliseconds(16), y + 40), (.milliseconds(16), y + 80)])
        }
        try Self.refuses("touch samples must be at increasing times") { sim in
            let y = try sim.location(of: .grabber).y
            try sim.drag(.grabber, samples: [(.zero, y), (.zero, y + 80)])
        }
    }

    @Test func nonFiniteTouches() throws {
        var sim = try Self.settled()
        try sim.touchDown(on: .grabber)
        let before = sim.state
        #expect(throws: SimulationError.nonFinite(what: "touch location")) { try sim.touchMove(toY: .nan) }
        #expect(SimulationError.nonFinite(what: "touch location").description == "touch location must be a finite number")
        #expect(throws: SimulationError.nonFinite(what: "touch location")) { try sim.touchUp(atY: -.infinity) }
        #expect(sim.state == before)
        try sim.touchUp()
        sim.runUntilIdle()
        Self.expectFinite(sim)
        try Self.refuses("touch sample y must be a finite number") { sim in
            let y = try sim.location(of: .grabber).y
            try sim.drag(.grabber, samples: [(.zero, y), (.milliseconds(16), .infinity)])
        }
    }

    @Test func nonFiniteAndZeroDrags() throws {
        try Self.refuses("drag velocity must be a finite number") { try $0.drag(.grabber, by: 100, velocity: .nan) }
        try Self.refuses("drag distance must be a finite number") { try $0.drag(.grabber, by: .nan, duration: .milliseconds(100)) }
        try Self.refuses("a drag must move: its distance is zero") { try $0.drag(.grabber, by: 0, duration: .milliseconds(100)) }
        try Self.refuses("drag duration must be longer than zero") { try $0.drag(.grabber, by: 100, duration: .zero) }
        try Self.refuses("drag duration must be longer than zero") { try $0.drag(.grabber, by: 100, duration: .milliseconds(-5)) }
        try Self.refuses("drag velocity is too fast for the distance") { try $0.drag(.grabber, by: 100, velocity: 1e300) }
        try Self.refuses("a steady drag must last at most an hour (one touch sample per frame)") {
            try $0.drag(.grabber, by: 100, duration: .seconds(3601))
        }
    }

    @Test func keyboard() throws {
        try Self.refuses("keyboard height must be a finite number") { try $0.showKeyboard(height: .infinity) }
        try Self.refuses("keyboard height must be a finite number") { try $0.showKeyboard(height: .nan) }
        try Self.refuses("keyboard height must be above 0 and below the screen height") { try $0.showKeyboard(height: 0) }
        try Self.refuses("keyboard duration must be longer than zero") { try $0.showKeyboard(height: 300, duration: .milliseconds(-1)) }
    }

    @Test func emptyDetents() throws {
        try Self.refuses("detents must contain at least one detent") { try $0.setDetents([]) }
        try Self.refuses("detents must contain at least one detent") { try $0.updateConfiguration { $0.detents = [] } }
        var sim = Simulator()
        #expect(throws: SimulationError.emptyDetents) { try sim.present("sheet", configuration: SheetConfiguration(detents: [])) }
        #expect(sim.stack.isEmpty)
    }

    @Test func theClockLimit() throws {
        try Self.refuses("the drag would run the clock past its limit of about 146 years") { sim in
            let y = try sim.location(of: .grabber).y
            _ = try sim.scheduleDrag(.grabber, samples: [(.zero, y), (SimDuration(nanoseconds: Int64.max), y + 10)])
        }
        try Self.refuses("the keyboard animation would run the clock past its limit of about 146 years") {
            try $0.showKeyboard(height: 300, duration: SimDuration(nanoseconds: Int64.max))
        }
        var sim = try Self.settled()
        sim.advance(by: SimDuration(nanoseconds: Int64.max))
        sim.advance(by: SimDuration(nanoseconds: Int64.max))  // trapped on overflow before the limit
        #expect(sim.now == .limit)
        Self.expectFinite(sim)
    }

    struct MetricCase: Sendable, CustomStringConvertible {
        let line: Int
        let name: String
        let value: Double
        let apiError: String
        var description: String { "\(name) = \(value)" }
    }

    static let metricCases: [MetricCase] = [
        MetricCase(line: #line, name: "springResponse", value: 0, apiError: "metric springResponse must be greater than zero"),
        MetricCase(line: #line, name: "springResponse", value: -1, apiError: "metric springResponse must be greater than zero"),
        MetricCase(line: #line, name: "decelerationRate", value: 1, apiError: "metric decelerationRate must be between 0 and 1 (exclusive)"),
        MetricCase(line: #line, name: "decelerationRate", value: 0, apiError: "metric decelerationRate must be between 0 and 1 (exclusive)"),
        MetricCase(line: #line, name: "springDampingRatio", value: 0, apiError: "metric springDampingRatio must be greater than zero"),
        MetricCase(line: #line, name: "flickDampingRatio", value: 0, apiError: "metric flickDampingRatio must be greater than zero"),
        MetricCase(line: #line, name: "flickSpeed", value: .nan, apiError: "metric flickSpeed must be a finite number"),
        MetricCase(line: #line, name: "topOffset", value: .infinity, apiError: "metric topOffset must be a finite number"),
    ]

    @Test(arguments: metricCases)
    func nanProducingMetricsAreRefusedAtPresent(_ c: MetricCase) {
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        var metrics = UIKitMetrics.uikit
        metrics[keyPath: UIKitMetrics.info(named: c.name)!.keyPath] = c.value
        var sim = Simulator(metrics: metrics)
        #expect(throws: SimulationError.self, sourceLocation: location) { try sim.present() }
        do { try sim.present() } catch {
            #expect(String(describing: error) == c.apiError, sourceLocation: location)
        }
        #expect(sim.stack.isEmpty, sourceLocation: location)
        #expect(sim.log.isEmpty, sourceLocation: location)
    }

    // MARK: Language level

    struct LanguageCase: Sendable, CustomStringConvertible {
        let line: Int
        let scenario: String
        let error: String
        var description: String { scenario }
    }

    static let languageCases: [LanguageCase] = [
        LanguageCase(line: #line, scenario: "present\ndrag grabber samples 0ms 0pt, 16ms 40pt, 16ms 80pt\n",
                     error: "2:42: error: touch samples must be at increasing times"),
        LanguageCase(line: #line, scenario: "present\ndrag grabber samples 0ms 0pt, 0ms 80pt\n",
                     error: "2:31: error: touch samples must be at increasing times"),
        LanguageCase(line: #line, scenario: "present\ntouch down grabber\ntouch move to nan\n",
                     error: "3:15: error: expected a y position in pt, found 'nan'"),
        LanguageCase(line: #line, scenario: "present\ndrag grabber by 100pt with velocity NaN\n",
                     error: "2:37: error: expected a velocity in pt/s, found 'NaN'"),
        LanguageCase(line: #line, scenario: "present\ndrag grabber by 100pt with velocity 0pt/s\n",
                     error: "2:37: error: a release velocity of zero never arrives"),
        LanguageCase(line: #line, scenario: "present\ndrag grabber by 100pt over 0ms\n",
                     error: "2:28: error: duration must be greater than zero, found '0ms'"),
        LanguageCase(line: #line, scenario: "present\ndrag grabber by 100pt over -1s\n",
                     error: "2:28: error: duration must be greater than zero, found '-1s'"),
        LanguageCase(line: #line, scenario: "present\nwait -5ms\n",
                     error: "2:6: error: duration must not be negative, found '-5ms'"),
        LanguageCase(line: #line, scenario: "present\nkeyboard show inf\n",
                     error: "2:15: error: expected a keyboard height in pt, found 'inf'"),
        LanguageCase(line: #line, scenario: "present\nkeyboard show 300pt over -1ms\n",
                     error: "2:26: error: duration must not be negative, found '-1ms'"),
        LanguageCase(line: #line, scenario: "detents\npresent\n",
                     error: "1:8: error: detents needs at least one detent"),
        LanguageCase(line: #line, scenario: "present\ndetents\n",
                     error: "2:8: error: detents needs at least one detent"),
        LanguageCase(line: #line, scenario: "metric springResponse = 0s\npresent\n",
                     error: "1:25: error: springResponse must be greater than zero"),
        // A metric that may be 0 takes 0 (its range, not the unit, decides); below it, its range says why.
        LanguageCase(line: #line, scenario: "metric sheetSafeAreaTop = -1pt\npresent\n",
                     error: "1:27: error: sheetSafeAreaTop must be 0 or more"),
        // 1e-300 s is positive but rounds to 0 ns: the metric's range catches it where it is written.
        LanguageCase(line: #line, scenario: "metric springResponse = 1e-300s\npresent\n",
                     error: "1:25: error: springResponse must be greater than zero"),
        LanguageCase(line: #line, scenario: "metric decelerationRate = 1\npresent\n",
                     error: "1:27: error: decelerationRate must be between 0 and 1 (exclusive)"),
        LanguageCase(line: #line, scenario: "metric springDampingRatio = 0\npresent\n",
                     error: "1:29: error: springDampingRatio must be greater than zero"),
        LanguageCase(line: #line, scenario: "present\nwait until settled\ndrag grabber by 100pt over 2h\n",
                     error: "3:29: error: unknown unit 'h' in '2h'"),
        LanguageCase(line: #line, scenario: "present\nwait until settled\ndrag grabber by 100pt over 3601s\n",
                     error: "3:1: error: a steady drag must last at most an hour (one touch sample per frame)"),
    ]

    @Test(arguments: languageCases)
    func languageRefusesWithItsLocation(_ c: LanguageCase) {
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let folder = ScenarioFolder()
        let file = folder.write("guard.sheet", c.scenario)
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .usage, sourceLocation: location)
        let violation = badInputContractViolation(stdout: output.standardOutput, stderr: output.standardError, file: file)
        #expect(violation == nil, "\(violation ?? "")", sourceLocation: location)
        let first = output.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == file + ":" + c.error, sourceLocation: location)

        // The REPL refuses the same line and keeps a finite state.
        var session = REPLSession()
        var refused = false
        for line in c.scenario.split(separator: "\n") {
            refused = refused || !session.handle(line: String(line)).standardError.isEmpty
        }
        #expect(refused, sourceLocation: location)
        if let sim = session.session.simulator { Self.expectFinite(sim, sourceLocation: location) }
    }
}
