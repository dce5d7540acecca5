/// Which side of a row a swipe reveals (layout rules 53). Left to right: the trailing actions
/// show when the finger moves toward the leading (left) edge.
public enum SwipeEdge: String, Hashable, Sendable, CaseIterable {
    case leading
    case trailing
}

/// The swipe actions a table view's delegate returns for one side of its rows
/// (`UISwipeActionsConfiguration`, layout rules 53).
public struct SwipeActionsConfiguration: Hashable, Sendable {
    /// The actions' titles; the first is the outermost, the one a full swipe performs.
    public var actions: [String]
    /// `performsFirstActionWithFullSwipe`; true by default.
    public var performsFirstActionWithFullSwipe: Bool

    public init(actions: [String], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

/// What can happen to a table view's swipe actions.
public enum SwipeActionsEvent: Sendable {
    /// A finger starts moving a row sideways.
    case began(row: Int, edge: SwipeEdge, rowWidth: Double)
    /// It has moved the row `translation` points (toward revealing the actions).
    case moved(translation: Double)
    /// It lifts there.
    case ended(translation: Double)
    /// A tap on one of the shown actions.
    case actionTapped(String)
    /// A tap on a row (or anywhere in the table) while actions show: they close.
    case rowTapped(Int)
    /// The row finished opening or closing.
    case animationCompleted(token: Int)
}

/// The swipe-actions state of one table view (`UITableView`'s swipe handling, layout rules 51–53):
/// which row shows which side's actions, and the delegate calls in UIKit's order.
///
/// Order (documented for the full swipe and the first action, layout rules 53; the interleaving is GUESS):
/// as the swipe begins, `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (or the leading
/// one), then `tableView(_:willBeginEditingRowAt:)` if it returned actions. At the lift: past
/// ``UIKitMetrics/fullSwipeFraction`` of the row's width with `performsFirstActionWithFullSwipe`,
/// the first action's handler runs and the row closes; past half the actions' width the row stays
/// open; otherwise it closes. A tap on a shown action runs its handler and closes the row; a tap on
/// a row closes it. `tableView(_:didEndEditingRowAt:)` comes when the row has closed.
public struct SwipeActionsMachine: Sendable {
    public enum State: Hashable, Sendable {
        case idle
        /// A finger moves `row` to reveal `edge`'s actions; `active` is false when the delegate
        /// returned none (the row does not move).
        case swiping(row: Int, edge: SwipeEdge, translation: Double, rowWidth: Double, active: Bool)
        /// The actions of `edge` show beside `row`.
        case open(row: Int, edge: SwipeEdge)
        /// `row` slides back; `token` completes it.
        case closing(row: Int, token: Int)
    }

    /// The controller whose content the table view is (and its delegate).
    public let controller: String
    public internal(set) var leading: SwipeActionsConfiguration?
    public internal(set) var trailing: SwipeActionsConfiguration?
    public internal(set) var state: State = .idle
    let metricsBox: Box<UIKitMetrics>
    var nextToken = 0

    public init(controller: String, metrics: UIKitMetrics = .uikit) {
        self.controller = controller
        self.metricsBox = Box(metrics)
    }

    var metrics: UIKitMetrics { metricsBox.value }
    var receiver: Receiver { .viewController(controller) }
    var duration: SimDuration { metrics.span(\.swipeActionsAnimationDuration) }

    /// The configuration of one side.
    public func configuration(_ edge: SwipeEdge) -> SwipeActionsConfiguration? {
        edge == .leading ? leading : trailing
    }

    mutating func configure(_ edge: SwipeEdge, _ configuration: SwipeActionsConfiguration?) {
        if edge == .leading { leading = configuration } else { trailing = configuration }
    }

    /// Feeds one event in and returns what UIKit would do, in order.
    public mutating func handle(_ event: SwipeActionsEvent, at now: SimInstant = .zero) -> [MachineAction<Never>] {
        switch event {
        case .began(let row, let edge, let rowWidth): return began(row: row, edge: edge, rowWidth: rowWidth)
        case .moved(let translation):
            guard case .swiping(let row, let edge, _, let width, let active) = state else { return [] }
            state = .swiping(row: row, edge: edge, translation: max(0, translation), rowWidth: width, active: active)
            return []
        case .ended(let translation): return ended(translation: max(0, translation))
        case .actionTapped(let title):
            guard case .open(let row, let edge) = state, let actions = configuration(edge)?.actions, actions.contains(title) else {
                return [.callback(.simulator, .warning("no swipe action '\(title)' is showing in \(controller); the tap had no effect"))]
            }
            return [.callback(receiver, .contextualActionHandler(title: title, row: row))] + close(row)
        case .rowTapped:
            guard case .open(let row, _) = state else { return [] }
            return close(row)
        case .animationCompleted(let token):
            guard case .closing(let row, let expected) = state, expected == token else { return [] }
            state = .idle
            return [.callback(receiver, .tableViewDidEndEditingRowAt(row: row))]
        }
    }

    mutating func began(row: Int, edge: SwipeEdge, rowWidth: Double) -> [MachineAction<Never>] {
        var actions: [MachineAction<Never>] = []
        switch state {
        case .open(let open, _):
            // A swipe on a row while another shows its actions closes those first.
            state = .idle
            actions.append(.callback(receiver, .tableViewDidEndEditingRowAt(row: open)))
        case .closing(let closing, _):
            state = .idle
            actions.append(.callback(receiver, .tableViewDidEndEditingRowAt(row: closing)))
        case .swiping:
            return []
        case .idle:
            break
        }
        actions.append(.callback(receiver, edge == .leading
            ? .tableViewLeadingSwipeActionsConfigurationForRowAt(row: row)
            : .tableViewTrailingSwipeActionsConfigurationForRowAt(row: row)))
        let active = !(configuration(edge)?.actions.isEmpty ?? true)
        if active { actions.append(.callback(receiver, .tableViewWillBeginEditingRowAt(row: row))) }
        state = .swiping(row: row, edge: edge, translation: 0, rowWidth: rowWidth, active: active)
        return actions
    }

    mutating func ended(translation: Double) -> [MachineAction<Never>] {
        guard case .swiping(let row, let edge, _, let rowWidth, let active) = state else { return [] }
        guard active, let configuration = configuration(edge), let first = configuration.actions.first else {
            state = .idle
            return []
        }
        if configuration.performsFirstActionWithFullSwipe, translation >= metrics.fullSwipeFraction * rowWidth {
            return [.callback(receiver, .contextualActionHandler(title: first, row: row))] + close(row)
        }
        if translation >= metrics.swipeActionWidth * Double(configuration.actions.count) / 2 {
            state = .open(row: row, edge: edge)
            return []
        }
        return close(row)
    }

    mutating func close(_ row: Int) -> [MachineAction<Never>] {
        nextToken += 1
        state = .closing(row: row, token: nextToken)
        return [.completeAnimation(token: nextToken, after: duration)]
    }

    /// The row whose actions show now, and which side.
    public var openRow: (row: Int, edge: SwipeEdge)? {
        if case .open(let row, let edge) = state { return (row, edge) }
        return nil
    }
}
