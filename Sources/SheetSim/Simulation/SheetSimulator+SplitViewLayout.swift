/// What was on screen under a split view controller when a layout change began: the appearance,
/// containment and trait callbacks of the change compare against it.
struct SplitLayoutSnapshot {
    var onScreen: Bool
    /// The split view controller's visible subtree (without itself), parents first, when on screen.
    var visible: [String]
    /// Every controller under it, parents first, in stack order.
    var all: [String]
    /// Every declared controller that has a parent, and its parent.
    var parents: [String: String]
    var traits: [String: TraitCollection]
    /// The top of every declared navigation controller.
    var navigationTops: [String: String]
}

extension SheetSimulator {
    // MARK: Layout changes (split view rules 4, 5.4 step 5)

    /// Every controller under `split` (every child, shown or not), parents first.
    func controllers(under split: String) -> [String] {
        var found: [String] = []
        func walk(_ name: String) {
            for child in tree.children(of: name) where !found.contains(child) {
                found.append(child)
                walk(child)
            }
        }
        walk(split)
        return found
    }

    /// Notes what is on screen under `split` before its children change.
    mutating func beginSplitLayoutChange(_ split: String) {
        guard splitViews.layoutChanges[split] == nil else { return }
        let onScreen = isOnScreen(split)
        let all = controllers(under: split)
        var parents: [String: String] = [:], traits: [String: TraitCollection] = [:], tops: [String: String] = [:]
        for controller in tree.declarationOrder {
            if let parent = tree.parent(of: controller) { parents[controller] = parent }
            if let top = navigationMachine(controller)?.viewControllers.last { tops[controller] = top }
        }
        for controller in all { traits[controller] = traitCollection(of: controller) }
        splitViews.layoutChanges[split] = SplitLayoutSnapshot(onScreen: onScreen, visible: onScreen ? Array(tree.visibleSubtree(of: split).dropFirst()) : [],
                                                              all: all, parents: parents, traits: traits, navigationTops: tops)
    }

    /// Logs what the change since ``beginSplitLayoutChange(_:)`` did, all at this instant and not
    /// animated (the rebuild runs without animation inside the transition, OBS [S39]):
    /// `willMove(toParent:)` of each controller that changed parents, `viewWillDisappear` of those
    /// leaving the screen, `viewWillAppear` (and `viewIsAppearing`) of those coming, the navigation
    /// delegates' `willShow` where a stack's top changed; then `viewDidDisappear`, `viewDidAppear`,
    /// `didMove(toParent:)`, `traitCollectionDidChange` where a new parent changed the traits (a
    /// classic primary is compact, split view rules 4.1), and the delegates' `didShow`. A controller
    /// that stays on screen while it moves gets no appearance callbacks (GUESS).
    mutating func finishSplitLayoutChange(_ split: String) {
        guard let before = splitViews.layoutChanges.removeValue(forKey: split) else { return }
        let onScreen = isOnScreen(split)
        let visible = onScreen ? Array(tree.visibleSubtree(of: split).dropFirst()) : []
        var seen = Set<String>()
        let ordered = (controllers(under: split) + before.all).filter { seen.insert($0).inserted }
        let moved = ordered.filter { before.parents[$0] != tree.parent(of: $0) && (before.parents[$0] != nil || tree.parent(of: $0) != nil) }
        let disappearing = before.visible.filter { !visible.contains($0) }
        let appearing = visible.filter { !before.visible.contains($0) }
        let navigations = ordered.filter { tree.kind(of: $0) == .navigationController && navigationMachine($0)!.configuration.hasDelegate }
        let shown = navigations.filter { nav in
            guard let top = navigationMachine(nav)?.viewControllers.last, top != before.navigationTops[nav] else { return false }
            return visible.contains(nav)
        }
        let appearingCalls = os.callsViewIsAppearing || options.viewIsAppearingBackDeployed
        for controller in moved { recordOnly(.viewController(controller), .willMove(toParent: tree.parent(of: controller))) }
        for controller in disappearing { recordOnly(.viewController(controller), .viewWillDisappear(animated: false)) }
        for controller in appearing { recordOnly(.viewController(controller), .viewWillAppear(animated: false)) }
        if appearingCalls { for controller in appearing { recordOnly(.viewController(controller), .viewIsAppearing(animated: false)) } }
        for nav in shown { recordOnly(.delegate(of: nav), .navigationControllerWillShow(navigationMachine(nav)!.topViewController, animated: false)) }
        for controller in disappearing { recordOnly(.viewController(controller), .viewDidDisappear(animated: false)) }
        for controller in appearing { recordOnly(.viewController(controller), .viewDidAppear(animated: false)) }
        for controller in moved { recordOnly(.viewController(controller), .didMove(toParent: tree.parent(of: controller))) }
        let told = Set(tree.transitionSubtree(of: split))
        for controller in ordered where told.contains(controller) {
            if let old = before.traits[controller], old != traitCollection(of: controller) {
                recordOnly(.viewController(controller), .traitCollectionDidChange)
            }
        }
        for nav in shown { recordOnly(.delegate(of: nav), .navigationControllerDidShow(navigationMachine(nav)!.topViewController, animated: false)) }
    }

