/// The state machine of one presented controller shown as a popover, and its
/// `UIPopoverPresentationController`.
///
/// A value: events in through ``handle(_:at:)``, what UIKit would do out as ``PopoverAction``s.
/// The engine tells it where its source is (``PopoverAnchor``), so it stays a pure function of its
/// inputs. The rules are <doc:SheetRules> 8; each method cites the section it implements.
public struct PopoverMachine: Sendable {
    /// The presented controller's name in the log.
    public let name: String
    /// The presented controller's configuration: its `preferredContentSize`, its delegate's
    /// answers and its popover settings (``SheetConfiguration/popover``).
    public internal(set) var configuration: SheetConfiguration
    /// The controller that presented it.
    public let presenterName: String
    /// Where it is in its life.
    public internal(set) var state: PopoverState = .notPresented
    /// The numbers and choices it places itself and times its transitions with.
    let figures: PopoverFigures
    /// Whether the engine wants its transitions' moments (someone may have registered on a
    /// transition coordinator).
    var reportsTransitionMoments = false
    /// Whether it presents another controller: no tap outside reaches it then.
    public internal(set) var presentsChild = false
    /// The anchor it was last told of, kept for a change of its settings in code.
    var anchor: PopoverAnchor?
    /// The last animation token handed out.
    var nextToken = 0
    /// The traits the popover was last told it takes on.
    public internal(set) var traits: TraitCollection?
    /// The delegate's last answer to `adaptivePresentationStyle(for:traitCollection:)`, as UIKit
    /// takes it (validated); nil while it has not answered.
    public internal(set) var adaptiveAnswer: ModalPresentationStyle?

    public init(name: String, configuration: SheetConfiguration, presenterName: String = "presenter",
                metrics: UIKitMetrics = .uikit, options: BehaviorOptions = .reference, os: OSProfile = .default) {
        self.name = name
        self.configuration = configuration
        self.presenterName = presenterName
        self.figures = PopoverFigures(metrics: metrics, options: options, os: os)
    }

    // MARK: Reading it

    /// The popover's settings (UIKit's defaults when the configuration has none).
    public var settings: PopoverSettings { configuration.popover ?? PopoverSettings() }

    /// `arrowDirection`: the placed arrow's while on screen, `unknown` before and after (DOC).
    public var arrowDirection: PopoverArrowDirection { state.placement?.direction ?? .unknown }

    /// Whether a transition runs: UIKit refuses to present over it or dismiss it then.
    public var isInTransition: Bool {
        switch state {
        case .presenting, .dismissing: return true
        case .notPresented, .presented, .dismissed: return false
        }
    }

    /// Whether its view is in the window.
    public var isOnScreen: Bool { state.placement != nil }

    // MARK: Receivers

    var delegate: Receiver { .delegate(of: name) }

    // MARK: Entry point

    /// Feeds one event in at virtual time `now` and returns what UIKit would do, in order.
    public mutating func handle(_ event: PopoverEvent, at now: SimInstant) -> [PopoverAction] {
        switch event {
        case .present(let animated, let anchor): return present(animated: animated, anchor: anchor)
        case .dismiss(let animated): return dismissInCode(animated: animated)
        case .tappedOutside(let point, let passthrough): return tappedOutside(at: point, passthrough: passthrough)
        case .shouldDismissAnswered(let allowed):
            guard allowed, case .presented = state else { return [] }
            return beginDismissal(animated: true, userInitiated: true)
        case .environmentChanged(let anchor): return environmentChanged(anchor: anchor)
        case .traitsWillChange(let traits):
            self.traits = traits
            guard configuration.hasDelegate, let answer = configuration.adaptivePresentationStyle else { return [] }
            return [.askUnlogged(delegate, .adaptivePresentationStyle(traitCollection: traits, answer: answer))]
        case .adaptivePresentationStyleAnswered(let answer, let traits): return adaptivePresentationStyleAnswered(answer, traits: traits)
        case .configurationChanged(let configuration, let anchor):
            self.configuration = configuration
            return place(at: anchor)
        case .childChanged(let presentsChild):
            self.presentsChild = presentsChild
            return []
        case .transitionsObserved:
            reportsTransitionMoments = true
            return []
        case .adaptiveAnswerChanged(let answer):
            configuration.adaptivePresentationStyle = answer
            // A delegate that no longer answers leaves the adaptation to UIKit.
            if answer == nil { adaptiveAnswer = nil }
            return []
        case .animationCompleted(let token): return animationCompleted(token: token)
        }
    }



    /// The style the popover shows with in the traits it was last told of.
    public var form: ModalPresentationStyle {
        traits.map { PopoverAdaptation.form(traits: $0, answer: adaptiveAnswer) } ?? .popover
    }

    /// Where the popover stands at `anchor` with its content size and settings.
    func placement(at anchor: PopoverAnchor) -> PopoverPlacement {
        PopoverPlacement.resolve(anchor: anchor.rect, contentSize: configuration.preferredContentSize ?? .zero,
                                 permitted: settings.permittedArrowDirections, bounds: anchor.bounds,
                                 arrowLength: figures.arrowLength, margin: figures.screenMargin, preference: figures.preference)
    }
}

/// What a popover reads of the metrics, options and OS profile: a few numbers, not the whole
/// metrics value, so the machine stays small.
struct PopoverFigures: Sendable, Hashable {
    var arrowLength: Double
    var screenMargin: Double
    var transitionDuration: SimDuration
    var preference: BehaviorOptions.PopoverArrowPreference
    var adaptation: BehaviorOptions.PopoverAdaptation
    var reposition: BehaviorOptions.PopoverReposition
    var didDismissOrder: BehaviorOptions.DidDismissOrder
    var callsViewIsAppearing: Bool

    init(metrics: UIKitMetrics, options: BehaviorOptions, os: OSProfile) {
        arrowLength = metrics.popoverArrowLength
        screenMargin = metrics.popoverScreenMargin
        transitionDuration = metrics.span(\.popoverTransitionDuration)
        preference = options.popoverArrowPreference
        adaptation = options.popoverAdaptation
        reposition = options.popoverReposition
        didDismissOrder = options.didDismissOrder
        callsViewIsAppearing = options.callsViewIsAppearing(on: os)
    }
}
