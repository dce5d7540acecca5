import SheetSim

/// The user's own code, called at each callback UIKit would make, under UIKit's method names.
///
/// Implement only the methods your logic needs; the rest do nothing. Install it with
/// `SheetTester(observer:)` or `simulator.hooks = SimulatorHooks(observer:)`. Each method runs
/// the moment UIKit would call it, in the simulated order, so logic like "log one analytics
/// event per presentation" meets the real sequence, including `viewDidAppear` firing again
/// after a cancelled swipe-to-dismiss.
///
/// `controller` is the view controller's name in the log (`sheet`, `presenter`, or a name given
/// to `present`). Presentation-controller and delegate methods name the presented controller
/// they belong to, as `sheet.presentationController` and `sheet.delegate` do in the log.
///
/// - Note: A class protocol, because the simulator keeps the observer and calls it later; state
///   the observer records is read back from the same instance.
public protocol SheetObserver: AnyObject {
    // MARK: UIViewController

    func viewWillAppear(controller: String, animated: Bool)
    func viewIsAppearing(controller: String, animated: Bool)
    func viewDidAppear(controller: String, animated: Bool)
    func viewWillDisappear(controller: String, animated: Bool)
    func viewDidDisappear(controller: String, animated: Bool)
    func willTransition(controller: String, to traits: TraitCollection)
    func viewWillTransition(controller: String, to size: Size)
    func traitCollectionDidChange(controller: String)

    // MARK: UIPresentationController

    func presentationTransitionWillBegin(controller: String)
    func presentationTransitionDidEnd(controller: String, completed: Bool)
    func dismissalTransitionWillBegin(controller: String)
    func dismissalTransitionDidEnd(controller: String, completed: Bool)

    // MARK: UIAdaptivePresentationControllerDelegate and UISheetPresentationControllerDelegate

    /// Asked when the user swipes or taps to dismiss, at the moment UIKit asks; the answer
    /// decides whether the sheet dismisses (`false`: it springs back and
    /// `presentationControllerDidAttemptToDismiss` follows).
    ///
    /// The default answers `true`, as UIKit does for a delegate that does not implement it.
    /// An installed observer is the delegate: its answer replaces
    /// ``SheetConfiguration/shouldDismiss``.
    func presentationControllerShouldDismiss(_ controller: String) -> Bool
    func presentationControllerWillDismiss(_ controller: String)
    func presentationControllerDidDismiss(_ controller: String)
    func presentationControllerDidAttemptToDismiss(_ controller: String)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: String, selectedDetentIdentifier: DetentIdentifier?)

    // MARK: UISplitViewControllerDelegate (`split` is the split view controller's name)

    func splitViewController(_ split: String, willChangeTo displayMode: SplitDisplayMode)
    func splitViewController(_ split: String, willShow column: SplitViewColumn)
    func splitViewController(_ split: String, willHide column: SplitViewColumn)
    func splitViewControllerDidCollapse(_ split: String)
    func splitViewControllerDidExpand(_ split: String)
    /// Asked when a column-style split view controller collapses; the default returns the
    /// proposed column, as UIKit does without the method. An installed observer is the delegate:
    /// its answer replaces ``SplitViewConfiguration/topColumnForCollapsing``.
    func splitViewController(_ split: String, topColumnForCollapsingToProposedTopColumn proposed: SplitViewColumn) -> SplitViewColumn
    /// Asked when a classic split view controller collapses; true discards the secondary. The
    /// default returns false (UIKit's behaviour without the method) and replaces
    /// ``SplitViewConfiguration/collapseSecondary``.
    func splitViewController(_ split: String, collapseSecondary secondary: String, onto primary: String) -> Bool

    // MARK: Everything

    /// Every log entry, after the specific method above (if any) ran: taps that reach the
    /// presenter, SheetSim's warnings, and the logged answer of `presentationControllerShouldDismiss`.
    func simulatorDidLog(_ entry: LogEntry)
}

