/// The engine's layout bookkeeping (layout rules 8): the app's layout settings, what each
/// controller was last told, and what the current event still has to lay out.
struct LayoutState {
    /// Whether the engine makes layout passes and logs their callbacks.
    var logsCallbacks = true
    /// The app's settings, per controller (absent: UIKit's defaults).
    var settings: [String: ViewLayoutSettings] = [:]
    /// Each controller's layout at the last pass that reached it: what its callbacks were about.
    /// Kept when a controller leaves the screen, so a controller presented again with the same
    /// insets hears nothing (layout rules 27).
    var reported: [String: ViewLayout] = [:]
    /// The controllers a pass visits, parents first (see ``LayoutNode``), and what they were built from.
    var nodes: [LayoutNode] = []
    var nodesStale = true
    var nodesRoot = ""
    var nodesStackCount = -1
    /// Which geometry step last found each controller on screen, and how many have run: a
    /// controller missing from the previous one came on screen.
    var lastSeenPass: [String: Int] = [:]
    var passNumber = 0
    /// Something that can change a layout happened since the last pass.
    var dirty = true
    /// How many events are running; a pass runs when the outermost one ends.
    var batchDepth = 0
    /// A pass is running (its own callbacks must not start another).
    var isLayingOut = false
    /// How many rounds of passes the current event has run, and the most one may: app code that
    /// keeps changing the layout from its layout callbacks is laid out again this often.
    var roundsInEvent = 0
    static let maximumRounds = 8
    /// Controllers the geometry step found changed, waiting for `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`, and the notes that follow them.
    var needsLayout: [String] = []
    var notes: [LogEntry] = []
    /// Each node's new layout during a pass (reused, so a pass allocates nothing once warm).
    var scratch: [ViewLayout] = []
    /// Scroll views set up for controllers not presented yet, installed when they are.
    var pendingScrollViews: [String: ScrollViewState] = [:]
    /// The table views with swipe actions, per controller.
    var tables: [String: SwipeActionsMachine] = [:]
}

/// One controller a layout pass visits: where it sits and what holds it.
struct LayoutNode: Equatable {
    var name: String
    /// The index of its container in the pass order; nil for a layer's root.
    var parent: Int?
    /// The layer: -1 for the window's root, else the index in the presentation stack.
    var layer: Int
    /// The kind of its container, if it has one.
    var parentKind: ControllerKind?
}

/// What a sheet's layout depends on, compared before and after each event: when it is the same,
/// no layout pass is needed for that sheet.
struct SheetLayoutSignature: Equatable {
    var viewHeight: Double
    var x: Double
    var width: Double
    var isFullScreen: Bool
    var isFloating: Bool
    var isOnScreen: Bool
    var isGrabberVisible: Bool
    var scrollView: ScrollViewState?
}

extension SheetMachine {
    /// What this sheet's layout depends on now.
    var layoutSignature: SheetLayoutSignature {
        let frame = layout.fullHeightFrame
        return SheetLayoutSignature(viewHeight: viewHeight, x: frame.x, width: frame.width, isFullScreen: isFullScreen,
                                    isFloating: isFloating, isOnScreen: state.isOnScreen,
                                    isGrabberVisible: isGrabberVisible, scrollView: scrollView)
    }
}
