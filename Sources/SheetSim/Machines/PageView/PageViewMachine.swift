/// The state machine of one `UIPageViewController` in the scroll transition style: a row of
/// pages, one on screen at a time (container rules 5).
///
/// SheetSim has no data source object: the pages are declared in order, and the data source
/// returns the page before or after the current one, or nil at either end, where a swipe does
/// nothing. A swipe is a gesture-driven transition: the delegate hears
/// `pageViewController(_:willTransitionTo:)` before it begins and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)` after it
/// ends, with `completed` false when the user let go before the page turned (both DOC: the
/// delegate's documentation). `setViewControllers(_:direction:animated:completion:)` in code tells
/// the delegate nothing, as it is not gesture-driven (DOC). The pages' appearance callbacks follow
/// the navigation controller's push and cancelled pop (GUESS: UIKit does not document them for
/// page view controllers); a turn takes ``UIKitMetrics/pageTurnDuration`` (GUESS).
public struct PageViewMachine: Sendable {
    /// The page view controller's name in the log.
    public let name: String
    /// The pages, in the order the data source gives them.
    public let pages: [String]
    /// The same, to ask whether a controller is a page without searching them all.
    private let pageSet: ChildSet
    public internal(set) var state: PageViewState
    /// Whether the page view controller has a delegate (`UIPageViewControllerDelegate`).
    public let hasDelegate: Bool
    let turnDuration: SimDuration
    let options: BehaviorOptions
    let os: OSProfile
    var nextToken = 0

    public init(name: String, pages: [String], hasDelegate: Bool = true, metrics: UIKitMetrics = .uikit,
                options: BehaviorOptions = .reference, os: OSProfile = .default) {
        precondition(!pages.isEmpty, "a page view controller needs at least one page")
        self.name = name
        self.pages = pages
        self.pageSet = ChildSet(pages)
        self.state = .showing(page: 0)
        self.hasDelegate = hasDelegate
        self.turnDuration = metrics.span(\.pageTurnDuration)
        self.options = options
        self.os = os
    }

    /// UIKit's `viewControllers`: the one page the scroll style shows.
    public var currentPage: String { pages[state.page] }

    /// Whether `controller` is one of the pages.
    public func holds(_ controller: String) -> Bool { pageSet.contains(controller) }

    /// The pages as a set, for the controller tree (``Machine/childSet``).
    public var childSet: ChildSet? { pageSet }

    /// The pages whose views are in the window: the current one, and while a page turns, both.
    public var visibleChildren: [String] {
        switch state {
        case .showing(let page): return [pages[page]]
        case .turning(let turn): return [pages[turn.from], pages[turn.to]]
        }
    }

    var callsViewIsAppearing: Bool { options.callsViewIsAppearing(on: os) }

    /// Feeds one event in and returns what UIKit would do, in order.
    public mutating func handle(_ event: PageViewEvent, at now: SimInstant) -> [PageViewAction] {
        switch event {
        case .swiped(let direction, let completes):
            // A swipe while a page turns lands on the turning scroll view: nothing new begins (GUESS).
            guard case .showing(let page) = state, let next = neighbour(of: page, direction) else { return [] }
            return begin(PageTurn(from: page, to: next, animated: true, isGestureDriven: true,
                                  completes: completes, token: makeToken()))
        case .viewControllersSet(let index, _, let animated):
            guard pages.indices.contains(index) else { return [] }
            // A turn still running ends first, at once (GUESS).
            var actions = endRunningTurn()
            guard index != state.page else { return actions }
            actions += begin(PageTurn(from: state.page, to: index, animated: animated, isGestureDriven: false,
                                      completes: true, token: makeToken()))
            return actions
        case .animationCompleted(let token):
            guard case .turning(let turn) = state, turn.token == token else { return [] }  // superseded
            return end(turn)
        }
    }

    /// The page the data source gives after or before `page`, or nil at that end.
    func neighbour(of page: Int, _ direction: PageViewDirection) -> Int? {
        let next = direction == .forward ? page + 1 : page - 1
        return pages.indices.contains(next) ? next : nil
    }

    mutating func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    mutating func begin(_ turn: PageTurn) -> [PageViewAction] {
        let from = Receiver.viewController(pages[turn.from]), to = Receiver.viewController(pages[turn.to])
        var actions: [PageViewAction] = []
        if turn.isGestureDriven && hasDelegate {
            actions.append(.callback(.delegate(of: name), .pageViewControllerWillTransitionTo(pages[turn.to])))
        }
        actions.append(.callback(from, .viewWillDisappear(animated: turn.animated)))
        actions.append(.callback(to, .viewWillAppear(animated: turn.animated)))
        if callsViewIsAppearing { actions.append(.callback(to, .viewIsAppearing(animated: turn.animated))) }
        guard turn.animated else {
            state = .showing(page: turn.to)
            return actions + [.callback(from, .viewDidDisappear(animated: false)), .callback(to, .viewDidAppear(animated: false))]
        }
        state = .turning(turn)
        actions.append(.completeAnimation(token: turn.token, after: turnDuration))
        return actions
    }

    mutating func end(_ turn: PageTurn) -> [PageViewAction] {
        let from = Receiver.viewController(pages[turn.from]), to = Receiver.viewController(pages[turn.to])
        var actions: [PageViewAction]
        if turn.completes {
            state = .showing(page: turn.to)
            actions = [.callback(from, .viewDidDisappear(animated: true)), .callback(to, .viewDidAppear(animated: true))]
        } else {
            // Given up: the page turns back, and the appearance callbacks run the other way.
            state = .showing(page: turn.from)
            actions = [.callback(to, .viewWillDisappear(animated: true)), .callback(to, .viewDidDisappear(animated: true)),
                       .callback(from, .viewWillAppear(animated: true))]
            if callsViewIsAppearing && options.viewIsAppearingOnCancel {
                actions.append(.callback(from, .viewIsAppearing(animated: true)))
            }
            actions.append(.callback(from, .viewDidAppear(animated: true)))
        }
        if turn.isGestureDriven && hasDelegate {
            actions.append(.callback(.delegate(of: name),
                                     .pageViewControllerDidFinishAnimating(true, previous: pages[turn.from], completed: turn.completes)))
        }
        return actions
    }

    /// Ends the turn that is running, if one is, as its completion would.
    mutating func endRunningTurn() -> [PageViewAction] {
        guard case .turning(let turn) = state else { return [] }
        return end(turn)
    }
}
