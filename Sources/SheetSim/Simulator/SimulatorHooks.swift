/// Where the user's own code runs inside a simulation.
///
/// `onCallback` sees every log entry the moment UIKit would make the call, in order, so app logic
/// (say, analytics that must fire once per presentation) runs inside the simulated sequence.
/// `shouldDismiss` answers `presentationControllerShouldDismiss(_:)` at the moment UIKit asks;
/// when it is nil the sheet configuration's ``SheetConfiguration/shouldDismiss`` answers.
public struct SimulatorHooks {
    /// Called for every entry as it is logged.
    public var onCallback: ((LogEntry) -> Void)?
    /// Called for every entry as it is logged, with the simulator as it is at that moment (a copy
    /// to read: state, log, tree). What it returns is the app's own code calling UIKit from inside
    /// the callback — a dismiss from `presentationControllerDidAttemptToDismiss`, a detent change
    /// from `viewDidAppear` — and runs at once, at that instant, before anything else the
    /// simulator was about to do, as it would inside the UIKit method. Runs after ``onCallback``.
    public var onCallbackWithSimulator: ((LogEntry, Simulator) -> [AppWork])?
    /// Called when UIKit asks a delegate a question, with the question as it will be logged and the
    /// simulator as it is at that moment (a copy to read). The question's `returned` argument holds
    /// the answer that stands: an answer hook's below, else the configured one. Return the same
    /// callback with another answer to answer otherwise, or nil to leave it; a reply that changes
    /// anything but the answer is ignored (``Callback/isAnswer(to:)``). Runs after the answer hooks.
    public var onQuestion: ((LogEntry, Simulator) -> Callback?)?
    /// Called with the presented controller's name when UIKit asks whether it may dismiss.
    public var shouldDismiss: ((String) -> Bool)?
    /// Called with the tab bar controller's name and the tab's controller when the user taps a tab
    /// (`tabBarController(_:shouldSelect:)`, or `tabBarController(_:shouldSelectTab:)` with the tab's
    /// identifier for a controller built from `UITab`s); nil leaves the configured answer.
    public var shouldSelectTab: ((String, String) -> Bool)?
    /// Called with the presented controller's name and the traits to come when UIKit asks
    /// `adaptivePresentationStyle(for:traitCollection:)` (only when the configuration says the
    /// delegate implements it); nil leaves the configured answer.
    public var adaptivePresentationStyle: ((String, TraitCollection) -> ModalPresentationStyle)?
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`: the split view
    /// controller's name and the proposed column; nil leaves the configured answer.
    public var splitViewTopColumnForCollapsing: ((String, SplitViewColumn) -> SplitViewColumn)?
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
    public var splitViewDisplayModeForExpanding: ((String, SplitDisplayMode) -> SplitDisplayMode)?
    /// Classic `splitViewController(_:collapseSecondary:onto:)`: the split view controller, the
    /// secondary and the primary; true discards the secondary.
    public var splitViewCollapseSecondary: ((String, String, String) -> Bool)?
    /// `splitViewController(_:showDetail:sender:)`: true means the app handled it.
    public var splitViewShowDetail: ((String, String) -> Bool)?
    /// `splitViewController(_:show:sender:)`.
    public var splitViewShow: ((String, String) -> Bool)?

    public init(onCallback: ((LogEntry) -> Void)? = nil, shouldDismiss: ((String) -> Bool)? = nil,
                shouldSelectTab: ((String, String) -> Bool)? = nil) {
        self.onCallback = onCallback
        self.shouldDismiss = shouldDismiss
        self.shouldSelectTab = shouldSelectTab
    }
}

/// Work the app's code asks for from inside a callback: a change to make on the simulator, run
/// synchronously where the callback was made.
public struct AppWork {
    let body: (inout Simulator) -> Void
    /// What the work is, for a run stopped at its ``RunLimits`` to name the app code that kept it
    /// busy: `dismiss(animated: true) at MyTests.swift:12:9`.
    public let label: String?

    public init(_ body: @escaping (inout Simulator) -> Void) {
        self.body = body
        self.label = nil
    }

    /// Work that says what it is.
    ///
    /// - Parameters:
    ///   - label: what the work does and where the app asked for it, e.g. `dismiss(animated: true)
    ///     at MyTests.swift:12:9`.
    ///   - body: the change to make.
    public init(_ label: String, _ body: @escaping (inout Simulator) -> Void) {
        self.body = body
        self.label = label
    }
}

extension SimulatorHooks {
    /// The hook written for `question`'s method, if the app set one, applied: the question with the
    /// hook's answer, or nil when no such hook is set. The one place the typed hooks above meet
    /// the questions they answer; ``onQuestion`` answers any question after them.
    func answer(to question: Callback, from receiver: Receiver) -> Callback? {
        let name = receiver.controller
        switch question {
        case .presentationControllerShouldDismiss:
            return shouldDismiss.map { .presentationControllerShouldDismiss(answer: $0(name)) }
        case .adaptivePresentationStyle(let traits, _):
            return adaptivePresentationStyle.map { .adaptivePresentationStyle(traitCollection: traits, answer: $0(name, traits)) }
        case .tabBarControllerShouldSelect(let controller, _):
            return shouldSelectTab.map { .tabBarControllerShouldSelect(controller, answer: $0(name, controller)) }
        case .tabBarControllerShouldSelectTab(let tab, _):
            return shouldSelectTab.map { .tabBarControllerShouldSelectTab(tab, answer: $0(name, tab)) }
        case .splitViewControllerTopColumnForCollapsing(let proposed, _):
            return splitViewTopColumnForCollapsing.map { .splitViewControllerTopColumnForCollapsing(proposed: proposed, answer: $0(name, proposed)) }
        case .splitViewControllerDisplayModeForExpanding(let proposed, _):
            return splitViewDisplayModeForExpanding.map { .splitViewControllerDisplayModeForExpanding(proposed: proposed, answer: $0(name, proposed)) }
        case .splitViewControllerCollapseSecondary(let secondary, let primary, _):
            return splitViewCollapseSecondary.map { .splitViewControllerCollapseSecondary(secondary, onto: primary, answer: $0(name, secondary, primary)) }
        case .splitViewControllerShowDetail(let controller, _):
            return splitViewShowDetail.map { .splitViewControllerShowDetail(controller, answer: $0(name, controller)) }
        case .splitViewControllerShow(let controller, _):
            return splitViewShow.map { .splitViewControllerShow(controller, answer: $0(name, controller)) }
        default:
            return nil
        }
    }
}
