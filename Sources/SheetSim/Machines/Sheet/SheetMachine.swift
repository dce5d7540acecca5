/// The state machine of one presented controller and its sheet presentation controller.
///
/// A value type in the swift-nio style: each event goes in through ``handle(_:at:)`` and what
/// UIKit would do comes back as ``SheetAction`` values — callbacks to log, frames to request,
/// completions to queue, a delegate to ask. The machine never calls out, never reads a clock and
/// never does I/O; ``Simulator`` carries its actions out on the virtual clock. That keeps every
/// rule testable on its own and every run reproducible.
///
/// The rules are SheetRules 2–4; each method cites the one it implements.
public struct SheetMachine: Sendable {
    /// The presented controller's name in the log (e.g. `sheet`).
    public let name: String
    public internal(set) var configuration: SheetConfiguration
    public internal(set) var environment: ScreenEnvironment
    /// UIKit's numbers for this sheet (SheetRules 2–3), shared, never copied.
    public var metrics: UIKitMetrics { metricsBox.value }
    let metricsBox: Box<UIKitMetrics>
    public let options: BehaviorOptions
    public let os: OSProfile
    /// The presenting controller's name (for fullScreen presenter callbacks).
    public let presenterName: String

    /// Where the sheet is in its life (see ``SheetState``).
    public internal(set) var state: SheetState = .notPresented { didSet { caches.phase = state.phase } }
    /// The sheet's pan gesture recognizer: the touch history of the finger in ``state``, while
    /// there is one. Every state change that lets a finger go ends it (``endPan()``), which debug
    /// builds check after every event.
    var pan = PanTracker()
    /// The sheet's top edge in the container (points from the top). Off screen before presenting.
    public internal(set) var offset: Double
    /// What the sheet has been told of the world around it.
    var surroundings = SheetSurroundings()
    /// What the machine works out from its settings, state and surroundings and keeps, so that the
    /// display frames and the layout passes read it rather than work it out again.
    var caches: SheetCaches
    /// The last animation token handed out (a later animation supersedes an earlier one).
    var nextToken = 0
    /// When the last finger on the sheet lifted (SheetRules 3, "Who owns the pan": a quick repeat).
    var lastPanEnd: SimInstant?
    /// The time of the event being handled.
    var now: SimInstant = .zero
    /// Whether the clipped-corners warning of SheetRules 9.4 was logged for this sheet.
    var warnedOfClippedCorners = false

    public init(name: String, configuration: SheetConfiguration, environment: ScreenEnvironment,
                metrics: UIKitMetrics = .uikit, options: BehaviorOptions = .reference,
                os: OSProfile = .default, presenterName: String = "presenter") {
        self.name = name
        self.configuration = configuration
        self.environment = environment
        self.metricsBox = Box(metrics)
        self.options = options
        self.os = os
        self.presenterName = presenterName
        self.offset = environment.containerSize.height
        self.caches = SheetCaches(layoutBox: Box(SheetLayout(environment: environment, metrics: metrics,
                                                             prefersEdgeAttachedInCompactHeight: configuration.prefersEdgeAttachedInCompactHeight)))
        self.resolveDetents()
        self.caches.viewHeight = heightOfView(atOffset: restingOffset)
        self.refreshFigures()
    }

    // MARK: Receivers

    var sheetVC: Receiver { .viewController(name) }
    var presentationController: Receiver { .presentationController(of: name) }
    var delegate: Receiver { .delegate(of: name) }
    var presenterVC: Receiver { .viewController(presenterName) }

    // MARK: Entry point

    /// Feeds one event in at virtual time `now` and returns what UIKit would do, in order.
    public mutating func handle(_ event: SheetEvent, at now: SimInstant) -> [SheetAction] {
        // A touch sample under a finger already down moves the sheet and the finger, and nothing
        // the figure basis or the layout style are derived from: only the view's height and the
        // figures at the new offset follow it (see ``followFinger()``).
        if case .touchMoved(let sample) = event, state.hasFinger {
            self.now = now
            defer {
                followFinger()
                assert(pan.isTracking == state.hasFinger, "the pan gesture tracks exactly while a finger is on the sheet")
            }
            return touchMoved(sample)
        }
        defer {
            refreshAfterEvent()
            assert(pan.isTracking == state.hasFinger, "the pan gesture tracks exactly while a finger is on the sheet")
        }
        return dispatch(event, at: now)
    }

    /// The finger leaves the sheet, lifted or cancelled (a dismissal in code, a rotation): the
    /// pan gesture ends with it.
    mutating func endPan() { pan.reset() }

    mutating func dispatch(_ event: SheetEvent, at now: SimInstant) -> [SheetAction] {
        self.now = now
        switch event {
        case .present(let animated): return present(animated: animated)
        case .dismiss(let animated): return dismissProgrammatically(animated: animated)
        case .selectedDetentIdentifierSet(let id, let animated): return setSelection(id, animated: animated)
        case .detentsSet(let detents, let animated): return setDetents(detents, animated: animated)
        case .detentsInvalidated(let animated): return detentsChanged(animated: animated)
        case .configurationChanged(let configuration, let animated):
            return configurationChanged(configuration, animated: animated)
        case .touchBegan(let sample, let target): return touchBegan(sample, target: target)
        case .touchMoved(let sample): return touchMoved(sample)
        case .touchEnded(let sample): return touchEnded(sample)
        case .shouldDismissAnswered(let allowed, let source): return shouldDismissAnswered(allowed, for: source)
        case .frame: return frame()
        case .animationCompleted(let token): return animationCompleted(token: token)
        case .grabberTapped: return grabberTapped()
        case .dimmingViewTapped(let point): return dimmingViewTapped(at: point)
        case .environmentChanged(let environment): return environmentChanged(environment)
        case .traitsWillChange(let traits):
            // Only a delegate that implements the method is asked (the configuration holds its answer).
            guard configuration.hasDelegate, let answer = configuration.adaptivePresentationStyle else { return [] }
            return [.ask(delegate, .adaptivePresentationStyle(traitCollection: traits, answer: answer))]
        case .adaptivePresentationStyleAnswered(let answer):
            surroundings.adaptiveAnswer = answer
            return []
        case .childChanged(let presentsChild):
            surroundings.presentsChild = presentsChild
            return []
        case .keyboardChanged(let height, let duration): return keyboardChanged(height: height, duration: duration)
        case .scrollViewChanged(let state):
            scrollView = state
            return []
        case .presentationDetentsChanged(let configuration):
            return configurationChanged(configuration, animated: false, swiftUIDetentSet: true)
        case .transitionsObserved:
            surroundings.reportsTransitionMoments = true
            return []
        }
    }

