import SheetSim

/// The app's own code, run at every callback UIKit makes and every question it asks a delegate,
/// the moment UIKit would make it.
///
/// One method, with no default: a misspelt or mislabelled override cannot compile and be
/// silently never called. Switch over the event — its cases are the log's vocabulary, so a
/// callback SheetSim learns later reaches the same method:
///
/// ```swift
/// final class ComposeFlow: SheetObserver {
///     var hasUnsavedChanges = true
///
///     func handle(_ event: UIKitEvent, in app: AppContext) {
///         switch event {
///         case .question(.delegate(of: "compose"), .presentationControllerShouldDismiss):
///             app.answer(!hasUnsavedChanges)
///         case .callback(.delegate(of: "compose"), .presentationControllerDidAttemptToDismiss):
///             hasUnsavedChanges = false  // the user chose "Discard changes"
///             app.dismiss()
///         default:
///             break
///         }
///     }
/// }
/// ```
///
/// Install it with `TestSimulator(observer:)` or `simulator.hooks = SimulatorHooks(observer:)`.
/// ``AppContext`` is the app's view of UIKit at that instant: it reads the state of that moment,
/// answers a question, and calls into UIKit (`dismiss`, `present`, a detent change), which runs
/// right after `handle` returns, at the same instant and before anything else happens — where
/// UIKit would run it. A ``TestSimulator`` can be used the same way from inside `handle`.
///
/// - Note: A class protocol, because the simulator keeps the observer and calls it later; what the
///   observer records is read back from the same instance. If it keeps the tester it runs in,
///   keep it `weak`: the tester owns the observer, and a strong reference back would leak both
///   and stop an unfinished tester from failing the test when it is released.
public protocol SheetObserver: AnyObject {
    /// Runs at one callback or one delegate question.
    ///
    /// - Parameters:
    ///   - event: What UIKit does: a ``UIKitEvent``, `.callback(receiver, callback)` or `.question(receiver, callback)`.
    ///   - app: The state of that moment, and the app's calls into UIKit.
    func handle(_ event: UIKitEvent, in app: AppContext)
}
