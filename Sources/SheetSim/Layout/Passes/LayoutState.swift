/// The engine's layout bookkeeping (layout rules 8): the app's layout settings, what each
/// controller was last told, and what the current event still has to lay out.
struct LayoutState {
    /// Whether the engine makes layout passes and logs their callbacks.
    var logsCallbacks = true
    /// The app's settings, per controller (absent: UIKit's defaults).
    var settings: [String: ViewLayoutSettings] = [:]
    /// How many of them give `navigationItem.largeTitleDisplayMode` a mode other than automatic.
    var explicitLargeTitleModes = 0
    /// Each controller's layout at the last pass that reached it: what its callbacks were about.
    /// Kept when a controller leaves the screen, so a controller presented again with the same
    /// insets hears nothing (layout rules 27). For a controller in ``nodes`` the current value is
    /// in ``nodeReported``; it comes back here when the controller leaves the order.
    var reported: [String: ViewLayout] = [:]
    /// The controllers a pass visits, parents first (see ``LayoutNode``), and what they were built from.
    var nodes: [LayoutNode] = []
    /// For each node: its layout at the last pass that reached it (written back to ``reported``
    /// when it leaves the order), and whether that pass found it on screen.
    var nodeReported = KeptLayouts()
    var nodeOnScreen: [Bool] = []
    /// Some controller is in ``nodes`` twice (not expected: see ``Simulator/refreshLayoutNodes()``).
    var nodesRepeatNames = false
    var nodesStale = true
    var nodesRoot = ""
    /// How many layers the presentation stack had when ``nodes`` was built.
    var nodesStackCount = -1
    /// Whether the three lookups below are built and kept up to date: only for a long order (a
    /// stack of many sheets), from the first time it needs them until the order is built again.
    var isIndexed = false
    /// The names in ``nodes``: a sheet presented over the others adds its controllers to the end
    /// of the order, unless one is in it already.
    var nodeNames: Set<String> = []
    /// Where each layer's nodes start in ``nodes``: the root's at 0, those of the presentation at
    /// layer i at `layerStarts[i + 1]`, and ``nodes``' count last. A layer's nodes are contiguous.
    var layerStarts: [Int] = []
    /// The nodes a pass must look at even in a layer nothing changed in: those off screen, or not
    /// told about any layout yet.
    var nodesNeedingLook: Set<Int> = []
    /// Something that can change a layout happened since the last pass: anywhere (`dirtyAll`), or
    /// only in the layers of `dirtyLayers` (bit i: the presentation at layer i) and, from layer 64
    /// on, of `dirtyHighLayers`, as a drag sample changes only its own sheet.
    var dirty = true
    var dirtyAll = true
    var dirtyLayers: UInt64 = 0
    var dirtyHighLayers: Set<Int> = []
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
    /// Controllers whose `updateProperties()` the next pass calls (iOS 26, SheetRules 9.5): come on
    /// screen, their traits changed, or `setNeedsUpdateProperties()` called, in that order; and
    /// the same names as a set, so that queueing and finding one costs the same in a long order.
    var needsUpdateProperties: [String] = []
    var needsUpdatePropertiesNames: Set<String> = []
    /// The scroll views no presented sheet holds, by the controller a `scrollView` line named: the
    /// window's controllers' (keyed by the controller whose view the scroll view is the content
    /// of, read by the window's layout) and those set up for a controller presented later (handed
    /// to its sheet when it is). A presented sheet's scroll view is its machine's alone, because
    /// its drags move sheet and content together.
    var scrollViews: [String: ScrollViewState] = [:]
    /// Entries of ``scrollViews`` set up before their controller was in the window or presented:
    /// their `contentOffset` is the `contentOffset.y` asked for (NaN: the top), converted when
    /// the controller first comes into a layout pass.
    var unplacedScrollViews: Set<String> = []
    /// The tree changed since ``unplacedScrollViews`` were last looked at: with the passes off
    /// (``Simulator/logsLayoutCallbacks``) nothing else would look at them again.
    var treeChangedSinceScrollViewsPlaced = false
}

/// One controller a layout pass visits: where it sits and what holds it, and, while the pass
/// order stands, what the passes need to know about it without a dictionary lookup.
struct LayoutNode: Equatable {
    var name: String
    /// The index of its container in the pass order; nil for a layer's root.
    var parent: Int?
    /// The layer: -1 for the window's root, else the index in the presentation stack.
    var layer: Int
    /// The kind of its container, if it has one.
    var parentKind: ControllerKind?
    /// Its own kind and the app's settings for it (the order is rebuilt when either changes).
    var kind: ControllerKind? = nil
    var settings = ViewLayoutSettings()
    /// In an expanded split view controller: the leading x and the width of the column it shows
    /// (split view rules 3.1), in its container's view.
    var column: ColumnExtent? = nil

    struct ColumnExtent: Equatable {
        var x: Double
        var width: Double
    }
}

/// What a sheet's layout depends on, compared before and after each event: when it is the same,
/// no layout pass is needed for that sheet. Plain values only, so taking it twice per touch sample
/// costs next to nothing: the sheet's geometry (its layout, a new one whenever the environment or
/// the sizing changes) and its scroll view as the count of their changes, and what else decides
/// its style, grabber and size.
public struct SheetLayoutSignature: Equatable, Sendable {
    var viewHeight: Double
    /// ``SheetMachine/attachProgress``: an iOS 26 sheet's width and bottom safe area follow it.
    var attachProgress: Double
    /// ``SheetMachine/layoutInputsRevision``: a count, not an address, so a layout freed during
    /// the event and another allocated where it was still differ.
    var inputsRevision: Int
    var style: ModalPresentationStyle
    var adaptiveAnswer: ModalPresentationStyle?
    var prefersGrabberVisible: Bool
    var presentsChild: Bool
    var isOnScreen: Bool
}

extension SheetMachine {
    /// What this sheet's layout depends on now.
    ///
    /// Mutating, though it changes nothing, because the simulator reads it from a sheet in its
    /// stack before and after every event: a non-mutating read of an element of the stack is
    /// handed a copy of the whole machine, where a mutating one works on the element in place.
    mutating func takeLayoutSignature() -> SheetLayoutSignature {
        SheetLayoutSignature(viewHeight: viewHeight, attachProgress: caches.figures.attachProgress, inputsRevision: layoutInputsRevision,
                             style: configuration.modalPresentationStyle, adaptiveAnswer: adaptiveAnswer,
                             prefersGrabberVisible: configuration.prefersGrabberVisible, presentsChild: presentsChild,
                             isOnScreen: state.isOnScreen)
    }
}
