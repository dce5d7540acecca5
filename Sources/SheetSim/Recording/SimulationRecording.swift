/// Everything a picture of a run needs that the callback log does not say: where each sheet was,
/// what it could rest on, where the finger went, what each release decided and what else was done
/// to the simulation (the keyboard, a rotation).
///
/// ``Simulator`` fills it in while ``Simulator/recordsTimeline`` is on (`sheetsim run
/// --timeline` turns it on). Unlike ``FrameRecord``s, which are taken only at display frames, a
/// ``SheetTrack`` gets a sample after *every* event that moved something — a non-animated
/// `present` or detent change moves the sheet with no frame at all — and only then, so a long idle
/// wait costs nothing. Between two samples nothing changed: the simulation is discrete.
public struct SimulationRecording: Sendable {
    /// The display frame interval: samples this close together are consecutive frames of one motion.
    public var frameInterval: SimDuration
    /// The window's root view controller: the implicit ``Simulator/presenterName``, or the
    /// root the app set.
    public var presenterName: String
    /// One track per presentation, in the order the sheets were presented.
    public var tracks: [SheetTrack] = []
    /// Every touch sample the simulator fed a sheet, as the sheet saw it (clamped to the screen).
    public var touches: [TouchRecord] = []
    /// Every release of a finger that was dragging a sheet, with what it decided (SheetRules 3, "Release").
    public var releases: [ReleaseRecord] = []
    /// Every input other than a touch (the keyboard, a rotation), in the order it happened.
    public var inputs: [InputRecord] = []
    /// One track per split view controller: its columns' extents over time (split view rules 3.1).
    public var splitViewTracks: [SplitViewTrack] = []
    /// The kind of each container declared while recording (a picture names their lanes by class).
    public var controllerKinds: [String: ControllerKind] = [:]
    /// One track per controller that had a navigation bar or a scroll view: its bar height,
    /// scroll offset and safe area over time, in the order they were first laid out.
    public var layoutTracks: [ControllerLayoutTrack] = []
    /// One track per popover: its frame and arrow over time, in the order they were presented.
    public var popoverTracks: [PopoverTrack] = []
    /// The window's sizes, each from the instant it took it; empty while the window kept the size
    /// it started with. The first record is that size, at the start of the run.
    public var windowSizes: [WindowSizeRecord] = []

    public init(frameInterval: SimDuration, presenterName: String = "presenter") {
        self.frameInterval = frameInterval
        self.presenterName = presenterName
    }

    /// The index in ``tracks`` of each sheet on screen now.
    var openTracks: [String: Int] = [:]
    /// The index in ``layoutTracks`` of each controller's track.
    var openLayoutTracks: [String: Int] = [:]

    /// The most samples of sheets, touches and controllers' layouts a recording keeps: about 35
    /// minutes of a sheet moving at 120 Hz (less when a scroll view in it moves too), and some 20 MB. Past it the recording stops (``isCut``): a run of hours would
    /// otherwise keep every frame it moved a sheet, and a picture of it would take gigabytes to
    /// draw and could not be read.
    public static let sampleLimit = 250_000
    /// Samples of sheets, touches and layouts kept so far.
    public internal(set) var sampleCount = 0
    /// Whether the run went past ``sampleLimit``: what came after is not recorded.
    public internal(set) var isCut = false

    /// Counts one sample about to be kept; false, and the recording cut, once the limit is reached.
    mutating func admitSample() -> Bool {
        guard !isCut else { return false }
        guard sampleCount < Self.sampleLimit else {
            isCut = true
            return false
        }
        sampleCount += 1
        return true
    }
}

/// One presentation of one sheet, from `present` until it leaves the stack.
public struct SheetTrack: Sendable {
    /// The presented controller's name.
    public var sheet: String
    /// Where and how the sheet was, at each instant something changed (first sample at `present`).
    public var samples: [FrameRecord] = []
    /// The detents and limits the sheet had, each from the instant it took effect.
    public var layouts: [LayoutRecord] = []
    /// When the dismissal finished and the sheet left the stack; nil if it was still presented.
    public var end: SimInstant?

    public init(sheet: String) {
        self.sheet = sheet
    }
}