extension SheetObserver {
    public func viewWillAppear(controller: String, animated: Bool) {}
    public func viewIsAppearing(controller: String, animated: Bool) {}
    public func viewDidAppear(controller: String, animated: Bool) {}
    public func viewWillDisappear(controller: String, animated: Bool) {}
    public func viewDidDisappear(controller: String, animated: Bool) {}
    public func willTransition(controller: String, to traits: TraitCollection) {}
    public func viewWillTransition(controller: String, to size: Size) {}
    public func traitCollectionDidChange(controller: String) {}
    public func presentationTransitionWillBegin(controller: String) {}
    public func presentationTransitionDidEnd(controller: String, completed: Bool) {}
    public func dismissalTransitionWillBegin(controller: String) {}
    public func dismissalTransitionDidEnd(controller: String, completed: Bool) {}
    public func presentationControllerShouldDismiss(_ controller: String) -> Bool { true }
    public func presentationControllerWillDismiss(_ controller: String) {}
    public func presentationControllerDidDismiss(_ controller: String) {}
    public func presentationControllerDidAttemptToDismiss(_ controller: String) {}
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: String, selectedDetentIdentifier: DetentIdentifier?) {}
    public func splitViewController(_ split: String, willChangeTo displayMode: SplitDisplayMode) {}
    public func splitViewController(_ split: String, willShow column: SplitViewColumn) {}
    public func splitViewController(_ split: String, willHide column: SplitViewColumn) {}
    public func splitViewControllerDidCollapse(_ split: String) {}
    public func splitViewControllerDidExpand(_ split: String) {}
    public func splitViewController(_ split: String, topColumnForCollapsingToProposedTopColumn proposed: SplitViewColumn) -> SplitViewColumn {
        proposed
    }
    public func splitViewController(_ split: String, collapseSecondary secondary: String, onto primary: String) -> Bool { false }
    public func simulatorDidLog(_ entry: LogEntry) {}
}

extension SimulatorHooks {
    /// Hooks that call `observer`'s methods: ``SheetObserver`` onto the core's two closures.
    public init(observer: some SheetObserver) {
        self.init(
            onCallback: { entry in dispatch(entry, to: observer) },
            shouldDismiss: { name in observer.presentationControllerShouldDismiss(name) }
        )
        splitViewTopColumnForCollapsing = { split, proposed in
            observer.splitViewController(split, topColumnForCollapsingToProposedTopColumn: proposed)
        }
        splitViewCollapseSecondary = { split, secondary, primary in
            observer.splitViewController(split, collapseSecondary: secondary, onto: primary)
        }
    }
}

/// Calls the observer method named by the entry. The logged answers to
/// `presentationControllerShouldDismiss` and the split view delegate's questions are not asked
/// again: the questions went through ``SimulatorHooks`` when UIKit asked them.
func dispatch(_ entry: LogEntry, to observer: some SheetObserver) {
    let name = entry.receiver.controller
    switch (entry.receiver.kind, entry.callback) {
    case (.viewController, .viewWillAppear(let animated)): observer.viewWillAppear(controller: name, animated: animated)
    case (.viewController, .viewIsAppearing(let animated)): observer.viewIsAppearing(controller: name, animated: animated)
    case (.viewController, .viewDidAppear(let animated)): observer.viewDidAppear(controller: name, animated: animated)
    case (.viewController, .viewWillDisappear(let animated)):
        observer.viewWillDisappear(controller: name, animated: animated)
    case (.viewController, .viewDidDisappear(let animated)):
        observer.viewDidDisappear(controller: name, animated: animated)
    case (.viewController, .willTransition(let traits)): observer.willTransition(controller: name, to: traits)
    case (.viewController, .viewWillTransition(let size)): observer.viewWillTransition(controller: name, to: size)
    case (.viewController, .traitCollectionDidChange): observer.traitCollectionDidChange(controller: name)
    case (.presentationController, .presentationTransitionWillBegin):
        observer.presentationTransitionWillBegin(controller: name)
    case (.presentationController, .presentationTransitionDidEnd(let completed)):
        observer.presentationTransitionDidEnd(controller: name, completed: completed)
    case (.presentationController, .dismissalTransitionWillBegin):
        observer.dismissalTransitionWillBegin(controller: name)
    case (.presentationController, .dismissalTransitionDidEnd(let completed)):
        observer.dismissalTransitionDidEnd(controller: name, completed: completed)
    case (.delegate, .presentationControllerWillDismiss): observer.presentationControllerWillDismiss(name)
    case (.delegate, .presentationControllerDidDismiss): observer.presentationControllerDidDismiss(name)
    case (.delegate, .presentationControllerDidAttemptToDismiss):
        observer.presentationControllerDidAttemptToDismiss(name)
    case (.delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let identifier)):
        observer.sheetPresentationControllerDidChangeSelectedDetentIdentifier(name, selectedDetentIdentifier: identifier)
    case (.delegate, .splitViewControllerWillChangeTo(let mode)): observer.splitViewController(name, willChangeTo: mode)
    case (.delegate, .splitViewControllerWillShow(let column)): observer.splitViewController(name, willShow: column)
    case (.delegate, .splitViewControllerWillHide(let column)): observer.splitViewController(name, willHide: column)
    case (.delegate, .splitViewControllerDidCollapse): observer.splitViewControllerDidCollapse(name)
    case (.delegate, .splitViewControllerDidExpand): observer.splitViewControllerDidExpand(name)
    default:
        break
    }
    observer.simulatorDidLog(entry)
}
