import Testing
@testable import SheetSim

/// When the simulator lays views out and in what order (layout rules 8).
@Suite struct LayoutPassTests {
    typealias Fixture = SimFixture

    /// The layout callbacks of the log from `start`, untimed.
    func layoutLines(_ sim: Simulator, from start: Int = 0) -> [String] {
        sim.log[start...].filter { $0.callback.callbackName.isLayout }.map { LogText.untimed($0) }
    }

    @Test func aDragBetweenDetentsLaysOutOnEveryMoveAndBelowTheSmallestNever() throws {
        var (sim, start) = try Fixture.presented()
        try sim.touchDown(on: .grabber)
        let y0 = try sim.location(of: .grabber).y
        for step in 1...10 {
            sim.advance(by: .milliseconds(8))
            try sim.touchMove(toY: y0 - Double(step) * 10)   // up, between medium and large
        }
        #expect(layoutLines(sim, from: start) == Array(repeating: ["sheet.viewWillLayoutSubviews", "sheet.viewDidLayoutSubviews"], count: 10).flatMap { $0 })
        try sim.touchUp()
        sim.runUntilIdle()
        let afterUp = sim.log.count
        try sim.touchDown(on: .grabber)
        let y1 = try sim.location(of: .grabber).y
        for step in 1...10 {
            sim.advance(by: .milliseconds(8))
            try sim.touchMove(toY: y1 + 400 + Double(step) * 10)   // far below medium: moved only
        }
        #expect(layoutLines(sim, from: afterUp).filter { $0.contains("Layout") }.count <= 2,
                "one pass when the finger first drags the view down to medium's size, then none")
        let belowStart = sim.log.count
        for step in 1...5 {
            sim.advance(by: .milliseconds(8))
            try sim.touchMove(toY: y1 + 500 + Double(step) * 10)
        }
        #expect(layoutLines(sim, from: belowStart).isEmpty)
    }

    @Test func layoutCallbacksOffLogsNoneButTheLayoutIsThere() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.logsLayoutCallbacks = false
        try sim.present("sheet", configuration: Fixture.mediumLarge())
        sim.runUntilIdle()
        try sim.drag(.grabber, by: -300, duration: .milliseconds(400))
        sim.runUntilIdle()
        #expect(layoutLines(sim).isEmpty)
        #expect(sim.viewLayout(of: "sheet")?.size.height == 783)
        #expect(sim.untimed().count == sim.log.count)
    }

    /// A push in a presented navigation controller: the pushed controller's geometry before its
    /// viewIsAppearing, its layout at the end of the push's event (layout rules 8; Apple's
    /// viewIsAppearing documentation).
    @Test func aPushedControllerIsLaidOutAroundItsViewIsAppearing() throws {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS17)
        try sim.declare("nav", .navigationController(root: "list"))
        try sim.present("nav", configuration: Fixture.mediumLarge())
        sim.runUntilIdle()
        let start = sim.log.count
        try sim.push("detail", animated: true)
        #expect(sim.untimedLayout(from: start) == [
            "detail.willMove(toParent: nav)",
            "list.viewWillDisappear(animated: true)",
            "detail.viewWillAppear(animated: true)",
            "nav.delegate.navigationControllerWillShow(detail, animated: true)",
            "detail.viewSafeAreaInsetsDidChange",
            "detail.viewLayoutMarginsDidChange",
            "detail.viewIsAppearing(animated: true)",
            "detail.viewWillLayoutSubviews",
            "detail.viewDidLayoutSubviews",
        ])
        #expect(sim.viewLayout(of: "detail")?.safeAreaInsets == EdgeInsets(top: 56, bottom: 34))
        sim.runUntilIdle()
        #expect(layoutLines(sim, from: start).count == 4, "nothing more when the push ends")
    }

    /// Layout rules 27: presented again with the same geometry, no safe-area or margins call, but
    /// a layout pass.
    @Test func presentingAgainLaysOutWithoutTheGeometryCallbacks() throws {
        var (sim, _) = try Fixture.presented()
        try sim.dismiss()
        sim.runUntilIdle()
        #expect(sim.viewLayout(of: "sheet") == nil)
        let start = sim.log.count
        try sim.present("sheet", configuration: Fixture.mediumLarge())
        sim.runUntilIdle()
        #expect(layoutLines(sim, from: start) == ["sheet.viewWillLayoutSubviews", "sheet.viewDidLayoutSubviews"])
    }

    /// Each controller's own new size in viewWillTransition(to:with:): a presented navigation
    /// controller's children hear its sheet's size.
    @Test func viewWillTransitionCarriesEachControllersOwnSize() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.declare("nav", .navigationController(root: "list"))
        var configuration = Fixture.mediumLarge()
        configuration.prefersEdgeAttachedInCompactHeight = true
        try sim.present("nav", configuration: configuration)
        sim.runUntilIdle()
        let start = sim.log.count
        sim.rotate(to: .landscapeLeft)
        let sizes = sim.log[start...].filter { $0.callback.callbackName == .viewWillTransition }.map { LogText.untimed($0) }
        #expect(sizes == ["presenter.viewWillTransition(to: 852 x 393)", "nav.viewWillTransition(to: 734 x 385)",
                          "list.viewWillTransition(to: 734 x 385)"])
        let back = sim.log.count
        sim.rotate(to: .portrait)
        let portrait = sim.log[back...].filter { $0.callback.callbackName == .viewWillTransition }.map { LogText.untimed($0) }
        #expect(portrait == ["presenter.viewWillTransition(to: 393 x 852)", "nav.viewWillTransition(to: 393 x 453.44)",
                             "list.viewWillTransition(to: 393 x 453.44)"],
                "in landscape the sheet rested at large, its only active detent; back in portrait it rests at medium again")
    }

    /// Settings of a controller that is not on screen wait: no callback until it comes.
    @Test func settingsOffScreenWaitForTheController() throws {
        var sim = Simulator(device: .iPhone14Pro)
        let start = sim.log.count
        try sim.updateViewLayoutSettings(of: "sheet") { $0.additionalSafeAreaInsets = EdgeInsets(top: 20) }
        #expect(sim.log.count == start)
        try sim.present("sheet", configuration: Fixture.mediumLarge())
        #expect(sim.viewLayout(of: "sheet")?.safeAreaInsets == EdgeInsets(top: 20, bottom: 34))
        #expect(throws: SimulationError.self) {
            try sim.updateViewLayoutSettings(of: "sheet") { $0.additionalSafeAreaInsets = EdgeInsets(top: -1) }
        }
    }

    /// App code in a layout callback that changes the layout again is laid out again, at most
    /// eight rounds in one event; what is left waits for the next event or display frame, as a
    /// layout feedback loop runs every frame on a device.
    @Test func appCodeInViewDidLayoutSubviewsIsLaidOutAgainBounded() throws {
        var sim = Simulator(device: .iPhone14Pro)
        nonisolated(unsafe) var grow = 0.0
        sim.hooks.onCallbackWithSimulator = { entry, _ in
            guard entry.callback == .viewDidLayoutSubviews else { return [] }
            grow += 1
            let top = grow
            return [AppWork { try? $0.updateViewLayoutSettings(of: "sheet") { $0.additionalSafeAreaInsets = EdgeInsets(top: top) } }]
        }
        // Not animated: two events, the present and its completion, both at 0 ms.
        try sim.present("sheet", configuration: Fixture.mediumLarge(), animated: false)
        sim.runUntilIdle()
        #expect(sim.log.filter { $0.callback == .viewDidLayoutSubviews }.count == 2 * LayoutState.maximumRounds)
        #expect(sim.isIdle)
    }
}
