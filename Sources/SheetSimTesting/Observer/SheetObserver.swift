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
/// Install it with `SheetTester(observer:)` or `simulator.hooks = SimulatorHooks(observer:)`.
/// ``AppContext`` is the app's view of UIKit at that instant: it reads the state of that moment,
/// answers a question, and calls into UIKit (`dismiss`, `present`, a detent change), which runs
/// right after `handle` returns, at the same instant and before anything else happens — where
/// UIKit would run it. A ``SheetTester`` can be used the same way from inside `handle`.
///
/// - Note: A class protocol, because the simulator keeps the observer and calls it later; what the
///   observer records is read back from the same instance. If it keeps the tester it runs in,
///   keep it `weak`: the tester owns the observer, and a strong reference back would leak both
///   and stop an unfinished tester from failing the test when it is released.
public protocol SheetObserver: AnyObject {
    /// Runs at one callback or one delegate question.
    ///
    /// - Parameters:
    ///   - event: What UIKit does: ``UIKitEvent/callback(_:_:)`` or ``UIKitEvent/question(_:_:)``.
    ///   - app: The state of that moment, and the app's calls into UIKit.
    func handle(_ event: UIKitEvent, in app: AppContext)
}

/// What UIKit does to the app at one moment: it calls a method, or it asks a delegate a question
/// and waits for the answer.
///
/// Both carry the receiver and the callback as the log prints them (`compose.delegate`,
/// `presentationControllerShouldDismiss(returned: true)`), so a pattern names a receiver and a
/// case, and matches any arguments unless it binds them:
///
/// ```swift
/// case .callback(.viewController("sheet"), .viewDidAppear(let animated)):
/// case .question(.delegate(of: "tabs"), .tabBarControllerShouldSelect(let tab, _)):
/// ```
public enum UIKitEvent: Hashable, Sendable, CustomStringConvertible {
    /// UIKit calls `callback` on the receiver (a view controller, a presentation controller, a
    /// delegate, or `simulator` for SheetSim's own warnings and errors).
    case callback(Receiver, Callback)
    /// UIKit asks the receiver (a delegate) a question. The callback carries the answer that stands
    /// unless the app answers otherwise with `app.answer(_:)`:
    /// another hook's, else the configured one (`SheetConfiguration.shouldDismiss`, …). The
    /// question is then logged with the answer given, and is not delivered again as a callback.
    case question(Receiver, Callback)

    /// Who UIKit calls or asks.
    public var receiver: Receiver {
        switch self {
        case .callback(let receiver, _), .question(let receiver, _): return receiver
        }
    }

    /// The call, as the log prints it after the receiver.
    public var callback: Callback {
        switch self {
        case .callback(_, let callback), .question(_, let callback): return callback
        }
    }

    /// `compose.delegate.presentationControllerDidAttemptToDismiss`; a question ends in `?`.
    public var description: String {
        let text = receiver.description + "." + callback.description
        if case .question = self { return text + "?" }
        return text
    }
}