    // MARK: Column stacks (column style)

    /// Arranges the columns' navigation stacks: collapsed with `collapsedTop` on top of the
    /// primary's, or (nil) each column its own, split view rules 4.4 and 4.5 (``SplitViewStacks``).
    /// A push or pop under way in one of them ends first.
    mutating func arrangeColumnStacks(split: String, collapsedTop top: SplitViewColumn?) {
        guard let machine = splitViewMachine(split) else { return }
        var navigations: [SplitViewColumn: String] = [:]
        for column in SplitViewColumn.expandedColumns {
            if let child = machine.columns[column]?.child, tree.kind(of: child) == .navigationController { navigations[column] = child }
        }
        guard navigations[.primary] != nil else { return }
        let columns = SplitViewColumn.expandedColumns.filter { navigations[$0] != nil }
        for navigation in columns.compactMap({ navigations[$0] }) { cutShortTransition(in: navigation) }
        var stacks: [SplitViewColumn: [String]] = [:], roots: [SplitViewColumn: String] = [:]
        for column in columns {
            stacks[column] = navigationMachine(navigations[column]!)!.viewControllers
            roots[column] = columnRoot(split: split, column: column, content: machine.columns[column]!, stack: stacks[column]!)
        }
        let parts = SplitViewStacks.parts(columns: columns, stacks: stacks, roots: roots, isFree: { tree.parent(of: $0) == nil })
        let arranged = SplitViewStacks.arranged(columns: columns, parts: parts, top: top)
        for column in columns {
            let navigation = navigations[column]!
            withNavigation(navigation) { $0.viewControllers = arranged[column] ?? [] }
            if arranged[column]?.isEmpty == false { splitViews.staleNavigationItems[navigation] = nil }
        }
    }

    /// A column's root controller: the app's controller for a column UIKit wrapped, else the first
    /// controller of the app's navigation controller (a column's own navigation controller only
    /// ever holds its own part, so its first controller is the root whenever it holds any).
    mutating func columnRoot(split: String, column: SplitViewColumn, content: SplitColumnContent, stack: [String]) -> String? {
        if content.child != content.controller { return content.controller }
        let key = split + "." + column.rawValue
        if let first = stack.first { splitViews.columnRoots[key] = first }
        return splitViews.columnRoots[key]
    }

    /// Ends a push or pop under way in `navigation` now (its completion callbacks run at once),
    /// so the stack can be rebuilt. An interactive pop under a finger is left alone.
    mutating func cutShortTransition(in navigation: String) {
        guard let state = navigationMachine(navigation)?.state, let transition = state.transition else { return }
        if case .poppingInteractively = state { return }
        send(.animationCompleted(token: transition.token), toNavigation: navigation)
    }

    // MARK: Classic collapse and separation (split view rules 4.2, 4.3)

    /// The primary's `collapseSecondaryViewController(_:for:)`: a navigation controller pushes the
    /// secondary onto its stack, even a navigation controller (split view quirk 3); a plain
    /// controller does nothing and the secondary leaves the screen.
    mutating func collapseSecondary(_ secondary: String, onto primary: String, split: String) {
        record(.viewController(primary), .collapseSecondaryViewController(secondary, for: split))
        guard tree.kind(of: primary) == .navigationController, tree.parent(of: secondary) == nil else { return }
        cutShortTransition(in: primary)
        withNavigation(primary) { $0.viewControllers.append(secondary) }
        if tree.kind(of: secondary) == .navigationController {
            record(.simulator, .warning("\(primary) pushed the navigation controller \(secondary) onto its stack: a navigation controller nested in another (split view quirk 3)"))
        }
    }

