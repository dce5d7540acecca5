extension Simulator {
    // MARK: Table view swipe actions (layout rules 51–53)

    /// Sets what `controller`'s table view delegate returns for one side's swipe actions (nil: no
    /// actions, the delegate returns nil).
    /// A container's name means the controller it shows (its navigation controller's top one).
    public mutating func setSwipeActions(_ configuration: SwipeActionsConfiguration?, edge: SwipeEdge, of controller: String) {
        let controller = tree.kind(of: controller).map { $0 == .viewController ? controller : tree.visibleLeaf(of: controller) } ?? controller
        if machines.tableViews.row(named: controller) == nil {
            machines.tableViews.append(SwipeActionsMachine(controller: controller, metrics: metrics))
        }
        let row = machines.tableViews.row(named: controller)!
        machines.tableViews.rows[row].configure(edge, configuration)
    }

    /// The swipe-actions state of `controller`'s table view, if it has swipe actions.
    public func swipeActions(of controller: String) -> SwipeActionsMachine? { machines.machine(SwipeActionsMachine.self, named: controller) }

    /// The controller a table gesture reaches by default: the front layer's content controller.
    public var frontContentController: String { tree.visibleLeaf(of: frontLayer) }

    /// Swipes row `row` of `controller`'s table view sideways by `distance` points over `duration`
    /// (one touch sample per display frame) and lifts: `.trailing` reveals the trailing actions (the
    /// finger moves toward the leading edge). Returns once the finger is up.
    public mutating func swipeRow(_ row: Int, revealing edge: SwipeEdge, by distance: Double, duration: SimDuration,
                                  in controller: String? = nil) throws {
        try perform(.swipeRow(row, revealing: edge, .distance(distance, duration: duration), in: controller))
    }

    /// Queues a row swipe's touches without running the clock; returns when the finger lifts.
    public mutating func scheduleSwipeRow(_ row: Int, revealing edge: SwipeEdge, by distance: Double, duration: SimDuration,
                                          in controller: String? = nil) throws -> SimInstant {
        let name = controller ?? frontContentController
        guard swipeActions(of: name) != nil else {
            throw SimulationError.invalidValue(what: "'\(name)'", reason: "has no table view with swipe actions; set them up first")
        }
        guard isOnScreen(name) else { throw SimulationError.invalidValue(what: "'\(name)'", reason: "is not on screen; a finger cannot reach it") }
        guard row >= 0 else { throw SimulationError.invalidValue(what: "row \(row)", reason: "must be 0 or more") }
        guard distance.isFinite, distance > 0, duration.nanoseconds > 0 else {
            throw SimulationError.invalidValue(what: "a row swipe", reason: "needs a finite distance above zero and a duration above zero")
        }
        let width = viewLayout(of: name)?.size.width ?? environment.containerSize.width
        let samples = try steadySamples(from: .zero, dx: distance, dy: 0, duration: duration)
        let begin = now
        guard begin.adding(duration) != nil else { throw SimulationError.pastClockLimit(what: "the swipe") }
        func scheduled(_ event: SwipeActionsEvent) -> Event { .scheduled(.event(event, to: name, as: SwipeActionsMachine.self)) }
        queue.schedule(scheduled(.began(row: row, edge: edge, rowWidth: width)), at: begin)
        for sample in samples.dropFirst().dropLast() {
            queue.schedule(scheduled(.moved(translation: min(sample.point.x, width))), at: begin + sample.after)
        }
        let last = samples[samples.count - 1]
        queue.schedule(scheduled(.ended(translation: min(last.point.x, width))), at: begin + last.after)
        return begin + last.after
    }

    /// Taps a swipe action that shows in `controller`'s table view: its handler runs and the row closes.
    public mutating func tapSwipeAction(_ title: String, in controller: String? = nil) throws {
        let name = controller ?? frontContentController
        guard swipeActions(of: name) != nil else {
            throw SimulationError.invalidValue(what: "'\(name)'", reason: "has no table view with swipe actions")
        }
        send(.actionTapped(title), toTable: name)
    }

    /// Taps a row of `controller`'s table view: shown swipe actions close.
    public mutating func tapRow(_ row: Int, in controller: String? = nil) throws {
        let name = controller ?? frontContentController
        guard swipeActions(of: name) != nil else {
            throw SimulationError.invalidValue(what: "'\(name)'", reason: "has no table view with swipe actions")
        }
        send(.rowTapped(row), toTable: name)
    }

    mutating func send(_ event: SwipeActionsEvent, toTable name: String) {
        send(event, to: name, as: SwipeActionsMachine.self)
    }
}