/// What a sheet could rest on from ``time`` on: its detents, the keyboard's raised position, the
/// rubber-band limits and the off-screen offset, all as the sheet's top edge (container y).
public struct LayoutRecord: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        /// The detent's name as an iOS developer writes it (`medium`, `large`, a custom identifier),
        /// or `keyboard` for the position the keyboard holds the sheet at (SheetRules 3, "Keyboard").
        public var name: String
        public var offset: Double
    }

    public var time: SimInstant
    /// Top (largest detent) first. Empty while the sheet is full screen (SheetRules 2.5).
    public var detents: [Line]
    /// Where a drag above the largest detent rubber-bands: from the highest the sheet can be
    /// pulled (the top) to the largest detent (SheetRules 3, "Tracking").
    public var topRubberBand: ClosedRange<Double>?
    /// Where a drag below the smallest detent rubber-bands, while a pull-down cannot dismiss the
    /// sheet (a child on top, `isModalInPresentation`, or a delegate that answers no): from the
    /// smallest detent to the lowest the sheet can be pulled. nil when a pull-down dismisses.
    public var bottomRubberBand: ClosedRange<Double>?
    /// The container's bottom: where the sheet is before presenting and after dismissing.
    public var dismissedOffset: Double
    /// The index, in its track's ``SheetTrack/samples``, of the first sample taken under this
    /// layout. A display frame and a rotation can share an instant, so their order, not their
    /// time, tells which layout a sample was taken under.
    public var firstSample = 0

    /// Whether two records say the same thing (their times aside).
    func sameLayout(as other: LayoutRecord) -> Bool {
        detents == other.detents && topRubberBand == other.topRubberBand
            && bottomRubberBand == other.bottomRubberBand && dismissedOffset == other.dismissedOffset
    }
}

/// One touch sample, in container coordinates.
public struct TouchRecord: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case began, moved, ended
    }

    public var time: SimInstant
    public var sheet: String
    public var kind: Kind
    /// The finger's y (clamped to the screen, as the sheet saw it).
    public var y: Double
}

/// A finger lifting off a sheet it was dragging, and where that sends the sheet (SheetRules 3, "Release").
public struct ReleaseRecord: Hashable, Sendable {
    public var time: SimInstant
    public var sheet: String
    /// The sheet's top edge when the finger lifted.
    public var offset: Double
    /// The pan velocity of the recent samples, pt/s, positive downward (before the speed floor).
    public var velocity: Double
    /// The projection, the flick rule and the chosen candidate.
    public var decision: ReleaseDecision
    /// Where the sheet settles: a detent's name, or `dismissed`.
    public var target: String
    /// The target's offset.
    public var targetOffset: Double
}

/// One split view controller's columns over a run: a sample at each instant they changed.
public struct SplitViewTrack: Sendable {
    public var splitView: String
    public var style: SplitViewStyle
    public var samples: [SplitViewSample] = []

    public init(splitView: String, style: SplitViewStyle) {
        self.splitView = splitView
        self.style = style
    }
}

/// Where a split view controller's columns were from ``time`` on.
public struct SplitViewSample: Hashable, Sendable {
    public var time: SimInstant
    /// The split view controller's width: the extents run from 0 to it.
    public var splitWidth: Double
    public var displayMode: SplitDisplayMode
    public var isCollapsed: Bool
    /// The visible columns, back to front.
    public var frames: [SplitViewLayout.ColumnFrame]
    /// An animated change starts here: the columns move from these frames to the next sample's.
    public var isAnimating: Bool
    /// Whether the controller's view was in the window.
    public var isOnScreen: Bool

    public init(time: SimInstant, splitWidth: Double, displayMode: SplitDisplayMode, isCollapsed: Bool,
                frames: [SplitViewLayout.ColumnFrame], isAnimating: Bool, isOnScreen: Bool) {
        self.time = time
        self.splitWidth = splitWidth
        self.displayMode = displayMode
        self.isCollapsed = isCollapsed
        self.frames = frames
        self.isAnimating = isAnimating
        self.isOnScreen = isOnScreen
    }

    /// Whether two samples show the same columns (their times aside).
    func sameColumns(as other: SplitViewSample) -> Bool {
        splitWidth == other.splitWidth && displayMode == other.displayMode && isCollapsed == other.isCollapsed
            && frames == other.frames && isAnimating == other.isAnimating && isOnScreen == other.isOnScreen
    }

    /// Whether two samples place the same columns at the same width (mode, animation and times aside).
    func sameFrames(as other: SplitViewSample) -> Bool {
        splitWidth == other.splitWidth && isCollapsed == other.isCollapsed && frames == other.frames
    }
}
