import Testing
@testable import SheetSim

/// SwiftUI's popovers, alerts, confirmation dialogs and inspectors carried out by the popover,
/// alert controller and sheet machines: the orders and refusals, with the options that hold them.
@Suite struct SwiftUIModalSimulatorTests {
    static func simulator(_ modifiers: [SwiftUIModifier], device: Device = .iPadPro11, orientation: Orientation = .landscapeLeft,
                          os: OSProfile = .iOS17, options: BehaviorOptions = .reference,
                          content: [SwiftUIViewDeclaration] = []) throws -> Simulator {
        var sim = Simulator(device: device, orientation: orientation, os: os, options: options)
        try sim.declareSwiftUIView(SwiftUIViewDeclaration("content", modifiers: modifiers))
        for view in content { try sim.declareSwiftUIView(view) }
        try sim.setRootViewController("content")
        sim.runUntilIdle()
        return sim
    }

    /// The log's lines from `start` on whose receiver is one of `controllers`, without times.
    static func lines(_ sim: Simulator, from start: Int, of controllers: Set<String>, only names: Set<String>? = nil) -> [String] {
        sim.log.entries[start...].filter { controllers.contains($0.receiver.controller) && (names?.contains($0.callback.name) ?? true) }
            .map { String($0.description.split(separator: " ", maxSplits: 1)[1]) }
    }

    static let anchor = Rect(x: 20, y: 80, width: 44, height: 44)

    @Test func aPopoverTappedOutsideWritesItsBindingBackAfterItHasGone() throws {
        var sim = try Self.simulator([.popover(isPresented: "showInfo", content: "info", size: Size(width: 320, height: 200), attachmentAnchor: Self.anchor)])
        try sim.setBinding("showInfo", to: .bool(true))
        sim.runUntilIdle()
        #expect(sim.presentationStyle(of: "info") == .popover)
        #expect(sim.popover(named: "info")?.settings.sourceView == "content")
        let start = sim.log.count
        try sim.tapOutside(at: Point(x: 1000, y: 700))
        sim.runUntilIdle()
        #expect(Self.lines(sim, from: start, of: ["info", "content"], only: ["viewDidDisappear", "onDisappear", "binding", "onDismiss"])
                == ["info.viewDidDisappear(animated: true)", "info.onDisappear", "content.binding(showInfo: false)"])
        #expect(sim.bindingValue("showInfo") == .bool(false))
    }

    /// DOC P-S14: interactiveDismissDisabled blocks the tap outside, not the app's code.
    @Test func interactiveDismissDisabledBlocksTheTapOutsideNotCode() throws {
        var sim = try Self.simulator([.popover(isPresented: "showInfo", content: "info", size: Size(width: 320, height: 200), attachmentAnchor: Self.anchor)],
                                     content: [SwiftUIViewDeclaration("info", modifiers: [.interactiveDismissDisabled(true)])])
        try sim.setBinding("showInfo", to: .bool(true))
        sim.runUntilIdle()
        try sim.tapOutside(at: Point(x: 1000, y: 700))
        sim.runUntilIdle()
        #expect(sim.phase(of: "info") == .idle)
        #expect(sim.bindingValue("showInfo") == .bool(true))
        try sim.setBinding("showInfo", to: .bool(false))
        sim.runUntilIdle()
        #expect(sim.phase(of: "info") == .dismissed)
    }

    struct DialogRow: Sendable {
        var write: BehaviorOptions.SwiftUIDialogBindingWrite
        var handlerOrder: BehaviorOptions.AlertActionHandlerOrder
        var expected: [String]
        var line: Int
    }

    /// Where a button's binding write comes against UIKit's callbacks, per option.
    static let dialogRows: [DialogRow] = [
        DialogRow(write: .afterActionHandler, handlerOrder: .afterViewDidDisappear,
                  expected: ["confirm.viewDidDisappear(animated: true)", "confirm.alertActionHandler(\"Delete\")", "content.binding(confirm: false)"], line: #line),
        DialogRow(write: .atDismissalEnd, handlerOrder: .afterViewDidDisappear,
                  expected: ["confirm.viewDidDisappear(animated: true)", "content.binding(confirm: false)", "confirm.alertActionHandler(\"Delete\")"], line: #line),
        DialogRow(write: .afterActionHandler, handlerOrder: .beforeViewWillDisappear,
                  expected: ["confirm.alertActionHandler(\"Delete\")", "content.binding(confirm: false)", "confirm.viewDidDisappear(animated: true)"], line: #line),
    ]

    @Test func anAlertButtonWritesTheBindingWhereTheOptionsSay() throws {
        for row in Self.dialogRows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            var options = BehaviorOptions.reference
            options.swiftUIDialogBindingWrite = row.write
            options.alertActionHandlerOrder = row.handlerOrder
            var sim = try Self.simulator([.alert("Delete?", isPresented: "confirm", actions: [AlertAction("Delete", style: .destructive), AlertAction("Cancel", style: .cancel)])],
                                         device: .iPhone15Pro, orientation: .portrait, options: options)
            try sim.setBinding("confirm", to: .bool(true))
            sim.runUntilIdle()
            let start = sim.log.count
            try sim.tapAlertAction("Delete")
            sim.runUntilIdle()
            let seen = Self.lines(sim, from: start, of: ["confirm", "content"], only: ["viewDidDisappear", "alertActionHandler", "binding", "onAppear", "onDisappear"])
            #expect(seen == row.expected, sourceLocation: location)
            #expect(sim.bindingValue("confirm") == .bool(false), sourceLocation: location)
        }
    }

    /// OBS P-S76 through the OS profile: an anchored panel from iOS 26, a bottom sheet before.
    @Test func aConfirmationDialogIsAnchoredOnIPhoneFromIOS26Only() throws {
        for (os, form) in [(OSProfile.iOS18, "bottomSheet"), (.iOS26, "popover")] {
            var sim = try Self.simulator([.confirmationDialog("Archive?", isPresented: "ask", actions: [AlertAction("Archive"), AlertAction("Cancel", style: .cancel)],
                                                              attachmentAnchor: Self.anchor)], device: .iPhone15Pro, orientation: .portrait, os: os)
            try sim.setBinding("ask", to: .bool(true))
            sim.runUntilIdle()
            let shown = sim.alert(named: "ask")?.state.layout?.form
            #expect(shown.map { "\($0)".hasPrefix(form) } == true, "\(os): \(String(describing: shown))")
        }
    }

    @Test func anInspectorIsAPageSheetInCompactWidthAndRefusedBeforeIOS17() throws {
        var sim = try Self.simulator([.inspector(isPresented: "showInspector", content: "inspector")], device: .iPhone15Pro, orientation: .portrait)
        try sim.setBinding("showInspector", to: .bool(true))
        sim.runUntilIdle()
        #expect(sim.presentationStyle(of: "inspector") == .pageSheet)
        var old = Simulator(device: .iPhone15Pro, os: .iOS16)
        #expect(throws: SimulationError.self) {
            try old.declareSwiftUIView(SwiftUIViewDeclaration("content", modifiers: [.inspector(isPresented: "showInspector", content: "inspector")]))
        }
        var early = Simulator(device: .iPhone15Pro, os: .iOS15)
        #expect(throws: SimulationError.self) {
            try early.declareSwiftUIView(SwiftUIViewDeclaration("info", modifiers: [.presentationCompactAdaptation(CompactAdaptation(.none))]))
        }
    }

    @Test func anInspectorColumnHasNoPresentationAndItsWidthIsTheSplitViewInspectorsOne() throws {
        var sim = try Self.simulator([.inspector(isPresented: "showInspector", content: "inspector")])
        try sim.setBinding("showInspector", to: .bool(true))
        sim.runUntilIdle()
        #expect(sim.isSwiftUIInspectorColumn("inspector"))
        #expect(sim.presentationStyle(of: "inspector") == nil)
        #expect(sim.swiftUIInspectorColumnWidth == SplitViewLayout.inspectorWidth(ColumnWidthSettings(), splitWidth: sim.environment.containerBounds.width, metrics: sim.metrics))
        try sim.setBinding("showInspector", to: .bool(false))
        sim.runUntilIdle()
        #expect(!sim.isSwiftUIInspectorColumn("inspector"))
        #expect(sim.log.entries.last.map { String($0.description.split(separator: " ", maxSplits: 1)[1]) } == "inspector.onDisappear")
    }

    /// A binding written false while the presentation still runs: UIKit refuses the dismissal,
    /// SwiftUI asks again when the presentation ends, so nothing rests with its binding unset.
    @Test func aDismissalRefusedDuringThePresentationIsAskedForAgain() throws {
        var sim = try Self.simulator([.presentation(SwiftUIPresentationModifier(.sheet, binding: "show", content: "detail"))], device: .iPhone15Pro, orientation: .portrait)
        try sim.setBinding("show", to: .bool(true))
        try sim.setBinding("show", to: .bool(false))
        sim.runUntilIdle()
        #expect(sim.phase(of: "detail") == .dismissed)
        #expect(sim.log.entries.contains { $0.callback.name == "warning" })
    }
}

