extension Simulator {
    // MARK: A divider dragged over time (split view rules 12)

    /// The user drags the divider of `column` until the column is `width` wide, over `duration`,
    /// and lifts the finger: returns that instant. Resizing a column is a continuous gesture (the
    /// pointer and the finger move the divider), so the column's width follows the finger at
    /// every display frame, on the straight line from its width now to `width` in whole points,
    /// each frame's width clamped by the column's minimum and maximum as a single drag's is.
    /// Refused as ``dragDivider(of:to:in:)`` is, and for a duration not above zero.
    public mutating func beginDividerDrag(of column: SplitViewColumn, to width: Double, over duration: SimDuration,
                                          in name: String? = nil) throws -> SimInstant {
        let (split, machine) = try splitMachine(name)
        try checkDividerDrag(of: column, to: width, split: split, machine: machine)
        guard duration > .zero else { throw SimulationError.nonPositiveDuration(what: "a divider drag") }
        guard let end = now.adding(duration) else { throw SimulationError.pastClockLimit(what: "the divider drag") }
        let frames = max(duration.nanoseconds / max(environment.frameInterval.nanoseconds, 1), 1)
        let drag = DividerDrag(split: split, column: column, from: machine.dividerWidth(of: column), to: width,
                               began: now, end: end, frames: frames)
        scheduleDividerDragFrame(drag, index: 1)
        recordInput(.dragDividerOver(column, to: width, over: duration, in: name))
        return end
    }

    /// A divider drag under way.
    struct DividerDrag {
        var split: String
        var column: SplitViewColumn
        var from: Double
        var to: Double
        var began: SimInstant
        var end: SimInstant
        var frames: Int64

        /// The width the finger asks for at frame `index` (1…frames), the last exactly the target.
        func width(at index: Int64) -> Double {
            guard index < frames else { return to }
            return (from + (to - from) * Double(index) / Double(frames)).rounded()
        }
    }

    /// Queues frame `index` of `drag`; each frame queues the next, so a long drag holds one event.
    mutating func scheduleDividerDragFrame(_ drag: DividerDrag, index: Int64) {
        let time = index >= drag.frames ? drag.end : min(environment.frameTime(index: index, from: drag.began), drag.end)
        queue.schedule(.scheduled(ScheduledEvent(name: drag.split, noun: "divider", movesOrLiftsSheetTouch: false) {
            $0.send(.dividerDragged(drag.column, width: drag.width(at: index)), toSplitView: drag.split)
            if index < drag.frames { $0.scheduleDividerDragFrame(drag, index: index + 1) }
        }), at: time)
    }
}

extension SplitViewMachine {
    /// The width of the column whose divider a drag starts from: the inspector's or a sidebar's
    /// width now.
    public func dividerWidth(of column: SplitViewColumn) -> Double {
        switch column {
        case .inspector: return inspectorColumnWidth
        case .supplementary: return layout.supplementaryColumnWidth
        default: return layout.primaryColumnWidth
        }
    }
}
