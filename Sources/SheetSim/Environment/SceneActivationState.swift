/// Whether the app's window scene is active: the part of UIKit's `UIScene.ActivationState` a
/// multitasking change moves (split view rules 5.2). SheetSim's app is always in the foreground,
/// so `unattached` and `background` never occur.
///
/// On iOS 12, and in an app without scenes, it stands for `UIApplication.shared.applicationState`:
/// `active` and `inactive`.
public enum SceneActivationState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// On screen and receiving events.
    case foregroundActive
    /// On screen, not receiving events: during a multitasking resize, and in Slide Over.
    case foregroundInactive

    public var description: String { rawValue }
}
