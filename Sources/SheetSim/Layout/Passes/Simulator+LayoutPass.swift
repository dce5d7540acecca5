extension Simulator {
    // MARK: Layout passes (layout rules 8)
    //
    // UIKit lays out at the end of the run-loop turn in which something changed, so a pass runs when
    // the outermost event ends (``endLayoutBatch()``): after a drag sample, a settle's start, a push,
    // a rotation. Two moments come earlier, because UIKit's documentation pins them: a controller's
    // geometry is current when it gets `viewIsAppearing` (its safe area and margins callbacks come
    // first), and a controller is laid out before `viewDidAppear` (both in ``record(_:_:)``).
    //
    // A pass has two steps, each parents first (GUESS for the interleaving across controllers):
    // 1. geometry: `viewSafeAreaInsetsDidChange` and `viewLayoutMarginsDidChange` where they
    //    changed (in the order of ``BehaviorOptions/geometryCallbackOrder``, U8);
    // 2. layout: `viewWillLayoutSubviews` and `viewDidLayoutSubviews` for every controller whose
    //    view changed size, safe area or margins, or came on screen; then
    //    `scrollViewDidChangeAdjustedContentInset` and the navigation bar's appearance note.

    /// Starts an event: passes wait until the outermost one ends. The outermost event is also what
    /// the runaway guard on app code counts in (see ``runAppWork(_:)``).
    mutating func beginLayoutBatch() {
        if layoutState.batchDepth == 0, appWorkDepth == 0, !layoutState.isLayingOut {
            resetAppWorkCount()
            layoutState.roundsInEvent = 0
        }
        layoutState.batchDepth += 1
    }

    /// Ends an event; the outermost one runs the pass it made necessary.
    mutating func endLayoutBatch() {
        layoutState.batchDepth -= 1
        if layoutState.batchDepth == 0, layoutState.dirty || !layoutState.needsLayout.isEmpty || !layoutState.needsUpdateProperties.isEmpty {
            layoutIfNeeded(endingEvent: true)
        }
    }

    /// Queues `controller`'s `updateProperties()` for the next pass (iOS 26, SheetRules 9.5).
    mutating func setNeedsUpdateProperties(of controller: String) {
        guard os.callsUpdateProperties, layoutState.logsCallbacks,
              layoutState.needsUpdatePropertiesNames.insert(controller).inserted else { return }
        layoutState.needsUpdateProperties.append(controller)
    }

    mutating func resetAppWorkCount() {
        appWorkCount = 0
        appWorkStopped = false
    }

    /// Marks the layout as possibly changed (the next pass looks again).
    mutating func setNeedsLayout(nodesChanged: Bool = false) {
        layoutState.dirty = true
        layoutState.dirtyAll = true
        if nodesChanged {
            layoutState.nodesStale = true
            if !layoutState.unplacedScrollViews.isEmpty { layoutState.treeChangedSinceScrollViewsPlaced = true }
        }
    }

    /// Marks only the sheet at stack index `row` as possibly changed: its layer.
    @inline(__always)
    mutating func setNeedsLayout(ofSheetAt row: Int) {
        setNeedsLayout(ofLayer: presentations.layer(ofSheetRow: row))
    }

    /// Marks only the presented controller at `layer` of the presentation stack as possibly changed.
    mutating func setNeedsLayout(ofLayer layer: Int) {
        layoutState.dirty = true
        if layer < 64 { layoutState.dirtyLayers |= 1 << UInt64(layer) } else { layoutState.dirtyHighLayers.insert(layer) }
    }

    /// Runs both steps of a pass now, if something changed. App code run by a layout callback may
    /// change the layout again; the pass then repeats, at most ``LayoutState/maximumRounds`` times
    /// in one event (a layout loop on a device never settles either: what is left is laid out at
    /// the next event or display frame).
    ///
    /// `endingEvent`: the pass ends an event, whose app-work count it shares; otherwise (a display
    /// frame, a settings change) it starts its own.
    mutating func layoutIfNeeded(endingEvent: Bool = false) {
        guard layoutState.logsCallbacks else {
            // No passes, but the layout is still there to read (``viewLayout(of:)``): a scroll
            // view set up before its controller joined the window still goes to it.
            if layoutState.treeChangedSinceScrollViewsPlaced { placeWindowScrollViews() }
            return
        }
        guard !layoutState.isLayingOut else { return }
        if !endingEvent, appWorkDepth == 0, layoutState.batchDepth == 0 {
            resetAppWorkCount()
            layoutState.roundsInEvent = 0
        }
        guard layoutState.roundsInEvent < LayoutState.maximumRounds else { return }
        layoutState.isLayingOut = true
        repeat {
            layoutGeometry()
            layoutSubviews()
            layoutState.roundsInEvent += 1
        } while (layoutState.dirty || !layoutState.needsLayout.isEmpty || !layoutState.needsUpdateProperties.isEmpty)
                    && layoutState.roundsInEvent < LayoutState.maximumRounds
        layoutState.isLayingOut = false
    }

    /// Runs the geometry step only (before `viewIsAppearing`).
    mutating func layoutGeometryIfNeeded() {
        guard layoutState.logsCallbacks, !layoutState.isLayingOut else { return }
        layoutState.isLayingOut = true
        layoutGeometry()
        layoutState.isLayingOut = false
    }

    /// The pass order, rebuilt when the tree, the stack or the settings changed. A controller that
    /// stays brings along what the passes kept for it; what was kept for one that leaves goes back
    /// to ``LayoutState/reported``, where a controller new to the order finds it.
    ///
    /// The dictionary is only written for controllers that leave, and only read for ones that come:
    /// the fuzzer rebuilds the order often, mostly with the same controllers. Should a name ever be
    /// in the order twice, the old order is written back whole first, so which of its entries wins
    /// stays as before.
    mutating func refreshLayoutNodes() {
        if !layoutState.nodesStale, layoutState.nodesRoot == tree.root, layoutState.nodesStackCount == presentations.count { return }
        if !layoutState.nodesStale, layoutState.nodesRoot == tree.root, layoutState.nodesStackCount >= 0,
           layoutState.nodesStackCount < presentations.count, layoutState.nodes.count > Self.walkedOrderLength,
           appendLayoutNodesOfNewSheets() { return }
        let old = layoutState.nodes
        let carries = !layoutState.nodesRepeatNames
        if !carries {
            for index in old.indices { if let reported = layoutState.nodeReported[index] { layoutState.reported[old[index].name] = reported } }
        }
        let nodes = layoutNodes()
        if carries, nodes == old {
            // The same order (as in about half the rebuilds of the catalog): each controller keeps
            // its place, what was kept for it and whether it is on screen; one with nothing kept
            // looks in `reported`, as below.
            for index in nodes.indices where !layoutState.nodeReported.hasLayout(at: index) {
                if let reported = layoutState.reported[nodes[index].name] { layoutState.nodeReported.store(reported, at: index) }
            }
            markNodesFresh()
            return
        }
        var nodeReported = KeptLayouts(minimumCapacity: nodes.count)
        var onScreen = [Bool](filledWith: false, count: nodes.count)
        var stays = [Bool](filledWith: false, count: old.count)
        var repeatsNames = false
        // Each name's first place in the old order, and whether it came before in the new one: a
        // search of a short order, a table for a long one (a search made a stack of n sheets cost
        // n² a rebuild).
        let hashes = old.count > Self.walkedOrderLength || nodes.count > Self.walkedOrderLength
        var oldPlaces: [String: Int] = [:]
        var seen: Set<String> = []
        if hashes {
            oldPlaces.reserveCapacity(old.count)
            for index in old.indices where oldPlaces[old[index].name] == nil { oldPlaces[old[index].name] = index }
            seen.reserveCapacity(nodes.count)
        }
        for index in nodes.indices {
            let name = nodes[index].name
            let previousPlace = hashes ? oldPlaces[name] : old.firstIndex { $0.name == name }
            if let previous = previousPlace {
                onScreen[index] = layoutState.nodeOnScreen[previous]
                if stays[previous] { repeatsNames = true }
                stays[previous] = true
                if carries, layoutState.nodeReported.hasLayout(at: previous) {
                    nodeReported.append(from: layoutState.nodeReported, at: previous)
                    continue
                }
            } else if hashes ? seen.contains(name) : nodes[..<index].contains(where: { $0.name == name }) {
                repeatsNames = true
            }
            if hashes { seen.insert(name) }
            nodeReported.append(layoutState.reported[name])
        }
        if carries {
            for index in old.indices where !stays[index] {
                if let reported = layoutState.nodeReported[index] { layoutState.reported[old[index].name] = reported }
            }
        }
        layoutState.nodeReported = nodeReported
        layoutState.nodeOnScreen = onScreen
        layoutState.nodes = nodes
        layoutState.nodesRepeatNames = repeatsNames
        markNodesFresh()
    }

    /// Notes that the order matches the tree and the stack, and that every node needs a look.
    private mutating func markNodesFresh() {
        layoutState.dirtyAll = true
        layoutState.nodesStale = false
        layoutState.nodesRoot = tree.root
        layoutState.nodesStackCount = presentations.count
        layoutState.isIndexed = false
    }

    /// Builds what a long order is looked at through (``LayoutState/isIndexed``): its names, where
    /// each layer starts, and the nodes needing a look. Kept up to date from then on, until the
    /// order is built again.
    private mutating func indexNodes() {
        let nodes = layoutState.nodes
        layoutState.nodeNames = Set(nodes.lazy.map(\.name))
        var starts = [Int](filledWith: nodes.count, count: presentations.count + 2)
        starts[0] = 0
        for index in nodes.indices.reversed() where nodes[index].layer >= 0 { starts[nodes[index].layer + 1] = index }
        for layer in stride(from: presentations.count, through: 1, by: -1) where starts[layer] > starts[layer + 1] { starts[layer] = starts[layer + 1] }
        layoutState.layerStarts = starts
        layoutState.nodesNeedingLook = []
        for index in nodes.indices where !layoutState.nodeOnScreen[index] || !layoutState.nodeReported.hasLayout(at: index) {
            layoutState.nodesNeedingLook.insert(index)
        }
        layoutState.isIndexed = true
    }

    /// A controller presented over the others, with nothing else changed since the order was built:
    /// its controllers join the end of the order, new to it, off screen and needing a look, and
    /// the rest keep their places and what was kept for them. Building the whole order again
    /// made each sheet of a stack of n cost n. False, changing nothing, when a controller of the
    /// new sheets is in the order already (the full rebuild sorts that out).
    private mutating func appendLayoutNodesOfNewSheets() -> Bool {
        if !layoutState.isIndexed { indexNodes() }
        var added: [LayoutNode] = []
        for layer in layoutState.nodesStackCount..<presentations.count where isLaidOut(layer: layer) {
            appendLayoutNodes(of: presentations[layer].name, parent: nil, layer: layer, into: &added)
        }
        var names = Set<String>()
        for node in added {
            guard !layoutState.nodeNames.contains(node.name), names.insert(node.name).inserted else { return false }
        }
        let base = layoutState.nodes.count
        layoutState.layerStarts.removeLast()
        for layer in layoutState.nodesStackCount..<presentations.count {
            layoutState.layerStarts.append(base + (added.firstIndex { $0.layer >= layer } ?? added.count))
        }
        layoutState.layerStarts.append(base + added.count)
        for var node in added {
            if let parent = node.parent { node.parent = parent + base }
            layoutState.nodesNeedingLook.insert(layoutState.nodes.count)
            layoutState.nodeReported.append(layoutState.reported[node.name])
            layoutState.nodeOnScreen.append(false)
            layoutState.nodeNames.insert(node.name)
            layoutState.nodes.append(node)
        }
        layoutState.nodesStackCount = presentations.count
        return true
    }

    /// Keeps ``LayoutState/nodesNeedingLook`` up to date for a node a pass looks at: it needs a
    /// look afterwards only if its layer is off screen. Out of line: long orders only.
    @inline(never)
    private mutating func noteLooked(at index: Int, layerOnScreen: Bool) {
        if layerOnScreen {
            layoutState.nodesNeedingLook.remove(index)
        } else {
            layoutState.nodesNeedingLook.insert(index)
        }
    }

    /// The longest pass order walked whole when only some layers changed.
    static let walkedOrderLength = 64

    /// The nodes a pass looks at when only some layers changed, in the order's order: every
    /// node of a changed layer, and those needing a look wherever they are.
    private func nodesToLook(layers: UInt64, highLayers: Set<Int>) -> [Int] {
        var indices = Array(layoutState.nodesNeedingLook)
        let starts = layoutState.layerStarts
        func addLayer(_ layer: Int) {
            guard layer >= 0, layer + 2 < starts.count else { return }
            indices += starts[layer + 1]..<starts[layer + 2]
        }
        var mask = layers
        while mask != 0 {
            addLayer(mask.trailingZeroBitCount)
            mask &= mask - 1
        }
        for layer in highLayers { addLayer(layer) }
        indices.sort()
        var unique: [Int] = []
        unique.reserveCapacity(indices.count)
        for index in indices where unique.last != index { unique.append(index) }
        return unique
    }

    /// Step 1: computes every on-screen controller's layout, logs the geometry callbacks that
    /// changed, and queues the controllers that need laying out.
    ///
    /// `silently`: only take note of the layouts (the app's root, laid out before the simulation starts).
    mutating func layoutGeometry(silently: Bool = false) {
        guard layoutState.dirty else { return }
        // A controller comes into the window only with a change of the tree, which rebuilds the
        // pass order: scroll views waiting for one are looked at then, not at every pass.
        if !layoutState.unplacedScrollViews.isEmpty, layoutState.nodesStale || layoutState.nodesRoot != tree.root {
            placeWindowScrollViews()
        }
        refreshLayoutNodes()
        let all = layoutState.dirtyAll
        let layers = layoutState.dirtyLayers
        let highLayers = layoutState.dirtyHighLayers
        layoutState.dirty = false
        layoutState.dirtyAll = false
        layoutState.dirtyLayers = 0
        if !highLayers.isEmpty { layoutState.dirtyHighLayers = [] }
        // Each node's layout in this pass ends up in `nodeReported` before its children come: a
        // kept one is there already, a computed one on screen is written there (or equals what is
        // there). A node off screen is not computed: its layout would only be its children's
        // parent, and they are in its layer, off screen too. (The order is rebuilt only where a
        // pass starts, above, and the callbacks below cannot start another pass.)
        // A layer nothing changed in keeps the layouts its controllers were told about. A short
        // order is walked whole, skipping those; a long one (a stack of many sheets) only where
        // the pass must look — the changed layers' nodes and the nodes needing a look — so a
        // pass costs what changed, not every node of the stack.
        let walksWhole = all || layoutState.nodes.count <= Self.walkedOrderLength
        if walksWhole {
            let indexed = layoutState.isIndexed
            for index in 0..<layoutState.nodes.count {
                layoutNode(at: index, all: all, layers: layers, highLayers: highLayers, indexed: indexed, silently: silently)
            }
        } else {
            if !layoutState.isIndexed { indexNodes() }
            layoutNodes(nodesToLook(layers: layers, highLayers: highLayers), layers: layers, highLayers: highLayers, silently: silently)
        }
    }

    /// The nodes `indices` of a long order, for a pass that looks only where it must.
    @inline(never)
    private mutating func layoutNodes(_ indices: [Int], layers: UInt64, highLayers: Set<Int>, silently: Bool) {
        for index in indices {
            layoutNode(at: index, all: false, layers: layers, highLayers: highLayers, indexed: true, silently: silently)
        }
    }

    /// One node of a pass's geometry step: skipped in a layer nothing changed in (unless it needs a
    /// look), else its layout computed and, where it changed, its callbacks logged.
    @inline(__always)
    private mutating func layoutNode(at index: Int, all: Bool, layers: UInt64, highLayers: Set<Int>, indexed: Bool, silently: Bool) {
        let layer = layoutState.nodes[index].layer
        if !all, layer < 0 || (layer < 64 ? layers & (1 << UInt64(layer)) == 0 : !highLayers.contains(layer)),
           layoutState.nodeOnScreen[index], layoutState.nodeReported.hasLayout(at: index) {
            return
        }
        // Off screen or without a layout, it was among those needing a look (kept only for a
        // long order); looked at now, it is not, unless its layer is off screen.
        // A currentContext presentation takes its context's views out of the window (SheetRules 10.3).
        let onScreen = layerIsOnScreen(layer) && !isBehindCurrentContext(layoutState.nodes[index].name)
        if indexed { noteLooked(at: index, layerOnScreen: onScreen) }
        guard onScreen else {
            layoutState.nodeOnScreen[index] = false
            return
        }
        // No closures over self here: in a mutating method one would copy the whole simulator.
        // The node is read once: each read of a field through the array copies the whole node.
        let node = layoutState.nodes[index]
        // A constant, set on both branches: a variable optional was copied whole on its way in.
        let parent: ViewLayout?
        if let parentIndex = node.parent { parent = layoutState.nodeReported[parentIndex] } else { parent = nil }
        let new = computeLayout(of: node, parent: parent)
        if recording != nil { recordLayout(of: node.name, new) }
        // A controller that was not on screen at the last pass is laid out when it comes back,
        // even with the geometry it had (layout rules 27: no safe-area callback then).
        let cameOnScreen = !layoutState.nodeOnScreen[index]
        layoutState.nodeOnScreen[index] = true
        if silently {
            layoutState.nodeReported.store(new, at: index)
            return
        }
        let name = node.name
        // SheetRules 9.5 (GUESS): a view entering the window runs its update pass before its layout.
        if cameOnScreen, os.callsUpdateProperties { setNeedsUpdateProperties(of: name) }
        // Stored now: the callbacks below cannot change the order (it is rebuilt only where a
        // pass starts), and nothing they run reads what the pass kept.
        let change = layoutState.nodeReported.report(new, at: index)
        guard change.any else {
            if cameOnScreen, !layoutState.needsLayout.contains(name) { layoutState.needsLayout.append(name) }
            return
        }
        let receiver = Receiver.viewController(name)
        switch options.geometryCallbackOrder {
        case .safeAreaFirst:
            if change.safeArea { record(receiver, .viewSafeAreaInsetsDidChange) }
            if change.margins { record(receiver, .viewLayoutMarginsDidChange) }
        case .marginsFirst:
            if change.margins { record(receiver, .viewLayoutMarginsDidChange) }
            if change.safeArea { record(receiver, .viewSafeAreaInsetsDidChange) }
        }
        if cameOnScreen || change.size || change.safeArea || change.margins, !layoutState.needsLayout.contains(name) {
            layoutState.needsLayout.append(name)
        }
        if change.adjustedContentInset {
            layoutState.notes.append(LogEntry(time: now, receiver: receiver, callback: .scrollViewDidChangeAdjustedContentInset))
        }
        if let appearance = change.barAppearance {
            layoutState.notes.append(LogEntry(time: now, receiver: receiver, callback: .navigationBarAppearanceChanged(appearance)))
        }
    }

    /// The names of the two callbacks of step 2, worked out once: every drag sample logs them.
    static let layoutCallbackNames = (will: Callback.viewWillLayoutSubviews.callbackName,
                                      did: Callback.viewDidLayoutSubviews.callbackName)

    /// Step 2: `viewWillLayoutSubviews` and `viewDidLayoutSubviews` for the queued controllers,
    /// parents first, then the notes.
    mutating func layoutSubviews() {
        guard !layoutState.needsLayout.isEmpty || !layoutState.notes.isEmpty || !layoutState.needsUpdateProperties.isEmpty else { return }
        // SheetRules 9.5: the update pass, before layout; only on a release that has one.
        if !layoutState.needsUpdateProperties.isEmpty { updateProperties() }
        // By index, without copying the queues: a drag lays out every frame.
        var index = 0
        while index < layoutState.needsLayout.count {
            let receiver = Receiver.viewController(layoutState.needsLayout[index])
            if !layoutState.needsUpdatePropertiesNames.isEmpty,
               layoutState.needsUpdatePropertiesNames.remove(layoutState.needsLayout[index]) != nil {
                record(receiver, .updateProperties)
            }
            record(receiver, .viewWillLayoutSubviews, named: Self.layoutCallbackNames.will)
            record(receiver, .viewDidLayoutSubviews, named: Self.layoutCallbackNames.did)
            index += 1
        }
        layoutState.needsLayout.removeAll(keepingCapacity: true)
        index = 0
        while index < layoutState.notes.count {
            let note = layoutState.notes[index]
            record(note.receiver, note.callback)
            index += 1
        }
        layoutState.notes.removeAll(keepingCapacity: true)
    }

    /// The update pass of SheetRules 9.5, before the layout callbacks: `updateProperties()` for the
    /// queued controllers that need no layout in this pass, in the order they were queued, and
    /// with ``BehaviorOptions/UpdatePropertiesOrder/beforeAllLayout`` for every queued controller,
    /// in the pass's order (parents first) and then the rest. With
    /// ``BehaviorOptions/UpdatePropertiesOrder/beforeItsOwnLayout`` a controller laid out in this
    /// pass gets its own right before its `viewWillLayoutSubviews()`, in ``layoutSubviews()``.
    ///
    /// What stays queued for ``layoutSubviews()`` is only in ``LayoutState/needsUpdatePropertiesNames``;
    /// the order list is emptied here. Linear in the queues' lengths.
    mutating func updateProperties() {
        let queued = layoutState.needsUpdateProperties
        layoutState.needsUpdateProperties.removeAll(keepingCapacity: true)
        let laidOut = Set(layoutState.needsLayout)
        var first: [String] = []
        // A name updated since it was queued (in the loop of the pass before) has left the set.
        let waiting = queued.filter { !laidOut.contains($0) && layoutState.needsUpdatePropertiesNames.contains($0) }
        if options.updatePropertiesOrder == .beforeAllLayout {
            first = layoutState.needsLayout.filter { layoutState.needsUpdatePropertiesNames.contains($0) } + waiting
            layoutState.needsUpdatePropertiesNames.removeAll(keepingCapacity: true)
        } else {
            first = waiting
            for name in first { layoutState.needsUpdatePropertiesNames.remove(name) }
        }
        for name in first { record(.viewController(name), .updateProperties) }
    }
}
