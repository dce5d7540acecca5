import Testing
@testable import SheetSim

/// SheetRules 7: each unconfirmed fact is a ``BehaviorOptions`` setting. These tests run
/// the same interaction under both values and check that exactly the documented difference shows.
@Suite("Behaviour options (SheetRules 7)")
struct BehaviorOptionsTests {
    typealias Fixture = SimFixture

    @Test("detentChangeTiming: atRelease sends the delegate at the finger lift, afterSettle when the spring stops")
    func detentChangeTiming() throws {
        for timing in BehaviorOptions.DetentChangeTiming.allCases {
            var options = BehaviorOptions()
            options.detentChangeTiming = timing
            var (sim, start) = try Fixture.presented(options: options)
            try sim.drag(.grabber, by: -300, duration: .milliseconds(600))  // released at 1000 ms
            sim.runUntilIdle()
            #expect(sim.untimed(from: start) == [
                "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: large)",
            ])
            let sent = sim.callbacks(from: start)[0].time
            switch timing {
            case .atRelease:
                #expect(sent == at(ms: 1000))
            case .afterSettle:
                #expect(sent > at(ms: 1100))
                #expect(sent == sim.now)  // the last thing that happened: the settle's completion
                #expect(nearlyEqual(sim.topY, Fixture.largeTop))
            }
        }
    }

    @Test("didDismissOrder: DidDismiss after viewDidDisappear (default) or before it")
    func didDismissOrder() throws {
        let tails: [(BehaviorOptions.DidDismissOrder, [String])] = [
            (.afterViewDidDisappear, ["sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
                                      "sheet.viewDidDisappear(animated: true)",
                                      "sheet.delegate.presentationControllerDidDismiss"]),
            (.beforeViewDidDisappear, ["sheet.presentationController.dismissalTransitionDidEnd(completed: true)",
                                       "sheet.delegate.presentationControllerDidDismiss",
                                       "sheet.viewDidDisappear(animated: true)"]),
        ]
        for (order, tail) in tails {
            var options = BehaviorOptions()
            options.didDismissOrder = order
            var (sim, start) = try Fixture.presented(options: options)
            try sim.drag(.grabber, by: 400, velocity: 1500)
            sim.runUntilIdle()
            #expect(Array(sim.untimed(from: start).suffix(3)) == tail, "\(order)")
            #expect(sim.untimed(from: start).count == 7)
        }
    }

    @Test("viewIsAppearingOnCancel: false drops only viewIsAppearing from the cancelled swipe (iOS 17)")
    func viewIsAppearingOnCancel() throws {
        var options = BehaviorOptions()
        options.viewIsAppearingOnCancel = false
        var (sim, start) = try Fixture.presented(os: .iOS17, options: options)
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        #expect(sim.untimed(from: start) == [
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "sheet.delegate.presentationControllerWillDismiss",
            "sheet.viewWillDisappear(animated: true)",
            "sheet.presentationController.dismissalTransitionWillBegin",
            "sheet.viewWillAppear(animated: true)",
            "sheet.viewDidAppear(animated: true)",
            "sheet.presentationController.dismissalTransitionDidEnd(completed: false)",
        ])
        // The presentation's own viewIsAppearing is unaffected.
        #expect(sim.untimed().contains("sheet.viewIsAppearing(animated: true)"))
    }

    @Test("grabberCycleDirection with three detents: toward larger or smaller, wrapping around")
    func grabberCycleDirection() throws {
        let rows: [(BehaviorOptions.GrabberCycleDirection, [String], Int)] = [
            (.towardLarger, ["large", "small", "medium"], #line),
            (.towardSmaller, ["small", "large", "medium"], #line),
        ]
        for (direction, visits, line) in rows {
            var options = BehaviorOptions()
            options.grabberCycleDirection = direction
            var configuration = SheetConfiguration(detents: [.custom(identifier: "small", height: 200), .medium(), .large()])
            configuration.selectedDetentIdentifier = .medium
            configuration.prefersGrabberVisible = true
            var (sim, start) = try Fixture.presented(configuration, options: options)
            for _ in visits {
                try sim.tapGrabber()
                sim.runUntilIdle()
            }
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
            #expect(sim.untimed(from: start) == visits.map {
                "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: \($0))"
            }, sourceLocation: location)
            #expect(nearlyEqual(sim.topY, Fixture.mediumTop), sourceLocation: location)
        }
    }

    @Test("dimmingTapSendsDidAttemptToDismiss: true adds the attempt before the move to largestUndimmed")
    func dimmingTapAttempt() throws {
        var options = BehaviorOptions()
        options.dimmingTapSendsDidAttemptToDismiss = true
        var configuration = SheetConfiguration(detents: [.custom(identifier: "small", height: 200), .medium(), .large()])
        configuration.selectedDetentIdentifier = .medium
        configuration.largestUndimmedDetentIdentifier = "small"
        configuration.isModalInPresentation = true
        var (sim, start) = try Fixture.presented(configuration, options: options)
        try sim.tapDimmingView()
        sim.runUntilIdle()
        #expect(Set(sim.untimed(from: start)) == [
            "sheet.delegate.presentationControllerDidAttemptToDismiss",
            "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(selectedDetentIdentifier: small)",
        ])
        #expect(sim.callbacks(from: start).count == 2)
    }

    @Test("attemptMeasure: fingerTravel fires at a quarter of the extent of finger travel, sheetDisplacement later")
    func attemptMeasure() throws {
        let extent = 195.75  // iPhone 14 Pro: min(0.25 × 783, 200)
        let rows: [(BehaviorOptions.AttemptMeasure, Double, Double, Int)] = [
            // (measure, travel that must not fire, travel that must fire)
            (.fingerTravel, extent / 4 - 0.5, extent / 4 + 0.5, #line),
            (.sheetDisplacement, extent / 4 + 0.5, extent / (3 * 0.55) + 0.5, #line),
        ]
        for (measure, quiet, fires, line) in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
            var options = BehaviorOptions()
            options.attemptMeasure = measure
            var configuration = Fixture.mediumLarge()
            configuration.isModalInPresentation = true
            var (sim, start) = try Fixture.presented(configuration, options: options)
            try sim.touchDown(on: .grabber)
            let y0 = try sim.location(of: .grabber).y
            sim.advance(by: .milliseconds(16))
            try sim.touchMove(toY: y0 + quiet)
            sim.advance(by: .zero)
            #expect(sim.log.count == start, sourceLocation: location)
            sim.advance(by: .milliseconds(16))
            try sim.touchMove(toY: y0 + fires)
            sim.advance(by: .zero)
            #expect(sim.untimed(from: start) == ["sheet.delegate.presentationControllerDidAttemptToDismiss"],
                    sourceLocation: location)
        }
    }
}
