import Testing
@testable import SheetSim

/// Popovers anchored to a navigation bar's bar button items (SheetRules 10.6).
@Suite struct BarButtonItemAnchorTests {
    static func iPad(_ change: (inout BehaviorOptions) -> Void = { _ in }) throws -> Simulator {
        var options = BehaviorOptions.reference
        change(&options)
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17, options: options)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.setRootViewController("nav")
        sim.runUntilIdle()
        return sim
    }

    static func popover(_ item: BarButtonItemReference) -> SheetConfiguration {
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: 200, height: 300)
        configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 20, y: 80, width: 44, height: 44), barButtonItem: item)
        return configuration
    }

    @Test func itemsStandSideBySideFromEachEdgeOfTheBar() throws {
        var sim = try Self.iPad()
        let bar = try #require(sim.viewLayout(of: "nav")?.navigationBar)
        let width = sim.metrics.barButtonItemWidth, inset = sim.metrics.barButtonItemEdgeInset
        let right0Frame = sim.barButtonItemFrame(BarButtonItemReference(owner: "inbox", side: .right))
        let right0 = try #require(right0Frame)
        let right1Frame = sim.barButtonItemFrame(BarButtonItemReference(owner: "inbox", side: .right, index: 1))
        let right1 = try #require(right1Frame)
        let left0Frame = sim.barButtonItemFrame(BarButtonItemReference(owner: "inbox", side: .left))
        let left0 = try #require(left0Frame)
        #expect(right0 == Rect(x: 1194 - inset - width, y: bar.frame.y, width: width, height: bar.standardHeight))
        #expect(right1.x == right0.x - width)
        #expect(left0.x == inset)
        // Not the top of a navigation controller on screen: no frame, so no anchor.
        #expect(sim.barButtonItemFrame(BarButtonItemReference(owner: "nav", side: .right)) == nil)
        #expect(sim.barButtonItemFrame(BarButtonItemReference(owner: "inbox", side: .right, index: -1)) == nil)
    }

    @Test func theItemWinsOverASourceViewAndIsTheAnchor() throws {
        var sim = try Self.iPad()
        let item = BarButtonItemReference(owner: "inbox", side: .right, index: 2)
        let frameFrame = sim.barButtonItemFrame(item)
        let frame = try #require(frameFrame)
        try sim.present("filters", configuration: Self.popover(item), from: "inbox")
        sim.runUntilIdle()
        let placement = try #require(sim.popover(named: "filters")?.state.placement)
        #expect(sim.popover(named: "filters")?.anchor?.rect == frame)
        #expect(placement.frame.y > frame.maxY)
        #expect(placement.direction == .up)
        #expect(sim.popover(named: "filters")?.anchor?.viaBarButtonItem == true)
    }

    /// Under either reposition option a bar-button popover follows its item, with no callback.
    @Test(arguments: BehaviorOptions.PopoverReposition.allCases)
    func onRotationItFollowsItsItemSilently(_ reposition: BehaviorOptions.PopoverReposition) throws {
        var sim = try Self.iPad { $0.popoverReposition = reposition }
        let item = BarButtonItemReference(owner: "inbox", side: .right, index: 4)
        try sim.present("filters", configuration: Self.popover(item), from: "inbox")
        sim.runUntilIdle()
        let before = sim.log.count
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        let movedFrame = sim.barButtonItemFrame(item)
        let moved = try #require(movedFrame)
        #expect(sim.popover(named: "filters")?.anchor?.rect == moved)
        #expect(!sim.log.entries[before...].contains { $0.callback.callbackName == .popoverPresentationControllerWillRepositionPopover })
    }

    @Test func aSourceViewPopoverStillHearsTheRepositionCallback() throws {
        var sim = try Self.iPad()
        var configuration = Self.popover(BarButtonItemReference(owner: "inbox", side: .right))
        configuration.popover?.barButtonItem = nil
        try sim.present("filters", configuration: configuration, from: "inbox")
        sim.runUntilIdle()
        let before = sim.log.count
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        #expect(sim.log.entries[before...].contains { $0.callback.callbackName == .popoverPresentationControllerWillRepositionPopover })
    }
}
