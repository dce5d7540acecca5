/// `popToViewController(_:animated:)` and `setViewControllers(_:animated:)`: the stack changed by
/// more than one controller in one transition, which is how a SwiftUI `NavigationStack` follows a
/// path changed by several elements at once.
///
/// As with `push` and `pop` (container rules 1 and 2), only the controller leaving the top and the
/// one coming to it get appearance callbacks; a controller that joins beneath the new top, or
/// leaves from beneath the old one, gets only its containment calls (`willMove(toParent:)` as the
/// transition begins, `didMove(toParent:)` as it ends). The transition is a push when the new top
/// was not in the stack and a pop when it was (UIKit documents that `setViewControllers` animates
/// "a push or pop transition" by that rule). A stack whose top does not change is replaced with no
/// transition and no appearance callbacks. Like `push` and `pop`, a change asked for while another
/// transition runs is ignored with a warning.
extension NavigationMachine {
    mutating func popToViewController(_ controller: String, animated: Bool) -> [NavigationAction] {
        guard let index = viewControllers.firstIndex(of: controller) else {
            return [.callback(.simulator, .warning("\(controller) is not in \(name)'s stack; nothing to pop to"))]
        }
        guard index < viewControllers.count - 1 else { return [] }
        return pop(to: index, animated: animated)
    }

    mutating func setViewControllers(_ newStack: [String], animated: Bool) -> [NavigationAction] {
        guard let newTop = newStack.last else {
            return [.callback(.simulator, .warning("setViewControllers on \(name) with no view controllers; ignored"))]
        }
        guard newStack != viewControllers else { return [] }
        if let refused = refusal("setViewControllers") { return refused }
        let old = viewControllers
        let oldMembers = Set(old), newMembers = Set(newStack)
        let added = newStack.filter { !oldMembers.contains($0) }
        let leaving = old.reversed().filter { !newMembers.contains($0) }  // the top first, as a pop's
        let oldTop = old.last
        viewControllers = newStack
        guard let from = oldTop, from != newTop else {
            // The top stays: the stack changes beneath it without a transition.
            return added.map { .callback(viewController($0), .willMove(toParent: name)) }
                + leaving.map { .callback(viewController($0), .willMove(toParent: nil)) }
                + added.map { .callback(viewController($0), .didMove(toParent: name)) }
                + leaving.map { .callback(viewController($0), .didMove(toParent: nil)) }
        }
        let operation: NavigationTransition.Operation = oldMembers.contains(newTop) && !newMembers.contains(from) ? .pop : .push
        // A pop's ending lets `from` go on its own; a push's lets go every controller that left.
        let removed = operation == .pop ? leaving.filter { $0 != from } : leaving
        var transition = NavigationTransition(operation: operation, from: from, to: newTop,
                                              removed: removed, animated: animated, token: makeToken())
        transition.added = added.filter { $0 != newTop }
        state = .transitioning(transition)
        var actions: [NavigationAction] = added.map { .callback(viewController($0), .willMove(toParent: name)) }
        actions += leaving.map { .callback(viewController($0), .willMove(toParent: nil)) }
        actions += beginning(transition)
        actions.append(.completeAnimation(token: transition.token, after: animated ? duration : .zero))
        return actions
    }
}