    /// The separation at a classic expand: the delegate's `separateSecondaryFrom:`, then, without a
    /// controller from it, the primary's `separateSecondaryViewController(for:)` (a navigation
    /// controller pops its top and returns it), then the secondary the collapse took away if it is
    /// free (GUESS). Reproduces split view quirks 1 and 2 on the OS profiles that have them.
    mutating func separateSecondary(split: String, primary: String, configured: SeparateSecondaryAnswer, remembered: String?) -> String? {
        guard let machine = splitViewMachine(split) else { return nil }
        var result: String?
        if machine.configuration.hasDelegate {
            var configured = configured
            let proposed: String? = if case .controller(let controller) = configured { controller } else { nil }
            if case .splitViewControllerSeparateSecondaryFrom(_, let returned) = ask(.delegate(of: split),
                   .splitViewControllerSeparateSecondaryFrom(primary, answer: proposed)), returned != proposed {
                configured = returned.map { .controller($0) } ?? .none
            }
            switch configured {
            case .controller(let controller):
                if tree.contains(controller), tree.parent(of: controller) == nil, controller != split, controller != tree.root {
                    result = controller
                } else {
                    record(.simulator, .warning("\(split)'s delegate returned \(controller) from separateSecondaryFrom:, which is not a free view controller; ignored"))
                }
            case .resetPrimaryStack:
                if let root = navigationMachine(primary)?.viewControllers.first {
                    cutShortTransition(in: primary)
                    withNavigation(primary) { $0.viewControllers = [root] }
                    splitViews.staleNavigationItems[primary] = nil
                }
            case .none:
                break
            }
            record(.delegate(of: split), .splitViewControllerSeparateSecondaryFrom(primary, answer: result))
        }
        if result == nil {
            var popped: String?
            if let navigation = navigationMachine(primary), navigation.viewControllers.count > 1, navigation.state.transition == nil {
                popped = navigation.viewControllers.last
                _ = withNavigation(primary) { $0.viewControllers.removeLast() }
            }
            record(.viewController(primary), .separateSecondaryViewController(for: split, answer: popped))
            if let popped, os.splitViewSecondaryNavigationItemLeaks, tree.kind(of: popped) == .navigationController,
               let item = navigationMachine(popped)?.viewControllers.last {
                splitViews.staleNavigationItems[primary] = item
                record(.simulator, .warning("\(os): the navigation bar of \(primary) still shows the navigation item of \(item) after the expand (split view quirk 1)"))
            }
            result = popped
        }
        if result == nil, let remembered, tree.contains(remembered) { result = remembered }
        if let candidate = result, let holder = navigationPopping(candidate) {
            if os.splitViewHierarchyInconsistencyOnRotationPop {
                // UIKit still counts the popping navigation controller as the parent and raises;
                // SheetSim reports it, lets the pop end, and leaves the secondary column empty.
                record(.simulator, .error("UIViewControllerHierarchyInconsistency: child view controller: \(candidate) should have parent view controller: \(holder) but requested parent is: \(split) (split view quirk 2)"))
                result = nil
            }
            cutShortTransition(in: holder)
        }
        if let candidate = result, tree.parent(of: candidate) != nil { result = nil }
        if result == nil {
            record(.simulator, .warning("\(split) expanded without a secondary view controller; its secondary column is empty"))
        }
        return result
    }

    /// The navigation controller whose running pop is taking `controller` off its stack, if any.
    func navigationPopping(_ controller: String) -> String? {
        tree.declarationOrder.first { name in
            guard let transition = navigationMachine(name)?.state.transition else { return false }
            return transition.operation == .pop && (transition.from == controller || transition.removed.contains(controller))
        }
    }
}

extension SheetSimulator {
    // MARK: Traits

    // MARK: Recording

    /// Samples every split view controller's columns where they changed (for a timeline).
    mutating func recordSplitViews() {
        for name in tree.declarationOrder where tree.kind(of: name) == .splitViewController { recordSplitView(name) }
    }

    /// Appends a sample of `name`'s columns to its track if they changed since the last one.
    mutating func recordSplitView(_ name: String) {
        guard recording != nil, let machine = splitViewMachine(name) else { return }
        let animating: Bool
        var mode = machine.displayMode
        switch machine.state {
        case .changingDisplayMode(let change), .changingInteractively(let change, _): animating = true; mode = change.from
        case .finishingGesture(let change, _): animating = true; mode = change.from
        default: animating = false
        }
        let layout = machine.isCollapsed ? machine.layout
            : SplitViewLayout.expanded(style: machine.style, configuration: machine.configuration, mode: mode,
                                       splitWidth: machine.environment.size.width, metrics: metrics)
        let sample = SplitViewSample(time: now, splitWidth: layout.splitWidth, displayMode: machine.displayMode, isCollapsed: machine.isCollapsed,
                                     frames: layout.frames, isAnimating: animating, isOnScreen: isOnScreen(name))
        let index: Int
        if let found = recording!.splitViewTracks.firstIndex(where: { $0.splitView == name }) {
            index = found
        } else {
            index = recording!.splitViewTracks.count
            recording!.splitViewTracks.append(SplitViewTrack(splitView: name, style: machine.style))
        }
        if let last = recording!.splitViewTracks[index].samples.last, last.sameColumns(as: sample) { return }
        if let last = recording!.splitViewTracks[index].samples.last, last.time == now {
            recording!.splitViewTracks[index].samples[recording!.splitViewTracks[index].samples.count - 1] = sample
        } else {
            recording!.splitViewTracks[index].samples.append(sample)
        }
    }
}
