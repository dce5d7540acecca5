extension SheetSimulator {
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
        if layoutState.batchDepth == 0, layoutState.dirty || !layoutState.needsLayout.isEmpty { layoutIfNeeded(endingEvent: true) }
    }

    mutating func resetAppWorkCount() {
        appWorkCount = 0
        appWorkStopped = false
    }

    /// Marks the layout as possibly changed (the next pass looks again).
    mutating func setNeedsLayout(nodesChanged: Bool = false) {
        layoutState.dirty = true
        if nodesChanged { layoutState.nodesStale = true }
    }

    /// Runs both steps of a pass now, if something changed. App code run by a layout callback may
    /// change the layout again; the pass then repeats, at most ``LayoutState/maximumRounds`` times
    /// in one event (a layout loop on a device never settles either: what is left is laid out at
    /// the next event or display frame).
    ///
    /// `endingEvent`: the pass ends an event, whose app-work count it shares; otherwise (a display
    /// frame, a settings change) it starts its own.
    mutating func layoutIfNeeded(endingEvent: Bool = false) {
        guard layoutState.logsCallbacks, !layoutState.isLayingOut else { return }
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
        } while (layoutState.dirty || !layoutState.needsLayout.isEmpty) && layoutState.roundsInEvent < LayoutState.maximumRounds
        layoutState.isLayingOut = false
    }

    /// Runs the geometry step only (before `viewIsAppearing`).
    mutating func layoutGeometryIfNeeded() {
        guard layoutState.logsCallbacks, !layoutState.isLayingOut else { return }
        layoutState.isLayingOut = true
        layoutGeometry()
        layoutState.isLayingOut = false
    }

    /// The pass order, rebuilt when the tree or the stack changed.
    mutating func refreshLayoutNodes() {
        if !layoutState.nodesStale, layoutState.nodesRoot == tree.root, layoutState.nodesStackCount == stack.count { return }
        layoutState.nodes = layoutNodes()
        layoutState.nodesStale = false
        layoutState.nodesRoot = tree.root
        layoutState.nodesStackCount = stack.count
    }

    /// Step 1: computes every on-screen controller's layout, logs the geometry callbacks that
    /// changed, and queues the controllers that need laying out.
    ///
    /// `silently`: only take note of the layouts (the app's root, laid out before the simulation starts).
    mutating func layoutGeometry(silently: Bool = false) {
        guard layoutState.dirty else { return }
        layoutState.dirty = false
        layoutState.passNumber += 1
        let pass = layoutState.passNumber
        refreshLayoutNodes()
        let count = layoutState.nodes.count
        layoutState.scratch.removeAll(keepingCapacity: true)
        for index in 0..<count {
            let node = layoutState.nodes[index]
            let parent = node.parent.map { layoutState.scratch[$0] }
            let new = computeLayout(of: node, parent: parent, nodes: layoutState.nodes)
            layoutState.scratch.append(new)
            guard layerIsOnScreen(node.layer) else { continue }
            // A controller that was not on screen at the last pass is laid out when it comes back,
            // even with the geometry it had (layout rules 27: no safe-area callback then).
            let cameOnScreen = layoutState.lastSeenPass.updateValue(pass, forKey: node.name) != pass - 1
            let old = layoutState.reported[node.name]
            if silently {
                layoutState.reported[node.name] = new
                continue
            }
            if old == new {
                if cameOnScreen, !layoutState.needsLayout.contains(node.name) { layoutState.needsLayout.append(node.name) }
                continue
            }
            let receiver = Receiver.viewController(node.name)
            let safeChanged = (old?.safeAreaInsets ?? .zero) != new.safeAreaInsets
            let marginsChanged = old.map { $0.directionalLayoutMargins != new.directionalLayoutMargins } ?? true
            switch options.geometryCallbackOrder {
            case .safeAreaFirst:
                if safeChanged { record(receiver, .viewSafeAreaInsetsDidChange) }
                if marginsChanged { record(receiver, .viewLayoutMarginsDidChange) }
            case .marginsFirst:
                if marginsChanged { record(receiver, .viewLayoutMarginsDidChange) }
                if safeChanged { record(receiver, .viewSafeAreaInsetsDidChange) }
            }
            if cameOnScreen || old!.size != new.size || safeChanged || marginsChanged, !layoutState.needsLayout.contains(node.name) {
                layoutState.needsLayout.append(node.name)
            }
            if let scroll = new.scrollView, old?.scrollView?.adjustedContentInset != scroll.adjustedContentInset,
               old?.scrollView != nil || scroll.adjustedContentInset != .zero {
                layoutState.notes.append(LogEntry(time: now, receiver: receiver, callback: .scrollViewDidChangeAdjustedContentInset))
            }
            if let bar = new.navigationBar, let previous = old?.navigationBar?.appearance, previous != bar.appearance {
                layoutState.notes.append(LogEntry(time: now, receiver: receiver, callback: .navigationBarAppearanceChanged(bar.appearance)))
            }
            layoutState.reported[node.name] = new
        }
    }

    /// Step 2: `viewWillLayoutSubviews` and `viewDidLayoutSubviews` for the queued controllers,
    /// parents first, then the notes.
    mutating func layoutSubviews() {
        guard !layoutState.needsLayout.isEmpty || !layoutState.notes.isEmpty else { return }
        // By index, without copying the queues: a drag lays out every frame.
        var index = 0
        while index < layoutState.needsLayout.count {
            let receiver = Receiver.viewController(layoutState.needsLayout[index])
            record(receiver, .viewWillLayoutSubviews)
            record(receiver, .viewDidLayoutSubviews)
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
}
