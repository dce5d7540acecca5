extension Simulator {
    // MARK: The scene's activation around window changes (split view rules 5.2)

    // The one owner of ``activationState`` (``resignActive()``, ``becomeActive()``): a window change
    // resigns it before its setup callbacks (``resignActiveForWindowChange(from:to:)``) and the
    // change's end gives it back (``becomeActiveIfDue()``), beside the window's transition that
    // holds the clock between; the user's own change is ``setScenePhase(_:)``.

    /// Whether going from `old` to `new` is a multitasking change of the app's window on iPad:
    /// into or out of Slide Over, or to a Split View side or a window of another size. A rotation
    /// alone is not one: the window keeps its arrangement and UIKit keeps the app active (split view
    /// rules 5.4 step 1 names multitasking only).
    static func isMultitaskingChange(from old: ScreenEnvironment, to new: ScreenEnvironment) -> Bool {
        guard new.device.idiom == .pad, old.window != new.window else { return false }
        return old.isSlideOver != new.isSlideOver || old.containerSize != new.containerSize
    }

    /// Before a window change's setup callbacks: an active app resigns when the change is a
    /// multitasking resize (unless ``BehaviorOptions/resizeResignsActive`` is off) or takes it into
    /// Slide Over, where it stays inactive. The scene's delegate hears `sceneWillResignActive(_:)`,
    /// or on a release without scenes the application delegate `applicationWillResignActive(_:)`.
    mutating func resignActiveForWindowChange(from old: ScreenEnvironment, to new: ScreenEnvironment) {
        guard activationState == .foregroundActive, Self.isMultitaskingChange(from: old, to: new),
              options.resizeResignsActive || new.isSlideOver else { return }
        resignActive()
    }

    /// After a window change's setup callbacks, with ``BehaviorOptions/DidBecomeActiveTiming/afterSetup``.
    mutating func becomeActiveAfterSetup() {
        if options.didBecomeActiveTiming == .afterSetup { becomeActiveIfDue() }
    }

    /// An inactive app outside Slide Over becomes active: at the end of the window's transition
    /// (or of a change that runs none), or after the setup callbacks with
    /// ``BehaviorOptions/DidBecomeActiveTiming/afterSetup``. In Slide Over it stays inactive.
    mutating func becomeActiveIfDue() {
        guard activationState == .foregroundInactive, !environment.isSlideOver else { return }
        becomeActive()
    }

    /// The app resigns active: the scene's delegate hears `sceneWillResignActive(_:)`, or on a
    /// release without scenes the application delegate `applicationWillResignActive(_:)`. For a
    /// window change and for the user's own (``setScenePhase(_:)``).
    mutating func resignActive() {
        activationState = .foregroundInactive
        if os.usesSceneLifecycle {
            record(.sceneDelegate, .sceneWillResignActive)
        } else {
            record(.applicationDelegate, .applicationWillResignActive)
        }
    }

    /// The app becomes active: `sceneDidBecomeActive(_:)`, or `applicationDidBecomeActive(_:)`.
    mutating func becomeActive() {
        activationState = .foregroundActive
        if os.usesSceneLifecycle {
            record(.sceneDelegate, .sceneDidBecomeActive)
        } else {
            record(.applicationDelegate, .applicationDidBecomeActive)
        }
    }
}
