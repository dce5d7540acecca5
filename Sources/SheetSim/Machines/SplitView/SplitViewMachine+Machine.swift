extension SplitViewMachine: Machine {
    public static var kindName: String { "UISplitViewController" }
    public static var noun: String { "split view controller" }
    public static var table: KeyPath<MachineStore, MachineTable<SplitViewMachine>> { \.splitViewControllers }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<SplitViewMachine>) -> R) -> R { body(&store.splitViewControllers) }
    public static var role: MachineRole { .container }
    public static func animationCompleted(token: Int) -> SplitViewEvent { .animationCompleted(token: token) }
    public var transitionChildren: [String] { visibleChildren }

    /// It reads its columns' navigation stacks and transitions, the kinds and parents of the
    /// controllers its rules meet, the root, what is presented and the size of its layer.
    public static func context(of name: String, in simulator: Simulator) -> SplitViewContext {
        SplitViewContext(simulator, split: name)
    }

    /// The event that brings each of the delegate's answers back; the token of
    /// `targetDisplayModeForAction(in:)` says which user action asked.
    public static func answered(_ question: Callback, token: Int) -> SplitViewEvent {
        switch question {
        case .splitViewControllerTopColumnForCollapsing(_, let answer): return .topColumnAnswered(answer)
        case .splitViewControllerDisplayModeForExpanding(_, let answer): return .displayModeForExpandingAnswered(answer)
        case .targetDisplayModeForAction(let answer): return .targetDisplayModeAnswered(answer, action: SplitUserAction(token: token))
        case .primaryViewControllerForCollapsing(let answer): return .primaryForCollapsingAnswered(answer)
        case .splitViewControllerCollapseSecondary(_, _, let answer): return .collapseSecondaryAnswered(answer)
        case .primaryViewControllerForExpanding(let answer): return .primaryForExpandingAnswered(answer)
        case .splitViewControllerSeparateSecondaryFrom(_, let answer): return .separateSecondaryFromAnswered(answer)
        case .splitViewControllerShowDetail(let controller, let answer): return .showDetailAnswered(controller, handled: answer)
        case .splitViewControllerShow(let controller, let answer): return .showAnswered(controller, handled: answer)
        default: preconditionFailure("a split view controller never asks \(question.callbackName)")
        }
    }

    /// The calls that put a controller in a column, and the delegate's answers to them, change no
    /// children themselves: what they change is done by the events they send (the column's own
    /// change, `show(.secondary)`, a push), each told as it happens.
    public static func leavesChildChangesToOthers(_ event: SplitViewEvent) -> Bool {
        switch event {
        case .showDetail, .show, .setViewController, .showDetailAnswered, .showAnswered: return true
        default: return false
        }
    }

    public static func recordTimeline(of name: String, in simulator: inout Simulator) { simulator.recordSplitView(name) }
    /// A classic split view controller gives its primary column's controller a compact horizontal
    /// size class whatever the window's (split view rules 4.1).
    public var horizontallyCompactChildren: [String] {
        guard !style.isColumnStyle, let primary = columns[.primary]?.child else { return [] }
        return [primary]
    }
}
