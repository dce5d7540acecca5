/// The state machine of one `UINavigationController`: its stack, its push and pop transitions,
/// and the interactive pop gesture.
///
/// A value type like ``SheetMachine``: events go in through ``handle(_:at:)`` and what UIKit would
/// do comes back as actions. The callback orders are container rules 1 and 2:
///
/// - Push (animated or not): the pushed controller's `willMove(toParent:)`, the top's
///   `viewWillDisappear`, the pushed one's `viewWillAppear`, the delegate's
///   `navigationController(_:willShow:animated:)`, `viewIsAppearing` where the OS calls it; at the
///   end the old top's `viewDidDisappear`, the new one's `viewDidAppear`, its `didMove(toParent:)`
///   and the delegate's `navigationController(_:didShow:animated:)`. Pop mirrors it, with
///   `willMove(toParent: nil)` first and `didMove(toParent: nil)` at the end. (The appearance order
///   and the delegate's place in it are observed by developers; where `didMove` falls against
///   `didShow` is a GUESS.)
/// - The interactive pop (the leading-edge swipe) starts the pop as the finger first moves; lifted
///   past ``UIKitMetrics/interactivePopCompletionProgress`` of the width, or flung faster than
///   ``UIKitMetrics/interactivePopCompletionSpeed``, it completes; otherwise it is cancelled, and
///   as with a cancelled sheet swipe the appearance callbacks run again: the controller that was
///   to appear gets `viewWillDisappear`/`viewDidDisappear`, the one on top gets
///   `viewWillAppear`/`viewDidAppear`. No `didShow` and no `didMove` follow a cancelled pop (GUESS).
public struct NavigationMachine: Sendable {
    /// The navigation controller's name in the log.
    public let name: String
    /// UIKit's `viewControllers`: the root first, the top last. Updated when a transition begins,
    /// as UIKit does (and restored if an interactive pop is cancelled). Set whole, it is counted
    /// again; the machine's own pushes and pops change it one controller at a time.
    public internal(set) var viewControllers: [String] {
        get { stack }
        set {
            stack = newValue
            members = ChildSet(newValue)
        }
    }
    /// The stack, and how many times each controller is in it: whether the navigation controller
    /// holds a controller is asked of every container for every parent looked up, and a search of
    /// a stack of thousands made each push cost as much as the stack.
    private var stack: [String]
    private var members: ChildSet
    public internal(set) var state: NavigationState = .idle
    public internal(set) var configuration: NavigationConfiguration
    /// Split view quirk 1: the controller whose navigation item the bar still shows though it left
    /// the stack, until a push or pop updates the bar; nil when the bar shows the top's item.
    public internal(set) var staleBarItem: String?
    public var metrics: UIKitMetrics { metricsBox.value }
    let metricsBox: Box<UIKitMetrics>
    let options: BehaviorOptions
    let os: OSProfile
    var nextToken = 0
    var now: SimInstant = .zero

    public init(name: String, root: String, configuration: NavigationConfiguration = NavigationConfiguration(),
                metrics: UIKitMetrics = .uikit, options: BehaviorOptions = .reference, os: OSProfile = .default) {
        self.name = name
        self.stack = [root]
        self.members = ChildSet([root])
        self.configuration = configuration
        self.metricsBox = Box(metrics)
        self.options = options
        self.os = os
    }

    /// Whether `controller` is in the stack.
    public func holds(_ controller: String) -> Bool { members.contains(controller) }

    /// The stack as a set, for the controller tree (``Machine/childSet``).
    public var childSet: ChildSet? { members }

    /// Puts `controller` on top of the stack.
    private mutating func stackPush(_ controller: String) {
        stack.append(controller)
        members.insert(controller)
    }

    /// Takes the controllers above `index` off the stack.
    private mutating func stackRemove(above index: Int) {
        for controller in stack[(index + 1)...] {
            members.remove(controller)
        }
        stack.removeSubrange((index + 1)...)
    }

    /// The owner of the navigation item the bar shows: the top controller, or after split view
    /// quirk 1 the controller whose item stayed ("nil" for an empty stack).
    public var navigationBarTopItem: String { staleBarItem ?? viewControllers.last ?? "nil" }

    /// `topViewController`. A stack is empty only when a split view controller moved it into
    /// another column's (split view rules 4.4); nothing is pushed or popped then.
    public var topViewController: String { viewControllers.last ?? "nil" }

    /// The children a container shows, which get its appearance callbacks: the top of the stack
    /// (during a transition, the controller that is coming).
    public var visibleChildren: [String] { viewControllers.last.map { [$0] } ?? [] }

    /// The controllers that get `viewWillTransition(to:with:)` and the trait callbacks when the
    /// window changes: the top of the stack, or — with
    /// ``BehaviorOptions/navigationTransitionForwarding`` set to `wholeStack` — every controller
    /// in it, root first.
    public var transitionChildren: [String] {
        options.navigationTransitionForwarding == .wholeStack ? viewControllers : visibleChildren
    }

