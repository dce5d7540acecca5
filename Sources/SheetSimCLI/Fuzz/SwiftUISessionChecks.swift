import SheetSim

/// Feeds a SwiftUI session's simulator to ``SwiftUIInvariantChecker``: the bindings and the phases
/// of what they present after every event, and the log's `onDismiss` entries and completed
/// dismissals as they come.
///
/// `onDismiss` is counted per view (a view presents one thing at a time, and its `onDismiss`
/// entry names the view, not the modifier); the bindings per binding. An inspector shown as a
/// column is no UIKit presentation: the binding invariants see it as not presented. A sheet a popped
/// view presented again after dismiss-and-pop (``BehaviorOptions/SwiftUIRePresentAfterDismissAndPop/stateDriven``)
/// rests with its binding unset on purpose, as the app's state has it: the invariants take it as set.
struct SwiftUISessionChecks {
    var checker: SwiftUIInvariantChecker
    /// Each modifier's view, binding and content.
    let modifiers: [(view: String, binding: String, content: String)]
    /// The view whose `onDismiss` answers a completed dismissal of each content, for the modifiers
    /// that have one.
    let onDismissOwner: [String: String]

    /// A binding may be unset this long while what it presents rests: SwiftUI's next update, a
    /// display frame.
    static let allowance = SimDuration.milliseconds(17)

    init(_ setup: FuzzSwiftUISetup) {
        let presentations = setup.presentations
        modifiers = presentations.map { ($0.view, $0.modifier.binding, $0.modifier.content) }
        var owners: [String: String] = [:]
        for (view, modifier) in presentations where modifier.hasOnDismiss { owners[modifier.content] = view }
        onDismissOwner = owners
        checker = SwiftUIInvariantChecker(allowance: Self.allowance, modifiersWithOnDismiss: Set(owners.values))
    }

    /// One log entry.
    mutating func record(_ entry: LogEntry) -> InvariantViolation? {
        switch (entry.receiver.kind, entry.callback) {
        case (.presentationController, .dismissalTransitionDidEnd(completed: true)):
            guard let view = onDismissOwner[entry.receiver.controller] else { return nil }
            return checker.record(.dismissalCompleted(modifier: view), at: entry.time)
        case (.viewController, .onDismiss):
            return checker.record(.onDismiss(modifier: entry.receiver.controller), at: entry.time)
        default:
            return nil
        }
    }

    /// The state invariants after an event.
    mutating func check(in simulator: Simulator, now: SimInstant, isIdle: Bool) -> [InvariantViolation] {
        let observations = modifiers.map { view, binding, content in
            SwiftUIPresentationObservation(modifier: "\(view).\(binding)",
                                           isSet: simulator.bindingValue(binding)?.presents ?? false || simulator.isRePresentedAfterPop(content),
                                           phase: simulator.presentations.layer(named: content) != nil ? simulator.phase(of: content) : nil)
        }
        return checker.check(observations, now: now, isIdle: isIdle)
    }
}
