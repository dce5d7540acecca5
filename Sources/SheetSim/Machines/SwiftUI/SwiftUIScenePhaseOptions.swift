extension BehaviorOptions {
    /// Whether the iOS 15 glitch a scene phase change caused is replayed (<doc:SwiftUI>, "Release
    /// differences"): a view with two `sheet` modifiers whose second one is presented had that
    /// sheet dismissed and presented again when the scene went inactive or active (Control Center
    /// pulled down or up, a Bluetooth permission alert), in vanilla SwiftUI and in The Composable
    /// Architecture, and not on iOS 16 (OBS, P-S47:
    /// github.com/pointfreeco/swift-composable-architecture/issues/2298).
    ///
    /// Off by default, as the reference's list of overridable defaults says: one report, with
    /// sample projects but no measurement, so a run replays it only when asked to. It never
    /// happens where the OS profile lacks ``OSProfile/scenePhaseReopensSecondSheet`` (iOS 16 and
    /// later), whatever this says; `sheetsim check` warns about a scenario that asks for it there.
    public enum SwiftUIScenePhaseSheetReopen: String, Hashable, Sendable, CaseIterable {
        /// Not replayed: a scene phase change leaves every sheet as it is.
        case off
        /// Replayed at each change, to inactive and back to active (the report says "when the
        /// scenePhase changes"; which of the two changes did it is not said: GUESS).
        case everyChange
        /// Replayed only when the scene becomes active again (GUESS).
        case becomingActive
    }
}
