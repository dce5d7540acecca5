/// An event for another machine, which a machine returns (``MachineAction/send(_:)``) and the
/// engine delivers at once through its one path, as it would an event of the app or the user.
///
/// This is how a rule of one machine changes another's state without reaching into it: a split
/// view controller collapsing hands the navigation controller of its primary column the stack it
/// now holds, as an event of the navigation controller's own.
public struct MachineMessage: Sendable, Equatable, CustomStringConvertible {
    /// The machine the event is for.
    public let target: String
    /// The target's kind (``Machine/kindName``).
    public let kindName: String
    /// The event, as it reads in a test's failure message.
    public let eventDescription: String
    private let event: any Sendable
    private let isEqual: @Sendable (any Sendable) -> Bool
    let deliver: @Sendable (inout Simulator) -> Void

    /// `event` for the machine of kind `kind` named `target`.
    public static func to<M: Machine>(_ target: String, _ event: M.Event, as kind: M.Type) -> MachineMessage where M.Event: Equatable {
        MachineMessage(target: target, kindName: M.kindName, eventDescription: String(describing: event), event: event,
                       isEqual: { ($0 as? M.Event) == event },
                       deliver: { $0.send(event, to: target, as: kind) })
    }

    public static func == (lhs: MachineMessage, rhs: MachineMessage) -> Bool {
        lhs.target == rhs.target && lhs.kindName == rhs.kindName && lhs.isEqual(rhs.event)
    }

    public var description: String { "\(eventDescription) to \(target) (\(kindName))" }
}
