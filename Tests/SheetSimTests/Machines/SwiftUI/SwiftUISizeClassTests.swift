import Testing
@testable import SheetSim

/// SwiftUI's popovers and inspectors following the size class while they are shown: the machines'
/// events for it, the simulator carrying them out, and the cost of many.
@Suite struct SwiftUISizeClassTests {
    typealias Action = MachineAction<SwiftUIRequest>

    static let inspector = SwiftUIPresentationModifier(.inspector, binding: "showInspector", content: "panel")
    static let sheet = SwiftUIPresentationModifier(.sheet, binding: "showDetail", content: "detail")
    static func content() -> SwiftUIViewMachine {
        SwiftUIViewMachine(SwiftUIViewDeclaration("content", modifiers: [.presentation(inspector), .presentation(sheet)]))
    }
    static let shown = SwiftUIActivePresentation(modifier: 0, content: "panel", value: .bool(true))

    // MARK: The view's machine

    @Test func aShownInspectorChangingFormLeavesAndComesBackWithItsBindingUntouched() {
        var machine = Self.content()
        _ = machine.handle(.bindingSet("showInspector", .bool(true)))
        _ = machine.handle(.contentPresented("panel"))
        #expect(machine.handle(.inspectorFormChanged("panel")) == [.request(.dismiss(content: "panel"))])
        #expect(machine.state == .dismissing(Self.shown, replacement: .bool(true)))
        // No binding write, no onDismiss: the same inspector is presented again in its new form.
        #expect(machine.handle(.contentDismissed("panel")) == [.request(.presentAfterDismissal(Self.inspector))])
        #expect(machine.state == .presenting(Self.shown))
        #expect(machine.bindings["showInspector"] == .bool(true))
    }

    @Test func anInspectorClosedWhileChangingFormDoesNotComeBack() {
        var machine = Self.content()
        _ = machine.handle(.bindingSet("showInspector", .bool(true)))
        _ = machine.handle(.contentPresented("panel"))
        _ = machine.handle(.inspectorFormChanged("panel"))
        #expect(machine.handle(.bindingSet("showInspector", .bool(false))) == [.callback(.viewController("content"), .binding("showInspector", .bool(false)))])
        #expect(machine.handle(.contentDismissed("panel")) == [])
        #expect(machine.state == .idle)
    }

    struct IgnoredRow: Sendable {
        var line: Int
        var state: SwiftUIViewState
        var content: String
    }

