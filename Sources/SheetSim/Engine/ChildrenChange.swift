/// What was on screen under a container when a change of its children began
/// (``EngineService/beginChildrenChange``): the appearance, containment and trait callbacks of
/// the change compare against it.
struct ChildrenSnapshot {
    var onScreen: Bool
    /// The container's visible subtree (without itself), parents first, when on screen.
    var visible: [String]
    /// Every controller under it, parents first, in stack order.
    var all: [String]
    /// Every declared controller that has a parent, and its parent.
    var parents: [String: String]
    var traits: [String: TraitCollection]
    /// The top of every declared navigation controller.
    var navigationTops: [String: String]
}

extension Simulator {
    // MARK: A container's children changing without transitions (split view rules 4, 5.4 step 5)

    /// Every controller under `container` (every child, shown or not), parents first.
    func controllers(under container: String) -> [String] {
        var found: [String] = []
        func walk(_ name: String) {
            for child in tree.children(of: name) where !found.contains(child) {
                found.append(child)
                walk(child)
            }
        }
        walk(container)
        return found
    }

    /// Notes what is on screen under `container` before its children change.
    mutating func beginChildrenChange(of container: String) {
        guard services.childrenChanges[container] == nil else { return }
        let onScreen = isOnScreen(container)
        let all = controllers(under: container)
        var parents: [String: String] = [:], traits: [String: TraitCollection] = [:], tops: [String: String] = [:]
        for controller in tree.declarationOrder {
            if let parent = tree.parent(of: controller) { parents[controller] = parent }
            if let top = navigationMachine(controller)?.viewControllers.last { tops[controller] = top }
        }
        for controller in all { traits[controller] = traitCollection(of: controller) }
        services.childrenChanges[container] = ChildrenSnapshot(onScreen: onScreen, visible: onScreen ? Array(tree.visibleSubtree(of: container).dropFirst()) : [],
                                                               all: all, parents: parents, traits: traits, navigationTops: tops)
    }

    /// Logs what the change since ``beginChildrenChange(of:)`` did, all at this instant and not
    /// animated (a split view controller rebuilds its children without animation inside the
    /// transition, OBS [S39]): `willMove(toParent:)` of each controller that changed parents,
    /// `viewWillDisappear` of those leaving the screen, `viewWillAppear` (and `viewIsAppearing`)
    /// of those coming, the navigation delegates' `willShow` where a stack's top changed; then
    /// `viewDidDisappear`, `viewDidAppear`, `didMove(toParent:)`, `traitCollectionDidChange` where
    /// a new parent changed the traits (a classic primary is compact, split view rules 4.1), and
    /// the delegates' `didShow`. A controller that stays on screen while it moves gets no
    /// appearance callbacks (GUESS).
    mutating func finishChildrenChange(of container: String) {
        guard let before = services.childrenChanges.removeValue(forKey: container) else { return }
        let onScreen = isOnScreen(container)
        let visible = onScreen ? Array(tree.visibleSubtree(of: container).dropFirst()) : []
        var seen = Set<String>()
        let ordered = (controllers(under: container) + before.all).filter { seen.insert($0).inserted }
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
        let told = Set(tree.transitionSubtree(of: container))
        for controller in ordered where told.contains(controller) {
            if let old = before.traits[controller], old != traitCollection(of: controller) {
                recordOnly(.viewController(controller), .traitCollectionDidChange)
            }
        }
        for nav in shown { recordOnly(.delegate(of: nav), .navigationControllerDidShow(navigationMachine(nav)!.topViewController, animated: false)) }
    }
}
