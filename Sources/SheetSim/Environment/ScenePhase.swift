/// The app's scene phase as SwiftUI's `@Environment(\.scenePhase)` reads it: `active` on screen
/// and receiving events, `inactive` while Control Center or Notification Center is pulled down,
/// a system alert (a permission request) is up, or the app switcher shows.
///
/// It follows the window scene's ``SceneActivationState``: `active` is `foregroundActive`,
/// `inactive` is `foregroundInactive`. SheetSim's app stays in the foreground, so SwiftUI's
/// `background` never occurs.
public enum ScenePhase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// On screen and receiving events.
    case active
    /// On screen, not receiving events.
    case inactive

    /// The phase a window scene in `state` has.
    public init(_ state: SceneActivationState) {
        self = state == .foregroundActive ? .active : .inactive
    }

    public var description: String { rawValue }
}
