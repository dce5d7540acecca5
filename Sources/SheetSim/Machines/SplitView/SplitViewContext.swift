/// What a split view controller's rules read of the world around it (``SplitViewMachine``'s
/// ``Machine/Context``): the controllers declared, their kinds and parents, the navigation
/// controllers' stacks and transitions, the window's root, what is presented, the size of the
/// layer the split view controller is in.
///
/// The engine makes one before each of the machine's events; a test builds one by hand
/// (``init(root:hasExplicitRoot:kinds:parents:navigationControllers:presented:layerSize:)``). It
/// answers lazily, so an event that reads nothing of the world costs nothing.
///
/// A rule that changes the world by returning actions (a navigation controller's stack rebuilt,
/// a transition cut short) notes the change in its copy of the context (``planStack(_:of:)``,
/// ``planCutShort(of:)``), so the rules after it, in the same event, read the world as those
/// actions will leave it.
public struct SplitViewContext {
    /// A navigation controller as the split view controller's rules read it.
    public struct Navigation: Equatable, Sendable {
        /// Its stack, root first.
        public var viewControllers: [String]
        /// The push or pop under way, if any.
        public var transition: NavigationTransition?
        /// Whether a finger moves that transition (an interactive pop), which no rebuild ends.
        public var isInteractive: Bool
        /// The stack once the transition ends (a cancelled interactive pop puts its controller back).
        public var viewControllersOnceTransitionEnds: [String]

        public init(viewControllers: [String], transition: NavigationTransition? = nil, isInteractive: Bool = false,
                    viewControllersOnceTransitionEnds: [String]? = nil) {
            self.viewControllers = viewControllers
            self.transition = transition
            self.isInteractive = isInteractive
            self.viewControllersOnceTransitionEnds = viewControllersOnceTransitionEnds ?? viewControllers
        }
    }

    /// The window's root view controller.
    public let root: String
    /// Whether the app set the root (before it does, the root is SheetSim's implicit presenter).
    public let hasExplicitRoot: Bool
    private let kindOf: (String) -> ControllerKind?
    private let parentOf: (String) -> String?
    private let navigationNamed: (String) -> Navigation?
    /// The navigation controllers, in the order declared.
    private let navigationNames: () -> [String]
    private let presentedNamed: (String) -> Bool
    private let subtreeContains: (String, String) -> Bool
    private let measureLayer: () -> Size
    /// The navigation controllers the actions planned so far change, as they leave them.
    private var planned: [String: Navigation] = [:]

    /// A context read through `kind`, `parent`, … (the engine's; see ``SplitViewMachine/context(of:in:)``).
    init(root: String, hasExplicitRoot: Bool, kind: @escaping (String) -> ControllerKind?, parent: @escaping (String) -> String?,
         navigation: @escaping (String) -> Navigation?, navigationNames: @escaping () -> [String],
         isPresented: @escaping (String) -> Bool, subtreeContains: @escaping (String, String) -> Bool,
         layerSize: @escaping () -> Size) {
        self.root = root
        self.hasExplicitRoot = hasExplicitRoot
        kindOf = kind
        parentOf = parent
        navigationNamed = navigation
        self.navigationNames = navigationNames
        presentedNamed = isPresented
        self.subtreeContains = subtreeContains
        measureLayer = layerSize
    }

    /// A context made by hand: `kinds` of the declared controllers (a navigation controller in
    /// `navigationControllers` is one, a name in neither is a plain controller if it has a
    /// parent), `parents` beside those the navigation controllers' stacks give.
    public init(root: String = "presenter", hasExplicitRoot: Bool = true, kinds: [String: ControllerKind] = [:],
                parents: [String: String] = [:], navigationControllers: [(String, Navigation)] = [],
                presented: [String] = [], layerSize: Size = Size(width: 1194, height: 834)) {
        var kinds = kinds, parents = parents, navigations: [String: Navigation] = [:]
        let order = navigationControllers.map(\.0)
        for (name, navigation) in navigationControllers {
            navigations[name] = navigation
            kinds[name] = .navigationController
            for controller in navigation.viewControllers {
                parents[controller] = name
                if kinds[controller] == nil { kinds[controller] = .viewController }
            }
        }
        for child in parents.keys where kinds[child] == nil { kinds[child] = .viewController }
        for name in presented where kinds[name] == nil { kinds[name] = .viewController }
        if kinds[root] == nil { kinds[root] = .viewController }
        let known = kinds, held = parents
        self.init(root: root, hasExplicitRoot: hasExplicitRoot, kind: { known[$0] }, parent: { held[$0] },
                  navigation: { navigations[$0] }, navigationNames: { order }, isPresented: { presented.contains($0) },
                  subtreeContains: { top, name in
                      var current = held[name]
                      var steps = held.count
                      while let parent = current, steps > 0 {
                          if parent == top { return true }
                          current = held[parent]
                          steps -= 1
                      }
                      return false
                  },
                  layerSize: { layerSize })
    }

