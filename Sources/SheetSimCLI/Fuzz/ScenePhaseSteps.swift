import SheetSim
import SheetSimScenario

extension SessionGenerator {
    /// The scene phase's option: drawn only by the scene phase stream, so a SwiftUI session's own
    /// draw over the SwiftUI options is what it was before the option existed.
    static let scenePhaseOptionNames: Set<String> = ["swiftUIScenePhaseSheetReopen"]

    /// In two SwiftUI sessions of five, the scene goes inactive and active again (Control Center, a
    /// permission alert) one to three times, at random places among the steps, sometimes staying
    /// inactive at the end. On a release with the iOS 15 glitch, most of those sessions replay it
    /// (``BehaviorOptions/swiftUIScenePhaseSheetReopen``), and some give the root view a second
    /// sheet that the app presents, so the glitch has something to re-present. Drawn from a stream
    /// of its own, after every other draw of the session: without it, a session is what it was.
    static func scenePhaseSteps(into session: inout FuzzSession) {
        var rng = SplitMix64(seed: session.seed ^ 0x5CE4_E9A5_E15A_C71F)
        guard rng.chance(40), var setup = session.swiftUI, !setup.views.isEmpty else { return }
        if session.os.scenePhaseReopensSecondSheet, rng.chance(75) {
            session.options.append(BehaviorSetting(name: "swiftUIScenePhaseSheetReopen", value: rng.pick(["everyChange", "becomingActive"]))!)
            if rng.chance(60) {
                // A sheet after the root's own: a second sheet (the root may have none yet: then two).
                let hasSheet = setup.presentations.contains { $0.view == setup.views[0].name && $0.modifier.kind == .sheet }
                if !hasSheet {
                    setup.views[0].modifiers.append(.presentation(SwiftUIPresentationModifier(.sheet, binding: "sceneFirst", content: "sceneFirstSheet")))
                    setup.views.append(SwiftUIViewDeclaration("sceneFirstSheet"))
                }
                setup.views[0].modifiers.append(.presentation(SwiftUIPresentationModifier(.sheet, binding: "sceneSecond", onDismiss: rng.chance(50),
                                                                                          content: "sceneSecondSheet")))
                setup.views.append(SwiftUIViewDeclaration("sceneSecondSheet", modifiers: rng.chance(30) ? [.task] : []))
                session.swiftUI = setup
                session.actions.insert(.action(.setBinding("sceneSecond", to: .bool(true))), at: rng.int(in: 0...session.actions.count))
            }
        }
        for _ in 0..<rng.int(in: 1...3) {
            let inactive = rng.int(in: 0...session.actions.count)
            session.actions.insert(.action(.setScenePhase(.inactive)), at: inactive)
            if rng.chance(85) { session.actions.insert(.action(.setScenePhase(.active)), at: rng.int(in: (inactive + 1)...session.actions.count)) }
        }
    }
}
