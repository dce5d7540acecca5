import SheetSim

// The scene going inactive and active again through the tester: Control Center, a permission
// alert, the app switcher.

extension TestSimulator {
    /// `Simulator.setScenePhase(_:)`: the app's scene goes `.inactive` (Control Center or
    /// Notification Center pulled down, a system alert, the app switcher) or `.active` again. The
    /// scene delegate hears `sceneWillResignActive(_:)` or `sceneDidBecomeActive(_:)`, and each
    /// SwiftUI view in the window logs `scenePhase(inactive)` or `scenePhase(active)`.
    /// Presentations stay, except for the iOS 15 glitch that
    /// `BehaviorOptions.swiftUIScenePhaseSheetReopen` replays on an `OSProfile` with
    /// `scenePhaseReopensSecondSheet`: a view's second sheet is dismissed and presented again.
    public func setScenePhase(
        _ phase: ScenePhase,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setScenePhase(phase), at: .init(fileID, filePath, line, column))
    }

    /// The scene's phase now, as `@Environment(\.scenePhase)` reads it.
    public var scenePhase: ScenePhase { current.scenePhase }
}

extension CallbackPattern {
    /// `VIEW.scenePhase(inactive)` or `VIEW.scenePhase(active)`: the view's environment read the
    /// scene's new phase.
    public static func scenePhase(of view: String, _ phase: ScenePhase) -> CallbackPattern { .exactly(.scenePhase(phase), of: view) }
}