    var viewController: (String) -> Receiver { { .viewController($0) } }
    var delegate: Receiver { .delegate(of: name) }
    var callsViewIsAppearing: Bool { options.callsViewIsAppearing(on: os) }
    var duration: SimDuration { metrics.span(\.navigationTransitionDuration) }

    // MARK: Entry point

    /// Feeds one event in at virtual time `now` and returns what UIKit would do, in order.
    public mutating func handle(_ event: NavigationEvent, at now: SimInstant) -> [NavigationAction] {
        self.now = now
        switch event {
        case .push(let controller, let animated):
            staleBarItem = nil  // a push updates the bar, whether or not it runs
            return push(controller, animated: animated)
        case .pop(let animated):
            staleBarItem = nil
            return pop(to: viewControllers.count - 2, animated: animated)
        case .popToRoot(let animated):
            staleBarItem = nil
            return pop(to: 0, animated: animated)
        case .edgeSwipeBegan(let sample, let width): return edgeSwipeBegan(sample, width: width)
        case .edgeSwipeMoved(let sample): return edgeSwipeMoved(sample)
        case .edgeSwipeEnded(let sample): return edgeSwipeEnded(sample)
        case .animationCompleted(let token): return completed(token: token)
        case .configurationChanged(let configuration):
            self.configuration = configuration
            return []
        case .transitionCutShort:
            guard let transition = transitionToCutShort else { return [] }
            return completed(token: transition.token)
        case .stackRebuilt(let stack):
            viewControllers = stack
            if !stack.isEmpty { staleBarItem = nil }
            return []
        case .pushedByContainer(let controller):
            viewControllers.append(controller)
            return []
        case .poppedByContainer:
            if !viewControllers.isEmpty { viewControllers.removeLast() }
            return []
        case .barKeptItem(let item):
            staleBarItem = item
            return []
        case .popToViewController(let controller, let animated):
            staleBarItem = nil
            return popToViewController(controller, animated: animated)
        case .setViewControllers(let stack, let animated):
            staleBarItem = nil
            return setViewControllers(stack, animated: animated)
        }
    }

    /// The push or pop a container's change ends at once (``NavigationEvent/transitionCutShort``):
    /// the one under way, unless a finger moves it.
    public var transitionToCutShort: NavigationTransition? {
        if case .poppingInteractively = state { return nil }
        return state.transition
    }

    /// The stack once the transition under way ends: a cancelled interactive pop puts back the
    /// controller it was taking off; any other transition changed the stack as it began.
    public var viewControllersOnceTransitionEnds: [String] {
        if case .finishingInteractivePop(let transition, completes: false) = state { return viewControllers + [transition.from] }
        return viewControllers
    }

    mutating func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    /// A transition can begin only at rest: UIKit ignores (and warns about) a push or pop while
    /// another navigation transition runs.
    func refusal(_ what: String) -> [NavigationAction]? {
        guard state != .idle else { return nil }
        return [.callback(.simulator, .warning("\(what) on \(name) while a navigation transition is in progress; ignored"))]
    }

    // MARK: Push and pop

    mutating func push(_ controller: String, animated: Bool) -> [NavigationAction] {
        if let refused = refusal("push \(controller)") { return refused }
        let transition = NavigationTransition(operation: .push, from: topViewController, to: controller, removed: [],
                                              animated: animated, token: makeToken())
        stackPush(controller)
        state = .transitioning(transition)
        var actions: [NavigationAction] = [.callback(viewController(controller), .willMove(toParent: name))]
        actions += beginning(transition)
        actions.append(.completeAnimation(token: transition.token, after: animated ? duration : .zero))
        return actions
    }

    mutating func pop(to index: Int, animated: Bool) -> [NavigationAction] {
        guard viewControllers.count > 1, index >= 0 else {
            return [.callback(.simulator, .warning("\(name) shows only its root view controller; nothing to pop"))]
        }
        if let refused = refusal("pop") { return refused }
        let from = topViewController
        let removed = Array(viewControllers[(index + 1)..<(viewControllers.count - 1)].reversed())
        stackRemove(above: index)
        let transition = NavigationTransition(operation: .pop, from: from, to: topViewController, removed: removed,
                                              animated: animated, token: makeToken())
        state = .transitioning(transition)
        var actions = ([from] + removed).map { NavigationAction.callback(viewController($0), .willMove(toParent: nil)) }
        actions += beginning(transition)
        actions.append(.completeAnimation(token: transition.token, after: animated ? duration : .zero))
        return actions
    }

