import SheetSim
import SheetSimScenario

extension SessionGenerator {
    /// The options the detent-set stream draws: the SwiftUI sessions' general option draw leaves
    /// them alone, so adding them to the catalog changed no other session.
    static let detentSetOptionNames: Set<String> = ["swiftUIForcedDetentChangeAnimated", "swiftUIForcedDetentSelectionWrite"]

    /// In half the SwiftUI sessions with a content view that declares `presentationDetents`: one
    /// to four changes of that view's set (`set presentationDetents of "c0" = …`: medium, large,
    /// a height or a fraction, one to three of them), put among the other steps; in a third of
    /// those, one of the detent-set options away from its default. Drawn from a stream of its own
    /// after every other draw of the session, so a seed's world and other steps are what they
    /// were without it.
    static func detentSetSteps(seed: UInt64, setup: FuzzSwiftUISetup, into session: inout FuzzSession) {
        var rng = SplitMix64(seed: seed ^ 0xBB67_AE85_84CA_A73B)
        let views = setup.views.filter { view in
            view.modifiers.contains { if case .presentationDetents = $0 { return true }; return false }
        }
        guard !views.isEmpty, rng.chance(50), !session.actions.isEmpty else { return }
        let choices: [SwiftUIPresentation.PresentationDetent] = [.medium, .large, .height(200), .fraction(0.3)]
        for _ in 0..<rng.int(in: 1...4) {
            var detents: [SwiftUIPresentation.PresentationDetent] = []
            for _ in 0..<rng.int(in: 1...3) {
                let detent = rng.pick(choices)
                if !detents.contains(detent) { detents.append(detent) }
            }
            session.actions.insert(.action(.setPresentationDetents(detents, of: rng.pick(views).name)), at: rng.int(in: 0...session.actions.count))
        }
        if rng.chance(33) {
            let catalog = BehaviorOptions.catalog.filter { detentSetOptionNames.contains($0.name) }
            let option = rng.pick(catalog)
            if let setting = BehaviorSetting(name: option.name, value: rng.pick(option.values.filter { $0 != option.defaultValue })) {
                session.options.append(setting)
            }
        }
    }
}
