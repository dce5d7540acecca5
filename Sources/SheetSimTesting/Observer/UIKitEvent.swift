import SheetSim

/// What UIKit does to the app at one moment: it calls a method, or it asks a delegate a question
/// and waits for the answer.
///
/// Both carry the receiver and the callback as the log prints them (`compose.delegate`,
/// `presentationControllerShouldDismiss(returned: true)`), so a pattern names a receiver and a
/// case, and matches any arguments unless it binds them. A receiver's controller can be named
/// or bound too:
///
/// ```swift
/// case .callback(.viewController("sheet"), .viewDidAppear(let animated)):
/// case .question(.delegate(of: "tabs"), .tabBarControllerShouldSelect(let tab, _)):
/// case .callback(.viewController(let name), .viewDidAppear):   // any view controller
/// ```
///
/// A name in such a pattern that is a near miss of a controller the test has (`"compse"` where
/// there is a `compose`) can never match: a ``TestSimulator`` running the observer fails at
/// `finish()` with a did-you-mean (see ``ControllerName``).
public enum UIKitEvent: Hashable, Sendable, CustomStringConvertible {
    /// UIKit calls `callback` on the receiver (a view controller, a presentation controller, a
    /// delegate, or `simulator` for SheetSim's own warnings and errors).
    case callback(EventReceiver, Callback)
    /// UIKit asks the receiver (a delegate) a question. The callback carries the answer that stands
    /// unless the app answers otherwise with `app.answer(_:)`:
    /// another hook's, else the configured one (`SheetConfiguration.shouldDismiss`, …). The
    /// question is then logged with the answer given, and is not delivered again as a callback.
    case question(EventReceiver, Callback)

    /// The callback `callback` to the log's receiver `receiver`. (Where a literal could be either,
    /// as in `.callback(.simulator, …)`, the case is meant.)
    @_disfavoredOverload
    public static func callback(_ receiver: Receiver, _ callback: Callback) -> UIKitEvent {
        .callback(EventReceiver(receiver), callback)
    }

    /// The question `callback` to the log's receiver `receiver`.
    @_disfavoredOverload
    public static func question(_ receiver: Receiver, _ callback: Callback) -> UIKitEvent {
        .question(EventReceiver(receiver), callback)
    }

    /// Who UIKit calls or asks, as the log names it.
    public var receiver: Receiver {
        switch self {
        case .callback(let receiver, _), .question(let receiver, _): return receiver.receiver
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
