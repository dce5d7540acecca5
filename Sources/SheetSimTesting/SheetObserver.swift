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

    // MARK: UIViewController layout (layout rules 8)

    func viewSafeAreaInsetsDidChange(controller: String)
    func viewLayoutMarginsDidChange(controller: String)
    func viewWillLayoutSubviews(controller: String)
    func viewDidLayoutSubviews(controller: String)
    /// `scrollViewDidChangeAdjustedContentInset(_:)` of the scroll view that is `controller`'s content.
    func scrollViewDidChangeAdjustedContentInset(controller: String)

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
    public func viewSafeAreaInsetsDidChange(controller: String) {}
    public func viewLayoutMarginsDidChange(controller: String) {}
    public func viewWillLayoutSubviews(controller: String) {}
    public func viewDidLayoutSubviews(controller: String) {}
    public func scrollViewDidChangeAdjustedContentInset(controller: String) {}
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
    public func simulatorDidLog(_ entry: LogEntry) {}
}

extension SimulatorHooks {
    /// Hooks that call `observer`'s methods: ``SheetObserver`` onto the core's two closures.
    public init(observer: some SheetObserver) {
        self.init(
            onCallback: { entry in dispatch(entry, to: observer) },
            shouldDismiss: { name in observer.presentationControllerShouldDismiss(name) }
        )
    }
}

/// Calls the observer method named by the entry. The logged answer to
/// `presentationControllerShouldDismiss` is not asked again: the question went through
/// ``SimulatorHooks/shouldDismiss`` when UIKit asked it.
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
    case (.viewController, .viewSafeAreaInsetsDidChange): observer.viewSafeAreaInsetsDidChange(controller: name)
    case (.viewController, .viewLayoutMarginsDidChange): observer.viewLayoutMarginsDidChange(controller: name)
    case (.viewController, .viewWillLayoutSubviews): observer.viewWillLayoutSubviews(controller: name)
    case (.viewController, .viewDidLayoutSubviews): observer.viewDidLayoutSubviews(controller: name)
    case (.viewController, .scrollViewDidChangeAdjustedContentInset):
        observer.scrollViewDidChangeAdjustedContentInset(controller: name)
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
    default:
        break
    }
    observer.simulatorDidLog(entry)
}
