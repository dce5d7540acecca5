import Testing
@testable import SheetSim

/// The scene going inactive and active again: a view's rule for the iOS 15 glitch that
/// re-presents its second sheet (OBS, P-S47), one machine at a time, then through the simulator.
@Suite struct SwiftUIScenePhaseTests {
    typealias Action = MachineAction<SwiftUIRequest>

    static let first = SwiftUIPresentationModifier(.sheet, binding: "showSheet", onDismiss: true, content: "sheet1")
    static let second = SwiftUIPresentationModifier(.sheet, binding: "showSheet2", content: "sheet2")
    static let secondItem = SwiftUIPresentationModifier(.sheet, binding: "destination", bindingKind: .item, onDismiss: true, content: "sheet2")
    static let cover = SwiftUIPresentationModifier(.fullScreenCover, binding: "showCover", content: "cover")

    static func options(_ reopen: BehaviorOptions.SwiftUIScenePhaseSheetReopen) -> BehaviorOptions {
        var options = BehaviorOptions()
        options.swiftUIScenePhaseSheetReopen = reopen
        return options
    }

    static func machine(_ modifiers: [SwiftUIPresentationModifier], _ reopen: BehaviorOptions.SwiftUIScenePhaseSheetReopen) -> SwiftUIViewMachine {
        var machine = SwiftUIViewMachine(SwiftUIViewDeclaration("content", modifiers: modifiers.map(SwiftUIModifier.presentation)), options: options(reopen))
        machine.appearance = .onScreen
        return machine
    }

    static func presented(_ index: Int, of modifiers: [SwiftUIPresentationModifier], _ value: SwiftUIBindingValue = .bool(true)) -> SwiftUIViewState {
        .presented(SwiftUIActivePresentation(modifier: index, content: modifiers[index].content, value: value))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var line: Int
        var modifiers: [SwiftUIPresentationModifier]
        var state: SwiftUIViewState
        var reopen: BehaviorOptions.SwiftUIScenePhaseSheetReopen
        var phase: ScenePhase
        var releaseReopens: Bool
        /// Whether the view dismisses its content to present it again.
        var reopens: Bool
        var testDescription: String { "line \(line)" }
    }

