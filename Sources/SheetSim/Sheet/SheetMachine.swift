/// The state machine of one presented controller and its sheet presentation controller.
///
/// A value type in the swift-nio style: each event goes in through ``handle(_:at:)`` and what
/// UIKit would do comes back as ``SheetAction`` values — callbacks to log, frames to request,
/// completions to queue, a delegate to ask. The machine never calls out, never reads a clock and
/// never does I/O; ``SheetSimulator`` carries its actions out on the virtual clock. That keeps every
/// rule testable on its own and every run reproducible.
///
/// The rules are SheetRules 2–4; each method cites the one it implements.
public struct SheetMachine: Sendable {
    /// The presented controller's name in the log (e.g. `sheet`).
    public let name: String
    public internal(set) var configuration: SheetConfiguration
    public internal(set) var environment: ScreenEnvironment
    /// UIKit's numbers for this sheet (SheetRules 2–3), shared, never copied.
    public var metrics: SheetMetrics { metricsBox.value }
    let metricsBox: Box<SheetMetrics>
    public let options: BehaviorOptions
    public let os: OSProfile
    /// The presenting controller's name (for fullScreen presenter callbacks).
    public let presenterName: String

    /// Where the sheet is in its life (see ``SheetState``).
    public internal(set) var state: SheetState = .notPresented { didSet { phase = state.phase } }
    /// The summary of ``state`` that state expectations and frame records print.
    /// Stored as the state changes: the frame recorder and the layout passes read it on every
    /// frame, and reading an enum's computed summary through the stack's subscript copies the enum.
    public private(set) var phase: SheetPhase = .notPresented
    /// The sheet's top edge in the container (points from the top). Off screen before presenting.
    public internal(set) var offset: Double
    /// Active detents, smallest value first (SheetRules 2.1–2.2).
    public internal(set) var resolvedDetents: [ResolvedDetent] = []
    /// Another sheet is presented over this one.
    public internal(set) var presentsChild = false
    /// The scroll view inside the sheet, if any.
    public internal(set) var scrollView: ScrollViewState? {
        didSet { if scrollView != oldValue { layoutInputsRevision &+= 1 } }
    }
    /// The delegate's last answer to `adaptivePresentationStyle(for:traitCollection:)`, for the
    /// current traits (nil: not asked, or the delegate does not implement it).
    public internal(set) var adaptiveAnswer: ModalPresentationStyle?
    /// Keyboard height over the screen's bottom edge (0 when hidden).
    public internal(set) var keyboardHeight: Double = 0
    /// Set when the detent list resolved to nothing active (SheetRules quirk 12).
    public internal(set) var hasNoActiveDetent = false
    /// The layout of the sheet in the current environment (SheetRules 2.1, 2.5, 2.6; see ``sizing``).
    /// Stored, not computed: it depends only on the environment and the configuration, and is
    /// refreshed by `resolveDetents()`, which every change of those goes through.
    public var layout: SheetLayout { layoutBox.value }
    var layoutBox: Box<SheetLayout> { didSet { layoutInputsRevision &+= 1 } }
    /// Counts the changes of ``layoutBox`` (each a new layout) and of ``scrollView``: what the
    /// layout signature compares, so that it holds neither (see ``SheetLayoutSignature``).
    private(set) var layoutInputsRevision = 0

    /// The height the presented view is laid out at (layout rules 2): its detent's value plus the
    /// bottom inset at rest, following the finger between detents; the full-height frame's at
    /// every detent with ``BehaviorOptions/DetentViewSizing/keepsFullHeight``. See `currentViewHeight`.
    public internal(set) var viewHeight: Double = 0

    /// The figures the card stack and the frame recorder read on every frame, kept current after
    /// every event and frame (see `refreshAfterEvent()`), so reading them is a field load.
    public internal(set) var figures = SheetFigures()
    /// What ``figures`` depend on besides the offset, as the last event left it.
    var figureBasis = FigureBasis()
    /// How a layout pass lays the sheet out, as the last event left it (see ``PresentedLayoutStyle``).
    var layoutStyle = PresentedLayoutStyle()

    /// The touch samples of the finger in ``state``.
    var pan = PanTracker()
    var nextToken = 0
    var lastPanEnd: SimInstant?
    var now: SimInstant = .zero