    // MARK: Reading

    /// Whether `name` is declared.
    public func contains(_ name: String) -> Bool { kindOf(name) != nil }

    /// Whether placing `controller` under `container`, as its child or anywhere below it, would
    /// make `controller` contain itself: it is `container`, or holds it at some depth.
    public func wouldContainItself(_ controller: String, under container: String) -> Bool {
        controller == container || subtreeContains(controller, container)
    }

    /// The kind of the controller `name`, if declared.
    public func kind(of name: String) -> ControllerKind? { kindOf(name) }

    /// The container holding `name` once the actions planned so far are carried out.
    public func parent(of name: String) -> String? {
        for (navigation, facts) in planned where facts.viewControllers.contains(name) { return navigation }
        let parent = parentOf(name)
        if let parent, planned[parent] != nil { return nil }  // it left that stack
        return parent
    }

    /// Whether `name` is presented (a layer of the presentation stack).
    public func isPresented(_ name: String) -> Bool { presentedNamed(name) }

    /// The navigation controller `name`, as the actions planned so far leave it.
    public func navigation(_ name: String) -> Navigation? { planned[name] ?? navigationNamed(name) }

    /// The size of the layer the split view controller is in: the window's, or the sheet's.
    public var layerSize: Size { measureLayer() }

    /// The navigation controller, first in the order declared, whose running pop is taking
    /// `controller` off its stack.
    public func navigationPopping(_ controller: String) -> String? {
        navigationNames().first { name in
            guard let transition = navigation(name)?.transition else { return false }
            return transition.operation == .pop && (transition.from == controller || transition.removed.contains(controller))
        }
    }

    // MARK: Planning

    /// Notes that the actions end `navigation`'s transition now, and returns whether there is one
    /// to end (``NavigationEvent/transitionCutShort``): the stack is then as the transition leaves it.
    public mutating func planCutShort(of navigation: String) -> Bool {
        guard let facts = self.navigation(navigation), facts.transition != nil, !facts.isInteractive else { return false }
        planned[navigation] = Navigation(viewControllers: facts.viewControllersOnceTransitionEnds)
        return true
    }

    /// Notes that the actions leave `navigation` holding `stack`.
    public mutating func planStack(_ stack: [String], of navigation: String) {
        var facts = self.navigation(navigation) ?? Navigation(viewControllers: [])
        facts.viewControllers = stack
        if facts.transition == nil { facts.viewControllersOnceTransitionEnds = stack }
        planned[navigation] = facts
    }
}

extension SplitViewContext {
    /// The pieces of a simulator a context made by the engine reads, held once: each of the
    /// context's closures captures this one reference, which is its context as it stands, so
    /// making a context allocates once instead of once per closure, each with its own copy of
    /// the tree (a split view controller's event is made one in every window transition).
    private final class World {
        let tree: ControllerTree
        let navigations: [NavigationMachine]
        let sheets: MachineTable<SheetMachine>

        init(tree: ControllerTree, navigations: [NavigationMachine], sheets: MachineTable<SheetMachine>) {
            self.tree = tree
            self.navigations = navigations
            self.sheets = sheets
        }

        func navigation(_ name: String) -> Navigation? {
            guard tree.kind(of: name) == .navigationController, let row = tree.slot(of: name),
                  navigations.indices.contains(row) else { return nil }
            let machine = navigations[row]
            return Navigation(viewControllers: machine.viewControllers, transition: machine.state.transition,
                              isInteractive: machine.transitionToCutShort == nil && machine.state.transition != nil,
                              viewControllersOnceTransitionEnds: machine.viewControllersOnceTransitionEnds)
        }
    }

    /// What the split view controller `split` reads of `simulator` now.
    /// The closures capture the pieces of `simulator` they read (a ``World``: the tree, the
    /// navigation controllers' table, the presented sheets' table), not the simulator itself: a
    /// capture of the whole value copied it into every split view controller's event.
    init(_ simulator: borrowing Simulator, split: String) {
        let world = World(tree: simulator.tree, navigations: simulator.machines.navigationControllers.rows,
                          sheets: simulator.machines.sheets)
        let layerSize = simulator.viewSize(ofLayerContaining: split)
        self.init(root: simulator.tree.root, hasExplicitRoot: simulator.hasExplicitRoot,
                  kind: { world.tree.kind(of: $0) }, parent: { world.tree.parent(of: $0) },
                  navigation: { world.navigation($0) },
                  navigationNames: { world.tree.declarationOrder.filter { world.tree.kind(of: $0) == .navigationController } },
                  isPresented: { world.sheets.row(named: $0) != nil },
                  subtreeContains: { world.tree.subtreeContains($0, $1) },
                  layerSize: { layerSize })
    }
}
