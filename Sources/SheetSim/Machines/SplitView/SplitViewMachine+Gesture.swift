extension SplitViewMachine {
    // MARK: The sidebar gesture (split view rules 8)

    /// A finger goes down at the primary edge. Without `presentsWithGesture` there is no gesture;
    /// under the tile behaviour it works only with ``BehaviorOptions/splitViewGestureInTile`` (U16).
    mutating func gestureBegan(_ sample: TouchSample) -> [SplitViewAction] {
        guard case .expanded = state, configuration.presentsWithGesture else { return [] }
        if style.isColumnStyle, splitBehavior == .tile, !options.splitViewGestureInTile {
            return [.callback(.simulator, .warning("\(name) has no sidebar gesture under the tile behaviour (option splitViewGestureInTile)"))]
        }
        state = .gestureTouched(SplitGesture(start: sample, samples: [sample], width: 0))
        return []
    }

    /// The mode one sidebar more (opening) or fewer (closing) than `mode` under the behaviour in
    /// effect, if there is one: the gesture's first step (under overlay in triple column a drag
    /// can take a second, ``furtherStep(after:gesture:opening:)``).
    func gestureTarget(from mode: SplitDisplayMode, opening: Bool) -> SplitDisplayMode? {
        let sidebars = mode.sidebarCount + (opening ? 1 : -1)
        guard sidebars >= 0, sidebars < columnCount else { return nil }
        let behavior: SplitBehavior = mode.isOverlay ? .overlay : (mode == .twoDisplaceSecondary ? .displace : splitBehavior)
        return SplitViewResolution.mode(sidebars: sidebars, columns: columnCount, behavior: behavior)
    }

    /// The width of the sidebar a change shows or hides: how far the finger must travel.
    func travel(of change: SplitDisplayModeChange) -> Double {
        let widths = SplitViewLayout.columnWidths(style: style, configuration: configuration, splitWidth: environment.size.width, metrics: metrics)
        let sidebars = max(change.from.sidebarCount, change.to.sidebarCount)
        if style == .tripleColumn { return sidebars == 1 ? widths.supplementary : widths.primary }
        return widths.primary
    }

    mutating func gestureMoved(_ sample: TouchSample) -> [SplitViewAction] {
        switch state {
        case .gestureTouched(var gesture):
            gesture.samples.append(sample)
            if gesture.samples.count > 256 { gesture.samples.removeFirst(gesture.samples.count - 256) }
            state = .gestureTouched(gesture)
            // The classic gesture is not interactive: it decides when the finger lifts.
            guard style.isColumnStyle, gesture.translation != 0,
                  let target = gestureTarget(from: lastExpandedMode, opening: gesture.translation > 0) else { return [] }
            let change = SplitDisplayModeChange(from: lastExpandedMode, to: target, animated: true, token: makeToken())
            gesture.width = travel(of: change)
            state = .changingInteractively(change, gesture)
            var actions: [SplitViewAction] = []
            if callsColumnStyleDelegate { actions.append(.callback(delegate, .splitViewControllerInteractivePresentationGestureWillBegin)) }
            return actions + willAppearance(change)
        case .changingInteractively(let change, var gesture):
            gesture.samples.append(sample)
            if gesture.samples.count > 256 { gesture.samples.removeFirst(gesture.samples.count - 256) }
            state = .changingInteractively(change, gesture)
            return []
        default:
            return []
        }
    }

    /// The finger lifts: past ``UIKitMetrics/splitViewGestureCompletionProgress`` of the column's
    /// width, or flung toward the end faster than ``UIKitMetrics/splitViewGestureCompletionSpeed``,
    /// the change completes (`willChangeTo` and the column's `willShow`/`willHide` now, as the mode
    /// is decided); otherwise it is cancelled. It animates over what is left of its length.
    mutating func gestureEnded(_ sample: TouchSample) -> [SplitViewAction] {
        switch state {
        case .gestureTouched(var gesture):
            gesture.samples.append(sample)
            state = .expanded(lastExpandedMode)
            guard !style.isColumnStyle, gesture.translation != 0 else { return [] }
            let widths = SplitViewLayout.columnWidths(style: style, configuration: configuration, splitWidth: environment.size.width, metrics: metrics)
            gesture.width = widths.primary
            let (completes, _) = decision(gesture, opening: gesture.translation > 0)
            return completes ? askTarget(for: .gesture, from: lastExpandedMode) : []
        case .changingInteractively(let change, var gesture):
            gesture.samples.append(sample)
            let opening = change.to.sidebarCount > change.from.sidebarCount
            var (completes, progress) = decision(gesture, opening: opening)
            // The change the lift settles: the first step, or through it to a second one.
            var settled = change
            var further: SplitDisplayModeChange?
            if completes, let (next, nextProgress) = furtherStep(after: change, gesture: gesture, opening: opening) {
                further = SplitDisplayModeChange(from: change.to, to: next, animated: true, token: change.token)
                settled.to = next
                progress = nextProgress
            }
            state = .finishingGesture(settled, completes: completes)
            var actions: [SplitViewAction] = []
            if completes {
                if hasDelegate { actions.append(.callback(delegate, .splitViewControllerWillChangeTo(displayMode: settled.to))) }
                actions += columnCallbacks(from: visibleColumns(settled.from), to: visibleColumns(settled.to))
                if let further { actions += willAppearance(further) }
            }
            let remaining = completes ? 1 - progress : progress
            let after = SimDuration.seconds(exactly: duration.seconds * remaining) ?? .zero
            actions.append(.completeAnimation(token: change.token, after: after))
            return actions
        default:
            return []
        }
    }

    /// The second step of a drag whose first step completes, and how far it had come (0…1), or
    /// nil. In triple column under the overlay behaviour the finger can carry on through
    /// `oneOverSecondary` (split view rules 8, DOC [S5]): closing from `twoOverSecondary` to
    /// `secondaryOnly`, and opening from `secondaryOnly` to `twoOverSecondary`. The step is taken
    /// when the finger went past the first column's width and the completion rule of
    /// ``gestureEnded(_:)`` holds over the second column's width, counted from where the first
    /// column ended (GUESS: how UIKit decides between the three modes is not documented).
    func furtherStep(after change: SplitDisplayModeChange, gesture: SplitGesture, opening: Bool) -> (mode: SplitDisplayMode, progress: Double)? {
        guard style == .tripleColumn, change.to == .oneOverSecondary,
              let next = gestureTarget(from: change.to, opening: opening) else { return nil }
        let sign: Double = opening ? 1 : -1
        guard gesture.translation * sign > gesture.width else { return nil }
        var second = gesture
        second.start.location.x += sign * gesture.width
        second.width = travel(of: SplitDisplayModeChange(from: change.to, to: next, animated: true, token: change.token))
        let (completes, progress) = decision(second, opening: opening)
        return completes ? (next, progress) : nil
    }

    /// Whether a lift completes the change, and how far it had come (0…1).
    func decision(_ gesture: SplitGesture, opening: Bool) -> (completes: Bool, progress: Double) {
        let sign: Double = opening ? 1 : -1
        let travelled = gesture.translation * sign
        let progress = gesture.width > 0 ? min(max(travelled / gesture.width, 0), 1) : 1
        let window = SimDuration.seconds(exactly: metrics.panVelocityWindow) ?? .zero
        let velocity = PanVelocity.estimate(gesture.samples, window: window).x * sign
        let completes = velocity >= metrics.splitViewGestureCompletionSpeed
            || (progress >= metrics.splitViewGestureCompletionProgress && velocity > -metrics.splitViewGestureCompletionSpeed)
        return (completes, progress)
    }

    /// The gesture's animation ended: completed, the appearance callbacks finish and the mode is
    /// the new one; cancelled, they run the other way (as for a cancelled interactive pop). The
    /// delegate hears `…GestureDidEnd` either way.
    mutating func finishGesture(_ change: SplitDisplayModeChange, completes: Bool) -> [SplitViewAction] {
        var actions: [SplitViewAction]
        if completes {
            state = .expanded(change.to)
            lastExpandedMode = change.to
            actions = didAppearance(change) + didColumnCallbacks(from: visibleColumns(change.from), to: visibleColumns(change.to))
        } else {
            state = .expanded(change.from)
            lastExpandedMode = change.from
            actions = reversedAppearance(change)
        }
        if callsColumnStyleDelegate { actions.append(.callback(delegate, .splitViewControllerInteractivePresentationGestureDidEnd)) }
        return actions
    }
}
