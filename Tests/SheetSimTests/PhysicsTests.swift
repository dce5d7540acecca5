import Testing
@testable import SheetSim

@Suite("Rubber band (SheetRules 3)")
struct RubberBandTests {
    @Test func displacementValues() {
        let rows: [(x: Double, d: Double, c: Double, b: Double, line: Int)] = [
            (100, 100, 0.55, 35.483870967741936, #line),   // 100·(1 − 1/1.55)
            (0, 100, 0.55, 0, #line),
            (10, 10, 0.55, 3.5483870967741935, #line),
            (50, 20, 0.55, 11.578947368421053, #line),     // 20·(1 − 1/2.375)
            (0.001, 100, 0.55, 0.0005499969750299982, #line),  // ≈ c·x for small x
            (200, 100, 1, 66.66666666666667, #line),
            (-100, 100, 0.55, -35.483870967741936, #line),  // mirrored
            (1e12, 100, 0.55, 99.99999998181818, #line),
            (.infinity, 100, 0.55, 100, #line),
            (100, 0, 0.55, 0, #line),
            (100, -5, 0.55, 0, #line),
            (100, 100, 0, 0, #line),
            (.nan, 100, 0.55, 0, #line),
        ]
        for row in rows {
            expectClose(RubberBand.displacement(overshoot: row.x, extent: row.d, coefficient: row.c), row.b,
                        tolerance: 1e-12, at: rowLocation(row.line))
        }
        expectClose(RubberBand.displacement(overshoot: 100, extent: 100, metrics: .uikit), 35.483870967741936,
                    tolerance: 1e-12, at: rowLocation(#line))
        // Monotonic and bounded by the extent.
        var previous = 0.0
        for step in 1...400 {
            let b = RubberBand.displacement(overshoot: Double(step) * 5, extent: 100, coefficient: 0.55)
            #expect(b > previous && b < 100)
            previous = b
        }
    }

    @Test func extents() {
        let metrics = UIKitMetrics.uikit
        let top: [(offset: Double, safeTop: Double, d: Double, line: Int)] = [
            (69, 59, 10, #line),     // iPhone 14 Pro: the 10 pt top offset
            (40, 20, 20, #line),     // SheetRules 3: 20 pt on a 320×480 window
            (300, 0, 100, #line),    // capped
            (50, 60, 0, #line),      // never negative
        ]
        for row in top {
            expectClose(RubberBand.topExtent(largestDetentOffset: row.offset, safeAreaTop: row.safeTop, metrics: metrics),
                        row.d, at: rowLocation(row.line))
        }
        let bottom: [(full: Double, d: Double, line: Int)] = [
            (783, 195.75, #line),    // iPhone 14 Pro full height
            (440, 110, #line),
            (1000, 200, #line),      // capped
            (0, 0, #line),
        ]
        for row in bottom {
            expectClose(RubberBand.bottomExtent(fullHeight: row.full, metrics: metrics), row.d, at: rowLocation(row.line))
        }
        let layout = SheetLayout(environment: ScreenEnvironment(device: .iPhone14Pro))
        #expect(RubberBand.bottomExtent(layout: layout) == 195.75)
        #expect(RubberBand.topExtent(layout: layout, largestDetentOffset: 69) == 10)
    }
}

@Suite("Release targeting (SheetRules 3, steps 1–5)")
struct ReleaseTargetingTests {
    /// iPhone 14 Pro: large at 69, medium at 398.56, dismissed at 852.
    let detents: [Double] = [69, 398.56]
    let withDismiss: [Double] = [69, 398.56, 852]

    @Test func decisions() {
        let rows: [(y: Double, v: Double, candidates: [Double], target: Int, flick: Bool, p: Double, vEff: Double, line: Int)] = [
            // Step 1: speed floor. Without it p = 240 − 24.65 = 215.35 would pick large.
            (240, -249, detents, 1, false, 240, 0, #line),
            (300, 200, detents, 1, false, 300, 0, #line),
            // Step 2: projection p = y + 0.099·v.
            (240, -300, detents, 0, false, 210.3, -300, #line),
            (240, -250, detents, 0, false, 215.25, -250, #line),  // 250 is not below the floor: 146.25 vs 183.31
            (100, 900, detents, 0, false, 189.1, 900, #line),
            (300, 999.9, detents, 1, false, 398.9901, 999.9, #line),
            // Step 3: the nearest to p wins, including the dismiss offset.
            (500, 3000, withDismiss, 2, true, 797, 3000, #line),
            (200, 1500, detents, 1, true, 348.5, 1500, #line),      // winner (medium) ≠ nearest to finger (large): no flick move
            // Step 4: flick rule moves one further when the finger has passed the winner.
            (80, 1000, detents, 1, true, 179, 1000, #line),          // p → large, finger passed large downward → medium
            (390, -1000, detents, 0, true, 291, -1000, #line),       // p → medium, finger passed medium upward → large
            (410, 1200, withDismiss, 2, true, 528.8, 1200, #line),   // medium → dismiss
            // …not when the finger has not passed it…
            (60, 1000, detents, 0, true, 159, 1000, #line),          // above large, moving down: not passed
            (420, -1000, detents, 1, true, 321, -1000, #line),       // below medium, moving up: not passed
            (69, 1000, detents, 0, true, 168, 1000, #line),          // exactly at the detent: not passed
            // …and not past the ends.
            (410, 1200, detents, 1, true, 528.8, 1200, #line),
            (60, -2000, detents, 0, true, -138, -2000, #line),
            (300, 5000, [300], 0, true, 795, 5000, #line),
            // Non-finite velocity counts as 0.
            (300, .nan, detents, 1, false, 300, 0, #line),
            (100, .infinity, detents, 0, false, 100, 0, #line),
        ]
        for row in rows {
            let loc = rowLocation(row.line)
            let decision = ReleaseTargeting.decide(offset: row.y, velocity: row.v, candidates: row.candidates, metrics: .uikit)
            #expect(decision.targetIndex == row.target, "\(decision)", sourceLocation: loc)
            #expect(decision.isFlick == row.flick, sourceLocation: loc)
            expectClose(decision.projectedOffset, row.p, tolerance: 1e-9, at: loc)
            #expect(decision.effectiveVelocity == row.vEff, sourceLocation: loc)
        }
    }

    @Test func tieGoesToTheCandidateNearerTheFinger() {
        // r = 0.5 makes the projection exactly y + v/1000, so p can sit exactly halfway.
        var metrics = UIKitMetrics.uikit
        metrics.decelerationRate = 0.5
        let rows: [(y: Double, v: Double, target: Int, line: Int)] = [
            (150, 500, 0, #line),    // p = 150.5, halfway between 100 and 201; 100 is nearer y
            (151, -500, 1, #line),   // p = 150.5; 201 is nearer y
        ]
        for row in rows {
            let decision = ReleaseTargeting.decide(offset: row.y, velocity: row.v, candidates: [100, 201], metrics: metrics)
            #expect(decision.projectedOffset == 150.5, sourceLocation: rowLocation(row.line))
            #expect(decision.targetIndex == row.target, sourceLocation: rowLocation(row.line))
        }
    }

    @Test func thresholdsAreMetrics() {
        var metrics = UIKitMetrics.uikit
        metrics.flickSpeed = 500
        metrics.minimumReleaseSpeed = 0
        // p = 80 + 59.4 → large; with a 500 pt/s flick speed the rule moves it to medium.
        #expect(ReleaseTargeting.decide(offset: 80, velocity: 600, candidates: detents, metrics: metrics).targetIndex == 1)
        #expect(ReleaseTargeting.decide(offset: 80, velocity: 600, candidates: detents, metrics: .uikit).targetIndex == 0)
        #expect(ReleaseTargeting.decide(offset: 240, velocity: -249, candidates: detents, metrics: metrics).targetIndex == 0)
    }
}

@Suite("Spring (SheetRules 2.7)")
struct SpringTests {
    let metrics = UIKitMetrics.uikit

    @Test func coefficients() {
        let spring = Spring.sheet(metrics: metrics)
        #expect(spring.dampingRatio == 1)
        expectClose(spring.stiffness, 333.33, tolerance: 0.01, at: rowLocation(#line))
        expectClose(spring.damping, 36.51, tolerance: 0.01, at: rowLocation(#line))
        #expect(Spring.flick(metrics: metrics).dampingRatio == 0.8)
        expectClose(Spring(dampingRatio: 0.5, response: 1).stiffness, 4 * Double.pi * Double.pi, at: rowLocation(#line))
        expectClose(Spring(dampingRatio: 0.5, response: 1).damping, 2 * Double.pi, at: rowLocation(#line))
    }

    @Test func criticallyDampedNeverOvershootsFromRestOrMovingAway() {
        let spring = Spring.sheet(metrics: metrics)
        let w0 = spring.angularFrequency
        for x0 in [-400.0, -100, -0.7, 50, 329.44] {
            // At rest, moving away, and approaching slower than ω₀·|x0|.
            for v0 in [0, x0 * 3, -x0 * w0 * 0.9] {
                for i in 0...3000 {
                    let (x, _) = spring.state(displacement: x0, velocity: v0, after: Double(i) * 0.0005)
                    if x * x0 < 0 {
                        Issue.record("crossed the target: x0 \(x0) v0 \(v0) t \(Double(i) * 0.0005) x \(x)")
                        break
                    }
                }
            }
        }
    }

    @Test func criticallyDampedFastApproachCrossesOnceAndReturns() {
        let spring = Spring.sheet(metrics: metrics)
        var crossings = 0
        var previous = 100.0
        for i in 1...4000 {
            let (x, _) = spring.state(displacement: 100, velocity: -5000, after: Double(i) * 0.0005)
            if (x < 0) != (previous < 0) { crossings += 1 }
            previous = x
        }
        #expect(crossings == 1)
    }

    @Test func underdampedOvershoots() {
        let spring = Spring.flick(metrics: metrics)
        let w0 = spring.angularFrequency
        let wd = w0 * (1 - 0.64).squareRoot()
        // First extreme at t = π/ω_d: x = −x0·e^(−ζπ/√(1−ζ²)), velocity 0.
        let (x, v) = spring.state(displacement: 100, velocity: 0, after: Double.pi / wd)
        expectClose(x, -1.5165, tolerance: 1e-4, at: rowLocation(#line))
        expectClose(v, 0, tolerance: 1e-9, at: rowLocation(#line))
        var minimum = 0.0
        for i in 0...2000 {
            minimum = min(minimum, spring.state(displacement: 100, velocity: 0, after: Double(i) * 0.0005).displacement)
        }
        #expect(minimum < -1.5 && minimum >= -1.5166)
    }

    /// Settle frames at 120 Hz, checked against an independent evaluation of the closed forms
    /// (critical from rest: |v| ≤ 5 pt/s first holds at ω₀t ≈ 9.33, t ≈ 0.511 s → frame 62).
    @Test func settles() {
        let env = ScreenEnvironment(device: .iPhone14Pro)
        let rows: [(spring: Spring, x0: Double, v0: Double, frame: Int64, line: Int)] = [
            (Spring.sheet(metrics: metrics), 329.44, 0, 62, #line),
            (Spring.sheet(metrics: metrics), 329.44, -2000, 59, #line),
            (Spring.flick(metrics: metrics), 329.44, 3000, 63, #line),
            (Spring.sheet(metrics: metrics), 0.4, 4, 0, #line),
        ]
        for row in rows {
            let loc = rowLocation(row.line)
            var settledAt: Int64?
            for frame in Int64(0)...240 {
                let t = env.frameTime(index: frame, from: .zero) - .zero
                let (x, v) = row.spring.state(displacement: row.x0, velocity: row.v0, after: t)
                let settled = row.spring.isSettled(displacement: x, velocity: v, metrics: metrics)
                if settledAt == nil, settled { settledAt = frame }
                if settledAt != nil, !settled { Issue.record("unsettled again at frame \(frame)", sourceLocation: loc) }
            }
            #expect(settledAt == row.frame, sourceLocation: loc)
        }
        let spring = Spring.sheet(metrics: metrics)
        let bounds: [(x: Double, v: Double, settled: Bool, line: Int)] = [
            (0.5, 5, true, #line), (-0.5, -5, true, #line), (0.51, 0, false, #line), (0, 5.1, false, #line), (0, 0, true, #line),
        ]
        for row in bounds {
            #expect(spring.isSettled(displacement: row.x, velocity: row.v, metrics: metrics) == row.settled,
                    sourceLocation: rowLocation(row.line))
        }
    }

    /// Fourth-order Runge–Kutta on x″ = −kx − cx′ with a tiny step: the reference solution.
    static func integrate(_ spring: Spring, x0: Double, v0: Double, until t: Double, dt: Double = 1e-5) -> (Double, Double) {
        let k = spring.stiffness, c = spring.damping
        func a(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        var x = x0, v = v0
        let steps = Int((t / dt).rounded())
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + 0.5 * dt * k1v, k2v = a(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v)
            let k3x = v + 0.5 * dt * k2v, k3v = a(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v)
            let k4x = v + dt * k3v, k4v = a(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test(arguments: [0.3, 0.8, 1.0, 1.6, 4.0])
    func closedFormMatchesIntegration(dampingRatio: Double) {
        let spring = Spring(dampingRatio: dampingRatio, response: metrics.springResponse)
        for (x0, v0) in [(100.0, 0.0), (-329.44, 1200.0), (50.0, -3000.0)] {
            for t in [0.01, 0.05, 0.2, 0.5] {
                let exact = spring.state(displacement: x0, velocity: v0, after: t)
                let (x, v) = Self.integrate(spring, x0: x0, v0: v0, until: t)
                expectClose(exact.displacement, x, tolerance: 1e-6, "ζ \(dampingRatio) x0 \(x0) v0 \(v0) t \(t)", at: rowLocation(#line))
                expectClose(exact.velocity, v, tolerance: 1e-5, "ζ \(dampingRatio) x0 \(x0) v0 \(v0) t \(t)", at: rowLocation(#line))
            }
        }
    }

    @Test func edgeCases() {
        let spring = Spring.sheet(metrics: metrics)
        #expect(spring.state(displacement: 12, velocity: 34, after: 0) == (12, 34))
        #expect(spring.state(displacement: 12, velocity: 34, after: -1) == (12, 34))
        #expect(Spring(dampingRatio: 1, response: 0).state(displacement: 12, velocity: 34, after: 0.1) == (0, 0))
        #expect(Spring(dampingRatio: .nan, response: 0.3).state(displacement: 12, velocity: 34, after: 0.1) == (0, 0))
        // SimDuration overload agrees with seconds.
        let a = spring.state(displacement: 100, velocity: 0, after: SimDuration.milliseconds(100))
        let b = spring.state(displacement: 100, velocity: 0, after: 0.1)
        #expect(a == b)
        // Critical closed form value: (1 + ω₀t)·e^(−ω₀t)·100 at t = 1/ω₀ → 200/e.
        let t = 1 / spring.angularFrequency
        expectClose(spring.state(displacement: 100, velocity: 0, after: t).displacement, 200 / 2.718281828459045,
                    tolerance: 1e-9, at: rowLocation(#line))
    }
}

@Suite("Pan velocity (GUESS: average over the last window)")
struct PanVelocityTests {
    func s(_ ms: Int64, _ x: Double, _ y: Double) -> TouchSample {
        TouchSample(time: SimInstant(nanosecondsSinceStart: ms * 1_000_000), location: Point(x: x, y: y))
    }

    @Test func estimates() {
        let rows: [(samples: [TouchSample], windowMs: Int64, v: Point, line: Int)] = [
            ([], 100, .zero, #line),
            ([s(0, 0, 0)], 100, .zero, #line),
            ([s(0, 0, 0), s(10, -5, 10)], 100, Point(x: -500, y: 1000), #line),
            ([s(0, 0, 0), s(50, 0, 10), s(150, 0, 310)], 100, Point(x: 0, y: 3000), #line),   // 0 ms is outside
            ([s(0, 0, 0), s(50, 0, 10), s(150, 0, 310)], 200, Point(x: 0, y: 310 / 0.15), #line),
            ([s(0, 0, 0), s(100, 0, 50)], 100, Point(x: 0, y: 500), #line),                   // boundary is inclusive
            ([s(0, 0, 0), s(200, 0, 50)], 100, .zero, #line),                                // only the last in window
            ([s(10, 0, 0), s(10, 0, 50)], 100, .zero, #line),                                // no elapsed time
            ([s(0, 0, 0), s(16, 0, -40), s(33, 0, -100)], 100, Point(x: 0, y: -100 / 0.033), #line),
            ([s(0, .nan, 0), s(10, 0, 0)], 100, .zero, #line),                               // never NaN
            ([s(0, 0, 0), s(10, 0, 10)], -5, .zero, #line),                                  // negative window = only the last sample
        ]
        for row in rows {
            let v = PanVelocity.estimate(row.samples, window: .milliseconds(row.windowMs))
            let loc = rowLocation(row.line)
            expectClose(v.x, row.v.x, tolerance: 1e-9, at: loc)
            expectClose(v.y, row.v.y, tolerance: 1e-9, at: loc)
        }
        // The metric window is 0.1 s.
        let samples = [s(0, 0, 0), s(50, 0, 10), s(150, 0, 310)]
        #expect(PanVelocity.estimate(samples, metrics: .uikit) == Point(x: 0, y: 3000))
    }

    /// A long pan keeps a short history: past 256 samples it drops those before the window, so its
    /// release velocity is the one the whole history gives, and it works the window out only then.
    @Test func aLongPanKeepsWhatItsReleaseVelocityNeeds() {
        let first = TouchSample(time: .zero, location: .zero)
        var pan = PanTracker()
        pan.begin(first, restingOn: nil)
        var all: [TouchSample] = [first]
        var windowsWorkedOut = 0
        for k in 1..<400 {
            // 400 samples 1/120 s apart: slow, then fast over the last 20.
            let sample = TouchSample(time: SimInstant(nanosecondsSinceStart: Int64(k) * 8_333_333),
                                     location: Point(x: 0, y: k < 380 ? Double(k) : 380 + Double(k - 380) * 12))
            all.append(sample)
            pan.append(sample, window: { windowsWorkedOut += 1; return .milliseconds(100) }())
        }
        #expect(pan.samples.count < 256)
        #expect(pan.velocity(window: .milliseconds(100)) == PanVelocity.estimate(all, window: .milliseconds(100)))
        #expect(windowsWorkedOut == 1)  // once, at the 257th sample
    }
}

/// The settle spring's overshoot past the largest detent, kept or bounded (SheetRules 2.7, the
/// `settleOvershoot` option).
@Suite struct SettleOvershootTests {
    func peak(_ option: BehaviorOptions.SettleOvershoot, velocity: Double) throws -> Double {
        var options = BehaviorOptions.reference
        options.settleOvershoot = option
        var sim = Simulator(device: .iPhone14Pro, options: options)
        sim.recordsFrames = true
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        try sim.drag(.grabber, by: -325, velocity: velocity)
        sim.runUntilIdle()
        #expect(sim.state?.restingDetentIdentifier == .large)
        return sim.frames.map(\.topY).min() ?? .nan
    }

    @Test(arguments: [-1500.0, -3000, -10_299])
    func boundedNeverPassesTheRubberBandLimit(_ velocity: Double) throws {
        // iPhone 14 Pro: large at 69 pt, a 10 pt band to the safe area's top.
        #expect(try peak(.withinRubberBandLimit, velocity: velocity) >= 59 - 1e-6)
    }

    @Test func unboundedKeepsTheSpringsOvershoot() throws {
        #expect(try peak(.unbounded, velocity: -3000) < 10)
        #expect(try peak(.unbounded, velocity: -10_299) < -50, "a hard flick leaves the screen's top")
    }
}
