extension Simulator {
    // MARK: The scene going inactive and active again

    /// The scene's phase as SwiftUI's `@Environment(\.scenePhase)` reads it: the window scene's
    /// ``activationState``.
    public var scenePhase: ScenePhase { ScenePhase(activationState) }

    /// The app's scene goes `phase`, as when the user pulls Control Center or Notification Center
    /// down (`inactive`) and back up (`active`), a system alert such as a permission request comes
    /// and goes, or the app switcher shows and the app is picked again.
    ///
    /// The scene's delegate hears `sceneWillResignActive(_:)` or `sceneDidBecomeActive(_:)` (on a
    /// release without scenes, the application delegate's `applicationWillResignActive(_:)` or
    /// `applicationDidBecomeActive(_:)`), then each declared SwiftUI view in the window logs
    /// `scenePhase(inactive)` or `scenePhase(active)`, in the order declared. Presentations stay as
    /// they are, as UIKit leaves them (DOC: the scene only stops receiving events) — except where
    /// the OS profile has the iOS 15 glitch (``OSProfile/scenePhaseReopensSecondSheet``) and
    /// ``BehaviorOptions/swiftUIScenePhaseSheetReopen`` replays it: a view's second sheet is then
    /// dismissed and presented again (OBS, P-S47).
    ///
    /// A change to the phase the scene already has does nothing, with a warning; so does
    /// `active` in Slide Over, where SheetSim's app stays inactive (split view rules 5.2).
    public mutating func setScenePhase(_ phase: ScenePhase) {
        guard phase != scenePhase else {
            record(.simulator, .warning("the scene is already \(phase); nothing changes"))
            return
        }
        if phase == .active, environment.isSlideOver {
            record(.simulator, .warning("an app in Slide Over stays inactive; the scene does not become active"))
            return
        }
        recordInput(.setScenePhase(phase))
        switch phase {
        case .inactive: resignActive()
        case .active: becomeActive()
        }
        // Only views in the window read it, and only a presenting view can have a sheet to present
        // again: the others are passed over without an event (a view's row never changes).
        let views = machines.swiftUIViews.rows
        for view in views where view.followsScenePhase { send(.scenePhaseChanged(phase), to: view.name, as: SwiftUIViewMachine.self) }
        for view in views where view.state.presentation != nil {
            send(.scenePhaseUpdated(phase, releaseReopens: os.scenePhaseReopensSecondSheet && contentInFrontAtRest(of: view.name),
                                     factByHand: os.majorVersion != 15),
                 to: view.name, as: SwiftUIViewMachine.self)
        }
    }

    /// Whether what the view `name` presents is the front presentation, with no transition
    /// running: what UIKit can dismiss and present again at once.
    func contentInFrontAtRest(of name: String) -> Bool {
        guard let content = swiftUIView(name)?.state.presentation?.content, let front = presentations.last, front.name == content else { return false }
        return !front.kind.isInTransition(named: front.name, in: self)
    }
}