    public init(name: String, configuration: SheetConfiguration, environment: ScreenEnvironment,
                metrics: SheetMetrics = .uikit, options: BehaviorOptions = .reference,
                os: OSProfile = .default, presenterName: String = "presenter") {
        self.name = name
        self.configuration = configuration
        self.environment = environment
        self.metricsBox = Box(metrics)
        self.options = options
        self.os = os
        self.presenterName = presenterName
        self.offset = environment.containerSize.height
        self.resolvedDetents = []
        self.layoutBox = Box(SheetLayout(environment: environment, metrics: metrics,
                                         prefersEdgeAttachedInCompactHeight: configuration.prefersEdgeAttachedInCompactHeight))
        self.resolveDetents()
        self.viewHeight = heightOfView(atOffset: restingOffset)
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
            defer { followFinger() }
            return touchMoved(sample)
        }
        defer { refreshAfterEvent() }
        return dispatch(event, at: now)
    }

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
            return [.request(.askAdaptivePresentationStyle(traits, default: answer))]
        case .adaptivePresentationStyleAnswered(let answer):
            adaptiveAnswer = answer
            return []
        case .childChanged(let presentsChild):
            self.presentsChild = presentsChild
            return []
        case .keyboardChanged(let height, let duration): return keyboardChanged(height: height, duration: duration)
        case .scrollViewChanged(let state):
            scrollView = state
            return []
        }
    }

    // MARK: Derived geometry

    /// The style the presentation shows now: `.automatic` resolved (a page sheet, or a form sheet
    /// on iPad from iOS 18, SheetRules 2.6), then adapted. On iPhone a page or form sheet is always
    /// the sheet card, a page sheet (layout rules 12). On iPad, in a horizontally compact window the
    /// delegate's `adaptivePresentationStyle(for:traitCollection:)` answer wins if it gave one other
    /// than `.none`, else a form sheet becomes the card too (split view rules 6); in a regular one
    /// the declared style shows.
    public var presentationStyle: ModalPresentationStyle {
        let declared: ModalPresentationStyle
        switch configuration.modalPresentationStyle {
        case .automatic:
            declared = environment.device.idiom == .pad && os.automaticIsFormSheetOnPad ? .formSheet : .pageSheet
        case let style:
            declared = style
        }
        let compact = environment.horizontalSizeClass == .compact
        if compact, let answer = adaptiveAnswer, answer != .none { return answer }
        guard compact || environment.device.idiom == .phone else { return declared }
        return declared == .formSheet ? .pageSheet : declared
    }

    /// Whether the sheet is functionally full screen: a fullScreen/overFullScreen style, or a sheet
    /// in compact height that is not edge-attached (SheetRules 2.5, quirk 13).
    public var isFullScreen: Bool {
        !presentationStyle.isSheet || layoutBox.value.isFullScreen
    }

    /// Whether the user can drag this sheet at all.
    var isDraggable: Bool { !isFullScreen }

    /// Off-screen offset used before presenting and after dismissing: the container's bottom.
    public var dismissedOffset: Double { layoutBox.value.dismissedOffset }

    /// The detent the sheet rests on: the selection if active, else the smallest (SheetRules 1.1).
    public var restingDetent: ResolvedDetent? {
        if let id = configuration.selectedDetentIdentifier, let match = resolvedDetents.first(where: { $0.identifier == id }) {
            return match
        }
        return resolvedDetents.first
    }

    /// Where the sheet rests: its resting detent's offset (SheetRules 2.1), held at the largest while
    /// the keyboard is up (SheetRules 3, "Keyboard"), or 0 when full screen. A floating sheet's
    /// offsets are those of its frame as the keyboard moved it (layout rules 11, see `floatingLayout`).
    var restingOffset: Double {
        if isFullScreen { return 0 }
        if let raised = keyboardHeldOffset { return raised }
        return restingDetent?.offset ?? layoutBox.value.offset(forDetentValue: layoutBox.value.maximumDetentValue)
    }

    /// Offsets the sheet can rest on, top (largest detent) first.
    var detentOffsets: [Double] { resolvedDetents.reversed().map(\.offset) }
    /// The largest detent's offset (the highest the sheet rests), without building ``detentOffsets``.
    var largestDetentOffset: Double? { resolvedDetents.last?.offset }
    /// The smallest detent's offset (the lowest the sheet rests).
    var smallestDetentOffset: Double? { resolvedDetents.first?.offset }

    mutating func resolveDetents() {
        layoutBox = Box(makeLayout())
        let layout = layoutBox.value
        let context = DetentResolutionContext(
            containerTraitCollection: environment.traitCollection,
            maximumDetentValue: layout.maximumDetentValue)
        var detents = configuration.detents
        if !os.supportsCustomDetents {
            // SheetRules quirk 9: iOS 15 has only medium and large.
            detents = detents.filter { !$0.isCustom }
        }
        resolvedDetents = layout.resolve(detents, context: context)
        if isFloating && !options.floatingSheetsHaveDetents, let largest = resolvedDetents.last {
            resolvedDetents = [largest]  // SheetRules 2.6 / 7: UNCONFIRMED, an option
        }
        // SheetRules quirk 12 is the edge-attached case; a functionally full-screen sheet needs no detent.
        hasNoActiveDetent = resolvedDetents.isEmpty && !layout.isFullScreen
        if resolvedDetents.isEmpty {
            // SheetRules quirk 12: UIKit threw here. SheetSim reports it (see environmentChanged) and rests the
            // sheet at full height so the state stays valid.
            resolvedDetents = [ResolvedDetent(identifier: .large, value: layout.maximumDetentValue,
                                              offset: layout.offset(forDetentValue: layout.maximumDetentValue))]
        }
    }

    mutating func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }
}
