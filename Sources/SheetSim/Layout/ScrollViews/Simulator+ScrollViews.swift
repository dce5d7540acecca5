extension Simulator {
    // MARK: Scroll views (layout rules 5)

    /// Sets up the scroll view of the controller `name`, as a scenario's `scrollView` line does.
    ///
    /// - `name` presented: it must be the front sheet; the scroll view is the content of its content
    ///   controller (its navigation controller's top controller, say) unless
    ///   ``ScrollViewState/owner`` says otherwise.
    /// - `name` in the window's hierarchy: the scroll view is the content of `name` (of the
    ///   controller it shows, for a container; of the ``ScrollViewState/owner`` if given), laid out
    ///   with the window's controllers (layout rules 36–37 as in a sheet).
    /// - Otherwise it is kept for `name`: installed with its presentation (before its first layout
    ///   pass, which then already knows its insets), or taken up when `name` comes into the window.
    ///
    /// `contentOffsetY` is UIKit's `contentOffset.y` (`−adjustedContentInset.top` at the top); nil
    /// leaves the content at its top. A controller shown inside a presented sheet has no scroll
    /// view of its own here: its sheet's is set with the sheet's name and an owner.
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
        if let sheet = stack.first(where: { tree.visibleSubtree(of: $0.name, contains: name) })?.name {
            throw SimulationError.invalidValue(what: "the scroll view of '\(name)'",
                                               reason: "is its sheet's: write 'sheet \"\(sheet)\"' and then 'scrollView of \"\(name)\"'")
        }
        guard var state else {
            let key = tree.isInWindowHierarchy(name) ? windowScrollViewKey(of: name) : name
            layoutState.scrollViews[key] = nil
            layoutState.unplacedScrollViews.remove(key)
            setNeedsLayout()
            layoutIfNeeded()
            return
        }
        guard tree.isInWindowHierarchy(name) else {
            state.contentOffset = contentOffsetY ?? .nan  // converted when installed
            layoutState.scrollViews[name] = state
            layoutState.unplacedScrollViews.insert(name)
            return
        }
        let owner = state.owner ?? windowScrollViewKey(of: name)
        state.owner = owner
        state.contentOffset = 0
        if let contentOffsetY { state.contentOffset = contentOffsetY - restingContentOffsetY(ofWindowScrollView: state) }
        layoutState.scrollViews[owner] = state
        layoutState.unplacedScrollViews.remove(owner)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The controller a scroll view set for `name` in the window belongs to: `name`, or the one a
    /// container shows now.
    func windowScrollViewKey(of name: String) -> String { tree.visibleLeaf(of: name) }

    /// Installs the scroll view set up for `name`, which was just added to the stack.
    mutating func installPendingScrollView(in name: String) {
        guard var scroll = layoutState.scrollViews.removeValue(forKey: name),
              let index = stackIndex(of: name) else { return }
        layoutState.unplacedScrollViews.remove(name)
        if scroll.owner == nil { scroll.owner = tree.visibleLeaf(of: name) }
        let requested = scroll.contentOffset
        scroll.contentOffset = requested.isNaN ? 0 : requested - restingContentOffsetY(of: scroll, inSheetAt: index)
        _ = stack[index].handle(.scrollViewChanged(scroll), at: now)
        noteMoving(index)
    }

    /// Takes up the scroll views set up for controllers that are now in the window's hierarchy
    /// (the launch's root comes after the setup lines): each goes to the controller it belongs to,
    /// its content offset converted to the window's insets. Called where a pass starts, in name
    /// order, so the result does not depend on the order they were set up in.
    mutating func placeWindowScrollViews() {
        layoutState.treeChangedSinceScrollViewsPlaced = false
        for name in layoutState.unplacedScrollViews.sorted() where tree.isInWindowHierarchy(name) {
            layoutState.unplacedScrollViews.remove(name)
            guard var state = layoutState.scrollViews.removeValue(forKey: name) else { continue }
            let owner = state.owner ?? windowScrollViewKey(of: name)
            state.owner = owner
            let requested = state.contentOffset
            state.contentOffset = 0
            if !requested.isNaN { state.contentOffset = requested - restingContentOffsetY(ofWindowScrollView: state) }
            layoutState.scrollViews[owner] = state
        }
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

    /// The same for a scroll view of a controller in the window (its ``ScrollViewState/owner``).
    func restingContentOffsetY(ofWindowScrollView state: ScrollViewState) -> Double {
        guard let owner = state.owner else { return 0 }
        var probe = self
        var resting = state
        resting.contentOffset = 0
        probe.layoutState.scrollViews[owner] = resting
        return probe.viewLayout(of: owner)?.scrollView?.contentOffsetY ?? 0
    }

    /// Scrolls a scroll view in code: `setContentOffset(_:animated: false)` with UIKit's
    /// `contentOffset.y` (`−adjustedContentInset.top` is the top; layout rules 37). `controller`
    /// names the controller whose scroll view it is (a container: the controller it shows); nil
    /// is the front sheet's.
    public mutating func scroll(toContentOffsetY y: Double, of controller: String? = nil) throws {
        guard y.isFinite else { throw SimulationError.nonFinite(what: "contentOffset.y") }
        switch try scrollViewPlace(of: controller) {
        case .frontSheet(let name, var scroll, let owner):
            let resting = viewLayout(of: owner)?.scrollView.map { $0.contentOffsetY - scroll.contentOffset } ?? 0
            scroll.contentOffset = y - resting
            send(.scrollViewChanged(scroll), to: name)
        case .window(var scroll, let owner):
            let resting = viewLayout(of: owner)?.scrollView.map { $0.contentOffsetY - scroll.contentOffset } ?? 0
            let before = scroll.contentOffset
            scroll.contentOffset = y - resting
            layoutState.scrollViews[owner] = scroll
            tabBarHearsScroll(of: owner, deltaY: scroll.contentOffset - before)
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    /// Scrolls a scroll view (as ``scroll(toContentOffsetY:of:)`` finds it) to its top or its bottom
    /// (the largest `contentOffset.y` its `adjustedContentInset` allows), as
    /// `scrollToRow(at:at:animated: false)` to the first or the last row would.
    public mutating func scrollToEdge(bottom: Bool, of controller: String? = nil) throws {
        let (scroll, owner): (ScrollViewState, String)
        switch try scrollViewPlace(of: controller) {
        case .frontSheet(_, let state, let name): (scroll, owner) = (state, name)
        case .window(let state, let name): (scroll, owner) = (state, name)
        }
        guard let layout = viewLayout(of: owner)?.scrollView else {
            if controller == nil { try setScrollView(scroll) }
            return
        }
        let top = layout.contentOffsetY - scroll.contentOffset
        try self.scroll(toContentOffsetY: bottom ? max(top, layout.maximumContentOffsetY) : top, of: controller)
    }

    /// Where a scroll view that a `scroll` names lives.
    enum ScrollViewPlace {
        /// The front sheet's (named), belonging to `owner`.
        case frontSheet(String, ScrollViewState, owner: String)
        /// A controller's in the window: `owner`'s.
        case window(ScrollViewState, owner: String)
    }

    /// The scroll view of `controller` (nil: the front sheet's), or why there is none.
    func scrollViewPlace(of controller: String?) throws -> ScrollViewPlace {
        guard let controller else {
            let name = try frontName()
            guard let scroll = stack.last?.scrollView else {
                throw SimulationError.invalidValue(what: "scroll", reason: "the front sheet has no scroll view")
            }
            return .frontSheet(name, scroll, owner: scroll.owner ?? tree.visibleLeaf(of: name))
        }
        let leaf = tree.visibleLeaf(of: controller)
        for (index, sheet) in stack.enumerated().reversed() {
            guard let scroll = sheet.scrollView else { continue }
            let owner = scroll.owner ?? tree.visibleLeaf(of: sheet.name)
            guard owner == controller || owner == leaf || sheet.name == controller else { continue }
            guard index == stack.count - 1 else {
                throw SimulationError.invalidValue(what: "the scroll view of '\(controller)'", reason: "can change only on the front sheet")
            }
            return .frontSheet(sheet.name, scroll, owner: owner)
        }
        for key in [controller, leaf] where tree.isInWindowHierarchy(key) && !layoutState.unplacedScrollViews.contains(key) {
            if let scroll = layoutState.scrollViews[key], scroll.owner == nil || scroll.owner == key { return .window(scroll, owner: key) }
        }
        throw SimulationError.invalidValue(what: "scroll \"\(controller)\"",
                                           reason: "finds no scroll view: '\(controller)' has none in the window or the front sheet")
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
