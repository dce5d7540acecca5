/// What a controller's state machine asks the engine to do, in order.
///
/// Every machine (sheet presentation, navigation, tab bar, …) returns these from its `handle`;
/// the cases every machine needs are shared here and carried out in one place
/// (``Simulator``), and `request` holds what only one kind of machine asks for.
///
/// `Equatable` is a conditional conformance, not a requirement on `Request`: a requirement in the
/// declaration is checked at run time the first time each `MachineAction<Request>` is made, by a
/// scan of every conformance in the program, in every process.
public enum MachineAction<Request: Sendable>: Sendable {
    /// Log this callback now.
    case callback(Receiver, Callback)
    /// Log this callback as its own queued event at the current instant (UIKit's async dispatch).
    case callbackAsync(Receiver, Callback)
    /// Deliver a display frame at the next vsync.
    case requestFrame
    /// Run the completion of animation `token` as its own event, `after` this long (at the current
    /// instant for a sheet, whose frames find its end; after a fixed duration for a container
    /// transition, which needs no frames).
    case completeAnimation(token: Int, after: SimDuration = .zero)
    /// Ask a delegate `question` (`receiver` is the delegate): the engine lets the app's code
    /// answer (``SimulatorHooks``), logs the question with the answer that stands, and hands it
    /// back at once through ``Machine/answered(_:token:)`` with `token`, which tells the machine
    /// what it asked about. `question`'s `returned` argument is the configured answer.
    case ask(Receiver, Callback, token: Int = 0)
    /// Ask a delegate `question` as ``ask(_:_:token:)`` does, but leave the log to the machine:
    /// it checks the answer first (a controller the delegate returns may be one it cannot use),
    /// and logs the question with the answer that stands, after any warning about the one it
    /// refused.
    case askUnlogged(Receiver, Callback, token: Int = 0)
    /// Deliver an event to another machine, now, through the engine's one path: how a rule of one
    /// machine changes another's state (``MachineMessage``).
    case send(MachineMessage)
    /// Something the engine does for any machine that asks (``EngineService``).
    case engine(EngineService)
    /// Something only this kind of machine asks for.
    case request(Request)
}

extension MachineAction: Equatable where Request: Equatable {}

extension MachineAction {
    /// Whether this logs a view controller's appearance callback (from a container, always to one
    /// of its children).
    var isAppearanceOfChild: Bool {
        switch self {
        case .callback(let receiver, let callback), .callbackAsync(let receiver, let callback):
            return receiver.kind == .viewController && callback.callbackName.isForwardedToVisibleChildren
        default:
            return false
        }
    }
}

extension MachineAction {
    /// Room for what one event of a transition returns: its callbacks (up to six, a dismissal's)
    /// and what starts or ends its animation. A list made with this room is allocated once.
    static var usualCount: Int { 8 }
}