    /// The callbacks as a transition begins: the leaving controller's `viewWillDisappear`, the
    /// coming one's `viewWillAppear`, the delegate's `willShow`, then `viewIsAppearing`.
    func beginning(_ transition: NavigationTransition) -> [NavigationAction] {
        var actions: [NavigationAction] = [
            .callback(viewController(transition.from), .viewWillDisappear(animated: transition.animated)),
            .callback(viewController(transition.to), .viewWillAppear(animated: transition.animated)),
        ]
        if configuration.hasDelegate {
            actions.append(.callback(delegate, .navigationControllerWillShow(transition.to, animated: transition.animated)))
        }
        if callsViewIsAppearing {
            actions.append(.callback(viewController(transition.to), .viewIsAppearing(animated: transition.animated)))
        }
        return actions
    }

    /// The callbacks as a transition ends.
    func ending(_ transition: NavigationTransition) -> [NavigationAction] {
        var actions: [NavigationAction] = [
            .callback(viewController(transition.from), .viewDidDisappear(animated: transition.animated)),
            .callback(viewController(transition.to), .viewDidAppear(animated: transition.animated)),
        ]
        switch transition.operation {
        case .push:
            actions += (transition.added + [transition.to]).map { .callback(viewController($0), .didMove(toParent: name)) }
            actions += transition.removed.map { .callback(viewController($0), .didMove(toParent: nil)) }
        case .pop:
            actions += transition.added.map { .callback(viewController($0), .didMove(toParent: name)) }
            actions += ([transition.from] + transition.removed).map { .callback(viewController($0), .didMove(toParent: nil)) }
        }
        if configuration.hasDelegate {
            actions.append(.callback(delegate, .navigationControllerDidShow(transition.to, animated: transition.animated)))
        }
        return actions
    }

    mutating func completed(token: Int) -> [NavigationAction] {
        switch state {
        case .transitioning(let transition) where transition.token == token:
            state = .idle
            return ending(transition)
        case .finishingInteractivePop(let transition, let completes) where transition.token == token:
            state = .idle
            if completes { return ending(transition) }
            // Cancelled: the pop is undone and the appearance callbacks run the other way.
            stackPush(transition.from)
            var actions: [NavigationAction] = [
                .callback(viewController(transition.to), .viewWillDisappear(animated: true)),
                .callback(viewController(transition.to), .viewDidDisappear(animated: true)),
                .callback(viewController(transition.from), .viewWillAppear(animated: true)),
            ]
            if callsViewIsAppearing && options.viewIsAppearingOnCancel {
                actions.append(.callback(viewController(transition.from), .viewIsAppearing(animated: true)))
            }
            actions.append(.callback(viewController(transition.from), .viewDidAppear(animated: true)))
            return actions
        default:
            return []  // superseded
        }
    }

    // MARK: The interactive pop gesture

    mutating func edgeSwipeBegan(_ sample: TouchSample, width: Double) -> [NavigationAction] {
        guard state == .idle, configuration.interactivePopGestureEnabled, viewControllers.count > 1 else { return [] }
        state = .edgeTouched(EdgeSwipe(start: sample, samples: [sample], width: width))
        return []
    }

    mutating func edgeSwipeMoved(_ sample: TouchSample) -> [NavigationAction] {
        switch state {
        case .edgeTouched(var swipe):
            swipe.samples.append(sample)
            guard swipe.translation > 0 else {
                state = .edgeTouched(swipe)
                return []
            }
            // The first movement toward the trailing edge begins the pop (`popViewController`
            // runs now, interactively).
            let from = topViewController
            stackRemove(above: stack.count - 2)
            let transition = NavigationTransition(operation: .pop, from: from, to: topViewController, removed: [],
                                                  animated: true, token: makeToken())
            state = .poppingInteractively(transition, swipe)
            return [.callback(viewController(from), .willMove(toParent: nil))] + beginning(transition)
        case .poppingInteractively(let transition, var swipe):
            swipe.samples.append(sample)
            if swipe.samples.count > 256 { swipe.samples.removeFirst(swipe.samples.count - 256) }
            state = .poppingInteractively(transition, swipe)
            return []
        default:
            return []
        }
    }

    /// How far the interactive pop has come, 0…1, while the finger moves it.
    public var interactivePopProgress: Double? {
        guard case .poppingInteractively(_, let swipe) = state else { return nil }
        return swipe.progress
    }

    mutating func edgeSwipeEnded(_ sample: TouchSample) -> [NavigationAction] {
        switch state {
        case .edgeTouched:
            state = .idle
            return []
        case .poppingInteractively(let transition, var swipe):
            swipe.samples.append(sample)
            let window = metrics.span(\.panVelocityWindow)
            let velocity = PanVelocity.estimate(swipe.samples, window: window).x
            let progress = swipe.progress
            let completes = velocity >= metrics.interactivePopCompletionSpeed
                || (progress >= metrics.interactivePopCompletionProgress && velocity > -metrics.interactivePopCompletionSpeed)
            state = .finishingInteractivePop(transition, completes: completes)
            let remaining = completes ? 1 - progress : progress
            let after = SimDuration.seconds(exactly: duration.seconds * remaining) ?? .zero
            return [.completeAnimation(token: transition.token, after: after)]
        default:
            return []
        }
    }
}
