import Testing
@testable import SheetSim

/// iOS 26's update pass (SheetRules 9.5): `updateProperties()` after the traits update and before
/// layout, when a controller comes on screen, its traits change, or it asks.
@Suite struct UpdatePropertiesTests {
    static func entries(_ sim: Simulator, from start: Int = 0, _ names: Set<CallbackName>) -> [String] {
        sim.log[start...].filter { names.contains($0.callback.callbackName) }.map { LogText.untimed($0) }
    }

    static let updateAndLayout: Set<CallbackName> = [.updateProperties, .viewWillLayoutSubviews, .traitCollectionDidChange, .viewIsAppearing]

    @Test func aPresentedControllerUpdatesBeforeItsFirstLayout() throws {
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        #expect(Self.entries(sim, Self.updateAndLayout).prefix(3) == [
            "sheet.viewIsAppearing(animated: true)", "sheet.updateProperties", "sheet.viewWillLayoutSubviews",
        ])
        #expect(Self.entries(sim, [.updateProperties]).count == 1, "a drag or a settle does not update")
    }

    @Test func noUpdatePassBefore26() throws {
        for os in OSProfile.builtIn {
            var sim = Simulator(device: .iPhone15Pro, os: os)
            try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
            sim.runUntilIdle()
            try sim.setNeedsUpdateProperties()
            sim.runUntilIdle()
            #expect(Self.entries(sim, [.updateProperties]).isEmpty, "\(os)")
        }
    }

    /// Each call is its own event, whose pass runs the update and lays nothing out.
    @Test func setNeedsUpdatePropertiesUpdatesWithoutALayout() throws {
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        let start = sim.log.count
        try sim.setNeedsUpdateProperties()
        #expect(sim.log[start...].map { LogText.untimed($0) } == ["sheet.updateProperties"])
        try sim.setNeedsUpdateProperties("sheet")
        #expect(sim.log[start...].map { LogText.untimed($0) } == ["sheet.updateProperties", "sheet.updateProperties"])
        #expect(throws: SimulationError.controllerTree(.unknownController("nobody"))) { try sim.setNeedsUpdateProperties("nobody") }
    }

    @Test func aTraitChangeUpdatesAfterTheTraitCallback() throws {
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        let start = sim.log.count
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let lines = Self.entries(sim, from: start, [.updateProperties, .traitCollectionDidChange, .viewWillLayoutSubviews])
        let trait = try #require(lines.firstIndex(of: "sheet.traitCollectionDidChange"))
        let update = try #require(lines.firstIndex(of: "sheet.updateProperties"))
        #expect(trait < update)
        #expect(lines[update + 1] == "sheet.viewWillLayoutSubviews", "\(lines)")
    }

    /// A navigation controller and its child, both new on screen: parents first either way; the
    /// option decides whether the layout callbacks interleave.
    @Test(arguments: BehaviorOptions.UpdatePropertiesOrder.allCases)
    func theOrderAmongTheLayoutCallbacks(order: BehaviorOptions.UpdatePropertiesOrder) throws {
        var options = BehaviorOptions()
        options.updatePropertiesOrder = order
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26, options: options)
        try sim.declare("nav", .navigationController(root: "list"))
        try sim.present("nav", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        let lines = Self.entries(sim, [.updateProperties, .viewWillLayoutSubviews]).prefix(4)
        switch order {
        case .beforeItsOwnLayout:
            #expect(Array(lines) == ["nav.updateProperties", "nav.viewWillLayoutSubviews",
                                     "list.updateProperties", "list.viewWillLayoutSubviews"])
        case .beforeAllLayout:
            #expect(Array(lines) == ["nav.updateProperties", "list.updateProperties",
                                     "nav.viewWillLayoutSubviews", "list.viewWillLayoutSubviews"])
        }
    }

    /// `n` sheets, each queued for an update in one event: the pass that ends it updates them all.
    /// Returns how many updates the pass logged and the seconds the three events took at best.
    static func updatesOver(_ n: Int) throws -> (updates: Int, seconds: Double) {
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26)
        for index in 0..<n { try sim.present("s\(index)", configuration: SheetConfiguration(detents: [.large()]), animated: false) }
        sim.runUntilIdle()
        let start = sim.log.count
        let seconds = SizeBound.seconds {
            sim.beginLayoutBatch()
            for index in 0..<n { sim.setNeedsUpdateProperties(of: "s\(index)") }
            sim.endLayoutBatch()
        }
        return (sim.log[start...].filter { $0.callback.callbackName == .updateProperties }.count, seconds)
    }

    /// The update pass costs what it updates: at n and 8n queued controllers the larger may take
    /// at most 3 × 8 times as long (a queue searched at each update would take 64 times).
    @Test func theUpdatePassIsLinearInWhatItUpdates() throws {
        let n = 250
        let small = try Self.updatesOver(n), large = try Self.updatesOver(8 * n)
        #expect(small.updates == 3 * n && large.updates == 3 * 8 * n)
        let ratio = large.seconds / max(small.seconds, 1e-6)
        #expect(ratio < 24, "\(n) took \(small.seconds) s, \(8 * n) took \(large.seconds) s (×\(ratio))")
    }
}
