import SheetSim

/// One SwiftUI presentation modifier as the SwiftUI invariants see it after an event: whether its
/// binding is set (true, or an item), and the phase of the controller it presents, if UIKit holds one.
public struct SwiftUIPresentationObservation: Hashable, Sendable {
    /// The modifier, as `view.binding` (a view has one modifier per binding).
    public var modifier: String
    /// Whether the binding is true (or the item non-nil).
    public var isSet: Bool
    /// The phase of the controller the modifier presents, nil when nothing is presented for it.
    public var phase: SheetPhase?

    public init(modifier: String, isSet: Bool, phase: SheetPhase?) {
        self.modifier = modifier
        self.isSet = isSet
        self.phase = phase
    }
}

/// What the SwiftUI invariants hear of the log: the modifiers' `onDismiss`, and the ends of the
/// dismissals of what they present (completed, or a cancelled swipe).
public enum SwiftUILifecycleEvent: Hashable, Sendable {
    /// The presentation of `modifier` completed its dismissal (its controller left the window).
    case dismissalCompleted(modifier: String)
    /// `modifier`'s `onDismiss` ran.
    case onDismiss(modifier: String)
}

/// The SwiftUI invariants, fed observations after every event and the log's SwiftUI events as they
/// come (the SwiftUI article, "Bindings change the world" and "Orders"):
/// - a presentation at rest, once the session settles, has its binding set;
/// - a binding unset for longer than the write-back allowance has no presentation at rest;
/// - one `onDismiss` per completed dismissal, and none for a cancelled one (a cancelled swipe
///   completes no dismissal, so any `onDismiss` then has none to answer).
public struct SwiftUIInvariantChecker: Sendable {
    /// How long a binding may be unset while its presentation still rests: SwiftUI applies a
    /// change on its next update, and a write-back delay (the option) adds to it.
    public let allowance: SimDuration
    /// Since when each modifier's binding has been unset.
    var unsetSince: [String: SimInstant] = [:]
    /// The completed dismissals per modifier with an `onDismiss` not yet run for them.
    var owedOnDismiss: [String: Int] = [:]
    /// The modifiers that declare an `onDismiss` (the others owe none).
    let modifiersWithOnDismiss: Set<String>

    public init(allowance: SimDuration, modifiersWithOnDismiss: Set<String>) {
        self.allowance = allowance
        self.modifiersWithOnDismiss = modifiersWithOnDismiss
    }

    /// The state invariants after an event at `now`; `isIdle`: nothing is left to run.
    public mutating func check(_ observations: [SwiftUIPresentationObservation], now: SimInstant, isIdle: Bool) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        for observation in observations {
            if observation.isSet {
                unsetSince[observation.modifier] = nil
            } else if unsetSince[observation.modifier] == nil {
                unsetSince[observation.modifier] = now
            }
            guard observation.phase == .idle else { continue }
            if isIdle, !observation.isSet {
                found.append(InvariantViolation(invariant: .swiftUIPresentationAtRestHasBindingSet, time: now,
                                                message: "'\(observation.modifier)' presents a controller at rest with its binding unset, and nothing is left to run"))
            }
            if let since = unsetSince[observation.modifier], now - since > allowance {
                found.append(InvariantViolation(invariant: .swiftUIUnsetBindingHasNoPresentationAtRest, time: now,
                                                message: "'\(observation.modifier)''s binding has been unset since \(since), longer than \(allowance), and its presentation is at rest"))
            }
        }
        if isIdle {
            for (modifier, owed) in owedOnDismiss.sorted(by: { $0.key < $1.key }) where owed > 0 {
                found.append(InvariantViolation(invariant: .swiftUIOneOnDismissPerCompletedDismissal, time: now,
                                                message: "'\(modifier)' completed \(owed) dismissal\(owed == 1 ? "" : "s") with no onDismiss, and nothing is left to run"))
            }
            owedOnDismiss = [:]
        }
        return found
    }

    /// One SwiftUI event of the log, at `time`.
    public mutating func record(_ event: SwiftUILifecycleEvent, at time: SimInstant) -> InvariantViolation? {
        switch event {
        case .dismissalCompleted(let modifier):
            if modifiersWithOnDismiss.contains(modifier) { owedOnDismiss[modifier, default: 0] += 1 }
            return nil
        case .onDismiss(let modifier):
            guard let owed = owedOnDismiss[modifier], owed > 0 else {
                return InvariantViolation(invariant: .swiftUIOneOnDismissPerCompletedDismissal, time: time,
                                          message: "'\(modifier)''s onDismiss ran with no completed dismissal to answer (a second one, or after a cancelled dismissal)")
            }
            owedOnDismiss[modifier] = owed - 1
            return nil
        }
    }
}