    static let ignoredRows: [IgnoredRow] = [
        // Nothing shown, or still on its way: nothing to change.
        IgnoredRow(line: #line, state: .idle, content: "panel"),
        IgnoredRow(line: #line, state: .presenting(shown), content: "panel"),
        IgnoredRow(line: #line, state: .dismissing(shown, replacement: nil), content: "panel"),
        // A sheet is no inspector.
        IgnoredRow(line: #line, state: .presented(SwiftUIActivePresentation(modifier: 1, content: "detail", value: .bool(true))), content: "detail"),
        // Another content.
        IgnoredRow(line: #line, state: .presented(shown), content: "detail"),
    ]

    @Test(arguments: ignoredRows)
    func aFormChangeOnlyMovesAShownInspector(_ row: IgnoredRow) {
        var machine = Self.content()
        machine.state = row.state
        #expect(machine.handle(.inspectorFormChanged(row.content)) == [], "line \(row.line)")
        #expect(machine.state == row.state, "line \(row.line)")
    }

    // MARK: The popover's machine

    static func popover(answer: ModalPresentationStyle?) -> PopoverMachine {
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: 300, height: 200)
        configuration.popover = PopoverSettings(sourceView: "content")
        configuration.hasDelegate = true
        configuration.adaptivePresentationStyle = answer
        return PopoverMachine(name: "info", configuration: configuration, presenterName: "content", os: .iOS17)
    }

    static let compactWidth = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let compactHeight = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)

    @Test func aNewAnswerIsWhatTheDelegateIsAskedWithAtTheNextTraitChange() {
        var popover = Self.popover(answer: nil)
        #expect(popover.handle(.traitsWillChange(Self.compactWidth), at: .zero) == [])
        #expect(popover.handle(.adaptiveAnswerChanged(ModalPresentationStyle.none), at: .zero) == [])
        #expect(popover.configuration.adaptivePresentationStyle == ModalPresentationStyle.none)
        #expect(popover.handle(.traitsWillChange(Self.compactWidth), at: .zero)
                    == [.askUnlogged(.delegate(of: "info"), .adaptivePresentationStyle(traitCollection: Self.compactWidth, answer: ModalPresentationStyle.none))])
    }

    @Test func aDelegateThatNoLongerAnswersLeavesTheAdaptationToUIKit() {
        var popover = Self.popover(answer: ModalPresentationStyle.none)
        _ = popover.handle(.adaptivePresentationStyleAnswered(ModalPresentationStyle.none, traits: Self.compactWidth), at: .zero)
        _ = popover.handle(.traitsWillChange(Self.compactHeight), at: .zero)
        #expect(popover.form == .popover)
        #expect(popover.handle(.adaptiveAnswerChanged(nil), at: .zero) == [])
        #expect(popover.adaptiveAnswer == nil)
        #expect(popover.form == .formSheet)
    }

    // MARK: Carried out

    static func simulator(_ modifiers: [SwiftUIModifier], content: [SwiftUIViewDeclaration] = [],
                          device: Device = .iPhone15ProMax, orientation: Orientation = .landscapeLeft) throws -> Simulator {
        var sim = Simulator(device: device, orientation: orientation, os: .iOS17)
        try sim.declareSwiftUIView(SwiftUIViewDeclaration("content", modifiers: modifiers))
        for view in content { try sim.declareSwiftUIView(view) }
        try sim.setRootViewController("content")
        sim.runUntilIdle()
        return sim
    }

    static let info = SwiftUIModifier.popover(isPresented: "showInfo", content: "info", size: Size(width: 300, height: 200),
                                              attachmentAnchor: Rect(x: 20, y: 80, width: 44, height: 44))

    struct PopoverRow: Sendable {
        var line: Int
        var adaptation: CompactAdaptation
        /// The style in landscape (wR hC), then after rotating to portrait (wC hR), then back.
        var styles: [ModalPresentationStyle]
    }

    static let popoverRows: [PopoverRow] = [
        PopoverRow(line: #line, adaptation: CompactAdaptation(horizontal: .popover, vertical: .fullScreenCover), styles: [.fullScreen, .popover, .fullScreen]),
        PopoverRow(line: #line, adaptation: CompactAdaptation(horizontal: .fullScreenCover, vertical: .popover), styles: [.popover, .fullScreen, .popover]),
        PopoverRow(line: #line, adaptation: CompactAdaptation(PresentationAdaptation.none), styles: [.popover, .popover, .popover]),
    ]

    @Test(arguments: popoverRows)
    func aShownPopoverFollowsTheSizeClassByItsCompactAdaptation(_ row: PopoverRow) throws {
        var sim = try Self.simulator([Self.info], content: [SwiftUIViewDeclaration("info", modifiers: [.presentationCompactAdaptation(row.adaptation)])])
        try sim.setBinding("showInfo", to: .bool(true))
        sim.runUntilIdle()
        var styles = [sim.presentationStyle(of: "info")]
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        styles.append(sim.presentationStyle(of: "info"))
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        styles.append(sim.presentationStyle(of: "info"))
        #expect(styles == row.styles, "line \(row.line)")
        #expect(sim.bindingValue("showInfo") == .bool(true), "line \(row.line)")
    }

    /// The sizes told in `viewWillTransition(to:with:)` come before the popovers' answers follow
    /// the new traits: a SwiftUI popover that stays a popover in a compact window hears its own
    /// size, as a UIKit popover whose delegate answers `none` does, not the sheet's it never becomes.
    @Test func aPopoverStayingAPopoverInSlideOverHearsItsOwnSizeInTheTransition() throws {
        var sim = try Self.simulator([Self.info], content: [SwiftUIViewDeclaration("info", modifiers: [.presentationCompactAdaptation(CompactAdaptation(PresentationAdaptation.none))])],
                                     device: .iPadPro11)
        try sim.setBinding("showInfo", to: .bool(true))
        sim.runUntilIdle()
        let before = sim.log.count
        try sim.perform(.setWindow(.slideOver))
        sim.runUntilIdle()
        let told = sim.log.entries.dropFirst(before).filter { $0.receiver == .viewController("info") && $0.callback.name == "viewWillTransition" }
        #expect(told.map(\.callback) == [.viewWillTransition(to: Size(width: 300, height: 200))])
        #expect(sim.presentationStyle(of: "info") == .popover)
    }

    /// One that becomes a full-screen cover hears the window's size.
    @Test func aPopoverBecomingAFullScreenCoverInSlideOverHearsTheWindowsSize() throws {
        var sim = try Self.simulator([Self.info], content: [SwiftUIViewDeclaration("info", modifiers: [.presentationCompactAdaptation(CompactAdaptation(PresentationAdaptation.fullScreenCover))])],
                                     device: .iPadPro11)
        try sim.setBinding("showInfo", to: .bool(true))
        sim.runUntilIdle()
        let before = sim.log.count
        try sim.perform(.setWindow(.slideOver))
        sim.runUntilIdle()
        let told = sim.log.entries.dropFirst(before).filter { $0.receiver == .viewController("info") && $0.callback.name == "viewWillTransition" }
        #expect(told.map(\.callback) == [.viewWillTransition(to: sim.environment.containerSize)])
        #expect(sim.presentationStyle(of: "info") == .fullScreen)
    }

    @Test func aShownInspectorIsAColumnInRegularWidthAndASheetInCompact() throws {
        var sim = try Self.simulator([.inspector(isPresented: "showInspector", content: "panel")])
        try sim.setBinding("showInspector", to: .bool(true))
        sim.runUntilIdle()
        #expect(sim.isSwiftUIInspectorColumn("panel"))
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        #expect(!sim.isSwiftUIInspectorColumn("panel"))
        #expect(sim.presentationStyle(of: "panel") == .pageSheet)
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(sim.isSwiftUIInspectorColumn("panel"))
        #expect(!sim.isPresented("panel"))
        #expect(sim.bindingValue("showInspector") == .bool(true))
        #expect(!sim.log.entries.contains { $0.receiver.controller == "content" && $0.callback.name == "binding" && $0.callback != .binding("showInspector", .bool(true)) })
    }

    @Test func anInspectorSheetWithAPresentationAboveItKeepsItsForm() throws {
        var sim = try Self.simulator([.inspector(isPresented: "showInspector", content: "panel")],
                                     content: [SwiftUIViewDeclaration("panel", modifiers: [.sheet(isPresented: "showMore", content: "more")])],
                                     orientation: .portrait)
        try sim.setBinding("showInspector", to: .bool(true))
        sim.runUntilIdle()
        try sim.setBinding("showMore", to: .bool(true))
        sim.runUntilIdle()
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(sim.isPresented("panel") && sim.isPresented("more"))
        #expect(sim.bindingValue("showInspector") == .bool(true))
    }

    // MARK: Cost

    /// The work a run did: the events it scheduled and the entries it logged.
    static func work(_ sim: Simulator) -> Int { Int(sim.queue.queue.nextSequence) + sim.log.count }

    /// `n` rounds of every SwiftUI modal presentation and dismissal, each shown across a rotation
    /// that changes the size class where it has two forms.
    static func rounds(_ n: Int) throws -> Int {
        var sim = try Self.simulator([
            Self.info,
            .alert("Delete?", isPresented: "confirm", actions: [AlertAction("Delete")]),
            .confirmationDialog("Share", isPresented: "choose", actions: [AlertAction("Mail")]),
            .inspector(isPresented: "showInspector", content: "panel"),
        ], content: [SwiftUIViewDeclaration("info", modifiers: [.presentationCompactAdaptation(CompactAdaptation(horizontal: .popover, vertical: .fullScreenCover))])])
        for _ in 0..<n {
            for binding in ["showInfo", "showInspector"] {
                try sim.setBinding(binding, to: .bool(true))
                sim.runUntilIdle()
                sim.rotate(to: .portrait)
                sim.runUntilIdle()
                sim.rotate(to: .landscapeLeft)
                sim.runUntilIdle()
                try sim.setBinding(binding, to: .bool(false))
                sim.runUntilIdle()
            }
            for (binding, button) in [("confirm", "Delete"), ("choose", "Mail")] {
                try sim.setBinding(binding, to: .bool(true))
                sim.runUntilIdle()
                try sim.tapAlertAction(button)
                sim.runUntilIdle()
            }
        }
        #expect(sim.presentations.isEmpty)
        return work(sim)
    }

    /// Work, not time: at 8n rounds the run does at most 8 × 1.1 times the work of n (each round
    /// the same; a cost that grew with the rounds before would take up to 64 times).
    @Test func presentationsAndDismissalsCostLinearWork() throws {
        let small = try Self.rounds(4)
        let large = try Self.rounds(32)
        #expect(small > 0)
        #expect(Double(large) / Double(small) < 8 * 1.1, "work at 4 rounds: \(small), at 32: \(large)")
    }
}
