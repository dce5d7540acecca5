import Testing
@testable import SheetSim

/// Geometry, release targeting, rubber band, springs, velocity and determinism, end to end through
/// the public ``Simulator`` API (SheetRules 2.1–2.2, 2.7 and 3).
@Suite("Simulator behaviour (SheetRules 2, 3)")
struct SimulatorBehaviourTests {
    typealias Fixture = SimFixture

    static func location(_ line: Int) -> SourceLocation {
        SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
    }

    // MARK: Resting positions (SheetRules 2.1–2.2)

    @Test("2.1–2.2 resting top y per device at medium and large")
    func restingTopY() throws {
        let rows: [(Device, medium: Double, large: Double, line: Int)] = [
            // max = H − safeTop − topOffset − safeBottom; medium = max × 0.56; y = H − safeBottom − value.
            (.iPhone14Pro, 398.56, 69, #line),       // 749 → 419.44 (the worked example of SheetRules 2.1–2.2)
            (.iPhone13, 388.32, 57, #line),          // 753 → 421.68 ("top ≈ 388.3")
            (.iPhone14, 388.32, 57, #line),          // same geometry as the 13
            (.iPhoneSE3, 315.88, 40, #line),         // 627 → 351.12 (home button: 20 pt offset; "≈ 315.9")
            (.iPhone15ProMax, 433.76, 69, #line),    // 829 → 464.24
            (.iPhone16Pro, 409.92, 72, #line),       // 768 → 430.08
        ]
        for row in rows {
            for (detent, expected) in [(DetentIdentifier.medium, row.medium), (.large, row.large)] {
                var configuration = SheetConfiguration(detents: [.medium(), .large()])
                configuration.selectedDetentIdentifier = detent
                let (sim, _) = try Fixture.presented(configuration, device: row.0)
                #expect(nearlyEqual(sim.topY, expected, 1e-9), "\(row.0) at \(detent): \(sim.topY)",
                        sourceLocation: Self.location(row.line))
                #expect(nearlyEqual(sim.state?.visibleHeight ?? 0, row.0.portraitSize.height - expected),
                        sourceLocation: Self.location(row.line))
            }
        }
    }

    @Test("1.1 nil or unknown selection rests on the smallest detent")
    func unknownSelectionRestsOnSmallest() throws {
        for selection in [nil, DetentIdentifier("nope")] {
            var configuration = SheetConfiguration(detents: [.medium(), .large()])
            configuration.selectedDetentIdentifier = selection
            let (sim, _) = try Fixture.presented(configuration)
            #expect(nearlyEqual(sim.topY, Fixture.mediumTop))
            #expect(sim.state?.restingDetentIdentifier == .medium)
        }
    }

    // MARK: Release targeting, end to end (SheetRules 3)

    enum Outcome: Equatable { case medium, large, dismissed }

    enum Gesture {
        case slow(Double)              // over 1 s: below the 250 pt/s floor, so v counts as 0
        case fast(Double, Double)      // distance at a steady velocity
    }

    @Test("3 release: slow releases return, projection picks the nearer detent, flicks go one further")
    func releaseTargeting() throws {
        let rows: [(from: DetentIdentifier, Gesture, Outcome, line: Int)] = [
            // From medium (398.56); large at 69, off screen at 852.
            (.medium, .slow(-100), .medium, #line),          // y 298.56: nearer medium (100 vs 229.56)
            (.medium, .slow(-200), .large, #line),           // y 198.56: nearer large (129.56 vs 200)
            (.medium, .fast(-100, -600), .medium, #line),    // p = 298.56 − 59.4 = 239.16: medium by 10.6 pt
            (.medium, .fast(-100, -800), .large, #line),     // p = 298.56 − 79.2 = 219.36: large by 28.8 pt
            (.medium, .fast(200, 1500), .dismissed, #line),  // p = 598.56 + 148.5: nearest is off screen
            (.medium, .fast(100, 999), .medium, #line),      // p = 597.46: medium; not a flick
            (.medium, .fast(100, 1000), .dismissed, #line),  // flick past medium: one further, off screen
            (.medium, .slow(120), .medium, #line),           // the cancelled swipe of SheetRules 4.5
            // From large (69).
            (.large, .slow(150), .large, #line),             // y 219: large by 29.56 pt
            (.large, .fast(150, 400), .medium, #line),       // p = 219 + 39.6 = 258.6: medium
            (.large, .fast(20, 999), .large, #line),         // p = 187.9: large, no flick
            (.large, .fast(20, 1000), .medium, #line),       // flick rule: past large, moving down → medium
            (.large, .fast(-30, -2000), .large, #line),      // up past the largest: nothing further up
        ]
        for row in rows {
            var configuration = Fixture.mediumLarge()
            configuration.selectedDetentIdentifier = row.from
            var (sim, _) = try Fixture.presented(configuration)
            switch row.1 {
            case .slow(let distance): try sim.drag(.grabber, by: distance, duration: .seconds(1))
            case .fast(let distance, let velocity): try sim.drag(.grabber, by: distance, velocity: velocity)
            }
            sim.runUntilIdle()
            let outcome: Outcome? = sim.stack.isEmpty ? .dismissed
                : sim.state?.restingDetentIdentifier == .large ? .large
                : sim.state?.restingDetentIdentifier == .medium ? .medium : nil
            #expect(outcome == row.2, sourceLocation: Self.location(row.line))
            if outcome == .medium { #expect(nearlyEqual(sim.topY, Fixture.mediumTop), sourceLocation: Self.location(row.line)) }
            if outcome == .large { #expect(nearlyEqual(sim.topY, Fixture.largeTop), sourceLocation: Self.location(row.line)) }
        }
    }

    @Test("3 velocity comes from the touch samples of the last 100 ms window (inclusive)")
    func velocityFromSamples() throws {
        let rows: [(samples: [(Int64, Double)], Outcome, line: Int)] = [
            // All end 150 pt below large (y 219, nearer large by 29.56 pt); only the recent velocity differs.
            ([(0, 0), (50, 150), (150, 150), (250, 150)], .large, #line),     // fast early, still at the end: v = 0
            ([(0, 0), (150, 5), (250, 150)], .medium, #line),                 // last 100 ms at 1450 pt/s
            ([(0, 0), (100, 100), (200, 150)], .medium, #line),               // window starts on a sample: 500 pt/s
            ([(0, 0), (99, 100), (200, 150)], .large, #line),                 // that sample 1 ms outside: no velocity
            ([(0, 0), (150, 140), (250, 150)], .large, #line),                // 100 pt/s: under the 250 floor
        ]
        for row in rows {
            var configuration = Fixture.mediumLarge()
            configuration.selectedDetentIdentifier = .large
            var (sim, _) = try Fixture.presented(configuration)
            let y0 = try sim.location(of: .grabber).y
            try sim.drag(.grabber, samples: row.samples.map { (after: .milliseconds($0.0), y: y0 + $0.1) })
            sim.runUntilIdle()
            let outcome: Outcome = sim.stack.isEmpty ? .dismissed
                : sim.state?.restingDetentIdentifier == .large ? .large : .medium
            #expect(outcome == row.1, sourceLocation: Self.location(row.line))
        }
    }

    // MARK: Rubber band (SheetRules 3, "Tracking")

    @Test("3 rubber band above large: displacement is d·(1 − 1/(x·c/d + 1)) and the sheet never passes the limit")
    func rubberBandAboveLarge() throws {
        let rows: [(Device, largeTop: Double, extent: Double, line: Int)] = [
            (.iPhone14Pro, 69, 10, #line),   // gap to the safe-area top 59: the 10 pt top offset
            (.iPhoneSE3, 40, 20, #line),     // home button: 20 pt
        ]
        for row in rows {
            var configuration = Fixture.mediumLarge()
            configuration.selectedDetentIdentifier = .large
            var (sim, start) = try Fixture.presented(configuration, device: row.0)
            try sim.touchDown(on: .grabber)
            let y0 = try sim.location(of: .grabber).y
            // Up to the top edge of the screen: a finger cannot go further (it is reported at the edge).
            for x in [1.0, 10, 20, y0 / 2, y0] {
                sim.advance(by: .milliseconds(16))
                try sim.touchMove(toY: y0 - x)
                let expected = row.largeTop - row.extent * (1 - 1 / (x * 0.55 / row.extent + 1))
                #expect(nearlyEqual(sim.topY, expected, 1e-9), "x = \(x)", sourceLocation: Self.location(row.line))
                #expect(sim.topY > row.largeTop - row.extent, sourceLocation: Self.location(row.line))
            }
            // Past the edge the touch stays at the edge: the sheet does not move further.
            let atEdge = sim.topY
            sim.advance(by: .milliseconds(16))
            try sim.touchMove(toY: -500)
            #expect(sim.topY == atEdge, sourceLocation: Self.location(row.line))
            sim.advance(by: .milliseconds(200))
            try sim.touchUp()
            sim.runUntilIdle()
            #expect(nearlyEqual(sim.topY, row.largeTop), sourceLocation: Self.location(row.line))
            #expect(sim.log.count == start, sourceLocation: Self.location(row.line))
        }
    }

    // MARK: Springs (SheetRules 2.7)

    @Test("2.7 damping 1: no overshoot — frames move monotonically onto the target")
    func criticallyDampedFrames() throws {
        var (sim, _) = try Fixture.presented()
        sim.recordsFrames = true

        // Programmatic animated move medium → large.
        try sim.setSelectedDetentIdentifier(.large, animated: true)
        sim.runUntilIdle()
        var path = sim.frames.map(\.topY)
        #expect(path.count > 10)
        #expect(zip(path, path.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(path.allSatisfy { $0 >= Fixture.largeTop })
        #expect(path.last == Fixture.largeTop)

        // A slow release (held still before lifting: v = 0) springs back down onto large.
        try sim.touchDown(on: .grabber)
        let y0 = try sim.location(of: .grabber).y
        sim.advance(by: .milliseconds(16))
        try sim.touchMove(toY: y0 + 120)
        sim.advance(by: .milliseconds(300))
        let before = sim.frames.count
        try sim.touchUp()
        sim.runUntilIdle()
        path = sim.frames[before...].map(\.topY)
        #expect(path.first.map { $0 < 69 + 120 } == true)
        #expect(zip(path, path.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(path.allSatisfy { $0 >= Fixture.largeTop })

        // The presentation transition: monotonic from off screen down to medium.
        var fresh = Simulator(device: .iPhone14Pro)
        fresh.recordsFrames = true
        try fresh.present("sheet", configuration: Fixture.mediumLarge())
        fresh.runUntilIdle()
        path = fresh.frames.map(\.topY)
        #expect(zip(path, path.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(path.allSatisfy { $0 >= Fixture.mediumTop - 1e-9 && $0 <= Fixture.dismissedTop })
        #expect(path.count == 48)  // 0.4 s at 120 Hz
    }

    @Test("2.7 a flick uses damping 0.8, which does overshoot its target")
    func flickOvershoots() throws {
        var configuration = Fixture.mediumLarge()
        configuration.selectedDetentIdentifier = .large
        var (sim, _) = try Fixture.presented(configuration)
        sim.recordsFrames = true
        try sim.drag(.grabber, by: 20, velocity: 1000)  // flick rule → medium
        sim.runUntilIdle()
        let path = sim.frames.map(\.topY)
        #expect((path.max() ?? 0) > Fixture.mediumTop + 1)
        #expect(nearlyEqual(path.last ?? 0, Fixture.mediumTop))
    }

    // MARK: Determinism

    static func scriptedRun() throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsFrames = true
        try sim.present("sheet", configuration: Fixture.mediumLarge())
        sim.advance(by: .milliseconds(250))
        sim.runUntilIdle()
        try sim.drag(.grabber, by: -250, velocity: -700)
        sim.runUntilIdle()
        try sim.tapGrabber()
        sim.advance(by: .milliseconds(100))
        try sim.setSelectedDetentIdentifier(.large, animated: true)
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        try sim.drag(.body, by: 500, velocity: 2500)
        sim.runUntilIdle()
        return sim
    }

    @Test("two identical runs give identical logs and frames, with time never going backwards")
    func determinism() throws {
        let first = try Self.scriptedRun()
        let second = try Self.scriptedRun()
        #expect(first.log == second.log)
        #expect(first.timed() == second.timed())
        #expect(first.frames == second.frames)
        #expect(first.frames.count > 100)
        #expect(first.stack.isEmpty)
        #expect(zip(first.log, first.log.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(zip(first.frames, first.frames.dropFirst()).allSatisfy { $0.time <= $1.time })
    }
}

@Suite("Touch lift (SheetRules 3, regression)")
struct TouchLiftTests {
    @Test("a finger that lifts away from its last sample moves the sheet there before the release")
    func liftAwayFromLastSample() throws {
        // Down and up only, 300 pt apart: the lift is the whole drag. Before the fix the release
        // ignored the lift's translation, so the sheet never moved and nothing was asked.
        var (sim, start) = try SimFixture.presented()
        let y0 = try sim.location(of: .grabber).y
        try sim.drag(.grabber, samples: [(after: .zero, y: y0), (after: .milliseconds(100), y: y0 + 300)])
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "sheet.delegate.presentationControllerWillDismiss",
            "sheet.viewWillDisappear(animated: true)",
            "sheet.presentationController.dismissalTransitionWillBegin",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
            "sheet.viewDidDisappear(animated: true)",
            "sheet.delegate.presentationControllerDidDismiss",
        ])
        #expect(sim.log[start].time == at(ms: 500))  // the crossing is at the lift
    }

    @Test("touchUp(atY:) releases from where the finger lifts")
    func touchUpAtY() throws {
        var configuration = SimFixture.mediumLarge()
        configuration.selectedDetentIdentifier = .large
        var (sim, start) = try SimFixture.presented(configuration)
        let y0 = try sim.location(of: .grabber).y
        try sim.touchDown(on: .grabber)
        sim.advance(by: .milliseconds(500))
        try sim.touchUp(atY: y0 + 200)  // no sample in the last 100 ms before the lift: v = 0
        sim.runUntilIdle()
        // Released at y = 269, nearer medium (129.56) than large (200). Ignoring the lift, it was 69.
        #expect(sim.state?.restingDetentIdentifier == .medium)
        #expect(sim.untimed(from: start) == [
            "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: medium)",
        ])
    }
}