/// The SwiftUI view machine's events for dialogs and refused dismissals, in and out.
@Suite struct SwiftUIModalMachineTests {
    static func machine() -> SwiftUIViewMachine {
        var machine = SwiftUIViewMachine(SwiftUIViewDeclaration("content", modifiers: [.alert("Delete?", isPresented: "confirm", actions: [AlertAction("Delete")])]))
        _ = machine.handle(.bindingSet("confirm", .bool(true)))
        _ = machine.handle(.contentPresented("confirm"))
        return machine
    }

    static func bindingWrites(_ actions: [MachineAction<SwiftUIRequest>]) -> [String] {
        actions.compactMap { action in
            if case .callback(_, .binding(let name, let value)) = action { return "\(name)=\(value)" }
            return nil
        }
    }

    @Test func aPendingHandlerTakesTheWriteFromTheDismissalsEnd() {
        var machine = Self.machine()
        #expect(machine.handle(.dialogHandlerPending("confirm")).isEmpty)
        #expect(Self.bindingWrites(machine.handle(.contentDismissed("confirm"))).isEmpty)
        #expect(Self.bindingWrites(machine.handle(.dialogActionHandled("confirm"))) == ["confirm=false"])
        #expect(machine.bindings["confirm"] == .bool(false))
        // A second handler writes nothing more.
        #expect(machine.handle(.dialogActionHandled("confirm")).isEmpty)
    }

    @Test func withoutAPendingHandlerTheDismissalsEndWrites() {
        var machine = Self.machine()
        #expect(Self.bindingWrites(machine.handle(.contentDismissed("confirm"))) == ["confirm=false"])
    }

    @Test func aPresentationEndingWhileTheViewWantsItGoneAsksForTheDismissalAgain() {
        var machine = Self.machine()
        _ = machine.handle(.bindingSet("confirm", .bool(false)))
        let again = machine.handle(.contentPresentationEnded("confirm"))
        #expect(again.contains { if case .request(.dismiss(content: "confirm")) = $0 { return true }; return false })
        var resting = Self.machine()
        #expect(resting.handle(.contentPresentationEnded("confirm")).isEmpty)
    }
}
