extension SwiftUIViewMachine {
    // MARK: The scene's phase

    /// Whether the view is in the window, where its `@Environment(\.scenePhase)` follows the
    /// scene: on screen, or on its way off (a presenter under a sheet stays on screen). A dialog's
    /// alert controller hosts no SwiftUI view.
    var followsScenePhase: Bool {
        !isAlertController && (appearance == .onScreen || appearance == .disappearing)
    }

    /// The presentation modifier the iOS 15 scene-phase glitch takes, if the view is presenting
    /// from it: a `sheet` modifier with another `sheet` modifier before it on the view (OBS,
    /// P-S47: the view's second sheet; the report's two samples drive the two sheets from one
    /// optional destination and from two Bools, and both showed it).
    var secondSheetPresented: SwiftUIActivePresentation? {
        guard case .presented(let presentation) = state,
              let modifier = presentationModifier(presentation.modifier), modifier.kind == .sheet else { return nil }
        let earlierSheet = declaration.modifiers[..<presentation.modifier].contains { modifier in
            if case .presentation(let other) = modifier { return other.kind == .sheet }
            return false
        }
        return earlierSheet ? presentation : nil
    }

    /// SwiftUI updated the view for the scene's new `phase` (each view in the window has logged
    /// `scenePhase(phase)` by then, after the scene delegate's callback, which SwiftUI's value
    /// follows: GUESS). Where the release has the iOS 15 glitch (`releaseReopens`: ``OSProfile/scenePhaseReopensSecondSheet``,
    /// and the content in front and at rest) and ``BehaviorOptions/swiftUIScenePhaseSheetReopen``
    /// replays it at this change, the view's second sheet is dismissed and presented again with
    /// the same value, through the item replacement's path: dismiss, `onDismiss`, present (GUESS by
    /// analogy with item replacement, OBS P-S40; the binding is not written, since the app's state
    /// never changed).
    /// The warning names the glitch as iOS 15's, or, where the `os` line switched the fact on
    /// for a later release (`factByHand`), as that fact's.
    mutating func scenePhaseUpdated(to phase: ScenePhase, releaseReopens: Bool, factByHand: Bool = false) -> [MachineAction<SwiftUIRequest>] {
        var actions: [MachineAction<SwiftUIRequest>] = []
        // The option is read only where the rule could apply, so `--assumptions` names it only then.
        guard releaseReopens, let presentation = secondSheetPresented else { return actions }
        switch options.swiftUIScenePhaseSheetReopen {
        case .off: return actions
        case .becomingActive where phase != .active: return actions
        case .everyChange, .becomingActive: break
        }
        state = .dismissing(presentation, replacement: presentation.value)
        let origin = factByHand ? "with fact scenePhaseSheetReopen on (iOS 15's glitch)" : "as on iOS 15"
        actions.append(.callback(.simulator, .warning("\(origin), the scene going \(phase) dismisses \(presentation.content), the second sheet of \(name), and presents it again (option swiftUIScenePhaseSheetReopen \(options.swiftUIScenePhaseSheetReopen.rawValue))")))
        actions.append(.request(.dismiss(content: presentation.content)))
        return actions
    }
}
