import Testing
@testable import SheetSim

/// iOS 26's update pass (SheetRules 8.5): `updateProperties()` after the traits update and before
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
}
