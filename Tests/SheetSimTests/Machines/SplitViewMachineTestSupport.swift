@testable import SheetSim

/// Hand-built worlds around a split view controller named "split", and the actions its machine
/// returns, written as a test expects them.
enum SplitWorld {
    static let delegate = Receiver.delegate(of: "split")

    /// The world around `split`: every column's child held by it, each navigation controller among
    /// them holding `stacks[name]` (by default its column's root alone: the app's controller it
    /// wraps, or `root(name)` for the app's own), `running` transitions in them (a finger on the
    /// interactive ones), `more` navigation controllers beside them, and `parents`, `kinds` beside
    /// those.
    static func of(_ split: SplitViewMachine, stacks: [String: [String]] = [:],
                   running: [String: (transition: NavigationTransition, interactive: Bool)] = [:],
                   more: [(String, [String])] = [], kinds: [String: ControllerKind] = [:], parents: [String: String] = [:],
                   root: String = "presenter", presented: [String] = [], layerSize: Size = Size(width: 1194, height: 834)) -> SplitViewContext {
        var navigations: [(String, SplitViewContext.Navigation)] = []
        var parents = parents
        func navigation(_ name: String, _ stack: [String]) -> SplitViewContext.Navigation {
            guard let (transition, interactive) = running[name] else { return SplitViewContext.Navigation(viewControllers: stack) }
            return SplitViewContext.Navigation(viewControllers: stack, transition: transition, isInteractive: interactive)
        }
        for column in SplitViewColumn.allCases {
            guard let content = split.columns[column] else { continue }
            if split.style.holdsChild(in: column) { parents[content.child] = split.name }
            guard content.isNavigationController else { continue }
            let own = content.child != content.controller ? [content.controller] : [Self.root(of: content.child)]
            navigations.append((content.child, navigation(content.child, stacks[content.child] ?? own)))
        }
        for (name, stack) in more { navigations.append((name, navigation(name, stack))) }
        var kinds = kinds
        kinds[split.name] = .splitViewController
        return SplitViewContext(root: root, kinds: kinds, parents: parents, navigationControllers: navigations, presented: presented,
                                layerSize: layerSize)
    }

    /// The root of an app's own navigation controller in these tests: `profileNav` holds `profile`.
    static func root(of navigation: String) -> String {
        navigation.hasSuffix("Nav") ? String(navigation.dropLast(3)) : navigation + "Root"
    }

    // MARK: Actions

    static let begin: SplitViewAction = .engine(.beginChildrenChange)
    static let finish: SplitViewAction = .engine(.finishChildrenChange)
    static let committed = toSplit(.layoutCommitted)

    static func toSplit(_ event: SplitViewEvent) -> SplitViewAction { .send(.to("split", event, as: SplitViewMachine.self)) }
    static func to(_ navigation: String, _ event: NavigationEvent) -> SplitViewAction { .send(.to(navigation, event, as: NavigationMachine.self)) }
    static func rebuilt(_ navigation: String, _ stack: [String]) -> SplitViewAction { to(navigation, .stackRebuilt(stack)) }
    static func ask(_ question: Callback, token: Int = 0) -> SplitViewAction { .ask(delegate, question, token: token) }
    static func told(_ callback: Callback) -> SplitViewAction { .callback(delegate, callback) }
    static func warning(_ text: String) -> SplitViewAction { .callback(.simulator, .warning(text)) }
    static func refused(_ error: SimulationError) -> [SplitViewAction] { [.engine(.refuseCall(error))] }

    /// A push or pop running in a navigation controller, token 1.
    static func transition(_ operation: NavigationTransition.Operation, from: String, to: String, removed: [String] = []) -> NavigationTransition {
        NavigationTransition(operation: operation, from: from, to: to, removed: removed, animated: true, token: 1)
    }
}

extension SplitViewMachine {
    /// Handles `event` in the world of ``SplitWorld/of(_:stacks:running:more:kinds:parents:root:presented:layerSize:)``
    /// with its defaults: each column's navigation controller holding its root alone.
    mutating func handle(_ event: SplitViewEvent, at now: SimInstant) -> [SplitViewAction] {
        handle(event, at: now, in: SplitWorld.of(self))
    }
}
