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
    /// The event, as it reads in a test's failure message. Worked out when read, not when the
    /// message is made: `String(describing:)` reflects on the event, and made for every message a
    /// split view controller sends it was a tenth of the fuzzer's engine time.
    public var eventDescription: String { String(describing: event) }
    private let event: any Sendable
    private let isEqual: @Sendable (any Sendable) -> Bool
    let deliver: @Sendable (inout Simulator) -> Void

    /// `event` for the machine of kind `kind` named `target`.
    public static func to<M: Machine>(_ target: String, _ event: M.Event, as kind: M.Type) -> MachineMessage where M.Event: Equatable {
        MachineMessage(target: target, kindName: M.kindName, event: event,
                       isEqual: { ($0 as? M.Event) == event },
                       deliver: { $0.send(event, to: target, as: kind) })
    }

    public static func == (lhs: MachineMessage, rhs: MachineMessage) -> Bool {
        lhs.target == rhs.target && lhs.kindName == rhs.kindName && lhs.isEqual(rhs.event)
    }

    public var description: String { "\(eventDescription) to \(target) (\(kindName))" }
}