    // MARK: Derived geometry

    /// The style the app asked for, with `.automatic` resolved (a page sheet, or a form sheet on
    /// iPad from iOS 18, SheetRules 2.6): the presentation's original style, before any adaptation.
    public var declaredPresentationStyle: ModalPresentationStyle {
        switch configuration.modalPresentationStyle {
        case .automatic: return environment.device.idiom == .pad && os.automaticIsFormSheetOnPad ? .formSheet : .pageSheet
        case let style: return style
        }
    }

    /// The style the presentation shows now: `.automatic` resolved (a page sheet, or a form sheet
    /// on iPad from iOS 18, SheetRules 2.6), then adapted. On iPhone a page or form sheet is always
    /// the sheet card, a page sheet (layout rules 12). On iPad, in a horizontally compact window the
    /// delegate's `adaptivePresentationStyle(for:traitCollection:)` answer wins if it gave one other
    /// than `.none`, else a form sheet becomes the card too (split view rules 6); in a regular one
    /// the declared style shows.
    public var presentationStyle: ModalPresentationStyle {
        let declared = declaredPresentationStyle
        let compact = environment.horizontalSizeClass == .compact
        if compact, let answer = adaptiveAnswer, answer != .none { return answer }
        guard compact || environment.device.idiom == .phone else { return declared }
        return declared == .formSheet ? .pageSheet : declared
    }

    /// Whether the sheet is functionally full screen: a fullScreen/overFullScreen style, or a sheet
    /// in compact height that is not edge-attached (SheetRules 2.5, quirk 13).
    public var isFullScreen: Bool {
        !presentationStyle.isSheet || caches.layoutBox.value.isFullScreen
    }

    /// Whether the user can drag this sheet at all.
    var isDraggable: Bool { !isFullScreen }

    /// Off-screen offset used before presenting and after dismissing: the container's bottom.
    public var dismissedOffset: Double { caches.layoutBox.value.dismissedOffset }

    /// The detent the sheet rests on: the selection if active, else the smallest (SheetRules 1.1).
    public var restingDetent: ResolvedDetent? {
        if let id = configuration.selectedDetentIdentifier, let match = caches.resolvedDetents.first(where: { $0.identifier == id }) {
            return match
        }
        return caches.resolvedDetents.first
    }

    /// Where the sheet rests: its resting detent's offset (SheetRules 2.1), held at the largest while
    /// the keyboard is up (SheetRules 3, "Keyboard"), or 0 when full screen. A floating sheet's
    /// offsets are those of its frame as the keyboard moved it (layout rules 11, see `floatingLayout`).
    var restingOffset: Double {
        if isFullScreen { return 0 }
        if let raised = keyboardHeldOffset { return raised }
        return restingDetent?.offset ?? caches.layoutBox.value.offset(forDetentValue: caches.layoutBox.value.maximumDetentValue)
    }

    /// Offsets the sheet can rest on, top (largest detent) first.
    var detentOffsets: [Double] { caches.resolvedDetents.reversed().map(\.offset) }
    /// The largest detent's offset (the highest the sheet rests), without building ``detentOffsets``.
    var largestDetentOffset: Double? { caches.resolvedDetents.last?.offset }
    /// The smallest detent's offset (the lowest the sheet rests).
    var smallestDetentOffset: Double? { caches.resolvedDetents.first?.offset }

    mutating func resolveDetents() {
        caches.layoutBox = Box(makeLayout())
        let layout = caches.layoutBox.value
        let context = DetentResolutionContext(
            containerTraitCollection: environment.traitCollection,
            maximumDetentValue: layout.maximumDetentValue)
        var detents = configuration.detents
        if !os.supportsCustomDetents {
            // SheetRules quirk 9: iOS 15 has only medium and large.
            detents = detents.filter { !$0.isCustom }
        }
        var resolved = layout.resolve(detents, context: context)
        if isFloating && !options.floatingSheetsHaveDetents, let largest = resolved.last {
            resolved = [largest]  // SheetRules 2.6 / 7: UNCONFIRMED, an option
        }
        // SheetRules quirk 12 is the edge-attached case; a functionally full-screen sheet needs no detent.
        caches.hasNoActiveDetent = resolved.isEmpty && !layout.isFullScreen
        if resolved.isEmpty {
            // SheetRules quirk 12: UIKit threw here. SheetSim reports it (see environmentChanged) and rests the
            // sheet at full height so the state stays valid.
            resolved = [ResolvedDetent(identifier: .large, value: layout.maximumDetentValue,
                                       offset: layout.offset(forDetentValue: layout.maximumDetentValue))]
        }
        caches.resolvedDetents = resolved
    }

    mutating func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }
}