    static let rows: [Row] = [
        // The second of two sheets, presented, on a release with the glitch: replayed at the change the option names.
        Row(line: #line, modifiers: [first, second], state: presented(1, of: [first, second]), reopen: .everyChange, phase: .inactive, releaseReopens: true, reopens: true),
        Row(line: #line, modifiers: [first, second], state: presented(1, of: [first, second]), reopen: .everyChange, phase: .active, releaseReopens: true, reopens: true),
        Row(line: #line, modifiers: [first, second], state: presented(1, of: [first, second]), reopen: .becomingActive, phase: .inactive, releaseReopens: true, reopens: false),
        Row(line: #line, modifiers: [first, second], state: presented(1, of: [first, second]), reopen: .becomingActive, phase: .active, releaseReopens: true, reopens: true),
        // An item sheet after a sheet: the report's one-optional shape, two sheets from one state.
        Row(line: #line, modifiers: [first, secondItem], state: presented(1, of: [first, secondItem], .item("settings")), reopen: .everyChange, phase: .inactive,
            releaseReopens: true, reopens: true),
        // Off, or a release without it (iOS 16 on), or content not in front at rest: nothing.
        Row(line: #line, modifiers: [first, second], state: presented(1, of: [first, second]), reopen: .off, phase: .inactive, releaseReopens: true, reopens: false),
        Row(line: #line, modifiers: [first, second], state: presented(1, of: [first, second]), reopen: .everyChange, phase: .inactive, releaseReopens: false, reopens: false),
        // The first sheet, a lone sheet, a full-screen cover after a sheet: not the second sheet.
        Row(line: #line, modifiers: [first, second], state: presented(0, of: [first, second]), reopen: .everyChange, phase: .inactive, releaseReopens: true, reopens: false),
        Row(line: #line, modifiers: [second], state: presented(0, of: [second]), reopen: .everyChange, phase: .inactive, releaseReopens: true, reopens: false),
        Row(line: #line, modifiers: [first, cover], state: presented(1, of: [first, cover]), reopen: .everyChange, phase: .inactive, releaseReopens: true, reopens: false),
        // Still presenting, or already dismissing: nothing more.
        Row(line: #line, modifiers: [first, second], state: .presenting(SwiftUIActivePresentation(modifier: 1, content: "sheet2", value: .bool(true))),
            reopen: .everyChange, phase: .inactive, releaseReopens: true, reopens: false),
        Row(line: #line, modifiers: [first, second], state: .dismissing(SwiftUIActivePresentation(modifier: 1, content: "sheet2", value: .bool(true)), replacement: nil),
            reopen: .everyChange, phase: .inactive, releaseReopens: true, reopens: false),
    ]

    @Test(arguments: rows)
    func theSecondSheetIsPresentedAgainOnlyWhereReleaseOptionAndShapeSayTheSame(_ row: Row) {
        var machine = Self.machine(row.modifiers, row.reopen)
        machine.state = row.state
        let actions = machine.handle(.scenePhaseUpdated(row.phase, releaseReopens: row.releaseReopens))
        if row.reopens, let presentation = row.state.presentation {
            #expect(actions.last == .request(.dismiss(content: presentation.content)))
            #expect(machine.state == .dismissing(presentation, replacement: presentation.value))
            // No binding is written: the app's state never changed.
            #expect(!actions.contains { if case .callback(_, .binding) = $0 { true } else { false } })
        } else {
            #expect(actions.isEmpty)
            #expect(machine.state == row.state)
        }
    }

    @Test func theReplayEndsAsItemReplacementDoesOnDismissThenPresentWithTheSameValue() {
        let modifiers = [Self.first, Self.secondItem]
        var machine = Self.machine(modifiers, .everyChange)
        machine.state = Self.presented(1, of: modifiers, .item("settings"))
        _ = machine.handle(.scenePhaseUpdated(.inactive, releaseReopens: true))
        let actions = machine.handle(.contentDismissed("sheet2"))
        #expect(actions == [.callback(.viewController("content"), .onDismiss), .request(.presentAfterDismissal(Self.secondItem))])
        #expect(machine.state == .presenting(SwiftUIActivePresentation(modifier: 1, content: "sheet2", value: .item("settings"))))
        #expect(machine.bindings["destination"] == .item(nil), "the machine was never told of the write; the replay wrote nothing")
    }

    struct LogRow: Sendable, CustomTestStringConvertible {
        var line: Int
        var appearance: SwiftUIAppearance
        var logs: Bool
        var testDescription: String { "line \(line)" }
    }

    static let logRows: [LogRow] = [
        LogRow(line: #line, appearance: .onScreen, logs: true),
        LogRow(line: #line, appearance: .disappearing, logs: true),
        LogRow(line: #line, appearance: .appearing, logs: false),
        LogRow(line: #line, appearance: .offScreen, logs: false),
    ]

    @Test(arguments: logRows)
    func aViewInTheWindowReadsTheNewPhase(_ row: LogRow) {
        var machine = Self.machine([Self.first], .off)
        machine.appearance = row.appearance
        let actions = machine.handle(.scenePhaseChanged(.inactive))
        #expect(actions == (row.logs ? [.callback(.viewController("content"), .scenePhase(.inactive))] : []))
    }

    // MARK: Through the simulator

    static func simulator(device: Device = .iPhone13, os: OSProfile, reopen: BehaviorOptions.SwiftUIScenePhaseSheetReopen) throws -> Simulator {
        var simulator = Simulator(environment: ScreenEnvironment(device: device, orientation: .portrait), os: os, options: options(reopen))
        try simulator.declareSwiftUIView(SwiftUIViewDeclaration("content", modifiers: [.presentation(first), .presentation(second)]))
        try simulator.setRootViewController("content")
        try simulator.setBinding("showSheet2", to: .bool(true))
        simulator.runUntilIdle()
        return simulator
    }

    static func lines(_ simulator: Simulator, from start: Int) -> [String] {
        simulator.log.entries.dropFirst(start).filter { !$0.callback.callbackName.isLayout && $0.receiver.kind != .simulator }
            .map { "\($0.receiver).\($0.callback.description)" }
    }

    static let replay = [
        "scene.delegate.sceneWillResignActive", "content.scenePhase(inactive)", "sheet2.scenePhase(inactive)",
        "sheet2.viewWillDisappear(animated: true)", "sheet2.presentationController.dismissalTransitionWillBegin",
        "sheet2.presentationController.dismissalTransitionDidEnd(completed: true)", "sheet2.viewDidDisappear(animated: true)", "sheet2.onDisappear",
        "sheet2.viewWillAppear(animated: true)", "sheet2.onAppear", "sheet2.presentationController.presentationTransitionWillBegin",
        "sheet2.presentationController.presentationTransitionDidEnd(completed: true)", "sheet2.viewDidAppear(animated: true)",
    ]

    @Test(arguments: [Device.iPhone13, .iPad10_2])
    func onIOS15WithTheOptionTheSecondSheetIsDismissedAndPresentedAgain(_ device: Device) throws {
        var simulator = try Self.simulator(device: device, os: .iOS15, reopen: .everyChange)
        let start = simulator.log.entries.count
        try simulator.perform(.setScenePhase(.inactive))
        simulator.runUntilIdle()
        #expect(Self.lines(simulator, from: start) == Self.replay)
        #expect(simulator.scenePhase == .inactive)
        #expect(simulator.bindingValue("showSheet2") == .bool(true))
        #expect(simulator.isPresented("sheet2"))
        #expect(simulator.consultedAssumptions.contains { $0.name == "swiftUIScenePhaseSheetReopen" })
    }

    struct QuietRow: Sendable, CustomTestStringConvertible {
        var line: Int
        var os: OSProfile
        var reopen: BehaviorOptions.SwiftUIScenePhaseSheetReopen
        /// Whether the run read the option: only where the release has the glitch.
        var consulted: Bool
        var testDescription: String { "line \(line)" }
    }

    static let quietRows: [QuietRow] = [
        QuietRow(line: #line, os: .iOS16, reopen: .everyChange, consulted: false),
        QuietRow(line: #line, os: .iOS17, reopen: .becomingActive, consulted: false),
        QuietRow(line: #line, os: .iOS26, reopen: .everyChange, consulted: false),
        QuietRow(line: #line, os: .iOS15, reopen: .off, consulted: true),
    ]

    @Test(arguments: quietRows)
    func elsewhereTheSheetsStayAndTheScenePhaseIsOnlyRead(_ row: QuietRow) throws {
        var simulator = try Self.simulator(os: row.os, reopen: row.reopen)
        let start = simulator.log.entries.count
        try simulator.perform(.setScenePhase(.inactive))
        simulator.runUntilIdle()
        try simulator.perform(.setScenePhase(.active))
        simulator.runUntilIdle()
        #expect(Self.lines(simulator, from: start) == [
            "scene.delegate.sceneWillResignActive", "content.scenePhase(inactive)", "sheet2.scenePhase(inactive)",
            "scene.delegate.sceneDidBecomeActive", "content.scenePhase(active)", "sheet2.scenePhase(active)",
        ])
        #expect(simulator.consultedAssumptions.contains { $0.name == "swiftUIScenePhaseSheetReopen" } == row.consulted)
    }

    @Test func aChangeToThePhaseTheSceneHasDoesNothingWithAWarning() throws {
        var simulator = try Self.simulator(os: .iOS17, reopen: .off)
        let start = simulator.log.entries.count
        try simulator.perform(.setScenePhase(.active))
        #expect(simulator.log.entries.dropFirst(start).map(\.callback) == [.warning("the scene is already active; nothing changes")])
    }

    @Test func inSlideOverTheSceneStaysInactive() throws {
        var simulator = Simulator(environment: ScreenEnvironment(device: .iPad10_2, orientation: .landscapeLeft), os: .iOS17)
        try simulator.setRootViewController("root")
        try simulator.setWindow(.slideOver)
        simulator.runUntilIdle()
        #expect(simulator.scenePhase == .inactive)
        let start = simulator.log.entries.count
        try simulator.perform(.setScenePhase(.active))
        #expect(simulator.scenePhase == .inactive)
        #expect(simulator.log.entries.dropFirst(start).map(\.callback) == [.warning("an app in Slide Over stays inactive; the scene does not become active")])
    }

    @Test func withoutScenesTheApplicationDelegateHearsIt() throws {
        var os = OSProfile.iOS17
        os.usesSceneLifecycle = false
        var simulator = Simulator(device: .iPhone14Pro, os: os)
        try simulator.setRootViewController("root")
        simulator.runUntilIdle()
        let start = simulator.log.entries.count
        try simulator.perform(.setScenePhase(.inactive))
        try simulator.perform(.setScenePhase(.active))
        #expect(simulator.log.entries.dropFirst(start).map { "\($0.receiver).\($0.callback.description)" }
                == ["application.delegate.applicationWillResignActive", "application.delegate.applicationDidBecomeActive"])
    }
}
