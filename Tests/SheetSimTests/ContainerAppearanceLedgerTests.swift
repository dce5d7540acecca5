import Testing
@testable import SheetSim

/// A container's children keep one appearance state between the container's own transitions and
/// the appearance forwarded from above.
@Suite struct ContainerAppearanceLedgerTests {
    static let appearanceCalls: [(CallbackName, AppearanceLedger.Stage, Bool, Int)] = [
        (CallbackName.viewWillAppear, AppearanceLedger.Stage.disappeared, true, #line),
        (.viewWillAppear, .disappearing, true, #line),
        (.viewWillAppear, .appearing, false, #line),
        (.viewWillAppear, .appeared, false, #line),
        (.viewIsAppearing, .appearing, true, #line),
        (.viewIsAppearing, .appeared, false, #line),
        (.viewDidAppear, .appearing, true, #line),
        (.viewDidAppear, .appeared, false, #line),
        (.viewDidAppear, .disappearing, false, #line),
        (.viewWillDisappear, .appeared, true, #line),
        (.viewWillDisappear, .appearing, true, #line),
        (.viewWillDisappear, .disappearing, false, #line),
        (.viewWillDisappear, .disappeared, false, #line),
        (.viewDidDisappear, .disappearing, true, #line),
        (.viewDidDisappear, .disappeared, false, #line),
        (.viewDidDisappear, .appeared, false, #line),
    ]

    @Test(arguments: appearanceCalls)
    func acceptsOnlyCallsThatMoveAppearanceOn(callback: CallbackName, stage: AppearanceLedger.Stage, accepted: Bool, line: Int) {
        var ledger = AppearanceLedger()
        let path: [CallbackName]
        switch stage {
        case .disappeared: path = []
        case .appearing: path = [.viewWillAppear]
        case .appeared: path = [.viewWillAppear, .viewDidAppear]
        case .disappearing: path = [.viewWillAppear, .viewDidAppear, .viewWillDisappear]
        }
        for step in path { ledger.note(step, for: "child") }
        #expect(ledger.stage(of: "child") == stage, "line \(line)")
        #expect(ledger.accepts(callback, for: "child") == accepted, "line \(line)")
    }

    func lines(_ sim: Simulator, from start: Int) -> [String] {
        sim.log.dropFirst(start).map { LogText.untimed($0) }
    }

    func navAppUnderFullScreen() throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.setRootViewController("nav")
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = .fullScreen
        try sim.present("player", configuration: configuration)
        sim.runUntilIdle()
        return sim
    }

    @Test func aPushWhileTheNavigationControllerReappearsJoinsItsAppearance() throws {
        var sim = try navAppUnderFullScreen()
        try sim.dismiss()
        let start = sim.log.count
        try sim.push("message", onto: "nav", animated: true)
        sim.runUntilIdle()
        let after = lines(sim, from: start)
        // inbox had begun to appear with nav: it turns back at once; message appears with nav.
        #expect(after.prefix(5) == [
            "message.willMove(toParent: nav)",
            "inbox.viewWillDisappear(animated: false)", "inbox.viewDidDisappear(animated: false)",
            "message.viewWillAppear(animated: false)",
            "nav.delegate.navigationControllerWillShow(message, animated: true)",
        ])
        #expect(after.contains("message.viewDidAppear(animated: true)"))
        #expect(!after.contains("inbox.viewDidAppear(animated: true)"))
    }

    @Test func aPushUnderACompletedFullScreenPresentationIsSilentUntilItEnds() throws {
        var sim = try navAppUnderFullScreen()
        let start = sim.log.count
        try sim.push("message", onto: "nav", animated: false)
        sim.runUntilIdle()
        #expect(!lines(sim, from: start).contains { $0.contains("viewWill") || $0.contains("viewDid") })
        let back = sim.log.count
        try sim.dismiss()
        sim.runUntilIdle()
        let after = lines(sim, from: back)
        #expect(after.contains("message.viewWillAppear(animated: true)"))
        #expect(after.contains("message.viewDidAppear(animated: true)"))
        #expect(!after.contains { $0.hasPrefix("inbox.") })
    }
}
