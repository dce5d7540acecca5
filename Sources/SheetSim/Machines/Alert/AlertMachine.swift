/// The state machine of one presented `UIAlertController`, alert or action sheet.
///
/// A value: events in through ``handle(_:at:)``, what UIKit would do out as actions. The engine
/// tells it its device, window and source (``AlertSurroundings``) when it is presented, so it stays
/// a pure function of its inputs. The rules are <doc:SheetRules> 11; each method cites the
/// section it implements.
public struct AlertMachine: Sendable {
    /// The alert controller's name in the log.
    public let name: String
    /// Its preferred style and actions.
    public let settings: AlertSettings
    /// The controller that presented it.
    public let presenterName: String
    /// Where it is in its life.
    public internal(set) var state: AlertState = .notPresented
    let figures: AlertFigures
    /// Whether the engine wants its transitions' moments.
    var reportsTransitionMoments = false
    /// Whether it presents another controller: no tap reaches it then.
    public internal(set) var presentsChild = false
    /// The last animation token handed out.
    var nextToken = 0
    /// The controller `present(_:animated:)` was called on, which UIKit's exception names.
    var calledOn: String?
    /// The presented controller's configuration: its popover settings are an action sheet's source.
    public internal(set) var configuration = SheetConfiguration()

    public init(name: String, settings: AlertSettings, presenterName: String = "presenter",
                metrics: UIKitMetrics = .uikit, options: BehaviorOptions = .reference, os: OSProfile = .default) {
        self.name = name
        self.settings = settings
        self.presenterName = presenterName
        self.figures = AlertFigures(metrics: metrics, options: options, os: os)
    }

    // MARK: Reading it

    /// Whether a transition runs: UIKit refuses to present over it or dismiss it then.
    public var isInTransition: Bool {
        switch state {
        case .presenting, .dismissing: return true
        case .notPresented, .presented, .dismissed: return false
        }
    }

    /// Whether its view is in the window.
    public var isOnScreen: Bool { state.layout != nil }


    // MARK: Entry point

    /// Feeds one event in at virtual time `now` and returns what UIKit would do, in order.
    public mutating func handle(_ event: AlertEvent, at now: SimInstant) -> [AlertMachineAction] {
        switch event {
        case .present(let animated, let surroundings): return present(animated: animated, in: surroundings)
        case .dismiss(let animated): return dismissInCode(animated: animated)
        case .environmentChanged(let surroundings):
            place(in: surroundings)
            return []
        case .actionTapped(let title): return actionTapped(title)
        case .tappedOutside: return tappedOutside()
        case .childChanged(let presentsChild):
            self.presentsChild = presentsChild
            return []
        case .transitionsObserved:
            reportsTransitionMoments = true
            return []
        case .animationCompleted(let token): return animationCompleted(token: token)
        }
    }



    /// What UIKit raises for an iPad action sheet with no source, as apps have reported it
    /// (<doc:SheetRules> 11.2; OBS, several open-source projects' reports quote it).
    static func missingAnchorMessage(_ name: String, presenter: String) -> String {
        "NSGenericException: Your application has presented a UIAlertController (<UIAlertController: \(name)>) of style UIAlertControllerStyleActionSheet from \(presenter). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }
}
