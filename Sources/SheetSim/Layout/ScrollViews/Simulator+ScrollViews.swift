extension Simulator {
    // MARK: Scroll views (layout rules 5)

    /// Sets up the scroll view of the controller `name` presents, as a scenario's `scrollView`
    /// line does: before `name` is presented it is installed with the presentation (before its
    /// first layout pass, which then already knows its insets); once presented, `name` must be the
    /// front sheet. The scroll view is the content of `name`'s content controller (its navigation
    /// controller's top controller, say) unless ``ScrollViewState/owner`` says otherwise.
    /// `contentOffsetY` is UIKit's `contentOffset.y` (`−adjustedContentInset.top` at the top); nil
    /// leaves the content at its top.
    public mutating func setScrollView(_ state: ScrollViewState?, contentOffsetY: Double?, of name: String) throws {
        if let state { try validate(state) }
        if let contentOffsetY, !contentOffsetY.isFinite { throw SimulationError.nonFinite(what: "contentOffset.y") }
        if isPresented(name) {
            guard stack.last?.name == name else {
                throw SimulationError.invalidValue(what: "the scroll view of '\(name)'", reason: "can change only on the front sheet")
            }
            guard var state else { return try setScrollView(nil) }
            if state.owner == nil { state.owner = tree.visibleLeaf(of: name) }
            state.contentOffset = contentOffsetY.map { $0 - restingContentOffsetY(of: state, inSheetAt: stack.count - 1) } ?? 0
            return try setScrollView(state)
        }
        guard var state else {
            layoutState.pendingScrollViews[name] = nil
            return
        }
        state.contentOffset = contentOffsetY ?? .nan  // converted when installed
        layoutState.pendingScrollViews[name] = state
    }

    /// Installs the scroll view set up for `name`, which was just added to the stack.
    mutating func installPendingScrollView(in name: String) {
        guard var scroll = layoutState.pendingScrollViews.removeValue(forKey: name),
              let index = stackIndex(of: name) else { return }
        if scroll.owner == nil { scroll.owner = tree.visibleLeaf(of: name) }
        let requested = scroll.contentOffset
        scroll.contentOffset = requested.isNaN ? 0 : requested - restingContentOffsetY(of: scroll, inSheetAt: index)
        _ = stack[index].handle(.scrollViewChanged(scroll), at: now)
        noteMoving(index)
    }

    /// UIKit's `contentOffset.y` of `state` at its top edge, were it the scroll view of the sheet at
    /// `index`: `−adjustedContentInset.top` with an expanded large title (layout rules 37, 44).
    func restingContentOffsetY(of state: ScrollViewState, inSheetAt index: Int) -> Double {
        var probe = self
        var resting = state
        resting.contentOffset = 0
        let time = probe.now
        _ = probe.stack[index].handle(.scrollViewChanged(resting), at: time)
        let owner = resting.owner ?? tree.visibleLeaf(of: stack[index].name)
        return probe.viewLayout(of: owner)?.scrollView?.contentOffsetY ?? 0
    }

    /// Scrolls the front sheet's scroll view in code: `setContentOffset(_:animated: false)` with
    /// UIKit's `contentOffset.y` (`−adjustedContentInset.top` is the top; layout rules 37).
    public mutating func scroll(toContentOffsetY y: Double) throws {
        guard y.isFinite else { throw SimulationError.nonFinite(what: "contentOffset.y") }
        let name = try frontName()
        guard var scroll = stack.last?.scrollView else {
            throw SimulationError.invalidValue(what: "scroll", reason: "the front sheet has no scroll view")
        }
        let owner = scroll.owner ?? tree.visibleLeaf(of: name)
        let resting = viewLayout(of: owner)?.scrollView.map { $0.contentOffsetY - scroll.contentOffset } ?? 0
        scroll.contentOffset = y - resting
        send(.scrollViewChanged(scroll), to: name)
    }

    /// Scrolls the front sheet's scroll view to its top or its bottom (the largest `contentOffset.y`
    /// its `adjustedContentInset` allows), as `scrollToRow(at:at:animated: false)` to the first or
    /// the last row would.
    public mutating func scrollToEdge(bottom: Bool) throws {
        let name = try frontName()
        guard let scroll = stack.last?.scrollView else {
            throw SimulationError.invalidValue(what: "scroll", reason: "the front sheet has no scroll view")
        }
        let owner = scroll.owner ?? tree.visibleLeaf(of: name)
        guard let layout = viewLayout(of: owner)?.scrollView else { return try setScrollView(scroll) }
        let top = layout.contentOffsetY - scroll.contentOffset
        try self.scroll(toContentOffsetY: bottom ? max(top, layout.maximumContentOffsetY) : top)
    }

    /// The API-level guards on a scroll view: finite numbers, no negative size or inset.
    func validate(_ state: ScrollViewState) throws {
        let insets = state.contentInset
        guard state.contentOffset.isFinite, state.contentHeight.isFinite, state.contentHeight >= 0,
              [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite }) else {
            throw SimulationError.nonFinite(what: "scroll view content offset and height")
        }
    }
}
