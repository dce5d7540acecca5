/// The callbacks a presentation controller's own transition makes, in UIKit's order, written once
/// for the presentation machines that are not sheets (popovers, alert controllers, context
/// presentations). Each machine adds what is its own around them: a delegate's call, the context's
/// appearance callbacks, an action's handler. Sheets keep their own, which interactive dismissals
/// and cancellations shape.
protocol PresentationTransitionCallbacks: PresentationMachine {
    /// Whether someone registered on a transition coordinator, so the transition's moments are
    /// reported to the engine (nothing is logged for them otherwise).
    var reportsTransitionMoments: Bool { get }
    /// The last token handed out: a completion carrying an older one is stale.
    var nextToken: Int { get set }
}

extension PresentationTransitionCallbacks {
    typealias Actions = [MachineAction<Request>]

    /// The presented controller.
    var viewController: Receiver { .viewController(name) }
    /// Its presentation controller.
    var presentationController: Receiver { .presentationController(of: name) }

    mutating func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    /// Appends `moment` when the engine wants the transition's moments.
    func report(_ moment: TransitionMoment, to actions: inout Actions) {
        if reportsTransitionMoments { actions.append(.engine(.transitionMoment(moment))) }
    }

    /// The presentation starts: `beforeViewWillAppear` (what another controller hears first), the
    /// presented controller's viewWillAppear, the presentation controller's WillBegin,
    /// viewIsAppearing where the release calls it, then the animation of `duration`.
    func presentationBegins(token: Int, animated: Bool, duration: SimDuration, callsViewIsAppearing: Bool,
                            beforeViewWillAppear: Actions = []) -> Actions {
        var actions: Actions = []
        report(.began, to: &actions)
        actions += beforeViewWillAppear
        actions.append(.callback(viewController, .viewWillAppear(animated: animated)))
        actions.append(.callback(presentationController, .presentationTransitionWillBegin))
        if callsViewIsAppearing { actions.append(.callback(viewController, .viewIsAppearing(animated: animated))) }
        report(.animationsBegan(interactive: false), to: &actions)
        actions.append(.completeAnimation(token: token, after: animated ? duration : .zero))
        return actions
    }

    /// The presentation's animation ended: the presentation controller's DidEnd, then the
    /// presented controller's viewDidAppear.
    func presentationEnded(animated: Bool) -> Actions {
        var actions: Actions = [.callback(presentationController, .presentationTransitionDidEnd(completed: true))]
        report(.ended(cancelled: false), to: &actions)
        actions.append(.callback(viewController, .viewDidAppear(animated: animated)))
        return actions
    }

    /// The dismissal starts: `beforeViewWillDisappear` (a delegate's WillDismiss), the presented
    /// controller's viewWillDisappear, `beforeWillBegin` (what the controller uncovered hears),
    /// the presentation controller's WillBegin, then the animation of `duration`.
    func dismissalBegins(token: Int, animated: Bool, duration: SimDuration,
                         beforeViewWillDisappear: Actions = [], beforeWillBegin: Actions = []) -> Actions {
        var actions: Actions = []
        report(.began, to: &actions)
        actions += beforeViewWillDisappear
        actions.append(.callback(viewController, .viewWillDisappear(animated: animated)))
        actions += beforeWillBegin
        actions.append(.callback(presentationController, .dismissalTransitionWillBegin))
        report(.animationsBegan(interactive: false), to: &actions)
        actions.append(.completeAnimation(token: token, after: animated ? duration : .zero))
        return actions
    }
}
