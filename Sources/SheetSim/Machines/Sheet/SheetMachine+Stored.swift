/// What a sheet has been told of the world around it: the controller presented over it, the
/// scroll view inside it, the delegate's adaptive answer, the keyboard.
struct SheetSurroundings: Sendable {
    var presentsChild = false
    /// Whether the engine wants the transition's moments (``TransitionMoment``): someone may have
    /// registered on its transition coordinator. Off, the machine returns what it always did.
    /// (Beside the other flag: it takes padding there, and the machine stays the size it was.)
    var reportsTransitionMoments = false
    var scrollView: ScrollViewState?
    var adaptiveAnswer: ModalPresentationStyle?
    var keyboardHeight: Double = 0
}

/// What a sheet machine works out and keeps rather than works out again: each is a function of
/// its settings, ``SheetState``, offset and ``SheetSurroundings``, stored where it changes so that
/// the per-frame and per-layout-pass readers load a field.
struct SheetCaches: Sendable {
    /// ``SheetState/phase``, stored as the state changes: the frame recorder and the layout passes
    /// read it on every frame, and an enum's computed summary read through an array copies the enum.
    var phase: SheetPhase = .notPresented
    /// Active detents, smallest value first (SheetRules 2.1–2.2), resolved by `resolveDetents()`.
    var resolvedDetents: [ResolvedDetent] = []
    /// Whether the detent list resolved to nothing active (SheetRules quirk 12).
    var hasNoActiveDetent = false
    /// The layout in the current environment, refreshed by `resolveDetents()`, which every change
    /// of the environment or the configuration goes through.
    var layoutBox: Box<SheetLayout> { didSet { layoutInputsRevision &+= 1 } }
    /// Counts the changes of ``layoutBox`` (each a new layout) and of the scroll view: what the
    /// layout signature compares, so that it holds neither (see ``SheetLayoutSignature``).
    var layoutInputsRevision = 0
    /// The height the presented view is laid out at (see ``SheetMachine/viewHeight``).
    var viewHeight: Double = 0
    /// The figures at the current offset, kept current after every event and frame.
    var figures = SheetFigures()
    /// What ``figures`` depend on besides the offset, as the last event left it.
    var figureBasis = FigureBasis()
    /// How a layout pass lays the sheet out, as the last event left it (see ``PresentedLayoutStyle``).
    var layoutStyle = PresentedLayoutStyle()

    init(layoutBox: Box<SheetLayout>) { self.layoutBox = layoutBox }
}

extension SheetMachine {
    /// The summary of ``state`` that state expectations and frame records print.
    public var phase: SheetPhase { caches.phase }
    /// Active detents, smallest value first (SheetRules 2.1–2.2).
    public var resolvedDetents: [ResolvedDetent] { caches.resolvedDetents }
    /// Set when the detent list resolved to nothing active (SheetRules quirk 12).
    public var hasNoActiveDetent: Bool { caches.hasNoActiveDetent }
    /// The layout of the sheet in the current environment (SheetRules 2.1, 2.5, 2.6; see ``sizing``).
    /// A plain getter: a reader outside the module copies the layout either way, and a `_read`
    /// coroutine yielding it out of its box copied it twice (the fuzzer's observations, which read
    /// it after every event, cost 30M instructions more per 300 sessions).
    public var layout: SheetLayout { caches.layoutBox.value }
    var layoutBox: Box<SheetLayout> { caches.layoutBox }
    /// The offset of the sheet's top at the large detent's value, whether or not that detent is
    /// active: the highest the layout puts it (SheetRules 2.1). Read in place, for a reader outside
    /// the module that would otherwise copy the whole ``layout`` (over a kilobyte, metrics
    /// included) to get it: the fuzzer's observations after every event.
    public var fullHeightOffset: Double { caches.layoutBox.value.offset(forDetentValue: caches.layoutBox.value.maximumDetentValue) }
    /// How far above `largestDetentOffset` a drag stretches the sheet (``RubberBand/topExtent(layout:largestDetentOffset:)``
    /// for this sheet's layout), read in place for the same reason as ``fullHeightOffset``.
    public func rubberBandTopExtent(largestDetentOffset: Double) -> Double {
        RubberBand.topExtent(layout: caches.layoutBox.value, largestDetentOffset: largestDetentOffset)
    }
    /// Counts the changes of the layout and of ``scrollView`` (see ``SheetLayoutSignature``).
    var layoutInputsRevision: Int { caches.layoutInputsRevision }
    /// The height the presented view is laid out at (layout rules 2): its detent's value plus the
    /// bottom inset at rest, following the finger between detents; the full-height frame's at
    /// every detent with ``BehaviorOptions/DetentViewSizing/keepsFullHeight``. See `currentViewHeight`.
    public var viewHeight: Double { caches.viewHeight }
    /// The figures the card stack and the frame recorder read on every frame (see `refreshAfterEvent()`).
    public var figures: SheetFigures { caches.figures }
    var figureBasis: FigureBasis { caches.figureBasis }
    var layoutStyle: PresentedLayoutStyle { caches.layoutStyle }

    /// Another sheet is presented over this one.
    public var presentsChild: Bool { surroundings.presentsChild }
    /// The scroll view inside the sheet, if any.
    public internal(set) var scrollView: ScrollViewState? {
        get { surroundings.scrollView }
        set {
            guard newValue != surroundings.scrollView else { return }
            surroundings.scrollView = newValue
            caches.layoutInputsRevision &+= 1
        }
    }
    /// The delegate's last answer to `adaptivePresentationStyle(for:traitCollection:)`, for the
    /// current traits (nil: not asked, or the delegate does not implement it).
    public var adaptiveAnswer: ModalPresentationStyle? { surroundings.adaptiveAnswer }
    /// Keyboard height over the screen's bottom edge (0 when hidden).
    public var keyboardHeight: Double { surroundings.keyboardHeight }
}
