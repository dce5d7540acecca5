extension SplitViewMachine {
    // MARK: What the world holds, with the split view controller's own children as they are now

    /// The container holding `controller`, reading the split view controller's own columns as the
    /// machine holds them now (a collapse released the secondary, an expand took a new primary)
    /// and everything else in `world`.
    func parent(of controller: String, _ world: SplitViewContext) -> String? {
        if holds(controller) { return name }
        let parent = world.parent(of: controller)
        return parent == name ? nil : parent
    }

    /// Whether `controller` is a navigation controller.
    func isNavigationController(_ controller: String?, _ world: SplitViewContext) -> Bool {
        controller.map { world.kind(of: $0) == .navigationController } ?? false
    }

    func warning(_ text: String) -> SplitViewAction { .callback(.simulator, .warning(text)) }

    // MARK: The delegate's primary (split view rules 4.2, 4.3)

    /// A primary the delegate returned that can be one (declared, and free or already the
    /// primary), or nil, with the warning that goes with a refused one.
    func usablePrimary(_ answer: String?, current: String, _ world: SplitViewContext) -> (String?, [SplitViewAction]) {
        guard let answer, answer != current else { return (nil, []) }
        guard world.contains(answer), parent(of: answer, world) == nil, answer != world.root, answer != name else {
            return (nil, [warning("\(name)'s delegate returned \(answer) as its primary, which is not a free view controller; kept \(current)")])
        }
        return (answer, [])
    }

    // MARK: Classic collapse (split view rules 4.2)

    /// The primary's `collapseSecondaryViewController(_:for:)`: a navigation controller pushes the
    /// secondary onto its stack, even a navigation controller (split view quirk 3); a plain
    /// controller does nothing and the secondary leaves the screen. A push or pop under way in the
    /// primary ends first.
    func collapseSecondary(_ secondary: String, onto primary: String, _ world: SplitViewContext) -> [SplitViewAction] {
        var world = world
        var actions: [SplitViewAction] = [.callback(.viewController(primary), .collapseSecondaryViewController(secondary, for: name))]
        guard world.kind(of: primary) == .navigationController, parent(of: secondary, world) == nil else { return actions }
        if world.planCutShort(of: primary) { actions.append(message(.transitionCutShort, to: primary)) }
        actions.append(message(.pushedByContainer(secondary), to: primary))
        if world.kind(of: secondary) == .navigationController {
            actions.append(warning("\(primary) pushed the navigation controller \(secondary) onto its stack: a navigation controller nested in another (split view quirk 3)"))
        }
        return actions
    }

    // MARK: Classic separation (split view rules 4.3)

    /// The separation at a classic expand: the delegate's `separateSecondaryFrom:` (its answer
    /// `delegateReturned`, nil when it has no delegate), then, without a controller from it, the
    /// primary's `separateSecondaryViewController(for:)` (a navigation controller pops its top
    /// and returns it), then `remembered`, the secondary the collapse took away, if it is free
    /// (GUESS). Reproduces split view quirks 1 and 2 on the OS profiles that have them. Ends by
    /// handing the split view controller its new secondary (``SplitViewEvent/secondarySeparated(_:)``)
    /// once the navigation controllers gave it up.
    func separation(from primary: String, delegateReturned: String??, remembered: String?, _ world: SplitViewContext) -> [SplitViewAction] {
        var world = world
        var actions: [SplitViewAction] = []
        var result: String?
        if let returned = delegateReturned {
            var configured = configuration.separateSecondary
            let proposed: String? = if case .controller(let controller) = configured { controller } else { nil }
            if returned != proposed { configured = returned.map { .controller($0) } ?? .none }
            switch configured {
            case .controller(let controller):
                if world.contains(controller), parent(of: controller, world) == nil, controller != name, controller != world.root {
                    result = controller
                } else {
                    actions.append(warning("\(name)'s delegate returned \(controller) from separateSecondaryFrom:, which is not a free view controller; ignored"))
                }
            case .resetPrimaryStack:
                if let root = world.navigation(primary)?.viewControllers.first {
                    if world.planCutShort(of: primary) { actions.append(message(.transitionCutShort, to: primary)) }
                    world.planStack([root], of: primary)
                    actions.append(message(.stackRebuilt([root]), to: primary))
                }
            case .none:
                break
            }
            actions.append(.callback(delegate, .splitViewControllerSeparateSecondaryFrom(primary, answer: result)))
        }
        if result == nil {
            var popped: String?
            if let navigation = world.navigation(primary), navigation.viewControllers.count > 1, navigation.transition == nil {
                popped = navigation.viewControllers.last
                world.planStack(Array(navigation.viewControllers.dropLast()), of: primary)
                actions.append(message(.poppedByContainer, to: primary))
            }
            actions.append(.callback(.viewController(primary), .separateSecondaryViewController(for: name, answer: popped)))
            if let popped, os.splitViewSecondaryNavigationItemLeaks, world.kind(of: popped) == .navigationController,
               let item = world.navigation(popped)?.viewControllers.last {
                actions.append(message(.barKeptItem(item), to: primary))
                actions.append(warning("\(os): the navigation bar of \(primary) still shows the navigation item of \(item) after the expand (split view quirk 1)"))
            }
            result = popped
        }
        if result == nil, let remembered, world.contains(remembered) { result = remembered }
        if let candidate = result, let holder = world.navigationPopping(candidate) {
            if os.splitViewHierarchyInconsistencyOnRotationPop {
                // UIKit still counts the popping navigation controller as the parent and raises;
                // SheetSim reports it, lets the pop end, and leaves the secondary column empty.
                actions.append(.callback(.simulator, .error("UIViewControllerHierarchyInconsistency: child view controller: \(candidate) should have parent view controller: \(holder) but requested parent is: \(name) (split view quirk 2)")))
                result = nil
            }
            if world.planCutShort(of: holder) { actions.append(message(.transitionCutShort, to: holder)) }
        }
        if let candidate = result, parent(of: candidate, world) != nil { result = nil }
        if result == nil {
            actions.append(warning("\(name) expanded without a secondary view controller; its secondary column is empty"))
        }
        actions.append(toItself(.secondarySeparated(result)))
        return actions
    }
}
