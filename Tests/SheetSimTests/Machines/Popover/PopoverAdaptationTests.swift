import Testing
@testable import SheetSim

/// The popover's adaptation (SheetRules 8.5): the pure rule, the machine's requests, and the
/// engine's hand-over to the adaptive sheet and back.
@Suite struct PopoverAdaptationTests {
    static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    static let compactWidth = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let compactHeight = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)

    struct Row: Sendable {
        let traits: TraitCollection
        let answer: ModalPresentationStyle?
        let form: ModalPresentationStyle
        let line: Int
    }

    static let rows: [Row] = [
        Row(traits: regular, answer: nil, form: .popover, line: #line),
        Row(traits: regular, answer: .fullScreen, form: .popover, line: #line),
        Row(traits: compactWidth, answer: nil, form: .formSheet, line: #line),
        Row(traits: compactHeight, answer: nil, form: .formSheet, line: #line),
        Row(traits: compactWidth, answer: ModalPresentationStyle.none, form: .popover, line: #line),
        Row(traits: compactWidth, answer: .fullScreen, form: .fullScreen, line: #line),
        Row(traits: compactWidth, answer: .overFullScreen, form: .overFullScreen, line: #line),
        // Answers a popover may not take are none: the popover stays.
        Row(traits: compactWidth, answer: .formSheet, form: .popover, line: #line),
        Row(traits: compactWidth, answer: .pageSheet, form: .popover, line: #line),
        Row(traits: compactHeight, answer: .automatic, form: .popover, line: #line),
    ]

    @Test func theRuleDecidesTheForm() {
        for row in Self.rows {
            #expect(PopoverAdaptation.form(traits: row.traits, answer: row.answer) == row.form, "line \(row.line)")
        }
    }

    static func machine(answer: ModalPresentationStyle? = nil, hasDelegate: Bool = true) -> PopoverMachine {
        PopoverMachineTests.machine {
            $0.adaptivePresentationStyle = answer
            $0.hasDelegate = hasDelegate
        }
    }

    @Test func presentedInACompactWidthItAsksToBeItsAdaptiveSheet() {
        var popover = Self.machine()
        #expect(popover.handle(.traitsWillChange(Self.compactWidth), at: .zero) == [])
        #expect(popover.handle(.present(animated: true, anchor: PopoverMachineTests.anchor), at: .zero) == [
            .callback(.delegate(of: "filters"), .presentationControllerWillPresentWithAdaptiveStyle(.formSheet)),
            .callback(.delegate(of: "filters"), .presentationControllerPrepare(adaptivePresentationController: "UISheetPresentationController")),
            .request(.adapt(to: .formSheet, presenting: true, animated: true)),
        ])
    }

    @Test func anAnswerAPopoverCannotTakeWarnsAndStandsAsNone() {
        var popover = Self.machine(answer: .formSheet)
        let asked = popover.handle(.traitsWillChange(Self.compactWidth), at: .zero)
        #expect(asked == [.askUnlogged(.delegate(of: "filters"), .adaptivePresentationStyle(traitCollection: Self.compactWidth, answer: .formSheet))])
        let answered = popover.handle(.adaptivePresentationStyleAnswered(.formSheet, traits: Self.compactWidth), at: .zero)
        #expect(answered == [
            .callback(.simulator, .warning(PopoverAdaptation.refusedAnswerWarning(.formSheet, of: "filters"))),
            .callback(.delegate(of: "filters"), .adaptivePresentationStyle(traitCollection: Self.compactWidth, answer: .none)),
        ])
        #expect(popover.form == .popover)
    }

    @Test func aPopoverOnScreenAdaptsLiveWhenTheWindowTurnsCompact() {
        var popover = PopoverMachineTests.presented()
        _ = popover.handle(.traitsWillChange(Self.compactWidth), at: .zero)
        #expect(popover.handle(.environmentChanged(anchor: PopoverMachineTests.anchor), at: .zero) == [
            .callback(.delegate(of: "filters"), .presentationControllerWillPresentWithAdaptiveStyle(.formSheet)),
            .callback(.delegate(of: "filters"), .presentationControllerPrepare(adaptivePresentationController: "UISheetPresentationController")),
            .request(.adapt(to: .formSheet, presenting: false, animated: true)),
        ])
    }

    @Test func aSizeChangeRepositionsAndTellsTheDelegate() {
        var popover = PopoverMachineTests.presented()
        let moved = PopoverAnchor(rect: PopoverMachineTests.anchor.rect, bounds: Rect(x: 0, y: 24, width: 834, height: 1150))
        #expect(popover.handle(.environmentChanged(anchor: moved), at: .zero) == [
            .callback(.delegate(of: "filters"), .popoverPresentationControllerWillRepositionPopover(to: moved.rect)),
        ])
        // The same anchor again: nothing moved, nothing is said.
        #expect(popover.handle(.environmentChanged(anchor: moved), at: .zero) == [])
    }

    // MARK: Through the simulator

    static func iPad(_ change: (inout BehaviorOptions) -> Void = { _ in }) throws -> Simulator {
        var options = BehaviorOptions.reference
        change(&options)
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17, options: options)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.setRootViewController("nav")
        sim.runUntilIdle()
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: 320, height: 400)
        configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 20, y: 80, width: 44, height: 44))
        try sim.present("filters", configuration: configuration, from: "inbox")
        sim.runUntilIdle()
        return sim
    }

    @Test func slideOverHandsThePopoverToItsSheetAndFullScreenBack() throws {
        var sim = try Self.iPad()
        #expect(sim.popover(named: "filters") != nil)
        try sim.perform(.setWindow(.slideOver))
        sim.runUntilIdle()
        #expect(sim.popover(named: "filters") == nil)
        #expect(sim.stack.map(\.name) == ["filters"])
        #expect(sim.state(of: "filters")?.restingDetentIdentifier == .medium)
        #expect(sim.presentations.layers.map(\.isSheet) == [true])
        try sim.perform(.setWindow(.full))
        sim.runUntilIdle()
        #expect(sim.stack.isEmpty)
        #expect(sim.presentationStyle(of: "filters") == .popover)
        #expect(sim.popover(named: "filters")?.arrowDirection == .up)
        #expect(sim.adaptedPopovers.isEmpty)
    }

    /// A timeline draws the adaptive sheet from the hand-over to the hand-back: its track opens
    /// when the window turns compact and closes when the popover comes back.
    @Test func theTimelineDrawsTheAdaptiveSheetWhileItIsOne() throws {
        var sim = try Self.iPad()
        sim.recordsTimeline = true
        sim.runUntilIdle()
        #expect(sim.recording?.tracks.isEmpty == true)
        try sim.perform(.setWindow(.slideOver))
        let handOver = sim.now
        sim.runUntilIdle()
        try sim.perform(.setWindow(.full))
        let handBack = sim.now
        sim.runUntilIdle()
        let tracks = try #require(sim.recording?.tracks)
        #expect(tracks.map(\.sheet) == ["filters"])
        #expect(tracks.first?.samples.first?.time == handOver)
        #expect(tracks.first?.end == handBack)
    }

    /// Each window change tells the popover's content the size it will have: the adaptive sheet's
    /// resting size going compact, the popover's content size coming back.
    @Test func viewWillTransitionGivesTheSizeOfWhatItWillBe() throws {
        var sim = try Self.iPad()
        try sim.perform(.setWindow(.slideOver))
        sim.runUntilIdle()
        let toSheet = sim.log.last { $0.receiver == .viewController("filters") && $0.callback.callbackName == .viewWillTransition }
        let sheetSize = Size(width: sim.state(of: "filters")!.sheetFrame.width, height: sim.viewLayout(of: "filters")!.frameInWindow.height)
        #expect(toSheet?.callback == .viewWillTransition(to: sheetSize))
        try sim.perform(.setWindow(.full))
        sim.runUntilIdle()
        let toPopover = sim.log.last { $0.receiver == .viewController("filters") && $0.callback.callbackName == .viewWillTransition }
        #expect(toPopover?.callback == .viewWillTransition(to: Size(width: 320, height: 400)))
    }

    @Test func atNextPresentationKeepsThePopoverInSlideOver() throws {
        var sim = try Self.iPad { $0.popoverAdaptation = .atNextPresentation }
        try sim.perform(.setWindow(.slideOver))
        sim.runUntilIdle()
        #expect(sim.presentationStyle(of: "filters") == .popover)
        #expect(!sim.log.contains { $0.callback.callbackName == .presentationControllerWillPresentWithAdaptiveStyle })
    }

    @Test func anAdaptedSheetDismissedByASwipeLeavesNoPopoverBehind() throws {
        var sim = try Self.iPad()
        try sim.perform(.setWindow(.slideOver))
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 600, velocity: 3000)
        sim.runUntilIdle()
        #expect(sim.presentations.isEmpty)
        #expect(sim.adaptedPopovers.isEmpty)
        #expect(sim.phase(of: "filters") == .dismissed)
    }
}
