/// The state machine of one controller presented with the `currentContext` or
/// `overCurrentContext` style: it covers the controller that defines the presentation context
/// (``contextName``), not the screen.
///
/// A value: events in through ``handle(_:at:)``, what UIKit would do out as
/// ``ContextPresentationAction``s. The engine finds the context (the walk up from the presenting
/// controller, <doc:SheetRules> 10.1) and measures it, so the machine stays a pure function of
/// its inputs. Each method cites the section of <doc:SheetRules> 10 it implements.
public struct ContextPresentationMachine: Sendable {
    /// The presented controller's name in the log.
    public let name: String
    /// The presented controller's configuration (its style, its delegate's answers).
    public internal(set) var configuration: SheetConfiguration
    /// The controller that defines the presentation context: the presentation covers it, and is
    /// presented by it (UIKit's `presentingViewController`).
    public let contextName: String
    /// Where it is in its life.
    public internal(set) var state: ContextPresentationState = .notPresented
    /// The transition style it comes and goes with: its own, or the context's when the context
    /// provides its transition style (SheetRules 10.2).
    public let transitionStyle: ModalTransitionStyle
    /// Where the context stands: the presented controller's view takes its frame and safe area.
    public internal(set) var context = PresentationContextGeometry(frame: .zero, safeArea: .zero)
    /// Whether the context's views were already out of the window when it was presented (another
    /// `currentContext` presentation over the same context, or a full-screen one over it, took
    /// them out): then they neither leave nor come back with this one, and the context hears
    /// nothing of it.
    public var contextAlreadyRemoved = false
    /// Whether it presents another controller.
    public internal(set) var presentsChild = false
    /// The numbers and choices it reads.
    let figures: ContextPresentationFigures
    /// Whether the engine wants its transitions' moments.
    var reportsTransitionMoments = false
    /// The last animation token handed out.
    var nextToken = 0

    public init(name: String, configuration: SheetConfiguration, contextName: String, transitionStyle: ModalTransitionStyle = .coverVertical,
                metrics: UIKitMetrics = .uikit, options: BehaviorOptions = .reference, os: OSProfile = .default) {
        self.name = name
        self.configuration = configuration
        self.contextName = contextName
        self.transitionStyle = transitionStyle
        self.figures = ContextPresentationFigures(metrics: metrics, options: options, os: os)
    }

    // MARK: Reading it

    /// `currentContext` or `overCurrentContext`.
    public var style: ModalPresentationStyle { configuration.modalPresentationStyle }

    /// The controller that presented it: the context (UIKit presents from the controller that
    /// defines the context, SheetRules 10.1).
    public var presenterName: String { contextName }

    /// Whether the context controller's views are out of the window now: a `currentContext`
    /// presentation takes them out once its transition completes and puts them back as its
    /// dismissal starts (DOC, SheetRules 10.3); `overCurrentContext` never does.
    public var removesContextViews: Bool {
        guard style == .currentContext, case .presented = state else { return false }
        return true
    }

    /// Whether a transition runs: UIKit refuses to present over it or dismiss it then.
    public var isInTransition: Bool {
        switch state {
        case .presenting, .dismissing: return true
        case .notPresented, .presented, .dismissed: return false
        }
    }

    // MARK: Receivers

    var contextController: Receiver { .viewController(contextName) }

    /// Whether the context hears appearance callbacks as its views leave and come back (GUESS,
    /// ``BehaviorOptions/currentContextPresenterCallbacks``).
    var contextHearsAppearance: Bool {
        style == .currentContext && !contextAlreadyRemoved && figures.presenterCallbacks == .followViewRemoval
    }

    // MARK: Entry point

    /// Feeds one event in at virtual time `now` and returns what UIKit would do, in order.
    public mutating func handle(_ event: ContextPresentationEvent, at now: SimInstant) -> [ContextPresentationAction] {
        switch event {
        case .present(let animated, let context): return present(animated: animated, context: context)
        case .dismiss(let animated): return dismissInCode(animated: animated)
        case .environmentChanged(let context):
            if state.isOnScreen { self.context = context }
            return []
        case .childChanged(let presentsChild):
            self.presentsChild = presentsChild
            return []
        case .transitionsObserved:
            reportsTransitionMoments = true
            return []
        case .animationCompleted(let token): return animationCompleted(token: token)
        }
    }


}

/// What a context presentation reads of the metrics, options and OS profile.
struct ContextPresentationFigures: Sendable, Hashable {
    var transitionDuration: SimDuration
    var presenterCallbacks: BehaviorOptions.CurrentContextPresenterCallbacks
    var callsViewIsAppearing: Bool

    init(metrics: UIKitMetrics, options: BehaviorOptions, os: OSProfile) {
        transitionDuration = metrics.span(\.contextTransitionDuration)
        presenterCallbacks = options.currentContextPresenterCallbacks
        callsViewIsAppearing = options.callsViewIsAppearing(on: os)
    }
}
