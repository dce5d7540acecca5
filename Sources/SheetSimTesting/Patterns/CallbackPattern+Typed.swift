import SheetSim

// Patterns built from the vocabulary's types: the compiler checks the callback's name and the
// editor completes it. Every name in ``CallbackName`` works, including ones added later.

extension CallbackPattern {
    /// `name` on the receiver UIKit sends it to about `controller`, any arguments: the method's
    /// declaring type decides the receiver, so it cannot be the wrong one.
    /// `.callback(.viewDidAppear, of: "sheet")` is `sheet.viewDidAppear`;
    /// `.callback(.presentationControllerDidDismiss, of: "compose")` is
    /// `compose.delegate.presentationControllerDidDismiss`; SheetSim's `warning` and `error`
    /// go to `simulator`, and the activation callbacks to `scene.delegate` or
    /// `application.delegate`, whatever `controller` says.
    public static func callback(_ name: CallbackName, of controller: String) -> CallbackPattern {
        CallbackPattern(CallbackVocabulary.receiver(of: name, about: controller), name)
    }

    /// Exactly this call, arguments included: `.exactly(.viewWillAppear(animated: true), of: "sheet")`
    /// is `sheet.viewWillAppear(animated: true)`. The receiver is chosen as in ``callback(_:of:)``.
    public static func exactly(_ callback: Callback, of controller: String) -> CallbackPattern {
        let arguments = callback.arguments.isEmpty ? nil : callback.arguments.map(\.text).joined(separator: ", ")
        return CallbackPattern(CallbackVocabulary.receiver(of: callback.callbackName, about: controller),
                               callback.callbackName, arguments: arguments)
    }

    /// `name` on the view controller `controller` itself: `sheet.viewDidAppear`.
    public static func viewController(_ controller: String, _ name: CallbackName) -> CallbackPattern {
        CallbackPattern(.viewController(controller), name)
    }

    /// `name` on `controller`'s presentation controller: `sheet.presentationController.presentationTransitionDidEnd`.
    public static func presentationController(of controller: String, _ name: CallbackName) -> CallbackPattern {
        CallbackPattern(.presentationController(of: controller), name)
    }

    /// `name` on `controller`'s delegate: `compose.delegate.presentationControllerDidDismiss`.
    public static func delegate(of controller: String, _ name: CallbackName) -> CallbackPattern {
        CallbackPattern(.delegate(of: controller), name)
    }

    /// `name` on the app's window scene delegate: `scene.delegate.sceneDidBecomeActive`.
    public static func sceneDelegate(_ name: CallbackName) -> CallbackPattern {
        CallbackPattern(.sceneDelegate, name)
    }

    /// `name` on the app's application delegate (an app without scenes, iOS 12):
    /// `application.delegate.applicationDidBecomeActive`.
    public static func applicationDelegate(_ name: CallbackName) -> CallbackPattern {
        CallbackPattern(.applicationDelegate, name)
    }

    /// `name` on `controller`'s transition coordinator, any arguments:
    /// `.transitionCoordinator(of: "sheet", .notifyWhenInteractionChanges)` is
    /// `sheet.transitionCoordinator.notifyWhenInteractionChanges`. With its context, use
    /// ``exactly(_:of:)``: `.exactly(.notifyWhenInteractionChanges(isInteractive: false, isCancelled: true), of: "sheet")`.
    public static func transitionCoordinator(of controller: String, _ name: CallbackName) -> CallbackPattern {
        CallbackPattern(.transitionCoordinator(of: controller), name)
    }

    /// SheetSim's own entry `name` (`warning`, `error`): `simulator.warning`.
    public static func simulator(_ name: CallbackName) -> CallbackPattern {
        CallbackPattern(.simulator, name)
    }
}
