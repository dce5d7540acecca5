import SheetSim
import Testing

/// The app's activation around window changes (split view rules 5.2): a multitasking resize makes
/// the app inactive before its setup callbacks and active again at its transition's end; Slide
/// Over keeps it inactive; a rotation never resigns. The scene's delegate hears it from iOS 13,
/// the application delegate on iOS 12 or without scenes.
@Suite struct SceneActivationTests {
    enum Change: Sendable, CustomStringConvertible {
        case window(AppWindow)
        case rotate(Orientation)

        var description: String {
            switch self {
            case .window(let window): return "window \(window)"
            case .rotate(let orientation): return "rotate \(orientation)"
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var label: String
        var os: OSProfile = .iOS17
        var device: Device = .iPadPro11
        var orientation: Orientation = .landscapeLeft
        var start: AppWindow = .full
        var changes: [Change]
        var options: BehaviorOptions = .reference
        /// The activation entries of the whole run, as the log prints them.
        var expected: [String]
        var final: SceneActivationState
        var line: Int

        var testDescription: String { "\(label) (line \(line))" }
    }

    static let resign = "scene.delegate.sceneWillResignActive"
    static let become = "scene.delegate.sceneDidBecomeActive"
    static let appResign = "application.delegate.applicationWillResignActive"
    static let appBecome = "application.delegate.applicationDidBecomeActive"

    static var withoutScenes: OSProfile {
        var profile = OSProfile.iOS17
        profile.usesSceneLifecycle = false
        return profile
    }

    static var resizeKeepsActive: BehaviorOptions {
        var options = BehaviorOptions.reference
        options.resizeResignsActive = false
        return options
    }

    static var afterSetup: BehaviorOptions {
        var options = BehaviorOptions.reference
        options.didBecomeActiveTiming = .afterSetup
        return options
    }

    static let rows: [Row] = [
        // Which receiver: the scene's delegate from iOS 13, the application's before or without scenes.
        Row(label: "iOS 17, Split View resize", changes: [.window(.oneThird)],
            expected: ["0.000ms " + resign, "400.000ms " + become], final: .foregroundActive, line: #line),
        Row(label: "iOS 13, Split View resize", os: .iOS13, changes: [.window(.oneThird)],
            expected: ["0.000ms " + resign, "400.000ms " + become], final: .foregroundActive, line: #line),
        Row(label: "iOS 12, Split View resize", os: .iOS12, changes: [.window(.oneThird)],
            expected: ["0.000ms " + appResign, "400.000ms " + appBecome], final: .foregroundActive, line: #line),
        Row(label: "iOS 17 without scenes, Split View resize", os: withoutScenes, changes: [.window(.oneThird)],
            expected: ["0.000ms " + appResign, "400.000ms " + appBecome], final: .foregroundActive, line: #line),
        Row(label: "Stage Manager width", changes: [.window(.width(800))],
            expected: ["0.000ms " + resign, "400.000ms " + become], final: .foregroundActive, line: #line),
        Row(label: "two resizes, each settled", changes: [.window(.oneThird), .window(.twoThirds)],
            expected: ["0.000ms " + resign, "400.000ms " + become, "400.000ms " + resign, "800.000ms " + become],
            final: .foregroundActive, line: #line),
        // Resize against rotation.
        Row(label: "rotation, full screen", changes: [.rotate(.portrait)], expected: [], final: .foregroundActive, line: #line),
        Row(label: "rotation of a Split View window", start: .oneThird, changes: [.rotate(.portrait)],
            expected: [], final: .foregroundActive, line: #line),
        Row(label: "iOS 12 rotation", os: .iOS12, changes: [.rotate(.portrait)], expected: [], final: .foregroundActive, line: #line),
        Row(label: "iPhone rotation", device: .iPhone14Pro, orientation: .portrait, changes: [.rotate(.landscapeLeft)],
            expected: [], final: .foregroundActive, line: #line),
        Row(label: "a window as wide as the screen changes nothing", changes: [.window(.width(1194))],
            expected: [], final: .foregroundActive, line: #line),
        // Entering and leaving Slide Over.
        Row(label: "into Slide Over", changes: [.window(.slideOver)],
            expected: ["0.000ms " + resign], final: .foregroundInactive, line: #line),
        Row(label: "iOS 12 into Slide Over", os: .iOS12, changes: [.window(.slideOver)],
            expected: ["0.000ms " + appResign], final: .foregroundInactive, line: #line),
        Row(label: "out of Slide Over to full screen", start: .slideOver, changes: [.window(.full)],
            expected: ["400.000ms " + become], final: .foregroundActive, line: #line),
        Row(label: "out of Slide Over to a Split View side", start: .slideOver, changes: [.window(.oneThird)],
            expected: ["400.000ms " + become], final: .foregroundActive, line: #line),
        Row(label: "rotation in Slide Over", start: .slideOver, changes: [.rotate(.portrait)],
            expected: [], final: .foregroundInactive, line: #line),
        Row(label: "into Slide Over, a rotation, out again", changes: [.window(.slideOver), .rotate(.portrait), .window(.full)],
            expected: ["0.000ms " + resign, "1200.000ms " + become], final: .foregroundActive, line: #line),
        // The options.
        Row(label: "resizeResignsActive off: a Split View resize", changes: [.window(.oneThird)], options: resizeKeepsActive,
            expected: [], final: .foregroundActive, line: #line),
        Row(label: "resizeResignsActive off: Slide Over still resigns", changes: [.window(.slideOver), .window(.full)],
            options: resizeKeepsActive, expected: ["0.000ms " + resign, "800.000ms " + become], final: .foregroundActive, line: #line),
        Row(label: "didBecomeActiveTiming afterSetup", changes: [.window(.oneThird)], options: afterSetup,
            expected: ["0.000ms " + resign, "0.000ms " + become], final: .foregroundActive, line: #line),
    ]

    static func simulator(_ row: Row) -> Simulator {
        Simulator(environment: ScreenEnvironment(device: row.device, orientation: row.orientation, window: row.start),
                  os: row.os, options: row.options)
    }

    static func activation(_ log: some Sequence<LogEntry>) -> [String] {
        log.filter { !$0.receiver.kind.namesController && $0.receiver.kind != .simulator }.map(\.description)
    }

    @Test(arguments: rows)
    func activationAroundWindowChanges(_ row: Row) throws {
        var sim = Self.simulator(row)
        for change in row.changes {
            switch change {
            case .window(let window): try sim.setWindow(window)
            case .rotate(let orientation): sim.rotate(to: orientation)
            }
            sim.runUntilIdle()
        }
        #expect(Self.activation(sim.log) == row.expected, "line \(row.line)")
        #expect(sim.activationState == row.final, "line \(row.line)")
    }

    @Test func anAppLaunchedInSlideOverIsInactiveWithoutACallback() {
        let sim = Simulator(environment: ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft, window: .slideOver))
        #expect(sim.activationState == .foregroundInactive)
        #expect(Self.activation(sim.log).isEmpty)
    }

    @Test func resignComesBeforeTheSetupCallbacksAndBecomeAfterTheLayoutAtTheEnd() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft)
        let before = sim.log.count
        try sim.setWindow(.oneThird)
        #expect(sim.activationState == .foregroundInactive)
        sim.runUntilIdle()
        let entries = Array(sim.log[before...]).map { "\($0.receiver).\($0.callback.name)" }
        #expect(entries.first == Self.resign)
        #expect(entries.last == Self.become)
        let willTransition = try #require(entries.firstIndex(of: "presenter.willTransition"))
        let didChange = try #require(entries.firstIndex(of: "presenter.traitCollectionDidChange"))
        let layout = try #require(entries.lastIndex(of: "presenter.viewDidLayoutSubviews"))
        #expect(0 < willTransition && willTransition < didChange && didChange < layout && layout < entries.count - 1)
        #expect(sim.log.last?.time == SimInstant.zero + .milliseconds(400))
    }

    @Test func afterSetupBecomesActiveRightAfterTraitCollectionDidChange() throws {
        var options = BehaviorOptions.reference
        options.didBecomeActiveTiming = .afterSetup
        var sim = Simulator(environment: ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft), options: options)
        let before = sim.log.count
        try sim.setWindow(.oneThird)
        #expect(sim.activationState == .foregroundActive)
        #expect(sim.isWindowTransitioning)  // the transition still holds the clock
        let entries = Array(sim.log[before...]).map { "\($0.receiver).\($0.callback.name)" }
        let become = try #require(entries.firstIndex(of: Self.become))
        #expect(entries[become - 1] == "presenter.traitCollectionDidChange")
        sim.runUntilIdle()
        #expect(Self.activation(sim.log).count == 2)
    }

    @Test func aChangeDuringTheTransitionResignsOnceAndBecomesActiveAtTheLaterEnd() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft)
        try sim.setWindow(.oneThird)
        sim.advance(by: .milliseconds(100))
        #expect(sim.activationState == .foregroundInactive)
        try sim.setWindow(.twoThirds)
        sim.runUntilIdle()
        #expect(Self.activation(sim.log) == ["0.000ms " + Self.resign, "500.000ms " + Self.become])
    }

    @Test func aRotationDuringAResizeEndsItsInactivityAtTheRotationsEnd() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft)
        try sim.setWindow(.oneThird)
        sim.advance(by: .milliseconds(100))
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        #expect(Self.activation(sim.log) == ["0.000ms " + Self.resign, "500.000ms " + Self.become])
    }

    @Test func aResizeThatTakesNoTimeBecomesActiveAfterItsLayout() throws {
        var metrics = UIKitMetrics.uikit
        metrics.windowResizeTransitionDuration = 0
        var sim = Simulator(environment: ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft), metrics: metrics)
        try sim.setWindow(.oneThird)
        #expect(!sim.isWindowTransitioning)
        #expect(sim.activationState == .foregroundActive)
        #expect(sim.log.last.map { "\($0.receiver).\($0.callback.name)" } == Self.become)
        #expect(Self.activation(sim.log) == ["0.000ms " + Self.resign, "0.000ms " + Self.become])
    }

    @Test func activationStateIsAStateProperty() throws {
        let property = try #require(StateProperty.named("activationState"))
        #expect(property.subject == .window)
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft)
        #expect(property.value(in: sim, of: "") == .word("foregroundActive"))
        try sim.setWindow(.half)
        #expect(property.value(in: sim, of: "") == .word("foregroundInactive"))
        sim.runUntilIdle()
        #expect(property.value(in: sim, of: "") == .word("foregroundActive"))
    }

    @Test func theOSProfilesDecideTheReceiver() {
        #expect(!OSProfile.iOS12.usesSceneLifecycle)
        let modern = OSProfile.all.filter { $0.majorVersion >= 13 }
        #expect(modern.allSatisfy { $0.usesSceneLifecycle })
        #expect(OSProfile.facts.contains { $0.name == "sceneLifecycle" })
    }
}

/// The app's delegates as receivers: read back from their paths, one per app, with names no
/// controller may take.
@Suite struct AppDelegateReceiverTests {
    static let rows: [(path: String, receiver: Receiver, line: Int)] = [
        ("scene.delegate", .sceneDelegate, #line),
        ("application.delegate", .applicationDelegate, #line),
        ("simulator", .simulator, #line),
    ]

    @Test func pathsReadBackToTheReceivers() {
        for row in Self.rows {
            #expect(Receiver(path: row.path) == row.receiver, "line \(row.line)")
            #expect(row.receiver.description == row.path, "line \(row.line)")
            #expect(!row.receiver.kind.namesController, "line \(row.line)")
        }
        #expect(Receiver(path: "scene") == .viewController("scene"))
        #expect(Receiver(path: "scene.presentationController") == .presentationController(of: "scene"))
    }

    @Test func eachGetsOnlyItsOwnProtocol() {
        #expect(CallbackVocabulary.whyNever(.sceneDidBecomeActive, to: .sceneDelegate, kind: nil, presented: nil) == nil)
        #expect(CallbackVocabulary.whyNever(.applicationWillResignActive, to: .applicationDelegate, kind: nil, presented: nil) == nil)
        #expect(CallbackVocabulary.whyNever(.viewDidAppear, to: .sceneDelegate, kind: nil, presented: nil) != nil)
        #expect(CallbackVocabulary.whyNever(.sceneDidBecomeActive, to: .applicationDelegate, kind: nil, presented: nil) != nil)
        #expect(CallbackVocabulary.whyNever(.sceneDidBecomeActive, to: .viewController("list"), kind: .viewController, presented: false) != nil)
        #expect(CallbackVocabulary.receiver(of: .sceneWillResignActive, about: "list") == .sceneDelegate)
        #expect(CallbackVocabulary.receiver(of: .applicationDidBecomeActive, about: "list") == .applicationDelegate)
    }

    @Test(arguments: ["scene", "application", "simulator"])
    func reservedNamesAreNoControllers(_ name: String) {
        var sim = Simulator(device: .iPadPro11)
        #expect(throws: SimulationError.self) { try sim.declare(name, .viewController) }
        #expect(throws: SimulationError.self) { try sim.present(name) }
        #expect(sim.stack.isEmpty)
    }
}
